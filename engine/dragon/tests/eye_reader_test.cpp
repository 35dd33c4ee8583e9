// The eye-space reader on diagrams: the classic killable shapes (straight three, bulky five,
// rabbity six) with their vital points, shapes that live either way, the square four, a
// space with marginal points, and a big eye space of 8+ points that is not two eyes.
#include "engine/dragon/eye_reader.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "engine/board/diagram.h"

namespace dragon {
namespace {

// The eye space of White (O) through `seed`: the empty points and the black stones listed in
// `inside` (dead stones) reached from it; `marginal` lists the marginal vertices.
EyeReading read(const char* diagram, const char* seed, std::vector<std::string> marginal = {},
                std::vector<std::string> inside = {}) {
  const board::Board b = board::boardFromDiagram(diagram);
  const auto& geo = b.geometry();
  auto in = [](const std::vector<Point>& v, Point p) {
    return std::find(v.begin(), v.end(), p) != v.end();
  };
  auto open = [&](Point q) {
    return b.at(q) == Color::Empty ||
           (b.at(q) == Color::Black &&
            std::find(inside.begin(), inside.end(), geo.vertexName(q)) != inside.end());
  };
  std::vector<Point> points{*geo.parseVertex(seed)}, stack = points;
  while (!stack.empty()) {
    const Point p = stack.back();
    stack.pop_back();
    for (int d : core::kDirections) {
      const Point q = static_cast<Point>(p + d);
      if (!b.onBoard(q) || !open(q) || in(points, q)) continue;
      points.push_back(q);
      stack.push_back(q);
    }
  }
  std::sort(points.begin(), points.end());
  std::vector<bool> marg;
  for (Point p : points)
    marg.push_back(std::find(marginal.begin(), marginal.end(), geo.vertexName(p)) !=
                   marginal.end());
  // The outside liberties of the white stones around the space.
  std::vector<Point> outside, libs;
  for (Point p : points)
    for (int d : core::kDirections) {
      const Point q = static_cast<Point>(p + d);
      if (b.at(q) != Color::White) continue;
      libs.clear();
      b.liberties(q, libs);
      for (Point l : libs)
        if (!in(points, l) && !in(outside, l)) outside.push_back(l);
    }
  const int n = static_cast<int>(outside.size());
  return readEyeSpace(makeEyeSpaceCells(b, Color::White, points, marg, {}, n), 100000);
}

std::vector<std::string> names(const std::vector<Point>& points) {
  const core::Geometry geo(9);
  std::vector<std::string> out;
  for (Point p : points) out.push_back(geo.vertexName(p));
  std::sort(out.begin(), out.end());
  return out;
}

using Names = std::vector<std::string>;

TEST(EyeReaderTest, StraightThreeHasOneVitalPoint) {
  const EyeReading r = read(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    X X X X X X . . .
    O O O O O X . . .
    . . . O O X . . .)", "A1");
  ASSERT_TRUE(r.complete);
  EXPECT_EQ(r.minEye, 1);
  EXPECT_EQ(r.maxEye, 2);
  EXPECT_EQ(names(r.attackPoints), Names{"B1"});
  EXPECT_EQ(names(r.defensePoints), Names{"B1"});
}

TEST(EyeReaderTest, BulkyFiveVitalPoint) {
  const EyeReading r = read(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . X X X X X . . .
    X O O O O X . . .
    X O . . O X . . .
    X O . . . O X . .
    X O O O O O X . .)", "C3");
  ASSERT_TRUE(r.complete);
  EXPECT_EQ(r.minEye, 1);
  EXPECT_EQ(r.maxEye, 2);
  // Only D2 kills; White lives with D2 and also with C2 or D3 (a zigzag four is left).
  EXPECT_EQ(names(r.attackPoints), Names{"D2"});
  EXPECT_EQ(names(r.defensePoints), (Names{"C2", "D2", "D3"}));
}

TEST(EyeReaderTest, RabbitySixVitalPoint) {
  const EyeReading r = read(R"(
    . . . . . . . . .
    . . . . . . . . .
    . X X X X X . . .
    X O O O O O X . .
    X O O . O O X . .
    X O . . . O X . .
    X O O . . O X . .
    X X O O O O X . .
    . X X X X X X . .)", "D4");
  ASSERT_TRUE(r.complete);
  EXPECT_EQ(r.minEye, 1);
  EXPECT_EQ(r.maxEye, 2);
  EXPECT_EQ(names(r.attackPoints), Names{"D4"});
  EXPECT_EQ(names(r.defensePoints), (Names{"D3", "D4", "E4"}));
}

TEST(EyeReaderTest, SquareFourIsOneEye) {
  const EyeReading r = read(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    X X X X . . . . .
    O O O X . . . . .
    . . O X . . . . .
    . . O X . . . . .)", "A1");
  ASSERT_TRUE(r.complete);
  EXPECT_EQ(r.minEye, 1);
  EXPECT_EQ(r.maxEye, 1);
}

TEST(EyeReaderTest, StraightFourLivesEitherWay) {
  const EyeReading r = read(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    X X X X X X . . .
    O O O O O X . . .
    . . . . O X . . .)", "A1");
  ASSERT_TRUE(r.complete);
  EXPECT_EQ(r.minEye, 2);
  EXPECT_EQ(r.maxEye, 2);
}

TEST(EyeReaderTest, DeadStoneOnTheVitalPoint) {
  // A pyramid four in the corner whose vital point B1 holds a black stone: one eye even with
  // White to move (White cannot take the point back in time).
  const EyeReading r = read(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    X X X X X . . . .
    O O O O X . . . .
    O . O O X . . . .
    . X . O X . . . .)", "A1", {}, {"B1"});
  ASSERT_TRUE(r.complete);
  EXPECT_EQ(r.minEye, 1);
  EXPECT_EQ(r.maxEye, 1);
}

TEST(EyeReaderTest, RectangularSixInTheCornerNeedsLiberties) {
  // Without outside liberties the corner's rectangular six is killed by Black first (B2);
  // White, moving first, lives.
  const EyeReading r = read(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    X X X X X . . . .
    O O O O X . . . .
    . . . O X . . . .
    . . . O X . . . .)", "A1");
  ASSERT_TRUE(r.complete);
  EXPECT_EQ(r.minEye, 1);
  EXPECT_EQ(r.maxEye, 2);
}

TEST(EyeReaderTest, BigCornerSpaceOpenOnOneSideIsOneEye) {
  // Ten points, two of them marginal (E1, E2 touch Black): GNU Go's size rule (10 - 2 * 2 > 3)
  // called this two sure eyes; with no outside liberties Black's pushes at E1/E2 leave White
  // one eye even when White moves first.
  const EyeReading r = read(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    X X X X X X . . .
    O O O O O X . . .
    . . . . . X . . .
    . . . . . X . . .)", "A1", {"E1", "E2"});
  ASSERT_TRUE(r.complete);
  EXPECT_EQ(r.minEye, 1);
  EXPECT_EQ(r.maxEye, 1);
}

TEST(EyeReaderTest, EightInTheCornerLivesEitherWay) {
  const EyeReading r = read(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    X X X X X X . . .
    O O O O O X . . .
    . . . . O X . . .
    . . . . O X . . .
    . . . . O X . . .)", "A1");
  ASSERT_TRUE(r.complete);
  EXPECT_EQ(r.minEye, 2);
  EXPECT_EQ(r.maxEye, 2);
}

TEST(EyeReaderTest, TooManyCellsIsNoReading) {
  board::Board b(9);
  std::vector<Point> points;
  std::vector<bool> marginal;
  for (Point p : b.geometry())
    if (static_cast<int>(points.size()) <= kMaxEyeCells) points.push_back(p), marginal.push_back(false);
  std::sort(points.begin(), points.end());
  const EyeSpaceCells cells = makeEyeSpaceCells(b, Color::White, points, marginal, {}, 0);
  EXPECT_EQ(cells.size(), 0);
  EXPECT_FALSE(readEyeSpace(cells, 1000).complete);
}

}  // namespace
}  // namespace dragon
