#!/usr/bin/env python3
"""Unit tests of regression/blame.py's pure parts (CTest blame_unit, label unit)."""
import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import blame  # noqa: E402

SGF = ("(;GM[1]FF[4]SZ[9]KM[5.5]PB[gnugo-3.8 L1]PW[moyogo]C[Game 3 of a moyogo match, seed 7, "
       "referee GNU Go final_score.];B[ee];W[cc];B[];W[gc])")


class FakeMoyogo:
    """Answers reg_genmove and move_reasons as moyogo does."""

    def __init__(self, reasons):
        self.reasons = reasons
        self.sent = []

    def must(self, command):
        self.sent.append(command)
        return "C3" if command.startswith("reg_genmove") else self.reasons


class BlameTest(unittest.TestCase):
    def test_match_sgf_gives_seed_color_and_moves(self):
        fd, path = tempfile.mkstemp(suffix=".sgf")
        try:
            with os.fdopen(fd, "w") as f:
                f.write(SGF)
            size, komi, seed, me, moves = blame.played_moves(path)
        finally:
            os.unlink(path)
        self.assertEqual((size, komi, seed, me), (9, "5.5", "7", "W"))
        self.assertEqual(moves, [("B", "E5"), ("W", "C7"), ("B", "PASS"), ("W", "G7")])

    def test_loss_is_best_minus_the_moves_value(self):
        values = {"C3": 30.0, "D4": 42.5}
        self.assertEqual(blame.move_loss(values, "D4"), 0.0)
        self.assertEqual(blame.move_loss(values, "C3"), 12.5)
        self.assertEqual(blame.move_loss(values, "E5"), 42.5)
        self.assertEqual(blame.move_loss({}, "E5"), 0.0)

    def test_the_highest_reason_is_blamed_with_the_pattern_family(self):
        reasons = ("Move reasons:\nMove at C3: shapes 52: pattern F301 (-, weight 40, value 52)\n"
                   "Move at C3: defender 71: defends B7 (worm value 78, 3 liberties)\n"
                   "Move at C3: shapes 64: pattern CD213 (A, weight 64, value 64)")
        fake = FakeMoyogo(reasons)
        self.assertEqual(blame.blamed(fake, "B", "C3"), "defender")
        self.assertEqual(fake.sent, ["reg_genmove B", "move_reasons C3"])
        fake.reasons = reasons.replace("defender 71", "defender 61")
        self.assertEqual(blame.blamed(fake, "B", "C3"), "shapes CD")
        self.assertEqual(blame.blamed(fake, "B", "C3", by_pattern=True), "shapes CD213")
        fake.reasons = "Move reasons:"
        self.assertEqual(blame.blamed(fake, "B", "C3"), "none")

    def test_a_passing_gnugo_has_no_values_and_is_not_asked(self):
        class PassingGnugo:
            def must(self, command):
                if command.startswith("all_move_values"):
                    raise AssertionError("GNU Go's empty answer would hang the client")
                return "PASS" if command.startswith("reg_genmove") else ""

        class ValuingGnugo:
            def must(self, command):
                return "Q16" if command.startswith("reg_genmove") else "Q16 20.5\nd4 3"

        self.assertEqual(blame.gnugo_values(PassingGnugo(), "B"), {})
        self.assertEqual(blame.gnugo_values(ValuingGnugo(), "W"), {"Q16": 20.5, "D4": 3.0})


if __name__ == "__main__":
    unittest.main()
