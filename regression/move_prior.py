#!/usr/bin/env python3
"""Fit moyogo's move prior (engine/genmove/move_prior_weights.h) to GNU Go 3.8's moves.

The prior scores every legal point by a sum of learned weights of sparse features
(`prior_features COLOR` over GTP: a 3x3 shape code, captures, ataris, distances, ...).
The fit is a conditional logit (Coulom's Bradley-Terry move model): at each position the
softmax of the scores over the legal points should give GNU Go's move a high probability.

  train DATA FEATURES --out HEADER [--landed HEADER] [--sources played,genmove]
        DATA a train_data.py extract, FEATURES a train_features.py dump (kind prior) of the
        same games: fits the weights on the games but the held-out tenth (full-batch Adam,
        L2; 3x3 shapes seen MIN_SHAPE_COUNT times or more, diamonds MIN_DIAMOND_COUNT; the
        unseen ones stay 0), writes the header and reports, on the held-out games, top-1
        (GNU Go's move the prior's best point) by source and GNU Go's loss of the prior's
        best point at moyogo's turns (values.txt), for the new header and the landed one

The feature id layout (shape codes, group features, diamond base and codes) is read from
engine/genmove/move_prior.h at run time (cxx_constants.py). Needs numpy (Debian
python3-numpy, installed by `make deps`).
"""
import argparse
import array
import gzip
import os
import re
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import blame  # noqa: E402
import cxx_constants  # noqa: E402
import train_data  # noqa: E402
import train_features  # noqa: E402

_CPP = cxx_constants.constants()
SHAPE_CODES = _CPP["kPriorShapeCodes"]
GROUP_FEATURES = _CPP["kPriorGroupFeatures"]
DIAMOND_BASE = _CPP["kPriorDiamondBase"]
DIAMOND_CODES = _CPP["kPriorDiamondCodes"]
MIN_DIAMOND_COUNT = 5
ITERATIONS = 300
LEARNING_RATE = 0.05
L2 = 1e-4
MIN_SHAPE_COUNT = 3


def parse_dump(path, sources=None):
    """[(key, played, [vertex], flat feature ids (array), ids per vertex)] per position of
    a prior dump (gzip when the name ends in .gz): `# KEY COLOR MOVE [SOURCE]` then the
    prior_features answer; only the positions of the given label sources when given."""
    out = []
    cur = None
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rt", encoding="utf-8") as f:
        for line in f:
            if line.startswith("#"):
                parts = line[2:].split()
                cur = (parts[0], parts[2], [], array.array("l"), [])
                if sources is not None and (parts[3:] or ["played"])[0] not in sources:
                    cur = None
                else:
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


def numpy_or_exit():
    try:
        import numpy
    except ImportError:
        sys.exit("move_prior.py: needs numpy (apt-get install python3-numpy)")
    return numpy


def fit_weights(np, positions, log):
    """Fits the kept shapes, the groups and the kept diamonds on the positions; returns
    (weights indexed by feature id, the unseen ones 0; shapes, diamonds, positions used)."""
    data = Data(np, positions, None)
    counts = np.bincount(data.ids, minlength=DIAMOND_BASE + DIAMOND_CODES)
    shapes = np.nonzero(counts[:SHAPE_CODES] >= MIN_SHAPE_COUNT)[0]
    diamonds = np.nonzero(counts[DIAMOND_BASE:] >= MIN_DIAMOND_COUNT)[0]
    del counts
    index = slots(np, shapes, diamonds)
    n_weights = int(index.max()) + 1
    data.ids = index[data.ids]
    log("%d positions, %d rows, %d shapes, %d diamonds" % (
        len(data.labels), data.rows, len(shapes), len(diamonds)))
    # The unseen shape and the unseen diamond score 0, as in the engine.
    w = fit(np, data, n_weights, log, frozen=(len(shapes), n_weights - 1))
    return w[index], shapes, diamonds, len(data.labels)


def held_out(np, dumps, weights, cache):
    """{source: (top-1, positions)} over the dumps, and GNU Go's mean loss of the best
    point at the positions of the values cache ({game: {number: values}}) with its count."""
    out = {}
    loss = (float("nan"), 0)
    for source in ("played", "genmove"):
        data = Data(np, [p for d in dumps for p in parse_dump(d, {source})], None)
        s = data.scores(np, weights)
        out[source] = (top1(np, data, s), len(data.labels))
        if source == "genmove":
            loss = check_loss(np, data, s, cache)
    return out, loss


def report_line(name, tops, loss):
    n = sum(c for _, c in tops.values())
    all_top = sum(t * c for t, c in tops.values()) / max(1, n)
    return ("%s: top-1 %.3f over %d (GNU Go's moves %.3f over %d, its reg_genmove at "
            "moyogo's turns %.3f over %d); GNU Go's loss of the best point %.2f over %d" % (
                name, all_top, n, tops["played"][0], tops["played"][1], tops["genmove"][0],
                tops["genmove"][1], loss[0], loss[1]))


def cmd_train(args):
    np = numpy_or_exit()
    start = time.monotonic()
    names = train_data.game_files(os.path.join(args.data, "games"))
    fitted, held = train_data.split_games(names)
    if not fitted:
        sys.exit("move_prior.py: no games to fit in %s" % args.data)
    sources = set(args.sources.split(","))

    def dump(game):
        return train_features.output_path(args.features, "prior", game)

    log = lambda line: print(line, flush=True)  # noqa: E731
    log("fitted games %s - %s (%d), held out %s (%d)" % (
        fitted[0], fitted[-1], len(fitted), " ".join(held[:1] + held[-1:]), len(held)))
    weights, shapes, diamonds, count = fit_weights(
        np, [p for g in fitted for p in parse_dump(dump(g), sources)], log)
    s0 = SHAPE_CODES
    write_header(args.out, shapes, weights[shapes], weights[s0:s0 + GROUP_FEATURES], diamonds,
                 weights[DIAMOND_BASE + diamonds], count)
    log("wrote %s" % args.out)
    if held:
        values = train_data.read_values(os.path.join(args.data, "values.txt"))
        cache = train_data.value_cache(values, "", set(held))
        dumps = [dump(g) for g in held]
        log(report_line("held-out, regenerated", *held_out(np, dumps, weights, cache)))
        if args.landed:
            landed = load_header(np, args.landed)
            log(report_line("held-out, landed %s" % os.path.basename(args.landed),
                            *held_out(np, dumps, landed, cache)))
    log("%.0f s" % (time.monotonic() - start))
    return 0


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[1])
    sub = ap.add_subparsers(dest="command", required=True)
    t = sub.add_parser("train")
    t.add_argument("data", help="a train_data.py extract")
    t.add_argument("features", help="a train_features.py dump folder (kind prior)")
    t.add_argument("--out", required=True)
    t.add_argument("--landed", help="a move_prior_weights.h to score on the held-out games")
    t.add_argument("--sources", default="played,genmove",
                   help="the labels fitted: played (GNU Go's moves in the games), genmove "
                        "(its reg_genmove at moyogo's turns)")
    args = ap.parse_args(argv)
    return {"train": cmd_train}[args.command](args)


if __name__ == "__main__":
    sys.exit(main())
