#!/usr/bin/env python3
"""moyogo's own view of the stored training positions (train_data.py extract), dumped from
the current binary for the trainers: one moyogo process per game and kind replays the game
(with the game's seed) and answers at each position.

  dump DATA --moyogo BIN --out DIR [--kinds prior,points,proposals,network] [--games N]
       [-j J] [--moves N]

Kinds (one file a game under DIR/KIND/, kept while newer than the binary and the game's
file, so a rerun redoes only what a new build or changed games need):
  prior      `prior_features COLOR` at every labelled position (both sources; a PASS label
             is not fitted): move_prior.py's dump format, `# GAME:NUMBER COLOR LABEL SOURCE` then
             the answer; gzip
  points     `point_features COLOR` at moyogo's turns from move FIRST_MOVE: `# GAME:NUMBER
             COLOR` then the answer (`V prediction f1 ... fK`); gzip
  proposals  moyogo's `reg_genmove`, then `move_reasons` of every point of its
             `all_move_values`, at the same turns: JSON [{"pos", "props": [[V, family,
             value]]}] (the family as the weighted choice groups them, choice_net.family)
  network    `prior_moves COLOR 1000 network` (the policy network's probability of every
             legal point) at the same turns: `# GAME:NUMBER COLOR` then the answer; gzip

NUMBER is the 1-based number of the move about to be played (MOVES + 1 of labels.txt).
"""
import argparse
import concurrent.futures
import gzip
import json
import math
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import blame  # noqa: E402
import gtp_client  # noqa: E402
import train_data  # noqa: E402

KINDS = ("prior", "points", "proposals", "network")
EXTENSION = {"prior": ".prior.gz", "points": ".points.gz", "proposals": ".proposals.json",
             "network": ".network.gz"}
# The weighted choice runs from 20 stones (learned_chooser.h kWeightedChoiceFrom): the
# choice network and the point valuation are fitted from move 20 on.
FIRST_MOVE = 20
# The reason the weighted choice gives its pick (move_reasons.cpp generatorName).
CHOICE_GENERATOR = "weighted"
REASON = re.compile(r"^Move at \S+: (\S+) (-?\d+): (?:pattern (\S+))?")


def family(line):
    """A move_reasons line -> (family, value): the generator, for shapes with the pattern
    name's first two letters (`shapes CD`); None for other lines and for the weighted
    choice's own reason (its pick, an output of the choice and not one of its inputs)."""
    m = REASON.match(line)
    if not m or m.group(1) == CHOICE_GENERATOR:
        return None
    name = m.group(1) + ((" " + m.group(3)[:2]) if m.group(3) else "")
    return name, int(m.group(2))


def key(game, number):
    return "%s:%d" % (game, number)


def proposals_at(engine, color):
    """[[vertex, family, value]] of every proposal of moyogo's genmove (not played)."""
    engine.must("reg_genmove " + color)
    props = []
    for line in engine.must("all_move_values").splitlines():
        if not line.split():
            continue
        move = line.split()[0].upper()
        for reason in engine.must("move_reasons " + move).splitlines():
            fv = family(reason)
            if fv:
                props.append([move, fv[0], fv[1]])
    return props


def dump_game(binary, games_dir, game, kind, labels, limit=0):
    """The kind's text of one game (its first `limit` positions when limit > 0). labels:
    {moves: (color, vertex, source)}."""
    size, komi, seed, me, moves = blame.played_moves(os.path.join(games_dir, game))
    engine = gtp_client.Engine([binary, "--mode", "gtp", "--seed", seed])
    out = []
    try:
        for command in ("boardsize %d" % size, "clear_board", "komi " + komi):
            engine.must(command)
        for number, (color, move) in enumerate(moves[:limit] if limit > 0 else moves, start=1):
            label = labels.get(number - 1)
            mine = color == me and number >= FIRST_MOVE
            if kind == "prior" and label:
                out.append("# %s %s %s %s\n" % (key(game, number), color, label[1], label[2]))
                out.append(engine.must("prior_features " + color) + "\n")
            elif kind == "points" and mine:
                out.append("# %s %s\n" % (key(game, number), color))
                out.append(engine.must("point_features " + color) + "\n")
            elif kind == "network" and mine:
                out.append("# %s %s\n" % (key(game, number), color))
                out.append(engine.must("prior_moves %s 1000 network" % color) + "\n")
            elif kind == "proposals" and mine:
                out.append({"pos": key(game, number), "props": proposals_at(engine, color)})
            engine.must("play %s %s" % (color, move))
    finally:
        engine.close()
    return json.dumps(out) if kind == "proposals" else "".join(out)


def output_path(out_dir, kind, game):
    return os.path.join(out_dir, kind, game[:-4] + EXTENSION[kind])


def up_to_date(path, binary, game):
    """The dump is newer than the binary and the game file."""
    return os.path.exists(path) and os.path.getmtime(path) >= max(
        os.path.getmtime(binary), os.path.getmtime(game))


def write_kind(path, kind, text):
    tmp = path + ".tmp"
    if kind == "proposals":
        with open(tmp, "w", encoding="utf-8") as f:
            f.write(text)
    else:
        with gzip.open(tmp, "wt", encoding="utf-8", compresslevel=3) as f:
            f.write(text)
    os.replace(tmp, path)


def labels_by_game(labels_path):
    out = {}
    for game, moves, color, vertex, source in train_data.read_labels(labels_path):
        out.setdefault(game, {})[moves] = (color, vertex, source)
    return out


def cmd_dump(args):
    games_dir = os.path.join(args.data, "games")
    names = train_data.game_files(games_dir)
    if args.games:
        names = names[:args.games]
    labels = labels_by_game(os.path.join(args.data, "labels.txt"))
    jobs = []
    for kind in args.kinds.split(","):
        if kind not in KINDS:
            sys.exit("train_features.py: unknown kind %s (%s)" % (kind, ", ".join(KINDS)))
        os.makedirs(os.path.join(args.out, kind), exist_ok=True)
        jobs += [(kind, g) for g in names
                 if not up_to_date(output_path(args.out, kind, g), args.moyogo,
                                   os.path.join(games_dir, g))]

    def run(job):
        kind, game = job
        text = dump_game(args.moyogo, games_dir, game, kind, labels.get(game, {}), args.moves)
        write_kind(output_path(args.out, kind, game), kind, text)
        return "%s %s" % (kind, game)

    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for done, line in enumerate(pool.map(run, jobs), start=1):
            print("[%d/%d] %s" % (done, len(jobs), line), flush=True)
    print("dumped %d files (%d up to date) into %s" % (
        len(jobs), len(names) * len(args.kinds.split(",")) - len(jobs), args.out))
    return 0


def read_points(path):
    """[(key, color, [vertex], [[features]])] of a points file (the prediction dropped)."""
    out = []
    with gzip.open(path, "rt", encoding="utf-8") as f:
        for line in f:
            if line.startswith("#"):
                k, color = line[2:].split()
                cur = (k, color, [], [])
                out.append(cur)
            elif line.strip():
                parts = line.split()
                cur[2].append(parts[0].upper())
                cur[3].append([float(x) for x in parts[2:]])
    return out


def network_entry(line, into):
    """Adds one `V probability` line of `prior_moves` to {vertex: log-probability}."""
    vertex, p = line.split()
    into[vertex.upper()] = math.log(max(float(p), 1e-300))


def read_network(path):
    """{key: {vertex: log-probability}} of a network file (the legal points)."""
    out = {}
    with gzip.open(path, "rt", encoding="utf-8") as f:
        for line in f:
            if line.startswith("#"):
                cur = out.setdefault(line[2:].split()[0], {})
            elif line.strip():
                network_entry(line, cur)
    return out


def read_proposals(path):
    with open(path, encoding="utf-8") as f:
        return {row["pos"]: row["props"] for row in json.load(f)}


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = p.add_subparsers(dest="command", required=True)
    d = sub.add_parser("dump")
    d.add_argument("data", help="a folder of train_data.py extract")
    d.add_argument("--moyogo", required=True)
    d.add_argument("--out", required=True)
    d.add_argument("--kinds", default=",".join(KINDS))
    d.add_argument("--games", type=int, default=0, help="the first N games only")
    d.add_argument("--moves", type=int, default=0, help="the first N positions only (tests)")
    d.add_argument("-j", "--jobs", type=int, default=1, help="games dumped at once")
    args = p.parse_args(argv)
    if not os.access(args.moyogo, os.X_OK):
        print("train_features.py: no moyogo binary %s" % args.moyogo, file=sys.stderr)
        return 2
    return {"dump": cmd_dump}[args.command](args)


if __name__ == "__main__":
    sys.exit(main())
