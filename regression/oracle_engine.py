#!/usr/bin/env python3
"""A GTP engine for diagnosis: moyogo with GNU Go 3.8 as a blunder filter.

Every `genmove` asks moyogo for its move (`reg_genmove`) and GNU Go for its move values
(`reg_genmove`, `all_move_values`, at the level given). When GNU Go's best value minus its
value of moyogo's move is at least the threshold, GNU Go's best move is played instead; the
move is then played on both. It answers how much a perfect filter of moyogo's mistakes of a
given size (by GNU Go's judgement) would be worth in a match, without touching the engine:

  regression/match.py --moyogo regression/oracle_engine.py --size 19 --games 10 \\
      --moyogo-opts "--oracle-moyogo build/moyogo --oracle-threshold 10 --oracle-log F"

Options of its own start with --oracle-; every other argument goes to moyogo (match.py adds
--mode gtp, --quiet, --seed). --oracle-log FILE appends one line per genmove:
`COLOR MOYOGO_MOVE LOSS PLAYED`. Board commands go to both engines, the others to moyogo.

--oracle-within restricts the replacement to moyogo's own proposals (its `all_move_values`
after the `reg_genmove`): GNU Go's best among them. It answers whether moyogo's candidates
hold the moves that win and only their values are wrong. --oracle-generators G1,G2 replaces
only moves whose best reason came from those generators (`move_reasons` names, e.g.
defender,owl_defense): what that generator's mistakes cost.
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import blame  # noqa: E402
from gtp_client import Engine  # noqa: E402

BOARD_COMMANDS = {"boardsize", "clear_board", "komi", "play", "undo", "fixed_handicap",
                  "set_free_handicap", "loadsgf"}
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def parse_args(argv):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--oracle-moyogo", default=os.path.join(ROOT, "build", "moyogo"))
    p.add_argument("--oracle-gnugo", default="/usr/games/gnugo")
    p.add_argument("--oracle-level", type=int, default=1)
    p.add_argument("--oracle-threshold", type=float, required=True,
                   help="replace moyogo's move when it loses at least this much")
    p.add_argument("--oracle-log", help="append one line per genmove to this file")
    p.add_argument("--oracle-within", action="store_true",
                   help="replace only by the best of moyogo's own proposals")
    p.add_argument("--oracle-generators", default="",
                   help="replace only moves from these generators (comma separated)")
    return p.parse_known_args(argv)


def choose(ours, values, threshold, within=None):
    """(move to play, GNU Go's loss of ours): GNU Go's best when ours loses >= threshold.
    With within (a set of moves), the best is GNU Go's best of those it values."""
    if within is not None:
        values = {v: x for v, x in values.items() if v in within}
    if not values:
        return ours, 0.0
    best = max(values, key=lambda v: (values[v], v))
    loss = blame.move_loss(values, ours.upper())
    return (best if loss >= threshold and best != ours.upper() else ours), loss


class Oracle:
    def __init__(self, opts, moyogo_args):
        self.opts = opts
        self.moyogo = Engine([opts.oracle_moyogo] + moyogo_args, name="moyogo")
        self.gnugo = Engine([opts.oracle_gnugo, "--mode", "gtp", "--level",
                             str(opts.oracle_level)], name="gnugo")

    def genmove(self, color):
        ours = self.moyogo.must("reg_genmove " + color)
        generators = [g for g in self.opts.oracle_generators.split(",") if g]
        if ours.lower() in ("pass", "resign") or (
                generators and blame.blamed_reason(self.moyogo, ours) not in generators):
            move = ours
            loss = 0.0
        else:
            values = blame.gnugo_values(self.gnugo, color)
            within = self.proposals() if self.opts.oracle_within else None
            move, loss = choose(ours, values, self.opts.oracle_threshold, within)
        ok, _ = self.moyogo.send("play %s %s" % (color, move))
        if not ok:  # GNU Go's move is illegal for moyogo (superko): keep moyogo's
            move = ours
            self.moyogo.must("play %s %s" % (color, move))
        if move.lower() != "resign":
            self.gnugo.send("play %s %s" % (color, move))
        if self.opts.oracle_log:
            with open(self.opts.oracle_log, "a", encoding="utf-8") as f:
                f.write("%s %s %.1f %s\n" % (color, ours, loss, move))
        return True, move

    def proposals(self):
        """moyogo's proposed moves of its last reg_genmove."""
        return set(blame.move_values(self.moyogo))

    def execute(self, command):
        words = command.split()
        name = words[0]
        if name == "genmove" and len(words) == 2:
            return self.genmove(words[1])
        if name in BOARD_COMMANDS:
            self.gnugo.send(command)
        return self.moyogo.send(command)

    def close(self):
        self.moyogo.close()
        self.gnugo.close()


def main(argv=None):
    opts, rest = parse_args(sys.argv[1:] if argv is None else argv)
    oracle = Oracle(opts, rest)
    for raw in sys.stdin:
        line = raw.split("#")[0].strip()
        if not line:
            continue
        ident = ""
        if line.split()[0].isdigit():
            ident, line = line.split(None, 1)[0], (line.split(None, 1) + [""])[1].strip()
        if line == "quit":
            sys.stdout.write("=%s\n\n" % ident)
            sys.stdout.flush()
            break
        ok, text = oracle.execute(line) if line else (False, "empty command")
        sys.stdout.write("%s%s %s\n\n" % ("=" if ok else "?", ident, text))
        sys.stdout.flush()
    oracle.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
