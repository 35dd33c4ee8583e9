#!/usr/bin/env python3
"""Rules comparison against GNU Go 3.8: random games played in lockstep over GTP.

Both engines get the same commands: random plays (legal or not, same color twice now and
then, off-board vertices), passes and undos. After every step the script compares the
answer of the step itself, `is_legal` on a sample of points for both colors, `list_stones`
and `captures` for both colors. Any difference is printed with the recent commands and the
script exits 1. Exit 77 (skipped) when gnugo is not installed.

Usage: compare_rules.py --moyogo build/moyogo [--games 60] [--seed 1] [--gnugo PATH]
"""
import argparse
import random
import sys
import time

import gtp_client
from gtp_client import Engine, GtpError, vertex


class Mismatch(Exception):
    pass


class Lockstep:
    """Sends every command to both engines and remembers the recent ones."""

    def __init__(self, ours, peer):
        self.ours = ours
        self.peer = peer
        self.history = []
        self.commands = 0

    def both(self, command, compare=True):
        self.history.append(command)
        self.history = self.history[-12:]
        self.commands += 1
        a = self.ours.send(command)
        b = self.peer.send(command)
        if compare and a != b and not same_error(a, b):
            raise Mismatch("'%s': moyogo %s, gnugo %s" % (command, fmt(a), fmt(b)))
        return a, b


def same_error(ours, peer):
    """moyogo's errors are GNU Go's words, then ": " and the detail ("illegal move: D4 is
    occupied" for "illegal move")."""
    return (not ours[0] and not peer[0] and
            (ours[1] == peer[1] or ours[1].startswith(peer[1] + ": ")))


def fmt(answer):
    ok, text = answer
    return ("= " if ok else "? ") + repr(text)


def random_step(rng, size, to_move, occupied):
    """One random command; returns (command, next color to move). Plays go mostly to empty
    points so boards fill up and suicide, ko and captures come often."""
    r = rng.random()
    color = to_move if rng.random() > 0.08 else ("white" if to_move == "black" else "black")
    other = "white" if color == "black" else "black"
    if r < 0.10:
        return "undo", None
    if r < 0.15:
        return "play %s pass" % color, other
    if r < 0.17:
        bad = rng.choice(["Z1", "A%d" % (size + 1), "I5", "A0", "%s%d" % ("ABCDE"[rng.randrange(5)], size + 3)])
        return "play %s %s" % (color, bad), to_move
    empty = [v for v in all_vertices(size) if v not in occupied]
    if empty and rng.random() < 0.85:
        return "play %s %s" % (color, rng.choice(empty)), other
    x, y = rng.randrange(size), rng.randrange(size)
    return "play %s %s" % (color, vertex(x, y, size)), other


def all_vertices(size):
    return [vertex(x, y, size) for y in range(size) for x in range(size)]


def sample_points(rng, size, last, count):
    """Random points plus the neighbourhood of the last move (where captures and ko are)."""
    pts = set()
    if last is not None:
        lx, ly = last
        for dx in (-2, -1, 0, 1, 2):
            for dy in (-2, -1, 0, 1, 2):
                if abs(dx) + abs(dy) <= 2 and 0 <= lx + dx < size and 0 <= ly + dy < size:
                    pts.add((lx + dx, ly + dy))
    while len(pts) < count + (13 if last else 0) and len(pts) < size * size:
        pts.add((rng.randrange(size), rng.randrange(size)))
    return sorted(pts)


def compare_state(step, rng, size, last):
    """Compares stones, captures and legality; returns the occupied vertices."""
    occupied = set()
    for color in ("black", "white"):
        (_, stones), _ = step.both("list_stones " + color)
        occupied.update(stones.split())
        step.both("captures " + color)
    for (x, y) in sample_points(rng, size, last, 6):
        for color in ("black", "white"):
            step.both("is_legal %s %s" % (color, vertex(x, y, size)))
    return occupied


def play_game(step, rng, size, steps):
    step.both("boardsize %d" % size)
    step.both("clear_board")
    to_move = "black"
    last = None
    occupied = set()
    for _ in range(steps):
        command, next_color = random_step(rng, size, to_move, occupied)
        (ok, _), _ = step.both(command)
        if ok and next_color is not None:
            to_move = next_color
        if ok and command.startswith("play") and not command.endswith("pass"):
            v = command.split()[2]
            last = (gtp_client.LETTERS.index(v[0]), size - int(v[1:]))
        if command == "undo" and ok:
            to_move = "white" if to_move == "black" else "black"
            last = None
        occupied = compare_state(step, rng, size, last)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--moyogo", required=True)
    ap.add_argument("--gnugo", default="/usr/games/gnugo")
    ap.add_argument("--games", type=int, default=60)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    gnugo = gtp_client.find_gnugo(args.gnugo)
    if gnugo is None:
        print("SKIP: gnugo not found")
        return gtp_client.SKIP
    rng = random.Random(args.seed)
    ours = Engine([args.moyogo, "--mode", "gtp"], name="moyogo")
    peer = Engine([gnugo, "--mode", "gtp", "--quiet"], name="gnugo")
    step = Lockstep(ours, peer)
    failures = 0
    start = time.time()
    sizes = list(range(5, 20))
    try:
        for game in range(args.games):
            size = sizes[game % len(sizes)] if game < len(sizes) else rng.choice(sizes)
            # Small boards get long games (full boards, captures, ko); big ones fewer steps.
            steps = min(160, int(size * size * 1.6)) if size <= 9 else 90
            try:
                play_game(step, rng, size, steps)
            except Mismatch as err:
                failures += 1
                print("MISMATCH game %d (%dx%d): %s" % (game, size, size, err))
                print("  recent commands: " + " | ".join(step.history))
    except GtpError as err:
        print("ENGINE FAILURE: %s" % err)
        print("  recent commands: " + " | ".join(step.history))
        failures += 1
    finally:
        ours.close()
        peer.close()
    print("compare_rules: %d games, %d commands per engine, %.1f s, %d game(s) differed"
          % (args.games, step.commands, time.time() - start, failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
