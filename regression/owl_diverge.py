#!/usr/bin/env python3
"""Walks an owl question down to the first node where moyogo and GNU Go 3.8 disagree.

Usage: owl_diverge.py --engine BIN [--gnugo /usr/games/gnugo] [--suites DIR] FILE.tst:N ...

For each case the setup of the .tst is replayed in both engines; then, at each node, both
are asked the same question (owl_attack / owl_defend of the target for the side to move).
Where moyogo claims success and GNU Go does not, moyogo's move is played and GNU Go's
refutation is followed; where GNU Go succeeds and moyogo does not, GNU Go's move is played
and moyogo's refutation is followed. The walk stops at the node where the side that GNU Go
says succeeds has its move outside moyogo's candidates ("nocand"), where both agree, or at
depth 8. Tuning aid for the owl reader; GNU Go is only asked, never read.
"""
import argparse
import os
import re
import sys

sys.path.insert(0, os.path.dirname(__file__))
from owl_failures import Gtp, setups  # noqa: E402


def answer(session, q, target):
    r = session.ask("%s %s" % (q, target)).split()
    code = int(r[0]) if r and r[0].isdigit() else 0
    return code, (r[1] if len(r) > 1 else "")


def candidates(session, q, target):
    rep = session.ask("owl_analysis %s" % target)
    key = "attack moves:" if q == "owl_attack" else "defense moves:"
    for line in rep.splitlines():
        if line.startswith(key):
            return re.findall(r"([A-T][0-9]+|PASS)\(", line[len(key):])
    return []


def walk(ours, gnu, q, target, tcolor, depth, out):
    other = {"owl_attack": "owl_defend", "owl_defend": "owl_attack"}
    mover = tcolor if q == "owl_defend" else ("white" if tcolor == "black" else "black")
    oc, om = answer(ours, q, target)
    gc, gm = answer(gnu, q, target)
    cands = candidates(ours, q, target)
    rank = lambda m: cands.index(m) + 1 if m in cands else 0
    line = "  " * depth + "%s %s: ours %d %s, gnugo %d %s (gnugo's move rank %d of %d)" % (
        q, mover, oc, om, gc, gm, rank(gm), len(cands))
    out.append(line)
    does = "owl_does_attack" if q == "owl_attack" else "owl_does_defend"
    if oc > 0 and gc > 0 and om != gm and om not in ("", "PASS"):
        g = gnu.ask("%s %s %s" % (does, om, target)).split()
        if g and g[0] == "0":
            out.append("  " * depth + "-> gnugo: our %s fails" % om)
            gc = 0
    if depth >= 8 or (oc > 0) == (gc > 0):
        out.append("  " * depth + ("-> agree" if (oc > 0) == (gc > 0) else "-> depth"))
        return
    if oc > 0 and om in ("", "PASS"):
        out.append("  " * depth + "-> ours succeeds without a move (static judgement)")
        return
    if gc > 0 and gm in ("", "PASS"):
        out.append("  " * depth + "-> gnugo succeeds without a move")
        return
    move = om if oc > 0 else gm
    if oc == 0 and rank(gm) == 0:
        out.append("  " * depth + "-> nocand: %s %s is not among our candidates" % (mover, gm))
    r1 = ours.ask("play %s %s" % (mover, move))
    gnu.ask("play %s %s" % (mover, move))
    if r1.startswith("illegal") or ours.ask("color %s" % target) not in ("black", "white"):
        out.append("  " * depth + "-> %s captures" % move)
    else:
        walk(ours, gnu, other[q], target, tcolor, depth + 1, out)
    ours.ask("undo")
    gnu.ask("undo")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--engine", required=True)
    ap.add_argument("--gnugo", default="/usr/games/gnugo")
    ap.add_argument("--suites", default=os.path.join(os.path.dirname(__file__), "..", "..",
                                                     "shared", "peer-regression"))
    ap.add_argument("cases", nargs="+")
    args = ap.parse_args()
    for case in args.cases:
        name, num = case.rsplit(":", 1)
        cmd, setup = setups(os.path.join(args.suites, name))[int(num)]
        ours = Gtp(args.engine, args.suites)
        gnu = Gtp(args.gnugo, args.suites)
        for s in setup:
            ours.ask(s)
            gnu.ask(s)
        q, target = cmd.split()[0], cmd.split()[-1]
        tcolor = gnu.ask("color %s" % target)
        out = []
        walk(ours, gnu, q, target, tcolor, 0, out)
        print("%s  %s (%s)" % (case, cmd, tcolor))
        print("\n".join(out))
        sys.stdout.flush()
        ours.close()
        gnu.close()


if __name__ == "__main__":
    main()
