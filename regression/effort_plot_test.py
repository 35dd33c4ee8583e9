#!/usr/bin/env python3
"""Unit tests of regression/effort_plot.py (CTest effort_plot_unit, label unit)."""
import json
import os
import re
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import effort_plot as ep  # noqa: E402


def write_match(folder, opts, seed, games, wins, margin, cpu, moves, opp_cpu):
    os.makedirs(folder)
    summary = {'games': games, 'a_wins': wins, 'scored_games': games, 'mean_margin_a': margin,
               'a': {'cpu_seconds': cpu, 'genmoves': moves},
               'b': {'cpu_seconds': opp_cpu, 'genmoves': moves}}
    with open(os.path.join(folder, 'summary.json'), 'w') as f:
        json.dump({'config': {'moyogo_opts': opts, 'seed': seed}, 'summary': summary}, f)


class EffortPlotTest(unittest.TestCase):
    def test_collect_sums_the_matches_of_one_effort(self):
        with tempfile.TemporaryDirectory() as tmp:
            a, b, c = (os.path.join(tmp, n) for n in 'abc')
            write_match(a, '--playouts 8000', 1, 10, 4.0, -2.0, 20.0, 100, 50.0)
            write_match(b, '--playouts 8000', 11, 30, 18.0, 6.0, 60.0, 300, 150.0)
            write_match(c, '', 1, 10, 1.0, -30.0, 5.0, 100, 50.0)
            points = ep.collect([a, b, c])
        self.assertEqual([p['options'] for p in points], ['', '--playouts 8000'])
        p = points[1]
        self.assertEqual((p['games'], p['wins']), (40, 22.0))
        self.assertAlmostEqual(p['margin'], (10 * -2.0 + 30 * 6.0) / 40)
        self.assertAlmostEqual(p['cpu_per_move'], 0.2)
        self.assertAlmostEqual(p['opponent_cpu_per_move'], 0.5)
        self.assertEqual(p['seeds'], [[1, 10], [11, 40]])
        lo, hi = ep.wilson_interval(22, 40)
        self.assertAlmostEqual(p['ci95'][0], round(lo, 4))
        self.assertLess(p['ci95'][0], 22 / 40)
        self.assertGreater(p['ci95'][1], 22 / 40)

    def test_a_stopped_match_counts_its_finished_games(self):
        game = ('(;GM[1]FF[4]SZ[9]KM[5.5]PB[%s]PW[%s]RE[%s]C[Game %d of a moyogo match, '
                'seed %d, referee GNU Go final_score.\n'
                '%s (%s): CPU %s s in %d genmoves (0.1 s/move), process total 1 s\n'
                '%s (%s): CPU %s s in %d genmoves (0.1 s/move), process total 1 s]\n'
                ';B[ee];W[])\n')
        me, gnugo = 'moyogo --playouts 32000', 'gnugo-3.8 L10'
        with tempfile.TemporaryDirectory() as tmp:
            with open(os.path.join(tmp, 'game-001.sgf'), 'w') as f:
                f.write(game % (me, gnugo, 'B+2.5', 1, 7, me, 'B', '4.0', 20, gnugo, 'W', '6.0',
                                20))
            with open(os.path.join(tmp, 'game-002.sgf'), 'w') as f:
                f.write(game % (gnugo, me, 'B+10.5', 2, 8, me, 'W', '6.0', 30, gnugo, 'B',
                                '9.0', 30))
            points = ep.collect([tmp])
        self.assertEqual(len(points), 1)
        p = points[0]
        self.assertEqual((p['options'], p['games'], p['wins']), ('--playouts 32000', 2, 1.0))
        self.assertAlmostEqual(p['margin'], (2.5 - 10.5) / 2)
        self.assertAlmostEqual(p['cpu_per_move'], 10.0 / 50)
        self.assertAlmostEqual(p['opponent_cpu_per_move'], 15.0 / 50)
        self.assertEqual(p['seeds'], [[7, 8]])

    def test_svg_places_more_effort_right_and_more_wins_higher(self):
        points = [{'label': 'a', 'games': 40, 'wins': 10, 'ci95': [0.14, 0.40],
                   'cpu_per_move': 0.05, 'opponent_cpu_per_move': 0.5},
                  {'label': 'b', 'games': 40, 'wins': 30, 'ci95': [0.6, 0.86],
                   'cpu_per_move': 0.8, 'opponent_cpu_per_move': 0.5}]
        text = ep.svg({'title': 't', 'opponent': 'GNU Go', 'points': points})
        circles = [(float(x), float(y)) for x, y in
                   re.findall(r'class="point" cx="([\d.]+)" cy="([\d.]+)"', text)]
        self.assertEqual(len(circles), 2)
        self.assertLess(circles[0][0], circles[1][0])
        self.assertGreater(circles[0][1], circles[1][1])  # SVG y grows downwards
        self.assertEqual(len(re.findall(r'class="interval"', text)), 2)
        opponent = float(re.search(r'class="opponent" x1="([\d.]+)"', text).group(1))
        self.assertTrue(circles[0][0] < opponent < circles[1][0])


if __name__ == '__main__':
    unittest.main()
