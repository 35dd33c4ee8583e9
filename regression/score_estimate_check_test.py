#!/usr/bin/env python3
"""Unit tests of regression/score_estimate_check.py (CTest score_estimate_check_unit)."""
import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import score_estimate_check as sec  # noqa: E402


class MainLine(unittest.TestCase):
    def test_first_variation_at_every_branch(self):
        text = "(;SZ[9];B[aa];W[bb](;B[cc];W[dd](;B[ee])(;B[ff]))(;B[gg];W[hh]))"
        moves = [n.get("B", n.get("W")) for n in sec.main_line(text)[1:]]
        self.assertEqual(moves, [["aa"], ["bb"], ["cc"], ["dd"], ["ee"]])

    def test_escaped_bracket_and_old_identifiers(self):
        nodes = sec.main_line("(;GaMe[1]C[a \\] b (;B[zz\\]) ];B[cd]\n  ;W[]) (;B[aa])")
        self.assertEqual(nodes[0]["GM"], ["1"])
        self.assertEqual(nodes[0]["C"], ["a ] b (;B[zz]) "])
        self.assertEqual(nodes[1]["B"], ["cd"])
        self.assertEqual(nodes[2]["W"], [""])
        self.assertEqual(len(nodes), 3)  # the second game tree is not read

    def test_game_facts(self):
        self.assertEqual(sec.game_facts("(;SZ[13]AB[aa][bb];B[cc];W[];B[dd])"), (13, 3))
        self.assertEqual(sec.game_facts("(;GM[1];B[cc])"), (19, 1))


class Estimates(unittest.TestCase):
    def test_parse(self):
        self.assertEqual(sec.parse_estimate("B+31.5 (upper bound: -25.6, lower: -37.5)"), -31.5)
        self.assertEqual(sec.parse_estimate("W+0.0 (upper bound: 0.0, lower: 0.0)"), 0.0)
        self.assertEqual(sec.parse_estimate("W+3.5"), 3.5)
        self.assertEqual(sec.parse_estimate("0"), 0.0)
        for bad in ("", "resign", "X+3", "B3.5"):
            with self.assertRaises(ValueError):
                sec.parse_estimate(bad)

    def test_sign_agreement_counts_zero_apart(self):
        theirs = {"a": 3.0, "b": -2.0, "c": 0.0, "d": 5.0, "e": 1.0}
        ours = {"a": 1.0, "b": 4.0, "c": -1.0, "d": 2.0}  # e missing
        self.assertEqual(sec.sign_agreement(ours, theirs),
                         {"agree": 2, "disagree": 1, "gnugo_zero": 1, "total": 4})

    def test_mean_abs_change_over_runs(self):
        run = [("f", 10), ("f", 11), ("f", 12)]
        values = {"f|10": 1.0, "f|11": -2.0, "f|12": 2.0, "g|1": 0.0, "g|2": 9.0}
        self.assertEqual(sec.mean_abs_change(values, [run]), 3.5)
        self.assertEqual(sec.mean_abs_change(values, [[("g", 1), ("g", 2)], run]), 16 / 3)
        self.assertIsNone(sec.mean_abs_change({}, [run]))


class Positions(unittest.TestCase):
    def test_marks_skip_short_games_and_windows_every_nth(self):
        games = [("a", 130), ("b", 65), ("c", 200), ("d", 59)]
        at_marks, runs = sec.positions(games, [60, 120], [(50, 52), (110, 111)], 2)
        self.assertEqual(at_marks, [("a", 60), ("a", 120), ("b", 60), ("c", 60), ("c", 120)])
        self.assertEqual(runs, [[("a", 50), ("a", 51), ("a", 52)], [("a", 110), ("a", 111)],
                                [("c", 50), ("c", 51), ("c", 52)], [("c", 110), ("c", 111)]])

    def test_load_games_by_size(self):
        with tempfile.TemporaryDirectory() as tmp:
            for name, text in (("x.sgf", "(;SZ[19];B[aa];W[bb])"), ("y.sgf", "(;SZ[9];B[aa])")):
                with open(os.path.join(tmp, name), "w") as f:
                    f.write(text)
            games = sec.load_games(os.path.join(tmp, "*.sgf"), 19)
        self.assertEqual([(os.path.basename(p), n) for p, n in games], [("x.sgf", 2)])


if __name__ == "__main__":
    unittest.main()
