#!/usr/bin/env python3
"""Train moyogo's choice network (engine/genmove/choice_net_weights.h) on GNU Go's values.

The weighted choice scores each candidate point (the proposed points and the move prior's
best six) from choice_fit.py's inputs (the point valuation's features, the best value of
each generator family there, "proposed"), the move prior's log-probability and "among the
prior's best six" (move_prior.py), and a bias. One hidden layer of ReLU units, trained
listwise: at each cached position the softmax of the scores over the candidates is pulled
toward the softmax of minus GNU Go's loss of each point divided by a temperature, so the
point GNU Go likes best among them gets the highest score. Adam, a small weight decay, a
fixed seed: the same data give the same header.

  choice_net.py fit F.json:P.json:D.txt ... [--check F.json:P.json:D.txt ...] --out HEADER
                    [--init HEADER --rate R]   (a warm start from a generated header)

F.json come from point_values_fit.py features, P.json from choice_fit.py proposals, D.txt
from move_prior.py dump --turns moyogo (the same cached positions; a dump may hold more).
Needs numpy (Debian python3-numpy, installed by `make deps` so the training test runs in
CI).
"""
import argparse
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import blame  # noqa: E402
import choice_fit as cf  # noqa: E402
import move_prior as mp  # noqa: E402

HIDDEN = 32
TEMPERATURE = 1.0
EPOCHS = 12
LEARNING_RATE = 1e-3
WEIGHT_DECAY = 1e-4
SEED = 1
# The prior's best points marked "among the prior's best" (move_prior.h kPriorCandidates).
PRIOR_CANDIDATES = 6
# The prior's best points that are candidates (move_prior.h kPriorCandidateMoves).
PRIOR_CANDIDATE_MOVES = 6
# The engine's choice network has no dragon inputs (learned_chooser.h kChoiceInputs).
DRAGON_INPUTS = 0


def numpy_or_exit():
    try:
        import numpy
    except ImportError:
        sys.exit("choice_net.py: needs numpy (apt-get install python3-numpy)")
    return numpy


def positions(np, specs, priors_of):
    """(inputs of the candidates, GNU Go's loss of each) per cached position. A spec is
    F.json:P.json:D.txt, D a move_prior.py dump (--turns moyogo) holding the same positions
    (priors_of(D): its positions' log-priors): the candidates are the proposed points and
    the prior's best PRIOR_CANDIDATE_MOVES, and the inputs get the prior's log-probability
    and "among its best PRIOR_CANDIDATES" before the bias, as weighted_choice.cpp computes
    them."""
    out = []
    for spec in specs:
        ffile, pfile, dump = spec.split(":")
        priors = priors_of(dump)
        with open(ffile, encoding="utf-8") as f, open(pfile, encoding="utf-8") as g:
            features, proposals = json.load(f), json.load(g)
        if any("dragons" not in p for p in features):
            sys.exit("choice_net.py: %s has no dragon inputs (point_values_fit.py features "
                     "--dragons)" % ffile)
        for row, pos in zip(features, cf.build(features, proposals)):
            name, dragons = row["pos"], row["dragons"]
            prior = priors.get(name)
            if not pos["props"] or prior is None:
                continue
            cands = [v for v in pos["features"]
                     if v in prior and (v in pos["props"] or prior[v][1] < PRIOR_CANDIDATE_MOVES)]
            xs = [pos["features"][v][:-1] + list(prior_inputs(prior[v])) + dragons[v] + [1.0]
                  for v in cands]
            out.append((np.array(xs, dtype=np.float64),
                        np.array([blame.move_loss(pos["gnugo"], v) for v in cands])))
    return out


def prior_inputs(entry):
    log_prob, rank = entry
    return log_prob, 1.0 if rank < PRIOR_CANDIDATES else 0.0


class Net:
    """x -> relu(x W1 + b1) W2 + b2, inputs standardised by the training set's statistics."""

    def __init__(self, np, train, hidden, seed):
        self.np = np
        self.rng = np.random.default_rng(seed)
        x = np.concatenate([xs for xs, _ in train])
        self.mu, self.sd = x.mean(0), x.std(0)
        constant = self.sd < 1e-6
        self.sd[constant], self.mu[constant] = 1.0, 0.0
        n = x.shape[1]
        self.p = [self.rng.normal(0.0, n ** -0.5, (n, hidden)), np.zeros(hidden),
                  self.rng.normal(0.0, hidden ** -0.5, (hidden, 1)), np.zeros(1)]

    def forward(self, xs):
        z = (xs - self.mu) / self.sd
        a = z @ self.p[0] + self.p[1]
        h = self.np.maximum(a, 0.0)
        return (h @ self.p[2] + self.p[3])[:, 0], (z, a, h)

    def gradient(self, xs, losses, temperature):
        np = self.np
        scores, (z, a, h) = self.forward(xs)
        target = np.exp(-(losses - losses.min()) / temperature)
        target /= target.sum()
        e = np.exp(scores - scores.max())
        d = (e / e.sum() - target)[:, None]
        dh = (d @ self.p[2].T) * (a > 0)
        return [z.T @ dh, dh.sum(0), h.T @ d, d.sum(0)]

    def folded(self):
        """W1, b1 with the standardisation folded in (the C++ side takes raw inputs)."""
        w1 = self.p[0] / self.sd[:, None]
        b1 = self.p[1] - (self.mu / self.sd) @ self.p[0]
        return w1, b1, self.p[2][:, 0], float(self.p[3][0])


def header_arrays(text):
    """name -> list of numbers of every `inline constexpr double NAME[...] = {...};`."""
    out = {}
    for m in re.finditer(r"double (\w+)\[[^\]]*\] = \{([^}]*)\}", text):
        out[m.group(1)] = [float(x) for x in m.group(2).split(",") if x.strip()]
    return out


def widened(np, w1, n):
    """w1's rows for n inputs: the rows but the last (the bias) first, zeros for the inputs
    added before the bias, the bias row last."""
    if w1.shape[0] == n:
        return w1
    out = np.zeros((n, w1.shape[1]))
    out[:w1.shape[0] - 1] = w1[:-1]
    out[n - 1] = w1[-1]
    return out


def load_net(np, net, path):
    """Starts `net` from a generated header (a warm start): the header's folded weights
    unfolded with this training set's standardisation, so the scores are the header's. A
    header with fewer inputs (written before inputs were added in front of the bias) gets
    zero weights for the new ones: the scores stay the header's, training finds their use."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    arrays = header_arrays(text)
    b2 = re.search(r"kChoiceNetB2 = ([^;]+);", text)
    missing = [n for n in ("kChoiceNetW1", "kChoiceNetB1", "kChoiceNetW2") if n not in arrays]
    if missing or b2 is None:
        sys.exit("choice_net.py: %s is not a choice_net_weights.h" % path)
    w1, b1, w2 = (np.array(arrays[n]) for n in ("kChoiceNetW1", "kChoiceNetB1", "kChoiceNetW2"))
    b2 = float(b2.group(1))
    n, hidden = net.p[0].shape
    if w1.size % hidden or not 1 <= w1.size // hidden <= n or b1.size != hidden \
            or w2.size != hidden:
        sys.exit("choice_net.py: %s has other sizes than %d inputs, %d hidden units"
                 % (path, n, hidden))
    w1 = widened(np, w1.reshape(-1, hidden), n)
    net.p = [w1 * net.sd[:, None], b1 + net.mu @ w1, w2[:, None], np.array([b2])]


def train_net(np, train, args, report):
    net = Net(np, train, args.hidden, args.seed)
    if args.init:
        load_net(np, net, args.init)
        report(-1, net)
    m = [np.zeros_like(p) for p in net.p]
    v = [np.zeros_like(p) for p in net.p]
    step = 0
    for epoch in range(args.epochs):
        for i in net.rng.permutation(len(train)):
            xs, losses = train[i]
            if len(losses) < 2:
                continue
            step += 1
            for k, g in enumerate(net.gradient(xs, losses, args.temperature)):
                g = g + WEIGHT_DECAY * net.p[k]
                m[k] = 0.9 * m[k] + 0.1 * g
                v[k] = 0.999 * v[k] + 0.001 * g * g
                mhat, vhat = m[k] / (1 - 0.9 ** step), v[k] / (1 - 0.999 ** step)
                net.p[k] -= args.rate * mhat / (np.sqrt(vhat) + 1e-8)
        report(epoch, net)
    return net


def pick_loss(np, data, score):
    return float(np.mean([ls[int(np.argmax(score(xs)))] for xs, ls in data])) if data else 0.0


def numbers(values, per_line=8):
    rows = []
    for i in range(0, len(values), per_line):
        rows.append("    " + " ".join("%.6g," % v for v in values[i:i + per_line]))
    return "\n".join(rows)


def header(net, inputs, hidden, note, prefix="kChoiceNet", script="choice_net.py",
           what="the weighted choice's network"):
    w1, b1, w2, b2 = net.folded()
    return """// Generated by regression/%s (do not edit): %s.
// %s
#pragma once

namespace engine {

inline constexpr int %sHidden = %d;
/// First layer, [input][hidden], the inputs' standardisation folded in.
inline constexpr double %sW1[%d * %sHidden] = {
%s
};
inline constexpr double %sB1[%sHidden] = {
%s
};
inline constexpr double %sW2[%sHidden] = {
%s
};
inline constexpr double %sB2 = %.9g;

}  // namespace engine
""" % (script, what, note, prefix, hidden, prefix, inputs, prefix,
       numbers(list(w1.reshape(-1))), prefix, prefix, numbers(list(b1)), prefix, prefix,
       numbers(list(w2)), prefix, b2)


def prior_reader(np, prior_header):
    """dump -> its positions' log-priors under the header's weights, each dump read once
    (the fitted and check sets often share one)."""
    weights = mp.load_header(np, prior_header)
    read = {}

    def priors_of(dump):
        if dump not in read:
            read[dump] = mp.log_priors(np, dump, weights)
        return read[dump]
    return priors_of


def add_fit_arguments(f, spec, hidden, epochs):
    """The `fit` options choice_net.py and valuation_net.py share."""
    f.add_argument("pairs", nargs="+", metavar=spec)
    f.add_argument("--check", nargs="*", metavar=spec)
    f.add_argument("--prior", default=os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "engine", "genmove",
        "move_prior_weights.h"), help="the move prior's weights (move_prior_weights.h)")
    f.add_argument("--out", required=True)
    f.add_argument("--hidden", type=int, default=hidden)
    f.add_argument("--temperature", type=float, default=TEMPERATURE)
    f.add_argument("--epochs", type=int, default=epochs)
    f.add_argument("--seed", type=int, default=SEED)
    f.add_argument("--rate", type=float, default=LEARNING_RATE, help="Adam's step size")


def cmd_fit(args):
    np = numpy_or_exit()
    priors_of = prior_reader(np, args.prior)
    train = positions(np, args.pairs, priors_of)
    checks = {spec: positions(np, [spec], priors_of) for spec in args.check or []}

    def report(epoch, net):
        score = lambda xs: net.forward(xs)[0]  # noqa: E731
        line = "epoch %d: fitted set %.2f" % (epoch + 1, pick_loss(np, train, score))
        for spec, data in checks.items():
            line += ", %s %.2f" % (os.path.basename(spec.split(":")[0]), pick_loss(np, data, score))
        print(line, flush=True)

    return fit_and_write(np, train, args, report)


def fit_and_write(np, train, args, report, **names):
    """Trains (train_net) and writes the header args.out (header's names: prefix, script,
    what) with a note of the data and the options."""
    net = train_net(np, train, args, report)
    note = "%d positions, %d hidden units, temperature %g, %d epochs, seed %d%s." % (
        len(train), args.hidden, args.temperature, args.epochs, args.seed,
        ", from %s at step size %g" % (os.path.basename(args.init), args.rate) if args.init else "")
    with open(args.out, "w", encoding="utf-8") as f:
        f.write(header(net, train[0][0].shape[1], args.hidden, note, **names))
    print("wrote %s (%s)" % (args.out, note))
    return 0


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = p.add_subparsers(dest="command", required=True)
    f = sub.add_parser("fit")
    add_fit_arguments(f, "FEATURES:PROPOSALS:PRIOR_DUMP", HIDDEN, EPOCHS)
    f.add_argument("--init", help="start from this header's weights (the same sizes, or "
                   "fewer inputs: the new ones start at 0)")
    args = p.parse_args()
    return {"fit": cmd_fit}[args.command](args)


if __name__ == "__main__":
    sys.exit(main())
