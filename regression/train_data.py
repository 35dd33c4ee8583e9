#!/usr/bin/env python3
"""The learned parts' training data (regression/data/): 19x19 games of moyogo against GNU Go
3.8 (match.py) and GNU Go's labels of every position, stored compressed in the repository.

  label SGF_DIR --out LABEL_DIR     per game-NNN.sgf without labels yet, one GNU Go process
                                    replays the game: at GNU Go's turns its played move is
                                    the label (`played`); at moyogo's turns `reg_genmove`
                                    (`genmove`) and `all_move_values` after it
  pack SGF_DIR LABEL_DIR --out DIR  games.tar.xz (the SGF files), labels.txt.xz, values.txt.xz
  extract DIR --out OUT             OUT/games/*.sgf, OUT/labels.txt, OUT/values.txt
  unpack DIR --sgf S --labels L     the stored data back into per-game files (resume)
  stats DIR                         counts of a packed folder (games, labels, sizes)
  holdout OUT                       the held-out games (the last tenth by number) as a
                                    regular expression over the file names (policy_train)

labels.txt: one line per position, `GAME MOVES COLOR VERTEX SOURCE` (GAME the SGF file name,
MOVES the moves played before the position, COLOR b|w to move, VERTEX GNU Go's move there
or PASS, SOURCE played|genmove). values.txt: one line per moyogo turn, `GAME MOVES COLOR`
then `VERTEX VALUE` pairs of GNU Go's all_move_values (none when its reg_genmove passes).
Both sorted by game, then MOVES. `--slice N` on extract keeps the first N games (tests).

The readers below (`read_labels`, `read_values`, `value_cache`, `split_games`) are what the
trainers use. Standard library only.
"""
import argparse
import io
import lzma
import os
import re
import resource
import sys
import tarfile
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import blame  # noqa: E402
import gtp_client  # noqa: E402

GAME_NAME = re.compile(r"^game-\d+\.sgf$")
# An engine's CPU in a match SGF's root comment (match_game.py).
CPU_LINE = re.compile(r"^(moyogo|gnugo)[^(\n]*\([BW]\): CPU .*process total ([\d.]+) s", re.M)
# The last tenth of the games (by number) are the held-out games of every trainer.
HOLDOUT_FRACTION = 0.1


def game_files(sgf_dir):
    return sorted(f for f in os.listdir(sgf_dir) if GAME_NAME.match(f))


def gnugo_answers(gnugo, color):
    """GNU Go's reg_genmove (upper case) and its all_move_values after it ({vertex: value})."""
    move = gnugo.must("reg_genmove " + color).strip().upper()
    # GNU Go 3.8 answers an empty all_move_values with "= " and no closing blank line, which
    # would hang the client: it is empty exactly when reg_genmove passes.
    return move, ({} if move == "PASS" else blame.move_values(gnugo))


def label_game(gnugo_argv, path):
    """(label lines, value lines) of one game, GNU Go replaying it move by move."""
    name = os.path.basename(path)
    size, komi, seed, me, moves = blame.played_moves(path)
    if size != 19:
        raise ValueError("%s: a %dx%d game (the data are 19x19)" % (path, size, size))
    gnugo = gtp_client.Engine(gnugo_argv + ["--seed", seed])
    labels, values = [], []
    try:
        for command in ("boardsize %d" % size, "clear_board", "komi " + komi):
            gnugo.must(command)
        for number, (color, move) in enumerate(moves):
            key = "%s %d %s" % (name, number, color.lower())
            if color == me:
                pick, vals = gnugo_answers(gnugo, color)
                labels.append("%s %s genmove" % (key, pick))
                values.append(" ".join([key] + ["%s %g" % vx for vx in vals.items()]))
            else:
                labels.append("%s %s played" % (key, move.upper()))
            gnugo.must("play %s %s" % (color, move))
    finally:
        gnugo.close()
    return labels, values


def write_atomic(path, text):
    with open(path + ".tmp", "w", encoding="utf-8") as f:
        f.write(text)
    os.replace(path + ".tmp", path)


def cmd_label(args):
    gnugo = gtp_client.find_gnugo(args.gnugo)
    if not gnugo:
        print("train_data.py: gnugo not found (%s)" % args.gnugo, file=sys.stderr)
        return gtp_client.SKIP
    os.makedirs(args.out, exist_ok=True)
    argv = [gnugo, "--mode", "gtp", "--level", str(args.level)]
    for name in game_files(args.sgf_dir):
        stem = os.path.join(args.out, name[:-4])
        if os.path.exists(stem + ".values"):
            continue
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        labels, values = label_game(argv, os.path.join(args.sgf_dir, name))
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        write_atomic(stem + ".labels", "".join(line + "\n" for line in labels))
        write_atomic(stem + ".values", "".join(line + "\n" for line in values))
        print("%s: %d positions, %d with values, GNU Go CPU %.1f s" % (
            name, len(labels), len(values), after.ru_utime + after.ru_stime - before.ru_utime
            - before.ru_stime), flush=True)
    return 0


def _xz(text):
    return lzma.compress(text.encode("utf-8"), preset=9 | lzma.PRESET_EXTREME)


def cmd_pack(args):
    """Deterministic archives: sorted members, no owner or time stamps."""
    names = game_files(args.sgf_dir)
    missing = [n for n in names
               if not os.path.exists(os.path.join(args.label_dir, n[:-4] + ".values"))]
    if missing:
        sys.exit("train_data.py: games without labels: %s" % " ".join(missing[:5]))
    os.makedirs(args.out, exist_ok=True)
    raw = io.BytesIO()
    with tarfile.open(fileobj=raw, mode="w", format=tarfile.USTAR_FORMAT) as tar:
        for name in names:
            with open(os.path.join(args.sgf_dir, name), "rb") as f:
                data = f.read()
            info = tarfile.TarInfo("games/" + name)
            info.size, info.mode, info.mtime = len(data), 0o644, 0
            tar.addfile(info, io.BytesIO(data))
    with open(os.path.join(args.out, "games.tar.xz"), "wb") as f:
        f.write(lzma.compress(raw.getvalue(), preset=9 | lzma.PRESET_EXTREME))
    for kind in ("labels", "values"):
        text = ""
        for name in names:
            with open(os.path.join(args.label_dir, name[:-4] + "." + kind),
                      encoding="utf-8") as f:
                text += f.read()
        with open(os.path.join(args.out, kind + ".txt.xz"), "wb") as f:
            f.write(_xz(text))
    print("packed %d games into %s" % (len(names), args.out))
    return 0


def extract(data_dir, out, games=0):
    """Unpacks the stored data into out/games/, out/labels.txt, out/values.txt (the first
    `games` games only when games > 0); returns the game file names."""
    os.makedirs(os.path.join(out, "games"), exist_ok=True)
    with tarfile.open(os.path.join(data_dir, "games.tar.xz"), "r:xz") as tar:
        members = sorted((m for m in tar.getmembers() if m.isfile()
                          and GAME_NAME.match(os.path.basename(m.name))), key=lambda m: m.name)
        if games > 0:
            members = members[:games]
        for m in members:
            # A game already there with the same bytes keeps its file (and time stamp: the
            # features dumped from it stay up to date, train_features.py).
            path = os.path.join(out, "games", os.path.basename(m.name))
            data = tar.extractfile(m).read()
            if os.path.exists(path):
                with open(path, "rb") as f:
                    if f.read() == data:
                        continue
            with open(path, "wb") as f:
                f.write(data)
    names = [os.path.basename(m.name) for m in members]
    keep = set(names)
    for kind in ("labels", "values"):
        with lzma.open(os.path.join(data_dir, kind + ".txt.xz"), "rt", encoding="utf-8") as f:
            lines = [ln for ln in f if ln.split(" ", 1)[0] in keep]
        write_atomic(os.path.join(out, kind + ".txt"), "".join(lines))
    return names


def cmd_unpack(args):
    """The stored data back into per-game files (SGF, .labels, .values) that `label` and
    `pack` use, so that `make train-games` adds games to the stored ones; files already
    there are kept."""
    if not os.path.exists(os.path.join(args.data_dir, "games.tar.xz")):
        print("no stored data in %s" % args.data_dir)
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        names = extract(args.data_dir, tmp)
        os.makedirs(args.sgf, exist_ok=True)
        os.makedirs(args.labels, exist_ok=True)
        for name in names:
            target = os.path.join(args.sgf, name)
            if not os.path.exists(target):
                os.replace(os.path.join(tmp, "games", name), target)
        for kind in ("labels", "values"):
            per = {}
            with open(os.path.join(tmp, kind + ".txt"), encoding="utf-8") as f:
                for line in f:
                    per.setdefault(line.split(" ", 1)[0], []).append(line)
            for name in names:
                path = os.path.join(args.labels, name[:-4] + "." + kind)
                if not os.path.exists(path):
                    write_atomic(path, "".join(per.get(name, [])))
    print("unpacked %d stored games into %s and %s" % (len(names), args.sgf, args.labels))
    return 0


def cmd_extract(args):
    names = extract(args.data_dir, args.out, args.slice)
    print("extracted %d games into %s" % (len(names), args.out))
    return 0


def read_labels(path):
    """[(game, moves, color 'B'|'W', vertex, source)] of a labels.txt."""
    out = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            game, moves, color, vertex, source = line.split()
            out.append((game, int(moves), color.upper(), vertex, source))
    return out


def read_values(path):
    """{(game, moves): (color 'B'|'W', {vertex: value})} of a values.txt."""
    out = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            parts = line.split()
            pairs = parts[3:]
            out[(parts[0], int(parts[1]))] = (
                parts[2].upper(), {pairs[i]: float(pairs[i + 1]) for i in range(0, len(pairs), 2)})
    return out


def value_cache(values, games_dir, names=None, first=1, last=10 ** 6):
    """The values as point_values_fit.py's cache: {SGF path: {move number: values}} where
    the move number (1-based) is the move about to be played, MOVES + 1; games in `names`
    only when given, move numbers first..last."""
    cache = {}
    for (game, moves), (_, vals) in sorted(values.items()):
        if (names is None or game in names) and first <= moves + 1 <= last:
            cache.setdefault(os.path.join(games_dir, game), {})[str(moves + 1)] = vals
    return cache


def split_games(names):
    """(fitted games, held-out games): the last tenth by number is held out (at least one
    game when there are two or more)."""
    names = sorted(names)
    held = max(1 if len(names) > 1 else 0, int(round(len(names) * HOLDOUT_FRACTION)))
    return names[:len(names) - held], names[len(names) - held:]


def holdout_regex(names):
    """A regular expression matching exactly the held-out game file names."""
    held = split_games(names)[1]
    return "^(%s)$" % "|".join(n.replace(".", "\\.") for n in held) if held else "^$"


def cmd_holdout(args):
    print(holdout_regex(game_files(os.path.join(args.data_dir, "games"))))
    return 0


def cmd_stats(args):
    """Counts of a packed data folder, for its README."""
    with tempfile.TemporaryDirectory() as tmp:
        names = extract(args.data_dir, tmp)
        labels = read_labels(os.path.join(tmp, "labels.txt"))
        values = read_values(os.path.join(tmp, "values.txt"))
        wins = moves = 0
        cpu = [0.0, 0.0]
        for name in names:
            _, _, _, me, played = blame.played_moves(os.path.join(tmp, "games", name))
            moves += len(played)
            with open(os.path.join(tmp, "games", name), encoding="utf-8") as f:
                text = f.read()
            wins += ("RE[%s+" % me) in text
            for who, seconds in CPU_LINE.findall(text):
                cpu[who != "moyogo"] += float(seconds)
    by_source = {}
    for _, _, _, vertex, source in labels:
        by_source.setdefault(source, [0, 0])[vertex == "PASS"] += 1
    print("%d games (%s - %s), %d moves, moyogo won %d; engine CPU in the games: moyogo "
          "%.0f s, GNU Go %.0f s" % (len(names), names[0], names[-1], moves, wins, cpu[0], cpu[1]))
    for source, (move, passes) in sorted(by_source.items()):
        print("labels %s: %d (%d of them PASS)" % (source, move + passes, passes))
    print("values lines: %d (%d empty: GNU Go passed)" % (
        len(values), sum(1 for _, v in values.values() if not v)))
    for name in sorted(os.listdir(args.data_dir)):
        print("%s: %d bytes" % (name, os.path.getsize(os.path.join(args.data_dir, name))))
    return 0


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = p.add_subparsers(dest="command", required=True)
    lab = sub.add_parser("label")
    lab.add_argument("sgf_dir")
    lab.add_argument("--out", required=True)
    lab.add_argument("--gnugo", default="/usr/games/gnugo")
    lab.add_argument("--level", type=int, default=1)
    pk = sub.add_parser("pack")
    pk.add_argument("sgf_dir")
    pk.add_argument("label_dir")
    pk.add_argument("--out", required=True)
    ex = sub.add_parser("extract")
    ex.add_argument("data_dir")
    ex.add_argument("--out", required=True)
    ex.add_argument("--slice", type=int, default=0, help="the first N games only")
    up = sub.add_parser("unpack")
    up.add_argument("data_dir")
    up.add_argument("--sgf", required=True)
    up.add_argument("--labels", required=True)
    st = sub.add_parser("stats")
    st.add_argument("data_dir", help="a packed data folder")
    ho = sub.add_parser("holdout")
    ho.add_argument("data_dir", help="an extract folder")
    args = p.parse_args(argv)
    return {"label": cmd_label, "pack": cmd_pack, "extract": cmd_extract,
            "holdout": cmd_holdout, "stats": cmd_stats, "unpack": cmd_unpack}[args.command](args)


if __name__ == "__main__":
    sys.exit(main())
