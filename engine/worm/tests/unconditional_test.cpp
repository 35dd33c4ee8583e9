// Unconditional life and territory on ASCII diagrams. Every expected status was checked
// against GNU Go 3.8's GTP unconditional_status on the same position.
#include "engine/worm/unconditional.h"

#include <gtest/gtest.h>

#include <string>

#include "engine/board/diagram.h"
#include "engine/worm/unconditional_fill.h"

namespace worm {
namespace {

struct Fixture {
  explicit Fixture(const char* diagram)
      : board(board::boardFromDiagram(diagram)), analysis(UnconditionalAnalysis::make(board)) {}
  Point at(const char* vertex) const { return *board.geometry().parseVertex(vertex); }
  std::string status(const char* vertex) const {
    return std::string(unconditionalName(analysis.at(at(vertex))));
  }
  board::Board board;
  UnconditionalAnalysis analysis;
};

// The frame used by the seki positions: rows 5 to 1 are black strings joined into one
// pass-alive group with single-point eyes.
constexpr const char* kPassAliveTwoEyes = R"(
. X . X O . . . .
X X X X O . . . .
O O O O O . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .)";

TEST(Unconditional, PassAliveWithTwoVitalRegions) {
  Fixture f(kPassAliveTwoEyes);
  const core::PointMap<bool> alive = passAliveStones(f.board, Color::Black);
  EXPECT_TRUE(alive[f.at("B9")]);
  EXPECT_TRUE(alive[f.at("D8")]);
  EXPECT_FALSE(alive[f.at("E9")]);
  EXPECT_EQ(f.status("B9"), "alive");
  EXPECT_EQ(f.status("A9"), "black_territory");
  EXPECT_EQ(f.status("C9"), "black_territory");
  // The white wall has the whole open board to live in.
  EXPECT_EQ(f.status("E9"), "undecided");
  EXPECT_EQ(f.status("A1"), "undecided");
  EXPECT_TRUE(f.analysis.passAlive(f.at("A8")));
  EXPECT_EQ(f.analysis.owner(f.at("C9")), Color::Black);
  EXPECT_EQ(f.analysis.owner(f.at("A1")), Color::Empty);
}

TEST(Unconditional, OneEyeGroupIsNotPassAlive) {
  Fixture f(R"(
. X X X O . . . .
X X X X O . . . .
O O O O O . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .)");
  EXPECT_FALSE(passAliveStones(f.board, Color::Black)[f.at("B9")]);
  EXPECT_EQ(f.status("B9"), "undecided");
  EXPECT_EQ(f.status("A9"), "undecided");
}

// C9 looks like a second eye, but D9 is a separate stone whose only liberty is C9: White
// takes it by playing C9, so the region is not vital and the group has one eye.
TEST(Unconditional, FalseEyeIsNotAnEye) {
  Fixture f(R"(
. X . X O . . . .
X X X O O . . . .
O O O O . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .)");
  const core::PointMap<bool> alive = passAliveStones(f.board, Color::Black);
  EXPECT_FALSE(alive[f.at("B9")]);
  EXPECT_FALSE(alive[f.at("D9")]);
  for (const char* v : {"B9", "D9", "A9", "C9"}) EXPECT_EQ(f.status(v), "undecided") << v;
}

constexpr const char* kDeadStoneInside = R"(
. X . X . X . X .
X X X X X X X X X
X O . . X . X . X
X X X X X X X X X
X X X X X X X X X
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .)";

TEST(Unconditional, DeadStoneInsideTerritory) {
  Fixture f(kDeadStoneInside);
  EXPECT_EQ(f.status("B7"), "dead");
  EXPECT_EQ(f.status("C7"), "black_territory");
  EXPECT_EQ(f.status("D7"), "black_territory");
  EXPECT_EQ(f.status("F7"), "black_territory");
  EXPECT_EQ(f.status("A9"), "black_territory");
  EXPECT_EQ(f.status("A1"), "undecided");
  EXPECT_EQ(f.analysis.owner(f.at("B7")), Color::Black);
}

TEST(Unconditional, ColorsSwappedGiveWhiteTerritory) {
  std::string swapped(kDeadStoneInside);
  for (char& ch : swapped) ch = ch == 'X' ? 'O' : ch == 'O' ? 'X' : ch;
  Fixture f(swapped.c_str());
  EXPECT_EQ(f.status("B7"), "dead");
  EXPECT_EQ(f.status("C7"), "white_territory");
  EXPECT_EQ(f.status("B8"), "alive");
  EXPECT_EQ(f.analysis.owner(f.at("B7")), Color::White);
}

// An isolated black pair (C8 D8) inside white stones that Black's pass-alive wall encloses.
// With F9 white, the white stones form one string holding the pair's zigzag of liberties:
// GNU Go calls the whole corner undecided (a seki).
constexpr const char* kPairInSeki = R"(
O O . . O O X . X
O . X X . O X X X
X O . . O O X . X
X X O O O X X X X
X . X X X X . X .
X X X X X X X X X
. X . X . X . X .
X X X X X X X X X
. X . X . X . X .)";

TEST(Unconditional, IsolatedPairInSekiLeavesTheCornerUndecided) {
  Fixture f(kPairInSeki);
  for (const char* v : {"C8", "D8", "A9", "C9", "E9", "E8"})
    EXPECT_EQ(f.status(v), "undecided") << v;
  EXPECT_EQ(f.status("G9"), "alive");
}

// With F9 black the white string around the pair splits and the pair is no seki: White may
// take it, but only into a dead shape, so the corner is Black's and the pair alive.
TEST(Unconditional, IsolatedPairOutOfSekiIsTakenAndTheCornerIsTerritory) {
  std::string diagram(kPairInSeki);
  diagram[diagram.find("O X . X")] = 'X';  // F9
  Fixture f(diagram.c_str());
  EXPECT_EQ(f.status("C8"), "alive");
  EXPECT_EQ(f.status("D8"), "alive");
  EXPECT_EQ(f.status("A9"), "dead");
  EXPECT_EQ(f.status("E9"), "dead");
  EXPECT_EQ(f.status("C9"), "black_territory");
  EXPECT_EQ(f.status("E8"), "black_territory");
}

TEST(Unconditional, IsolatedPairNeedsNoOwnStoneAroundAndNoEdge) {
  const board::Board b = board::boardFromDiagram(R"(
. . . . . . .
. X X . . . .
. . . . . . .
. . . X X X .
. . . . . . .
. . . . . . .
X X . . . . .)");
  auto at = [&](const char* v) { return *b.geometry().parseVertex(v); };
  EXPECT_TRUE(detail::isolatedPair(b, at("B6")));
  EXPECT_FALSE(detail::isolatedPair(b, at("D4")));  // three stones
  EXPECT_FALSE(detail::isolatedPair(b, at("A1")));  // on the edge
}

TEST(Unconditional, NoPassAliveStringMeansNoTerritory) {
  Fixture f(R"(
. O
X .)");
  for (const char* v : {"A1", "B2", "A2", "B1"}) EXPECT_EQ(f.status(v), "undecided") << v;
}

// White's lower-left group is not pass-alive: Black takes it by A1, B2 (capturing B1), A2,
// D2 and A5. The captures tried in the fixed board order only reach A2, B2 and D2 and stop
// (C1, A1 and A5 are suicide then), so the group stays on the board after Black's moves. Its
// area must not become White's territory, nor D1 dead, on the ground that Black has no
// pass-alive stone there.
TEST(Unconditional, StringTheCaptureOrderMissesLeavesItsAreaUndecided) {
  Fixture f(R"(
X . X X X . X O O
O X X X . X O O .
O O O X X X O O O
O O X . X X X O .
. O O X X . X O O
O O O X X X . X X
O O O O O O X X X
. . O . O O X X .
. O . X O O X . X)");
  for (const char* v : {"A2", "B2", "D2", "A1", "C1", "D1", "C2", "A5"})
    EXPECT_EQ(f.status(v), "undecided") << v;
  EXPECT_EQ(f.analysis.owner(f.at("D1")), Color::Empty);
  EXPECT_EQ(f.status("J8"), "white_territory");  // White's eye in the upper right
  EXPECT_EQ(f.status("H9"), "alive");
  EXPECT_EQ(f.status("E8"), "black_territory");
  EXPECT_EQ(f.status("B8"), "alive");
}

TEST(Unconditional, EmptyBoardIsUndecided) {
  Fixture f(R"(
. . . . .
. . . . .
. . . . .
. . . . .
. . . . .)");
  EXPECT_EQ(f.status("C3"), "undecided");
  EXPECT_EQ(f.analysis.owner(f.at("C3")), Color::Empty);
}

}  // namespace
}  // namespace worm
