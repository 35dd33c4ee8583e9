// The SGF replay behind the labels (every kind of skipped label counted) and the command
// line end to end: train a tiny network, read its header back, evaluate it.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "engine/board/game.h"
#include "engine/genmove/policy_net.h"
#include "interface/tests/temp_dir.h"
#include "regression/policy_train/policy_cli.h"
#include "regression/policy_train/policy_labels.h"
#include "regression/policy_train/weights_header.h"

namespace policy_train {
namespace {

using core::Color;
using core::Point;

// game-003 has a setup node (AB) after its second move: the undo stops there.
void writeGames(const iface::testing::ScopedTempDir& dir) {
  std::filesystem::create_directory(dir.file("games"));
  dir.write("games/game-001.sgf", "(;GM[1]FF[4]SZ[19]KM[6.5];B[pd];W[dp];B[pp];W[dd];B[qq])");
  dir.write("games/game-002.sgf", "(;GM[1]FF[4]SZ[9]KM[6.5];B[ee];W[cc])");
  dir.write("games/game-003.sgf", "(;GM[1]FF[4]SZ[19]KM[6.5];B[pd];W[dp];AB[jj];B[pp];W[dd])");
}

const char* kLabels =
    "game-001.sgf 0 b Q16 played\n"    // kept
    "game-001.sgf 2 b D4 genmove\n"    // D4 is White's stone: illegal
    "game-001.sgf 3 w PASS played\n"   // PASS
    "game-001.sgf 9 b C3 played\n"     // past the end (5 moves)
    "game-001.sgf 5 w K10 played\n"    // kept
    "game-002.sgf 1 w C3 played\n"     // 9x9
    "missing.sgf 0 b D4 played\n"      // no file
    "game-003.sgf 1 w D4 played\n"     // kept, loaded again up to move 1
    "game-003.sgf 4 b K10 played\n"    // K10 is the setup stone: illegal
    "game-003.sgf 3 w C17 genmove\n";  // kept

board::Game gameAfter(const std::vector<const char*>& moves, bool setupAfterTwo) {
  board::Game g(19, 6.5);
  const core::Geometry& geo = core::Geometry::forSize(19);
  for (size_t i = 0; i < moves.size(); ++i) {
    if (setupAfterTwo && i == 2) g.setup({*geo.parseVertex("K10")}, {});
    EXPECT_EQ(g.play(*geo.parseVertex(moves[i]), g.toMove()), board::PlayError::None);
  }
  return g;
}

// The planes of a kept position are the engine's planes of the same position built here.
void expectPlanes(const Dataset& data, const Position& pos, const board::Game& game, Color color) {
  std::vector<float> input(361 * 20);
  std::vector<uint8_t> legal;
  int label = 0;
  expandPosition(data, pos, 0, input.data(), legal, label);
  const std::vector<float> planes = engine::policyPlanes(game, color);
  int differences = 0;
  for (int c = 0; c < 20; ++c)
    for (int p = 0; p < 361; ++p)
      differences +=
          input[static_cast<size_t>(p * 20 + c)] != planes[static_cast<size_t>(c * 361 + p)];
  EXPECT_EQ(differences, 0);
}

TEST(PolicyTrainReplay, PositionsAndSkippedLabels) {
  iface::testing::ScopedTempDir dir;
  writeGames(dir);
  std::istringstream in(kLabels);
  LoadCounts counts;
  std::ostringstream log;
  const Dataset data = loadPositions(dir.file("games"), readLabels(in, "labels", 0), counts, log);
  EXPECT_EQ(counts.labels, 10u);
  EXPECT_EQ(counts.positions, 4u);
  EXPECT_EQ(counts.pass, 1u);
  EXPECT_EQ(counts.illegal, 2u);
  EXPECT_EQ(counts.beyondEnd, 1u);
  EXPECT_EQ(counts.notNineteen, 1u);
  EXPECT_EQ(counts.notLoaded, 1u);
  EXPECT_EQ(counts.gamesFailed, 1u);
  EXPECT_EQ(log.str().rfind("skipped 1 labels of missing.sgf: cannot open or parse '", 0), 0u)
      << log.str();
  EXPECT_EQ(data.games, (std::vector<std::string>{"game-001.sgf", "game-002.sgf", "missing.sgf",
                                                  "game-003.sgf"}));
  ASSERT_EQ(data.positions.size(), 4u);
  // In the labels' order.
  const std::vector<int> labels = {3 * 19 + 15, 9 * 19 + 9, 15 * 19 + 3, 2 * 19 + 2};
  const std::vector<int> games = {0, 0, 3, 3};
  for (size_t i = 0; i < 4; ++i) {
    EXPECT_EQ(data.positions[i].label, labels[i]) << i;
    EXPECT_EQ(data.positions[i].game, games[i]) << i;
  }
  EXPECT_EQ(data.positions[3].source, Source::Genmove);
  expectPlanes(data, data.positions[0], gameAfter({}, false), Color::Black);
  expectPlanes(data, data.positions[1], gameAfter({"Q16", "D4", "Q4", "D16", "R3"}, false),
               Color::White);
  expectPlanes(data, data.positions[2], gameAfter({"Q16"}, true), Color::White);
  expectPlanes(data, data.positions[3], gameAfter({"Q16", "D4", "Q4"}, true), Color::White);
}

struct CliRun {
  int code;
  std::string out, err;
};

CliRun run(const std::vector<std::string>& args, const std::string& stdinText = "") {
  std::istringstream in(stdinText);
  std::ostringstream out, err;
  const int code = runPolicyTrain(args, in, out, err);
  return {code, out.str(), err.str()};
}

std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

TEST(PolicyTrainCommandLine, TrainsWritesAndEvaluates) {
  iface::testing::ScopedTempDir dir;
  writeGames(dir);
  const std::string labels = dir.write("labels.txt", kLabels);
  const std::string header = dir.file("policy.h");
  const CliRun trained =
      run({"--games", dir.file("games"), "--labels", labels, "--out", header, "--epochs", "2",
           "--filters", "4", "--layers", "1", "--batch", "2", "--holdout", "003", "--seed", "3"});
  ASSERT_EQ(trained.code, 0) << trained.err;
  const std::vector<std::string> out = lines(trained.out);
  ASSERT_GE(out.size(), 4u);
  EXPECT_EQ(out[0],
            "labels: 10 lines, 4 positions; skipped 1 PASS, 2 illegal, 1 past the "
            "game's end, 1 not 19x19, 1 in 1 games that did not load");
  EXPECT_EQ(out[1], "train: 2 positions of 1 games; held out: 2 positions of 1 games");
  EXPECT_EQ(out.back(), "wrote " + header);
  std::ifstream f(header);
  std::stringstream text;
  text << f.rdbuf();
  const Model model = readWeightsHeader(text.str());
  EXPECT_EQ(model.shape().filters, 4);
  EXPECT_EQ(model.shape().layers, 1);
  const std::vector<std::string> head = lines(text.str());
  EXPECT_EQ(head[1].rfind("// 2 training positions of 1 games (labels labels.txt, games games), "
                          "held-out top-1 ",
                          0),
            0u)
      << head[1];
  EXPECT_NE(head[1].find(" on 2 positions of 1 games matching '003'; 4 filters, 1 layers, 2 "
                         "epochs, batch 2, rate 0.002, seed 3."),
            std::string::npos)
      << head[1];
  const CliRun eval = run({"--games", dir.file("games"), "--labels", "-", "--eval", header,
                           "--holdout", "003", "--threads", "1"},
                          kLabels);
  ASSERT_EQ(eval.code, 0) << eval.err;
  EXPECT_EQ(lines(eval.out).back().rfind(
                "eval policy.h (4 filters, 1 layers) on held-out positions: top-1 ", 0),
            0u)
      << eval.out;
  EXPECT_NE(eval.out.find(" on 2 positions, loss "), std::string::npos) << eval.out;
  EXPECT_NE(eval.out.find("; played "), std::string::npos) << eval.out;
  EXPECT_NE(eval.out.find("; genmove "), std::string::npos) << eval.out;
}

TEST(PolicyTrainCommandLine, BadInputIsAClearError) {
  iface::testing::ScopedTempDir dir;
  writeGames(dir);
  const std::string labels = dir.write("labels.txt", kLabels);
  const std::string games = dir.file("games");
  const std::string usage =
      "usage: policy_train --games DIR --labels FILE|- (--out HEADER | "
      "--eval HEADER) [options]; --help for the options";
  CliRun r = run({});
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(lines(r.err), (std::vector<std::string>{"policy_train: --games is required", usage}));
  r = run({"--games", games, "--labels", labels, "--out", "x.h", "--filters", "0"});
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(lines(r.err)[0], "policy_train: --filters 0: expected an integer from 1 to 1024");
  r = run({"--games", games, "--labels", labels, "--out", "x.h", "--eval", "y.h"});
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(lines(r.err)[0], "policy_train: give one of --out and --eval");
  r = run({"--games", games, "--labels", labels, "--out", "x.h", "--rate", "fast"});
  EXPECT_EQ(lines(r.err)[0], "policy_train: --rate fast: expected a number above 0 and at most 10");
  r = run({"--games", games, "--labels", labels, "--out", "x.h", "--bogus"});
  EXPECT_EQ(r.code, 2);
  r = run({"--games", games, "--labels", labels, "--out", "x.h", "--holdout", "("});
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(lines(r.err)[0].rfind("policy_train: --holdout '(': ", 0), 0u) << r.err;
  r = run({"--games", games, "--labels", dir.file("none.txt"), "--out", "x.h"});
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(r.err, "policy_train: cannot open labels file '" + dir.file("none.txt") + "'\n");
  r = run({"--games", games, "--labels", "-", "--out", "x.h"}, "game-001.sgf 0 b Q16\n");
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(r.err, "policy_train: stdin:1: expected GAME MOVES COLOR VERTEX SOURCE\n");
  r = run({"--games", games, "--labels", labels, "--eval", dir.write("bad.h", "int x;")});
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(lines(r.err).back(), "policy_train: '" + dir.file("bad.h") + "': no constant kPlanes");
  r = run({"--games", games, "--labels", "-", "--out", dir.file("x.h")},
          "game-001.sgf 3 w PASS played\n");
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(r.err, "policy_train: no positions\n");
}

}  // namespace
}  // namespace policy_train
