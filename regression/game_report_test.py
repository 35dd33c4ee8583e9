#!/usr/bin/env python3
"""Unit tests of regression/game_report.py (CTest game_report_unit, label unit)."""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import game_report as gr  # noqa: E402


class FakeGnugo:
    """Answers loadsgf, estimate_score, final_status_list and list_stones from tables."""

    def __init__(self, estimates, dead, stones):
        self.estimates, self.dead, self.stones = estimates, dead, stones
        self.loaded = None
        self.sent = []

    def must(self, command):
        self.sent.append(command)
        words = command.split()
        if words[0] == "loadsgf":
            self.loaded = int(words[2]) if len(words) > 2 else None
            return "black"
        if words[0] == "estimate_score":
            return self.estimates[self.loaded]
        if words[0] == "final_status_list":
            return " ".join(self.dead)
        return " ".join(self.stones)


class GameReportTest(unittest.TestCase):
    def test_margin_from_moyogos_side(self):
        self.assertEqual(gr.margin("B+12.5", "B"), 12.5)
        self.assertEqual(gr.margin("B+12.5", "W"), -12.5)
        self.assertEqual(gr.margin("W+3.0 (upper bound: 9.0, lower: -1.0)", "W"), 3.0)
        self.assertIsNone(gr.margin("W+R", "B"))
        self.assertEqual(gr.margin("0", "B"), 0.0)  # jigo is scored
        self.assertIsNone(gr.margin("Void", "B"))
        self.assertIsNone(gr.margin(None, "B"))

    def test_strings_are_four_connected(self):
        stones = {"A1", "A2", "B2", "D4", "E5", "T19"}
        self.assertEqual(gr.strings(stones, 19), [["A1", "A2", "B2"], ["D4"], ["E5"], ["T19"]])
        self.assertEqual(list(gr.neighbours("A1", 19)), ["B1", "A2"])
        self.assertEqual(sorted(gr.neighbours("J9", 9)), ["H9", "J8"])

    def test_buckets_and_slope(self):
        self.assertEqual([gr.bucket(n, gr.SIZE_BUCKETS) for n in (1, 2, 3, 4, 6, 7, 40)],
                         ["1", "2-3", "2-3", "4-6", "4-6", "7+", "7+"])
        self.assertEqual([gr.bucket(n, gr.START_BUCKETS) for n in (1, 59, 60, 179, 180)],
                         ["<60", "<60", "60-119", "120-179", "180+"])
        self.assertAlmostEqual(gr.slope([0, 10, 20], [5, -15, -35]), -2.0)
        self.assertEqual(gr.slope([3, 3], [1, 2]), 0.0)

    def test_dead_strings_take_moyogos_stones_and_their_first_move(self):
        moves = [("B", "C3"), ("W", "D4"), ("B", "C4"), ("W", "PASS"), ("B", "Q16")]
        self.assertEqual(gr.placed_at(moves, "B"), {"C3": 1, "C4": 3, "Q16": 5})
        gnugo = FakeGnugo({}, ["C3", "C4", "D4", "Q16"], ["C3", "C4", "Q16"])
        self.assertEqual(gr.dead_strings(gnugo, "/g.sgf", "B", moves, 19),
                         [(2, 1, "C3"), (1, 5, "Q16")])
        self.assertEqual(gnugo.sent[0], "loadsgf /g.sgf")

    def test_trajectory_stops_at_the_games_end(self):
        gnugo = FakeGnugo({21: "B+4.5 (upper bound: 8.0, lower: 1.0)", 41: "W+10.0"}, [], [])
        self.assertEqual(gr.trajectory(gnugo, "/g.sgf", "W", [20, 40, 60], 50),
                         [-4.5, 10.0, None])
        self.assertIn("loadsgf /g.sgf 21", gnugo.sent)

    def test_summary_counts_per_game(self):
        games = [(-30.0, [2.0, -10.0], [(8, 12, "C3"), (1, 150, "D4")]),
                 (10.0, [4.0, None], [(2, 70, "Q16")])]
        lines = gr.summary(games, [20, 40])
        self.assertEqual(lines[0], "games 2, mean final margin -10.0")
        self.assertEqual(lines[1], "after move   20: mean estimate    3.0 over 2 games")
        self.assertEqual(lines[2], "after move   40: mean estimate  -10.0 over 1 games")
        self.assertIn("dead moyogo stones a game 5.5", lines[3])
        self.assertIn("by string size 1 0.5, 2-3 1.0, 4-6 0.0, 7+ 4.0", lines[3])
        self.assertIn("by starting move <60 4.0, 60-119 1.0, 120-179 0.5, 180+ 0.0", lines[3])
        self.assertEqual(lines[4], "final margin per dead stone -5.71")


class FakeJudge:
    """Answers loadsgf, color and dragon_status from a table by the loaded move number."""

    def __init__(self, status, gone_from=None):
        self.status, self.gone_from = status, gone_from
        self.loaded = None
        self.asked = []

    def must(self, command):
        words = command.split()
        if words[0] == "loadsgf":
            self.loaded = int(words[2])
            return "black"
        if words[0] == "color":
            gone = self.gone_from is not None and self.loaded >= self.gone_from
            return "empty" if gone else "black"
        self.asked.append(self.loaded)
        return self.status.get(self.loaded, "alive")


class CriticalMomentsTest(unittest.TestCase):
    MOVES = [("B", "C3"), ("W", "D4"), ("B", "Q16"), ("W", "C5"), ("B", "R4"),
             ("W", "D2"), ("B", "Q3"), ("W", "B2"), ("B", "C2"), ("W", "B3")]

    def test_moyogos_turns_only_until_dead_twice(self):
        judge = FakeJudge({4: "critical d3 c4", 6: "critical D3 D3", 8: "dead", 10: "dead"})
        cs = gr.critical_moments(judge, "/g.sgf", "W", self.MOVES, "D4", 2)
        # White's turns are moves 4, 6, 8, 10 (loaded before each); the turn at 10 is the
        # second dead one, so nothing after it is asked.
        self.assertEqual(judge.asked, [4, 6, 8, 10])
        self.assertEqual(cs, [(4, "D3", "C4", "C5"), (6, "D3", "D3", "D2")])

    def test_stops_when_the_stone_is_captured(self):
        judge = FakeJudge({3: "critical C4 D3", 5: "critical C4 D3"}, gone_from=7)
        cs = gr.critical_moments(judge, "/g.sgf", "B", self.MOVES, "C3", 1)
        self.assertEqual(judge.asked, [3, 5])
        self.assertEqual([c[0] for c in cs], [3, 5])

    def test_summary_counts_key_points(self):
        found = [(5, [(4, "D3", "C4", "C4"), (6, "D3", "D3", "Q3")]), (8, [])]
        self.assertEqual(gr.critical_summary(found),
                         "dead early strings 2 (13 stones): critical at a moyogo turn 1; at 2 "
                         "such turns moyogo played GNU Go's attack or defence point at 1")


if __name__ == "__main__":
    unittest.main()
