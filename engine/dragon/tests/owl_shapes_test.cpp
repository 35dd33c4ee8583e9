// The classic life-and-death shapes, a seki, a ko for life and two capturing races, read by
// owl and the semeai reader. Every code (and move, where asserted) equals GNU Go 3.8's
// owl_attack / owl_defend / dragon_status / analyze_semeai on the same diagram; where GNU
// Go picks another of several working moves only the code is asserted.
#include "engine/dragon/semeai.h"
#include "engine/dragon/tests/owl_fixture.h"

namespace dragon {
namespace {

TEST_F(OwlTest, StraightFourOnTheEdgeLives) {
  load(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    X X X X X X . . .
    O O O O O X . . .
    . . . . O X . . .)");
  EXPECT_EQ(attack("A2").gtp, 0);
  EXPECT_EQ(defend("A2").gtp, 1);
  EXPECT_EQ(status("A2").status, Status::Alive);
}

TEST_F(OwlTest, StraightThreeWithAnEnemyStoneInsideIsDead) {
  load(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    X X X X X . . . .
    X O O O X . . . .
    O . . . O X . . .)");
  const Answer a = attack("B2");
  EXPECT_EQ(a.gtp, 1);
  EXPECT_EQ(a.move, "B1");
  EXPECT_EQ(defend("B2").gtp, 0);
  EXPECT_EQ(status("B2").status, Status::Dead);
}

TEST_F(OwlTest, BentThreeIsSettledByItsCorner) {
  load(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    X X X X . . . . .
    O O O X . . . . .
    . O O X . . . . .
    . . O X . . . . .)");
  EXPECT_EQ(attack("B3").move, "A1");
  EXPECT_EQ(defend("B3").move, "A1");
  const OwlStatus s = status("B3");
  EXPECT_EQ(s.status, Status::Critical);
  EXPECT_EQ(s.attackCode, 1);
  EXPECT_EQ(s.defenseCode, 1);
}

TEST_F(OwlTest, BentFourInTheCornerAfterThePlacementIsAKoForLife) {
  // X's placement at B1 is in: O moving first only gets a ko (GNU Go: "3 A1").
  load(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    X X X X X . . . .
    O O X X X . . . .
    . O O O X . . . .
    . X . O X . . . .)");
  const Answer a = attack("A3"), d = defend("A3");
  EXPECT_EQ(a.gtp, 1);
  EXPECT_EQ(a.move, "A1");
  EXPECT_EQ(d.gtp, 3);
  EXPECT_EQ(d.move, "A1");
  EXPECT_EQ(status("A3").status, Status::Critical);
}

TEST_F(OwlTest, LGroupWithTheCornerOpenLives) {
  // The L of six stones (B4 B3 B2 C2 D2 E2) with the whole first line and the A column.
  load(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    X X X . . . . . .
    . O X . . . . . .
    . O X X X X . . .
    . O O O O X . . .
    . . . . . X . . .)");
  EXPECT_EQ(attack("B2").gtp, 0);
  EXPECT_EQ(defend("B2").gtp, 1);
  EXPECT_EQ(status("B2").status, Status::Alive);
}

TEST_F(OwlTest, CarpentersSquareWithoutOutsideLibertiesIsDead) {
  // Stones on the 1-4, 2-4, 3-3, 4-2 and 4-1 points, every outside liberty filled.
  load(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    X X X . . . . . .
    O O X X . . . . .
    . . O X X . . . .
    . . . O X . . . .
    . . . O X . . . .)");
  EXPECT_EQ(attack("A4").gtp, 1);
  EXPECT_EQ(defend("A4").gtp, 0);
  EXPECT_EQ(status("A4").status, Status::Dead);
}

TEST_F(OwlTest, RabbitySixIsSettledByItsCentre) {
  // Rabbity (flower) six: C3, B2 C2 D2, B1 C1; no outside liberties.
  load(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    X X X X X . . . .
    X O O O X . . . .
    O O . O O X . . .
    O . . . O X . . .
    O . . O O X . . .)");
  const Answer a = attack("A1"), d = defend("A1");
  EXPECT_EQ(a.gtp, 1);
  EXPECT_EQ(a.move, "C2");
  EXPECT_EQ(d.gtp, 1);
  EXPECT_EQ(d.move, "C2");
  EXPECT_EQ(status("A1").status, Status::Critical);
}

TEST_F(OwlTest, CombOnTheSecondLineLives) {
  // Second-line stones with two teeth missing (B2, D2) over the first line.
  load(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    X X X X X X X . .
    O O O O O O X . .
    O . O . O O X . .
    . . . . . O X . .)");
  EXPECT_EQ(attack("A2").gtp, 0);
  EXPECT_EQ(defend("A2").gtp, 1);
  EXPECT_EQ(status("A2").status, Status::Alive);
}

TEST_F(OwlTest, SharedLibertiesMakeASeki) {
  // O's string and X's inner string share A1 and E1; neither can fill them.
  load(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    X X X X X X X . .
    O O O O O O X . .
    . X X X . O X . .)");
  EXPECT_EQ(attack("A2").gtp, 0);
  const Answer d = defend("A2");
  EXPECT_EQ(d.gtp, 1);
  EXPECT_EQ(d.move, "PASS");
  const OwlStatus s = status("A2");
  EXPECT_EQ(s.status, Status::Alive);
  EXPECT_TRUE(s.seki);
  EXPECT_FALSE(status("A3").seki);  // X's outer wall lives in the open
}

// O's race string D1-D4 against X's E1-E4, each walled in by the other's live stones
// (X's B column, O's G column); no shared liberties.
constexpr const char* kRaceWonByOne = R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . X X X O O O . .
    . X X O X O O . .
    . X . O X O O . .
    . X . O X . O . .
    . X . O X . O . .)";  // O 3 liberties (C1-C3), X 2 (F1 F2)
constexpr const char* kRaceLostByOne = R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . X X X O O O . .
    . X X O X O O . .
    . X X O X . O . .
    . X . O X . O . .
    . X . O X . O . .)";  // O 2 liberties (C1 C2), X 3 (F1-F3)

TEST_F(OwlTest, SemeaiWonByOneLiberty) {
  load(kRaceWonByOne);
  EXPECT_EQ(attack("D2").gtp, 0);
  const Answer d = defend("D2");  // GNU Go: "1 PASS"; filling X's liberty works too
  EXPECT_EQ(d.gtp, 1);
  EXPECT_TRUE(oneOf(d.move, {"PASS", "F1", "F2"})) << d.move;
  EXPECT_EQ(status("D2").status, Status::Alive);
  const SemeaiResult first = readSemeai(m_board, at("D2"), at("E2"), false, false);
  EXPECT_EQ(first.result, 1);
  EXPECT_TRUE(oneOf(m_board.geometry().vertexName(first.move), {"F1", "F2"}));
  // Even with X moving first, X is captured.
  EXPECT_EQ(readSemeai(m_board, at("E2"), at("D2"), false, false).result, -1);
}

TEST_F(OwlTest, SemeaiLostByOneLiberty) {
  load(kRaceLostByOne);
  const Answer a = attack("D2");
  EXPECT_EQ(a.gtp, 1);
  EXPECT_EQ(a.move, "C2");
  EXPECT_EQ(defend("D2").gtp, 0);
  EXPECT_EQ(status("D2").status, Status::Dead);
  // Even moving first, O is captured.
  const SemeaiResult first = readSemeai(m_board, at("D2"), at("E2"), false, false);
  EXPECT_EQ(first.result, -1);
  EXPECT_EQ(first.move, core::kNoPoint);
  EXPECT_EQ(readSemeai(m_board, at("E2"), at("D2"), false, false).result, 1);
}

TEST(Semeai, RaceCountsDecideWhoMovesMatters) {
  EXPECT_EQ(raceResult(3, 3, 0, false, false), 1);   // equal: the side to move
  EXPECT_EQ(raceResult(2, 3, 0, false, false), -1);  // one short
  EXPECT_EQ(raceResult(0, 0, 2, false, false), 0);   // shared only: seki
  EXPECT_EQ(raceResult(0, 0, 2, true, false), 1);    // an eye beats no eye
}

}  // namespace
}  // namespace dragon
