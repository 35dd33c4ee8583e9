#!/usr/bin/env python3
"""Paired comparison of two matches played on the same seeds (regression/match.py's
summary.json): per seed, the difference of player a's margin (after minus before), its
mean with the standard error, the games won by only one of the two, and each side's wins.

  regression/match_paired.py BEFORE/summary.json AFTER/summary.json
"""
import json
import math
import sys


def games_by_seed(path):
    with open(path, encoding="utf-8") as f:
        return {g["seed"]: g for g in json.load(f)["games"]}


def won(game):
    return game["winner"] == game["a_color"]


def paired(before, after):
    """(seeds, mean difference, standard error, better, worse, wins before, wins after,
    turned to wins, turned to losses) over the seeds both matches played."""
    seeds = sorted(set(before) & set(after))
    diffs = [after[s]["a_margin"] - before[s]["a_margin"] for s in seeds]
    n = len(diffs)
    mean = sum(diffs) / n if n else 0.0
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1) if n > 1 else 0.0
    se = math.sqrt(var / n) if n else 0.0
    return {
        "seeds": n, "mean": mean, "se": se,
        "better": sum(d > 0 for d in diffs), "worse": sum(d < 0 for d in diffs),
        "wins_before": sum(won(before[s]) for s in seeds),
        "wins_after": sum(won(after[s]) for s in seeds),
        "gained": sum(won(after[s]) and not won(before[s]) for s in seeds),
        "lost": sum(won(before[s]) and not won(after[s]) for s in seeds),
    }


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    r = paired(games_by_seed(sys.argv[1]), games_by_seed(sys.argv[2]))
    print(f"{r['seeds']} paired games: wins {r['wins_before']} -> {r['wins_after']} "
          f"(+{r['gained']} -{r['lost']}); margin {r['mean']:+.1f} a game "
          f"(standard error {r['se']:.1f}; {r['better']} better, {r['worse']} worse)")


if __name__ == "__main__":
    main()
