// Worm data fields on ASCII diagrams.
#include "engine/worm/worm_analysis.h"

#include <gtest/gtest.h>

#include "engine/board/diagram.h"

namespace worm {
namespace {

struct Analysed {
  explicit Analysed(const char* diagram) : board(board::boardFromDiagram(diagram)) {
    Reader reader(board, cache, limits);
    worms.compute(board, reader);
  }
  Point at(const char* v) const { return *board.geometry().parseVertex(v); }
  const Worm& worm(const char* v) const { return worms.at(board, at(v)); }
  board::Board board;
  ReadingCache cache{1};
  ReadingLimits limits;
  WormAnalysis worms;
};

TEST(WormAnalysisTest, StringFieldsAndAttack) {
  Analysed a(R"(
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . O O . . .
. . . O X . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .)");
  const Worm& w = a.worm("E5");
  EXPECT_EQ(w.color, Color::Black);
  EXPECT_EQ(w.size, 1);
  EXPECT_EQ(w.origin, a.at("E5"));
  EXPECT_EQ(w.liberties, 2);
  EXPECT_EQ(w.attackCode, kWin);
  EXPECT_EQ(w.attackPoint, a.at("E4"));
  EXPECT_EQ(w.defenseCode, kWin);
  EXPECT_EQ(w.genus, 0);
  EXPECT_GE(w.value, 74);
  EXPECT_GT(w.liberties2, 0);
  const Worm& white = a.worm("E6");
  EXPECT_EQ(white.size, 2);
  EXPECT_EQ(white.origin, a.at("E6"));  // first in row-major order (top row first)
  EXPECT_EQ(white.attackCode, kLose);
  EXPECT_TRUE(a.worms.isFreshFor(a.board));
}

TEST(WormAnalysisTest, EmptyRegionsGenusAndKo) {
  Analysed a(R"(
. . . . . . .
. X X X . . .
. X . X . . .
. X X X . . .
. . X O . . .
. X O . O . .
. . X O . . .)");
  // The black ring encloses one empty point: genus 1, a black-bordered cavity.
  EXPECT_EQ(a.worm("B6").genus, 1);
  EXPECT_EQ(a.worm("C5").color, Color::Empty);
  EXPECT_EQ(a.worm("C5").border, Border::Black);
  EXPECT_EQ(a.worm("C5").size, 1);
  EXPECT_EQ(a.worm("A1").border, Border::Gray);
  // C2 (white) is a single stone in atari next to the white cavity D2: a ko.
  EXPECT_EQ(a.worm("C2").liberties, 1);
  EXPECT_TRUE(a.worm("D2").ko);
  EXPECT_TRUE(a.worm("C2").ko);
  EXPECT_FALSE(a.worm("E2").ko);
  EXPECT_EQ(a.worm("C2").attackCode, kKoA);
}

TEST(WormAnalysisTest, CuttingStoneSeparatesTwoStrings) {
  Analysed a(R"(
. . . . . . .
. . . . . . .
. . O X . . .
. . X O . . .
. . . . . . .
. . . . . . .
. . . . . . .)");
  // Each stone of the crosscut touches two enemy strings that share empty neighbours.
  EXPECT_GE(a.worm("D4").cutstone, 1);
  EXPECT_EQ(a.worm("D4").value, (a.worm("D4").cutstone == 2 ? 83 : 76) + 4);
}

TEST(WormAnalysisTest, ConfirmSafetyRejectsSelfAtariOfAValuableString) {
  Analysed a(R"(
. . . . . . .
. . . . . . .
. . . . . . .
. O O O . . .
O X X X O . .
. O X . O . .
. . O O . . .)");
  Reader reader(a.board, a.cache, a.limits);
  // D2 fills the black string's own liberty (leaving it in atari): rejected.
  EXPECT_FALSE(confirmSafety(a.board, reader, a.worms, a.at("D2"), Color::Black, 0));
  // A move far away touches no own string: accepted without reading.
  EXPECT_TRUE(confirmSafety(a.board, reader, a.worms, a.at("G7"), Color::Black, 0));
}

TEST(WormAnalysisTest, DistanceMaps) {
  Analysed a(R"(
. . . . .
. . . . .
. . X . .
. . . . .
. . . . O)");
  const DistanceMaps& d = a.worms.distances();
  EXPECT_EQ(d.toBlack[a.at("C3")], 0);
  EXPECT_EQ(d.toBlack[a.at("C4")], 1);
  EXPECT_EQ(d.toBlack[a.at("A5")], 4);
  EXPECT_EQ(d.toWhite[a.at("E1")], 0);
  EXPECT_EQ(d.toWhite[a.at("D1")], 1);
  // D2 and E2 are white liberties: strategic distance to black stops there.
  EXPECT_EQ(d.strategicToBlack[a.at("D2")], 2);
}

}  // namespace
}  // namespace worm
