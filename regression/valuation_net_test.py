#!/usr/bin/env python3
"""Unit tests of regression/valuation_net.py and of the header it wrote (CTest
valuation_net_unit). The header checks need only Python; the training test needs numpy."""
import os
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import choice_net as cn  # noqa: E402
import valuation_net as vn  # noqa: E402

try:
    import numpy
except ImportError:
    numpy = None


class InputsTest(unittest.TestCase):
    def test_inputs_are_the_features_the_prior_the_dragons_and_a_bias(self):
        x = vn.point_inputs([0.0] * 25, (0.0, 0), [0.0] * cn.DRAGON_INPUTS)
        self.assertEqual(len(x), 46)  # 24 features, the prior's two, 19 dragon inputs, bias

    def test_point_inputs_layout(self):
        x = vn.point_inputs([1.0, 2.0, 9.0], (-1.5, 3), [0.5, 0.25])
        # features without their bias, log-probability, among the prior's best six, dragons, bias
        self.assertEqual(x, [1.0, 2.0, -1.5, 1.0, 0.5, 0.25, 1.0])
        self.assertEqual(vn.point_inputs([1.0, 9.0], (-4.0, 6), [])[2], 0.0)


@unittest.skipIf(numpy is None, "numpy not installed")
class TrainingTest(unittest.TestCase):
    def test_best_of_first(self):
        data = [(numpy.array([[3.0], [2.0], [1.0]]), numpy.array([5.0, 0.0, 1.0]))]
        score = lambda xs: xs[:, 0]  # noqa: E731
        self.assertEqual(vn.best_of_first(numpy, data, score, 1), 5.0)
        self.assertEqual(vn.best_of_first(numpy, data, score, 2), 0.0)

    def test_learns_gnugos_point_and_writes_a_header_that_scores_the_same(self):
        # Four points a position; GNU Go values the one with the high first feature.
        rng = numpy.random.default_rng(3)
        train = []
        for _ in range(40):
            xs = numpy.column_stack([rng.normal(size=4), rng.normal(size=4), numpy.ones(4)])
            ls = numpy.where(xs[:, 0] == xs[:, 0].max(), 0.0, 10.0)
            train.append((xs, ls))

        class Args:
            hidden, temperature, epochs, seed, init, rate = 4, 1.0, 40, 1, None, 1e-2

        net = cn.train_net(numpy, train, Args, lambda epoch, net: None)
        score = lambda xs: net.forward(xs)[0]  # noqa: E731
        self.assertLess(vn.best_of_first(numpy, train, score, 1), 1.0)
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "valuation.h")
            with open(path, "w", encoding="utf-8") as f:
                f.write(cn.header(net, 3, Args.hidden, "test", vn.PREFIX, "valuation_net.py",
                                  "the valuation network"))
            scorer = vn.load_scorer(numpy, path)
        for xs, _ in train[:5]:
            self.assertTrue(numpy.allclose(scorer(xs), score(xs), atol=1e-4))


if __name__ == "__main__":
    unittest.main()
