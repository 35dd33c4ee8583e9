// Dragon module tests on diagrams: eyes, false and half eyes, nakade, amalgamation through
// eye spaces (and the cuts that keep worms apart), and the end-of-game evaluation (dead
// stones, seki).
#include "engine/dragon/dragon.h"

#include <gtest/gtest.h>

#include "engine/board/diagram.h"
#include "engine/dragon/final_score.h"
#include "engine/dragon/ownership.h"

namespace dragon {
namespace {

using core::toPoint;

Point at(const board::Board& b, const char* vertex) {
  return *b.geometry().parseVertex(vertex);
}

TEST(DragonTest, TwoEyesAlive) {
  board::Board b = board::boardFromDiagram(R"(
    . . . . . . .
    . . . . . . .
    . . . . . . .
    X X X X X . .
    O O O O X . .
    O O O O X . .
    . O . O X . .)");
  const auto d = DragonAnalysis::make(b);
  EXPECT_EQ(d.dragonAt(at(b, "B2")).genus, 2);
  EXPECT_EQ(d.dragonAt(at(b, "B2")).status, Status::Alive);
}

TEST(DragonTest, OneEyeDead) {
  board::Board b = board::boardFromDiagram(R"(
    . . . . . . .
    . . . . . . .
    . . . . . . .
    X X X X X . .
    O O O O X . .
    O O O O X . .
    . O O O X . .)");
  const auto d = DragonAnalysis::make(b);
  EXPECT_LE(d.dragonAt(at(b, "B2")).trueGenus(), 2);
  EXPECT_EQ(d.dragonAt(at(b, "B2")).escapeRoute, 0);
  EXPECT_EQ(d.dragonAt(at(b, "B2")).status, Status::Dead);
  EXPECT_EQ(d.dragonAt(at(b, "E1")).status, Status::Alive);
}

TEST(DragonTest, FalseEyeOnTheEdge) {
  // B1 looks like an eye of the white corner group, but Black's solid C2 makes it false.
  board::Board b = board::boardFromDiagram(R"(
    . . . . . . .
    . . . . . . .
    O O O X . . .
    O O O X . . .
    O O X X . . .
    O O X . . . .
    O . O X . . .)");
  const auto d = DragonAnalysis::make(b);
  // Either the half-eye test or conn.db's first-line cut makes it marginal: no eye.
  EXPECT_TRUE(d.marginal(Color::White, at(b, "B1")));
  const EyeSpace* e = d.eyeSpace(Color::White, at(b, "B1"));
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(e->maxEye, 0);
  EXPECT_EQ(e->minEye, 0);
}

TEST(DragonTest, HalfEyeOnTheFirstLineMakesTheGroupCritical) {
  // One real eye at B3; B1 is a half eye: its diagonal C2 is empty and Black can play there
  // safely (connected to D2). Whoever takes C2 decides: one eye and a half is CRITICAL.
  board::Board b = board::boardFromDiagram(R"(
    . . . . . . .
    . . . . . . .
    X X X X X . .
    O O O O X . .
    O . O O X . .
    O O . X X . .
    O . O X . . .)");
  const auto d = DragonAnalysis::make(b);
  EXPECT_EQ(d.eyeKind(at(b, "B1")), EyeKind::HalfEye);
  EXPECT_EQ(d.halfEyeKey(at(b, "B1")), at(b, "C2"));
  EXPECT_EQ(d.eyeKind(at(b, "B3")), EyeKind::Normal);
  const DragonData& white = d.dragonAt(at(b, "A4"));
  EXPECT_EQ(white.genus, 1);
  EXPECT_EQ(white.heyes, 1);
  EXPECT_EQ(white.status, Status::Critical);
  // C1 joins the group through the one-point eye at B1, as in GNU Go 3.8 (although Black
  // moving first at C2 cuts: disconnect A1 C1 is 1 C2 for both engines).
  EXPECT_EQ(d.dragonAt(at(b, "C1")).origin, white.origin);
}

TEST(DragonTest, NakadeThreeInARow) {
  board::Board b = board::boardFromDiagram(R"(
    . . . . . . .
    . . . . . . .
    . . . . . . .
    X X X X X X .
    O O O O O X .
    O . . . O X .
    O O O O O X .)");
  const auto d = DragonAnalysis::make(b);
  const EyeSpace* e = d.eyeSpace(Color::White, at(b, "C2"));
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(e->esize, 3);
  EXPECT_EQ(e->maxEye, 2);
  EXPECT_EQ(e->minEye, 1);
  EXPECT_EQ(e->vital, at(b, "C2"));
}

TEST(DragonTest, SquareFourIsOneEye) {
  board::Board b = board::boardFromDiagram(R"(
    . . . . . . .
    . . . . . . .
    X X X X X . .
    O O O O X . .
    O . . O X . .
    O . . O X . .
    O O O O X . .)");
  const auto d = DragonAnalysis::make(b);
  const EyeSpace* e = d.eyeSpace(Color::White, at(b, "B2"));
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(e->maxEye, 1);
  EXPECT_EQ(e->minEye, 1);
}

TEST(DragonTest, StringsJoinThroughEyeSpace) {
  board::Board b = board::boardFromDiagram(R"(
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . O O . .
    X X X . . . .
    . . X . . . .
    X X . . . . .)");
  const auto d = DragonAnalysis::make(b);
  // The A1 string and the A3 string share the eye space A2/B2.
  EXPECT_EQ(d.dragonIndex(at(b, "A1")), d.dragonIndex(at(b, "A3")));
  EXPECT_NE(d.dragonIndex(at(b, "A1")), d.dragonIndex(at(b, "D4")));
}

// GNU Go's connection.tst 1 and 2 (connection1.sgf): White's eye space on the right edge
// touches R12 (joined to S15) and R9, but Black cuts at R10 / R11; the top-edge space
// touches E17-G17 and K17, but Black cuts at H17. GNU Go 3.8 keeps them apart. The joins
// through the eye spaces give way to the cuts that connection reading finds, and worms
// whose inner points lie far apart (E17 and K17) join only through the worms between.
TEST(DragonTest, EyeSpaceJoinGivesWayToACut) {
  board::Board b = board::boardFromDiagram(R"(
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . . . O . O . . O . O . . . . . . .
    . . . . . . X . . . . . . . . . X X X
    . . X X . . X . X . . . . . . X X O .
    . O O X . . . . . . . . . . . X . O .
    . . . . . . . . . . . . . . . X O . O
    . . O . X . . . . . . . . . . X O . .
    . . . . X . . . . . . . . . . X . . .
    . . . . X . . . . . . . . . . X . . .
    . . O . X . . . . . . . . . . X O . .
    . . . . . . . . . . . . . . . X O . .
    . X . X . . . . . . . . . . . X O O O
    . . . . . . . . . . . . . . . X X X X
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .)");
  const auto d = DragonAnalysis::make(b);
  // One white eye space touches both (S10 and S12 are inner points of it).
  const EyeSpace* right = d.eyeSpace(Color::White, at(b, "S10"));
  ASSERT_NE(right, nullptr);
  EXPECT_EQ(d.eyeSpace(Color::White, at(b, "S12")), right);
  EXPECT_FALSE(d.marginal(Color::White, at(b, "S10")));
  EXPECT_EQ(d.dragonIndex(at(b, "E17")), d.dragonIndex(at(b, "G17")));
  EXPECT_NE(d.dragonIndex(at(b, "G17")), d.dragonIndex(at(b, "K17")));
  EXPECT_NE(d.dragonIndex(at(b, "R12")), d.dragonIndex(at(b, "R9")));
  EXPECT_EQ(d.dragonIndex(at(b, "R13")), d.dragonIndex(at(b, "R12")));
}

// A one-point eye joins every worm around it, whatever connection reading says of their
// cuts (the cut would have to be played inside the eye): ld_owl.tst 520 (ld20.sgf), where
// GNU Go 3.8's dragon B4 holds B2, C1 and D2 around White's eye at C2. A worm in atari on
// the eye is still cut off, as in ld_owl.tst 28: Black's D3-D4 is captured at D2.
TEST(DragonTest, OnePointEyeJoinsItsWormsUnlessOneIsInAtari) {
  board::Board b = board::boardFromDiagram(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . X X X . . . . .
    X O O X . . . . .
    X . O X X X . . .
    X O . O O X . . .
    . . O . O . . . .)");
  const auto d = DragonAnalysis::make(b);
  EXPECT_EQ(d.dragonIndex(at(b, "B4")), d.dragonIndex(at(b, "B2")));
  EXPECT_EQ(d.dragonIndex(at(b, "B4")), d.dragonIndex(at(b, "D2")));
  EXPECT_EQ(d.dragonIndex(at(b, "B4")), d.dragonIndex(at(b, "C1")));

  board::Board atari = board::boardFromDiagram(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . O O O . . . .
    . . O X O . . . .
    . O O X O . . . .
    . X X . X X . . .
    . . . X . . . . .)");
  const auto e = DragonAnalysis::make(atari);
  EXPECT_EQ(e.dragonIndex(at(atari, "B2")), e.dragonIndex(at(atari, "E2")));
  EXPECT_NE(e.dragonIndex(at(atari, "D4")), e.dragonIndex(at(atari, "B2")));
}

TEST(FinalScoreTest, SekiWithTwoSharedLibertiesCountsNoTerritory) {
  // Black's six stones and White's corner block share C2 and C1 and have no other
  // liberties: whoever fills one is captured, so both live in seki. Japanese counting gives
  // no territory in a seki: only White's 61 points outside count. (GNU Go 3.8 calls the
  // black stones dead here and answers W+75.5.)
  board::Board b = board::boardFromDiagram(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    O O O O O . . . .
    X X X X O . . . .
    O O . X O . . . .
    O O . X O . . . .)");
  const auto d = DragonAnalysis::make(b);
  const auto ev = FinalEvaluation::make(b, d, 0.5, false);
  EXPECT_EQ(ev.status(at(b, "A3")), FinalStatus::Seki);
  EXPECT_EQ(ev.status(at(b, "D1")), FinalStatus::Seki);
  EXPECT_EQ(ev.status(at(b, "A1")), FinalStatus::Seki);
  EXPECT_EQ(ev.status(at(b, "C2")), FinalStatus::Dame);
  EXPECT_EQ(ev.status(at(b, "C1")), FinalStatus::Dame);
  EXPECT_EQ(ev.status(at(b, "E1")), FinalStatus::Alive);
  EXPECT_EQ(ev.status(at(b, "J9")), FinalStatus::WhiteTerritory);
  EXPECT_EQ(ev.blackPoints(), 0);
  EXPECT_EQ(ev.whitePoints(), 61);
  EXPECT_EQ(FinalEvaluation::resultText(ev.score()), "W+61.5");
}

TEST(FinalScoreTest, DeadStoneInsideTerritory) {
  board::Board b = board::boardFromDiagram(R"(
    . . . X O . . . .
    . . . X O . . . .
    . . . X O . . . .
    . . . X O . . . .
    X X X X O . . . .
    . . X O O . . . .
    . O X O . . . . .
    . . X O . . . . .
    . . X O . . . . .)");
  const auto d = DragonAnalysis::make(b);
  const auto f = FinalEvaluation::make(b, d, 6.5, false);
  EXPECT_EQ(f.status(at(b, "B3")), FinalStatus::Dead);
  EXPECT_EQ(f.status(at(b, "D5")), FinalStatus::Alive);
  EXPECT_EQ(f.status(at(b, "A9")), FinalStatus::BlackTerritory);
  EXPECT_EQ(f.status(at(b, "J1")), FinalStatus::WhiteTerritory);
  const int black = 12 + 8 + 1;             // top-left, bottom-left (B3's point), prisoner
  const int white = 4 * 4 + 4 + 4 + 5 * 3;  // the right side
  EXPECT_DOUBLE_EQ(f.score(), black - white - 6.5);
  EXPECT_EQ(FinalEvaluation::resultText(-1.5), "W+1.5");
  EXPECT_EQ(FinalEvaluation::resultText(0), "0");
}

TEST(OwnershipTest, LoneStoneInEnemyTerritoryIsLost) {
  board::Board b = board::boardFromDiagram(R"(
    . . . X O . . . .
    . . . X O . . . .
    . . . X O . . . .
    . . . X O . . . .
    . O . X O . . . .
    . . . X O . . . .
    . . . X O . . . .
    . . . X O . . . .
    . . . X O . . . .)");
  const uint64_t before = b.hash();
  const auto est = OwnershipEstimate::run(b, 32, 7);
  EXPECT_EQ(b.hash(), before);  // the position is restored
  // The walls have no eyes yet, so random playouts kill them now and then; the scoring
  // threshold (kAliveShare) still separates the lone stone from the walls.
  EXPECT_LT(est.of(at(b, "B5"), Color::White), 0.5);
  EXPECT_GT(est.of(at(b, "D5"), Color::Black), FinalEvaluation::kAliveShare);
  EXPECT_GT(est.of(at(b, "J1"), Color::White), FinalEvaluation::kAliveShare);
  const auto again = OwnershipEstimate::run(b, 32, 7);
  for (Point p : b.geometry()) EXPECT_EQ(est.black(p), again.black(p));  // deterministic
}

}  // namespace
}  // namespace dragon
