#!/usr/bin/env python3
"""Unit tests of regression/point_values_fit.py's pure parts (CTest point_values_fit_unit)."""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import point_values_fit as pvf  # noqa: E402


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

    def test_parse_features_drops_the_prediction(self):
        text = "A19 -0.792 0.8 -0.1 1\nb18 2.5 0 1 1"
        self.assertEqual(pvf.parse_features(text), {"A19": [0.8, -0.1, 1.0], "B18": [0.0, 1.0, 1.0]})

    def test_split_dragons_after_the_point_features(self):
        row = [float(i) for i in range(pvf.POINT_FEATURES + 3)]
        feats, dragons = pvf.split_dragons({"C3": row})
        self.assertEqual(feats, {"C3": row[:pvf.POINT_FEATURES]})
        self.assertEqual(dragons, {"C3": [25.0, 26.0, 27.0]})
        with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "engine",
                               "genmove", "point_values.h"), encoding="utf-8") as f:
            self.assertIn("kPointFeatures = %d;" % pvf.POINT_FEATURES, f.read())

    def test_paired_difference_and_error(self):
        mean, se, n = pvf.paired({"a": 3.0, "b": 5.0, "c": 1.0}, {"a": 1.0, "b": 2.0, "d": 9.0})
        self.assertEqual(n, 2)
        self.assertAlmostEqual(mean, 2.5)
        self.assertAlmostEqual(se, 0.5)
        self.assertEqual(pvf.paired({"a": 1.0}, {"a": 0.0}), (0.0, 0.0, 1))


if __name__ == "__main__":
    unittest.main()
