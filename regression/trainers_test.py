#!/usr/bin/env python3
"""Each trainer end to end on a tiny slice of the stored data (CTest trainers_unit): the
first two games of regression/data/ (one fitted, one held out) cut to their first MOVES
positions, moyogo's features dumped from MOYOGO_BIN, then `move_prior.py train`,
`point_values_fit.py train` and `choice_net.py train`; each writes a header that the
trainer reads back and that compiles against the engine's headers (CXX, when set).
Skipped without MOYOGO_BIN, numpy or the stored data. About ten seconds."""
import contextlib
import io
import math
import os
import re
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import cxx_constants  # noqa: E402
import train_data  # noqa: E402
import train_features  # noqa: E402

DATA = os.environ.get("TRAIN_DATA_DIR", os.path.join(HERE, "data"))
# A move the learned chooser scored, in `chooser_ranking`'s answer.
RANKED = re.compile(r"^(\S+) learned score (-?\d+\.\d+),")
MOVES = 34  # moyogo's turns 20-34 of each game for the choice and the valuation
GENMOVE = os.path.join(ROOT, "engine", "genmove")

try:
    import numpy
except ImportError:
    numpy = None


def run(main, argv):
    """(exit status, printed text) of a trainer's main."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        status = main(argv)
    return status, out.getvalue()


def compiles(test, header, check=""):
    """The header compiles in a translation unit of its own (with `check` after it)."""
    cxx = os.environ.get("CXX")
    if not cxx:
        return
    with tempfile.TemporaryDirectory() as d:
        source = os.path.join(d, "check.cpp")
        with open(source, "w", encoding="utf-8") as f:
            f.write('#include "%s"\n%s\nint main() { return 0; }\n' % (header, check))
        proc = subprocess.run([cxx, "-std=c++17", "-fsyntax-only", "-I", ROOT, source],
                              capture_output=True, text=True)
    test.assertEqual(proc.returncode, 0, proc.stderr[-2000:])


@unittest.skipIf(numpy is None, "numpy not installed")
@unittest.skipIf(not os.environ.get("MOYOGO_BIN"), "MOYOGO_BIN not set")
@unittest.skipIf(not os.path.exists(os.path.join(DATA, "games.tar.xz")), "no stored data")
class TrainersTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory()
        cls.data = os.path.join(cls.tmp.name, "data")
        cls.features = os.path.join(cls.tmp.name, "features")
        cls.names = train_data.extract(DATA, cls.data, games=2)
        status, cls.dump_text = run(train_features.main, [
            "dump", cls.data, "--moyogo", os.environ["MOYOGO_BIN"], "--out", cls.features,
            "--moves", str(MOVES)])
        assert status == 0, cls.dump_text

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def out(self, name):
        return os.path.join(self.tmp.name, name)

    def test_dump_wrote_every_kind(self):
        self.assertIn("dumped 8 files (0 up to date)", self.dump_text)
        points = train_features.read_points(
            train_features.output_path(self.features, "points", self.names[0]))
        numbers = [int(k.rsplit(":", 1)[1]) for k, _, _, _ in points]
        self.assertTrue(numbers and min(numbers) >= train_features.FIRST_MOVE
                        and max(numbers) <= MOVES)
        # The network's probabilities at the same positions, over the same (legal) points.
        network = train_features.read_network(
            train_features.output_path(self.features, "network", self.names[0]))
        self.assertEqual(sorted(network), sorted(k for k, _, _, _ in points))
        for key, _, verts, _ in points:
            self.assertEqual(set(network[key]), set(verts))
            self.assertAlmostEqual(sum(math.exp(lp) for lp in network[key].values()), 1.0,
                                   delta=0.01)

    def test_move_prior(self):
        import move_prior as mp
        status, text = run(mp.main, ["train", self.data, self.features, "--out",
                                     self.out("prior.h"), "--landed",
                                     os.path.join(GENMOVE, "move_prior_weights.h")])
        self.assertEqual(status, 0)
        self.assertIn("held-out, regenerated: top-1", text)
        self.assertIn("held-out, landed move_prior_weights.h: top-1", text)
        w = mp.load_header(numpy, self.out("prior.h"))
        self.assertTrue(numpy.any(w[mp.SHAPE_CODES:mp.DIAMOND_BASE] != 0.0))
        compiles(self, self.out("prior.h"),
                 "static_assert(sizeof(engine::kPriorGroupWeights) / sizeof(double) == %d);"
                 % mp.GROUP_FEATURES)

    def test_point_values(self):
        import point_values_fit as pvf
        status, text = run(pvf.main, ["train", self.data, self.features, "--out",
                                      self.out("point_values.h")])
        self.assertEqual(status, 0)
        self.assertIn("fit's loss, held-out games", text)
        with open(self.out("point_values.h"), encoding="utf-8") as f:
            new = f.read()
        with open(os.path.join(GENMOVE, "point_values.h"), encoding="utf-8") as f:
            self.assertNotEqual(new, f.read())
        weights = text.split("weights: {")[1].split("}")[0]
        self.assertIn(weights.split(", ")[0], new)
        compiles(self, self.out("point_values.h"))

    def test_choice_net(self):
        import choice_net as cn
        status, text = run(cn.main, [
            "train", self.data, self.features, "--out", self.out("choice.h"), "--landed",
            os.path.join(GENMOVE, "choice_net_weights.h"), "--epochs", "2", "--hidden", "4"])
        self.assertEqual(status, 0)
        self.assertIn("GNU Go's loss of the pick, held-out", text)
        self.assertIn("The pass rule's score %g" % cn.PASS_SCORE, text)
        score = cn.header_scorer(numpy, self.out("choice.h"), cn.input_count())
        self.assertEqual(score(numpy.zeros((3, cn.input_count()))).shape, (3,))
        compiles(self, self.out("choice.h"),
                 "static_assert(sizeof(engine::kChoiceNetW1) / sizeof(double) == %d * 4);"
                 % cn.input_count())


@unittest.skipIf(numpy is None, "numpy not installed")
@unittest.skipIf(not os.environ.get("MOYOGO_BIN"), "MOYOGO_BIN not set")
@unittest.skipIf(not os.path.exists(os.path.join(DATA, "games.tar.xz")), "no stored data")
class ChoiceAgreementTest(unittest.TestCase):
    def test_trainer_inputs_score_as_the_engine(self):
        # At moyogo's turns of a stored game, the landed network's score of each candidate
        # from the trainer's inputs (point_features, proposals, prior_features) equals the
        # engine's own (`chooser_ranking`, two decimals), the feature prior being the choice's
        # prior with --policy-weight 0: the trainer builds the inputs as the engine does. The
        # point valuation's predictions there are the trainer's reading of its weights.
        # (`--chooser learned`: the default search reorders the learned ranking.)
        self.assertGreater(self.compare_game(["--chooser", "learned", "--policy-weight", "0"]), 10)

    def test_the_mixed_prior_scores_as_the_engine(self):
        # With the policy network (the 19x19 default) the candidates' prior mixes it in, its
        # best points join the candidates, and the choice network reads the mixed prior; the
        # trainer mixes the feature prior with `prior_moves COLOR N network` the same way.
        self.assertGreater(self.compare_game(["--chooser", "learned"], mixed=True), 10)

    def compare_game(self, options, mixed=False):
        import blame
        import choice_net as cn
        import gtp_client
        import move_prior as mp
        weights = mp.load_header(numpy, os.path.join(GENMOVE, "move_prior_weights.h"))
        score = cn.header_scorer(numpy, os.path.join(GENMOVE, "choice_net_weights.h"),
                                 cn.input_count())
        with tempfile.TemporaryDirectory() as d:
            name = train_data.extract(DATA, d, games=1)[0]
            _, komi, seed, me, moves = blame.played_moves(os.path.join(d, "games", name))
            engine = gtp_client.Engine([os.environ["MOYOGO_BIN"], "--mode", "gtp", "--seed",
                                        seed] + options)
            compared = 0
            try:
                for command in ("boardsize 19", "clear_board", "komi " + komi):
                    engine.must(command)
                for number, (color, move) in enumerate(moves[:50], start=1):
                    if color == me and number >= 30 and number % 8 < 2:
                        compared += self.compare(engine, color, d, weights, score, mixed)
                    engine.must("play %s %s" % (color, move))
            finally:
                engine.close()
        return compared

    def compare(self, engine, color, folder, weights, score, mixed):
        import choice_net as cn
        import move_prior as mp
        points = engine.must("point_features " + color).splitlines()
        path = os.path.join(folder, "prior.txt")
        with open(path, "w", encoding="utf-8") as f:
            f.write("# p:1 %s X\n%s\n" % (color, engine.must("prior_features " + color)))
        prior = mp.log_priors(numpy, path, weights)["p:1"]
        if mixed:
            network = {}
            for line in engine.must("prior_moves %s 1000 network" % color).splitlines():
                train_features.network_entry(line, network)
            prior = cn.mixed_prior(prior, network)
        props = train_features.proposals_at(engine, color)
        engine_scores = {}
        for line in engine.must("chooser_ranking").splitlines():
            m = RANKED.match(line)
            if m:
                engine_scores[m.group(1).upper()] = float(m.group(2))
        verts = [line.split()[0].upper() for line in points]
        feats = [[float(x) for x in line.split()[2:]] for line in points]
        # The point valuation's prediction column is point_values.h's weights (as the trainer
        # reads them) times the features.
        w = numpy.array(cxx_constants.constants()["point_weights"])
        for line, f in zip(points, feats):
            self.assertAlmostEqual(float(line.split()[1]), float(w @ f), delta=0.002)
        pos = cn.position(numpy, verts, feats, props, prior, {})
        if not engine_scores or pos is None:
            return 0
        mine = dict(zip(cn.candidates(verts, cn.family_values(props), prior), score(pos[0])))
        self.assertEqual(set(engine_scores), set(mine))
        both = [v for v in engine_scores if v in mine]
        for vertex in both:
            self.assertAlmostEqual(mine[vertex], engine_scores[vertex], delta=0.006, msg=vertex)
        return len(both)


if __name__ == "__main__":
    unittest.main()
