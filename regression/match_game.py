"""One refereed game of the match runner.

Two players (roles "a" and "b", each a GTP engine started fresh with the game's seed) and
a referee (GNU Go 3.8, its own process): every generated move is played on the referee
first; a move the referee refuses is illegal and loses the game, as do a genmove that
times out, a flag that falls, a crash and a resignation. After two passes (or the move
limit) the referee's `final_score` decides. `play_game` returns the game record (a dict,
see `Game.record`) and writes the game's SGF.
"""
import datetime
import os
import time

from gtp_client import GtpError
from match_clock import Clock
from match_engine import CommandTimeout, TimedEngine, count_overrides
import match_sgf
import match_stats

OTHER = {"B": "W", "W": "B"}
CLOCK_GRACE = 1.0  # seconds the runner waits past a flag before it kills the engine


class PlayerSpec:
    """An engine's command line (without seed) and its kind ('moyogo' or 'gnugo')."""

    def __init__(self, name, argv, kind):
        self.name, self.argv, self.kind = name, list(argv), kind

    def game_argv(self, seed, count_overrides):
        argv = self.argv + ["--seed", str(seed)]
        if count_overrides and self.kind == "moyogo":
            argv += ["-m", "128"]
        return argv


def _new_side(spec, color):
    return {"name": spec.name, "color": color, "genmoves": 0, "cpu_seconds": 0.0,
            "cpu_total": 0.0, "max_move_seconds": 0.0, "clock_used": 0.0, "illegal": 0,
            "timeouts": 0, "time_losses": 0, "crashes": 0, "resigns": 0, "overrides": None}


class Game:
    """State of one game; `cfg` is match.py's parsed arguments plus players and referee."""

    def __init__(self, cfg, index):
        self.cfg = cfg
        self.index = index
        self.seed = cfg.seed + index
        self.a_color = "B" if index % 2 == 0 else "W"
        self.role_of = {self.a_color: "a", OTHER[self.a_color]: "b"}
        self.sides = {role: _new_side(cfg.players[role], color)
                      for color, role in self.role_of.items()}
        self.clocks = {}
        if cfg.time_settings:
            self.clocks = {c: Clock(*cfg.time_settings) for c in "BW"}
        self.engines = {}
        self.referee = None
        self.moves = []
        self.handicap = []
        self.notes = []

    def start(self):
        for role, spec in self.cfg.players.items():
            capture = self.cfg.count_overrides and spec.kind == "moyogo"
            self.engines[role] = TimedEngine(spec.game_argv(self.seed, self.cfg.count_overrides),
                                             spec.name, capture_stderr=capture)
        self.referee = TimedEngine(self.cfg.referee, "referee")
        setup = ["boardsize %d" % self.cfg.size, "clear_board", "komi %g" % self.cfg.komi]
        for eng in [self.referee] + list(self.engines.values()):
            for command in setup:
                _must(eng, command)
        if self.cfg.handicap >= 2:
            self.handicap = _must(self.referee, "fixed_handicap %d" % self.cfg.handicap).split()
            for eng in self.engines.values():
                _must(eng, "set_free_handicap " + " ".join(self.handicap))
        if self.cfg.time_settings:
            for eng in self.engines.values():
                _must(eng, "time_settings %d %d %d" % tuple(self.cfg.time_settings))

    def close(self):
        for role, eng in self.engines.items():
            eng.close()
            self.sides[role]["cpu_total"] = eng.cpu_seconds()
            if self.cfg.count_overrides and self.cfg.players[role].kind == "moyogo":
                self.sides[role]["overrides"] = count_overrides(eng.stderr_lines)
        if self.referee:
            self.referee.close()

    def _lose(self, color, reason, counter, note):
        """The side `color` loses: returns the (winner, reason) ending."""
        side = self.sides[self.role_of[color]]
        if counter:
            side[counter] += 1
        self.notes.append("%s (%s): %s" % (side["name"], color, note))
        return OTHER[color], reason

    def _genmove(self, color):
        """Asks the side to move; returns (ok, answer, wall seconds) or raises."""
        role = self.role_of[color]
        eng, side = self.engines[role], self.sides[role]
        timeout = self.cfg.move_timeout
        clock = self.clocks.get(color)
        if clock:
            seconds, stones = clock.time_left()
            if not clock.unlimited:
                _must(eng, "time_left %s %d %d" % (color.lower(), seconds, stones))
            timeout = min(timeout, clock.allowance() + CLOCK_GRACE)
        cpu0 = eng.cpu_seconds()
        start = time.monotonic()
        try:
            ok, answer = eng.send("genmove " + color.lower(), timeout=timeout)
        finally:
            wall = time.monotonic() - start
            side["genmoves"] += 1
            side["cpu_seconds"] += eng.cpu_seconds() - cpu0
            side["max_move_seconds"] = max(side["max_move_seconds"], wall)
            if clock:
                clock.spend(wall)
                side["clock_used"] = clock.used
        return ok, answer.strip(), wall

    def _record_move(self, color, vertex):
        mv = {"color": color, "vertex": vertex}
        if self.clocks and not self.clocks[color].unlimited:
            mv["time_left"], mv["stones_left"] = self.clocks[color].remaining()
        self.moves.append(mv)

    def play_move(self, color):
        """One move of `color`; returns None to go on, 'pass', or a (winner, reason) end."""
        role = self.role_of[color]
        eng = self.engines[role]
        try:
            ok, answer, wall = self._genmove(color)
        except CommandTimeout:
            eng.kill()
            clock = self.clocks.get(color)
            if clock and clock.flagged:
                return self._lose(color, "time", "time_losses", "flag fell (no answer)")
            return self._lose(color, "timeout", "timeouts", "no answer to genmove in %g s"
                              % self.cfg.move_timeout)
        except GtpError as err:
            return self._lose(color, "crash", "crashes", str(err))
        if self.clocks.get(color) and self.clocks[color].flagged:
            return self._lose(color, "time", "time_losses", "flag fell after %.2f s" % wall)
        if not ok:
            return self._lose(color, "illegal", "illegal", "genmove failed: " + answer)
        move = answer.lower()
        if move == "resign":
            return self._lose(color, "resign", "resigns", "resigned")
        try:
            vertex = "pass" if move == "pass" else _check_vertex(answer, self.cfg.size)
        except ValueError as err:
            return self._lose(color, "illegal", "illegal", str(err))
        ok, text = self.referee.send("play %s %s" % (color.lower(), vertex), timeout=60)
        if not ok:
            return self._lose(color, "illegal", "illegal", "illegal move %s (referee: %s)"
                              % (vertex, text))
        self._record_move(color, vertex)
        other = self.engines[self.role_of[OTHER[color]]]
        ok, text = other.send("play %s %s" % (color.lower(), vertex), timeout=60)
        if not ok:
            self.notes.append("%s refused %s %s: %s" % (other.name, color, vertex, text))
            return None, "error"
        return "pass" if vertex == "pass" else None

    def run(self):
        """Plays until two passes, the move limit or a loss; returns (winner, reason, margin)."""
        color = "W" if self.handicap else "B"
        passes = 0
        while len(self.moves) < self.cfg.max_moves:
            step = self.play_move(color)
            if isinstance(step, tuple):
                return step[0], step[1], None
            passes = passes + 1 if step == "pass" else 0
            if passes == 2:
                break
            color = OTHER[color]
        if passes < 2:
            self.notes.append("move limit %d reached: scored as it stands" % self.cfg.max_moves)
        answer = _must(self.referee, "final_score", timeout=300)
        margin = match_stats.parse_score(answer)
        winner = None if margin == 0 else ("B" if margin > 0 else "W")
        return winner, "score", margin


def _must(eng, command, timeout=60):
    ok, text = eng.send(command, timeout=timeout)
    if not ok:
        raise GtpError("%s: '%s' failed: %s" % (eng.name, command, text))
    return text


def _check_vertex(answer, size):
    """The answer as an upper-case vertex on the board, or ValueError."""
    match_sgf.sgf_point(answer, size)
    return answer.strip().upper()


def _comment(game, record):
    lines = ["Game %d of a moyogo match, seed %d, referee GNU Go final_score." % (
        record["index"], game.seed)]
    for role in ("a", "b"):
        s = game.sides[role]
        per = s["cpu_seconds"] / s["genmoves"] if s["genmoves"] else 0.0
        line = "%s (%s): CPU %.2f s in %d genmoves (%.4f s/move), process total %.2f s" % (
            s["name"], s["color"], s["cpu_seconds"], s["genmoves"], per, s["cpu_total"])
        if game.clocks:
            line += ", clock used %.1f s" % s["clock_used"]
        if s["overrides"] is not None:
            line += ", fearless overrides %d" % s["overrides"]
        lines.append(line)
    lines.extend(game.notes)
    return "\n".join(lines)


def _write_sgf(game, record):
    info = {"size": game.cfg.size, "komi": game.cfg.komi, "result": record["result"],
            "black": game.sides[game.role_of["B"]]["name"],
            "white": game.sides[game.role_of["W"]]["name"],
            "rules": "Chinese" if game.cfg.chinese_rules else "Japanese",
            "date": datetime.date.today().isoformat(), "handicap": game.handicap,
            "event": "moyogo match", "comment": _comment(game, record)}
    path = os.path.join(game.cfg.out, "game-%03d.sgf" % record["index"])
    with open(path, "w", encoding="utf-8") as f:
        f.write(match_sgf.game_sgf(info, game.moves))
    return path


def play_game(cfg, index):
    """Plays game `index` (0-based) and returns its record (JSON-ready dict)."""
    game = Game(cfg, index)
    start = time.monotonic()
    try:
        game.start()
        winner, reason, margin = game.run()
    except GtpError as err:  # setup, referee or scoring failure: the game is void
        game.notes.append("aborted: %s" % err)
        winner, reason, margin = None, "error", None
    finally:
        game.close()
    if reason == "error" and not any(n.startswith("aborted") for n in game.notes):
        game.notes.append("aborted: the engines disagree on a move")
    record = {
        "index": index + 1, "seed": game.seed, "a_color": game.a_color,
        "black": game.sides[game.role_of["B"]]["name"],
        "white": game.sides[game.role_of["W"]]["name"],
        "winner": winner, "reason": reason, "black_margin": margin,
        "a_margin": None if margin is None else (margin if game.a_color == "B" else -margin),
        "result": match_stats.result_string(winner, reason, margin),
        "moves": len(game.moves), "wall_seconds": time.monotonic() - start,
        "notes": game.notes, "players": game.sides,
    }
    record["sgf"] = _write_sgf(game, record)
    return record
