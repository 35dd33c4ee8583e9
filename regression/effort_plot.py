#!/usr/bin/env python3
"""Win rate against time per move: the README's scaling picture.

`collect` reads match folders (`make match` writes summary.json in each) into one data file:
one point per effort (the moyogo options of the match), the matches of an effort summed.
`svg` draws the points of a data file: moyogo's CPU seconds per move on a log axis, its
win rate with the 95% Wilson interval, GNU Go's CPU per move as a dashed line.

Usage:
  effort_plot.py collect --title TEXT [--label OPTIONS=TEXT]... --out DATA.json MATCH_DIR...
  effort_plot.py svg DATA.json OUT.svg [--png OUT.png] [--chromium chromium]
"""
import argparse
import glob
import json
import math
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import match_sgf  # noqa: E402
import match_stats  # noqa: E402
from match_stats import wilson_interval  # noqa: E402

WIDTH, HEIGHT = 720, 360
LEFT, RIGHT, TOP, BOTTOM = 70, 30, 40, 60


CPU_LINE = re.compile(r'^(.*) \((B|W)\): CPU ([\d.]+) s in (\d+) genmoves', re.M)


def summary_from_sgf(folder):
    """A match stopped before its summary: the same figures from its finished games' SGF
    files (the result, and each player's CPU from the root comment)."""
    games = wins = margin = 0.0
    cpu = {'a': 0.0, 'b': 0.0}
    moves = {'a': 0, 'b': 0}
    options, seeds = None, []
    for name in sorted(glob.glob(os.path.join(folder, 'game-*.sgf'))):
        with open(name) as f:
            root = match_sgf.parse_sgf(f.read())[0]
        comment = root['C'][0]
        seeds.append(int(re.search(r'seed (\d+)', comment).group(1)))
        for who, color, seconds, count in CPU_LINE.findall(comment):
            side = 'a' if who.startswith('moyogo') else 'b'
            cpu[side] += float(seconds)
            moves[side] += int(count)
            if side == 'a':
                options, mine = who[len('moyogo'):].strip(), color
        black_margin = match_stats.parse_score(root['RE'][0])
        own = black_margin if mine == 'B' else -black_margin
        games += 1
        wins += 1.0 if own > 0 else 0.5 if own == 0 else 0.0
        margin += own
    config = {'moyogo_opts': options, 'seed': min(seeds)}
    summary = {'games': int(games), 'a_wins': wins, 'scored_games': int(games),
               'mean_margin_a': margin / max(1, games),
               'a': {'cpu_seconds': cpu['a'], 'genmoves': moves['a']},
               'b': {'cpu_seconds': cpu['b'], 'genmoves': moves['b']}}
    return {'config': config, 'summary': summary}


def collect(dirs):
    """Match folders -> points, one per moyogo option string, in order of CPU per move. A
    folder without summary.json (a match stopped early) counts its finished games."""
    points = {}
    for d in dirs:
        path = os.path.join(d, 'summary.json')
        if os.path.exists(path):
            with open(path) as f:
                data = json.load(f)
        else:
            data = summary_from_sgf(d)
        config, summary = data['config'], data['summary']
        key = config.get('moyogo_opts') or ''
        p = points.setdefault(key, {'options': key, 'games': 0, 'wins': 0.0, 'margin_sum': 0.0,
                                    'cpu': 0.0, 'moves': 0, 'opponent_cpu': 0.0,
                                    'opponent_moves': 0, 'seeds': []})
        games = summary['games']
        p['games'] += games
        p['wins'] += summary['a_wins']
        p['margin_sum'] += summary['mean_margin_a'] * summary['scored_games']
        p['cpu'] += summary['a']['cpu_seconds']
        p['moves'] += summary['a']['genmoves']
        p['opponent_cpu'] += summary['b']['cpu_seconds']
        p['opponent_moves'] += summary['b']['genmoves']
        p['seeds'].append([config['seed'], config['seed'] + games - 1])
    out = []
    for p in points.values():
        lo, hi = wilson_interval(p['wins'], p['games'])
        out.append({'options': p['options'], 'games': p['games'], 'wins': p['wins'],
                    'ci95': [round(lo, 4), round(hi, 4)],
                    'margin': round(p['margin_sum'] / max(1, p['games']), 2),
                    'cpu_per_move': round(p['cpu'] / max(1, p['moves']), 4),
                    'opponent_cpu_per_move': round(p['opponent_cpu'] / max(1, p['opponent_moves']), 4),
                    'seeds': sorted(p['seeds'])})
    return sorted(out, key=lambda q: q['cpu_per_move'])


def log_axis(values):
    """Decade-aligned bounds around the values (log10)."""
    lo = math.floor(math.log10(min(values)) * 2) / 2
    hi = math.ceil(math.log10(max(values)) * 2) / 2
    return lo, hi if hi > lo else lo + 0.5


def svg(data):
    points = data['points']
    xs = [p['cpu_per_move'] for p in points] + [p['opponent_cpu_per_move'] for p in points]
    lo, hi = log_axis(xs)
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM

    def px(seconds):
        return LEFT + (math.log10(seconds) - lo) / (hi - lo) * plot_w

    def py(rate):
        return TOP + (1.0 - rate) * plot_h

    parts = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" '
             'font-family="sans-serif" font-size="13">' % (WIDTH, HEIGHT),
             '<rect width="100%" height="100%" fill="white"/>',
             '<text x="%d" y="22" font-size="15">%s</text>' % (LEFT, data['title'])]
    for rate in (0.0, 0.25, 0.5, 0.75, 1.0):
        y = py(rate)
        parts.append('<line x1="%d" y1="%.1f" x2="%d" y2="%.1f" stroke="#ddd"/>'
                     % (LEFT, y, WIDTH - RIGHT, y))
        parts.append('<text x="%d" y="%.1f" text-anchor="end">%d%%</text>'
                     % (LEFT - 6, y + 4, round(rate * 100)))
    tick = lo
    while tick <= hi + 1e-9:
        x, seconds = px(10 ** tick), 10 ** tick
        parts.append('<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="#ddd"/>'
                     % (x, TOP, x, HEIGHT - BOTTOM))
        parts.append('<text x="%.1f" y="%d" text-anchor="middle">%g</text>'
                     % (x, HEIGHT - BOTTOM + 18, float('%.2g' % seconds)))
        tick += 0.5
    parts.append('<text x="%d" y="%d" text-anchor="middle">moyogo CPU seconds per move '
                 '(log scale)</text>' % (LEFT + plot_w // 2, HEIGHT - 18))
    gnugo = sum(p['opponent_cpu_per_move'] * p['games'] for p in points) / sum(
        p['games'] for p in points)
    parts.append('<line class="opponent" x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="#d62728" '
                 'stroke-dasharray="6,4"/>' % (px(gnugo), TOP, px(gnugo), HEIGHT - BOTTOM))
    parts.append('<text x="%.1f" y="%d" fill="#d62728">%s: %.2f s</text>'
                 % (px(gnugo) + 4, TOP + 14, data['opponent'], gnugo))
    path = []
    for p in points:
        x, y = px(p['cpu_per_move']), py(p['wins'] / p['games'])
        path.append('%.1f,%.1f' % (x, y))
        parts.append('<line class="interval" x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" '
                     'stroke="#1c2f8c"/>' % (x, py(p['ci95'][0]), x, py(p['ci95'][1])))
        parts.append('<circle class="point" cx="%.1f" cy="%.1f" r="4" fill="#1c2f8c"/>' % (x, y))
        # Labels sit under the rising line; one that would run past the right edge (about 7
        # pixels a character) ends above its point instead.
        right = x + 7 + 7 * len(p['label']) > WIDTH - RIGHT
        tx = x - 7 if right else x + 7
        parts.append('<text x="%.1f" y="%.1f" text-anchor="%s">%s<tspan x="%.1f" dy="15" '
                     'fill="#666">%d games</tspan></text>'
                     % (tx, y - 24 if right else y + 18, 'end' if right else 'start',
                        p['label'], tx, p['games']))
    parts.append('<polyline points="%s" fill="none" stroke="#1c2f8c"/>' % ' '.join(path))
    parts.append('</svg>')
    return '\n'.join(parts) + '\n'


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    sub = ap.add_subparsers(dest='command', required=True)
    c = sub.add_parser('collect')
    c.add_argument('--title', required=True)
    c.add_argument('--opponent', default='GNU Go 3.8 level 10')
    c.add_argument('--label', action='append', default=[],
                   help="a point's label by its moyogo options: '--playouts 4000=a quarter'")
    c.add_argument('--out', required=True)
    c.add_argument('dirs', nargs='+')
    s = sub.add_parser('svg')
    s.add_argument('data')
    s.add_argument('out')
    s.add_argument('--png', help='also screenshot the SVG into this PNG (headless Chromium)')
    s.add_argument('--chromium', default='chromium')
    args = ap.parse_args()
    if args.command == 'collect':
        points = collect(args.dirs)
        labels = dict(item.rsplit('=', 1) for item in args.label)
        for p in points:
            p['label'] = labels.get(p['options'], p['options'] or 'default')
        with open(args.out, 'w') as f:
            json.dump({'title': args.title, 'opponent': args.opponent, 'points': points}, f,
                      indent=1)
            f.write('\n')
        return 0
    with open(args.data) as f:
        data = json.load(f)
    with open(args.out, 'w') as f:
        f.write(svg(data))
    if args.png:
        from svg_pictures import screenshot
        screenshot(args.chromium, args.out, args.png, WIDTH, HEIGHT)
    return 0


if __name__ == '__main__':
    sys.exit(main())
