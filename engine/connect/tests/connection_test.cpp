// Connection reading on ASCII diagrams, one test per shape or cause the search handles.
// Expected answers were checked against GNU Go 3.8 (connect/disconnect over GTP).
#include "engine/connect/connection.h"

#include <gtest/gtest.h>

#include <string>

#include "engine/board/diagram.h"

namespace connect {
namespace {

using worm::kLose;
using worm::kWin;

struct Fixture {
  explicit Fixture(const char* diagram) : board(board::boardFromDiagram(diagram)) {}
  Point at(const char* vertex) const { return *board.geometry().parseVertex(vertex); }
  std::string name(Point p) const { return board.geometry().vertexName(p); }
  ReadResult connect(const char* a, const char* b) {
    worm::Reader r(board, tacticsCache, ConnectionLimits::tactics());
    ConnectionReader c(board, r, cache, limits);
    return c.connect(at(a), at(b));
  }
  ReadResult disconnect(const char* a, const char* b) {
    worm::Reader r(board, tacticsCache, ConnectionLimits::tactics());
    ConnectionReader c(board, r, cache, limits);
    return c.disconnect(at(a), at(b));
  }
  board::Board board;
  worm::ReadingCache tacticsCache{1};
  worm::ReadingCache cache{1};
  ConnectionLimits limits;
};

TEST(ConnectionTest, BambooJointIsConnected) {
  Fixture f(R"(
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . X X . . . .
. . . . . . . . .
. . . X X . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .)");
  EXPECT_EQ(f.disconnect("D6", "D4").code, kLose);
  const ReadResult c = f.connect("D6", "D4");
  EXPECT_EQ(c.code, kWin);
}

TEST(ConnectionTest, OneStringIsConnectedWithPass) {
  Fixture f(R"(
. . . . .
. X X . .
. . . . .
. . . . .
. . . . .)");
  const ReadResult c = f.connect("B4", "C4");
  EXPECT_EQ(c.code, kWin);
  EXPECT_EQ(f.name(c.move), "PASS");
  EXPECT_EQ(f.disconnect("B4", "C4").code, kLose);
}

// A cutting stone with one liberty: the owner joins by capturing it, and the opponent's
// extension out of atari still leaves it capturable (GNU Go 3.8: connect 1 D5, disconnect 0).
TEST(ConnectionTest, CuttingStoneInAtariIsCapturedToJoin) {
  Fixture f(R"(
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . X O X . . . .
. . . X . . . . .
. . . . . . . . .
. . . . . . . . .)");
  const ReadResult c = f.connect("C4", "E4");
  EXPECT_EQ(c.code, kWin);
  EXPECT_EQ(f.name(c.move), "D5");
  EXPECT_EQ(f.disconnect("C4", "E4").code, kLose);
}

// D6 and E5 share the liberties E6 and D5, but White E6 also ataris F6, whose escape is F5:
// after Black F5, White D5 cuts. Two shared liberties link only when the opponent's stone at
// either is answered at the other (GNU Go 3.8: disconnect 1 E6, connect 1 E6).
TEST(ConnectionTest, SharedLibertyThatAtarisWithTempoIsNoLink) {
  Fixture f(R"(
. . . . . . . . .
. . . . . . . . .
. . . O O O O . .
. . . X . X O . .
. . . . X . . . .
. . . . . X . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .)");
  const ReadResult d = f.disconnect("D6", "F6");
  EXPECT_EQ(d.code, kWin);
  EXPECT_EQ(f.name(d.move), "E6");
  const ReadResult c = f.connect("D6", "F6");
  EXPECT_EQ(c.code, kWin);
  EXPECT_EQ(f.name(c.move), "E6");
}

// White D3 and G3 two points apart under Black's stones: the first cut tried (E3) reads
// deep and alone would spend the whole budget; each root candidate gets half of what is
// left, so F3 is read too (GNU Go 3.8: disconnect 1 F3, connect 1 F3).
TEST(ConnectionTest, DeepFirstCandidateLeavesBudgetForTheOthers) {
  Fixture f(R"(
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . O X . . . . . . .
. . . . . O . . O . . X . O . X . . .
. . . O . . . . . . X . . . . . . . .
. . O . . . . . O . . . . . . . . . .
. . . . . . . . . . X . . . . X . . .
. . . . . . . . O . . . . . . . . . .
. . . . . . O . . . X . . . . . . . .
. . . . O . . . X . . . . X . . . . .
. . . . . . . . . . . . . . . X . . .
. . . O . . . X . X . . . . . . . . .
. . . . . . O . . . . . . . . . . . .
. . . O . . . . . . . . . . . . . . .
. . . . . . . . X . . . . . . X . . .
. . O . . X . X O X . X . X . . . . .
. . . . . . X . . X . O X . . . X X .
. . . O . . O . X . . O . . O X . O .
. . . . . . . . O O . . . . O . O . .
. . . . . . . . . . . . . . . . . . .)");
  const ReadResult d = f.disconnect("D3", "G3");
  EXPECT_EQ(d.code, kWin);
  EXPECT_EQ(f.name(d.move), "F3");
  const ReadResult c = f.connect("D3", "G3");
  EXPECT_EQ(c.code, kWin);
  EXPECT_EQ(f.name(c.move), "F3");
}

// GNU Go's connection.tst 110: Black's F1 would join E2 and G3 by capturing the white
// cutting stones F2-F3 (two liberties), but White takes the black stone in atari next to
// them first (after F1 G2 G1 the F1-G1 string, after F1 G2 H1 ...): the owner's strings in
// atari beside a cutting string are the opponent's candidates. GNU Go 3.8: connect 0.
TEST(ConnectionTest, OwnerStringInAtariBesideTheCutterIsTakenFirst) {
  Fixture f(R"(
. . X . . . . . .
X X O O X X . . .
O O X X O O X . .
O X X X . . . . .
O O O . O O O . .
. X O . O . O O .
. X X . X O X X .
. . . . X O . X .
. . . . . . . . .)");
  EXPECT_EQ(f.connect("E3", "G3").code, kLose);
  EXPECT_EQ(f.disconnect("E3", "G3").code, kWin);
}

// GNU Go's connection.tst 62 (cropped): Black S18 and S14 along the edge under White's
// R-column wall. The join through T17 (the edge hane diagonal to S18) is two moves longer
// than the shortest, one of many points of that length; a cap on the count of root
// candidates dropped it in board order. The root now tries every point of those joins.
// GNU Go 3.8: connect 1 T15 (the suite accepts T15 or T17), after Black T17 disconnect 0;
// disconnect 1.
TEST(ConnectionTest, RootTriesEveryPointOfTheNearJoins) {
  Fixture f(R"(
. . . . . . . . . . . . . . . X X X .
. . . . . . . . . . . . X O O X O X .
. . . . . . . . . . X . X . X X O . .
. . . . . . . . . . X O . . . X O . .
. . . . . . . . . . O O . X X O O . .
. . . . . . . . . . X X . X O O X X .
. . . . . . . . . . . . X O O O O X .
. . . . . . . . . . O O X X X X O . .
. . . . . . . . . . X O O O . X O . .
. . . . . . . . . . . X . . O X O O .
. . . . . . . . . . X . X X O X O X .
. . . . . . . . . . O X . X O O X X .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .)");
  const ReadResult c = f.connect("S18", "S14");
  EXPECT_EQ(c.code, kWin);
  const std::string move = f.name(c.move);
  EXPECT_TRUE(move == "T17" || move == "T15") << move;
  EXPECT_EQ(f.disconnect("S18", "S14").code, kWin);
}

// GNU Go's connection.tst 31 (cropped): Black R12 reaches S8 through White's R11 (one
// liberty) and S10-S9 (two); the joins capture them. White's cut is Q9, which saves R11 by
// taking the black R10-R9 in atari. R11 touches only one of the two groups, so it is no
// cutting string; the opponent's candidates now include the defenses of its short strings
// that the shortest joins run through. GNU Go 3.8: disconnect 1 Q9, after White Q9 connect 0.
TEST(ConnectionTest, OpponentSavesTheStoneTheJoinWouldCapture) {
  Fixture f(R"(
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . X . . .
. . . . . . . . . . . . . . . . X . .
. . . . . . . . . . . . . . . O X . .
. . . . . . . . . . . . . . O . O X .
. . . . . . . . . . . . . O . O X O .
. . . . . . . . . . . . . . . . X O .
. . . . . . . . . . . . . O . O O X .
. . . . . . . . . . . . . . . O X . X
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .)");
  const ReadResult d = f.disconnect("R13", "S8");
  EXPECT_EQ(d.code, kWin);
  EXPECT_EQ(f.name(d.move), "Q9");
}

// GNU Go's connection.tst 124 (cropped): Black E10 (two liberties) and G10 around White's
// F10, in atari. Capturing it at F9 leaves Black's stone in atari: a ko capture, which the
// root read first and scored as a ko. E11 joins E10 to F11 and leaves White two cuts to
// answer (saving F10, cutting at G11), so it joins outright; it was no candidate. The root
// now counts the own moves that join a short string to another own string, and reads ko
// captures last. GNU Go 3.8: connect 1 E11 on the full board (where F9 retakes a ko), 1 F9
// on this crop; after Black E11 disconnect 0.
TEST(ConnectionTest, SolidJoinIsReadBeforeTheKoCapture) {
  Fixture f(R"(
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . O . . . . X O . . . . . . . . .
. . . . O O X . X X . . . . . . . . .
. . O . O X . . . . . . . . . . . . .
. O . . . X . . . . . . . . . . . . .
O X X . X O X . . X . . . . . . . . .
O O . X O . O X X O . . . . . . . . .
O X X X O O O . X X X . . . . . . . .
. O X O O . O . . X O . . . . . . . .
. O X X X O X O . X O . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .)");
  const ReadResult c = f.connect("E10", "G10");
  EXPECT_EQ(c.code, kWin);
  EXPECT_EQ(f.name(c.move), "E11");
  f.board.playChecked(f.at("E11"), core::Color::Black);
  EXPECT_EQ(f.disconnect("E10", "G10").code, kLose);
}

}  // namespace
}  // namespace connect
