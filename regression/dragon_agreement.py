#!/usr/bin/env python3
"""How often moyogo's dragons agree with GNU Go 3.8's on stored games.

For each stored game (regression/games/gameNNN.sgf) and each move number given, both
engines load the position (`loadsgf FILE N`) and list their dragons (`dragon_stones`). A
pair of stones of different worms (GNU Go's `worm_stones`) within Manhattan distance 4
counts when either engine puts the two in one dragon: the engines agree when both do;
moyogo over-joins when only it does, over-cuts when only GNU Go does.
Prints the totals (and with --per-position the pairs of each position); exit 77 when
gnugo is missing.

Usage: dragon_agreement.py --moyogo build/moyogo [--games 0-29] [--moves 60,120,180]
"""
import argparse
import os
import sys

import gtp_client
from gtp_client import Engine

MAX_DISTANCE = 4


def parse_vertex(name, size):
    """(column, row from the bottom) of a GTP vertex such as 'Q16'."""
    name = name.strip().upper()
    col = gtp_client.LETTERS.index(name[0])
    row = int(name[1:])
    if col >= size or not 1 <= row <= size:
        raise ValueError("vertex %s off a %dx%d board" % (name, size, size))
    return col, row


def parse_groups(text, size):
    """One group of stones per non-empty line of a dragon_stones / worm_stones answer."""
    groups = []
    for line in text.splitlines():
        names = line.split()
        if names:
            groups.append([parse_vertex(n, size) for n in names])
    return groups


def labels(groups):
    """Stone -> index of the group holding it."""
    out = {}
    for i, group in enumerate(groups):
        for stone in group:
            out[stone] = i
    return out


def count_pairs(worms, ours, theirs, max_distance=MAX_DISTANCE):
    """Pairs of stones of different worms within max_distance that either engine joins.

    worms, ours, theirs: stone -> group index (worms, moyogo's dragons, GNU Go's dragons).
    Returns {'pairs', 'agree', 'over_joined', 'over_cut'}.
    """
    stones = sorted(worms)
    counts = {"pairs": 0, "agree": 0, "over_joined": 0, "over_cut": 0}
    for i, a in enumerate(stones):
        for b in stones[i + 1:]:
            if abs(a[0] - b[0]) + abs(a[1] - b[1]) > max_distance:
                continue
            if worms[a] == worms[b]:
                continue
            we = a in ours and ours.get(a) == ours.get(b)
            they = a in theirs and theirs.get(a) == theirs.get(b)
            if not (we or they):
                continue
            counts["pairs"] += 1
            if we and they:
                counts["agree"] += 1
            elif we:
                counts["over_joined"] += 1
            else:
                counts["over_cut"] += 1
    return counts


def parse_games(spec):
    """'0-29' or '0,3,5' -> list of game numbers."""
    out = []
    for part in spec.split(","):
        if "-" in part:
            lo, hi = part.split("-")
            out.extend(range(int(lo), int(hi) + 1))
        elif part:
            out.append(int(part))
    return out


def game_size(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        text = f.read()
    key = "SZ["
    at = text.find(key)
    return int(text[at + 3:text.index("]", at)]) if at >= 0 else 19


def position_counts(moyogo, gnugo, path, move):
    """The pair counts of one position, or None when the game is shorter than move."""
    size = game_size(path)
    for engine in (moyogo, gnugo):
        ok, _ = engine.send("loadsgf %s %d" % (path, move))
        if not ok:
            return None
    worms = labels(parse_groups(gnugo.must("worm_stones"), size))
    theirs = labels(parse_groups(gnugo.must("dragon_stones"), size))
    ours = labels(parse_groups(moyogo.must("dragon_stones"), size))
    return count_pairs(worms, ours, theirs)


def main(argv=None):
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--moyogo", required=True, help="moyogo executable (and options)")
    ap.add_argument("--gnugo", default="/usr/games/gnugo")
    ap.add_argument("--games", default="0-29")
    ap.add_argument("--moves", default="60,120,180")
    ap.add_argument("--dir", default=os.path.join(here, "games"))
    ap.add_argument("--per-position", action="store_true")
    args = ap.parse_args(argv)
    gnugo_path = gtp_client.find_gnugo(args.gnugo)
    if not gnugo_path:
        print("gnugo not found: skipped")
        return gtp_client.SKIP
    moyogo = Engine(args.moyogo.split() + ["--mode", "gtp", "--quiet"], name="moyogo")
    gnugo = Engine([gnugo_path, "--mode", "gtp", "--quiet"], name="gnugo")
    total = {"pairs": 0, "agree": 0, "over_joined": 0, "over_cut": 0}
    positions = 0
    try:
        for n in parse_games(args.games):
            path = os.path.join(args.dir, "game%03d.sgf" % n)
            for move in (int(m) for m in args.moves.split(",")):
                c = position_counts(moyogo, gnugo, path, move)
                if c is None:
                    continue
                positions += 1
                for k in total:
                    total[k] += c[k]
                if args.per_position:
                    print("game%03d %3d: %d pairs, over-joined %d, over-cut %d"
                          % (n, move, c["pairs"], c["over_joined"], c["over_cut"]))
    finally:
        moyogo.close()
        gnugo.close()
    share = 100.0 * total["agree"] / total["pairs"] if total["pairs"] else 100.0
    print("positions %d, pairs %d, agreement %.2f%%, over-joined %d, over-cut %d"
          % (positions, total["pairs"], share, total["over_joined"], total["over_cut"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
