#!/usr/bin/env python3
"""Check patterns.db for liberty constraints that the diagram makes impossible (stdlib only).

A constraint `lib(L)==k`, `lib(L)<=k` or `lib(L)<k` on a labelled stone can never hold when
the diagram already gives that string more than k liberties: the empty points ('.') and the
move ('*') next to the string's stones inside the diagram. Such a pattern never fires; mkpat
cannot see it (it does not evaluate constraints), the survey only shows it as never fired.

Usage: patterns/tools/lib_check.py patterns/db/patterns.db   (exit 1 and one line per finding)
"""
import re
import sys

LIB = re.compile(r"\blib\((\w)\)\s*(==|<=|<)\s*(\d+)")


def diagrams(block):
    """(main diagram rows, label diagram rows, constraint) of one 'Pattern' block."""
    lines = block.split("\n")
    colon = next(i for i, l in enumerate(lines) if l.startswith(":"))
    rows = lambda ls: [l.split()[0] for l in ls if l.strip() and not l.startswith(("#", ";"))]
    main = rows(lines[1:colon])
    rest = lines[colon + 1:]
    cons = " ".join(l[1:] for l in rest if l.startswith(";"))
    return main, rows(rest), cons


def forced_liberties(main, x0, y0):
    """Liberties the diagram itself gives the string through (x0, y0)."""
    color = main[y0][x0]
    seen, stack, libs = {(x0, y0)}, [(x0, y0)], set()
    while stack:
        x, y = stack.pop()
        for nx, ny in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if not (0 <= ny < len(main) and 0 <= nx < len(main[ny])):
                continue
            c = main[ny][nx]
            if c == color and (nx, ny) not in seen:
                seen.add((nx, ny))
                stack.append((nx, ny))
            elif c in ".*":
                libs.add((nx, ny))
    return len(libs)


def check(text, path="patterns.db"):
    findings = []
    for block in re.split(r"\n(?=Pattern )", text):
        if not block.startswith("Pattern "):
            continue
        name = block.split()[1]
        main, labels, cons = diagrams(block)
        for m in LIB.finditer(cons):
            label, op, k = m.group(1), m.group(2), int(m.group(3))
            limit = k - 1 if op == "<" else k
            at = [(x, y) for y, r in enumerate(labels) for x, c in enumerate(r) if c == label]
            if not at or main[at[0][1]][at[0][0]] not in "OX":
                continue
            n = forced_liberties(main, *at[0])
            if n > limit:
                findings.append("%s: %s: %s but the diagram gives the string %d liberties"
                                % (path, name, m.group(0), n))
    return findings


def main(argv):
    if len(argv) != 1:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    try:
        with open(argv[0], encoding="utf-8") as f:
            findings = check(f.read(), argv[0])
    except OSError as e:
        print("lib_check: %s" % e, file=sys.stderr)
        return 2
    for line in findings:
        print(line)
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
