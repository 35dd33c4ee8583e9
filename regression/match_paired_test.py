#!/usr/bin/env python3
"""Unit tests of regression/match_paired.py (CTest match_paired_unit, label unit)."""
import io
import json
import os
import sys
import tempfile
import unittest
from contextlib import redirect_stdout

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import match_paired as mp  # noqa: E402


def game(seed, a_color, winner, margin):
    return {"seed": seed, "a_color": a_color, "winner": winner, "a_margin": margin}


class MatchPairedTest(unittest.TestCase):
    def test_paired_over_the_common_seeds(self):
        before = {1: game(1, "B", "B", 5.0), 2: game(2, "W", "B", -10.0),
                  3: game(3, "B", "W", -3.0), 9: game(9, "B", "B", 40.0)}
        after = {1: game(1, "B", "W", -1.0), 2: game(2, "W", "W", 6.0),
                 3: game(3, "B", "B", 7.0), 4: game(4, "W", "W", 1.0)}
        r = mp.paired(before, after)
        self.assertEqual(r["seeds"], 3)  # seeds 4 and 9 are in one match only
        diffs = [-6.0, 16.0, 10.0]
        self.assertAlmostEqual(r["mean"], sum(diffs) / 3)
        mean = sum(diffs) / 3
        se = (sum((d - mean) ** 2 for d in diffs) / 2 / 3) ** 0.5
        self.assertAlmostEqual(r["se"], se)
        self.assertEqual((r["better"], r["worse"]), (2, 1))
        self.assertEqual((r["wins_before"], r["wins_after"]), (1, 2))
        self.assertEqual((r["gained"], r["lost"]), (2, 1))

    def test_no_common_seed(self):
        r = mp.paired({1: game(1, "B", "B", 1.0)}, {2: game(2, "B", "B", 1.0)})
        self.assertEqual((r["seeds"], r["mean"], r["se"]), (0, 0.0, 0.0))

    def test_main_reads_summaries(self):
        with tempfile.TemporaryDirectory() as d:
            paths = []
            for name, games in (("before", [game(1, "B", "W", -2.0), game(2, "W", "W", 4.0)]),
                                ("after", [game(1, "B", "B", 3.0), game(2, "W", "W", 4.0)])):
                path = os.path.join(d, name + ".json")
                with open(path, "w", encoding="utf-8") as f:
                    json.dump({"games": games}, f)
                paths.append(path)
            out = io.StringIO()
            argv = sys.argv
            sys.argv = ["match_paired.py"] + paths
            try:
                with redirect_stdout(out):
                    mp.main()
            finally:
                sys.argv = argv
        self.assertEqual(out.getvalue(), "2 paired games: wins 1 -> 2 (+1 -0); margin +2.5 a "
                                         "game (standard error 2.5; 1 better, 0 worse)\n")

    def test_usage_without_two_files(self):
        argv = sys.argv
        sys.argv = ["match_paired.py", "one.json"]
        try:
            with self.assertRaises(SystemExit) as e:
                mp.main()
        finally:
            sys.argv = argv
        self.assertIn("match_paired.py BEFORE/summary.json", str(e.exception.code))


if __name__ == "__main__":
    unittest.main()
