#!/usr/bin/env python3
"""A GTP script of every Nth question of GNU Go-format .tst suites, each with its setup.

Usage: tst_sample.py [--every N] [--commands c1,c2] TST... > sample.gtp

For profiling the same questions before and after a change (`valgrind --tool=callgrind
build/moyogo --mode gtp --quiet < sample.gtp`, run in the suites' folder for the loadsgf
paths): each question chosen is preceded by the loadsgf and moves that set its position up,
so every question starts from a freshly loaded position.
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from query_cpu import parse_tst  # noqa: E402

SETUP_RESETS = ("loadsgf", "clear_board", "boardsize")


def sample(paths, every, commands):
    """The script's lines: every `every`th question whose command is in `commands`."""
    out, seen = [], 0
    for path in paths:
        setup = []
        for kind, text, _ in parse_tst(path):
            word = text.split()[0]
            if kind == "setup":
                if word in SETUP_RESETS:
                    setup = []
                setup.append(text)
            elif not commands or word in commands:
                if seen % every == 0:
                    out += setup + [text]
                seen += 1
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--every", type=int, default=24)
    ap.add_argument("--commands", default="owl_attack,owl_defend,dragon_status")
    ap.add_argument("tests", nargs="+")
    args = ap.parse_args()
    if args.every < 1:
        ap.error("--every wants a positive number")
    commands = set(c for c in args.commands.split(",") if c)
    print("\n".join(sample(args.tests, args.every, commands)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
