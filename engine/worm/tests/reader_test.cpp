// Tactical reading on ASCII diagrams. Expected answers were checked against GNU Go 3.8.
#include "engine/worm/reader.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <sstream>
#include <string>

#include "engine/board/diagram.h"
#include "engine/worm/tests/hemmed_string_position.h"
#include "engine/worm/tracer.h"

namespace worm {
namespace {

struct Fixture {
  explicit Fixture(const char* diagram)
      : game(board::gameFromDiagram(diagram)), board(game.board()) {}
  Point at(const char* vertex) const { return *board.geometry().parseVertex(vertex); }
  std::string name(Point p) const { return board.geometry().vertexName(p); }
  ReadResult attack(const char* v) {
    Reader r(board, cache, limits);
    return r.attack(at(v));
  }
  ReadResult defend(const char* v) {
    Reader r(board, cache, limits);
    return r.findDefense(at(v));
  }
  board::Game game;
  board::Board board;
  ReadingCache cache{1};
  ReadingLimits limits;
};

constexpr const char* kLadder = R"(
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . O O . . .
. . . O X . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .)";

constexpr const char* kLadderBreaker = R"(
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . O O . . .
. . . O X . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . X .
. . . . . . . . .)";

TEST(ReaderTest, WorkingLadderCaptures) {
  Fixture f(kLadder);
  const ReadResult a = f.attack("E5");
  EXPECT_EQ(a.code, kWin);
  EXPECT_EQ(f.name(a.move), "E4");
  Reader r(f.board, f.cache, f.limits);
  EXPECT_EQ(r.ladderAttack(f.at("E5")).code, kWin);
  const uint64_t before = f.board.hash();
  EXPECT_EQ(f.board.hash(), before);  // reading leaves the position unchanged
  f.board.checkInvariants();
}

TEST(ReaderTest, LadderBreakerSavesTheStone) {
  Fixture f(kLadderBreaker);
  EXPECT_EQ(f.attack("E5").code, kLose);
  Reader r(f.board, f.cache, f.limits);
  EXPECT_EQ(r.ladderAttack(f.at("E5")).code, kLose);
  const ReadResult d = f.defend("E5");
  EXPECT_EQ(d.code, kWin);
}

TEST(ReaderTest, LadderOnTheEdge) {
  Fixture f(R"(
. . . . . . .
. . . . . . .
. . . . . . .
. . . . . . .
. . . . . . .
. . . . O . .
. . O X . . .)");
  const ReadResult a = f.attack("D1");
  EXPECT_EQ(a.code, kWin);
  EXPECT_EQ(f.name(a.move), "D2");
  const ReadResult d = f.defend("D1");
  EXPECT_EQ(d.code, kWin);
  EXPECT_EQ(f.name(d.move), "D2");
}

TEST(ReaderTest, SnapbackThrowIn) {
  Fixture f(R"(
. . . . . . .
. . . . . . .
. . . . . . .
. . . . . . .
X X X X . . .
O O O X . . .
. . O X . . .)");
  const ReadResult a = f.attack("A2");
  EXPECT_EQ(a.code, kWin);
  EXPECT_EQ(f.name(a.move), "A1");
  EXPECT_EQ(f.defend("A2").code, kLose);
  Reader r(f.board, f.cache, f.limits);
  EXPECT_EQ(r.doesAttack(f.at("B1"), f.at("C1")), kWin);
  EXPECT_EQ(r.doesAttack(f.at("A1"), f.at("C1")), kWin);
  ReadingCache fresh(1);
  Reader r2(f.board, fresh, f.limits);
  EXPECT_EQ(r2.doesAttack(f.at("B1"), f.at("C1")), kWin);
}

TEST(ReaderTest, CaptureRaceOfShortStrings) {
  Fixture f(R"(
. . . . . . .
. . . . . . .
X X X X . . .
O O O X . . .
X X O X . . .
. X O O X . .
. X . O X . .)");
  const ReadResult a = f.attack("C3");
  EXPECT_EQ(a.code, kWin);
  EXPECT_EQ(f.name(a.move), "C1");
  EXPECT_EQ(f.defend("C3").code, kLose);
  EXPECT_EQ(f.attack("A3").code, kLose);
  const ReadResult d = f.defend("A3");
  EXPECT_EQ(d.code, kWin);
  EXPECT_EQ(f.name(d.move), "C1");
}

TEST(ReaderTest, KoCaptureGivesKoResult) {
  Fixture f(R"(
. . . . . . .
. . . . . . .
. . . . . . .
. . . . . . .
. . X O . . .
. X O . O . .
. . X O . . .)");
  const ReadResult a = f.attack("C2");
  EXPECT_EQ(a.code, kKoA);
  EXPECT_EQ(gtpCode(a.code), 2);
  EXPECT_EQ(f.name(a.move), "D2");
  EXPECT_EQ(f.attack("D3").code, kLose);
  EXPECT_EQ(f.defend("C2").code, kWin);
}

TEST(ReaderTest, AtariEscapeByCapturing) {
  // White D5 in atari escapes by capturing D4, which is in atari too.
  Fixture f(R"(
. . . . . . .
. . . . . . .
. . X O X . .
. . O X O . .
. . . . . . .
. . . . . . .
. . . . . . .)");
  EXPECT_EQ(f.board.libertyCount(f.at("D5")), 1);
  const ReadResult d = f.defend("D5");
  EXPECT_EQ(d.code, kWin);
  EXPECT_EQ(f.name(d.move), "D3");
  const ReadResult a = f.attack("D5");
  EXPECT_EQ(a.code, kWin);
  EXPECT_EQ(f.name(a.move), "D6");
}

// The geta: H16-style net on a two-stone string with three liberties.
constexpr const char* kNet = R"(
. . . . . . . . .
. . . . . . . . .
. . . O O O . . .
. . . . X O . . .
. . . . X O . . .
. . . . . O . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .)";

TEST(ReaderTest, NetCapturesThreeLibertyString) {
  Fixture f(kNet);
  const ReadResult a = f.attack("E6");
  EXPECT_EQ(a.code, kWin);
  EXPECT_EQ(f.name(a.move), "D4");
}

// Cause: owl time spent reading its goal worms at full depth in every node. The owl starts
// those questions as many plies deep as its line (Reader::setBaseStackp), as GNU Go's depth
// limits count the owl's moves: a net on three liberties is beyond the horizon there, a
// ladder on two liberties is read at any depth.
TEST(ReaderTest, PliesAboveTheQuestionCountAgainstTheDepthLimits) {
  Fixture f(kNet);
  Reader r(f.board, f.cache, f.limits);
  EXPECT_EQ(r.attack(f.at("E6")).code, kWin);
  const uint64_t fullNodes = r.nodes();
  r.resetNodes();
  r.setBaseStackp(f.limits.depth);
  EXPECT_EQ(r.attack(f.at("E6")).code, kLose);
  EXPECT_LT(r.nodes(), fullNodes);
  r.setBaseStackp(0);
  EXPECT_EQ(r.attack(f.at("E6")).code, kWin);

  Fixture ladder(kLadder);
  Reader deep(ladder.board, ladder.cache, ladder.limits);
  deep.setBaseStackp(ladder.limits.depth);
  const ReadResult a = deep.attack(ladder.at("E5"));
  EXPECT_EQ(a.code, kWin);
  EXPECT_EQ(ladder.name(a.move), "E4");
}

// A question cut short by the node budget says so (budgetHit); one read to its end does not.
// The worm analysis's improving pass takes no attack or defense point on such a guess.
TEST(ReaderTest, BudgetHitMarksAGuess) {
  Fixture f(kNet);
  ReadingLimits small = f.limits;
  small.nodeBudget = 3;
  ReadingCache none(0);
  Reader cut(f.board, none, small);
  EXPECT_EQ(cut.attack(f.at("E6")).code, kLose);
  EXPECT_TRUE(cut.budgetHit());
  Reader full(f.board, none, f.limits);
  EXPECT_EQ(full.attack(f.at("E6")).code, kWin);
  EXPECT_FALSE(full.budgetHit());
  EXPECT_EQ(cut.attack(f.at("E6")).code, kLose);
  EXPECT_TRUE(cut.budgetHit());
}

TEST(ReaderTest, CacheDoesNotChangeAnswers) {
  Fixture f(kLadder);
  const ReadResult first = f.attack("E5");
  const ReadResult second = f.attack("E5");
  EXPECT_EQ(first.code, second.code);
  EXPECT_EQ(first.move, second.move);
  ReadingCache none(0);
  Reader r(f.board, none, f.limits);
  const ReadResult uncached = r.attack(f.at("E5"));
  EXPECT_EQ(uncached.code, first.code);
  EXPECT_EQ(uncached.move, first.move);
}

TEST(ReaderTest, SafeMove) {
  Fixture f(kLadder);
  Reader r(f.board, f.cache, f.limits);
  EXPECT_EQ(r.safeMove(f.at("B8"), Color::Black), kWin);
  EXPECT_EQ(r.safeMove(f.at("E5"), Color::Black), kLose);  // occupied
}

// Black's string D2 and the stones G1-H2 share the eyes F1 and G2 (reading12.sgf after
// W E1, B E2, W F1, B G1): White can never fill them, so D2 lives (GNU Go 3.8: attack 0).
constexpr const char* kSharedEyes = R"(
. X . . X . O . .
O X X X X X O O .
. O . . X . X O O
O . O O X X X X X
. X . O O O . O O
X X . O . O O O .
. X O O X X X O O
X X O X X X . X O
. X O X . . X X O)";

TEST(ReaderTest, SharedEyesCannotBeFilled) {
  Fixture f(kSharedEyes);
  EXPECT_EQ(f.attack("D2").code, kLose);
  EXPECT_EQ(f.defend("D2").code, kWin);
  EXPECT_EQ(f.attack("H2").code, kLose);
}

// reading12.sgf: White F1 takes away the eye; after B G1, W G2 captures three stones
// and E1 becomes playable (GNU Go 3.8: attack D2 = 1 F1).
constexpr const char* kRescueNextToLiberty = R"(
. X . . X . O . .
O X X X X X O O .
. O . . X . X O O
O . O O X X X X X
. X . O O O . O O
X X . O . O O O .
. X O O X X X O O
X X O X . X . X O
. X O X . . . X O)";

TEST(ReaderTest, AttackerRescuesItsStoneNextToALiberty) {
  Fixture f(kRescueNextToLiberty);
  const ReadResult a = f.attack("D2");
  EXPECT_EQ(a.code, kWin);
  EXPECT_EQ(f.name(a.move), "F1");
}

// The same position (reading.tst 111): White defends G9 only at J9, found well within the
// node budget (GNU Go 3.8: defend G9 = 1 J9); J9 lies inside the eye space of G9's
// liberties, so the reading without the root's broad search finds it too.
TEST(ReaderTest, BroadSearchKeepsAWinWithinItsBudget) {
  Fixture f(kRescueNextToLiberty);
  Reader r(f.board, f.cache, f.limits);
  const ReadResult d = r.findDefense(f.at("G9"));
  EXPECT_EQ(d.code, kWin);
  EXPECT_EQ(f.name(d.move), "J9");
  EXPECT_LT(r.nodes(), static_cast<uint64_t>(f.limits.broadNodes));
  Fixture narrow(kRescueNextToLiberty);
  narrow.limits.broadSearch = false;
  EXPECT_EQ(narrow.name(narrow.defend("G9").move), "J9");
}

// reading48.sgf: capturing C1 at D1 is answered by a snapback of the whole white string;
// White captures A2-B2 at A1 instead (GNU Go 3.8: attack C1 = 1 A1).
constexpr const char* kCaptureIntoSnapback = R"(
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
X X X X . . . . .
O O O X X X . . .
X X O O O X . . .
. O X . O X . . .)";

TEST(ReaderTest, AvoidsCapturingIntoASnapback) {
  Fixture f(kCaptureIntoSnapback);
  const ReadResult a = f.attack("C1");
  EXPECT_EQ(a.code, kWin);
  EXPECT_EQ(f.name(a.move), "A1");
}

// The hemmed-in string R7 (hemmed_string_position.h): a move far away (J9, A13) leaves it
// as lost as before: after it, the attacker's reply gets the same wide look as the root
// question, so the far move is no defence.

TEST(ReaderTest, FarMoveIsNoDefenseOfWhatTheRootAttacks) {
  Fixture f(testing::kHemmedStringR7);
  EXPECT_EQ(f.attack("R7").code, kWin);
  Reader r(f.board, f.cache, f.limits);
  EXPECT_EQ(r.doesDefend(f.at("J9"), f.at("R7")), kLose);
  EXPECT_EQ(r.doesDefend(f.at("A13"), f.at("R7")), kLose);
  EXPECT_EQ(r.doesDefend(f.at("T4"), f.at("R7")), kLose);
}

// -t traces are bounded at 5000 lines; a third -t lifts the bound.
TEST(TracerTest, ThirdTraceFlagLiftsTheLineBound) {
  std::ostringstream out;
  Tracer bounded(out, 4, Tracer::boundFor(2));
  for (int i = 0; i < 6000; ++i) bounded.line(4, 0, "x");
  EXPECT_EQ(bounded.lines(), 5001u);  // the last one was the "trace truncated" line
  EXPECT_NE(out.str().find("... trace truncated"), std::string::npos);
  Tracer unbounded(out, 4, Tracer::boundFor(3));
  for (int i = 0; i < 6000; ++i) unbounded.line(4, 0, "x");
  EXPECT_EQ(unbounded.lines(), 6000u);
  EXPECT_EQ(Tracer::boundFor(3), SIZE_MAX);
}

}  // namespace
}  // namespace worm
