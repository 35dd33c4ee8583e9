#!/usr/bin/env python3
"""Fit and check moyogo's point valuation (engine/genmove/point_values.h) by GNU Go's values.

GNU Go 3.8 is the judge: at every move moyogo played in match SGF files (regression/match.py
writes them), GNU Go values the position's moves (`reg_genmove`, then `all_move_values`);
a move's loss is GNU Go's best value minus its value of the move (0 when not listed).

  cache SGF... --out C.json     GNU Go's values at moyogo's turns (moves --first..--last)
  features C.json --out F.json  moyogo's `point_features` at the same positions (--dragons:
                                with the choice's dragon inputs, for choice_net.py)
  fit F.json [--check G.json]   least squares weights (C++ order), pick loss on both sets
  screen C.json --moyogo BIN    a build's mean loss over the positions; --save P.json keeps
                                the per-position losses, --against P.json pairs them with
                                another build's (mean difference and its standard error)

A paired screen of two builds over the same ~400 positions has a standard error of about
0.3 loss a move; a 10-game match's mean margin moves by about 13 points between seeds.

  regression/point_values_fit.py cache build/match/A/game-00[1-6].sgf --out train.json
  regression/point_values_fit.py features train.json --moyogo build/moyogo --out ftrain.json
  regression/point_values_fit.py fit ftrain.json --check fcheck.json
"""
import argparse
import json
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import blame  # noqa: E402
import gtp_client  # noqa: E402

# Listed moves weigh this much more than unlisted ones; targets are scaled so that GNU Go's
# best move of the position is worth 20 (positions differ in GNU Go's value scale).
POSITIVE_WEIGHT = 3.0
BEST_TARGET = 20.0
RIDGE = 1.0
# The valuation's features (point_values.h kPointFeatures); point_features' dragon inputs
# follow them.
POINT_FEATURES = 25


def best_value(values):
    return max(values.values()) if values else 0.0


def positions(path, first, last):
    """(size, komi, seed, [(number, color, moves before it)]) of moyogo's turns."""
    size, komi, seed, me, moves = blame.played_moves(path)
    turns = [(n, c) for n, (c, m) in enumerate(moves[:last], start=1) if c == me and n >= first]
    return size, komi, seed, moves, turns


def replay(engine, size, komi, moves, upto, visit):
    """Plays moves[:upto-1] on the engine, calling visit(number, color) at each wanted turn."""
    engine.must("boardsize %d" % size)
    engine.must("komi " + komi)
    for number, (color, move) in enumerate(moves[:upto], start=1):
        visit(number, color)
        engine.must("play %s %s" % (color, move))


def cmd_cache(args):
    cache = {}
    for path in args.sgf:
        size, komi, seed, moves, turns = positions(path, args.first, args.last)
        wanted = dict(turns)
        gnugo = gtp_client.Engine([args.gnugo, "--mode", "gtp", "--level", str(args.level)])
        entries = {}

        def visit(number, color):
            if number in wanted:
                entries[str(number)] = blame.gnugo_values(gnugo, color)

        try:
            replay(gnugo, size, komi, moves, args.last, visit)
        finally:
            gnugo.close()
        cache[path] = entries
        print("%s: %d positions" % (path, len(entries)), flush=True)
    with open(args.out, "w", encoding="utf-8") as f:
        json.dump(cache, f)
    return 0


def for_each_position(cache, binary, answer):
    """Replays every cached game in moyogo; answer(engine, key, color, values) per position."""
    for path, entries in sorted(cache.items()):
        size, komi, seed, moves, _ = positions(path, 1, 10**6)
        engine = gtp_client.Engine([binary, "--mode", "gtp", "--seed", seed])

        def visit(number, color):
            if str(number) in entries:
                answer(engine, "%s:%d" % (path, number), color, entries[str(number)])

        try:
            replay(engine, size, komi, moves, max(int(n) for n in entries) if entries else 0, visit)
        finally:
            engine.close()


def parse_features(text):
    """point_features' answer -> {vertex: [features]} (the prediction column dropped)."""
    out = {}
    for line in text.splitlines():
        parts = line.split()
        if len(parts) > 2:
            out[parts[0].upper()] = [float(x) for x in parts[2:]]
    return out


def split_dragons(feats):
    """{vertex: features + dragon inputs} -> ({vertex: features}, {vertex: dragon inputs})."""
    return ({v: f[:POINT_FEATURES] for v, f in feats.items()},
            {v: f[POINT_FEATURES:] for v, f in feats.items()})


def cmd_features(args):
    with open(args.cache, encoding="utf-8") as f:
        cache = json.load(f)
    data = []

    def answer(engine, key, color, values):
        feats = parse_features(engine.must("point_features " + color
                                           + (" dragons" if args.dragons else "")))
        row = {"pos": key, "gnugo": values, "features": feats}
        if args.dragons:
            row["features"], row["dragons"] = split_dragons(feats)
        data.append(row)

    for_each_position(cache, args.moyogo, answer)
    with open(args.out, "w", encoding="utf-8") as f:
        json.dump(data, f)
    print("%d positions" % len(data))
    return 0


def solve(a, b):
    """Solves a x = b (Gauss-Jordan with partial pivoting); singular columns give 0."""
    n = len(a)
    m = [row[:] + [rhs] for row, rhs in zip(a, b)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        if abs(m[c][c]) < 1e-12:
            continue
        for r in range(n):
            if r != c and m[r][c] != 0.0:
                f = m[r][c] / m[c][c]
                for k in range(c, n + 1):
                    m[r][k] -= f * m[c][k]
    return [m[k][n] / m[k][k] if abs(m[k][k]) > 1e-12 else 0.0 for k in range(n)]


def fit(data):
    """Weighted ridge least squares of the scaled GNU Go value on the features."""
    k = len(next(iter(data[0]["features"].values())))
    a = [[0.0] * k for _ in range(k)]
    b = [0.0] * k
    for pos in data:
        best = best_value(pos["gnugo"])
        for move, f in pos["features"].items():
            y = pos["gnugo"].get(move, 0.0)
            y = y / best * BEST_TARGET if best > 0 else 0.0
            w = POSITIVE_WEIGHT if y > 0 else 1.0
            for i in range(k):
                if f[i] == 0.0:
                    continue
                b[i] += w * f[i] * y
                row = a[i]
                for j in range(k):
                    row[j] += w * f[i] * f[j]
    for i in range(k):
        a[i][i] += RIDGE
    return solve(a, b)


def mean_pick_loss(data, weights):
    """Mean loss of playing the best predicted point of each position."""
    total = 0.0
    for pos in data:
        feats = pos["features"]
        if not feats:
            continue
        pick = max(feats, key=lambda mv: sum(w * x for w, x in zip(weights, feats[mv])))
        total += blame.move_loss(pos["gnugo"], pick)
    return total / max(1, len(data))


def cmd_fit(args):
    with open(args.features, encoding="utf-8") as f:
        train = json.load(f)
    weights = fit(train)
    print("weights: {" + ", ".join("%.3f" % w for w in weights) + "}")
    print("pick loss: fitted set %.2f" % mean_pick_loss(train, weights), end="")
    if args.check:
        with open(args.check, encoding="utf-8") as f:
            print(", check set %.2f" % mean_pick_loss(json.load(f), weights), end="")
    print()
    return 0


def paired(mine, other):
    """(mean difference mine - other, its standard error, n) over the shared positions."""
    diffs = [mine[k] - other[k] for k in mine if k in other]
    n = len(diffs)
    if n < 2:
        return 0.0, 0.0, n
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean, math.sqrt(var / n), n


def cmd_screen(args):
    with open(args.cache, encoding="utf-8") as f:
        cache = json.load(f)
    losses = {}
    agree = [0]

    def answer(engine, key, color, values):
        move = engine.must("reg_genmove " + color).strip().upper()
        losses[key] = blame.move_loss(values, move)
        if values and move == max(values, key=values.get):
            agree[0] += 1

    for_each_position(cache, args.moyogo, answer)
    n = max(1, len(losses))
    print("%s: %d positions, mean loss %.2f, GNU Go's move %.1f%%" %
          (args.moyogo, len(losses), sum(losses.values()) / n, 100.0 * agree[0] / n))
    if args.save:
        with open(args.save, "w", encoding="utf-8") as f:
            json.dump(losses, f)
    if args.against:
        with open(args.against, encoding="utf-8") as f:
            mean, se, pairs = paired(losses, json.load(f))
        print("against %s: mean difference %+.2f (standard error %.2f, %d positions)" %
              (args.against, mean, se, pairs))
    return 0


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--gnugo", default="/usr/games/gnugo")
    p.add_argument("--level", type=int, default=1, help="GNU Go's level as the judge")
    sub = p.add_subparsers(dest="command", required=True)
    c = sub.add_parser("cache")
    c.add_argument("sgf", nargs="+")
    c.add_argument("--out", required=True)
    c.add_argument("--first", type=int, default=20, help="first move number looked at")
    c.add_argument("--last", type=int, default=150, help="last move number looked at")
    f = sub.add_parser("features")
    f.add_argument("cache")
    f.add_argument("--moyogo", default="build/moyogo")
    f.add_argument("--out", required=True)
    f.add_argument("--dragons", action="store_true",
                   help="with the weighted choice's dragon inputs (choice_net.py needs them)")
    t = sub.add_parser("fit")
    t.add_argument("features")
    t.add_argument("--check")
    s = sub.add_parser("screen")
    s.add_argument("cache")
    s.add_argument("--moyogo", default="build/moyogo")
    s.add_argument("--save")
    s.add_argument("--against")
    args = p.parse_args()
    if args.command == "cache":
        found = gtp_client.find_gnugo(args.gnugo)
        if not found:
            print("point_values_fit: gnugo not found", file=sys.stderr)
            return gtp_client.SKIP
        args.gnugo = found
    return {"cache": cmd_cache, "features": cmd_features, "fit": cmd_fit,
            "screen": cmd_screen}[args.command](args)


if __name__ == "__main__":
    sys.exit(main())
