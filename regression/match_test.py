#!/usr/bin/env python3
"""Unit tests of the match runner's pure parts: Wilson interval, scores, summary, SGF, clock.

python3 regression/match_test.py (CTest: match_unit).
"""
import math
import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import match_sgf  # noqa: E402
import match_stats  # noqa: E402
from match_clock import Clock  # noqa: E402


class WilsonTest(unittest.TestCase):
    def test_no_win_upper_bound_is_z2_over_n_plus_z2(self):
        lo, hi = match_stats.wilson_interval(0, 10)
        self.assertEqual(lo, 0.0)
        self.assertAlmostEqual(hi, 3.8415 / 13.8415, places=4)

    def test_half_is_symmetric(self):
        lo, hi = match_stats.wilson_interval(5, 10)
        self.assertAlmostEqual(lo + hi, 1.0, places=12)
        self.assertAlmostEqual(lo, 0.2366, places=4)

    def test_forty_games(self):
        lo, hi = match_stats.wilson_interval(14, 40)  # 35%, the target
        self.assertAlmostEqual(lo, 0.2213, places=4)
        self.assertAlmostEqual(hi, 0.5049, places=4)
        self.assertEqual(match_stats.wilson_interval(0, 0), (0.0, 1.0))

    def test_all_wins(self):
        lo, hi = match_stats.wilson_interval(40, 40)
        self.assertEqual(hi, 1.0)
        self.assertAlmostEqual(lo, 40 / (40 + 3.8415), places=3)


class ScoreTest(unittest.TestCase):
    def test_parse(self):
        self.assertEqual(match_stats.parse_score("B+7.5"), 7.5)
        self.assertEqual(match_stats.parse_score("W+12"), -12.0)
        self.assertEqual(match_stats.parse_score(" 0 "), 0.0)
        for bad in ("", "B+", "X+3", "W+R", "7.5"):
            with self.assertRaises(ValueError):
                match_stats.parse_score(bad)

    def test_result_string(self):
        self.assertEqual(match_stats.result_string("B", "score", 7.5), "B+7.5")
        self.assertEqual(match_stats.result_string("W", "score", -3.0), "W+3")
        self.assertEqual(match_stats.result_string(None, "score", 0.0), "0")
        self.assertEqual(match_stats.result_string("W", "resign"), "W+R")
        self.assertEqual(match_stats.result_string("B", "time"), "B+T")
        self.assertEqual(match_stats.result_string("B", "illegal"), "B+F")
        self.assertEqual(match_stats.result_string(None, "error"), "Void")


def _side(name, color, **kw):
    side = {"name": name, "color": color, "genmoves": 10, "cpu_seconds": 1.0,
            "max_move_seconds": 0.5, "clock_used": 3.0, "illegal": 0, "timeouts": 0,
            "time_losses": 0, "crashes": 0, "resigns": 0, "overrides": None}
    side.update(kw)
    return side


def _record(a_color, winner, reason, a_margin=None, a_kw=None):
    b_color = "W" if a_color == "B" else "B"
    return {"a_color": a_color, "winner": winner, "reason": reason, "a_margin": a_margin,
            "moves": 20, "wall_seconds": 2.0,
            "players": {"a": _side("moyogo", a_color, **(a_kw or {})),
                        "b": _side("gnugo", b_color)}}


class SummaryTest(unittest.TestCase):
    def test_counts_from_player_a(self):
        games = [_record("B", "B", "score", 4.5), _record("W", "B", "score", -10.5),
                 _record("B", None, "score", 0.0), _record("W", "B", "illegal", None,
                                                            {"illegal": 1}),
                 _record("B", None, "error")]
        s = match_stats.summarize(games)
        self.assertEqual((s["games"], s["decided"], s["errors"], s["jigo"]), (5, 4, 1, 1))
        self.assertEqual(s["a_wins"], 1.5)
        self.assertEqual(s["b_wins"], 2.5)
        self.assertEqual(s["a_as_black"], [1.5, 2])
        self.assertEqual(s["a_as_white"], [0.0, 2])
        self.assertEqual(s["scored_games"], 3)
        self.assertAlmostEqual(s["mean_margin_a"], -2.0)
        self.assertEqual(s["a"]["genmoves"], 50)
        self.assertAlmostEqual(s["a"]["cpu_per_move"], 0.1)
        self.assertEqual(s["a"]["illegal"], 1)
        self.assertEqual(match_stats.failures(s), 2)  # the illegal move + the void game
        self.assertEqual(s["a_ci95"], list(match_stats.wilson_interval(1.5, 4)))
        text = match_stats.format_summary(s)
        self.assertIn("1.5 - 2.5 in 4 games", text)
        self.assertIn("illegal 1", text)

    def test_override_rate(self):
        games = [_record("B", "W", "score", -1.0, {"overrides": 2}),
                 _record("W", "W", "score", 1.0, {"overrides": 3})]
        s = match_stats.summarize(games)
        self.assertEqual(s["a"]["overrides"], 5)
        self.assertAlmostEqual(s["a"]["override_rate"], 0.25)
        self.assertIn("fearless overrides 5 (25.0%", match_stats.format_summary(s))


class SgfTest(unittest.TestCase):
    def test_points(self):
        self.assertEqual(match_sgf.sgf_point("A9", 9), "aa")
        self.assertEqual(match_sgf.sgf_point("j1", 9), "ii")
        self.assertEqual(match_sgf.sgf_point("T19", 19), "sa")
        self.assertEqual(match_sgf.sgf_point("PASS", 19), "")
        for bad in ("I5", "K5", "A10", "A0", "", "E", "resign"):
            with self.assertRaises(ValueError):
                match_sgf.sgf_point(bad, 9)
        for v in ("A1", "H8", "J9", "pass"):
            self.assertEqual(match_sgf.gtp_vertex(match_sgf.sgf_point(v, 9), 9), v)

    def test_round_trip(self):
        info = {"size": 9, "komi": 5.5, "black": "moyogo -p fearless",
                "white": "gnugo [3.8] \\ L1", "result": "W+2.5", "date": "2024-01-02",
                "handicap": ["C3", "G7"], "comment": "CPU a] 0.1 s"}
        moves = [{"color": "W", "vertex": "E5", "time_left": 12.34},
                 {"color": "B", "vertex": "pass", "time_left": 5.0, "stones_left": 3},
                 {"color": "W", "vertex": "pass"}]
        text = match_sgf.game_sgf(info, moves)
        nodes = match_sgf.parse_sgf(text)
        root = nodes[0]
        self.assertEqual(root["SZ"], ["9"])
        self.assertEqual(root["KM"], ["5.5"])
        self.assertEqual(root["PW"], ["gnugo [3.8] \\ L1"])
        self.assertEqual(root["C"], ["CPU a] 0.1 s"])
        self.assertEqual(root["HA"], ["2"])
        self.assertEqual(root["AB"], ["cg", "gc"])
        self.assertEqual(root["RE"], ["W+2.5"])
        self.assertEqual(len(nodes), 4)
        self.assertEqual(nodes[1], {"W": ["ee"], "WL": ["12.3"]})
        self.assertEqual(nodes[2], {"B": [""], "BL": ["5.0"], "OB": ["3"]})
        self.assertEqual(nodes[3], {"W": [""]})

    def test_parser_rejects_broken_files(self):
        for bad in ("", "(;B[aa]", "(;B[aa)", ";B[aa]", "(;b[aa])", "(;B[aa]B[bb])",
                    "(;B)", "()", "(;B[aa]) trailing"):
            with self.assertRaises(match_sgf.SgfError, msg=bad):
                match_sgf.parse_sgf(bad)
        self.assertEqual(len(match_sgf.parse_sgf("(;FF[4](;B[aa];W[bb])(;B[cc]))")), 3)


class ResumeTest(unittest.TestCase):
    def test_resume_skips_the_games_with_a_file(self):
        import match
        with tempfile.TemporaryDirectory() as d:
            for n in (1, 3):
                with open(os.path.join(d, "game-%03d.sgf" % n), "w", encoding="utf-8") as f:
                    f.write("(;)")
            args = match.parse_args(["--games", "4", "--out", d, "--resume"])
            self.assertEqual(match.games_to_play(args), [1, 3])
            args = match.parse_args(["--games", "4", "--out", d])
            self.assertEqual(match.games_to_play(args), [0, 1, 2, 3])


class ClockTest(unittest.TestCase):
    def test_absolute(self):
        c = Clock(10, 0, 0)
        self.assertEqual(c.time_left(), (10, 0))
        self.assertTrue(c.spend(4.5))
        self.assertEqual(c.time_left(), (5, 0))
        self.assertAlmostEqual(c.allowance(), 5.5)
        self.assertFalse(c.spend(5.6))
        self.assertTrue(c.flagged)
        self.assertAlmostEqual(c.used, 10.1)
        self.assertAlmostEqual(c.max_move, 5.6)

    def test_canadian(self):
        c = Clock(2, 10, 2)
        self.assertAlmostEqual(c.allowance(), 12.0)
        self.assertTrue(c.spend(3.0))  # main runs out: 1 s of the first period used
        self.assertEqual(c.time_left(), (9, 1))
        self.assertTrue(c.spend(8.5))  # last stone of the period: a new period starts
        self.assertEqual(c.time_left(), (10, 2))
        self.assertTrue(c.spend(6.0))
        self.assertEqual(c.remaining(), (4.0, 1))
        self.assertFalse(c.spend(4.5))
        self.assertTrue(c.flagged)

    def test_byo_yomi_only_and_unlimited(self):
        c = Clock(0, 5, 1)
        self.assertEqual(c.time_left(), (5, 1))
        self.assertTrue(c.spend(4.9))
        self.assertEqual(c.time_left(), (5, 1))
        u = Clock(0, 5, 0)  # GTP: byo-yomi time with 0 stones = no time limit
        self.assertTrue(u.unlimited)
        self.assertTrue(u.spend(1000.0))
        self.assertEqual(u.allowance(), math.inf)

    def test_bad_settings(self):
        for args in ((0, 0, 0), (-1, 0, 0), (0, 0, 5), (5, -1, 1)):
            with self.assertRaises(ValueError, msg=str(args)):
                Clock(*args)


if __name__ == "__main__":
    unittest.main()
