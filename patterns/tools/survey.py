#!/usr/bin/env python3
"""Survey patterns.db over SGF games (tuning aid, run by hand; standard library only).

Reads the main line of every SGF file given (files or folders), feeds the games to the
pattern_survey tool of a build tree and prints: per name prefix how many patterns fired at
all, their hits (the pattern proposed the move that was played), the top-1 share (the move of
the best-weighted pattern was the one played), then the patterns that never fired and the
patterns most often chosen but wrong.

Usage: patterns/tools/survey.py [--build build] [--from N] [--to N] [--size N] [--strict]
                                [--tsv FILE] [--uncovered FILE] SGF-or-folder...
"""
import argparse
import os
import re
import subprocess
import sys
from collections import defaultdict

PROP = re.compile(r"([A-Z]+)((?:\s*\[(?:\\.|[^\]])*\])+)")
VALUE = re.compile(r"\[((?:\\.|[^\]])*)\]")


def main_line(text):
    """(size, tokens) of the SGF's first game, following the first variation everywhere."""
    body, depth, i = [], 0, 0
    while i < len(text):
        ch = text[i]
        if ch == "[":  # property value: copy verbatim (it may hold parentheses)
            j = i + 1
            while j < len(text) and text[j] != "]":
                j += 2 if text[j] == "\\" else 1
            body.append(text[i:j + 1])
            i = j + 1
            continue
        if ch == "(":
            depth += 1
        elif ch == ")":
            if depth >= 1:
                break  # the first (deepest-first) variation ended: that is the main line
        else:
            body.append(ch)
        i += 1
    size, tokens = 19, []
    for name, values in PROP.findall("".join(body)):
        vals = VALUE.findall(values)
        if name == "SZ" and vals and vals[0].split(":")[0].isdigit():
            size = int(vals[0].split(":")[0])
        elif name in ("AB", "AW"):
            tokens += [f"{name}:{v}" for v in expand(vals)]
        elif name in ("B", "W"):
            tokens.append(f"{name}:{vals[0] if vals else ''}")
    return size, tokens


def expand(vals):
    """SGF compressed point lists (aa:cc) to single points."""
    out = []
    for v in vals:
        if ":" in v and len(v) == 5:
            (x0, y0), (x1, y1) = v[:2], v[3:]
            for x in range(ord(x0), ord(x1) + 1):
                for y in range(ord(y0), ord(y1) + 1):
                    out.append(chr(x) + chr(y))
        else:
            out.append(v)
    return out


def sgf_files(paths):
    for p in paths:
        if os.path.isdir(p):
            for root, _, files in os.walk(p):
                for f in sorted(files):
                    if f.endswith(".sgf"):
                        yield os.path.join(root, f)
        else:
            yield p


def prefix(name):
    return re.match(r"[A-Z]+", name).group(0)


def report(rows, summary):
    by = defaultdict(lambda: [0, 0, 0, 0, 0.0, 0.0])
    for name, _w, _cls, fired, hit, chosen, chosen_hit in rows:
        s = by[prefix(name)]
        s[0] += 1
        s[1] += fired > 0
        s[2] += fired
        s[3] += hit
        s[4] += chosen
        s[5] += chosen_hit
    print("prefix patterns fired-ever   fired     hit  hit%   chosen  right%")
    for k in sorted(by):
        n, ever, fired, hit, chosen, right = by[k]
        print(f"{k:6} {n:8} {ever:11} {fired:7} {hit:7} {100 * hit / max(fired, 1):5.1f}"
              f" {chosen:8.1f} {100 * right / max(chosen, 1e-9):6.1f}")
    for line in summary:
        print(line)
    never = [r[0] for r in rows if r[3] == 0]
    print(f"never fired ({len(never)}): " + " ".join(sorted(never)))
    wrong = sorted(rows, key=lambda r: r[6] - r[5])[:25]
    print("most often chosen and wrong (name weight chosen right):")
    for r in wrong:
        if r[5] > 0:
            print(f"  {r[0]:8} {r[1]:4} {r[5]:8.1f} {r[6]:7.1f}")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--build", default="build")
    ap.add_argument("--from", dest="first", type=int, default=1)
    ap.add_argument("--to", type=int, default=100000)
    ap.add_argument("--size", type=int, default=0, help="only games of this board size")
    ap.add_argument("--strict", action="store_true")
    ap.add_argument("--tsv", help="also write the per-pattern table here")
    ap.add_argument("--uncovered", help="write 'SGF MOVE' for each play no pattern proposed here")
    ap.add_argument("paths", nargs="+")
    args = ap.parse_args()
    lines, files = [], []
    for f in sgf_files(args.paths):
        with open(f, encoding="utf-8", errors="replace") as fh:
            size, tokens = main_line(fh.read())
        if args.size and size != args.size:
            continue
        lines.append(f"{size} " + " ".join(tokens))
        files.append(f)
    tool = os.path.join(args.build, "patterns", "pattern_survey")
    cmd = [tool, "--from", str(args.first), "--to", str(args.to)]
    if args.strict:
        cmd.append("--strict")
    if args.uncovered:
        cmd.append("--uncovered")
    out = subprocess.run(cmd, input="\n".join(lines) + "\n", capture_output=True, text=True,
                         check=True).stdout
    rows, summary, uncovered = [], [], []
    for line in out.splitlines():
        if line.startswith("#U "):
            _, game, move = line.split()
            uncovered.append(f"{files[int(game)]} {move}")
            continue
        if line.startswith("#"):
            summary.append(line)
            continue
        f = line.split("\t")
        rows.append((f[0], int(f[1]), f[2], int(f[3]), int(f[4]), float(f[5]), float(f[6])))
    if args.uncovered:
        with open(args.uncovered, "w", encoding="utf-8") as fh:
            fh.write("\n".join(uncovered) + "\n")
    if args.tsv:
        with open(args.tsv, "w", encoding="utf-8") as fh:
            fh.write(out)
    report(rows, summary)
    return 0


if __name__ == "__main__":
    sys.exit(main())
