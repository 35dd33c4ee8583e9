#!/usr/bin/env python3
"""Unit tests of regression/match_diverge.py (CTest match_diverge_unit, label unit); the
end-to-end test needs GNU Go 3.8 and is skipped without it."""
import io
import os
import sys
import tempfile
import unittest
from contextlib import redirect_stdout

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import match_diverge as md  # noqa: E402

GNUGO = "/usr/games/gnugo"


def sgf(seed, moyogo_black, moves):
    players = "PB[moyogo]PW[gnugo-3.8 L1]" if moyogo_black else "PB[gnugo-3.8 L1]PW[moyogo]"
    nodes = "".join(";%s[%s]" % (c, v) for c, v in moves)
    return ("(;GM[1]FF[4]SZ[9]KM[5.5]%sC[Game 1 of a moyogo match, seed %d, referee GNU Go "
            "final_score.]%s)" % (players, seed, nodes))


def write_match(folder, games):
    os.makedirs(folder)
    for k, (seed, black, moves) in enumerate(games, start=1):
        with open(os.path.join(folder, "game-%03d.sgf" % k), "w", encoding="utf-8") as f:
            f.write(sgf(seed, black, moves))


class MatchDivergeTest(unittest.TestCase):
    def test_first_difference(self):
        self.assertEqual(md.first_difference([1, 2, 3], [1, 2, 4]), 2)
        self.assertEqual(md.first_difference([1, 2], [5]), 0)
        self.assertIsNone(md.first_difference([1, 2], [1, 2, 3]))
        self.assertIsNone(md.first_difference([], []))

    def test_partings_of_two_folders(self):
        with tempfile.TemporaryDirectory() as d:
            write_match(os.path.join(d, "a"), [
                (1, True, [("B", "ee"), ("W", "cc"), ("B", "gg")]),
                (2, False, [("B", "ee"), ("W", "cc")]),
                (3, True, [("B", "ee")]),
                (4, True, [("B", "ee")])])
            write_match(os.path.join(d, "b"), [
                (1, True, [("B", "ee"), ("W", "cc"), ("B", "gc")]),
                (2, False, [("B", "ee"), ("W", "gg")]),
                (3, True, [("B", "ee")])])
            write_match(os.path.join(d, "c"), [(5, True, [("B", "ee")])])
            before = md.games_by_seed(os.path.join(d, "a") + "," + os.path.join(d, "c"))
            after = md.games_by_seed(os.path.join(d, "b"))
        self.assertEqual(sorted(before), [1, 2, 3, 4, 5])
        parted = md.partings(before, after)  # seed 3 is the same game, 4 only in one
        self.assertEqual([p[0] for p in parted], [1, 2])
        seed, i, size, komi, color, mine, moves, a, b = parted[0]
        self.assertEqual((i, size, komi, color, mine, a, b), (2, 9, "5.5", "B", True, "G3", "G7"))
        self.assertEqual(moves, [("B", "E5"), ("W", "C7")])
        self.assertEqual(parted[1][4:6], ("W", True))  # moyogo is White in seed 2

    def test_summary(self):
        n, la, lb, mean, se, better, worse = md.summary([(4.0, 1.0), (2.0, 2.0), (0.0, 3.0)])
        self.assertEqual((n, better, worse), (3, 1, 1))
        self.assertAlmostEqual(la, 2.0)
        self.assertAlmostEqual(lb, 2.0)
        self.assertAlmostEqual(mean, 0.0)
        self.assertAlmostEqual(se, (((-3.0) ** 2 + 0 + 3.0 ** 2) / 2 / 3) ** 0.5)
        self.assertEqual(md.summary([])[0], 0)

    @unittest.skipUnless(os.access(GNUGO, os.X_OK), "GNU Go 3.8 not installed")
    def test_gnugo_values_the_3_3_point_above_the_1_1_point(self):
        # Seed 1 parts at Black's (moyogo's) second move: the 3-3 point against the 1-1
        # point. GNU Go's loss of A1 is the larger.
        with tempfile.TemporaryDirectory() as d:
            write_match(os.path.join(d, "a"), [(1, True, [("B", "ee"), ("W", "cc"), ("B", "ai")])])
            write_match(os.path.join(d, "b"), [(1, True, [("B", "ee"), ("W", "cc"), ("B", "gg")])])
            out = io.StringIO()
            with redirect_stdout(out):
                status = md.main([os.path.join(d, "a"), os.path.join(d, "b"), "-v",
                                  "--gnugo", GNUGO + " --mode gtp --quiet --level 1"])
        self.assertEqual(status, 0)
        lines = out.getvalue().splitlines()
        seed, number, color, a, la, b, lb = lines[0].split()
        self.assertEqual((seed, number, color, a, b), ("1", "3", "B", "A1", "G3"))
        self.assertGreater(float(la), float(lb))
        self.assertIn("1 of 1 paired games part (1 at moyogo's turn", lines[1])
        self.assertIn("after's move better 1 times, worse 0", lines[1])

    def test_no_games_is_an_error(self):
        with tempfile.TemporaryDirectory() as d:
            with redirect_stdout(io.StringIO()):
                self.assertEqual(md.main([d, d]), 2)


if __name__ == "__main__":
    unittest.main()
