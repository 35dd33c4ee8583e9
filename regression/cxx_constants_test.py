#!/usr/bin/env python3
"""Unit tests of regression/cxx_constants.py (CTest cxx_constants_unit): the reader against
the compiled probe (CONSTANTS_PROBE, skipped without), the reader following a header edit,
and the trainers' views of the shared constants."""
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import cxx_constants as cc  # noqa: E402


class ReaderTest(unittest.TestCase):
    def test_evaluate_integer_expressions(self):
        names = {"kA": 4, "kB": 3}
        self.assertEqual(cc.evaluate("2 * kA + kB", names), 11)
        self.assertEqual(cc.evaluate("1 << 24", names), 16777216)
        self.assertEqual(cc.evaluate("kA - (kB + 1)", names), 0)
        with self.assertRaises(cc.ConstantError):
            cc.evaluate("kC + 1", names)
        with self.assertRaises(cc.ConstantError):
            cc.evaluate("sizeof(int)", names)

    def test_enum_and_constants_in_text_order(self):
        names = {}
        cc._ints(cc._strip_comments("inline constexpr int kBase = 10;\n"
                 "enum G : int {\n  kOne = kBase,  // 4\n  kTwo = kOne + 4,\n  kEnd = kTwo + 1,\n};"
                 "\ninline constexpr int kCount = kEnd - kBase;"), names)
        self.assertEqual(names, {"kBase": 10, "kOne": 10, "kTwo": 14, "kEnd": 15, "kCount": 5})

    def test_the_reader_follows_a_header_edit(self):
        # A copy of the headers with kPriorCandidates changed: the reader sees the new value,
        # and a family list longer than kChoiceFamilies is an error, not a silent misread.
        with tempfile.TemporaryDirectory() as root:
            for rel in cc.HEADERS + [cc.GENERATOR_NAMES]:
                os.makedirs(os.path.dirname(os.path.join(root, rel)), exist_ok=True)
                shutil.copy(os.path.join(cc.ROOT, rel), os.path.join(root, rel))
            path = os.path.join(root, "engine/genmove/move_prior.h")
            with open(path, encoding="utf-8") as f:
                text = f.read()
            self.assertIn("kPriorCandidates = 6;", text)
            with open(path, "w", encoding="utf-8") as f:
                f.write(text.replace("kPriorCandidates = 6;", "kPriorCandidates = 4;"))
            self.assertEqual(cc.constants(root)["kPriorCandidates"], 4)
            path = os.path.join(root, "engine/genmove/learned_chooser.h")
            with open(path, encoding="utf-8") as f:
                text = f.read()
            with open(path, "w", encoding="utf-8") as f:
                f.write(text.replace("{Generator::Semeai, \"\"},",
                                     "{Generator::Semeai, \"\"}, {Generator::Fuseki, \"\"},"))
            with self.assertRaises(cc.ConstantError):
                cc.constants(root)

    def test_families_are_move_reasons_names(self):
        c = cc.constants()
        self.assertEqual(len(c["families"]), c["kChoiceFamilies"])
        self.assertIn("shapes CD", c["families"])
        self.assertIn("owl_defense", c["families"])
        self.assertEqual(len(c["point_weights"]), c["kPointFeatures"])


@unittest.skipIf(not os.environ.get("CONSTANTS_PROBE"), "CONSTANTS_PROBE not set")
class ProbeTest(unittest.TestCase):
    def test_reader_equals_the_compiler(self):
        out = subprocess.run([os.environ["CONSTANTS_PROBE"]], check=True, capture_output=True,
                             text=True).stdout.splitlines()
        mine = cc.lines(cc.constants())
        self.assertEqual(len(out), len(mine))
        for theirs, ours in zip(out, mine):
            if theirs.startswith("weight "):
                self.assertAlmostEqual(float(theirs.split()[2]), float(ours.split()[2]), 6)
            else:
                self.assertEqual(theirs, ours)


class TrainersTest(unittest.TestCase):
    """The trainers take the shared constants from the reader, and their layouts follow."""

    def test_move_prior_layout(self):
        import move_prior as mp
        c = cc.constants()
        self.assertEqual(mp.GROUP_FEATURES, c["kPriorFeatureEnd"] - c["kPriorShapeCodes"])
        self.assertEqual(mp.DIAMOND_BASE, mp.SHAPE_CODES + mp.GROUP_FEATURES)

    def test_choice_net_inputs(self):
        import choice_net as cn
        c = cc.constants()
        self.assertEqual(cn.FAMILIES, c["families"])
        self.assertEqual((cn.PRIOR_CANDIDATES, cn.PRIOR_CANDIDATE_MOVES),
                         (c["kPriorCandidates"], c["kPriorCandidateMoves"]))
        x = cn.choice_inputs([0.5] * c["kPointFeatures"], {"shapes CD": 300}, (-2.0, 1))
        self.assertEqual(len(x), cn.input_count())
        # The engine's inputs, less its dragon inputs while it still has them (weighted 0).
        self.assertEqual(cn.input_count(), c["kChoiceInputs"] - c.get("kDragonInputs", 0))
        k = c["kPointFeatures"] - 1
        self.assertEqual(x[k + cn.FAMILIES.index("shapes CD")], c["kChoiceValueCap"] / 100.0)
        self.assertEqual(x[-4:], [1.0, -2.0, 1.0, 1.0])


if __name__ == "__main__":
    unittest.main()
