#!/usr/bin/env python3
"""Train moyogo's choice network (engine/genmove/choice_net_weights.h) on GNU Go's values.

The weighted choice scores each candidate point (the proposed points and the move prior's
best PRIOR_CANDIDATE_MOVES) from its inputs (choice_inputs: the point valuation's features
without its bias, the best value of each generator family there, "proposed", the move
prior's log-probability, "among the prior's best PRIOR_CANDIDATES", and a bias). One hidden
layer of ReLU units, trained listwise: at each position the softmax of the scores over the
candidates is pulled toward the softmax of minus GNU Go's loss of each point divided by a
temperature, so the point GNU Go likes best among them gets the highest score. Adam, a
small weight decay, a fixed seed: the same data give the same header.

  choice_net.py train DATA FEATURES --out HEADER [--landed HEADER] [--prior HEADER]
                      [--hidden 64 --epochs 12 --init HEADER --rate R]

DATA is a train_data.py extract (GNU Go's values at moyogo's turns), FEATURES a
train_features.py dump of the same games (kinds prior, points, proposals, network); the
games but the held-out tenth are fitted, and GNU Go's mean loss of the pick on the held-out
games is reported for the new network and the landed one, and how their picks meet the
end-of-game rule's threshold kChoicePassScore (move_rules.h: a pick below it is a move GNU
Go would not play) from move 120 of every game: at how many turns the pick scores below it
and how often GNU Go passed there (a refit whose scores shift needs the threshold moved).
The prior is the candidates' prior of the 19x19 default, as candidates.cpp computes it:
the feature prior (the prior dump under --prior, the move prior's weights
move_prior_weights.h) mixed with the policy network (the network dump) by kPolicyNetShare.
The families, the value cap, the share and the prior's candidate counts are read from the
C++ headers (cxx_constants.py).
Needs numpy (Debian python3-numpy, installed by `make deps`).
"""
import argparse
import math
import os
import re
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import blame  # noqa: E402
import cxx_constants  # noqa: E402
import move_prior as mp  # noqa: E402
import train_data  # noqa: E402
import train_features  # noqa: E402

HIDDEN = 64
TEMPERATURE = 1.0
EPOCHS = 12
LEARNING_RATE = 1e-3
WEIGHT_DECAY = 1e-4
SEED = 1
_CPP = cxx_constants.constants()
# learned_chooser.h kChoiceFamilyList as move_reasons names them, and kChoiceValueCap.
FAMILIES = _CPP["families"]
VALUE_CAP = _CPP["kChoiceValueCap"]
# The prior's best points marked "among the prior's best" (move_prior.h kPriorCandidates)
# and the prior's best points that are candidates (kPriorCandidateMoves).
PRIOR_CANDIDATES = _CPP["kPriorCandidates"]
PRIOR_CANDIDATE_MOVES = _CPP["kPriorCandidateMoves"]
# The policy network's share of the mixed prior (policy_net.h).
NETWORK_SHARE = _CPP["kPolicyNetShare"]
# The end-of-game rule's threshold on the score (move_rules.h): a pick below it is a move
# GNU Go would not play. It was set on the network's scores from move 120 on; the trainer
# reports how a network's scores meet it there.
PASS_SCORE = _CPP["kChoicePassScore"]
PASS_RULE_FROM = 120


def numpy_or_exit():
    try:
        import numpy
    except ImportError:
        sys.exit("choice_net.py: needs numpy (apt-get install python3-numpy)")
    return numpy


def choice_inputs(features, fam_values, prior_entry):
    """The inputs of one candidate, in learned_chooser.cpp's choiceInputs order: the point
    valuation's features without the bias (the last), min(value, VALUE_CAP) / 100 of each
    family, "proposed at all", the prior's two inputs, the bias."""
    fam = [min(fam_values.get(name, 0), VALUE_CAP) / 100.0 for name in FAMILIES]
    return (list(features[:-1]) + fam + [1.0 if fam_values else 0.0]
            + list(prior_inputs(prior_entry)) + [1.0])


def input_count():
    """The network's input count (kChoiceInputs without the dragon inputs)."""
    return _CPP["kPointFeatures"] - 1 + len(FAMILIES) + 1 + 2 + 1


def family_values(props):
    """[[vertex, family, value]] -> {vertex: {family: its best value there}}."""
    per = {}
    for move, name, value in props:
        fv = per.setdefault(move, {})
        fv[name] = max(fv.get(name, 0), value)
    return per


def ranked(log_probs):
    """{vertex: log-probability} -> {vertex: (log-probability, rank)}, rank 0 the best."""
    order = sorted(log_probs, key=lambda v: -log_probs[v])
    return {v: (log_probs[v], k) for k, v in enumerate(order)}


def mixed_prior(prior, network):
    """The feature prior ({vertex: (log-probability, rank)}) mixed with the network's
    ({vertex: log-probability}) as policy_net.cpp mixPriors does: NETWORK_SHARE of the
    network's log-probability plus the rest of the feature prior's, renormalised over the
    points both have. An entry is (log-probability, rank, among the network's best
    PRIOR_CANDIDATE_MOVES): those join the candidates too (candidates.cpp)."""
    both = [v for v in prior if v in network]
    if not both:
        return {}
    s = {v: NETWORK_SHARE * network[v] + (1.0 - NETWORK_SHARE) * prior[v][0] for v in both}
    top = max(s.values())
    norm = top + math.log(sum(math.exp(x - top) for x in s.values()))
    net_rank = ranked(network)
    return {v: (lp, k, net_rank[v][1] < PRIOR_CANDIDATE_MOVES)
            for v, (lp, k) in ranked({v: x - norm for v, x in s.items()}).items()}


def listed(entry):
    """A prior point the candidates take without a proposal: among the prior's best
    PRIOR_CANDIDATE_MOVES, or (mixed prior) the network's."""
    return entry[1] < PRIOR_CANDIDATE_MOVES or (len(entry) > 2 and entry[2])


def candidates(verts, per, prior):
    """The candidates among the points with features (legal points), in their order: the
    proposed ones (per: family_values) and the prior's listed points."""
    return [v for v in verts if v in prior and (v in per or listed(prior[v]))]


def position(np, verts, feats, props, prior, values):
    """(inputs of the candidates, GNU Go's loss of each) of one position, or None: the
    candidates are the proposed points and the prior's listed ones (points with features,
    i.e. legal), as candidates.cpp takes them."""
    per = family_values(props)
    features = dict(zip(verts, feats))
    if not any(mv in features for mv in per):
        return None
    cands = candidates(verts, per, prior)
    xs = [choice_inputs(features[v], per.get(v, {}), prior[v]) for v in cands]
    return (np.array(xs, dtype=np.float64),
            np.array([blame.move_loss(values, v) for v in cands]))


def turns(data_dir, features_dir, games, priors_of):
    """moyogo's turns of the games with GNU Go's values, moyogo's proposals, its point
    features and the mixed prior (the prior and network dumps): (game, move number, the
    points with features, their features, the proposals, the prior, GNU Go's values)."""
    values = train_data.read_values(os.path.join(data_dir, "values.txt"))
    for game in games:
        def path(kind):
            return train_features.output_path(features_dir, kind, game)
        props = train_features.read_proposals(path("proposals"))
        priors = priors_of(path("prior"))
        networks = train_features.read_network(path("network"))
        for key, _, verts, feats in train_features.read_points(path("points")):
            number = int(key.rsplit(":", 1)[1])
            vals = values.get((game, number - 1))
            if vals is None or key not in priors or key not in networks or not props.get(key):
                continue
            prior = mixed_prior(priors[key], networks[key])
            yield game, number, verts, feats, props[key], prior, vals[1]


def scored_turns(np, data_dir, features_dir, games, priors_of):
    """[(game, move number, inputs of the candidates, GNU Go's loss of each)] of the games'
    turns (see turns and position), read once for the fit and the pass rule's check."""
    out = []
    for game, number, verts, feats, props, prior, vals in turns(data_dir, features_dir, games,
                                                                priors_of):
        pos = position(np, verts, feats, props, prior, vals)
        if pos is not None:
            out.append((game, number) + pos)
    return out


def positions(rows, games):
    """The training positions (position's pairs) of the rows of scored_turns in games."""
    games = set(games)
    return [(xs, losses) for game, _, xs, losses in rows if game in games]


def late_picks(data_dir, rows):
    """[(inputs of the candidates, GNU Go passed there)] of the rows of scored_turns from
    move PASS_RULE_FROM: what the pass rule's threshold is judged on (pass_report)."""
    passed = {(game, moves) for game, moves, _, vertex, source
              in train_data.read_labels(os.path.join(data_dir, "labels.txt"))
              if source == "genmove" and vertex == "PASS"}
    return [(xs, (game, number - 1) in passed) for game, number, xs, _ in rows
            if number >= PASS_RULE_FROM]


def pass_report(np, picks, score):
    """move_rules.h's threshold under a network: at how many of the late turns its pick
    scores below kChoicePassScore, and how often GNU Go passed at those."""
    below = [passed for xs, passed in picks if score(xs).max() < PASS_SCORE]
    share = 100.0 * sum(below) / len(below) if below else 0.0
    return "%d below, GNU Go passed at %.1f%%" % (len(below), share)


def prior_inputs(entry):
    log_prob, rank = entry[0], entry[1]
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


def header(net, inputs, hidden, note):
    w1, b1, w2, b2 = net.folded()
    return """// Generated by regression/choice_net.py (do not edit): the weighted choice's network.
// %s
#pragma once

namespace engine {

inline constexpr int kChoiceNetHidden = %d;
/// First layer, [input][hidden], the inputs' standardisation folded in.
inline constexpr double kChoiceNetW1[%d * kChoiceNetHidden] = {
%s
};
inline constexpr double kChoiceNetB1[kChoiceNetHidden] = {
%s
};
inline constexpr double kChoiceNetW2[kChoiceNetHidden] = {
%s
};
inline constexpr double kChoiceNetB2 = %.9g;

}  // namespace engine
""" % (note, hidden, inputs, numbers(list(w1.reshape(-1))), numbers(list(b1)),
       numbers(list(w2)), b2)


def prior_reader(np, prior_header):
    """dump -> its positions' log-priors and ranks under the header's weights."""
    weights = mp.load_header(np, prior_header)
    return lambda dump: mp.log_priors(np, dump, weights)


def header_scorer(np, path, n):
    """The scores of a generated header's network on inputs of n columns (raw inputs, the
    header's folded weights). A header with more inputs (the engine's former dragon inputs
    before the bias, weighted 0) is scored without them; their weights must be 0."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    arrays = header_arrays(text)
    b2 = re.search(r"kChoiceNetB2 = ([^;]+);", text)
    hidden = re.search(r"kChoiceNetHidden = (\d+);", text)
    if b2 is None or hidden is None or "kChoiceNetW1" not in arrays:
        sys.exit("choice_net.py: %s is not a choice_net_weights.h" % path)
    w1 = np.array(arrays["kChoiceNetW1"]).reshape(-1, int(hidden.group(1)))
    if w1.shape[0] < n:
        sys.exit("choice_net.py: %s has %d inputs, fewer than %d" % (path, w1.shape[0], n))
    dropped = w1[n - 1:-1]
    if np.any(dropped != 0.0):
        sys.exit("choice_net.py: %s weighs the %d inputs this trainer does not have"
                 % (path, len(dropped)))
    w1 = np.concatenate([w1[:n - 1], w1[-1:]])
    b1, w2, b2 = np.array(arrays["kChoiceNetB1"]), np.array(arrays["kChoiceNetW2"]), float(
        b2.group(1))
    return lambda xs: np.maximum(xs @ w1 + b1, 0.0) @ w2 + b2


def cmd_train(args):
    np = numpy_or_exit()
    start = time.monotonic()
    names = train_data.game_files(os.path.join(args.data, "games"))
    fitted, held = train_data.split_games(names)
    priors_of = prior_reader(np, args.prior)
    rows = scored_turns(np, args.data, args.features, names, priors_of)
    train, check = positions(rows, fitted), positions(rows, held)
    if not train:
        sys.exit("choice_net.py: no positions to fit")
    if train[0][0].shape[1] != input_count():
        sys.exit("choice_net.py: %d inputs, expected %d" % (train[0][0].shape[1], input_count()))
    print("%d positions of %d games fitted, %d of %d held out; %d inputs (the engine's "
          "kChoiceInputs: %d)" % (len(train), len(fitted), len(check), len(held), input_count(),
                                  _CPP["kChoiceInputs"]), flush=True)

    def report(epoch, net):
        score = lambda xs: net.forward(xs)[0]  # noqa: E731
        print("epoch %d: pick loss fitted %.2f, held-out %.2f" % (
            epoch + 1, pick_loss(np, train, score), pick_loss(np, check, score)), flush=True)

    net = train_net(np, train, args, report)
    note = "%d positions of %d games, %d hidden units, temperature %g, %d epochs, seed %d%s." % (
        len(train), len(fitted), args.hidden, args.temperature, args.epochs, args.seed,
        ", from %s at step size %g" % (os.path.basename(args.init), args.rate) if args.init else "")
    with open(args.out, "w", encoding="utf-8") as f:
        f.write(header(net, input_count(), args.hidden, note))
    print("wrote %s (%s)" % (args.out, note))
    if check:
        line = "GNU Go's loss of the pick, held-out (%d positions): regenerated %.2f" % (
            len(check), pick_loss(np, check, header_scorer(np, args.out, input_count())))
        if args.landed:
            line += ", landed %.2f" % pick_loss(np, check, header_scorer(np, args.landed,
                                                                         input_count()))
        print(line)
    picks = late_picks(args.data, rows)
    line = "The pass rule's score %g at %d turns from move %d of every game: regenerated %s" % (
        PASS_SCORE, len(picks), PASS_RULE_FROM,
        pass_report(np, picks, header_scorer(np, args.out, input_count())))
    if args.landed:
        line += "; landed " + pass_report(np, picks, header_scorer(np, args.landed,
                                                                   input_count()))
    print(line)
    print("%.0f s" % (time.monotonic() - start))
    return 0


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = p.add_subparsers(dest="command", required=True)
    t = sub.add_parser("train")
    t.add_argument("data", help="a train_data.py extract")
    t.add_argument("features", help="a train_features.py dump (prior, points, proposals, "
                   "network)")
    t.add_argument("--out", required=True)
    t.add_argument("--landed", help="a choice_net_weights.h to score on the held-out games")
    t.add_argument("--prior", default=os.path.join(
        cxx_constants.ROOT, "engine", "genmove", "move_prior_weights.h"),
        help="the move prior's weights (move_prior_weights.h)")
    t.add_argument("--hidden", type=int, default=HIDDEN)
    t.add_argument("--temperature", type=float, default=TEMPERATURE)
    t.add_argument("--epochs", type=int, default=EPOCHS)
    t.add_argument("--seed", type=int, default=SEED)
    t.add_argument("--rate", type=float, default=LEARNING_RATE, help="Adam's step size")
    t.add_argument("--init", help="start from this header's weights (the same sizes, or "
                   "fewer inputs: the new ones start at 0)")
    args = p.parse_args(argv)
    return {"train": cmd_train}[args.command](args)


if __name__ == "__main__":
    sys.exit(main())
