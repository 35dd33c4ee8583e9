#!/usr/bin/env python3
"""Summarise moyogo's pattern firing counters (--pattern-stats FILE, GTP pattern_stats).

Each input file holds '# genmoves N' and one line per patterns.db pattern:
'NAME CLASSES WEIGHT matched accepted chosen'. Several files (matches) are added up. The
summary gives, per class letter (s n O o X x D A C B L, '-' for none) and per family (the
name's letter prefix), how many patterns there are, how many fired (matched at least once)
and the matched / accepted / chosen totals, then the patterns that never fired.

  python3 regression/pattern_stats.py stats9.txt stats19.txt [--markdown] [--never]
"""
import argparse
import re
import sys
from collections import OrderedDict

CLASS_LETTERS = "snOoXxDACBL-"
FAMILIES = ["F", "J", "EB", "CB", "EC", "CC", "ED", "CD", "EE", "CE", "CM", "S", "HH", "LD"]


class PatternCount:
    def __init__(self, name, classes, weight):
        self.name, self.classes, self.weight = name, classes, weight
        self.matched = self.accepted = self.chosen = 0


def parse(text, table, source="<text>"):
    """Adds one stats text to table (name -> PatternCount); returns its genmove count."""
    genmoves = 0
    for number, line in enumerate(text.splitlines(), 1):
        line = line.strip()
        if not line:
            continue
        m = re.match(r"#\s*genmoves\s+(\d+)$", line)
        if m:
            genmoves += int(m.group(1))
            continue
        if line.startswith("#"):
            continue
        f = line.split()
        if len(f) != 6 or not all(x.lstrip("-").isdigit() for x in f[2:]):
            raise ValueError("%s:%d: expected 'NAME CLASSES WEIGHT matched accepted chosen'"
                             % (source, number))
        p = table.setdefault(f[0], PatternCount(f[0], f[1], int(f[2])))
        p.matched += int(f[3])
        p.accepted += int(f[4])
        p.chosen += int(f[5])
    return genmoves


def family(name):
    return re.match(r"[A-Z]*", name).group(0)


def group_rows(table, key_of, keys):
    rows = OrderedDict((k, [0, 0, 0, 0, 0]) for k in keys)
    for p in table.values():
        for k in key_of(p):
            r = rows.setdefault(k, [0, 0, 0, 0, 0])
            r[0] += 1
            r[1] += p.matched > 0
            r[2] += p.matched
            r[3] += p.accepted
            r[4] += p.chosen
    return [(k, r) for k, r in rows.items() if r[0] > 0]


def class_keys(p):
    letters = [c for c in p.classes if c in CLASS_LETTERS and c != "-"]
    return letters or ["-"]


def render(title, rows, markdown):
    head = [title, "patterns", "fired", "matched", "accepted", "chosen"]
    lines = []
    if markdown:
        lines.append("| " + " | ".join(head) + " |")
        lines.append("|" + " --- |" * len(head))
        for k, r in rows:
            lines.append("| " + " | ".join([k] + [str(v) for v in r]) + " |")
    else:
        lines.append("%-8s %8s %6s %9s %9s %7s" % tuple(head))
        for k, r in rows:
            lines.append("%-8s %8d %6d %9d %9d %7d" % tuple([k] + r))
    return "\n".join(lines)


def summary(table, genmoves, markdown=False, never=False):
    out = ["genmoves %d, patterns %d, fired %d, never fired %d"
           % (genmoves, len(table), sum(p.matched > 0 for p in table.values()),
              sum(p.matched == 0 for p in table.values()))]
    out.append("")
    out.append(render("class", group_rows(table, class_keys, CLASS_LETTERS), markdown))
    out.append("")
    out.append(render("family", group_rows(table, lambda p: [family(p.name)], FAMILIES), markdown))
    if never:
        names = sorted(p.name for p in table.values() if p.matched == 0)
        out.append("")
        out.append("never fired (%d): %s" % (len(names), " ".join(names)))
    return "\n".join(out)


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("files", nargs="+", help="pattern stats files (added up)")
    ap.add_argument("--markdown", action="store_true", help="tables in Markdown")
    ap.add_argument("--never", action="store_true", help="list the patterns that never fired")
    args = ap.parse_args(argv)
    table, genmoves = OrderedDict(), 0
    for path in args.files:
        try:
            with open(path, encoding="utf-8") as f:
                genmoves += parse(f.read(), table, path)
        except (OSError, ValueError) as e:
            print("pattern_stats: %s" % e, file=sys.stderr)
            return 2
    print(summary(table, genmoves, args.markdown, args.never))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
