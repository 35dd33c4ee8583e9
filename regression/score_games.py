#!/usr/bin/env python3
"""Scores the finished games in regression/games with moyogo and compares with GNU Go 3.8.

For each line of games/expected.tsv (name, size, komi, GNU Go final_score, GNU Go dead
stones) the game's moves are replayed in the engine over GTP (`--gtp BINARY`, default) or
through dragon_score_tool (`--tool BINARY`), and the engine's final_score is compared.

Usage: python3 regression/score_games.py --gtp build/moyogo [--min-agree 90] [-v]
Exit status 1 when the agreement is below --min-agree percent.
"""
import argparse
import os
import re
import subprocess
import sys
import time

LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"
HERE = os.path.dirname(os.path.abspath(__file__))


def sgf_moves(path):
    text = open(path).read()
    size = int(re.search(r"SZ\[(\d+)\]", text).group(1))
    moves = []
    for color, coord in re.findall(r";([BW])\[([a-s]{0,2})\]", text):
        if coord == "" or (coord == "tt" and size <= 19):
            moves.append((color, "pass"))
        else:
            x = ord(coord[0]) - ord("a")
            y = ord(coord[1]) - ord("a")
            moves.append((color, "%s%d" % (LETTERS[x], size - y)))
    return size, moves


def run_gtp(binary, size, komi, moves, extra):
    lines = ["boardsize %d" % size, "clear_board", "komi %s" % komi]
    lines += ["play %s %s" % m for m in moves]
    lines += ["final_score", "final_status_list dead", "quit"]
    start = time.time()
    out = subprocess.run([binary, "--mode", "gtp"] + extra, input="\n".join(lines) + "\n",
                         capture_output=True, text=True, timeout=120).stdout
    elapsed = time.time() - start
    answers = [a.strip() for a in out.split("\n\n") if a.strip()]
    bad = [a for a in answers if a.startswith("?")]
    if bad:
        raise RuntimeError("GTP error: %s" % bad[0])
    score = answers[-3][1:].strip()
    dead = " ".join(answers[-2][1:].split())
    return score, dead, elapsed


def run_tool(binary, size, komi, moves, extra):
    data = "%d %s\n" % (size, komi) + "".join("%s %s\n" % m for m in moves)
    out = subprocess.run([binary] + extra, input=data, capture_output=True, text=True,
                         timeout=120)
    if out.returncode != 0:
        raise RuntimeError(out.stderr.strip())
    score, dead, seconds = out.stdout.rstrip("\n").split("\t")
    return score, dead, float(seconds)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--gtp", help="moyogo binary (GTP mode)")
    ap.add_argument("--tool", help="dragon_score_tool binary")
    ap.add_argument("--games", default=os.path.join(HERE, "games"))
    ap.add_argument("--min-agree", type=float, default=0.0)
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()
    if not args.gtp and not args.tool:
        ap.error("give --gtp or --tool")
    agree = dead_agree = total = 0
    slowest = (0.0, "")
    for line in open(os.path.join(args.games, "expected.tsv")):
        if not line.strip():
            continue
        name, size, komi, expected, expected_dead = (line.rstrip("\n").split("\t") + [""])[:5]
        size_, moves = sgf_moves(os.path.join(args.games, name))
        if args.gtp:
            score, dead, t = run_gtp(args.gtp, size_, komi, moves, [])
        else:
            score, dead, t = run_tool(args.tool, size_, komi, moves, [])
        total += 1
        ok = score == expected
        agree += ok
        same_dead = set(dead.split()) == set(expected_dead.split())
        dead_agree += same_dead
        slowest = max(slowest, (t, name))
        if args.verbose or not ok:
            print("%s %-5s size %s expected %-7s got %-7s dead %s | %s" %
                  ("ok  " if ok else "FAIL", name, size, expected, score,
                   "same" if same_dead else "gnugo[%s] moyogo[%s]" % (expected_dead, dead),
                   "%.3fs" % t))
    pct = 100.0 * agree / max(total, 1)
    print("final_score agrees on %d/%d games (%.1f%%); dead stones identical on %d/%d; "
          "slowest %.3fs (%s)" % (agree, total, pct, dead_agree, total, slowest[0], slowest[1]))
    return 0 if pct >= args.min_agree else 1


if __name__ == "__main__":
    sys.exit(main())
