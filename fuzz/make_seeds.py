#!/usr/bin/env python3
"""Builds the seed corpora of `make fuzz` at run time (nothing is copied into the repo).

Usage: make_seeds.py --peer PEER_DIR --repo REPO_DIR --out OUT_DIR
  OUT/gtp  GTP sessions: every .tst of regression/ and PEER cut into 40-line pieces, with
           `loadsgf games/...` made absolute so the fuzzer can run from any folder
  OUT/cli  command lines, one argument per line, from the documented options
The SGF target reads regression/games and PEER/games directly.
"""
import argparse
import glob
import os
import re


def gtp_seeds(tst_files, peer, out):
    os.makedirs(out, exist_ok=True)
    n = 0
    for path in tst_files:
        base = os.path.dirname(os.path.abspath(path))
        lines = []
        with open(path, encoding="utf-8", errors="replace") as f:
            for line in f:
                if line.startswith("#"):
                    continue
                line = re.sub(r"\bloadsgf\s+(\S+)",
                              lambda m: "loadsgf " + os.path.join(base, m.group(1)), line)
                lines.append(line)
        for start in range(0, len(lines), 40):
            with open(os.path.join(out, "seed%05d.gtp" % n), "w") as f:
                f.writelines(lines[start:start + 40])
            n += 1
    return n


CLI_SEEDS = [
    ["--mode", "gtp", "--boardsize", "9", "--komi", "6.5"],
    ["--mode", "ascii", "--color", "white", "--handicap", "4"],
    ["-l", "{game}", "-L", "20", "--score", "end"],
    ["-l", "{game}", "-L", "K10", "-m", "0x1f", "--quiet"],
    ["-p", "fearless", "-r", "42", "-D", "14", "-B", "9", "-F", "5", "-K", "8", "-M", "8"],
    ["-t", "-t", "--decidestring", "C3", "-l", "{game}", "-w", "-T", "-E"],
    ["--printsgf", "out.sgf", "-l", "{game}", "--chinese-rules", "--superko"],
    ["--analyze", "dragonstatus,moyo", "--analyzerfile", "a.sgf", "-l", "{game}"],
    ["--svg", "x.svg", "--svg-kind", "moyo", "--color-output", "never"],
    ["--help"], ["--version"], ["-p", "help"], ["--man"], ["-b", "3", "--resign-below", "30"],
    ["--owl-nodes", "500", "--owl-depth", "10", "--pattern-stats", "p.txt", "-a"],
]


def cli_seeds(game, out):
    os.makedirs(out, exist_ok=True)
    for i, args in enumerate(CLI_SEEDS):
        with open(os.path.join(out, "seed%03d.txt" % i), "w") as f:
            f.write("\n".join(a.replace("{game}", game) for a in args))
    return len(CLI_SEEDS)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--peer", required=True)
    ap.add_argument("--repo", required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    tst = sorted(glob.glob(os.path.join(a.repo, "regression", "*.tst")))
    tst += sorted(glob.glob(os.path.join(a.peer, "*.tst")))
    n = gtp_seeds(tst, a.peer, os.path.join(a.out, "gtp"))
    game = os.path.join(a.repo, "regression", "games", "game000.sgf")
    m = cli_seeds(game, os.path.join(a.out, "cli"))
    print("make_seeds: %d GTP sessions from %d .tst files, %d command lines" % (n, len(tst), m))


if __name__ == "__main__":
    main()
