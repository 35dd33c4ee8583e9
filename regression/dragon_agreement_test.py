#!/usr/bin/env python3
"""Unit tests of regression/dragon_agreement.py (CTest dragon_agreement_unit)."""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import dragon_agreement as da  # noqa: E402


class Parsing(unittest.TestCase):
    def test_vertex_skips_i(self):
        self.assertEqual(da.parse_vertex("J1", 19), (8, 1))
        self.assertEqual(da.parse_vertex("t19", 19), (18, 19))
        with self.assertRaises(ValueError):
            da.parse_vertex("K10", 9)

    def test_groups_one_per_line(self):
        groups = da.parse_groups("A1 B1\n\nC3\n", 9)
        self.assertEqual(groups, [[(0, 1), (1, 1)], [(2, 3)]])
        self.assertEqual(da.labels(groups), {(0, 1): 0, (1, 1): 0, (2, 3): 1})

    def test_games_spec(self):
        self.assertEqual(da.parse_games("0-2,7"), [0, 1, 2, 7])


class Pairs(unittest.TestCase):
    # Worms: a = {(0,1)}, b = {(2,1)}, c = {(0,3)}, d = {(9,9)} far from the others.
    WORMS = {(0, 1): 0, (2, 1): 1, (0, 3): 2, (9, 9): 3}

    def test_counts_each_kind(self):
        ours = {(0, 1): 0, (2, 1): 0, (0, 3): 1, (9, 9): 0}    # joins a-b, and d far away
        theirs = {(0, 1): 0, (2, 1): 0, (0, 3): 0, (9, 9): 1}  # joins a-b-c
        c = da.count_pairs(self.WORMS, ours, theirs)
        # a-b both; a-c and b-c only GNU Go (over-cut); a-d too far apart.
        self.assertEqual(c, {"pairs": 3, "agree": 1, "over_joined": 0, "over_cut": 2})

    def test_same_worm_and_unjoined_pairs_do_not_count(self):
        worms = {(0, 1): 0, (1, 1): 0, (3, 1): 1}
        ours = {(0, 1): 0, (1, 1): 0, (3, 1): 0}
        theirs = {(0, 1): 0, (1, 1): 0, (3, 1): 1}
        c = da.count_pairs(worms, ours, theirs)
        self.assertEqual(c, {"pairs": 2, "agree": 0, "over_joined": 2, "over_cut": 0})
        none = da.count_pairs(worms, theirs, theirs, max_distance=1)
        self.assertEqual(none["pairs"], 0)


if __name__ == "__main__":
    unittest.main()
