// examine(): worms with reading, dragons, make_moyo and the weak-area upgrade, once per move.
#include "engine/genmove/examine.h"

#include <gtest/gtest.h>

#include <memory>

#include "engine/board/diagram.h"
#include "engine/genmove/move_reasons.h"

namespace engine {
namespace {

using core::Color;
using core::toPoint;

std::unique_ptr<Engine> engineWith(std::string_view diagram, Color toMove = Color::Black) {
  auto e = std::make_unique<Engine>();
  e->game() = board::gameFromDiagram(diagram, toMove);
  return e;
}

// Two black stones inside White's wall form a weak area: their UNKNOWN dragon becomes
// CRITICAL in safety (status unchanged), as 2.x's make_moyo does.
TEST(Examine, WeakAreaRaisesUnknownToCritical) {
  auto e = engineWith(R"(
    . . . X O . . . .
    . . . X O . . . .
    . . . X O . . . .
    . . . X O . . . .
    . . . X O . X . .
    . . . X O . X . .
    . . . X O . . . .
    . . . X O . . . .
    . . . X O . . . .)");
  const PositionAnalysis a = examine(*e, Color::Black);
  const core::Point g5 = toPoint(6, 4);
  EXPECT_EQ(a.dragon(g5).status, dragon::Status::Unknown);
  EXPECT_EQ(a.dragon(g5).safety, dragon::Status::Critical);
  EXPECT_EQ(a.dragon(toPoint(3, 0)).safety, dragon::Status::Alive);
  EXPECT_EQ(a.moyo().numberWeak(Color::Black), 1);
  EXPECT_EQ(a.color(), Color::Black);
  EXPECT_TRUE(a.moyo().isFreshFor(e->game().board(), Color::Black));
}

// The worms carry the tactical reader's verdicts: a white stone in a ladder is attackable.
TEST(Examine, WormsAreReadTactically) {
  auto e = engineWith(R"(
    . . . . . . .
    . . . . . . .
    . . . X . . .
    . . X O . . .
    . . . X . . .
    . . . . . . .
    . . . . . . .)");
  const PositionAnalysis a = examine(*e, Color::Black);
  const worm::Worm& w = a.worm(toPoint(3, 3));
  EXPECT_NE(w.attackCode, worm::kLose);
  EXPECT_EQ(w.attackPoint, toPoint(4, 3));
  EXPECT_EQ(a.worm(toPoint(3, 2)).attackCode, worm::kLose);
}

// A small move budget shrinks the node budget of each reading question.
TEST(Examine, MoveBudgetScalesReading) {
  Engine e;
  const worm::ReadingLimits full = scaledReadingLimits(e, MoveClock());
  const worm::ReadingLimits tight = scaledReadingLimits(e, MoveClock(0.05));
  EXPECT_EQ(full.nodeBudget, e.readingLimits().nodeBudget);
  EXPECT_LT(tight.nodeBudget, full.nodeBudget);
  EXPECT_GE(tight.nodeBudget, 500);
  e.setMoveBudget(2.5);
  EXPECT_DOUBLE_EQ(e.moveBudget(), 2.5);
  e.setMoveBudget(-1);
  EXPECT_DOUBLE_EQ(e.moveBudget(), 0.0);
}

TEST(MoveReasons, LettersFollowGnuGo26) {
  EXPECT_EQ(generatorLetter(Generator::Fuseki), 'F');
  EXPECT_EQ(generatorLetter(Generator::Semeai), 'S');
  EXPECT_EQ(generatorLetter(Generator::Shapes), 'P');
  EXPECT_EQ(generatorLetter(Generator::Attacker), 'A');
  EXPECT_EQ(generatorLetter(Generator::Defender), 'D');
  EXPECT_EQ(generatorLetter(Generator::EyeFinder), 'E');
  EXPECT_EQ(generatorLetter(Generator::ReviseSemeai), 'p');
  EXPECT_EQ(generatorLetter(Generator::FillLiberty), 'L');
  EXPECT_EQ(generatorLetter(Generator::BigMove), 'B');
  EXPECT_STREQ(generatorName(Generator::EyeFinder), "eye_finder");
}

}  // namespace
}  // namespace engine
