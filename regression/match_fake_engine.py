#!/usr/bin/env python3
"""A deliberately faulty GTP engine for the match runner's tests (standard library only).

Plays empty points in a fixed order until told to misbehave on its genmove number N:
  --fake-mode normal|illegal|sleep|crash|resign|refuse  (default normal)
  --fake-at N      the genmove (1-based) that misbehaves (default 2)
  --fake-sleep S   seconds slept by 'sleep' (default 30)
'illegal' answers the vertex of the last stone played; 'refuse' rejects the opponent's
next `play`. Other arguments (--mode, --seed, ...) are accepted and ignored.
"""
import sys
import time

LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"


def option(name, default):
    args = sys.argv[1:]
    return args[args.index(name) + 1] if name in args[:-1] else default


def main():
    mode = option("--fake-mode", "normal")
    at = int(option("--fake-at", "2"))
    sleep = float(option("--fake-sleep", "30"))
    size, stones, last, genmoves = 19, set(), None, 0
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        cmd, answer, ok = words[0], "", True
        if cmd == "quit":
            print("=\n", flush=True)
            return
        if cmd == "boardsize":
            size = int(words[1])
        elif cmd == "clear_board":
            stones, last = set(), None
        elif cmd == "play":
            if mode == "refuse" and genmoves >= at:
                ok, answer = False, "illegal move"
            elif words[2].lower() != "pass":
                last = words[2].upper()
                stones.add(last)
        elif cmd == "genmove":
            genmoves += 1
            bad = genmoves == at and mode
            if bad == "sleep":
                time.sleep(sleep)
            elif bad == "crash":
                return
            if bad == "illegal" and last:
                answer = last
            elif bad == "resign":
                answer = "resign"
            else:
                free = ["%s%d" % (LETTERS[x], y) for y in range(size, 0, -1)
                        for x in range(size) if "%s%d" % (LETTERS[x], y) not in stones]
                answer = free[0] if free and genmoves < 6 else "pass"
                if answer != "pass":
                    stones.add(answer)
                    last = answer
        print("%s %s\n" % ("=" if ok else "?", answer), flush=True)


if __name__ == "__main__":
    main()
