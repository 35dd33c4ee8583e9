#!/usr/bin/env python3
"""loadsgf / printsgf comparison against GNU Go 3.8 on real games.

For a fixed sample of SGF games from the peer suite (../shared/peer-regression/games),
both engines run `loadsgf FILE [N]` for several N (whole game, move numbers, a vertex) and
must answer the same (the color to move) and give the same `list_stones` for both colors.
Then moyogo writes the position with `printsgf FILE`, gnugo loads that file: its stones
must equal moyogo's. Its side to move must be the loaded one, or the one gnugo gets from
its own printsgf file (GNU Go 3.8 writes PL as the player who moved last).
Exit 1 on any difference, 77 if gnugo is missing.

Usage: compare_loadsgf.py --moyogo build/moyogo [--games 60] [--peer DIR] [--seed 1]
"""
import argparse
import os
import random
import re
import sys
import tempfile
import time

import gtp_client
from gtp_client import Engine, GtpError

MOVE = re.compile(r";\s*[BW]\[([a-z]{2})\]")


def default_peer():
    here = os.path.dirname(os.path.abspath(__file__))
    return os.path.normpath(os.path.join(here, "..", "..", "shared", "peer-regression"))


def board_size(text):
    m = re.search(r"SZ\[(\d+)\]", text)
    return int(m.group(1)) if m else 19


def until_values(rng, text):
    """Whole game, a few move numbers, and one vertex taken from a move of the file."""
    moves = MOVE.findall(text)
    n = len(moves)
    values = ["", "1", str(max(2, n // 2)), str(n + 5)]
    if n > 4:
        values.append(str(rng.randrange(2, n)))
        sz = board_size(text)
        xy = moves[rng.randrange(n)]
        x, y = ord(xy[0]) - ord("a"), ord(xy[1]) - ord("a")
        if x < sz and y < sz:
            values.append(gtp_client.vertex(x, y, sz))
    return values


def pick_games(rng, games_dir, count):
    """A seeded sample, spread over the board sizes present."""
    names = sorted(f for f in os.listdir(games_dir) if f.endswith(".sgf"))
    by_size = {}
    for name in names:
        with open(os.path.join(games_dir, name), encoding="latin-1") as f:
            by_size.setdefault(board_size(f.read()), []).append(name)
    picked = []
    for size in sorted(by_size):  # at least one of every size
        picked.append(rng.choice(by_size[size]))
    rest = [n for n in names if n not in picked]
    rng.shuffle(rest)
    picked += rest[: max(0, count - len(picked))]
    return sorted(picked)


def stones(engine):
    return {c: set(engine.must("list_stones " + c).split()) for c in ("black", "white")}


def check_one(ours, peer, path, until, tmp, problems):
    command = ("loadsgf %s %s" % (path, until)).strip()
    a = ours.send(command)
    b = peer.send(command)
    if a != b:
        problems.append("'%s': moyogo %r, gnugo %r" % (command, a, b))
        return
    if not a[0]:
        return  # both refused the file the same way
    mine = stones(ours)
    theirs = stones(peer)
    for c in ("black", "white"):
        if mine[c] != theirs[c]:
            problems.append("'%s' list_stones %s: only moyogo %s, only gnugo %s" % (
                command, c, sorted(mine[c] - theirs[c]), sorted(theirs[c] - mine[c])))
    ok, text = ours.send("printsgf " + tmp)
    if not ok:
        problems.append("'%s' then printsgf: ? %s" % (command, text))
        return
    # GNU Go 3.8's printsgf writes PL as the player who moved last, so its own file reloads
    # with the other side to move. moyogo's file must reload either faithfully (`a`) or
    # exactly as gnugo's own file does (GNU Go's format copied).
    peer.must("printsgf " + tmp + ".peer")
    expected = peer.send("loadsgf " + tmp + ".peer")
    back = peer.send("loadsgf " + tmp)
    if back != expected and back != a:
        problems.append("'%s' then printsgf: gnugo loads moyogo's file as %r, its own as %r"
                        % (command, back, expected))
        with open(tmp, encoding="latin-1") as f:
            problems.append("  printsgf wrote: " + f.read().replace("\n", " ")[:300])
        return
    again = stones(peer)
    for c in ("black", "white"):
        if again[c] != mine[c]:
            problems.append("'%s' printsgf reloaded in gnugo, %s: only moyogo %s, only gnugo %s"
                            % (command, c, sorted(mine[c] - again[c]), sorted(again[c] - mine[c])))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--moyogo", required=True)
    ap.add_argument("--gnugo", default="/usr/games/gnugo")
    ap.add_argument("--peer", default=default_peer())
    ap.add_argument("--games", type=int, default=60)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    gnugo = gtp_client.find_gnugo(args.gnugo)
    if gnugo is None:
        print("SKIP: gnugo not found")
        return gtp_client.SKIP
    games_dir = os.path.join(args.peer, "games")
    if not os.path.isdir(games_dir):
        print("compare_loadsgf: no games in %s: skipped (the peer suite is not beside the "
              "checkout)" % games_dir)
        return gtp_client.SKIP
    rng = random.Random(args.seed)
    moyogo = os.path.abspath(args.moyogo)
    ours = Engine([moyogo, "--mode", "gtp"], cwd=args.peer, name="moyogo")
    peer = Engine([gnugo, "--mode", "gtp", "--quiet"], cwd=args.peer, name="gnugo")
    start = time.time()
    loads = 0
    bad_games = 0
    with tempfile.TemporaryDirectory() as tmpdir:
        tmp = os.path.join(tmpdir, "printed.sgf")
        try:
            for name in pick_games(rng, games_dir, args.games):
                path = "games/" + name
                with open(os.path.join(args.peer, path), encoding="latin-1") as f:
                    text = f.read()
                problems = []
                for until in until_values(rng, text):
                    loads += 1
                    check_one(ours, peer, path, until, tmp, problems)
                if problems:
                    bad_games += 1
                    print("MISMATCH %s (%dx%d):" % (path, board_size(text), board_size(text)))
                    for p in problems:
                        print("  " + p)
        except GtpError as err:
            print("ENGINE FAILURE: %s" % err)
            bad_games += 1
        finally:
            ours.close()
            peer.close()
    print("compare_loadsgf: %d games, %d loads, %.1f s, %d game(s) differed"
          % (args.games, loads, time.time() - start, bad_games))
    return 1 if bad_games else 0


if __name__ == "__main__":
    sys.exit(main())
