#!/usr/bin/env python3
"""Unit tests of regression/pattern_stats.py (CTest pattern_stats_unit, label unit)."""
import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pattern_stats  # noqa: E402

A = "# genmoves 10\nEB101 OX 40 5 3 1\nLD102 oL 82 0 0 0\nCC300 C 46 2 0 0\n"
B = "# genmoves 4\nEB101 OX 40 1 1 1\nLD102 oL 82 3 2 0\nCC300 C 46 0 0 0\n"


class PatternStatsTest(unittest.TestCase):
    def table(self, *texts):
        t, g = {}, 0
        for x in texts:
            g += pattern_stats.parse(x, t)
        return t, g

    def test_files_add_up(self):
        t, g = self.table(A, B)
        self.assertEqual(g, 14)
        self.assertEqual((t["EB101"].matched, t["EB101"].accepted, t["EB101"].chosen), (6, 4, 2))
        self.assertEqual(t["LD102"].matched, 3)

    def test_rows_by_class_count_each_letter(self):
        t, _ = self.table(A)
        rows = dict(pattern_stats.group_rows(t, pattern_stats.class_keys, "OXoLC"))
        self.assertEqual(rows["O"], [1, 1, 5, 3, 1])
        self.assertEqual(rows["X"], [1, 1, 5, 3, 1])
        self.assertEqual(rows["L"], [1, 0, 0, 0, 0])
        self.assertEqual(rows["C"], [1, 1, 2, 0, 0])

    def test_never_fired_listed(self):
        t, g = self.table(A)
        text = pattern_stats.summary(t, g, never=True)
        self.assertIn("never fired (1): LD102", text)
        self.assertIn("never fired 1", text)

    def test_bad_line_is_an_error_with_its_place(self):
        with self.assertRaises(ValueError) as e:
            pattern_stats.parse("# genmoves 1\nEB101 OX forty 1 1 1\n", {}, "s.txt")
        self.assertIn("s.txt:2", str(e.exception))

    def test_main_reads_files_and_fails_cleanly(self):
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "stats.txt")
            with open(path, "w") as f:
                f.write(A)
            self.assertEqual(pattern_stats.main([path, "--markdown"]), 0)
            self.assertEqual(pattern_stats.main([os.path.join(d, "missing.txt")]), 2)


if __name__ == "__main__":
    unittest.main()
