#!/usr/bin/env python3
"""Tests of regression/oracle_engine.py (CTest oracle_engine_unit): the choice on GNU Go's
values, and with the real engines (skipped without gnugo) that a huge threshold plays
moyogo's move and a negative one GNU Go's."""
import os
import subprocess
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import blame  # noqa: E402
import oracle_engine as oe  # noqa: E402
from gtp_client import Engine, find_gnugo  # noqa: E402

MOYOGO = os.environ.get("MOYOGO_BIN", os.path.join(os.path.dirname(HERE), "build", "moyogo"))
GNUGO = find_gnugo("/usr/games/gnugo")
SETUP = ["boardsize 9", "clear_board", "komi 5.5", "play b E5", "play w C4"]


class ChoiceTest(unittest.TestCase):
    def test_replaces_only_from_the_threshold(self):
        values = {"D4": 12.0, "E3": 2.0}
        self.assertEqual(oe.choose("e3", values, 10.0), ("D4", 10.0))
        self.assertEqual(oe.choose("E3", values, 10.5), ("E3", 10.0))
        self.assertEqual(oe.choose("C3", values, 12.0), ("D4", 12.0))  # unvalued: 0
        self.assertEqual(oe.choose("D4", values, 0.0), ("D4", 0.0))
        self.assertEqual(oe.choose("C3", {}, 0.0), ("C3", 0.0))

    def test_within_takes_the_best_of_the_proposals(self):
        values = {"D4": 12.0, "E3": 2.0, "F3": 6.0}
        self.assertEqual(oe.choose("E3", values, 3.0, {"E3", "F3"}), ("F3", 4.0))
        self.assertEqual(oe.choose("E3", values, 5.0, {"E3", "F3"}), ("E3", 4.0))
        self.assertEqual(oe.choose("E3", values, 0.0, {"C3"}), ("E3", 0.0))


@unittest.skipUnless(GNUGO and os.path.exists(MOYOGO), "needs gnugo and the moyogo binary")
class EnginesTest(unittest.TestCase):
    def played(self, threshold, options=()):
        argv = [sys.executable, os.path.join(HERE, "oracle_engine.py"), "--oracle-moyogo",
                MOYOGO, "--oracle-gnugo", GNUGO, "--oracle-threshold", str(threshold),
                "--mode", "gtp", "--seed", "5"] + list(options)
        e = Engine(argv, name="oracle")
        try:
            for c in SETUP:
                e.must(c)
            move = e.must("genmove b")
            color = e.must("color " + move)
        finally:
            e.close()
        return move, color

    def alone(self, argv, command):
        e = Engine(argv)
        try:
            for c in SETUP:
                e.must(c)
            return e.must(command).split()[0].upper()
        finally:
            e.close()

    def test_thresholds_pick_either_engine(self):
        ours = self.alone([MOYOGO, "--mode", "gtp", "--seed", "5"], "reg_genmove b")
        theirs = self.alone([GNUGO, "--mode", "gtp", "--level", "1"], "reg_genmove b")
        move, color = self.played(1e9)
        self.assertEqual(move.upper(), ours)
        self.assertEqual(color, "black")  # played on moyogo's board
        self.assertEqual(self.played(-1e9)[0].upper(), theirs)
        # Only another generator's moves are replaced: moyogo's move stands.
        self.assertEqual(self.played(-1e9, ["--oracle-generators", "semeai"])[0].upper(), ours)
        # Within moyogo's proposals: the one GNU Go values most.
        proposals = self.values([MOYOGO, "--mode", "gtp", "--seed", "5"])
        judged = self.values([GNUGO, "--mode", "gtp", "--level", "1"])
        best = max(proposals, key=lambda v: (judged.get(v, 0.0), v))
        self.assertEqual(self.played(-1e9, ["--oracle-within"])[0].upper(), best)

    def values(self, argv):
        e = Engine(argv)
        try:
            for c in SETUP:
                e.must(c)
            e.must("reg_genmove b")
            return blame.move_values(e)
        finally:
            e.close()


if __name__ == "__main__":
    unittest.main()
