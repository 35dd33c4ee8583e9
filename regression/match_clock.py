"""Game clock of one side for the match runner (GTP time_settings semantics).

`time_settings MAIN BYO STONES` (GTP 2, section 4.2): MAIN seconds of main time, then
Canadian byo-yomi: BYO seconds for every STONES moves. BYO = 0 (or STONES = 0 with BYO = 0)
is absolute time; BYO > 0 with STONES = 0 means no time limit. The runner measures each
genmove's wall time, charges it here, tells the engine `time_left` before each genmove
and declares a loss on time when the flag falls.
"""
import math


class Clock:
    def __init__(self, main, byo, stones):
        if main < 0 or byo < 0 or stones < 0:
            raise ValueError("time settings must not be negative")
        if main == 0 and (byo == 0 or stones == 0) and not (byo > 0 and stones == 0):
            raise ValueError("time settings leave no time at all (main 0, no byo-yomi)")
        self.main = float(main)
        self.byo = float(byo)
        self.stones = int(stones)
        self.unlimited = byo > 0 and stones == 0
        self.has_byo = byo > 0 and stones > 0
        self.main_left = float(main)
        self.in_byo = self.has_byo and main == 0
        self.period_left = self.byo if self.in_byo else 0.0
        self.stones_left = self.stones if self.in_byo else 0
        self.used = 0.0       # wall seconds charged in total
        self.max_move = 0.0   # longest single move
        self.flagged = False

    def remaining(self):
        """(seconds, stones) left: main time with 0 stones, or the byo-yomi period."""
        if self.unlimited:
            return 0.0, 0
        if self.in_byo:
            return max(0.0, self.period_left), self.stones_left
        return max(0.0, self.main_left), 0

    def time_left(self):
        """The GTP `time_left` arguments: remaining() in whole seconds (rounded down)."""
        seconds, stones = self.remaining()
        return math.floor(seconds), stones

    def allowance(self):
        """Seconds the next move may take before the flag falls (inf without a limit)."""
        if self.unlimited:
            return math.inf
        if self.in_byo:
            return max(0.0, self.period_left)
        return self.main_left + (self.byo if self.has_byo else 0.0)

    def spend(self, seconds):
        """Charges one move of `seconds`; returns False when the flag fell on this move."""
        seconds = max(0.0, float(seconds))
        self.used += seconds
        self.max_move = max(self.max_move, seconds)
        if self.unlimited or self.flagged:
            return not self.flagged
        if not self.in_byo:
            if seconds <= self.main_left:
                self.main_left -= seconds
                return True
            seconds -= self.main_left
            self.main_left = 0.0
            if not self.has_byo:
                self.flagged = True
                return False
            self.in_byo = True
            self.period_left = self.byo
            self.stones_left = self.stones
        self.period_left -= seconds
        if self.period_left < 0:
            self.flagged = True
            return False
        self.stones_left -= 1
        if self.stones_left == 0:
            self.period_left = self.byo
            self.stones_left = self.stones
        return True
