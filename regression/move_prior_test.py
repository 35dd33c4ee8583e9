#!/usr/bin/env python3
"""Unit tests of regression/move_prior.py (CTest move_prior_unit).

Parsing needs only Python; the committed header, the fit and the prior's distribution
need numpy (skipped without); the dump against the engine needs MOYOGO_BIN (skipped
without).
"""
import gzip
import os
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import cxx_constants  # noqa: E402
import move_prior as mp  # noqa: E402
import train_features  # noqa: E402

HEADER = os.path.join(HERE, "..", "engine", "genmove", "move_prior_weights.h")

try:
    import numpy
except ImportError:
    numpy = None

# Two positions; the played move has feature 65540 (a capture) in both.
DUMP = """# a.sgf:3 B C3 played
A1 0.000 4092 65548
C3 0.000 7 65540 65550
D4 0.000 9 65551
# a.sgf:5 B D4 genmove
A1 0.000 4092 65548
D4 0.000 9 65540 65551
"""


def write_temp(folder, text):
    path = os.path.join(folder, "dump.txt")
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    return path


class ParseTest(unittest.TestCase):
    def test_parse_dump(self):
        with tempfile.TemporaryDirectory() as folder:
            positions = mp.parse_dump(write_temp(folder, DUMP))
        self.assertEqual(len(positions), 2)
        key, played, verts, flat, per = positions[0]
        self.assertEqual((key, played, verts), ("a.sgf:3", "C3", ["A1", "C3", "D4"]))
        self.assertEqual(list(flat), [4092, 65548, 7, 65540, 65550, 9, 65551])
        self.assertEqual(per, [2, 3, 2])

    def test_parse_by_source_and_gzip(self):
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "dump.gz")
            with gzip.open(path, "wt", encoding="utf-8") as f:
                f.write(DUMP)
            self.assertEqual([p[0] for p in mp.parse_dump(path, {"genmove"})], ["a.sgf:5"])
            self.assertEqual([p[0] for p in mp.parse_dump(path, {"played"})], ["a.sgf:3"])
            self.assertEqual(len(mp.parse_dump(path)), 2)

    def test_feature_layout_is_the_cpp_one(self):
        c = cxx_constants.constants()
        self.assertEqual(mp.GROUP_FEATURES, c["kPriorGroupFeatures"])
        self.assertEqual(mp.DIAMOND_BASE, c["kPriorDiamondBase"])
        self.assertEqual(mp.DIAMOND_CODES, c["kPriorDiamondCodes"])


@unittest.skipIf(numpy is None, "numpy not installed")
class FitTest(unittest.TestCase):
    def test_committed_header_loads(self):
        w = mp.load_header(numpy, HEADER)
        self.assertEqual(len(w), mp.DIAMOND_BASE + mp.DIAMOND_CODES)
        self.assertTrue(numpy.any(w != 0.0))

    def test_fit_learns_the_played_feature(self):
        with tempfile.TemporaryDirectory() as folder:
            data = mp.Data(numpy, mp.parse_dump(write_temp(folder, DUMP)), None)
            slots = numpy.arange(mp.SHAPE_CODES + mp.GROUP_FEATURES)
            data.ids = slots[data.ids]
            w = mp.fit(numpy, data, len(slots), lambda line: None)
            self.assertGreater(w[65540], 0.5)
            self.assertEqual(mp.top1(numpy, data, data.scores(numpy, w)), 1.0)
            priors = mp.log_priors(numpy, os.path.join(folder, "dump.txt"), w)
        first = priors["a.sgf:3"]
        self.assertAlmostEqual(sum(numpy.exp(lp) for lp, _ in first.values()), 1.0)
        self.assertEqual(first["C3"][1], 0)  # ranked first
        self.assertEqual(sorted(r for _, r in first.values()), [0, 1, 2])


@unittest.skipIf(not os.environ.get("MOYOGO_BIN"), "MOYOGO_BIN not set")
class DumpTest(unittest.TestCase):
    def test_dump_of_a_game_matches_the_engine_scores(self):
        sgf = ("(;GM[1]FF[4]SZ[9]KM[5.5]PB[moyogo]PW[gnugo]C[seed 1]"
               ";B[ee];W[cc];B[gc];W[cg])")
        labels = {1: ("W", "C7", "played"), 3: ("W", "C3", "played")}
        with tempfile.TemporaryDirectory() as folder:
            with open(os.path.join(folder, "game-001.sgf"), "w", encoding="utf-8") as f:
                f.write(sgf)
            text = train_features.dump_game(os.environ["MOYOGO_BIN"], folder, "game-001.sgf",
                                             "prior", labels)
            path = os.path.join(folder, "d.txt")
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
            positions = mp.parse_dump(path)
        lines = text.splitlines()
        self.assertEqual([(k, p) for k, p, _, _, _ in positions],
                         [("game-001.sgf:2", "C7"), ("game-001.sgf:4", "C3")])
        self.assertEqual(len(positions[0][2]), 80)  # every empty point is legal
        if numpy is not None:  # the engine's score column is the header's sum
            w = mp.load_header(numpy, HEADER)
            for line in lines[1:40]:
                parts = line.split()
                ids = [int(x) for x in parts[2:]]
                self.assertAlmostEqual(float(parts[1]), sum(w[i] for i in ids), places=2)


if __name__ == "__main__":
    unittest.main()
