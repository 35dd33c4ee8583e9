#!/usr/bin/env python3
"""moyogo's `estimate_score` against GNU Go 3.8's on real games (Python 3 standard library).

Two measures over the games of --games (by default the 19x19 games of the peer suite):
(a) sign agreement: at each move of --marks (the position after that many moves, i.e.
    `loadsgf FILE M+1`, GNU Go's "up to but not including move M+1"), the sign of moyogo's
    estimate against GNU Go's (`--gnugo BIN --level 10`); games shorter than a mark are
    skipped at that mark, positions where GNU Go's estimate is exactly 0 are counted apart.
(b) stability: the mean absolute change of each engine's estimate between consecutive
    moves of --windows (e.g. 50-70: the positions after 50, 51, ..., 70 moves) in every
    --window-every-th game of that size (the ones long enough).

GNU Go's answers do not depend on moyogo: --cache FILE keeps every engine's answers (a JSON
object keyed by --label, then "file|moves"), so several moyogo builds (each its --label)
are compared against one GNU Go run; --read adds answers from other cache files and
--report names the labels to report. Progress goes to stderr.

  nice -n 5 regression/score_estimate_check.py --moyogo build/moyogo --label playouts \\
      --gnugo /usr/games/gnugo --cache /tmp/est.json

Exit 0; 77 if gnugo is missing and no cache has its answers.
"""
import argparse
import glob
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gtp_client  # noqa: E402

GNUGO_LABEL = "gnugo"


def default_games():
    here = os.path.dirname(os.path.abspath(__file__))
    peer = os.path.normpath(os.path.join(here, "..", "..", "shared", "peer-regression"))
    return os.path.join(peer, "games", "**", "*.sgf")


def tokens(text):
    """SGF tokens: '(', ')', ';' and (IDENT, [values]) (lower-case letters of old
    identifiers dropped, escapes resolved)."""
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch in "();":
            yield ch
            i += 1
        elif ch.isalpha():
            j = i
            while j < n and text[j].isalpha():
                j += 1
            ident = "".join(c for c in text[i:j] if c.isupper())
            values = []
            while True:
                while j < n and text[j].isspace():
                    j += 1
                if j >= n or text[j] != "[":
                    break
                j += 1
                value = []
                while j < n and text[j] != "]":
                    if text[j] == "\\" and j + 1 < n:
                        j += 1
                    value.append(text[j])
                    j += 1
                values.append("".join(value))
                j += 1
            yield (ident, values)
            i = j
        else:
            i += 1


def main_line(text):
    """The nodes of the first game's main line (the first variation at every branch), each
    a dict property -> list of values."""
    nodes = []
    depth = 0  # open parentheses
    follow = 0  # depth of the variation being followed; deeper ones after it are skipped
    taken = set()  # depths whose first child variation was already entered
    for tok in tokens(text):
        if tok == "(":
            depth += 1
            if follow == depth - 1 and (depth - 1) not in taken:
                follow = depth
                taken.add(depth - 1)
        elif tok == ")":
            if depth == 1:
                break
            if follow == depth:
                follow -= 1
            depth -= 1
        elif follow != depth:
            continue
        elif tok == ";":
            nodes.append({})
        elif nodes:
            nodes[-1].setdefault(tok[0], []).extend(tok[1])
    return nodes


def game_facts(text):
    """(board size, moves of the main line): a move is a node with B or W."""
    nodes = main_line(text)
    size = 19
    if nodes and "SZ" in nodes[0]:
        try:
            size = int(nodes[0]["SZ"][0].split(":")[0])
        except ValueError:
            pass
    moves = sum(1 for n in nodes if "B" in n or "W" in n)
    return size, moves


def parse_estimate(answer):
    """estimate_score's answer ('W+3.5 (upper bound: ...)', 'B+12.0', '0') as White minus
    Black; ValueError if it is none of these."""
    word = answer.split()[0] if answer.split() else ""
    if word == "0":
        return 0.0
    if len(word) < 3 or word[0] not in "BW" or word[1] != "+":
        raise ValueError("not an estimate_score answer: %r" % answer)
    value = float(word[2:])
    return value if word[0] == "W" else -value


def sign(x):
    return (x > 0) - (x < 0)


def positions(games, marks, windows, window_every):
    """(mark positions, window runs): [(file, moves)], [[(file, moves), ...], ...]."""
    at_marks, runs = [], []
    for n, (path, moves) in enumerate(games):
        for m in marks:
            if moves >= m:
                at_marks.append((path, m))
        if n % window_every:
            continue
        for lo, hi in windows:
            if moves >= hi:
                runs.append([(path, k) for k in range(lo, hi + 1)])
    return at_marks, runs


def sign_agreement(ours, theirs):
    """{agree, disagree, gnugo_zero, total} over the keys both hold."""
    out = {"agree": 0, "disagree": 0, "gnugo_zero": 0, "total": 0}
    for key, g in theirs.items():
        if key not in ours:
            continue
        out["total"] += 1
        if g == 0:
            out["gnugo_zero"] += 1
        elif sign(ours[key]) == sign(g):
            out["agree"] += 1
        else:
            out["disagree"] += 1
    return out


def mean_abs_change(values, runs):
    """Mean |v(k+1) - v(k)| over consecutive positions of the runs; None without data."""
    total, count = 0.0, 0
    for run in runs:
        for a, b in zip(run, run[1:]):
            ka, kb = key_of(*a), key_of(*b)
            if ka in values and kb in values:
                total += abs(values[kb] - values[ka])
                count += 1
    return total / count if count else None


def key_of(path, moves):
    return "%s|%d" % (path, moves)


class Runner:
    """Asks one engine for estimates, keeping answers and timings in the cache."""

    def __init__(self, argv, label, cache, cache_path):
        self.engine = gtp_client.Engine(argv, name=label)
        self.label = label
        self.answers = cache.setdefault(label, {})
        self.cache, self.cache_path = cache, cache_path
        self.seconds = []

    def estimate(self, path, moves):
        key = key_of(path, moves)
        if key not in self.answers:
            self.engine.must("loadsgf %s %d" % (path, moves + 1))
            t0 = time.perf_counter()
            answer = self.engine.must("estimate_score")
            self.seconds.append(time.perf_counter() - t0)
            self.answers[key] = parse_estimate(answer)
        return self.answers[key]

    def run(self, keys, what):
        for n, (path, moves) in enumerate(keys):
            self.estimate(path, moves)
            if n % 50 == 49 or n + 1 == len(keys):
                sys.stderr.write("\r%s %s: %d/%d" % (self.label, what, n + 1, len(keys)))
                sys.stderr.flush()
                save(self.cache, self.cache_path)
        sys.stderr.write("\n")

    def close(self):
        self.engine.close()


def save(cache, path):
    if not path:
        return
    tmp = path + ".part"
    with open(tmp, "w") as f:
        json.dump(cache, f)
    os.replace(tmp, path)


def parse_windows(text):
    out = []
    for part in text.split(","):
        lo, hi = part.split("-")
        out.append((int(lo), int(hi)))
    return out


def load_games(pattern, size):
    games = []
    for path in sorted(glob.glob(pattern, recursive=True)):
        try:
            with open(path, encoding="latin-1") as f:
                text = f.read()
        except OSError:
            continue
        s, moves = game_facts(text)
        if s == size:
            games.append((os.path.abspath(path), moves))
    return games


def report(cache, labels, at_marks, runs, marks):
    g = cache.get(GNUGO_LABEL, {})
    mark_keys = {key_of(p, m) for p, m in at_marks}
    print("positions at marks %s: %d; window runs: %d" % (
        ",".join(map(str, marks)), len(at_marks), len(runs)))
    gm = mean_abs_change(g, runs)
    print("%-16s %s" % (GNUGO_LABEL, "mean |change| %.2f" % gm if gm is not None else ""))
    for label in labels:
        ours = cache.get(label, {})
        parts = []
        for m in marks:
            theirs = {k: v for k, v in g.items() if k in mark_keys and k.endswith("|%d" % m)}
            a = sign_agreement(ours, theirs)
            scored = a["agree"] + a["disagree"]
            parts.append("move %d %d/%d" % (m, a["agree"], scored))
        theirs = {k: v for k, v in g.items() if k in mark_keys}
        a = sign_agreement(ours, theirs)
        scored = a["agree"] + a["disagree"]
        change = mean_abs_change(ours, runs)
        print("%-16s sign agrees %d/%d = %.1f%% (%s; GNU Go 0: %d); mean |change| %s" % (
            label, a["agree"], scored, 100.0 * a["agree"] / scored if scored else 0.0,
            ", ".join(parts), a["gnugo_zero"],
            "%.2f" % change if change is not None else "-"))


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", default=default_games(), help="glob (** recursive)")
    ap.add_argument("--size", type=int, default=19)
    ap.add_argument("--moyogo", help="moyogo binary (run as `BIN --mode gtp`)")
    ap.add_argument("--label", default="moyogo", help="name of this moyogo run in the cache")
    ap.add_argument("--gnugo", default="/usr/games/gnugo")
    ap.add_argument("--level", type=int, default=10)
    ap.add_argument("--no-gnugo", action="store_true", help="only the cache's GNU Go answers")
    ap.add_argument("--marks", default="60,120,180")
    ap.add_argument("--windows", default="50-70,110-130")
    ap.add_argument("--window-every", type=int, default=40,
                    help="the windows of every N-th eligible game")
    ap.add_argument("--cache", help="JSON file of answers, read and extended")
    ap.add_argument("--read", default="",
                    help="comma-separated JSON files of more answers, only read (e.g. the "
                    "cache of a GNU Go run going on in parallel)")
    ap.add_argument("--report", default="", help="comma-separated labels to report")
    args = ap.parse_args(argv)

    marks = [int(m) for m in args.marks.split(",")]
    windows = parse_windows(args.windows)
    games = load_games(args.games, args.size)
    at_marks, runs = positions(games, marks, windows, args.window_every)
    sys.stderr.write("%d games of size %d\n" % (len(games), args.size))
    cache = {}
    if args.cache and os.path.exists(args.cache):
        with open(args.cache) as f:
            cache = json.load(f)
    for path in [x for x in args.read.split(",") if x]:
        with open(path) as f:
            for label, answers in json.load(f).items():
                cache.setdefault(label, {}).update(answers)
    keys = at_marks + [k for run in runs for k in run]
    if not args.no_gnugo:
        gnugo = gtp_client.find_gnugo(args.gnugo)
        if gnugo is None and GNUGO_LABEL not in cache:
            sys.stderr.write("gnugo not found\n")
            return gtp_client.SKIP
        if gnugo is not None:
            r = Runner([gnugo, "--mode", "gtp", "--level", str(args.level)], GNUGO_LABEL,
                       cache, args.cache)
            try:
                r.run(keys, "estimates")
            finally:
                r.close()
    labels = [x for x in args.report.split(",") if x]
    if args.moyogo:
        r = Runner([args.moyogo, "--mode", "gtp"], args.label, cache, args.cache)
        try:
            r.run(keys, "estimates")
        finally:
            r.close()
        if r.seconds:
            s = sorted(r.seconds)
            sys.stderr.write("%s: estimate_score median %.3f s, max %.3f s (wall, %d new)\n" % (
                args.label, s[len(s) // 2], s[-1], len(s)))
        if args.label not in labels:
            labels.append(args.label)
    report(cache, labels, at_marks, runs, marks)
    return 0


if __name__ == "__main__":
    sys.exit(main())
