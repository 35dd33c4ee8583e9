#!/usr/bin/env python3
"""Fit and check moyogo's point valuation (engine/genmove/point_values.h) by GNU Go's values.

GNU Go 3.8 is the judge: at moyogo's turns GNU Go values the position's moves
(`reg_genmove`, then `all_move_values`); a move's loss is GNU Go's best value minus its
value of the move (0 when not listed).

  train DATA FEATURES --out HEADER   DATA a train_data.py extract (values.txt), FEATURES a
                                     train_features.py dump (kind points): least squares
                                     weights on the games but the held-out tenth (moves
                                     FIRST_MOVE..--last), written as a copy of point_values.h
                                     with the new kPointWeights; reports the fit's loss (GNU
                                     Go's loss of each position's best predicted point) on
                                     the held-out games, new weights and point_values.h's
  cache SGF... --out C.json          GNU Go's values at moyogo's turns of other match SGFs
                                     (moves --first..--last), for screen
  screen C.json --moyogo BIN         a build's mean loss over the positions; --save P.json
                                     keeps the per-position losses, --against P.json pairs
                                     them with another build's (mean difference, its error)

A paired screen of two builds over the same ~400 positions has a standard error of about
0.3 loss a move; a 10-game match's mean margin moves by about 13 points between seeds.
The feature count and the landed weights are read from point_values.h (cxx_constants.py).
train needs numpy; the rest the standard library.
"""
import argparse
import json
import math
import os
import re
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import blame  # noqa: E402
import cxx_constants  # noqa: E402
import gtp_client  # noqa: E402
import train_data  # noqa: E402
import train_features  # noqa: E402

# Listed moves weigh this much more than unlisted ones; targets are scaled so that GNU Go's
# best move of the position is worth 20 (positions differ in GNU Go's value scale).
POSITIVE_WEIGHT = 3.0
BEST_TARGET = 20.0
RIDGE = 1.0
# The landed point valuation's data: moves 20-150 of moyogo's turns.
LAST_MOVE = 150
POINT_VALUES_H = os.path.join(cxx_constants.ROOT, "engine", "genmove", "point_values.h")


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
    """Weighted ridge least squares of the scaled GNU Go value on the features (data:
    [{"gnugo": {vertex: value}, "features": {vertex: [features]}}])."""
    k = len(next(iter(data[0]["features"].values())))
    a = [[0.0] * k for _ in range(k)]
    b = [0.0] * k
    for pos in data:
        for f, y, w in _rows(pos):
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


def _rows(pos):
    """(features, scaled target, weight) of each point of a position."""
    best = best_value(pos["gnugo"])
    for move, f in pos["features"].items():
        y = pos["gnugo"].get(move, 0.0)
        y = y / best * BEST_TARGET if best > 0 else 0.0
        yield f, y, POSITIVE_WEIGHT if y > 0 else 1.0


def fit_numpy(np, data):
    """fit() with numpy: the same normal equations, summed a position at a time."""
    k = len(next(iter(data[0]["features"].values())))
    a, b = np.zeros((k, k)), np.zeros(k)
    for pos in data:
        rows = list(_rows(pos))
        x = np.array([f for f, _, _ in rows])
        y = np.array([t for _, t, _ in rows])
        w = np.array([v for _, _, v in rows])
        a += (x * w[:, None]).T @ x
        b += x.T @ (w * y)
    return list(np.linalg.solve(a + RIDGE * np.eye(k), b))


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


def load_positions(data_dir, features_dir, games, last):
    """The fit's positions of the games: moyogo's turns from train_features.FIRST_MOVE to
    last, with GNU Go's values (values.txt) and moyogo's features."""
    values = train_data.read_values(os.path.join(data_dir, "values.txt"))
    out = []
    for game in games:
        path = train_features.output_path(features_dir, "points", game)
        for key, _, verts, feats in train_features.read_points(path):
            number = int(key.rsplit(":", 1)[1])
            vals = values.get((game, number - 1))
            if number <= last and vals is not None:
                out.append({"pos": key, "gnugo": vals[1], "features": dict(zip(verts, feats))})
    return out


def weights_header(weights, text):
    """point_values.h's text with kPointWeights replaced by the weights."""
    body = "\n".join("    " + ", ".join("%.3f" % w for w in weights[i:i + 9]) +
                     ("," if i + 9 < len(weights) else "") for i in range(0, len(weights), 9))
    new, count = re.subn(r"(kPointWeights = \{\n)(.*?)(\n\};)",
                         lambda m: m.group(1) + body + m.group(3), text, flags=re.S)
    if count != 1:
        raise ValueError("no kPointWeights initializer in point_values.h")
    return new


def cmd_train(args):
    try:
        import numpy as np
    except ImportError:
        sys.exit("point_values_fit.py: train needs numpy (apt-get install python3-numpy)")
    start = time.monotonic()
    names = train_data.game_files(os.path.join(args.data, "games"))
    fitted, held = train_data.split_games(names)
    train = load_positions(args.data, args.features, fitted, args.last)
    if not train:
        sys.exit("point_values_fit.py: no positions to fit")
    weights = fit_numpy(np, train)
    width = cxx_constants.constants()["kPointFeatures"]
    if len(weights) != width:
        sys.exit("point_values_fit.py: point_features gives %d features, point_values.h "
                 "kPointFeatures is %d" % (len(weights), width))
    print("weights: {" + ", ".join("%.3f" % w for w in weights) + "}")
    with open(POINT_VALUES_H, encoding="utf-8") as f:
        text = weights_header(weights, f.read())
    with open(args.out, "w", encoding="utf-8") as f:
        f.write(text)
    print("%d positions of %d games fitted (moves %d-%d); wrote %s" % (
        len(train), len(fitted), train_features.FIRST_MOVE, args.last, args.out))
    print("fit's loss, fitted games: regenerated %.2f, landed %.2f" % (
        mean_pick_loss(train, weights),
        mean_pick_loss(train, cxx_constants.constants()["point_weights"])))
    if held:
        check = load_positions(args.data, args.features, held, args.last)
        print("fit's loss, held-out games (%d positions of %d games): regenerated %.2f, "
              "landed %.2f" % (len(check), len(held), mean_pick_loss(check, weights),
                               mean_pick_loss(check, cxx_constants.constants()["point_weights"])))
    print("%.0f s" % (time.monotonic() - start))
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


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--gnugo", default="/usr/games/gnugo")
    p.add_argument("--level", type=int, default=1, help="GNU Go's level as the judge")
    sub = p.add_subparsers(dest="command", required=True)
    c = sub.add_parser("cache")
    c.add_argument("sgf", nargs="+")
    c.add_argument("--out", required=True)
    c.add_argument("--first", type=int, default=20, help="first move number looked at")
    c.add_argument("--last", type=int, default=150, help="last move number looked at")
    t = sub.add_parser("train")
    t.add_argument("data", help="a train_data.py extract")
    t.add_argument("features", help="a train_features.py dump folder (kind points)")
    t.add_argument("--out", required=True, help="the point_values.h with the new weights")
    t.add_argument("--last", type=int, default=LAST_MOVE, help="last move number fitted")
    s = sub.add_parser("screen")
    s.add_argument("cache")
    s.add_argument("--moyogo", default="build/moyogo")
    s.add_argument("--save")
    s.add_argument("--against")
    args = p.parse_args(argv)
    if args.command == "cache":
        found = gtp_client.find_gnugo(args.gnugo)
        if not found:
            print("point_values_fit: gnugo not found", file=sys.stderr)
            return gtp_client.SKIP
        args.gnugo = found
    return {"cache": cmd_cache, "train": cmd_train, "screen": cmd_screen}[args.command](args)


if __name__ == "__main__":
    sys.exit(main())
