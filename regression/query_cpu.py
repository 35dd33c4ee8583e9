#!/usr/bin/env python3
"""Per-query CPU of GTP engines on GNU Go-format .tst suites, side by side.

Usage: query_cpu.py --engine NAME=CMD [--engine NAME=CMD ...] [--commands c1,c2]
                    [--json FILE] TST...

Each engine runs every .tst in its folder (cwd, for loadsgf paths); setup lines are sent
as they are (GTP v1 `black V` / `white V` as `play`), and for each numbered case whose
command is in --commands (all when empty) the engine process's CPU (all threads, from
/proc/<pid>/task/*/schedstat, nanoseconds) is read before and after the command. Prints
per engine and file the number of queries, median, 90th percentile and total CPU in
milliseconds, then each engine's median and p90 as a ratio of the first engine's.
With --nodes reading (or owl) each question is also framed by GTP
reset_/get_<kind>_node_counter, outside the timed window, and the nodes are summed alike.
The engines never compute at once: they answer each question in turn (one core each), so
that a drift of the machine's speed during the run hits them alike.
"""
import argparse
import json
import os
import re
import shlex
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gtp_client import Engine  # noqa: E402
from match_engine import _sched_cpu  # noqa: E402

CASE = re.compile(r"^(\d+)\s+(\S.*)$")


def parse_tst(path):
    """[(kind, text, number)]: kind 'setup' or 'case' (numbered), in file order."""
    items = []
    with open(path) as f:
        for raw in f:
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            m = CASE.match(line)
            if m:
                items.append(("case", m.group(2), int(m.group(1))))
                continue
            words = line.split()
            if words[0].lower() in ("black", "white") and len(words) == 2:
                line = "play %s %s" % (words[0].lower(), words[1])
            items.append(("setup", line, None))
    return items


def percentile(values, q):
    """The q-quantile by the nearest-rank rule (values non-empty)."""
    ordered = sorted(values)
    k = max(0, min(len(ordered) - 1, int(round(q * len(ordered) + 0.5)) - 1))
    return ordered[k]


def run_file(engines, tst, commands, nodes=None):
    """{engine name: {case number: (command, answer, cpu seconds[, nodes])}} on one file
    (nodes: the counter kind of --nodes, or None). Every
    engine runs in its own process, but they answer in turns, one question at a time (the
    first engine first on odd questions, last on even ones), so that a drift of the
    machine's speed hits them alike."""
    procs = [(name, Engine(argv, cwd=os.path.dirname(os.path.abspath(tst))))
             for name, argv in engines]
    out = {name: {} for name, _ in engines}
    try:
        turn = 0
        for kind, text, number in parse_tst(tst):
            if kind == "setup":
                for _, eng in procs:
                    eng.send(text)
                continue
            if commands and text.split()[0] not in commands:
                continue
            for name, eng in (procs if turn % 2 == 0 else procs[::-1]):
                if nodes:
                    eng.send("reset_%s_node_counter" % nodes)
                before = _sched_cpu(eng.proc.pid)
                ok, answer = eng.send(text)
                after = _sched_cpu(eng.proc.pid)
                cpu = (after - before) if None not in (before, after) else float("nan")
                row = (text, answer if ok else "? " + answer, cpu)
                if nodes:
                    got, count = eng.send("get_%s_node_counter" % nodes)
                    row += (int(count) if got and count.strip().isdigit() else -1,)
                out[name][number] = row
            turn += 1
    finally:
        for _, eng in procs:
            eng.close()
    return out


def summary(cpus):
    ms = [c * 1000.0 for c in cpus]
    return len(ms), percentile(ms, 0.5), percentile(ms, 0.9), sum(ms)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--engine", action="append", required=True, help="NAME=COMMAND LINE")
    ap.add_argument("--commands", default="", help="comma-separated commands to time")
    ap.add_argument("--json", help="write every query's CPU here")
    ap.add_argument("--nodes", choices=("reading", "owl"),
                    help="also count each question's nodes (GTP get_<kind>_node_counter)")
    ap.add_argument("tests", nargs="+")
    args = ap.parse_args()
    commands = set(c for c in args.commands.split(",") if c)
    engines = []
    for spec in args.engine:
        if "=" not in spec:
            ap.error("--engine wants NAME=COMMAND")
        name, cmd = spec.split("=", 1)
        argv = shlex.split(cmd)
        if os.path.exists(argv[0]):  # a relative path: the engines run in the .tst folder
            argv[0] = os.path.abspath(argv[0])
        engines.append((name, argv))
    results = {name: {} for name, _ in engines}
    for tst in args.tests:
        for name, cases in run_file(engines, tst, commands, args.nodes).items():
            results[name][os.path.basename(tst)] = cases
    first = engines[0][0]
    medians = {}
    for name, _ in engines:
        every = []
        for tst, cases in results[name].items():
            cpus = [row[2] for row in cases.values()]
            every += cpus
            if cpus:
                n, med, p90, tot = summary(cpus)
                print("%-10s %-18s n=%-4d median %7.2f ms  p90 %8.2f ms  total %9.1f ms"
                      % (name, tst, n, med, p90, tot))
        if every:
            medians[name] = summary(every)
            n, med, p90, tot = medians[name]
            print("%-10s %-18s n=%-4d median %7.2f ms  p90 %8.2f ms  total %9.1f ms"
                  % (name, "ALL", n, med, p90, tot))
        if args.nodes:
            counts = [row[3] for cases in results[name].values() for row in cases.values()]
            if counts:
                print("%-10s %s nodes: median %d  p90 %d  total %d" % (
                    name, args.nodes, percentile(counts, 0.5), percentile(counts, 0.9),
                    sum(counts)))
    for name, _ in engines[1:]:
        if name in medians and first in medians and medians[first][1] > 0:
            print("%s / %s: median %.2fx, p90 %.2fx" % (
                name, first, medians[name][1] / medians[first][1],
                medians[name][2] / medians[first][2]))
    if args.json:
        with open(args.json, "w") as f:
            json.dump({n: {t: {str(k): v for k, v in c.items()} for t, c in r.items()}
                       for n, r in results.items()}, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
