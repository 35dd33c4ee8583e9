// Owl reading on life-and-death diagrams: the classic corner shapes, seki, ko, escape.
// Every expectation was checked against GNU Go 3.8 (owl_attack / owl_defend) on the same
// diagram; where several moves work, any of them is accepted.
#include "engine/dragon/owl.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <initializer_list>
#include <string>

#include "engine/board/diagram.h"
#include "engine/dragon/owl_status.h"

namespace dragon {
namespace {

struct Answer {
  int gtp;           // GNU Go's code: 0 fails, 1 unconditional, 2 / 3 ko
  std::string move;  // vertex, "PASS" when nothing needs to be played
};

class OwlTest : public ::testing::Test {
 protected:
  void load(const char* diagram) { m_board = board::boardFromDiagram(diagram); }
  Point at(const char* vertex) const { return *m_board.geometry().parseVertex(vertex); }
  Answer ask(const char* vertex, bool attack) {
    const DragonAnalysis da = DragonAnalysis::make(m_board);
    OwlReader owl(m_board, m_state, OwlOptions{});
    const OwlResult r = attack ? owl.attack(da, at(vertex)) : owl.defend(da, at(vertex));
    return {worm::gtpCode(r.code), m_board.geometry().vertexName(r.move)};
  }
  Answer attack(const char* vertex) { return ask(vertex, true); }
  Answer defend(const char* vertex) { return ask(vertex, false); }
  OwlStatus status(const char* vertex) {
    const DragonAnalysis da = DragonAnalysis::make(m_board);
    OwlReader owl(m_board, m_state, OwlOptions{});
    return readOwlStatus(owl, da, at(vertex));
  }
  static bool oneOf(const std::string& move, std::initializer_list<const char*> moves) {
    return std::find(moves.begin(), moves.end(), move) != moves.end();
  }

  board::Board m_board{9};
  OwlState m_state{1};
};

TEST_F(OwlTest, StraightThreeIsSettledByItsMiddlePoint) {
  load(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    X X X X X . . . .
    O O O O X . . . .
    . . . O X . . . .)");
  const Answer a = attack("A2"), d = defend("A2");
  EXPECT_EQ(a.gtp, 1);
  EXPECT_EQ(a.move, "B1");
  EXPECT_EQ(d.gtp, 1);
  EXPECT_EQ(d.move, "B1");
  const OwlStatus s = status("A2");
  EXPECT_EQ(s.status, Status::Critical);
}

TEST_F(OwlTest, BentFourInTheCornerIsKo) {
  // The eye space A1 B1 C1 A2 without outside liberties: the placement at B1 makes ko.
  load(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    X X X X X . . . .
    O O X X X . . . .
    . O O O X . . . .
    . . . O X . . . .)");
  const Answer a = attack("A3"), d = defend("A3");
  EXPECT_EQ(a.gtp, 2);
  EXPECT_EQ(a.move, "B1");
  EXPECT_EQ(d.gtp, 1);
  EXPECT_TRUE(oneOf(d.move, {"A1", "B1"})) << d.move;
}

TEST_F(OwlTest, SquareFourIsDead) {
  load(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    X X X X . . . . .
    O O O X . . . . .
    . . O X . . . . .
    . . O X . . . . .)");
  EXPECT_EQ(attack("A3").gtp, 1);
  EXPECT_EQ(defend("A3").gtp, 0);
  EXPECT_EQ(status("A3").status, Status::Dead);
}

}  // namespace
}  // namespace dragon
