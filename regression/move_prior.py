#!/usr/bin/env python3
"""Fit moyogo's move prior (engine/genmove/move_prior_weights.h) to GNU Go 3.8's moves.

The prior scores every legal point by a sum of learned weights of sparse features
(`prior_features COLOR` over GTP: a 3x3 shape code, captures, ataris, distances, ...).
The fit is a conditional logit (Coulom's Bradley-Terry move model): at each position the
softmax of the scores over the legal points should give GNU Go's move a high probability.

  dump SGF... --moyogo BIN --out D.txt [--turns gnugo|moyogo]
        replays match games (regression/match.py's SGF) and writes, at every turn of the
        chosen engine, `# path:number color played` then the prior_features answer
  fit D.txt... --out HEADER [--check D.txt:C.json ...]
        fits the weights (full-batch Adam, L2), writes the header; the check sets report
        GNU Go's loss of the prior's best point at positions of a point_values_fit.py cache
        (D.txt dumped with --turns moyogo from the same games)

Needs numpy for fit (Debian python3-numpy, installed by `make deps`).
"""
import argparse
import array
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import blame  # noqa: E402
import gtp_client  # noqa: E402
import point_values_fit as pvf  # noqa: E402

SHAPE_CODES = 65536
GROUP_FEATURES = 87
DIAMOND_BASE = SHAPE_CODES + GROUP_FEATURES
DIAMOND_CODES = 1 << 24
MIN_DIAMOND_COUNT = 5
ITERATIONS = 300
LEARNING_RATE = 0.05
L2 = 1e-4
MIN_SHAPE_COUNT = 3


def cmd_dump(args):
    with open(args.out, "w", encoding="utf-8") as out:
        for path in args.sgf:
            size, komi, _, me, moves = blame.played_moves(path)
            wanted = me if args.turns == "moyogo" else ("W" if me == "B" else "B")
            engine = gtp_client.Engine([args.moyogo, "--mode", "gtp"])

            def visit(number, color):
                move = moves[number - 1][1]
                if color == wanted and move != "PASS" and number <= args.last:
                    out.write("# %s:%d %s %s\n" % (path, number, color, move))
                    out.write(engine.must("prior_features " + color) + "\n")

            try:
                pvf.replay(engine, size, komi, moves, len(moves), visit)
            finally:
                engine.close()
            print("%s: dumped" % path, flush=True)
    return 0


def parse_dump(path):
    """[(key, played, [vertex], flat feature ids (array), ids per vertex)] per position."""
    out = []
    cur = None
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("#"):
                key, _, played = line[2:].split()
                cur = (key, played, [], array.array("l"), [])
                out.append(cur)
            elif line.strip() and cur is not None:
                parts = line.split()
                cur[2].append(parts[0])
                cur[3].extend(map(int, parts[2:]))
                cur[4].append(len(parts) - 2)
    return out


class Data:
    """Positions flattened: one row per legal point, the rows' feature ids flattened; ids
    are mapped to weight slots by `slots` (a numpy array indexed by feature id)."""

    def __init__(self, np, positions, slots):
        ids, lens, starts, labels, keys, vertices = [], [], [0], [], [], []
        rows = 0
        for key, played, verts, flat, per in positions:
            if played not in verts:
                continue
            ids.append(np.frombuffer(flat, dtype=np.int64) if flat.itemsize == 8
                       else np.array(flat, dtype=np.int64))
            lens.append(np.array(per, dtype=np.int64))
            labels.append(rows + verts.index(played))
            rows += len(verts)
            starts.append(rows)
            keys.append(key)
            vertices.append(verts)
        self.ids = np.concatenate(ids)
        if slots is not None:
            self.ids = slots[self.ids]
        self.row_of = np.repeat(np.arange(rows), np.concatenate(lens))
        self.starts = np.array(starts, dtype=np.int64)
        self.labels = np.array(labels, dtype=np.int64)
        self.rows = rows
        self.keys, self.vertices = keys, vertices
        self.pos_of_row = np.repeat(np.arange(len(labels)), np.diff(self.starts))

    def scores(self, np, w):
        return np.bincount(self.row_of, weights=w[self.ids], minlength=self.rows)

    def softmax(self, np, s):
        top = np.maximum.reduceat(s, self.starts[:-1])
        e = np.exp(s - top[self.pos_of_row])
        return e / np.add.reduceat(e, self.starts[:-1])[self.pos_of_row]

    def best_rows(self, np, s):
        order = np.lexsort((-s, self.pos_of_row))
        return order[self.starts[:-1]]


def fit(np, data, n_weights, log, frozen=()):
    """Full-batch Adam on the conditional log-likelihood; the frozen slots stay 0."""
    w = np.zeros(n_weights)
    m, v = np.zeros(n_weights), np.zeros(n_weights)
    n = len(data.labels)
    for t in range(1, ITERATIONS + 1):
        s = data.scores(np, w)
        p = data.softmax(np, s)
        g_row = p.copy()
        g_row[data.labels] -= 1.0
        grad = np.bincount(data.ids, weights=g_row[data.row_of], minlength=n_weights) / n + L2 * w
        grad[list(frozen)] = 0.0
        m = 0.9 * m + 0.1 * grad
        v = 0.999 * v + 0.001 * grad * grad
        w -= LEARNING_RATE * (m / (1 - 0.9 ** t)) / (np.sqrt(v / (1 - 0.999 ** t)) + 1e-8)
        if t % 50 == 0 or t == ITERATIONS:
            nll = -np.mean(np.log(p[data.labels] + 1e-12))
            log("iteration %d: log-loss %.3f, top-1 %.3f" % (t, nll, top1(np, data, s)))
    return w


def top1(np, data, s):
    return float(np.mean(data.best_rows(np, s) == data.labels))


def check_loss(np, data, s, cache):
    """GNU Go's mean loss of the best-scored point at the cached positions."""
    best = data.best_rows(np, s)
    losses = []
    for k, key in enumerate(data.keys):
        path, number = key.rsplit(":", 1)
        values = cache.get(path, {}).get(number)
        if values is None:
            continue
        vertex = data.vertices[k][best[k] - data.starts[k]]
        losses.append(blame.move_loss(values, vertex))
    return float(np.mean(losses)) if losses else float("nan"), len(losses)


def slots(np, shapes, diamonds):
    """Feature id -> weight slot: kept shapes, one unseen shape, the groups, kept diamonds,
    one unseen diamond (the unseen slots keep weight 0)."""
    index = np.empty(DIAMOND_BASE + DIAMOND_CODES, dtype=np.int64)
    index[:SHAPE_CODES] = len(shapes)
    index[shapes] = np.arange(len(shapes))
    base = len(shapes) + 1
    index[SHAPE_CODES:DIAMOND_BASE] = base + np.arange(GROUP_FEATURES)
    base += GROUP_FEATURES
    index[DIAMOND_BASE:] = base + len(diamonds)
    index[DIAMOND_BASE + diamonds] = base + np.arange(len(diamonds))
    return index


def write_header(path, shapes, w_shapes, w_groups, diamonds, w_diamonds, count):
    lines = ["// Generated by regression/move_prior.py (do not edit): the move prior's weights.",
             "// %d positions of GNU Go 3.8's moves, %d shape codes seen %d times or more,"
             % (count, len(shapes), MIN_SHAPE_COUNT),
             "// %d diamond codes seen %d times or more." % (len(diamonds), MIN_DIAMOND_COUNT),
             "#pragma once", "", "namespace engine {", "",
             "/// Canonical 3x3 codes seen in training, ascending, and their weights.",
             "inline constexpr int kPriorShapeKeys[] = {"]
    lines += wrap(["%d" % c for c in shapes])
    lines += ["};", "inline constexpr double kPriorShapeWeights[] = {"]
    lines += wrap(["%.4g" % x for x in w_shapes])
    lines += ["};", "/// Canonical diamond codes seen in training, ascending, and their weights.",
              "inline constexpr int kPriorDiamondKeys[] = {"]
    lines += wrap(["%d" % c for c in diamonds])
    lines += ["};", "inline constexpr double kPriorDiamondWeights[] = {"]
    lines += wrap(["%.4g" % x for x in w_diamonds])
    lines += ["};", "/// The other features, in the order of PriorGroup.",
              "inline constexpr double kPriorGroupWeights[%d] = {" % GROUP_FEATURES]
    lines += wrap(["%.4g" % x for x in w_groups])
    lines += ["};", "", "}  // namespace engine", ""]
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines))


def wrap(items, width=96):
    out, cur = [], "   "
    for it in items:
        if len(cur) + len(it) + 2 > width:
            out.append(cur)
            cur = "   "
        cur += " " + it + ","
    if cur.strip():
        out.append(cur)
    return out


def load_header(np, path):
    """The weights of a move_prior_weights.h as one array indexed by feature id."""
    with open(path, encoding="utf-8") as f:
        text = f.read()

    def numbers(name):
        body = re.search(name + r"[^{]*\{([^}]*)\}", text, re.S).group(1)
        return [float(x) for x in body.replace("\n", " ").split(",") if x.strip()]

    w = np.zeros(DIAMOND_BASE + DIAMOND_CODES)
    w[[int(k) for k in numbers("kPriorShapeKeys")]] = numbers("kPriorShapeWeights")
    w[SHAPE_CODES:DIAMOND_BASE] = numbers("kPriorGroupWeights")
    w[[DIAMOND_BASE + int(k) for k in numbers("kPriorDiamondKeys")]] = numbers(
        "kPriorDiamondWeights")
    return w


def log_priors(np, dump, weights):
    """{position key: {vertex: (log-probability, rank)}} of a dump under the weights, as the
    engine computes them (move_prior.cpp movePrior)."""
    out = {}
    for key, _, verts, flat, per in parse_dump(dump):
        rows = np.repeat(np.arange(len(verts)), per)
        s = np.bincount(rows, weights=weights[np.array(flat, dtype=np.int64)],
                        minlength=len(verts))
        s = s - s.max()
        lp = s - np.log(np.exp(s).sum())
        rank = np.argsort(np.argsort(-lp, kind="stable"), kind="stable")
        out[key] = {v: (float(l), int(r)) for v, l, r in zip(verts, lp, rank)}
    return out


def cmd_fit(args):
    try:
        import numpy as np
    except ImportError:
        sys.exit("move_prior.py: needs numpy (apt-get install python3-numpy)")
    data = Data(np, [p for d in args.dump for p in parse_dump(d)], None)
    counts = np.bincount(data.ids, minlength=DIAMOND_BASE + DIAMOND_CODES)
    shapes = np.nonzero(counts[:SHAPE_CODES] >= MIN_SHAPE_COUNT)[0]
    diamonds = np.nonzero(counts[DIAMOND_BASE:] >= MIN_DIAMOND_COUNT)[0]
    index = slots(np, shapes, diamonds)
    n_weights = int(index.max()) + 1
    data.ids = index[data.ids]
    print("%d positions, %d rows, %d shapes, %d diamonds" % (
        len(data.labels), data.rows, len(shapes), len(diamonds)), flush=True)
    # The unseen shape and the unseen diamond score 0, as in the engine.
    w = fit(np, data, n_weights, lambda s: print(s, flush=True),
            frozen=(len(shapes), n_weights - 1))
    for spec in args.check:
        dump, cache_path = spec.split(":")
        with open(cache_path, encoding="utf-8") as f:
            cache = json.load(f)
        held = Data(np, parse_dump(dump), index)
        s = held.scores(np, w)
        loss, n = check_loss(np, held, s, cache)
        print("%s: top-1 %.3f over %d, GNU Go's loss of the best point %.2f over %d" % (
            dump, top1(np, held, s), len(held.labels), loss, n), flush=True)
    s0 = len(shapes) + 1
    write_header(args.out, shapes, w[:len(shapes)], w[s0:s0 + GROUP_FEATURES], diamonds,
                 w[s0 + GROUP_FEATURES:s0 + GROUP_FEATURES + len(diamonds)], len(data.labels))
    print("wrote %s" % args.out)
    return 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="command", required=True)
    d = sub.add_parser("dump")
    d.add_argument("sgf", nargs="+")
    d.add_argument("--moyogo", required=True)
    d.add_argument("--out", required=True)
    d.add_argument("--turns", choices=["gnugo", "moyogo"], default="gnugo")
    d.add_argument("--last", type=int, default=400)
    f = sub.add_parser("fit")
    f.add_argument("dump", nargs="+")
    f.add_argument("--check", action="append", default=[])
    f.add_argument("--out", required=True)
    args = ap.parse_args()
    return {"dump": cmd_dump, "fit": cmd_fit}[args.command](args)


if __name__ == "__main__":
    sys.exit(main())
