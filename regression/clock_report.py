#!/usr/bin/env python3
"""How a player spent its clock in match games (the SGF files of regression/match.py with
--time-settings, whose moves carry BL/WL: the clock left after the move).

Prints, for the player (default moyogo), the time per move grouped by the clock left before
the move, the lowest clock left in any game, and the games it lost on time. Evidence for
issue 11: the engine never exceeds its clock and spends less per move as the clock runs low.

Usage: clock_report.py [--player moyogo] [--main 300] DIR_OR_SGF...
"""
import argparse
import glob
import os
import re
import sys

BANDS = [(200, 1e9), (100, 200), (50, 100), (20, 50), (0, 20)]


def moves_with_clock(text):
    """[(color, seconds_left_after)] in game order."""
    return [(m.group(1), float(m.group(3)))
            for m in re.finditer(r';([BW])\[([a-z]*)\][^;()]*?\1L\[(-?[\d.]+)\]', text)]


def player_color(text, player):
    pb = re.search(r'PB\[([^\]]*)\]', text)
    pw = re.search(r'PW\[([^\]]*)\]', text)
    if pb and pb.group(1).startswith(player):
        return 'B'
    if pw and pw.group(1).startswith(player):
        return 'W'
    return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--player', default='moyogo')
    ap.add_argument('--main', type=float, help='main time (when the SGF has no TM)')
    ap.add_argument('paths', nargs='+')
    args = ap.parse_args()
    files = []
    for p in args.paths:
        files += sorted(glob.glob(os.path.join(p, '*.sgf'))) if os.path.isdir(p) else [p]
    per_band = {b: [] for b in BANDS}
    lowest, games, negative = None, 0, []
    for f in files:
        text = open(f, encoding='utf-8', errors='replace').read()
        color = player_color(text, args.player)
        if color is None:
            continue
        games += 1
        main_time = args.main
        m = re.search(r'TM\[([\d.]+)\]', text)
        if m:
            main_time = float(m.group(1))
        before = main_time
        for c, left in moves_with_clock(text):
            if c != color:
                continue
            if before is None:
                before = left  # no TM: the first move's clock is the reference
            used = max(0.0, before - left)
            for lo, hi in BANDS:
                if lo <= before < hi:
                    per_band[(lo, hi)].append(used)
            lowest = left if lowest is None else min(lowest, left)
            if left < 0:
                negative.append(os.path.basename(f))
            before = left
    print('%s: %d games' % (args.player, games))
    for (lo, hi), used in per_band.items():
        if used:
            label = ('clock > %d s' % lo) if hi > 1e8 else ('clock %d-%d s' % (lo, hi))
            print('  %-16s %4d moves, %.2f s/move (max %.2f)' %
                  (label, len(used), sum(used) / len(used), max(used)))
    print('  lowest clock left after a move: %s s' % ('%.1f' % lowest if lowest is not None else '-'))
    print('  games over the clock: %d %s' % (len(set(negative)), ' '.join(sorted(set(negative)))))
    return 1 if negative else 0


if __name__ == '__main__':
    sys.exit(main())
