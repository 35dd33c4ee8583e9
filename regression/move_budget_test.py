#!/usr/bin/env python3
"""Unit tests of regression/move_budget.py (CTest move_budget_unit, label unit): the
time_status parser and the report over made-up moves."""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import move_budget as mb  # noqa: E402

STATUS = ("system=absolute main=30.0 period=0.0 stones=0 periods=0 black=21.5/0.0/0 "
          "white=18.2/1.5/3 next_budget=0.31 last_move=0.20")


def move(number, budget, left, wall, cpu=0.1):
    return {"number": number, "color": "black", "budget": budget, "left": left, "wall": wall,
            "cpu": cpu, "move": "D4"}


class MoveBudgetTest(unittest.TestCase):
    def test_status_gives_budget_and_the_movers_time_left(self):
        self.assertEqual(mb.parse_status(STATUS, "black"), (0.31, 21.5))
        self.assertEqual(mb.parse_status(STATUS, "white"), (0.31, 19.7))  # main + period

    def test_status_not_understood(self):
        with self.assertRaises(ValueError):
            mb.parse_status("system=none", "black")

    def test_report_counts_moves_over_budget_and_past_the_time_left(self):
        records = [move(1, 0.5, 30.0, 0.4), move(2, 0.5, 29.6, 0.65),  # over by 0.15
                   move(3, 0.2, 0.3, 0.4), move(4, 1.0, 20.0, 1.05)]   # move 3: past left
        lines = mb.report(records).split("\n")
        self.assertEqual(len(lines), 3)
        self.assertEqual(lines[0], "moves 4, longest 1.05 s (move 4, budget 1.00 s, 20.0 s "
                         "left), largest wall/budget 2.00 (move 3: 0.40 s of 0.20 s), "
                         "largest wall/left 1.333 (move 3: 0.40 s of 0.3 s)")
        self.assertEqual(lines[1], "over budget by more than 0.1 s: 2; longer than the time "
                         "left: 1; CPU per move 0.100 s, wall per move 0.625 s")
        self.assertTrue(lines[2].startswith("worst: move 3 0.40/0.20 s, move 2 0.65/0.50 s"))

    def test_a_move_on_an_empty_clock_is_infinitely_long(self):
        line = mb.report([move(1, 0.02, 0.0, 0.5), move(2, 0.02, 10.0, 0.1)]).split("\n")[0]
        self.assertIn("largest wall/left inf (move 1: 0.50 s of 0.0 s)", line)


if __name__ == "__main__":
    unittest.main()
