#!/usr/bin/env python3
"""Unit tests of regression/choice_fit.py's pure parts (CTest choice_fit_unit)."""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import choice_fit as cf  # noqa: E402


class ChoiceFitTest(unittest.TestCase):
    def test_family_of_a_reason(self):
        self.assertEqual(cf.family("Move at C3: shapes 54: pattern CD226 (A, weight 54, value 54)"),
                         ("shapes CD", 54))
        self.assertEqual(cf.family("Move at C3: defender 71: defends O2 (worm value 74)"),
                         ("defender", 71))
        self.assertIsNone(cf.family("Move reasons:"))

    def test_inputs_follow_the_cpp_order(self):
        x = cf.inputs([0.5, 2.0, 1.0], {"shapes CD": 60, "defender": 400, "unknown": 90})
        n = len(cf.FAMILIES)
        self.assertEqual(len(x), 2 + n + 2)
        self.assertEqual(x[:2], [0.5, 2.0])                          # the bias dropped
        self.assertAlmostEqual(x[2 + cf.FAMILIES.index("shapes CD")], 0.6)
        self.assertAlmostEqual(x[2 + cf.FAMILIES.index("defender")], 1.5)  # capped
        self.assertEqual(x[-2:], [1.0, 1.0])
        self.assertEqual(cf.inputs([0.5, 2.0, 1.0], {})[-2:], [0.0, 1.0])

    def test_search_learns_which_family_gnugo_prefers(self):
        # Two proposals a position, the same value from two families; GNU Go likes the
        # defender's and not the territory's. The search must rank the defender first.
        feats = [{"pos": str(n), "gnugo": {"B2": 10.0},
                  "features": {"A1": [0.0, 1.0], "B2": [0.0, 1.0]}} for n in range(6)]
        props = [{"pos": str(n), "props": [["A1", "territory", 50], ["B2", "defender", 50]]}
                 for n in range(6)]
        data = cf.build(feats, props)
        cands = cf.candidates(data)
        start = [0.0] * len(data[0]["features"]["A1"])
        start[1 + cf.FAMILIES.index("territory")] = 1.0
        self.assertAlmostEqual(cf.pick_loss(cands, start), 10.0)
        w = cf.coordinate_search(cands, start)
        self.assertAlmostEqual(cf.pick_loss(cands, w), 0.0)


if __name__ == "__main__":
    unittest.main()
