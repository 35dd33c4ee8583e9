// Positions: the symmetries against the engine's planes of rotated games, the compact
// encoding, the labels file and the positions the SGF replay finds.
#include <gtest/gtest.h>

#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "engine/board/game.h"
#include "engine/genmove/policy_net.h"
#include "interface/tests/temp_dir.h"
#include "regression/policy_train/policy_data.h"
#include "regression/policy_train/policy_labels.h"

namespace policy_train {
namespace {

using core::Color;
using core::Point;

int indexOf(Point p) {
  return core::pointY(p) * 19 + core::pointX(p);
}
Point pointOf(int i) {
  return core::toPoint(i % 19, i / 19);
}

TEST(PolicyTrainSymmetry, EightDistinctPermutations) {
  std::set<std::vector<int>> seen;
  for (int k = 0; k < 8; ++k) {
    std::vector<int> image;
    std::set<int> points;
    for (int p = 0; p < 361; ++p) {
      image.push_back(symmetricPoint(p, k, 19));
      points.insert(image.back());
    }
    EXPECT_EQ(points.size(), 361u);
    seen.insert(image);
  }
  EXPECT_EQ(seen.size(), 8u);
  EXPECT_EQ(symmetricPoint(5, 0, 19), 5);
  EXPECT_EQ(symmetricPoint(0 * 19 + 3, 1, 19), 0 * 19 + 15);  // x mirrored
  EXPECT_EQ(symmetricPoint(0 * 19 + 3, 2, 19), 18 * 19 + 3);  // y mirrored
  EXPECT_EQ(symmetricPoint(0 * 19 + 3, 4, 19), 3 * 19 + 0);   // transposed
}

board::Game gameOf(const std::vector<int>& moves, int k) {
  board::Game g(19, 6.5);
  for (int m : moves) {
    EXPECT_EQ(g.play(pointOf(symmetricPoint(m, k, 19)), g.toMove()), board::PlayError::None);
  }
  return g;
}

// A position with a capture, a ko and strings of every liberty count; under each symmetry
// the expanded planes are the engine's planes of the game played rotated.
TEST(PolicyTrainSymmetry, ExpandedPlanesAreThePlanesOfTheRotatedGame) {
  // (x, y) as y * 19 + x: White's stone at (1, 1) is taken by Black at (2, 1), a ko
  // White may not retake at once.
  const std::vector<int> moves = {0 * 19 + 1, 0 * 19 + 2, 1 * 19 + 0, 1 * 19 + 3, 2 * 19 + 1,
                                  2 * 19 + 2, 5 * 19 + 5, 1 * 19 + 1, 1 * 19 + 2};
  const board::Game base = gameOf(moves, 0);
  Dataset data;
  std::vector<float> input(361 * 20);
  for (Color color : {Color::Black, Color::White}) {
    std::vector<uint8_t> legal(361);
    for (Point p : base.board().geometry())
      legal[static_cast<size_t>(indexOf(p))] = base.board().isLegal(p, color);
    const Position pos =
        encodePosition(engine::policyPlanes(base, color), legal, 3 * 19 + 3, 19, 20);
    EXPECT_TRUE(pos.values.empty());                          // every plane is 0 or 1
    EXPECT_EQ(pos.bits[13 * 6] != 0, color == Color::White);  // the ko point, White's turn
    for (int k = 0; k < 8; ++k) {
      const board::Game turned = gameOf(moves, k);
      const std::vector<float> planes = engine::policyPlanes(turned, color);
      std::vector<uint8_t> turnedLegal;
      int label = -1;
      expandPosition(data, pos, k, input.data(), turnedLegal, label);
      int differences = 0;
      for (int c = 0; c < 20; ++c)
        for (int p = 0; p < 361; ++p)
          differences +=
              input[static_cast<size_t>(p * 20 + c)] != planes[static_cast<size_t>(c * 361 + p)];
      EXPECT_EQ(differences, 0) << "symmetry " << k;
      for (Point p : turned.board().geometry())
        EXPECT_EQ(turnedLegal[static_cast<size_t>(indexOf(p))], turned.board().isLegal(p, color));
      EXPECT_EQ(label, symmetricPoint(3 * 19 + 3, k, 19));
    }
  }
}

TEST(PolicyTrainEncoding, OtherValuesSurvive) {
  std::vector<float> planes(2 * 4, 0.0f);
  planes[1] = 1.0f;
  planes[4 + 2] = 0.25f;
  const Position pos = encodePosition(planes, {1, 1, 0, 1}, 3, 2, 2);
  Dataset data;
  data.size = 2;
  data.planes = 2;
  std::vector<float> input(8, 9.0f);
  std::vector<uint8_t> legal;
  int label = 0;
  expandPosition(data, pos, 0, input.data(), legal, label);
  EXPECT_EQ(input, (std::vector<float>{0, 0, 1, 0, 0, 0.25f, 0, 0}));  // [point][plane]
  EXPECT_EQ(legal, (std::vector<uint8_t>{1, 1, 0, 1}));
  EXPECT_EQ(label, 3);
}

TEST(PolicyTrainLabels, ReadsLinesAndSkipsComments) {
  std::istringstream in(
      "# comment\n\ngame-001.sgf 0 b Q16 played\r\n  game-002.sgf 12 W pass genmove\n");
  const std::vector<LabelLine> labels = readLabels(in, "labels", 0);
  ASSERT_EQ(labels.size(), 2u);
  EXPECT_EQ(labels[0].game, "game-001.sgf");
  EXPECT_EQ(labels[0].moves, 0);
  EXPECT_EQ(labels[0].color, Color::Black);
  EXPECT_EQ(labels[0].move, core::toPoint(15, 3));
  EXPECT_EQ(labels[0].source, Source::Played);
  EXPECT_EQ(labels[0].line, 3);
  EXPECT_EQ(labels[1].color, Color::White);
  EXPECT_EQ(labels[1].move, core::kPass);
  EXPECT_EQ(labels[1].source, Source::Genmove);
  std::istringstream again("a 0 b Q16 played\nb 0 b Q16 played\nc 0 b Q16 played\n");
  EXPECT_EQ(readLabels(again, "labels", 2).size(), 2u);
}

std::string errorOf(const std::string& text) {
  std::istringstream in(text);
  try {
    readLabels(in, "labels.txt", 0);
  } catch (const std::runtime_error& e) {
    return e.what();
  }
  return "no error";
}

TEST(PolicyTrainLabels, MalformedLinesAreClearErrors) {
  EXPECT_EQ(errorOf("g 0 b Q16\n"), "labels.txt:1: expected GAME MOVES COLOR VERTEX SOURCE");
  EXPECT_EQ(errorOf("ok 1 b A1 played\ng -1 b Q16 played\n"), "labels.txt:2: bad MOVES '-1'");
  EXPECT_EQ(errorOf("g 3x b Q16 played\n"), "labels.txt:1: bad MOVES '3x'");
  EXPECT_EQ(errorOf("g 3 black Q16 played\n"), "labels.txt:1: bad COLOR 'black' (b or w)");
  EXPECT_EQ(errorOf("g 3 b Z99 played\n"), "labels.txt:1: bad VERTEX 'Z99'");
  EXPECT_EQ(errorOf("g 3 b I5 played\n"), "labels.txt:1: bad VERTEX 'I5'");
  EXPECT_EQ(errorOf("g 3 b Q16 guessed\n"),
            "labels.txt:1: bad SOURCE 'guessed' (played or genmove)");
  EXPECT_EQ(errorOf("g 3 b Q16 played extra\n"),
            "labels.txt:1: expected GAME MOVES COLOR VERTEX SOURCE");
}

}  // namespace
}  // namespace policy_train
