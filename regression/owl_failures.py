#!/usr/bin/env python3
"""Classifies the failed owl cases of a peer-suite run (tuning aid for the owl reader).

Usage: owl_failures.py --json RUN.json --engine BIN [--suites DIR] [--out FILE]

RUN.json comes from run_suite.py --json. For every failed owl_attack / owl_defend case the
position is set up again in one engine per .tst file and the engine is asked whether the
expected moves work (owl_does_attack / owl_does_defend) and where they rank among its own
candidates (owl_analysis). One line per case:

  file:number  command  expected | got  class  [expected move: does-code rank]

Classes: false-attack / false-defense (we succeed, GNU Go's answer is 0), missed-attack /
missed-defense (we answer 0), wrong-move (code right, move not among the expected),
ko-code (the move is right, the code differs). The suffix says why: `works` (our reader
agrees the expected move succeeds: an ordering or width problem), `fails` (our reader thinks
it fails), `nocand` (not among the candidates at all).
"""
import argparse
import collections
import json
import os
import re
import subprocess
import sys

VERTEX = re.compile(r"\b([A-HJ-T](?:1[0-9]|[1-9]))\b")


class Gtp:
    def __init__(self, engine, cwd):
        self.p = subprocess.Popen([engine, "--mode", "gtp"], cwd=cwd, stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)

    def ask(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()
        out = []
        while True:
            s = self.p.stdout.readline()
            if s == "":
                return "?"
            if s.strip() == "" and out:
                break
            if s.strip() != "" or out:
                out.append(s.rstrip("\n"))
        text = "\n".join(out)
        return text[1:].strip() if text[:1] in "=?" else text.strip()

    def close(self):
        try:
            self.p.stdin.write("quit\n")
            self.p.stdin.flush()
        except BrokenPipeError:
            pass
        self.p.wait()


def setups(path):
    """Test number -> (command, setup commands since the last loadsgf)."""
    result, setup = {}, []
    for raw in open(path, encoding="utf-8", errors="replace"):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        m = re.match(r"^(\d+)\s+(.*)$", line)
        if m:
            cmd = m.group(2)
            result[int(m.group(1))] = (cmd, list(setup))
            if cmd.split()[0] in ("play", "black", "white"):
                setup.append(cmd)
            continue
        if line.startswith("loadsgf"):
            setup = []
        setup.append(line)
    return result


def parse_expected(exp):
    """(set of acceptable codes or None, set of moves, negated)."""
    e = exp.strip().lstrip("[").rstrip("]*").rstrip("]")
    neg = e.startswith("!")
    e = e.lstrip("!")
    first = e.split(" ", 1)[0]
    codes = set(int(c) for c in re.findall(r"\d", first)) if re.match(r"^\(?[\d|]+\)?$", first) else None
    rest = e.split(" ", 1)[1] if " " in e else ""
    return codes, set(VERTEX.findall(rest)), neg


def classify(t, session, candidates):
    cmd = t["command"].split()
    kind, target = cmd[0], cmd[-1]
    codes, moves, neg = parse_expected(t["expected"])
    got = t.get("answer") or ""
    gparts = got.split()
    gcode = int(gparts[0]) if gparts and gparts[0].isdigit() else -1
    gmove = gparts[1] if len(gparts) > 1 else ""
    what = "attack" if kind == "owl_attack" else "defense"
    if neg or codes is None:
        return "other", ""
    if codes == {0}:
        return "false-" + what, ""
    if gcode == 0:
        cls = "missed-" + what
    elif gmove in moves or (not moves and gcode > 0):
        cls = "ko-code"
    else:
        cls = "wrong-move"
    notes = []
    why = set()
    ask = "owl_does_attack" if kind == "owl_attack" else "owl_does_defend"
    for m in sorted(moves):
        r = session.ask("%s %s %s" % (ask, m, target))
        rank = candidates.index(m) + 1 if m in candidates else 0
        notes.append("%s:%s#%d" % (m, r, rank))
        if rank == 0:
            why.add("nocand")
        elif r.strip() != "0":
            why.add("works")
        else:
            why.add("fails")
    suffix = "works" if "works" in why else ("fails" if "fails" in why else "nocand")
    return cls + "/" + suffix if moves else cls, " ".join(notes)


def candidate_list(session, kind, target):
    rep = session.ask("owl_analysis %s" % target)
    key = "attack moves:" if kind == "owl_attack" else "defense moves:"
    for line in rep.splitlines():
        if line.startswith(key):
            return re.findall(r"([A-T][0-9]+|PASS)\(", line[len(key):])
    return []


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--json", required=True)
    ap.add_argument("--engine", required=True)
    ap.add_argument("--suites", default=os.path.join(os.path.dirname(__file__), "..", "..",
                                                     "shared", "peer-regression"))
    args = ap.parse_args()
    run = json.load(open(args.json))
    counts = collections.Counter()
    for f in run["files"]:
        path = os.path.join(args.suites, f["file"])
        table = setups(path)
        session = None
        for t in f["tests"]:
            if t["outcome"].lower() != "failed":
                continue
            kind = t["command"].split()[0]
            if kind not in ("owl_attack", "owl_defend"):
                counts["other:" + kind] += 1
                print("%s:%d  %s  %s | %s  other" % (f["file"], t["number"], t["command"],
                                                    t["expected"], t.get("answer")))
                continue
            if session is None:
                session = Gtp(args.engine, args.suites)
            for s in table[t["number"]][1]:
                session.ask(s)
            cands = candidate_list(session, kind, t["command"].split()[-1])
            cls, notes = classify(t, session, cands)
            counts[cls] += 1
            print("%s:%d  %s  %s | %s  %s  %s" % (f["file"], t["number"], t["command"],
                                                 t["expected"], t.get("answer"), cls, notes))
            sys.stdout.flush()
        if session:
            session.close()
    print()
    for k, v in counts.most_common():
        print("%5d  %s" % (v, k))


if __name__ == "__main__":
    main()
