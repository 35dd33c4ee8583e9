#!/usr/bin/env python3
"""Unit tests of regression/policy_net.py (CTest policy_net_unit).

The board, the tactical planes, SGF reading and the committed header need only Python; the
network against the engine (GTP `prior_moves ... network`) needs torch and MOYOGO_BIN
(skipped without).
"""
import os
import re
import subprocess
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import policy_net as pn  # noqa: E402

HEADER = os.path.join(HERE, "..", "engine", "genmove", "policy_net_weights.h")
SOURCE = os.path.join(HERE, "..", "engine", "genmove", "policy_net.h")

try:
    import torch  # noqa: F401
except ImportError:
    torch = None

# The corner of engine/genmove/tests/policy_net_test.cpp KoAndAtariPlanes (top left).
CORNER = [". X O .", "X O . O", ". X O ."]


def corner_board():
    b = pn.Board()
    for y, row in enumerate(CORNER):
        for x, v in enumerate(row.split()):
            if v != ".":
                b.s[y * pn.SIZE + x] = 1 if v == "X" else 2
    return b


def point(vertex):
    return pn.from_gtp(vertex)


def relative(board, color):
    return bytes(0 if v == 0 else (1 if v == color else 2) for v in board.s)


class BoardTest(unittest.TestCase):
    def test_capture_and_ko(self):
        b = corner_board()
        self.assertTrue(b.play(point("C18"), 1))  # captures B18
        self.assertEqual(b.s[point("B18")], 0)
        self.assertEqual(b.ko, point("B18"))
        self.assertFalse(b.play(point("B18"), 2))  # no immediate retake
        self.assertTrue(b.play(point("Q4"), 2))
        self.assertEqual(b.ko, -1)

    def test_suicide_is_illegal(self):
        b = corner_board()
        b.s[point("S1")] = b.s[point("T2")] = 2
        self.assertFalse(b.play(point("T1"), 1))
        self.assertEqual(b.s[point("T1")], 0)
        self.assertTrue(b.play(point("A19"), 1))  # fills its own liberty: legal (A17 left)

    def test_liberty_map(self):
        libs = corner_board().liberty_map()
        self.assertEqual(libs[point("B18")], 1)
        self.assertEqual(libs[point("A18")], 2)
        self.assertEqual(libs[point("B19")], 1)
        self.assertEqual(libs[point("A1")], 0)


class TacticalTest(unittest.TestCase):
    """The same facts as the C++ test: both sides compute planes 15-19 alike."""

    def test_black(self):
        bits = pn.tactical(relative(corner_board(), 1))
        self.assertEqual(bits[point("C18")] & 3, 1)  # captures one stone, not 3+
        self.assertTrue(bits[point("A19")] & 4)  # saves B19
        self.assertTrue(bits[point("A19")] & 16)  # ... into a one-liberty string
        self.assertFalse(bits[point("C18")] & 16)

    def test_white(self):
        bits = pn.tactical(relative(corner_board(), 2))
        self.assertTrue(bits[point("A19")] & 1)
        self.assertFalse(bits[point("A19")] & 16)  # a capture is no self-atari
        self.assertTrue(bits[point("A17")] & 8)  # ataris A18
        self.assertTrue(bits[point("C18")] & 4)  # saves B18
        self.assertFalse(any(v & 2 for v in bits))


class SgfTest(unittest.TestCase):
    def test_moves_and_players(self):
        text = ("(;GM[1]FF[4]SZ[19]KM[5.5]PB[moyogo]PW[gnugo-3.8 L1]C[Game 1, seed 7.]"
                ";B[pd];W[dp];B[];W[tt])")
        size, gnu, moves = pn.sgf_moves(text)
        self.assertEqual((size, gnu), (19, 2))
        self.assertEqual(moves, [(1, point("Q16")), (2, point("D4")), (1, -1), (2, -1)])
        self.assertEqual(pn.seed_of(text), 7)
        self.assertEqual(pn.gtp_point(point("T19")), "T19")


class HeaderTest(unittest.TestCase):
    def test_sizes_agree(self):
        with open(HEADER, encoding="utf-8") as f:
            text = f.read()
        ints = {k: int(v) for k, v in re.findall(r"constexpr int (\w+) = (\d+);", text)}
        self.assertEqual(ints["kPlanes"], pn.PLANES)
        sizes = {k: int(v) for k, v in re.findall(r"constexpr float (\w+)\[(\d+)\]", text)}
        f, layers = ints["kFilters"], ints["kLayers"]
        self.assertEqual(sizes["kFirstW"], f * pn.PLANES * 25)
        for i in range(layers):
            self.assertEqual(sizes["kHiddenW%d" % i], f * f * 9)
        self.assertEqual(sizes["kPointBias"], pn.N)
        with open(SOURCE, encoding="utf-8") as f_:
            self.assertIn("kPolicyPlanes = %d;" % pn.PLANES, f_.read())


@unittest.skipIf(torch is None or not os.environ.get("MOYOGO_BIN"), "needs torch and MOYOGO_BIN")
class EngineTest(unittest.TestCase):
    def test_engine_answers_as_the_fit(self):
        import policy_net_fit
        moves = ["Q16", "D4", "Q3", "C16", "R5", "E17"]
        b, last, last2 = pn.Board(), -1, -1
        for i, m in enumerate(moves):
            b.play(point(m), 1 + i % 2)
            last2, last = last, point(m)
        mine = policy_net_fit.top_moves(HEADER, b, 1, last, last2, 5)
        gtp = "boardsize 19\nclear_board\n" + "".join(
            "play %s %s\n" % ("BW"[i % 2], m) for i, m in enumerate(moves))
        out = subprocess.run([os.environ["MOYOGO_BIN"], "--mode", "gtp"],
                             input=gtp + "prior_moves black 5 network\n", text=True,
                             capture_output=True, check=True).stdout
        answer = out.strip().split("=")[-1].split("\n")
        got = [(line.split()[0], float(line.split()[1])) for line in answer if line.strip()]
        self.assertEqual([pn.gtp_point(p) for p, _ in mine], [v for v, _ in got])
        for (_, a), (_, b_) in zip(mine, got):
            self.assertAlmostEqual(a, b_, delta=0.002)


if __name__ == "__main__":
    unittest.main()
