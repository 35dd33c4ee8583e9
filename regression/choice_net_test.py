#!/usr/bin/env python3
"""Unit tests of regression/choice_net.py and of the header it wrote (CTest choice_net_unit).

The header checks need only Python; the training test needs numpy and is skipped without it.
"""
import os
import re
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import choice_fit as cf  # noqa: E402
import choice_net as cn  # noqa: E402

HEADER = os.path.join(HERE, "..", "engine", "genmove", "choice_net_weights.h")

try:
    import numpy
except ImportError:
    numpy = None


class HeaderTest(unittest.TestCase):
    def test_committed_header_has_the_cpp_sizes(self):
        with open(HEADER, encoding="utf-8") as f:
            text = f.read()
        hidden = int(re.search(r"kChoiceNetHidden = (\d+);", text).group(1))
        a = cn.header_arrays(text)
        # 24 features, the families, proposed, the prior's two inputs, the dragon inputs, bias
        inputs = len(cf.inputs([0.0] * 25, {})) + 2 + cn.DRAGON_INPUTS
        self.assertEqual(len(a["kChoiceNetW1"]), inputs * hidden)
        self.assertEqual(len(a["kChoiceNetB1"]), hidden)
        self.assertEqual(len(a["kChoiceNetW2"]), hidden)
        self.assertTrue(any(w != 0.0 for w in a["kChoiceNetW1"]))

    def test_prior_candidates_match_the_cpp_constant(self):
        # The network is trained on the candidates the engine scores: the same count of the
        # prior's best points on both sides.
        with open(os.path.join(HERE, "..", "engine", "genmove", "move_prior.h"),
                  encoding="utf-8") as f:
            text = f.read()
        marked = int(re.search(r"kPriorCandidates = (\d+);", text).group(1))
        moves = int(re.search(r"kPriorCandidateMoves = (\d+);", text).group(1))
        self.assertEqual(cn.PRIOR_CANDIDATES, marked)
        self.assertEqual(cn.PRIOR_CANDIDATE_MOVES, moves)

    def test_inputs_match_the_cpp_constant(self):
        with open(os.path.join(HERE, "..", "engine", "genmove", "learned_chooser.h"),
                  encoding="utf-8") as f:
            text = f.read()
        self.assertIn("kChoiceInputs = kPointFeatures - 1 + kChoiceFamilies + 3 + 1;", text)
        self.assertEqual(cn.DRAGON_INPUTS, 0)

    def test_numbers_are_comma_separated_rows(self):
        text = cn.numbers([1.5, -2.0, 0.25], per_line=2)
        self.assertEqual(text.splitlines(), ["    1.5, -2,", "    0.25,"])


@unittest.skipIf(numpy is None, "numpy not installed")
class TrainingTest(unittest.TestCase):
    def test_learns_which_family_gnugo_prefers(self):
        # Two proposals a position with the same value from two families; GNU Go likes the
        # defender's, not the territory's: after training the defender's point scores higher.
        feats = [{"pos": str(n), "gnugo": {"B2": 10.0},
                  "features": {"A1": [0.1 * n, 1.0], "B2": [0.1 * n, 1.0]}} for n in range(8)]
        props = [{"pos": str(n), "props": [["A1", "territory", 50], ["B2", "defender", 50]]}
                 for n in range(8)]
        train = [(numpy.array(xs), numpy.array(ls))
                 for xs, ls in cf.candidates(cf.build(feats, props))]

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
