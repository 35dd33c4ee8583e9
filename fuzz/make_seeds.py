#!/usr/bin/env python3
"""Builds the seed corpora of `make fuzz` at run time (nothing is copied into the repo).

Usage: make_seeds.py --peer PEER_DIR --repo REPO_DIR --out OUT_DIR
  OUT/gtp  GTP sessions: every .tst of regression/ and PEER cut into 40-line pieces, with
           `loadsgf games/...` made absolute so the fuzzer can run from any folder
  OUT/gtp-play  generated game sessions on boards 2x2 to 9x9 (seeded): plays, passes,
           undo storms, trymove/popgo, boardsize changes, clocks, analysis questions and
           garbage; cheap to run, so most of the fuzzer's executions are whole sessions
  OUT/gtp.dict  libFuzzer dictionary: every command name of the sessions, colors, keywords
  OUT/cli  command lines, one argument per line, from the documented options
The SGF target reads regression/games and PEER/games directly.
"""
import argparse
import glob
import os
import re


def gtp_seeds(tst_files, peer, out):
    os.makedirs(out, exist_ok=True)
    n = 0
    for path in tst_files:
        base = os.path.dirname(os.path.abspath(path))
        lines = []
        with open(path, encoding="utf-8", errors="replace") as f:
            for line in f:
                if line.startswith("#"):
                    continue
                line = re.sub(r"\bloadsgf\s+(\S+)",
                              lambda m: "loadsgf " + os.path.join(base, m.group(1)), line)
                lines.append(line)
        for start in range(0, len(lines), 40):
            with open(os.path.join(out, "seed%05d.gtp" % n), "w") as f:
                f.writelines(lines[start:start + 40])
            n += 1
    return n


# Commands of the generated play sessions that take a vertex (VERTEX) or a color and a
# vertex (COLOR VERTEX); answers on any vertex are part of the contract.
VERTEX_QUESTIONS = ["countlib", "findlib", "attack", "defend", "ladder_attack", "worm_data",
                    "worm_stones", "worm_cutstone", "dragon_status", "dragon_stones",
                    "dragon_data", "eval_eye", "final_status", "owl_attack", "owl_defend",
                    "move_reasons", "analyze_semeai", "list_stones", "color", "eye_data"]
BOARD_QUESTIONS = ["showboard", "captures black", "captures white", "moyo_map territory",
                   "moyo_map area", "moyo_values moyo", "moyo_score", "area_list",
                   "delta_terri_table black", "delta_moyo_table white",
                   "meta_connect_table black", "number_weak white", "moyo_debug 255",
                   "estimate_score", "final_score", "final_status_list dead",
                   "top_moves", "all_legal black", "move_history", "last_move",
                   "printsgf", "dragon_status", "weak_groups_gfx", "big_move_gfx",
                   "gogui-analyze_commands", "time_status", "cputime", "get_komi"]
HOSTILE = ["komi 1e308", "komi -nan", "time_left black -5 -3", "time_settings 0 0 0",
           "time_settings 1 1 99999999999", "kgs-time_settings byoyomi 10 1 1",
           "fixed_handicap 9", "fixed_handicap 99999999999999999999", "level 10",
           "set_random_seed -1", "boardsize 0", "boardsize 26", "play black Z99",
           "play purple A1", "genmove", "undo", "gg-undo 5", "popgo", "echo \x00",
           "%s" % ("x" * 300), "12 known_command play", "loadsgf /nonexistent.sgf",
           "restricted_genmove black A1 B2", "place_free_handicap 4",
           "set_free_handicap A1 B2", "increase_depths", "decrease_depths"]


def vertex(rng, size):
    col = "ABCDEFGHJKLMNOPQRSTUVWXYZ"[rng.randrange(size)]
    return "%s%d" % (col, rng.randrange(size) + 1)


def play_line(rng, size, colors):
    """One line of a generated session: mostly moves, then questions, hostile lines."""
    r = rng.random()
    color = rng.choice(colors)
    if r < 0.45:
        return "play %s %s" % (color, "pass" if rng.random() < 0.04 else vertex(rng, size))
    if r < 0.52:
        return rng.choice(["undo", "gg-undo 2", "undo"])
    if r < 0.57:
        return "trymove %s %s" % (color, vertex(rng, size)) if rng.random() < 0.6 else "popgo"
    if r < 0.72:
        question = rng.choice(VERTEX_QUESTIONS)
        if question == "eye_data":
            question += " " + color
        return "%s %s" % (question, vertex(rng, size))
    if r < 0.84:
        return rng.choice(BOARD_QUESTIONS)
    if r < 0.90:
        return rng.choice(["genmove %s" % color, "reg_genmove %s" % color,
                           "kgs-genmove_cleanup %s" % color, "top_moves_%s" % color])
    if r < 0.95:
        return rng.choice(HOSTILE)
    return rng.choice(["boardsize %d" % rng.randrange(2, 10), "clear_board",
                       "komi %.1f" % rng.uniform(-50, 50), "is_legal %s %s" % (color, vertex(rng, size))])


def play_seeds(out, count=400, seed=1):
    """Generated play sessions on small boards (see the module text)."""
    import random
    rng = random.Random(seed)
    os.makedirs(out, exist_ok=True)
    for n in range(count):
        size = rng.choice([2, 3, 4, 5, 5, 7, 7, 9, 9, 9])
        colors = ["black", "white", "b", "w", "B", "W"]
        lines = ["boardsize %d" % size, "clear_board"]
        for _ in range(rng.randrange(40, 160)):
            line = play_line(rng, size, colors)
            if line.startswith("boardsize ") and 2 <= int(line.split()[1]) <= 25:
                size = int(line.split()[1])  # boardsize 0 and 26 are refused
            lines.append(line)
        with open(os.path.join(out, "play%05d.gtp" % n), "w") as f:
            f.write("\n".join(lines) + "\n")
    return count


def write_dict(seed_dirs, path):
    """libFuzzer dictionary: first words of every seed line plus keywords."""
    words = set(["black", "white", "pass", "territory", "moyo", "area", "dead", "alive",
                 "seki", "A1", "T19", "Y25", "resign"])
    for d in seed_dirs:
        for name in os.listdir(d):
            with open(os.path.join(d, name), encoding="utf-8", errors="replace") as f:
                for line in f:
                    parts = line.split()
                    if parts and parts[0].isdigit():
                        parts = parts[1:]
                    if parts and re.fullmatch(r"[a-z_\-]+", parts[0]):
                        words.add(parts[0])
    with open(path, "w") as f:
        for w in sorted(words):
            f.write('"%s"\n' % w)
    return len(words)


CLI_SEEDS = [
    ["--mode", "gtp", "--boardsize", "9", "--komi", "6.5"],
    ["--mode", "ascii", "--color", "white", "--handicap", "4"],
    ["-l", "{game}", "-L", "20", "--score", "end"],
    ["-l", "{game}", "-L", "K10", "-m", "0x1f", "--quiet"],
    ["-p", "fearless", "-r", "42", "-D", "14", "-B", "9", "-F", "5", "-K", "8", "-M", "8"],
    ["-t", "-t", "--decidestring", "C3", "-l", "{game}", "-w", "-T", "-E"],
    ["--printsgf", "out.sgf", "-l", "{game}", "--chinese-rules", "--superko"],
    ["--analyze", "dragonstatus,moyo", "--analyzerfile", "a.sgf", "-l", "{game}"],
    ["--svg", "x.svg", "--svg-kind", "moyo", "--color-output", "never"],
    ["--help"], ["--version"], ["-p", "help"], ["--man"], ["-b", "3", "--resign-below", "30"],
    ["--owl-nodes", "500", "--owl-depth", "10", "--pattern-stats", "p.txt", "-a"],
]


def cli_seeds(game, out):
    os.makedirs(out, exist_ok=True)
    for i, args in enumerate(CLI_SEEDS):
        with open(os.path.join(out, "seed%03d.txt" % i), "w") as f:
            f.write("\n".join(a.replace("{game}", game) for a in args))
    return len(CLI_SEEDS)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--peer", required=True)
    ap.add_argument("--repo", required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    tst = sorted(glob.glob(os.path.join(a.repo, "regression", "*.tst")))
    tst += sorted(glob.glob(os.path.join(a.peer, "*.tst")))
    n = gtp_seeds(tst, a.peer, os.path.join(a.out, "gtp"))
    p = play_seeds(os.path.join(a.out, "gtp-play"))
    w = write_dict([os.path.join(a.out, "gtp"), os.path.join(a.out, "gtp-play")],
                   os.path.join(a.out, "gtp.dict"))
    game = os.path.join(a.repo, "regression", "games", "game000.sgf")
    m = cli_seeds(game, os.path.join(a.out, "cli"))
    print("make_seeds: %d GTP sessions from %d .tst files, %d generated play sessions, "
          "%d dictionary words, %d command lines" % (n, len(tst), p, w, m))


if __name__ == "__main__":
    main()
