#!/usr/bin/env python3
"""Unit tests of regression/choice_net.py and of the header it wrote (CTest choice_net_unit).

The header checks need only Python; the training test needs numpy and is skipped without it.
"""
import math
import os
import re
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import choice_net as cn  # noqa: E402

HEADER = os.path.join(HERE, "..", "engine", "genmove", "choice_net_weights.h")

try:
    import numpy
except ImportError:
    numpy = None


class HeaderTest(unittest.TestCase):
    def test_committed_header_has_an_input_row_per_input(self):
        # The landed header may still carry the engine's former dragon inputs (weighted 0)
        # before the bias: at least input_count() rows.
        with open(HEADER, encoding="utf-8") as f:
            text = f.read()
        hidden = int(re.search(r"kChoiceNetHidden = (\d+);", text).group(1))
        a = cn.header_arrays(text)
        self.assertEqual(len(a["kChoiceNetW1"]) % hidden, 0)
        self.assertGreaterEqual(len(a["kChoiceNetW1"]) // hidden, cn.input_count())
        self.assertEqual(len(a["kChoiceNetB1"]), hidden)
        self.assertEqual(len(a["kChoiceNetW2"]), hidden)
        self.assertTrue(any(w != 0.0 for w in a["kChoiceNetW1"]))

    def test_candidates_and_inputs_of_a_position(self):
        # Proposed points and the prior's best PRIOR_CANDIDATE_MOVES are candidates; a point
        # neither proposed nor among the prior's best is not.
        if numpy is None:
            self.skipTest("numpy not installed")
        k = cn._CPP["kPointFeatures"]
        verts = ["A1", "B1", "C1", "D1"]
        feats = [[0.1 * i] * (k - 1) + [1.0] for i in range(4)]
        props = [["C1", "defender", 40], ["C1", "shapes CD", 200], ["C1", "defender", 60]]
        last = cn.PRIOR_CANDIDATE_MOVES + 3
        prior = {"A1": (-1.0, 0), "B1": (-2.0, last), "C1": (-3.0, last), "D1": (-4.0, last)}
        xs, losses = cn.position(numpy, verts, feats, props, prior, {"A1": 10.0, "C1": 4.0})
        self.assertEqual(xs.shape, (2, cn.input_count()))
        self.assertEqual(list(losses), [0.0, 6.0])
        c = list(xs[1])
        self.assertEqual(c[k - 1 + cn.FAMILIES.index("defender")], 0.6)
        self.assertEqual(c[k - 1 + cn.FAMILIES.index("shapes CD")], cn.VALUE_CAP / 100.0)
        self.assertEqual(c[-4:], [1.0, -3.0, 0.0, 1.0])
        self.assertEqual(list(xs[0][-4:]), [0.0, -1.0, 1.0, 1.0])
        self.assertIsNone(cn.position(numpy, verts, feats, [], prior, {}))

    def test_mixed_prior(self):
        # NETWORK_SHARE of the network's log-probability plus the rest of the feature
        # prior's, renormalised over the points both have; the network's best points are
        # listed as candidates even when the mixed prior ranks them low.
        n = cn.PRIOR_CANDIDATE_MOVES + 2
        verts = ["A%d" % i for i in range(1, n + 1)]
        prior = cn.ranked({v: -float(i) for i, v in enumerate(verts)})
        network = {v: -0.5 * (n - i) for i, v in enumerate(verts)}
        network["A1"] = -50.0
        mixed = cn.mixed_prior(prior, network)
        self.assertEqual(set(mixed), set(verts))
        self.assertAlmostEqual(sum(math.exp(e[0]) for e in mixed.values()), 1.0)
        share = cn.NETWORK_SHARE
        gap = (share * network["A2"] + (1 - share) * prior["A2"][0]) - (
            share * network["A3"] + (1 - share) * prior["A3"][0])
        self.assertAlmostEqual(mixed["A2"][0] - mixed["A3"][0], gap)
        self.assertEqual(mixed["A2"][1], 0)  # A1's network probability sinks it
        self.assertFalse(cn.listed(mixed["A1"]))
        self.assertGreaterEqual(mixed[verts[-1]][1], cn.PRIOR_CANDIDATE_MOVES)
        self.assertTrue(cn.listed(mixed[verts[-1]]))  # the network's best
        self.assertEqual(cn.mixed_prior(prior, {}), {})

    def test_numbers_are_comma_separated_rows(self):
        text = cn.numbers([1.5, -2.0, 0.25], per_line=2)
        self.assertEqual(text.splitlines(), ["    1.5, -2,", "    0.25,"])


@unittest.skipIf(numpy is None, "numpy not installed")
class TrainingTest(unittest.TestCase):
    def test_learns_which_family_gnugo_prefers(self):
        # Two proposals a position with the same value from two families; GNU Go likes the
        # defender's, not the territory's: after training the defender's point scores higher.
        k = cn._CPP["kPointFeatures"]
        prior = {"A1": (-1.0, 0), "B2": (-1.0, 1)}
        train = [cn.position(numpy, ["A1", "B2"], [[0.1 * n] * (k - 1) + [1.0]] * 2,
                             [["A1", "territory", 50], ["B2", "defender", 50]], prior,
                             {"B2": 10.0}) for n in range(8)]

        class Args:
            hidden, temperature, epochs, seed, init, rate = 4, 1.0, 60, 1, None, cn.LEARNING_RATE

        net = cn.train_net(numpy, train, Args, lambda epoch, net: None)
        self.assertEqual(cn.pick_loss(numpy, train, lambda xs: net.forward(xs)[0]), 0.0)
        # The folded weights give the same scores on raw inputs.
        w1, b1, w2, b2 = net.folded()
        xs = train[0][0]
        folded = numpy.maximum(xs @ w1 + b1, 0.0) @ w2 + b2
        self.assertTrue(numpy.allclose(folded, net.forward(xs)[0]))
        # A warm start from the written header scores as the trained net, although the new
        # training set (the first half, shifted) has another standardisation.
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "net.h")
            with open(path, "w", encoding="utf-8") as f:
                f.write(cn.header(net, xs.shape[1], Args.hidden, "test"))
            other = [(x + 0.5, ls) for x, ls in train[:4]]
            warm = cn.Net(numpy, other, Args.hidden, 2)
            self.assertFalse(numpy.allclose(warm.forward(xs)[0], net.forward(xs)[0]))
            cn.load_net(numpy, warm, path)
            self.assertTrue(numpy.allclose(warm.forward(xs)[0], net.forward(xs)[0], atol=1e-4))
            # Into a net with one more input before the bias: the new input starts at 0, so
            # whatever its values, the scores are the header's.
            wide = lambda x, k: numpy.insert(x, x.shape[1] - 1, k * numpy.arange(len(x)), 1)  # noqa: E731
            wider = cn.Net(numpy, [(wide(x, 3.0), ls) for x, ls in train], Args.hidden, 3)
            cn.load_net(numpy, wider, path)
        self.assertEqual(wider.p[0].shape[0], xs.shape[1] + 1)
        self.assertTrue(numpy.allclose(wider.forward(wide(xs, 7.0))[0], net.forward(xs)[0],
                                       atol=1e-4))
        self.assertTrue(numpy.all(wider.p[0][-2] == 0.0))


if __name__ == "__main__":
    unittest.main()
