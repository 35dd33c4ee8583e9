#!/usr/bin/env python3
"""The match runner end to end (CTest: match_game; exit 77 when GNU Go is missing).

One short 9x9 game of moyogo against GNU Go 3.8 level 1: no illegal move, no timeout, a
score from the referee, an SGF that parses and that GNU Go reloads to the same score. Then
a faulty engine (match_fake_engine.py) checks that an illegal move, a timeout and a fallen
flag each lose the game and are counted, and two moyogo configurations play each other.

  python3 regression/match_game_test.py --moyogo build/moyogo
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import gtp_client  # noqa: E402
import match_sgf  # noqa: E402
import match_stats  # noqa: E402

MOYOGO = os.path.join(os.path.dirname(HERE), "build", "moyogo")
GNUGO = gtp_client.find_gnugo("/usr/games/gnugo")
FAKE = os.path.join(HERE, "match_fake_engine.py")


def run_match(out, *args):
    """Runs match.py into folder `out`; returns (exit status, summary.json document)."""
    argv = [sys.executable, os.path.join(HERE, "match.py"), "--gnugo", GNUGO, "--out", out,
            "--json", os.path.join(out, "copy.json")] + list(args)
    if "--moyogo" not in args:
        argv += ["--moyogo", MOYOGO]
    proc = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                          timeout=300)
    path = os.path.join(out, "summary.json")
    if not os.path.exists(path):
        raise AssertionError("match.py wrote no summary:\n" + proc.stdout)
    with open(path) as f:
        doc = json.load(f)
    with open(os.path.join(out, "copy.json")) as f:
        if json.load(f) != doc:
            raise AssertionError("--json file differs from summary.json")
    return proc.returncode, doc, proc.stdout


class MatchGameTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp(prefix="moyogo-match-test-")

    def tearDown(self):
        shutil.rmtree(self.tmp, ignore_errors=True)

    def test_one_game_against_gnugo(self):
        rc, doc, out = run_match(self.tmp, "--games", "1", "--size", "9", "--komi", "5.5",
                                 "--level", "1", "--move-timeout", "20", "--seed", "3",
                                 "--moyogo-opts", "--playouts 2000")
        self.assertEqual(rc, 0, out)
        s, game = doc["summary"], doc["games"][0]
        self.assertEqual(match_stats.failures(s), 0, out)
        self.assertEqual((s["games"], s["decided"]), (1, 1))
        self.assertEqual(game["reason"], "score", out)
        self.assertIsNotNone(game["black_margin"])
        self.assertEqual(game["a_color"], "B")
        self.assertGreater(s["a"]["genmoves"], 5)
        self.assertGreater(s["b"]["cpu_seconds"], 0.0)  # GNU Go's CPU was measured
        self.assertIn("1/1] moyogo --playouts 2000 (B) - gnugo-3.8 L1 (W): " + game["result"], out)
        with open(game["sgf"]) as f:
            nodes = match_sgf.parse_sgf(f.read())
        root = nodes[0]
        self.assertEqual((root["SZ"], root["KM"]), (["9"], ["5.5"]))
        self.assertEqual((root["PB"], root["PW"]), (["moyogo --playouts 2000"], ["gnugo-3.8 L1"]))
        self.assertEqual(root["RE"], [game["result"]])
        self.assertIn("CPU", root["C"][0])
        self.assertEqual(len(nodes) - 1, game["moves"])
        colors = [("B" if "B" in n else "W") for n in nodes[1:]]
        self.assertEqual(colors, ["B", "W"] * (len(colors) // 2) + ["B"] * (len(colors) % 2))
        self.assertEqual(self.rescore(game["sgf"]), game["result"])

    def rescore(self, path):
        """GNU Go's final_score of the SGF reloaded in a fresh GNU Go."""
        eng = gtp_client.Engine([GNUGO, "--mode", "gtp"])
        try:
            eng.must("loadsgf " + path)
            return eng.must("final_score")
        finally:
            eng.close()

    def fake(self, opts, *extra):
        return run_match(self.tmp, "--moyogo", FAKE, "--moyogo-opts", opts, "--games", "1",
                         *extra)

    def test_illegal_move_loses_and_counts(self):
        rc, doc, out = self.fake("--fake-mode illegal")
        self.assertEqual(rc, 1, out)
        self.assertEqual(doc["summary"]["a"]["illegal"], 1)
        self.assertEqual(doc["games"][0]["result"], "W+F")
        self.assertEqual(doc["games"][0]["reason"], "illegal")

    def test_timeout_loses_and_counts(self):
        rc, doc, out = self.fake("--fake-mode sleep --fake-sleep 20", "--move-timeout", "1")
        self.assertEqual(rc, 1, out)
        self.assertEqual(doc["summary"]["a"]["timeouts"], 1)
        self.assertEqual(doc["games"][0]["reason"], "timeout")
        self.assertLess(doc["games"][0]["wall_seconds"], 10)

    def test_flag_falls(self):
        rc, doc, out = self.fake("--fake-mode sleep --fake-sleep 1.5",
                                 "--time-settings", "1", "0", "0")
        self.assertEqual(rc, 1, out)
        a = doc["summary"]["a"]
        self.assertEqual((a["time_losses"], a["timeouts"]), (1, 0))
        self.assertEqual(doc["games"][0]["result"], "W+T")
        self.assertGreaterEqual(a["max_clock_used"], 1.5)
        self.assertEqual(doc["summary"]["b"]["time_losses"], 0)

    def test_two_moyogo_configurations(self):
        rc, doc, out = run_match(self.tmp, "--opponent", "moyogo", "--opponent-opts",
                                 "-p fearless", "--games", "2", "--max-moves", "30",
                                 "--count-overrides")
        self.assertEqual(rc, 0, out)
        s = doc["summary"]
        self.assertEqual((s["a"]["name"], s["b"]["name"]), ("moyogo", "moyogo -p fearless"))
        self.assertEqual([g["a_color"] for g in doc["games"]], ["B", "W"])
        self.assertEqual(s["moves"], 60)  # the move limit, then the referee scores
        self.assertEqual(s["scored_games"], 2)
        self.assertEqual(s["b"]["override_games"], 2)


def main():
    global MOYOGO
    args = sys.argv[1:]
    if "--moyogo" in args[:-1]:
        i = args.index("--moyogo")
        MOYOGO = os.path.abspath(args[i + 1])
        del args[i:i + 2]
    if not GNUGO:
        print("gnugo not found: skipped")
        return gtp_client.SKIP
    if not os.access(MOYOGO, os.X_OK):
        print("moyogo binary %s missing: skipped" % MOYOGO)
        return gtp_client.SKIP
    result = unittest.main(argv=[sys.argv[0]] + args, exit=False).result
    return 0 if result.wasSuccessful() else 1


if __name__ == "__main__":
    sys.exit(main())
