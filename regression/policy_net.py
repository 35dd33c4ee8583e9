#!/usr/bin/env python3
"""Fit moyogo's policy network (engine/genmove/policy_net_weights.h) to GNU Go 3.8's moves.

A small convolutional network over the 19x19 board predicts the move GNU Go 3.8 plays in
a position (the move predictors of Clark & Storkey 2015 and Maddison et al. 2015, much
smaller). Its input planes, for the color to move (engine/genmove/policy_net.h must agree):
  0 own stone, 1 opponent stone, 2 empty,
  3-6 own string with 1, 2, 3, 4+ liberties, 7-10 opponent string with 1, 2, 3, 4+,
  11 the last move, 12 the move before it, 13 the ko point, 14 ones (the board's extent:
  the convolutions pad with zeros); on empty points, what a stone of the mover there does:
  15 captures, 16 captures 3+ stones, 17 saves an own string in atari (touches it), 18
  puts an opponent string of two liberties in atari, 19 is a self-atari (captures nothing
  and the new string has at most one liberty).
Layers: a 5x5 convolution to F filters, L 3x3 convolutions of F filters (ReLU after each),
a 1x1 convolution to one plane plus a learned bias per point; softmax over the legal points.

  check HEADER SGF MOVES         the header's ten best points after MOVES moves of the SGF
                                 (what GTP `prior_moves` answers with --policy-net)
  dump SGF... --out D.npz        positions at GNU Go's turns of match games (SGF of
                                 regression/match.py), each distinct position once
  fit D.npz... --out HEADER [--filters 32 --layers 5 --epochs 4 --holdout-seeds 1-10]
                                 trains (PyTorch, Debian python3-torch) with the 8 board
                                 symmetries; reports top-1 on games of the held-out seeds

Needs numpy (dump, fit) and torch (fit): `make policy-deps`.
"""
import argparse
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import match_sgf  # noqa: E402

SIZE = 19
N = SIZE * SIZE
PLANES = 20
TACTICAL = 5  # planes 15-19, a bit each in the records' `tac`


def neighbours():
    out = []
    for p in range(N):
        x, y = p % SIZE, p // SIZE
        out.append([q for q, ok in ((p - 1, x > 0), (p + 1, x < SIZE - 1),
                                    (p - SIZE, y > 0), (p + SIZE, y < SIZE - 1)) if ok])
    return out


NB = neighbours()


class Board:
    """Stones (0 empty, 1 black, 2 white), captures, simple ko."""

    def __init__(self):
        self.s = [0] * N
        self.ko = -1

    def string(self, p):
        color, seen, stack, libs = self.s[p], {p}, [p], set()
        while stack:
            q = stack.pop()
            for n in NB[q]:
                if self.s[n] == 0:
                    libs.add(n)
                elif self.s[n] == color and n not in seen:
                    seen.add(n)
                    stack.append(n)
        return seen, libs

    def play(self, p, color):
        """Plays color (1 or 2) at p (-1: pass); returns False on an illegal move."""
        if p < 0:
            self.ko = -1
            return True
        if self.s[p] != 0 or p == self.ko:
            return False
        self.s[p] = color
        captured = []
        for n in NB[p]:
            if self.s[n] == 3 - color:
                stones, libs = self.string(n)
                if not libs:
                    captured.extend(stones)
                    for q in stones:
                        self.s[q] = 0
        stones, libs = self.string(p)
        if not libs:
            self.s[p] = 0
            return False
        self.ko = captured[0] if len(captured) == 1 and len(stones) == 1 and len(libs) == 1 \
            else -1
        return True

    def liberty_map(self):
        """Liberties of the string through every stone (0 on empty points)."""
        out = [0] * N
        for p in range(N):
            if self.s[p] and not out[p]:
                stones, libs = self.string(p)
                for q in stones:
                    out[q] = len(libs)
        return out


def sgf_moves(text):
    """(size, gnugo's color 1/2 or 0, [(color, point or -1)]) of a match SGF."""
    nodes = match_sgf.parse_sgf(text)
    root = nodes[0]
    size = int(root.get("SZ", ["19"])[0])
    pb, pw = root.get("PB", [""])[0], root.get("PW", [""])[0]
    gnu = 1 if pb.startswith("gnugo") else 2 if pw.startswith("gnugo") else 0
    moves = []
    for node in nodes[1:]:
        for key, color in (("B", 1), ("W", 2)):
            if key in node:
                v = node[key][0]
                if v == "" or (v == "tt" and size <= 19):
                    moves.append((color, -1))
                else:
                    moves.append((color, (ord(v[1]) - 97) * SIZE + ord(v[0]) - 97))
    return size, gnu, moves


def tactical(stones):
    """Planes 15-19 of a position (stones from the mover's side: 1 own, 2 opponent) as one
    bitmask per point."""
    libs_of, size_of, seen = {}, {}, {}
    for p in range(N):
        if stones[p] and p not in seen:
            group, stack, libs = {p}, [p], set()
            while stack:
                q = stack.pop()
                for n in NB[q]:
                    if stones[n] == 0:
                        libs.add(n)
                    elif stones[n] == stones[p] and n not in group:
                        group.add(n)
                        stack.append(n)
            for q in group:
                seen[q] = p
            libs_of[p], size_of[p] = libs, len(group)
    out = bytearray(N)
    for p in range(N):
        if stones[p]:
            continue
        heads = {seen[n] for n in NB[p] if stones[n]}
        captured = sum(size_of[h] for h in heads if stones[h] == 2 and libs_of[h] == {p})
        bits = 0
        if captured:
            bits |= 1 | (2 if captured >= 3 else 0)
        if any(stones[h] == 1 and len(libs_of[h]) == 1 for h in heads):
            bits |= 4
        if any(stones[h] == 2 and len(libs_of[h]) == 2 for h in heads):
            bits |= 8
        if not captured:
            libs = {n for n in NB[p] if stones[n] == 0}
            for h in heads:
                if stones[h] == 1:
                    libs |= libs_of[h]
            libs.discard(p)
            if len(libs) <= 1:
                bits |= 16
        out[p] = bits
    return bytes(out)


def add_tactical(path):
    """Adds the `tac` array (planes 15-19) to a dump made without it."""
    import numpy as np
    d = dict(np.load(path))
    d["tac"] = np.frombuffer(b"".join(tactical(row) for row in d["stones"]),
                             np.uint8).reshape(-1, N)
    np.savez_compressed(path, **d)


def seed_of(text):
    m = re.search(r"seed (\d+)", text)
    return int(m.group(1)) if m else -1


def encode(board, color, last, last2):
    """The compact record of a position: stones from color's side (1 own, 2 opponent),
    liberties, last two moves, ko point."""
    libs = board.liberty_map()
    stones = bytes(0 if v == 0 else (1 if v == color else 2) for v in board.s)
    return stones, bytes(min(v, 4) for v in libs), last, last2, board.ko


def gtp_point(p):
    return "%s%d" % ("ABCDEFGHJKLMNOPQRST"[p % SIZE], SIZE - p // SIZE)


def from_gtp(v):
    v = v.strip().upper()
    if v in ("PASS", "RESIGN", ""):
        return -1
    return (SIZE - int(v[1:])) * SIZE + "ABCDEFGHJKLMNOPQRST".index(v[0])


class Labeler:
    """GNU Go's move at the other engine's turns: the game is replayed in GNU Go and
    `reg_genmove` asked where GNU Go did not play itself."""

    def __init__(self, argv):
        import gtp_client
        self.engine = gtp_client.Engine(argv)

    def start(self, komi):
        self.engine.must("boardsize %d" % SIZE)
        self.engine.must("clear_board")
        self.engine.must("komi %s" % komi)

    def ask(self, color):
        return from_gtp(self.engine.must("reg_genmove %s" % "BW"[color - 1]))

    def play(self, color, p):
        self.engine.must("play %s %s" % ("BW"[color - 1], gtp_point(p) if p >= 0 else "pass"))


def dump(paths, out, labeler=None):
    import numpy as np
    seen = set()
    rows = {"stones": [], "libs": [], "last": [], "last2": [], "ko": [], "move": [], "seed": []}
    for k, path in enumerate(paths):
        if k and k % 20 == 0:
            print("dump: %d of %d files, %d positions" % (k, len(paths), len(rows["move"])),
                  flush=True)
        with open(path, encoding="utf-8") as f:
            text = f.read()
        size, gnu, moves = sgf_moves(text)
        if size != SIZE or not gnu:
            continue
        seed = seed_of(text)
        board, last, last2 = Board(), -1, -1
        if labeler:
            labeler.start(re.search(r"KM\[([-\d.]+)\]", text).group(1))
        for color, p in moves:
            target = p if color == gnu else -1
            rec = encode(board, color, last, last2)
            key = (rec[0], rec[4], last, last2, color == gnu)
            if labeler and color != gnu and key not in seen:
                target = labeler.ask(color)
            if target >= 0 and key not in seen:
                seen.add(key)
                for k, v in zip(("stones", "libs", "last", "last2", "ko"), rec):
                    rows[k].append(v)
                rows["move"].append(target)
                rows["seed"].append(seed)
            if not board.play(p, color):
                break
            if labeler:
                labeler.play(color, p)
            last2, last = last, p
    np.savez_compressed(
        out, stones=np.frombuffer(b"".join(rows["stones"]), np.uint8).reshape(-1, N),
        libs=np.frombuffer(b"".join(rows["libs"]), np.uint8).reshape(-1, N),
        **{k: np.array(rows[k], np.int16) for k in ("last", "last2", "ko", "move", "seed")})
    add_tactical(out)
    print("%d positions from %d files -> %s" % (len(rows["move"]), len(paths), out))


def check(a):
    """The header's ten best points, as GTP `prior_moves` answers them with --policy-net."""
    import policy_net_fit
    with open(a.sgf, encoding="utf-8") as f:
        _, _, moves = sgf_moves(f.read())
    board, last, last2 = Board(), -1, -1
    for color, p in moves[:a.moves]:
        board.play(p, color)
        last2, last = last, p
    color = 3 - moves[a.moves - 1][0] if a.moves else 1
    for p, prob in policy_net_fit.top_moves(a.header, board, color, last, last2):
        print("%s %.3f" % (gtp_point(p), prob))


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    d = sub.add_parser("dump")
    d.add_argument("sgf", nargs="+")
    d.add_argument("--out", required=True)
    d.add_argument("--label", metavar="GNUGO",
                   help="positions at the other engine's turns, labelled by GNU Go's reg_genmove")
    f = sub.add_parser("fit")
    f.add_argument("data", nargs="+")
    f.add_argument("--out", required=True)
    f.add_argument("--filters", type=int, default=32)
    f.add_argument("--layers", type=int, default=5)
    f.add_argument("--epochs", type=int, default=4)
    f.add_argument("--batch", type=int, default=256)
    f.add_argument("--lr", type=float, default=2e-3)
    f.add_argument("--holdout-seeds", default="1-10")
    f.add_argument("--threads", type=int, default=2)
    c = sub.add_parser("check")
    c.add_argument("header")
    c.add_argument("sgf")
    c.add_argument("moves", type=int, help="moves to play from the SGF before the question")
    a = ap.parse_args()
    if a.cmd == "check":
        check(a)
    elif a.cmd == "dump":
        labeler = Labeler([a.label, "--mode", "gtp", "--level", "1"]) if a.label else None
        dump(a.sgf, a.out, labeler)
    else:
        import policy_net_fit
        policy_net_fit.fit(a)


if __name__ == "__main__":
    main()
