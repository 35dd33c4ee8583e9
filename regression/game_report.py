#!/usr/bin/env python3
"""Where moyogo's match games are lost, by GNU Go 3.8's judgement: the score over the game
and the stones that die.

For each match SGF file (regression/match.py writes them):
- GNU Go's `estimate_score` at the move numbers of --marks, from moyogo's side (komi
  included), next to the referee's final margin: the mean over the games shows in which
  stretch of the game the margin goes;
- moyogo's stones GNU Go's `final_status_list dead` calls dead at the end, grouped into
  strings, counted by string size and by the move that started the string (its earliest
  stone still on the board), with the slope of the final margin on the dead stones.

- with --critical: for each of those strings of at least 4 stones started before move 60,
  GNU Go's `dragon_status` (at --critical-level, 10 by default) of its first stone at every
  moyogo turn from its start until it is dead: how many strings were CRITICAL at a moment
  moyogo had the move, and at how many of those moments moyogo played GNU Go's attack or
  defence point (the rest it played elsewhere).

  regression/game_report.py build/match/*/game-0*.sgf [--marks 20,40,60,100,150,200]

About 0.6 s a game with GNU Go level 1; --critical adds about 10 s a dead early string. The
estimate is GNU Go's quick one: noisy in a single game, useful over tens of games.
"""
import argparse
import collections
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import blame  # noqa: E402
import gtp_client  # noqa: E402
import match_stats  # noqa: E402

SIZE_BUCKETS = ((1, "1"), (3, "2-3"), (6, "4-6"), (10 ** 6, "7+"))
START_BUCKETS = ((59, "<60"), (119, "60-119"), (179, "120-179"), (10 ** 6, "180+"))
CRITICAL_MIN_STONES = 4  # --critical looks at dead strings this big
CRITICAL_BEFORE = 60  # started before this move


def margin(result, me):
    """A result or estimate ('B+12.5', '0', 'W+3.0 (upper bound...)') as moyogo's margin;
    None if unscored ('W+R', 'Void')."""
    words = (result or "").split()
    try:
        black = match_stats.parse_score(words[0] if words else "")
    except ValueError:
        return None
    return black if me == "B" else -black


def neighbours(vertex, size):
    col = gtp_client.LETTERS.index(vertex[0])
    row = int(vertex[1:])
    for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        if 0 <= col + dc < size and 1 <= row + dr <= size:
            yield "%s%d" % (gtp_client.LETTERS[col + dc], row + dr)


def strings(stones, size):
    """The 4-connected strings among a set of vertices (each a sorted list)."""
    seen, out = set(), []
    for start in sorted(stones):
        if start in seen:
            continue
        seen.add(start)
        todo, found = [start], []
        while todo:
            v = todo.pop()
            found.append(v)
            for n in neighbours(v, size):
                if n in stones and n not in seen:
                    seen.add(n)
                    todo.append(n)
        out.append(sorted(found))
    return out


def bucket(value, buckets):
    return next(name for top, name in buckets if value <= top)


def placed_at(moves, me):
    """Vertex -> move number (1-based) of moyogo's last stone played there."""
    return {v: i + 1 for i, (c, v) in enumerate(moves) if c == me and v != "PASS"}


def dead_strings(gnugo, path, me, moves, size):
    """(size, starting move, first stone) of each string of moyogo's stones dead at the end."""
    gnugo.must("loadsgf %s" % path)
    dead = set(gnugo.must("final_status_list dead").split())
    mine = set(gnugo.must("list_stones %s" % ("black" if me == "B" else "white")).split())
    when = placed_at(moves, me)
    out = []
    for s in strings(dead & mine, size):
        start = min(when.get(v, 0) for v in s)
        first = next((v for v in s if when.get(v, 0) == start), s[0])
        out.append((len(s), start, first))
    return out


def critical_moments(gnugo, path, me, moves, vertex, start):
    """At each moyogo turn after move `start` while the stone at vertex stands: (move number
    moyogo played, attack, defence, moyogo's move) where GNU Go calls its dragon CRITICAL.
    Stops when it is dead at two turns running."""
    out, dead_turns = [], 0
    for m in range(start, len(moves)):
        if moves[m][0] != me:
            continue
        gnugo.must("loadsgf %s %d" % (path, m + 1))
        if gnugo.must("color %s" % vertex).strip() == "empty":
            break
        words = gnugo.must("dragon_status %s" % vertex).split()
        status = words[0] if words else ""
        dead_turns = dead_turns + 1 if status == "dead" else 0
        if dead_turns == 2:
            break
        if status == "critical" and len(words) >= 3:
            out.append((m + 1, words[1].upper(), words[2].upper(), moves[m][1]))
    return out


def critical_summary(found):
    """Report line over [(string size, [critical moments])] of the dead early strings."""
    moments = [c for _, cs in found for c in cs]
    key = sum(1 for _, a, d, played in moments if played in (a, d))
    return ("dead early strings %d (%d stones): critical at a moyogo turn %d; at %d such "
            "turns moyogo played GNU Go's attack or defence point at %d"
            % (len(found), sum(n for n, _ in found), sum(1 for _, cs in found if cs),
               len(moments), key))


def trajectory(gnugo, path, me, marks, length):
    """GNU Go's estimate from moyogo's side after each mark (None past the game's end)."""
    out = []
    for mark in marks:
        if mark > length:
            out.append(None)
            continue
        gnugo.must("loadsgf %s %d" % (path, mark + 1))
        out.append(margin(gnugo.must("estimate_score").strip(), me))
    return out


def slope(xs, ys):
    """Least-squares slope of ys on xs (0 when xs do not vary)."""
    n = len(xs)
    mx, my = sum(xs) / n, sum(ys) / n
    sxx = sum((x - mx) ** 2 for x in xs)
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sxx if sxx else 0.0


def summary(games, marks):
    """Report lines over games: [(final margin, trajectory, [(string size, start)])]."""
    n = len(games)
    lines = ["games %d, mean final margin %.1f" % (n, sum(g[0] for g in games) / n)]
    for i, mark in enumerate(marks):
        seen = [g[1][i] for g in games if g[1][i] is not None]
        if seen:
            lines.append("after move %4d: mean estimate %6.1f over %d games"
                         % (mark, sum(seen) / len(seen), len(seen)))
    by_size, by_start = collections.Counter(), collections.Counter()
    for g in games:
        for stones, start, _ in g[2]:
            by_size[bucket(stones, SIZE_BUCKETS)] += stones
            by_start[bucket(start, START_BUCKETS)] += stones
    dead = [sum(s for s, _, _ in g[2]) for g in games]
    lines.append("dead moyogo stones a game %.1f; by string size %s; by starting move %s"
                 % (sum(dead) / n,
                    ", ".join("%s %.1f" % (k, by_size[k] / n) for _, k in SIZE_BUCKETS),
                    ", ".join("%s %.1f" % (k, by_start[k] / n) for _, k in START_BUCKETS)))
    lines.append("final margin per dead stone %.2f" % slope(dead, [g[0] for g in games]))
    return lines


def report_critical(judge, path, me, moves, dead, found):
    """--critical for one game: the CRITICAL moments of its dead early strings, appended to
    found as (string size, moments) and printed."""
    for stones, start, first in dead:
        if stones < CRITICAL_MIN_STONES or start >= CRITICAL_BEFORE:
            continue
        cs = critical_moments(judge, path, me, moves, first, start)
        found.append((stones, cs))
        print("  %d stones from move %d (%s): critical at %s" % (
            stones, start, first,
            " ".join("%d (%s/%s, played %s)" % c for c in cs) or "no moyogo turn"), flush=True)


def report_game(gnugo, judge, path, marks, games, found):
    """One SGF: appends (final margin, trajectory, dead strings) to games; None if unscored."""
    size, _, _, me, moves = blame.played_moves(path)
    with open(path, encoding="utf-8") as f:
        result = re.search(r"RE\[([^\]]*)\]", f.read())
    final = margin(result.group(1) if result else "", me)
    if final is None:
        print("%s: no scored result, left out" % path)
        return
    full = os.path.abspath(path)
    dead = dead_strings(gnugo, full, me, moves, size)
    games.append((final, trajectory(gnugo, full, me, marks, len(moves)), dead))
    print("%s: margin %.1f, dead %d" % (path, final, sum(s for s, _, _ in dead)), flush=True)
    if judge:
        report_critical(judge, full, me, moves, dead, found)


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("sgf", nargs="+", help="match game SGF files")
    p.add_argument("--gnugo", default="/usr/games/gnugo")
    p.add_argument("--level", type=int, default=1, help="GNU Go's level as the judge")
    p.add_argument("--marks", default="20,40,60,80,100,150,200",
                   help="move numbers of the estimates, comma separated")
    p.add_argument("--critical", action="store_true",
                   help="GNU Go's CRITICAL moments of the dead early strings")
    p.add_argument("--critical-level", type=int, default=10,
                   help="GNU Go's level for those dragon_status questions")
    args = p.parse_args()
    gnugo_path = gtp_client.find_gnugo(args.gnugo)
    if not gnugo_path:
        print("game_report: gnugo not found", file=sys.stderr)
        return gtp_client.SKIP
    marks = [int(m) for m in args.marks.split(",")]
    gnugo = gtp_client.Engine([gnugo_path, "--mode", "gtp", "--level", str(args.level)])
    judge = (gtp_client.Engine([gnugo_path, "--mode", "gtp", "--level", str(args.critical_level)])
             if args.critical else None)
    games, found = [], []
    try:
        for path in args.sgf:
            report_game(gnugo, judge, path, marks, games, found)
    finally:
        gnugo.close()
        if judge:
            judge.close()
    if games:
        print("\n".join(summary(games, marks)))
    if found:
        print(critical_summary(found))
    return 0


if __name__ == "__main__":
    sys.exit(main())
