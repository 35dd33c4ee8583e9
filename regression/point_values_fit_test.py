#!/usr/bin/env python3
"""Unit tests of regression/point_values_fit.py's pure parts (CTest point_values_fit_unit)."""
import gzip
import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import point_values_fit as pvf  # noqa: E402
import train_features  # noqa: E402


class PointValuesFitTest(unittest.TestCase):
    def test_solve_a_small_system(self):
        x = pvf.solve([[2.0, 1.0], [1.0, 3.0]], [3.0, 5.0])
        self.assertAlmostEqual(x[0], 0.8)
        self.assertAlmostEqual(x[1], 1.4)

    def test_fit_finds_the_feature_gnugo_rewards(self):
        # GNU Go values exactly the points whose first feature is on; the fit must weigh
        # that feature, not the second, and the best prediction must be GNU Go's move.
        data = []
        for n in range(20):
            feats = {"A%d" % (k + 1): [1.0 if k == n % 5 else 0.0, float(k % 2), 1.0]
                     for k in range(5)}
            good = "A%d" % (n % 5 + 1)
            data.append({"pos": str(n), "gnugo": {good: 10.0}, "features": feats})
        w = pvf.fit(data)
        self.assertGreater(w[0], 5.0)
        self.assertLess(abs(w[1]), 1.0)
        self.assertAlmostEqual(pvf.mean_pick_loss(data, w), 0.0)
        self.assertAlmostEqual(pvf.mean_pick_loss(data, [0.0, 1.0, 0.0]), 10.0 * 16 / 20)

    def test_read_points_drops_the_prediction(self):
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "game-001.points.gz")
            with gzip.open(path, "wt", encoding="utf-8") as f:
                f.write("# game-001.sgf:21 B\nA19 -0.792 0.8 -0.1 1\nb18 2.5 0 1 1\n"
                        "# game-001.sgf:23 B\nC3 0 1 1 1\n")
            self.assertEqual(train_features.read_points(path), [
                ("game-001.sgf:21", "B", ["A19", "B18"], [[0.8, -0.1, 1.0], [0.0, 1.0, 1.0]]),
                ("game-001.sgf:23", "B", ["C3"], [[1.0, 1.0, 1.0]])])

    def test_numpy_fit_equals_the_plain_one(self):
        try:
            import numpy
        except ImportError:
            self.skipTest("numpy not installed")
        data = [{"pos": str(n), "gnugo": {"A%d" % (n % 4 + 1): 10.0 + n},
                 "features": {"A%d" % (k + 1): [float((k * n) % 3), float(k == n % 4), 1.0]
                              for k in range(4)}} for n in range(12)]
        for a, b in zip(pvf.fit(data), pvf.fit_numpy(numpy, data)):
            self.assertAlmostEqual(a, b, places=9)

    def test_weights_header_replaces_the_weights_only(self):
        with open(pvf.POINT_VALUES_H, encoding="utf-8") as f:
            text = f.read()
        width = text.count(",", text.index("kPointWeights = {"), text.index("};", text.index(
            "kPointWeights = {"))) + 1
        new = pvf.weights_header([0.5] * width, text)
        self.assertIn("kPointWeights = {\n    0.500, 0.500,", new)
        self.assertEqual(new.count("0.500"), width)
        self.assertEqual(new.replace(new[new.index("kPointWeights"):new.index("};", new.index(
            "kPointWeights"))], ""), text.replace(text[text.index("kPointWeights"):text.index(
                "};", text.index("kPointWeights"))], ""))
        with self.assertRaises(ValueError):
            pvf.weights_header([0.5], "no weights here")

    def test_paired_difference_and_error(self):
        mean, se, n = pvf.paired({"a": 3.0, "b": 5.0, "c": 1.0}, {"a": 1.0, "b": 2.0, "d": 9.0})
        self.assertEqual(n, 2)
        self.assertAlmostEqual(mean, 2.5)
        self.assertAlmostEqual(se, 0.5)
        self.assertEqual(pvf.paired({"a": 1.0}, {"a": 0.0}), (0.0, 0.0, 1))


if __name__ == "__main__":
    unittest.main()
