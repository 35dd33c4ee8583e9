#!/usr/bin/env python3
"""Writes the interior part of patterns/db/eyes.db (run by hand; the output is reviewed and
committed, the build never runs this).

Enumerates every polyomino of 1..7 points, keeps one drawing per distinct adjacency graph
(eyes.db matches graphs, so e.g. straight, bent and zigzag four are one shape), and values
each fully enclosed space (no marginal points) by the classical rules:
  1-2 points, square four           -> one eye whoever plays           (:1,1)
  the nakade shapes: straight/bent three, pyramid four, bulky five, crossed five, rabbity six
                                    -> two eyes only if the defender takes the vital point,
                                       the point of highest degree     (:2,1)
  every other shape                 -> two eyes whoever plays           (:2,2)
"""
import itertools
import sys

def normalize(cells):
    mx = min(x for x, y in cells); my = min(y for x, y in cells)
    return tuple(sorted((x - mx, y - my) for x, y in cells))

def transforms(cells):
    for a, b, c, d in [(1,0,0,1),(0,-1,1,0),(-1,0,0,-1),(0,1,-1,0),(-1,0,0,1),(1,0,0,-1),(0,1,1,0),(0,-1,-1,0)]:
        yield normalize([(a*x+b*y, c*x+d*y) for x, y in cells])

def polyominoes(n):
    shapes = {normalize([(0, 0)])}
    for _ in range(n - 1):
        grown = set()
        for s in shapes:
            for x, y in s:
                for dx, dy in ((1,0),(-1,0),(0,1),(0,-1)):
                    q = (x+dx, y+dy)
                    if q not in s:
                        grown.add(min(transforms(list(s) + [q])))
        shapes = grown
    return sorted(shapes)

def adjacency(cells):
    idx = {c: i for i, c in enumerate(cells)}
    return [[idx[(x+dx, y+dy)] for dx, dy in ((1,0),(-1,0),(0,1),(0,-1)) if (x+dx, y+dy) in idx]
            for x, y in cells]

def invariant(adj):
    return tuple(sorted((len(a), tuple(sorted(len(adj[j]) for j in a))) for a in adj))

def isomorphic(a, b):
    n = len(a)
    ea = {(i, j) for i in range(n) for j in a[i]}
    for perm in itertools.permutations(range(n)):
        if all((perm[i], perm[j]) in {(k, l) for k in range(n) for l in b[k]} for i, j in ea):
            return True
    return False

def classify(cells, adj):
    n = len(cells)
    degs = sorted(len(a) for a in adj)
    edges = sum(degs) // 2
    if n <= 2 or (n == 4 and edges == 4):
        return 1, 1
    nakade = {
        3: [[1, 1, 2]],                  # straight / bent three
        4: [[1, 1, 1, 3]],               # pyramid four
        5: [[1, 2, 2, 2, 3], [1, 1, 1, 1, 4]],  # bulky five (square + tail), crossed five
        6: [[1, 1, 2, 2, 2, 4]],         # rabbity six (a square with two tails on one corner)
    }
    for d in nakade.get(n, []):
        if degs == d and (n != 5 or d[-1] == 4 or edges == 5):
            return 2, 1
    return 2, 2

NAMES = {}

def draw(cells, vital):
    w = max(x for x, y in cells) + 1; h = max(y for x, y in cells) + 1
    rows = []
    for y in range(h):
        row = ''.join(('*' if (x, y) == vital else '.') if (x, y) in cells else ' ' for x in range(w))
        rows.append(row.rstrip())
    return rows

def main():
    out = []
    count = 0
    for n in range(1, 8):
        seen = []
        for cells in polyominoes(n):
            cells = list(cells)
            adj = adjacency(cells)
            inv = invariant(adj)
            if any(inv == i and isomorphic(adj, a) for i, a in seen):
                continue
            seen.append((inv, adj))
            mx, mn = classify(cells, adj)
            vital = None
            if mx > mn:
                vital = max(range(n), key=lambda i: len(adj[i]))
                vital = cells[vital]
            count += 1
            out.append((n, cells, mx, mn, vital))
    return out

if __name__ == '__main__':
    shapes = main()
    per = {}
    for n, cells, mx, mn, vital in shapes:
        per[n] = per.get(n, 0) + 1
        name = 'E%d%02d' % (n, per[n])
        kind = 'nakade (vital point *)' if mx > mn else ('one eye' if mx == 1 else 'two eyes')
        print('Pattern %s' % name)
        print('# %d points, %s' % (n, kind))
        print()
        for r in draw(cells, vital):
            print(r)
        print()
        print(':%d,%d' % (mx, mn))
        print()
    print('# %s' % per, file=sys.stderr)
