#!/usr/bin/env python3
"""Where two matches on the same seeds part, and whose move GNU Go 3.8 prefers there.

Two builds of moyogo played the same seeds (regression/match.py folders). A game pair is
the same until one build chooses another move; from there the games differ and their
margins carry all the later noise. This compares the two builds at that first move only:
GNU Go replays the position (`reg_genmove`, then `all_move_values`, as regression/blame.py)
and each build's move loses GNU Go's best value minus its value of the move. The mean
difference of the losses over the seeds, with its standard error, is a paired measure of
move choice with far less noise than the margins (which match_paired.py gives).

  regression/match_diverge.py BEFORE_DIR[,DIR...] AFTER_DIR[,DIR...] [--gnugo CMD] [-v]

(a match split by seed ranges over several folders: their names joined by commas)

Prints, with -v, one line per seed that parts (`seed move color before loss after loss`,
the color's side being moyogo's or GNU Go's), then the number of seeds that part at
moyogo's turn, the mean loss of each build there, the mean difference (after minus before:
negative is better) with its standard error, and how many times each build's move lost
less. A pair that parts at GNU Go's turn (it is not deterministic for every level) is
counted but not compared.
"""
import argparse
import glob
import math
import os
import shlex
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import blame  # noqa: E402
import gtp_client  # noqa: E402

GNUGO = "/usr/games/gnugo --mode gtp --quiet --level 1"


def games_by_seed(folders):
    """{seed: (size, komi, moyogo's color, [(color, vertex)])} of the SGFs of match folders
    (names joined by commas)."""
    out = {}
    paths = [p for f in folders.split(",") for p in glob.glob(os.path.join(f, "game-*.sgf"))]
    for path in sorted(paths):
        size, komi, seed, me, moves = blame.played_moves(path)
        if seed is not None:
            out[int(seed)] = (size, komi, me, moves)
    return out


def first_difference(a, b):
    """The index of the first move where two move lists differ (None: one is a prefix of
    the other, or they are equal)."""
    for i, (x, y) in enumerate(zip(a, b)):
        if x != y:
            return i
    return None


def partings(before, after):
    """[(seed, index, size, komi, color to move, moyogo's turn, moves before it, before's
    move, after's move)] of the seeds both folders played whose games part."""
    out = []
    for seed in sorted(set(before) & set(after)):
        size, komi, me, a = before[seed]
        b = after[seed][3]
        i = first_difference(a, b)
        if i is not None:
            out.append((seed, i, size, komi, a[i][0], a[i][0] == me, a[:i], a[i][1], b[i][1]))
    return out


def losses(gnugo, size, komi, moves, color, pair):
    """GNU Go's loss of each move of pair at the position after moves (color to move)."""
    for command in ("boardsize %d" % size, "clear_board", "komi " + komi):
        gnugo.must(command)
    for c, v in moves:
        gnugo.must("play %s %s" % (c, v))
    values = blame.gnugo_values(gnugo, color)
    return [blame.move_loss(values, v.upper()) for v in pair]


def summary(rows):
    """(n, mean loss before, mean loss after, mean difference, standard error, after's
    better, before's better) of [(loss before, loss after)]."""
    n = len(rows)
    if n == 0:
        return 0, 0.0, 0.0, 0.0, 0.0, 0, 0
    diffs = [b - a for a, b in rows]
    mean = sum(diffs) / n
    se = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1) / n) if n > 1 else 0.0
    return (n, sum(a for a, _ in rows) / n, sum(b for _, b in rows) / n, mean, se,
            sum(d < 0 for d in diffs), sum(d > 0 for d in diffs))


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("before")
    p.add_argument("after")
    p.add_argument("--gnugo", default=GNUGO, help="GNU Go's GTP command (%(default)s)")
    p.add_argument("-v", "--verbose", action="store_true")
    args = p.parse_args(argv)
    before, after = games_by_seed(args.before), games_by_seed(args.after)
    if not before or not after:
        print("match_diverge.py: no match games in %s" % (args.after if before else args.before),
              file=sys.stderr)
        return 2
    parted = partings(before, after)
    rows = []
    gnugo = gtp_client.Engine(shlex.split(args.gnugo))
    try:
        for seed, i, size, komi, color, mine, moves, a, b in parted:
            if not mine:
                continue
            la, lb = losses(gnugo, size, komi, moves, color, (a, b))
            rows.append((la, lb))
            if args.verbose:
                print("%d %d %s %s %.1f %s %.1f" % (seed, i + 1, color, a, la, b, lb), flush=True)
    finally:
        gnugo.close()
    n, la, lb, mean, se, better, worse = summary(rows)
    common = len(set(before) & set(after))
    print("%d of %d paired games part (%d at moyogo's turn, compared): GNU Go's loss of the "
          "first different move %.2f before, %.2f after; %+.2f a move (standard error %.2f); "
          "after's move better %d times, worse %d" % (
              len(parted), common, n, la, lb, mean, se, better, worse))
    return 0


if __name__ == "__main__":
    sys.exit(main())
