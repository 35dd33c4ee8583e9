#!/usr/bin/env python3
"""Which of moyogo's generators cost it the most in match games, by GNU Go 3.8's judgement.

For every move moyogo played in the given match SGF files (regression/match.py writes
them), the position is replayed in GNU Go and in a fresh moyogo (the game's seed, read from
the root comment). GNU Go values every move of the position (`reg_genmove`, then
`all_move_values`); the move's loss is GNU Go's best value minus its value of moyogo's move
(0 when GNU Go does not list it). moyogo answers `reg_genmove` and `move_reasons` for the
played move: the generator (and for shapes the pattern family, the first two letters of
the name) that gave it its highest value gets the loss.

GNU Go's values are its own scale (about points, a dragon's size and territory for life and
death, 75 for its fuseki database's move): the table ranks generators, it does not count
points. The replayed moyogo is a fresh engine: its choice may differ from the game's now and
then (caches, seeds); the played move is what is blamed.

  regression/blame.py --moyogo build/moyogo build/match/*/game-00[1-4].sgf [--moves 200]
      [--moyogo-opts "--chooser classic"] [--by-pattern]
"""
import argparse
import collections
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gtp_client  # noqa: E402
import match_sgf  # noqa: E402

REASON = re.compile(r"^Move at \S+: (\S+) (-?\d+): (?:pattern (\S+))?")


def played_moves(path):
    """(size, komi, seed, moyogo's color, [(color, vertex)]) of a match SGF file."""
    with open(path, encoding="utf-8") as f:
        nodes = match_sgf.parse_sgf(f.read())
    root = nodes[0]
    size = int(root.get("SZ", ["19"])[0])
    komi = root.get("KM", ["0"])[0]
    seed = re.search(r"seed (\d+)", root.get("C", [""])[0])
    me = "B" if root.get("PB", [""])[0].startswith("moyogo") else "W"
    moves = []
    for node in nodes[1:]:
        for color in ("B", "W"):
            if color in node:
                point = node[color][0]
                moves.append((color, match_sgf.gtp_vertex(point, size).upper()))
    return size, komi, seed.group(1) if seed else "1", me, moves


def gnugo_values(gnugo, color):
    """GNU Go's value of every move it considers, after its own reg_genmove."""
    # GNU Go 3.8 answers an empty all_move_values with "= " and no closing blank line,
    # which would hang the client: it is empty exactly when reg_genmove passes.
    if gnugo.must("reg_genmove " + color).strip().upper() == "PASS":
        return {}
    return move_values(gnugo)


def move_values(engine):
    """The `VERTEX VALUE` lines of an engine's all_move_values, after its reg_genmove."""
    values = {}
    for line in engine.must("all_move_values").splitlines():
        parts = line.split()
        if len(parts) == 2:
            values[parts[0].upper()] = float(parts[1])
    return values


def move_loss(values, move):
    """GNU Go's best value minus its value of move (0 for a move it does not list)."""
    return (max(values.values()) if values else 0.0) - values.get(move, 0.0)


def blamed_reason(moyogo, move):
    """The generator of moyogo's best reason for move in its last genmove ("none": no reason)."""
    return blamed_from(moyogo, move).split()[0]


def blamed(moyogo, color, move, by_pattern=False):
    """The generator (shapes: with the pattern family) of moyogo's best reason for move."""
    moyogo.must("reg_genmove " + color)
    return blamed_from(moyogo, move, by_pattern)


def blamed_from(moyogo, move, by_pattern=False):
    """The generator (shapes: with the pattern family, or the whole pattern name when
    by_pattern) of moyogo's best reason for move."""
    best = None
    for line in moyogo.must("move_reasons " + move).splitlines():
        m = REASON.match(line)
        if m and (best is None or int(m.group(2)) > best[0]):
            name = m.group(3) if by_pattern else (m.group(3) or "")[:2]
            best = (int(m.group(2)), m.group(1) + (" " + name if name else ""))
    return best[1] if best else "none"


def blame_game(path, args, totals, worst):
    size, komi, seed, me, moves = played_moves(path)
    gnugo = gtp_client.Engine([args.gnugo, "--mode", "gtp", "--level", str(args.level)])
    moyogo = gtp_client.Engine([args.moyogo, "--mode", "gtp", "--seed", seed] +
                               args.moyogo_opts.split())
    try:
        for engine in (gnugo, moyogo):
            engine.must("boardsize %d" % size)
            engine.must("komi " + komi)
        for number, (color, move) in enumerate(moves[:args.moves], start=1):
            if color == me and move != "PASS":
                values = gnugo_values(gnugo, color)
                loss = move_loss(values, move)
                gen = blamed(moyogo, color, move, args.by_pattern)
                totals[gen][0] += 1
                totals[gen][1] += loss
                worst.append((loss, os.path.basename(path), number, move, gen))
            for engine in (gnugo, moyogo):
                engine.must("play %s %s" % (color, move))
    finally:
        gnugo.close()
        moyogo.close()
    print("%s: %d moves blamed" % (path, sum(1 for w in worst if w[1] == os.path.basename(path))),
          flush=True)


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("sgf", nargs="+", help="match game SGF files")
    p.add_argument("--moyogo", default="build/moyogo")
    p.add_argument("--moyogo-opts", default="",
                   help="options of the replayed moyogo, e.g. \"--chooser classic\" (the match's)")
    p.add_argument("--gnugo", default="/usr/games/gnugo")
    p.add_argument("--level", type=int, default=1, help="GNU Go's level as the judge")
    p.add_argument("--moves", type=int, default=200, help="moves of each game looked at")
    p.add_argument("--worst", type=int, default=20, help="single moves listed")
    p.add_argument("--by-pattern", action="store_true",
                   help="blame shapes by the pattern's whole name, not its family")
    args = p.parse_args()
    if not gtp_client.find_gnugo(args.gnugo):
        print("blame: gnugo not found", file=sys.stderr)
        return gtp_client.SKIP
    args.gnugo = gtp_client.find_gnugo(args.gnugo)
    totals = collections.defaultdict(lambda: [0, 0.0])
    worst = []
    for path in args.sgf:
        blame_game(path, args, totals, worst)
    print("%-14s %6s %11s %7s" % ("generator", "moves", "total loss", "mean"))
    for gen, (n, loss) in sorted(totals.items(), key=lambda kv: -kv[1][1]):
        print("%-14s %6d %11.1f %7.2f" % (gen, n, loss, loss / n))
    for loss, game, number, move, gen in sorted(worst, reverse=True)[:args.worst]:
        print("loss %6.1f  %s move %d %s  (%s)" % (loss, game, number, move, gen))
    return 0


if __name__ == "__main__":
    sys.exit(main())
