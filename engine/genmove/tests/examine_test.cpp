// examine(): worms with reading, dragons, make_moyo and the weak-area upgrade, once per move.
#include "engine/genmove/examine.h"

#include <gtest/gtest.h>

#include <memory>

#include "engine/board/diagram.h"
#include "engine/genmove/dragon_moyo_view.h"
#include "engine/genmove/genmove_plan.h"
#include "engine/genmove/move_reasons.h"

namespace engine {
namespace {

using core::Color;
using core::toPoint;

constexpr const char* kWeakArea = R"(
    . . . X O . . . .
    . . . X O . . . .
    . . . X O . . . .
    . . . X O . . . .
    . . . X O . X . .
    . . . X O . X . .
    . . . X O . . . .
    . . . X O . . . .
    . . . X O . . . .)";

// The 2.x analysis: no Monte-Carlo search, so the owl pass runs on every board size.
std::unique_ptr<Engine> engineWith(std::string_view diagram, Color toMove = Color::Black) {
  EngineOptions o;
  o.playouts = 0;
  auto e = std::make_unique<Engine>(o);
  e->game() = board::gameFromDiagram(diagram, toMove);
  return e;
}

// A black corner group with a straight three eye space (A1 B1 C1): the owl pass reads it
// (CRITICAL, both owl moves at the vital point B1, as GNU Go 3.8's dragon_status), the white
// wall is alive. (Two stones loose in White's area, kWeakArea, are no clear case:
// GNU Go calls them critical, the full owl reading dead.)
TEST(Examine, OwlPassReadsTheWeakStones) {
  auto e = engineWith(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    O O O O O . . . .
    X X X X O . . . .
    . . . X O . . . .)");
  const PositionAnalysis a = examine(*e, Color::Black);
  const dragon::DragonData& d = a.dragon(toPoint(1, 7));
  EXPECT_TRUE(d.owlRead);
  EXPECT_EQ(d.status, dragon::Status::Critical);
  EXPECT_EQ(d.safety, dragon::Status::Critical);
  EXPECT_EQ(d.owlAttack, toPoint(1, 8));
  EXPECT_EQ(d.owlDefense, toPoint(1, 8));
  EXPECT_EQ(a.dragon(toPoint(0, 6)).safety, dragon::Status::Alive);
  EXPECT_EQ(a.color(), Color::Black);
  EXPECT_TRUE(a.moyo().isFreshFor(e->game().board(), Color::Black));
}

// Below 13x13 the pass searches the root of a dragon the static count calls alive. A
// classic 9x9 game before move 12: White's C6-C7 has genus 1 and five ways out, so the
// budget mode trusted the count and read it alive; GNU Go 3.8 calls it critical (attack and
// defence C8), and without the owl's defence White played a corner point elsewhere.
TEST(Examine, SmallBoardOwlPassSearchesTheRootOfAnAliveLookingDragon) {
  auto e = engineWith(R"(
    . . . . . . . . .
    . . . X . . . . .
    . . O . . . . . .
    . . O X . . . . .
    . . . . X . . . .
    . . X X . . . . .
    . . X O O O . . .
    . . . . . . . . .
    . . . . . . . . .)",
                      Color::White);
  EXPECT_TRUE(genmovePlan(*e).owlPassSearchRoot);
  const PositionAnalysis a = examine(*e, Color::White);
  const dragon::DragonData& d = a.dragon(toPoint(2, 2));
  EXPECT_TRUE(d.owlRead);
  EXPECT_EQ(d.status, dragon::Status::Critical);
  EXPECT_NE(d.owlDefense, core::kNoPoint);
}

// With the Monte-Carlo search on 9x9 the owl pass is left out: the stones keep their static
// status.
TEST(Examine, NoOwlPassWithTheSearchOnSmallBoards) {
  auto e = std::make_unique<Engine>();
  e->game() = board::gameFromDiagram(kWeakArea, Color::Black);
  ASSERT_EQ(genmovePlan(*e).chooser, ChooserKind::Search);
  const PositionAnalysis a = examine(*e, Color::Black);
  EXPECT_FALSE(a.dragon(toPoint(6, 4)).owlRead);
}

// Without the owl pass the same stones are UNKNOWN, and make_moyo's weak-area rule raises
// their safety to CRITICAL (2.x's make_moyo, notes 4.11).
TEST(Examine, WeakAreaRaisesUnknownToCritical) {
  auto e = engineWith(kWeakArea);
  dragon::DragonAnalysis dragons = analyzeDragons(*e);
  const core::Point g5 = toPoint(6, 4);
  ASSERT_EQ(dragons.dragonAt(g5).safety, dragon::Status::Unknown);
  moyo::Moyo m;
  m.makeMoyo(e->game().board(), DragonMoyoView(dragons), Color::Black);
  applyWeakAreas(m, dragons);
  EXPECT_EQ(dragons.dragonAt(g5).safety, dragon::Status::Critical);
  EXPECT_EQ(dragons.dragonAt(g5).status, dragon::Status::Unknown);
  EXPECT_EQ(m.numberWeak(Color::Black), 1);
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
  EngineOptions o;
  o.playouts = 0;
  Engine e(o);
  const worm::ReadingLimits full = scaledReadingLimits(e, MoveClock());
  const worm::ReadingLimits tight = scaledReadingLimits(e, MoveClock(0.05));
  EXPECT_EQ(full.nodeBudget, e.readingLimits().nodeBudget);
  EXPECT_LT(tight.nodeBudget, full.nodeBudget);
  EXPECT_GE(tight.nodeBudget, 500);
  EXPECT_EQ(full.nodeBudget, 40000);  // the 19x19 default (--reading-nodes)
  e.options().readingNodes = 9000;
  EXPECT_EQ(scaledReadingLimits(e, MoveClock()).nodeBudget, 9000);
  e.options().readingNodes = 40000;
  e.options().playouts = -1;  // by board size: on 19x19 the search among the learned
  EXPECT_EQ(genmovePlan(e).playouts, kDefaultPlayoutsLearnedRoot);  // moves reads in full
  EXPECT_EQ(scaledReadingLimits(e, MoveClock()).nodeBudget, full.nodeBudget);
  e.game().clear(9);  // the search: a small budget per question
  EXPECT_EQ(genmovePlan(e).playouts, defaultPlayouts(9));
  EXPECT_EQ(scaledReadingLimits(e, MoveClock()).nodeBudget, kSearchAnalysisNodes);
  e.setMoveBudget(2.5);
  EXPECT_DOUBLE_EQ(e.moveBudget(), 2.5);
  e.setMoveBudget(-1);
  EXPECT_DOUBLE_EQ(e.moveBudget(), 0.0);
}

// Under a small move budget one owl question may use what the whole pass may, in steps of
// powers of two from kOwlPassMinNodes; with enough budget, the full question budget.
TEST(Examine, OwlQuestionsShareThePassBudget) {
  EXPECT_EQ(owlQuestionNodes(400, 3000), 300);
  EXPECT_EQ(owlQuestionNodes(300, 3000), 300);
  EXPECT_EQ(owlQuestionNodes(2000, 3000), 1200);
  EXPECT_EQ(owlQuestionNodes(2999, 3000), 2400);
  EXPECT_EQ(owlQuestionNodes(3000, 3000), 3000);
  EXPECT_EQ(owlQuestionNodes(30000, 3000), 3000);
  EXPECT_EQ(owlQuestionNodes(1000, 200), 200);  // never above the question's own limit
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
