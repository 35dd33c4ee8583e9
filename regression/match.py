#!/usr/bin/env python3
"""moyogo match runner: moyogo against GNU Go 3.8 (or another moyogo configuration) over GTP.

Every game starts fresh engine processes with the game's own seed (seed base + game
index), alternates colors (player a is Black in odd-numbered games), is refereed move by
move by a separate GNU Go process and scored by its final_score. Writes one SGF per game
and summary.json into the output folder, prints a progress line per game and a summary.
Exit status: 0, or 1 when any illegal move, timeout, loss on time, crash or aborted game
happened, 2 on bad arguments, 77 when GNU Go is missing.

  regression/match.py --games 40 --size 9 --komi 5.5 --level 1
  regression/match.py --opponent moyogo --moyogo-opts "-p fearless" --size 19 --games 20
  regression/match.py --size 19 --games 10 --time-settings 300 0 0
"""
import argparse
import concurrent.futures
import datetime
import json
import os
import shlex
import sys

import gtp_client
import match_game
import match_stats
from match_clock import Clock

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
MAX_JOBS = 2  # games at once: each game needs a core for the engine to move


def parse_args(argv):
    p = argparse.ArgumentParser(
        description="Play moyogo against GNU Go 3.8 (or two moyogo configurations) "
                    "with GNU Go as referee.")
    p.add_argument("--moyogo", default=os.path.join(ROOT, "build", "moyogo"),
                   help="moyogo binary (default: build/moyogo of this tree)")
    p.add_argument("--moyogo-opts", default="", help="extra options of moyogo (player a)")
    p.add_argument("--opponent", choices=("gnugo", "moyogo"), default="gnugo",
                   help="player b: GNU Go 3.8 (default) or moyogo with --opponent-opts")
    p.add_argument("--opponent-opts", default="", help="extra options of player b")
    p.add_argument("--level", type=int, default=1, help="GNU Go opponent level (default 1)")
    p.add_argument("--allow-resign", action="store_true",
                   help="let the GNU Go opponent resign (default --never-resign: every "
                        "game is played out and scored)")
    p.add_argument("--gnugo", default="/usr/games/gnugo", help="GNU Go 3.8 (opponent, referee)")
    p.add_argument("--games", type=int, default=40)
    p.add_argument("--size", type=int, default=9)
    p.add_argument("--komi", type=float, default=5.5)
    p.add_argument("--handicap", type=int, default=0, help="fixed handicap stones (0, 2-9)")
    p.add_argument("--chinese-rules", action="store_true", help="area scoring (all engines)")
    p.add_argument("--seed", type=int, default=1, help="seed base: game i uses seed + i")
    p.add_argument("--max-moves", type=int, default=0,
                   help="move limit, then the position is scored (default 3 * size^2)")
    p.add_argument("--move-timeout", type=float, default=120.0,
                   help="seconds a genmove may take before it loses the game (default 120)")
    p.add_argument("--time-settings", type=int, nargs=3, metavar=("MAIN", "BYO", "STONES"),
                   help="GTP time_settings for both players; the runner keeps the clocks")
    p.add_argument("--count-overrides", action="store_true",
                   help="run moyogo with -m 128 and count its fearless override lines")
    p.add_argument("-j", "--jobs", type=int, default=MAX_JOBS,
                   help="games played at once (1 or 2, default 2)")
    p.add_argument("--out", help="folder for the SGF files and summary.json "
                                 "(default build/match/<date-time>)")
    p.add_argument("--json", help="also write the summary as JSON to this file")
    p.add_argument("--resume", action="store_true",
                   help="skip the games whose game-NNN.sgf is already in --out (the summary "
                        "then covers the games played by this run)")
    args = p.parse_args(argv)
    _check_args(p, args)
    return args


def _check_args(p, args):
    if args.games < 1:
        p.error("--games must be at least 1")
    if not 2 <= args.size <= 25:
        p.error("--size must be 2 to 25")
    if args.handicap == 1 or not 0 <= args.handicap <= 9:
        p.error("--handicap must be 0 or 2 to 9")
    if not 1 <= args.jobs <= MAX_JOBS:
        p.error("--jobs must be 1 or 2 (two games at a time at most)")
    if args.move_timeout <= 0:
        p.error("--move-timeout must be positive")
    if args.max_moves < 0:
        p.error("--max-moves must not be negative")
    if args.time_settings:
        try:
            Clock(*args.time_settings)
        except ValueError as err:
            p.error("--time-settings: %s" % err)
    for name in ("moyogo_opts", "opponent_opts"):
        try:
            shlex.split(getattr(args, name))
        except ValueError as err:
            p.error("--%s: %s" % (name.replace("_", "-"), err))


def make_players(args, gnugo):
    """Player specs a (moyogo) and b (GNU Go or moyogo), with distinct names."""
    rules = ["--chinese-rules"] if args.chinese_rules else []
    base = [args.moyogo, "--mode", "gtp", "--quiet"] + rules
    a_opts = shlex.split(args.moyogo_opts)
    a = match_game.PlayerSpec(" ".join(["moyogo"] + a_opts), base + a_opts, "moyogo")
    b_opts = shlex.split(args.opponent_opts)
    if args.opponent == "moyogo":
        b = match_game.PlayerSpec(" ".join(["moyogo"] + b_opts), base + b_opts, "moyogo")
        if b.name == a.name:
            b.name += " #2"
    else:
        argv = [gnugo, "--mode", "gtp", "--level", str(args.level)] + rules
        if not args.allow_resign:
            argv.append("--never-resign")
        b = match_game.PlayerSpec(" ".join(["gnugo-3.8 L%d" % args.level] + b_opts),
                                  argv + b_opts, "gnugo")
    return {"a": a, "b": b}


def progress_line(rec, total, a_points, b_points, count_overrides):
    a, b = rec["players"]["a"], rec["players"]["b"]

    def per_move(side):
        return side["cpu_seconds"] / side["genmoves"] if side["genmoves"] else 0.0

    line = "[%2d/%d] %s (%s) - %s (%s): %-7s %-7s %3d moves %5.1f s | %g-%g | " \
           "CPU/move %.5f / %.5f s" % (
               rec["index"], total, a["name"], a["color"], b["name"], b["color"],
               rec["result"], rec["reason"], rec["moves"], rec["wall_seconds"],
               a_points, b_points, per_move(a), per_move(b))
    if count_overrides:
        line += " | overrides %s / %s" % (
            "-" if a["overrides"] is None else a["overrides"],
            "-" if b["overrides"] is None else b["overrides"])
    if rec["reason"] not in ("score",) and rec["notes"]:
        line += " | " + rec["notes"][-1]
    return line


def games_to_play(cfg):
    """Game indexes (0-based) to play: all, or with --resume those without an SGF file."""
    return [i for i in range(cfg.games) if not (
        cfg.resume and os.path.exists(os.path.join(cfg.out, "game-%03d.sgf" % (i + 1))))]


def run_games(cfg):
    """Plays the games of games_to_play (cfg.jobs at a time), prints a line per game,
    returns the records."""
    records = []
    a_points = b_points = 0.0
    with concurrent.futures.ThreadPoolExecutor(max_workers=cfg.jobs) as pool:
        futures = [pool.submit(match_game.play_game, cfg, i) for i in games_to_play(cfg)]
        try:
            for fut in concurrent.futures.as_completed(futures):
                rec = fut.result()
                records.append(rec)
                if rec["reason"] != "error":
                    won = rec["winner"] == rec["a_color"]
                    point = 0.5 if rec["winner"] is None else (1.0 if won else 0.0)
                    a_points += point
                    b_points += 1.0 - point
                print(progress_line(rec, cfg.games, a_points, b_points,
                                    cfg.count_overrides), flush=True)
        except KeyboardInterrupt:
            for fut in futures:
                fut.cancel()
            raise
    return sorted(records, key=lambda r: r["index"])


def main(argv=None):
    args = parse_args(argv)
    gnugo = gtp_client.find_gnugo(args.gnugo)
    if not gnugo:
        print("match: GNU Go 3.8 not found (%s); `make deps` installs it" % args.gnugo,
              file=sys.stderr)
        return gtp_client.SKIP
    if not os.access(args.moyogo, os.X_OK):
        print("match: moyogo binary %s not found; run `make build`" % args.moyogo,
              file=sys.stderr)
        return 2
    args.max_moves = args.max_moves or 3 * args.size * args.size
    args.out = args.out or os.path.join(
        ROOT, "build", "match", datetime.datetime.now().strftime("%Y%m%d-%H%M%S"))
    os.makedirs(args.out, exist_ok=True)
    args.players = make_players(args, gnugo)
    args.referee = [gnugo, "--mode", "gtp"] + (["--chinese-rules"] if args.chinese_rules else [])
    print("match: %s vs %s, %d games, %dx%d, komi %g, handicap %d, seeds %d-%d, -j %d, "
          "SGF in %s" % (args.players["a"].name, args.players["b"].name, args.games,
                         args.size, args.size, args.komi, args.handicap, args.seed,
                         args.seed + args.games - 1, args.jobs, args.out), flush=True)
    records = run_games(args)
    summary = match_stats.summarize(records)
    config = {k: v for k, v in vars(args).items() if k != "players"}
    config["players"] = {r: {"name": s.name, "argv": s.argv, "kind": s.kind}
                         for r, s in args.players.items()}
    doc = {"config": config, "summary": summary, "games": records}
    for path in filter(None, [os.path.join(args.out, "summary.json"), args.json]):
        with open(path, "w", encoding="utf-8") as f:
            json.dump(doc, f, indent=1)
    print(match_stats.format_summary(summary, clocks=bool(args.time_settings)))
    print("SGF files and summary.json in %s" % args.out)
    return 1 if match_stats.failures(summary) else 0


if __name__ == "__main__":
    sys.exit(main())
