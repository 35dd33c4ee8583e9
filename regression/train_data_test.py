#!/usr/bin/env python3
"""Unit tests of regression/train_data.py (CTest train_data_unit): the readers, the split,
pack and extract, the stored data's consistency with its games, and one short game
labelled by GNU Go (skipped without gnugo)."""
import os
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import blame  # noqa: E402
import gtp_client  # noqa: E402
import train_data as td  # noqa: E402

DATA = os.path.join(HERE, "data")
SGF = ("(;GM[1]FF[4]SZ[19]KM[5.5]PB[moyogo]PW[gnugo-3.8 L1]C[Game 1, seed 7.]"
       ";B[pd];W[dp];B[pp];W[dd])")


def write(path, text):
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


class ReadersTest(unittest.TestCase):
    def test_labels_values_and_cache(self):
        with tempfile.TemporaryDirectory() as d:
            write(os.path.join(d, "labels.txt"),
                  "game-001.sgf 0 b Q16 genmove\ngame-001.sgf 1 w D4 played\n")
            write(os.path.join(d, "values.txt"),
                  "game-001.sgf 0 b Q16 75 D4 74.5\ngame-001.sgf 2 b\n")
            labels = td.read_labels(os.path.join(d, "labels.txt"))
            values = td.read_values(os.path.join(d, "values.txt"))
        self.assertEqual(labels, [("game-001.sgf", 0, "B", "Q16", "genmove"),
                                  ("game-001.sgf", 1, "W", "D4", "played")])
        self.assertEqual(values[("game-001.sgf", 0)], ("B", {"Q16": 75.0, "D4": 74.5}))
        self.assertEqual(values[("game-001.sgf", 2)], ("B", {}))
        cache = td.value_cache(values, "g")
        self.assertEqual(cache, {os.path.join("g", "game-001.sgf"): {
            "1": {"Q16": 75.0, "D4": 74.5}, "3": {}}})
        self.assertEqual(td.value_cache(values, "", first=2), {"game-001.sgf": {"3": {}}})

    def test_split_holds_out_the_last_tenth(self):
        names = ["game-%03d.sgf" % i for i in range(20, 0, -1)]
        fitted, held = td.split_games(names)
        self.assertEqual(held, ["game-019.sgf", "game-020.sgf"])
        self.assertEqual(len(fitted), 18)
        self.assertEqual(td.split_games(names[:2]), (["game-019.sgf"], ["game-020.sgf"]))
        self.assertEqual(td.split_games(["game-001.sgf"]), (["game-001.sgf"], []))
        self.assertEqual(td.holdout_regex(names[:2]), r"^(game-020\.sgf)$")


class PackTest(unittest.TestCase):
    def test_pack_extract_round_trip(self):
        with tempfile.TemporaryDirectory() as d:
            sgf, lab = os.path.join(d, "sgf"), os.path.join(d, "lab")
            os.makedirs(sgf)
            os.makedirs(lab)
            for i in (1, 2, 3):
                write(os.path.join(sgf, "game-%03d.sgf" % i), SGF.replace("seed 7", "seed %d" % i))
                write(os.path.join(lab, "game-%03d.labels" % i),
                      "game-%03d.sgf 0 b Q16 genmove\n" % i)
                write(os.path.join(lab, "game-%03d.values" % i), "game-%03d.sgf 0 b Q16 75\n" % i)
            self.assertEqual(td.main(["pack", sgf, lab, "--out", os.path.join(d, "p1")]), 0)
            self.assertEqual(td.main(["pack", sgf, lab, "--out", os.path.join(d, "p2")]), 0)
            for name in ("games.tar.xz", "labels.txt.xz", "values.txt.xz"):
                with open(os.path.join(d, "p1", name), "rb") as f, \
                        open(os.path.join(d, "p2", name), "rb") as g:
                    self.assertEqual(f.read(), g.read(), name)  # deterministic archives
            names = td.extract(os.path.join(d, "p1"), os.path.join(d, "x"), games=2)
            self.assertEqual(names, ["game-001.sgf", "game-002.sgf"])
            with open(os.path.join(d, "x", "games", "game-002.sgf"), encoding="utf-8") as f:
                self.assertEqual(f.read(), SGF.replace("seed 7", "seed 2"))
            labels = td.read_labels(os.path.join(d, "x", "labels.txt"))
            self.assertEqual([g for g, *_ in labels], names)
            # Extracting again leaves a game with the same bytes untouched, rewrites another.
            game = os.path.join(d, "x", "games", "game-001.sgf")
            os.utime(game, (1000, 1000))
            write(os.path.join(d, "x", "games", "game-002.sgf"), "changed")
            td.extract(os.path.join(d, "p1"), os.path.join(d, "x"), games=2)
            self.assertEqual(os.path.getmtime(game), 1000)
            with open(os.path.join(d, "x", "games", "game-002.sgf"), encoding="utf-8") as f:
                self.assertEqual(f.read(), SGF.replace("seed 7", "seed 2"))
            # unpack gives back the per-game files pack read.
            self.assertEqual(td.main(["unpack", os.path.join(d, "p1"), "--sgf",
                                      os.path.join(d, "u", "sgf"), "--labels",
                                      os.path.join(d, "u", "lab")]), 0)
            for name in ("sgf/game-003.sgf", "lab/game-003.labels", "lab/game-002.values"):
                with open(os.path.join(d, "u", name), encoding="utf-8") as f, \
                        open(os.path.join(d, name), encoding="utf-8") as g:
                    self.assertEqual(f.read(), g.read(), name)
            os.remove(os.path.join(lab, "game-003.values"))
            with self.assertRaises(SystemExit):
                td.main(["pack", sgf, lab, "--out", os.path.join(d, "p3")])


@unittest.skipIf(not os.path.exists(os.path.join(DATA, "games.tar.xz")), "no stored data")
class StoredDataTest(unittest.TestCase):
    def test_labels_follow_the_games(self):
        # Every position of the first two games has one label: GNU Go's played move at its
        # turns, its reg_genmove at moyogo's (with a values line there and only there).
        with tempfile.TemporaryDirectory() as d:
            names = td.extract(DATA, d, games=2)
            labels = td.read_labels(os.path.join(d, "labels.txt"))
            values = td.read_values(os.path.join(d, "values.txt"))
            games = {n: blame.played_moves(os.path.join(d, "games", n)) for n in names}
        self.assertEqual(len(names), 2)
        for name, (size, komi, _, me, moves) in games.items():
            self.assertEqual((size, komi), (19, "5.5"))
            mine = [lab for lab in labels if lab[0] == name]
            self.assertEqual([lab[1] for lab in mine], list(range(len(moves))))
            for (_, number, color, vertex, source), (c, move) in zip(mine, moves):
                self.assertEqual(color, c)
                self.assertEqual(source, "genmove" if c == me else "played")
                if source == "played":
                    self.assertEqual(vertex, move)
                self.assertEqual((name, number) in values, source == "genmove")
                if source == "genmove" and vertex != "PASS":
                    best = max(values[(name, number)][1].items(), key=lambda kv: kv[1])
                    self.assertEqual(values[(name, number)][1].get(vertex), best[1])


@unittest.skipIf(not gtp_client.find_gnugo("/usr/games/gnugo"), "gnugo not installed")
class LabelTest(unittest.TestCase):
    def test_label_a_short_game(self):
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "game-001.sgf")
            write(path, SGF)
            gnugo = gtp_client.find_gnugo("/usr/games/gnugo")
            labels, values = td.label_game([gnugo, "--mode", "gtp", "--level", "1"], path)
        self.assertEqual([ln.split()[:3] for ln in labels],
                         [["game-001.sgf", str(i), "bw"[i % 2]] for i in range(4)])
        self.assertEqual(labels[1], "game-001.sgf 1 w D4 played")
        self.assertEqual(labels[3], "game-001.sgf 3 w D16 played")
        self.assertTrue(labels[0].endswith(" genmove"))
        self.assertEqual([v.split()[:3] for v in values],
                         [["game-001.sgf", "0", "b"], ["game-001.sgf", "2", "b"]])
        # reg_genmove's move is among its all_move_values, with the best value.
        pick = labels[2].split()[3]
        pairs = values[1].split()[3:]
        vals = {pairs[i]: float(pairs[i + 1]) for i in range(0, len(pairs), 2)}
        self.assertEqual(vals[pick], max(vals.values()))


if __name__ == "__main__":
    unittest.main()
