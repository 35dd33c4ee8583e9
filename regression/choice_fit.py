#!/usr/bin/env python3
"""The inputs of moyogo's weighted choice (engine/genmove/weighted_choice.h), its training
data, and the linear score the choice network (choice_net.py) replaced, by GNU Go's values.

The choice's inputs of a proposed point: the point valuation's features without its bias,
the best value of each generator family there (min(value, 150) / 100), "proposed" and a
bias. The linear score w . x fitted here minimises GNU Go's loss of the pick
(point_values_fit.py's judge); the engine no longer uses it, it stays as the baseline the
network is measured against.

  proposals C.json --moyogo BIN --out P.json   every proposal at the cached positions
  fit F.json:P.json... --check F.json:P.json   least squares, then a coordinate search on the
                                               pick loss; prints the weights and losses

  regression/choice_fit.py proposals train.json --moyogo build/moyogo --out ptrain.json
  regression/choice_fit.py fit ftrain.json:ptrain.json --check fcheck.json:pcheck.json
"""
import argparse
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import blame  # noqa: E402
import point_values_fit as pvf  # noqa: E402

# weighted_choice.h's kChoiceFamilyList, in order.
FAMILIES = ["territory", "shapes CD", "shapes CB", "valuation", "shapes EB", "shapes EE",
            "shapes CC", "shapes F3", "shapes CM", "shapes CE", "defender", "owl_defense",
            "attacker", "shapes LD", "owl_attack", "shapes ED", "semeai"]
VALUE_CAP = 150  # weighted_choice.h kChoiceValueCap
SEARCH_ROUNDS = 3
REASON = re.compile(r"^Move at \S+: (\S+) (-?\d+): (?:pattern (\S+))?")


def family(line):
    """A move_reasons line -> (family, value), None for other lines."""
    m = REASON.match(line)
    if not m:
        return None
    name = m.group(1) + ((" " + m.group(3)[:2]) if m.group(3) else "")
    return name, int(m.group(2))


def cmd_proposals(args):
    with open(args.cache, encoding="utf-8") as f:
        cache = json.load(f)
    rows = []

    def answer(engine, key, color, values):
        engine.must("reg_genmove " + color)
        props = []
        for line in engine.must("all_move_values").splitlines():
            move = line.split()[0].upper()
            for reason in engine.must("move_reasons " + move).splitlines():
                fv = family(reason)
                if fv:
                    props.append([move, fv[0], fv[1]])
        rows.append({"pos": key, "props": props})

    pvf.for_each_position(cache, args.moyogo, answer)
    with open(args.out, "w", encoding="utf-8") as f:
        json.dump(rows, f)
    print("%d positions" % len(rows))
    return 0


def inputs(features, family_values):
    """The choice's inputs of one point (weighted_choice.cpp's choiceInputs)."""
    fam = [min(family_values.get(name, 0), VALUE_CAP) / 100.0 for name in FAMILIES]
    return features[:-1] + fam + [1.0 if family_values else 0.0, 1.0]


def build(features_data, proposal_rows):
    """Positions as {gnugo, points: {move: inputs}, props: [moves]}."""
    props = {r["pos"]: r["props"] for r in proposal_rows}
    out = []
    for pos in features_data:
        per = {}
        for move, name, value in props.get(pos["pos"], []):
            fv = per.setdefault(move, {})
            fv[name] = max(fv.get(name, 0), value)
        points = {mv: inputs(f, per.get(mv, {})) for mv, f in pos["features"].items()}
        out.append({"gnugo": pos["gnugo"], "features": points,
                    "props": [mv for mv in per if mv in points]})
    return out


def candidates(data):
    """Per position: (inputs of each proposed point, GNU Go's loss of each)."""
    out = []
    for pos in data:
        if pos["props"]:
            out.append(([pos["features"][mv] for mv in pos["props"]],
                        [blame.move_loss(pos["gnugo"], mv) for mv in pos["props"]]))
    return out


def pick_loss(cands, w):
    total = 0.0
    for xs, losses in cands:
        best = max(range(len(xs)), key=lambda i: sum(a * b for a, b in zip(w, xs[i])))
        total += losses[best]
    return total / max(1, len(cands))


def coordinate_search(cands, w, rounds=SEARCH_ROUNDS):
    """Each weight in turn: the best of x0, x0.5, x1.5, x2 (a zero weight: 0.5, 1.5, 2),
    -1, +1 on the pick loss. Scores are kept per candidate and moved by one weight's change,
    so a trial costs one pass over the candidates."""
    w = list(w)
    scores = [[sum(a * b for a, b in zip(w, x)) for x in xs] for xs, _ in cands]

    def loss_with(k, delta):
        total = 0.0
        for (xs, losses), sc in zip(cands, scores):
            best = max(range(len(xs)), key=lambda i: sc[i] + delta * xs[i][k])
            total += losses[best]
        return total / max(1, len(cands))

    for _ in range(rounds):
        for k in range(len(w)):
            old = w[k]
            best_loss, best_w = loss_with(k, 0.0), old
            scaled = [old * m if old else m for m in (0.0, 0.5, 1.5, 2.0)]
            for trial in scaled + [old - 1.0, old + 1.0]:
                loss = loss_with(k, trial - old)
                if loss < best_loss - 1e-9:
                    best_loss, best_w = loss, trial
            w[k] = best_w
            for (xs, _), sc in zip(cands, scores):
                for i, x in enumerate(xs):
                    sc[i] += (best_w - old) * x[k]
    return w


def load_pairs(specs):
    data = []
    for spec in specs:
        ffile, pfile = spec.split(":")
        with open(ffile, encoding="utf-8") as f, open(pfile, encoding="utf-8") as g:
            data += build(json.load(f), json.load(g))
    return data


def cmd_fit(args):
    train = load_pairs(args.pairs)
    cands = candidates(train)
    w = coordinate_search(cands, pvf.fit(train))
    print("weights: {" + ", ".join("%.3f" % x for x in w) + "}")
    print("pick loss: fitted set %.2f" % pick_loss(cands, w), end="")
    if args.check:
        print(", check set %.2f" % pick_loss(candidates(load_pairs([args.check])), w), end="")
    print()
    return 0


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = p.add_subparsers(dest="command", required=True)
    c = sub.add_parser("proposals")
    c.add_argument("cache")
    c.add_argument("--moyogo", default="build/moyogo")
    c.add_argument("--out", required=True)
    t = sub.add_parser("fit")
    t.add_argument("pairs", nargs="+", metavar="FEATURES:PROPOSALS")
    t.add_argument("--check", metavar="FEATURES:PROPOSALS")
    args = p.parse_args()
    return {"proposals": cmd_proposals, "fit": cmd_fit}[args.command](args)


if __name__ == "__main__":
    sys.exit(main())
