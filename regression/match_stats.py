"""Pure parts of the match summary: scores, the Wilson interval, totals over games.

A game record is the dict that match_game.play_game returns (see its docstring); the
summary is a dict too (written as JSON by match.py) and `format_summary` prints it.
"""
import math
import re

Z95 = 1.959963984540054  # two-sided 95% normal quantile

_SCORE = re.compile(r"^([BW])\+(\d+(?:\.\d+)?)$")


def wilson_interval(wins, games, z=Z95):
    """95% Wilson score interval (lo, hi) of a win rate; (0, 1) without games."""
    if games <= 0:
        return 0.0, 1.0
    p = wins / games
    z2 = z * z
    denom = 1.0 + z2 / games
    centre = (p + z2 / (2 * games)) / denom
    half = z * math.sqrt(p * (1 - p) / games + z2 / (4 * games * games)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def parse_score(text):
    """GTP final_score answer ('B+7.5', 'W+0.5', '0') -> Black's margin; ValueError else."""
    text = text.strip()
    if text in ("0", "Draw", "Jigo"):
        return 0.0
    m = _SCORE.match(text)
    if not m:
        raise ValueError("not a final_score answer: %r" % text)
    value = float(m.group(2))
    return value if m.group(1) == "B" else -value


def result_string(winner, reason, black_margin=None):
    """SGF RE value: 'B+7.5', '0' (jigo), 'W+R', 'B+T', 'W+F', 'Void'."""
    if winner is None:
        return "0" if reason == "score" else "Void"
    if reason == "score":
        return "%s+%g" % (winner, abs(black_margin))
    return "%s+%s" % (winner, {"resign": "R", "time": "T"}.get(reason, "F"))


ROLE_COUNTERS = ("genmoves", "illegal", "timeouts", "time_losses", "crashes", "resigns",
                 "overrides")


def _role_totals(games, role):
    """Sums one role's per-game statistics over all games."""
    tot = {key: 0 for key in ROLE_COUNTERS}
    tot.update(cpu_seconds=0.0, max_move_seconds=0.0, max_clock_used=0.0,
               override_games=0)
    tot["name"] = games[0]["players"][role]["name"] if games else role
    for g in games:
        side = g["players"][role]
        for key in ROLE_COUNTERS:
            tot[key] += side.get(key) or 0
        tot["cpu_seconds"] += side["cpu_seconds"]
        tot["max_move_seconds"] = max(tot["max_move_seconds"], side["max_move_seconds"])
        tot["max_clock_used"] = max(tot["max_clock_used"], side.get("clock_used", 0.0))
        tot["override_games"] += 1 if side.get("overrides") is not None else 0
    moves = tot["genmoves"]
    tot["cpu_per_move"] = tot["cpu_seconds"] / moves if moves else 0.0
    tot["override_rate"] = tot["overrides"] / moves if moves else 0.0
    return tot


def summarize(games):
    """Totals over game records, from player a's point of view."""
    decided = [g for g in games if g["reason"] != "error"]
    a_points = 0.0
    by_color = {"B": [0.0, 0], "W": [0.0, 0]}
    for g in decided:
        point = 0.5 if g["winner"] is None else (1.0 if g["winner"] == g["a_color"] else 0.0)
        a_points += point
        by_color[g["a_color"]][0] += point
        by_color[g["a_color"]][1] += 1
    margins = [g["a_margin"] for g in decided if g["a_margin"] is not None]
    lo, hi = wilson_interval(a_points, len(decided))
    return {
        "games": len(games),
        "decided": len(decided),
        "errors": len(games) - len(decided),
        "a_wins": a_points,
        "b_wins": len(decided) - a_points,
        "jigo": sum(1 for g in decided if g["winner"] is None),
        "a_win_rate": a_points / len(decided) if decided else 0.0,
        "a_ci95": [lo, hi],
        "a_as_black": by_color["B"],
        "a_as_white": by_color["W"],
        "scored_games": len(margins),
        "mean_margin_a": sum(margins) / len(margins) if margins else None,
        "moves": sum(g["moves"] for g in games),
        "wall_seconds": sum(g["wall_seconds"] for g in games),
        "a": _role_totals(games, "a"),
        "b": _role_totals(games, "b"),
    }


def failures(summary):
    """Number of illegal moves, timeouts, losses on time, crashes and aborted games."""
    n = summary["errors"]
    for role in ("a", "b"):
        side = summary[role]
        n += side["illegal"] + side["timeouts"] + side["time_losses"] + side["crashes"]
    return n


def _role_line(side, clocks):
    line = "  %-28s CPU %.5f s/move (%.2f s over %d moves), longest move %.2f s" % (
        side["name"], side["cpu_per_move"], side["cpu_seconds"], side["genmoves"],
        side["max_move_seconds"])
    if clocks:
        line += ", most clock used in a game %.1f s" % side["max_clock_used"]
    line += "\n    illegal %d, timeouts %d, lost on time %d, crashes %d, resigned %d" % (
        side["illegal"], side["timeouts"], side["time_losses"], side["crashes"],
        side["resigns"])
    if side["override_games"]:
        line += ", fearless overrides %d (%.1f%% of its moves)" % (
            side["overrides"], 100.0 * side["override_rate"])
    return line


def format_summary(summary, clocks=False):
    """Human-readable summary lines."""
    a, b = summary["a"], summary["b"]
    lo, hi = summary["a_ci95"]
    lines = [
        "%s vs %s: %g - %g in %d games (%d jigo, %d aborted)" % (
            a["name"], b["name"], summary["a_wins"], summary["b_wins"], summary["decided"],
            summary["jigo"], summary["errors"]),
        "  %s wins %.1f%%, 95%% interval (Wilson) %.1f%% - %.1f%%; as Black %g/%d, "
        "as White %g/%d" % (a["name"], 100 * summary["a_win_rate"], 100 * lo, 100 * hi,
                            summary["a_as_black"][0], summary["a_as_black"][1],
                            summary["a_as_white"][0], summary["a_as_white"][1]),
    ]
    if summary["mean_margin_a"] is None:
        lines.append("  no game was scored by the referee")
    else:
        lines.append("  mean score margin for %s: %+.1f over %d scored games" % (
            a["name"], summary["mean_margin_a"], summary["scored_games"]))
    lines.append(_role_line(a, clocks))
    lines.append(_role_line(b, clocks))
    lines.append("  %d moves, %.0f s wall; failures (illegal, timeouts, time, crashes, "
                 "aborted): %d" % (summary["moves"], summary["wall_seconds"],
                                   failures(summary)))
    return "\n".join(lines)
