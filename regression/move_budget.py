#!/usr/bin/env python3
"""Does every move keep to its budget and to the time left? moyogo plays itself under a
clock (one process, both colors, GTP `time_settings`; the engine keeps both clocks from its
own measured times). Before each genmove the script reads GTP `time_status`: the budget
the engine will allot the move (next_budget) and the mover's time left; then it times the
genmove from outside (wall seconds) and reads the engine's CPU seconds (all threads).

The report: moves, the longest move, the largest ratio of wall time to budget and to the
time left, the moves over their budget (by more than OVER_SLACK seconds), the moves longer
than the time left (each one a loss on time), and the five worst.

Usage: move_budget.py --moyogo BIN [--size 19] [--time "30 0 0"] [--games 2] [--seed 1]
                      [--max-moves N] [--opts "--threads 2"] [--json FILE]
"""
import argparse
import json
import re
import shlex
import sys
import time

from match_engine import TimedEngine

OVER_SLACK = 0.1  # seconds a move may pass its budget before it counts as over

STATUS = re.compile(r"black=([\d.]+)/([\d.]+)/(\d+) white=([\d.]+)/([\d.]+)/(\d+) "
                    r"next_budget=([\d.]+)")


def parse_status(text, color):
    """(budget, time left) of `color` from a time_status answer: the time left is the main
    time left plus the current period's (the clock the next move is charged to)."""
    m = STATUS.search(text)
    if m is None:
        raise ValueError("time_status answer not understood: %r" % text)
    main, period = (m.group(1), m.group(2)) if color == "black" else (m.group(4), m.group(5))
    return float(m.group(7)), float(main) + float(period)


def play_game(args, seed):
    """Every move of one self-play game: dicts number, color, budget, left, wall, cpu, move."""
    argv = [args.moyogo, "--mode", "gtp", "--seed", str(seed)] + shlex.split(args.opts)
    engine = TimedEngine(argv, "moyogo")
    records = []
    try:
        engine.must("boardsize %d" % args.size)
        engine.must("clear_board")
        engine.must("komi %s" % args.komi)
        engine.must("time_settings %s" % args.time)
        passes, color = 0, "black"
        max_moves = args.max_moves or 3 * args.size * args.size
        for number in range(1, max_moves + 1):
            budget, left = parse_status(engine.must("time_status"), color)
            cpu0, start = engine.cpu_seconds(), time.monotonic()
            move = engine.must("genmove %s" % color).strip().upper()
            wall = time.monotonic() - start
            records.append({"number": number, "color": color, "budget": budget, "left": left,
                            "wall": wall, "cpu": engine.cpu_seconds() - cpu0, "move": move})
            passes = passes + 1 if move == "PASS" else 0
            if passes >= 2 or move == "RESIGN":
                break
            color = "white" if color == "black" else "black"
    finally:
        engine.close()
    return records


def share(part, whole):
    """part / whole, infinite when whole is 0 (a move on an empty clock)."""
    return part / whole if whole > 0 else float("inf")


def report(records):
    """The report's three lines over `records` (play_game's dicts)."""
    over = [r for r in records if r["wall"] > r["budget"] + OVER_SLACK]
    past_left = [r for r in records if r["wall"] > r["left"]]
    worst = sorted(records, key=lambda r: r["wall"] - r["budget"], reverse=True)[:5]
    longest = max(records, key=lambda r: r["wall"])
    ratio = max(records, key=lambda r: share(r["wall"], r["budget"]))
    left = max(records, key=lambda r: share(r["wall"], r["left"]))
    n = len(records)
    return "\n".join([
        "moves %d, longest %.2f s (move %d, budget %.2f s, %.1f s left), largest wall/budget "
        "%.2f (move %d: %.2f s of %.2f s), largest wall/left %.3f (move %d: %.2f s of %.1f s)"
        % (n, longest["wall"], longest["number"], longest["budget"], longest["left"],
           share(ratio["wall"], ratio["budget"]), ratio["number"], ratio["wall"],
           ratio["budget"], share(left["wall"], left["left"]), left["number"],
           left["wall"], left["left"]),
        "over budget by more than %.1f s: %d; longer than the time left: %d; CPU per move "
        "%.3f s, wall per move %.3f s" % (OVER_SLACK, len(over), len(past_left),
                                          sum(r["cpu"] for r in records) / n,
                                          sum(r["wall"] for r in records) / n),
        "worst: " + ", ".join("move %d %.2f/%.2f s" % (r["number"], r["wall"], r["budget"])
                              for r in worst),
    ])


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--moyogo", required=True)
    ap.add_argument("--size", type=int, default=19)
    ap.add_argument("--komi", default="6.5")
    ap.add_argument("--time", default="30 0 0", help='GTP time_settings "MAIN BYO STONES"')
    ap.add_argument("--games", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--max-moves", type=int, default=0)
    ap.add_argument("--opts", default="", help="more moyogo options")
    ap.add_argument("--json", help="write every move's record (with its game) to this file")
    args = ap.parse_args()
    records = []
    for game in range(args.games):
        game_records = play_game(args, args.seed + game)
        print("game %d: %s" % (game + 1, report(game_records).replace("\n", "; ")), flush=True)
        records += [dict(r, game=game + 1) for r in game_records]
    print(report(records))
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"config": vars(args), "moves": records}, f)
    past_left = sum(1 for r in records if r["wall"] > r["left"])
    return 1 if past_left else 0


if __name__ == "__main__":
    sys.exit(main())
