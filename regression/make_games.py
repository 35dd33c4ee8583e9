#!/usr/bin/env python3
"""Generate finished self-play games of GNU Go 3.8 for the scoring acceptance test.

Each game is played by GNU Go against itself over GTP until two consecutive passes
(a few random opening moves diversify the games).  For every game the SGF is written
to regression/games/gameNNN.sgf and GNU Go's `final_score` and `final_status_list dead`
answers are appended to regression/games/expected.tsv.

Usage: nice python3 regression/make_games.py [--count 100] [--gnugo /usr/games/gnugo]
"""
import argparse
import os
import random
import subprocess
import sys

LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"


class Gtp:
    """Minimal GTP client around a GNU Go subprocess."""

    def __init__(self, argv):
        self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     text=True, bufsize=1)

    def cmd(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()
        lines = []
        while True:
            out = self.proc.stdout.readline()
            if out == "":
                raise RuntimeError("engine died on: " + line)
            if out.strip() == "" and lines:
                break
            if out.strip() == "":
                continue
            lines.append(out.rstrip("\n"))
        text = "\n".join(lines)
        if text.startswith("?"):
            raise RuntimeError("GTP error on %s: %s" % (line, text))
        return text[1:].strip()

    def close(self):
        try:
            self.cmd("quit")
        except Exception:
            pass
        self.proc.wait()


def sgf_coord(vertex, size):
    if vertex.lower() == "pass":
        return ""
    col = LETTERS.index(vertex[0].upper())
    row = size - int(vertex[1:])
    return "abcdefghijklmnopqrs"[col] + "abcdefghijklmnopqrs"[row]


def schedule(count):
    """Board sizes and komi for each game: mostly 9x9, some 13x13, a few 19x19."""
    plan = []
    for i in range(count):
        if i % 20 == 19:
            size = 19
        elif i % 5 == 4:
            size = 13
        else:
            size = 9
        komi = 6.5 if i % 2 == 0 else 7.5
        plan.append((size, komi))
    return plan


def play_game(gnugo, index, size, komi, level):
    rng = random.Random(1000 + index)
    seed = 17 + index * 7
    gtp = Gtp([gnugo, "--mode", "gtp", "--level", str(level), "--seed", str(seed)])
    gtp.cmd("boardsize %d" % size)
    gtp.cmd("clear_board")
    gtp.cmd("komi %s" % komi)
    moves = []
    color = "B"
    # A few random opening moves (away from the first line) diversify the games.
    for _ in range(rng.randint(1, 4)):
        while True:
            x = rng.randint(1, size - 2)
            y = rng.randint(2, size - 1)
            v = LETTERS[x] + str(y)
            if gtp.cmd("is_legal %s %s" % (color, v)) == "1":
                break
        gtp.cmd("play %s %s" % (color, v))
        moves.append((color, v))
        color = "W" if color == "B" else "B"
    passes = 0
    limit = size * size * 3
    while passes < 2 and len(moves) < limit:
        v = gtp.cmd("genmove %s" % color)
        if v.lower() == "resign":
            return None
        moves.append((color, v))
        passes = passes + 1 if v.lower() == "pass" else 0
        color = "W" if color == "B" else "B"
    if passes < 2:
        return None
    score = gtp.cmd("final_score")
    dead = " ".join(gtp.cmd("final_status_list dead").split())
    gtp.close()
    return moves, score, dead


def write_sgf(path, size, komi, moves, score):
    body = "".join(";%s[%s]" % (c, sgf_coord(v, size)) for c, v in moves)
    with open(path, "w") as f:
        f.write("(;GM[1]FF[4]SZ[%d]KM[%s]RU[Japanese]PB[GNU Go 3.8]PW[GNU Go 3.8]RE[%s]\n%s)\n"
                % (size, komi, score, body))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--count", type=int, default=100)
    ap.add_argument("--gnugo", default="/usr/games/gnugo")
    ap.add_argument("--level", type=int, default=1)
    ap.add_argument("--out", default=os.path.join(os.path.dirname(__file__), "games"))
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    tsv = os.path.join(args.out, "expected.tsv")
    done = set()
    if os.path.exists(tsv):
        with open(tsv) as f:
            done = {line.split("\t")[0] for line in f if line.strip()}
    else:
        with open(tsv, "w") as f:
            f.write("")
    attempt = 0
    for index, (size, komi) in enumerate(schedule(args.count)):
        name = "game%03d.sgf" % index
        if name in done:
            continue
        result = None
        while result is None:
            result = play_game(args.gnugo, index + attempt * 1000, size, komi, args.level)
            attempt += 1
        moves, score, dead = result
        write_sgf(os.path.join(args.out, name), size, komi, moves, score)
        with open(tsv, "a") as f:
            f.write("%s\t%d\t%s\t%s\t%s\n" % (name, size, komi, score, dead))
        print(name, size, komi, score, len(moves), file=sys.stderr, flush=True)


if __name__ == "__main__":
    main()
