#!/usr/bin/env python3
"""Unit tests of regression/tst_sample.py and query_cpu.py's turns (CTest tst_sample_unit,
label unit)."""
import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import query_cpu  # noqa: E402
import tst_sample  # noqa: E402

SUITE = """# a comment
loadsgf games/a.sgf 10
1 owl_attack C3
#? [0]
2 owl_defend C3
#? [1 B2]
black D4
3 attack D4
#? [0]
loadsgf games/b.sgf
4 dragon_status E5
#? [alive]
"""

# A GTP engine that answers every command with its own name and the command, and logs them.
FAKE = """import sys
name, log = sys.argv[1], sys.argv[2]
for line in sys.stdin:
    line = line.strip()
    if line == "quit":
        print("= \\n", flush=True)
        break
    with open(log, "a") as f:
        f.write(name + " " + line + "\\n")
    print("= %s %s\\n" % (name, line), flush=True)
"""

# A GTP engine whose node counter counts the commands since its reset, seven nodes each.
FAKE_NODES = """import sys
count = 0
for line in sys.stdin:
    line = line.strip()
    if line == "quit":
        print("= \\n", flush=True)
        break
    if line.startswith("reset_"):
        count = 0
        print("= \\n", flush=True)
    elif line.startswith("get_"):
        print("= %d\\n" % (7 * count), flush=True)
    else:
        count += 1
        print("= ok\\n", flush=True)
"""


class TstSampleTest(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        self.tst = os.path.join(self.dir.name, "s.tst")
        with open(self.tst, "w") as f:
            f.write(SUITE)

    def tearDown(self):
        self.dir.cleanup()

    def test_every_question_with_its_setup(self):
        lines = tst_sample.sample([self.tst], 1, {"owl_attack", "owl_defend", "dragon_status"})
        self.assertEqual(lines, [
            "loadsgf games/a.sgf 10", "owl_attack C3",
            "loadsgf games/a.sgf 10", "owl_defend C3",
            "loadsgf games/b.sgf", "dragon_status E5"])

    def test_every_second_question_counts_only_the_chosen_commands(self):
        lines = tst_sample.sample([self.tst], 2, {"owl_attack", "owl_defend", "attack"})
        self.assertEqual(lines, [
            "loadsgf games/a.sgf 10", "owl_attack C3",
            "loadsgf games/a.sgf 10", "play black D4", "attack D4"])

    def test_query_cpu_engines_answer_in_turn(self):
        fake = os.path.join(self.dir.name, "fake.py")
        log = os.path.join(self.dir.name, "log")
        with open(fake, "w") as f:
            f.write(FAKE)
        engines = [(n, [sys.executable, fake, n, log]) for n in ("a", "b")]
        out = query_cpu.run_file(engines, self.tst, {"owl_attack", "owl_defend"})
        self.assertEqual(sorted(out["a"]), [1, 2])
        self.assertEqual(out["b"][2][1], "b owl_defend C3")
        with open(log) as f:
            order = [line.split()[0] + " " + line.split()[1] for line in f]
        # The setup reaches both; the first question a then b, the second b then a.
        self.assertEqual(order, ["a loadsgf", "b loadsgf", "a owl_attack", "b owl_attack",
                                 "b owl_defend", "a owl_defend", "a play", "b play",
                                 "a loadsgf", "b loadsgf"])

    def test_query_cpu_counts_each_questions_nodes_outside_its_time(self):
        fake = os.path.join(self.dir.name, "nodes.py")
        with open(fake, "w") as f:
            f.write(FAKE_NODES)
        engines = [("a", [sys.executable, fake])]
        out = query_cpu.run_file(engines, self.tst, {"owl_attack", "attack"}, "reading")
        self.assertEqual(sorted(out["a"]), [1, 3])
        self.assertEqual([row[3] for _, row in sorted(out["a"].items())], [7, 7])
        plain = query_cpu.run_file(engines, self.tst, {"attack"})
        self.assertEqual(len(plain["a"][3]), 3)


if __name__ == "__main__":
    unittest.main()
