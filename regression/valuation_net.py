#!/usr/bin/env python3
"""A valuation network over every point, trained on GNU Go's values: a research tool.

It asks whether moyogo's candidates miss GNU Go's moves. The network scores each legal
point of a cached position from the point valuation's features (point_values_fit.py
features --dragons, without the bias), the move prior's log-probability and "among the
prior's best six" (move_prior.py), the dragon inputs and a bias. One hidden layer of ReLU
units, trained listwise as choice_net.py trains the choice (the same Net and Adam), but
over all legal points instead of the proposed ones: the softmax of the scores is pulled
toward the softmax of minus GNU Go's loss of each point. It reports GNU Go's loss of the
best of the network's first 1, 3, 6 and 10 points on each check set, and writes the
network as a header (kValuationNet..., the layout of choice_net_weights.h).

The engine does not use it. Its first six points as candidates of the weighted choice,
with its score as two more inputs of the choice network, played no better (regression/
README.md, "valuation network").

  valuation_net.py fit F.json:D.txt ... [--check F.json:D.txt ...] --out HEADER

F.json from point_values_fit.py features --dragons, D.txt from move_prior.py dump --turns
moyogo over the same cached positions. Needs numpy.
"""
import argparse
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import blame  # noqa: E402
import choice_net as cn  # noqa: E402

HIDDEN = 32
EPOCHS = 4
PREFIX = "kValuationNet"


def point_inputs(features, prior, dragons):
    """The inputs of one point: features (bias dropped), the prior's (log-probability,
    rank) as two inputs, the dragon inputs, a bias."""
    return features[:-1] + list(cn.prior_inputs(prior)) + dragons + [1.0]


def position_inputs(np, row, prior):
    """(legal vertices, their inputs) of one features row under its log-priors."""
    verts = [v for v in row["features"] if v in prior]
    xs = np.array([point_inputs(row["features"][v], prior[v], row["dragons"][v])
                   for v in verts], dtype=np.float64)
    return verts, xs


def positions(np, specs, priors_of):
    """(inputs of every legal point, GNU Go's loss of each) per cached position."""
    out = []
    for spec in specs:
        ffile, dump = spec.split(":")
        priors = priors_of(dump)
        with open(ffile, encoding="utf-8") as f:
            rows = json.load(f)
        if any("dragons" not in r for r in rows):
            sys.exit("valuation_net.py: %s has no dragon inputs (point_values_fit.py features "
                     "--dragons)" % ffile)
        for row in rows:
            prior = priors.get(row["pos"])
            if prior is None or not row["gnugo"]:
                continue
            verts, xs = position_inputs(np, row, prior)
            if len(verts) > 1:
                out.append((xs, np.array([blame.move_loss(row["gnugo"], v) for v in verts])))
    return out


def load_scorer(np, path):
    """The scores of a generated valuation header: xs -> scores."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    a = cn.header_arrays(text)
    names = [PREFIX + n for n in ("W1", "B1", "W2")]
    if any(n not in a for n in names):
        sys.exit("valuation_net.py: %s is not a valuation_net_weights.h" % path)
    w1, b1, w2 = (np.array(a[n]) for n in names)
    b2 = float(text.split(PREFIX + "B2 = ")[1].split(";")[0])
    w1 = w1.reshape(-1, len(b1))
    return lambda xs: np.maximum(xs @ w1 + b1, 0.0) @ w2 + b2


def best_of_first(np, data, score, k):
    """Mean over positions of GNU Go's loss of the best of the k highest-scored points."""
    return float(np.mean([ls[np.argsort(-score(xs), kind="stable")[:k]].min()
                          for xs, ls in data])) if data else 0.0


def cmd_fit(args):
    np = cn.numpy_or_exit()
    priors_of = cn.prior_reader(np, args.prior)

    train = positions(np, args.pairs, priors_of)
    checks = {spec: positions(np, [spec], priors_of) for spec in args.check or []}

    def report(epoch, net):
        score = lambda xs: net.forward(xs)[0]  # noqa: E731
        line = "epoch %d:" % (epoch + 1)
        for spec, data in checks.items():
            line += " %s best of 1/3/6/10 %s;" % (
                os.path.basename(spec.split(":")[0]),
                "/".join("%.2f" % best_of_first(np, data, score, k) for k in (1, 3, 6, 10)))
        print(line, flush=True)

    args.init = None
    return cn.fit_and_write(np, train, args, report, prefix=PREFIX, script="valuation_net.py",
                            what="the valuation network")


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = p.add_subparsers(dest="command", required=True)
    f = sub.add_parser("fit")
    cn.add_fit_arguments(f, "FEATURES:PRIOR_DUMP", HIDDEN, EPOCHS)
    args = p.parse_args()
    return {"fit": cmd_fit}[args.command](args)


if __name__ == "__main__":
    sys.exit(main())
