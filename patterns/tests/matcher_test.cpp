// Matcher unit tests on databases compiled at run time, with a fake context.
#include "patterns/matcher.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "engine/board/diagram.h"
#include "patterns/tests/test_support.h"

namespace patterns {
namespace {

using core::Color;
using core::Point;
using testing::FakeContext;
using testing::TestDb;

const char* kHane = R"(Pattern T1

XO
.*

:8,50,0,-,0,0,0,0,0,NULL
)";

std::vector<Match> matchesOf(const PatternDatabase& db, const board::Board& b, Color own,
                             PatternContext& ctx, MatchOptions opt = {}) {
  return Matcher(db).collect(b, own, ctx, opt);
}

std::string names(const board::Board& b, const std::vector<Match>& ms) {
  std::vector<std::string> out;
  for (const auto& m : ms)
    out.push_back(std::string(m.info().name) + "@" + b.geometry().vertexName(m.move));
  std::sort(out.begin(), out.end());
  std::string s;
  for (const auto& n : out) s += n + " ";
  return s;
}

TEST(MatcherTest, FindsEveryOrientationAndTheMovePoint) {
  TestDb t(kHane);
  ASSERT_EQ(t.errors, "");
  EXPECT_EQ(t.db.patterns[0].orientationCount, 8);
  const auto b = board::boardFromDiagram(R"(
    . . . . . . .
    . . . . . . .
    . . X O . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .)");
  FakeContext ctx;
  // White (O) to move: X at C5 beside O at D5; the move is below O or above O depending
  // on orientation (D4 from the diagram, D6 from its mirror image).
  EXPECT_EQ(names(b, matchesOf(t.db, b, Color::White, ctx)), "T1@D4 T1@D6 ");
  // For Black the roles swap: O is the black stone C5, X the white D5.
  EXPECT_EQ(names(b, matchesOf(t.db, b, Color::Black, ctx)), "T1@C4 T1@C6 ");
}

TEST(MatcherTest, EdgePatternsOnlyMatchAgainstTheirEdge) {
  TestDb t(R"(Pattern E1

|O*
|..
+--

:8,50,0,-,0,0,0,0,0,NULL
)");
  ASSERT_EQ(t.errors, "");
  const auto corner = board::boardFromDiagram(R"(
    . . . . .
    . . . . .
    . . . . .
    O . . . .
    . . . . .)");
  FakeContext ctx;
  EXPECT_EQ(names(corner, matchesOf(t.db, corner, Color::White, ctx)), "E1@B2 ");
  const auto off = board::boardFromDiagram(R"(
    . . . . .
    . . . . .
    . O . . .
    . . . . .
    . . . . .)");
  EXPECT_EQ(names(off, matchesOf(t.db, off, Color::White, ctx)), "");
}

TEST(MatcherTest, MoveSeesNearEdgeRejectsMovesOnAnEdgeTheDiagramDoesNotKnow) {
  // A fuseki extension from a fourth-line stone, as patterns.db's F304: its move is the
  // diagram's last column, so turned a quarter it fits with the move on the first line of
  // the perpendicular side (the 19x19 games played Q19-like moves at move 19).
  TestDb t(R"(Pattern F1

.....
.....
.O...
....*
.....
.....
-----

:8,40,0,-,0,0,0,0,0,NULL
)");
  ASSERT_EQ(t.errors, "");
  const auto b = board::boardFromDiagram(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . O . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .)");
  FakeContext ctx;
  EXPECT_EQ(names(b, matchesOf(t.db, b, Color::White, ctx)), "F1@A7 F1@C3 F1@C9 F1@G7 ");
  MatchOptions opt;
  opt.moveSeesNearEdge = true;
  EXPECT_EQ(names(b, matchesOf(t.db, b, Color::White, ctx, opt)), "F1@C3 F1@G7 ");
}

TEST(MatcherTest, DontCarePointsMustBeOnTheBoard) {
  TestDb t("Pattern Q1\n\n???\nO*.\n???\n\n:-,50,0,-,0,0,0,0,0,NULL\n");
  ASSERT_EQ(t.errors, "");
  const auto top = board::boardFromDiagram(R"(
    . O . . .
    . . . . .
    . . . . .
    . . . . .
    . . . . .)");
  FakeContext ctx;
  // Horizontally the ? row above B5 would be off the board; only the vertical orientation
  // with the move below the stone fits.
  EXPECT_EQ(names(top, matchesOf(t.db, top, Color::White, ctx)), "Q1@B4 ");
}

TEST(MatcherTest, ClassFiltersUseTheContextStatus) {
  TestDb t(
      "Pattern C1\n\nXO\n.*\n\n:8,50,0,OX,0,0,0,0,0,NULL\n"
      "Pattern C2\n\nXO.\n.*.\n\n:8,50,0,ox,0,0,0,0,0,NULL\n");
  ASSERT_EQ(t.errors, "");
  const auto b = board::boardFromDiagram(R"(
    . . . . .
    . . . . .
    . X O . .
    . . . . .
    . . . . .)");
  FakeContext ctx;
  Matcher m(t.db);
  EXPECT_EQ(names(b, m.collect(b, Color::White, ctx, {})), "C1@C2 C1@C4 C2@C2 C2@C4 ");
  ctx.statuses[core::toPoint(2, 2)] = StoneStatus::Dead;  // the O stone
  EXPECT_EQ(names(b, m.collect(b, Color::White, ctx, {})), "C2@C2 C2@C4 ");
  ctx.statuses[core::toPoint(2, 2)] = StoneStatus::Alive;
  EXPECT_EQ(names(b, m.collect(b, Color::White, ctx, {})), "C1@C2 C1@C4 ");
  ctx.statuses[core::toPoint(2, 2)] = StoneStatus::Critical;  // never rejected
  EXPECT_EQ(names(b, m.collect(b, Color::White, ctx, {})), "C1@C2 C1@C4 C2@C2 C2@C4 ");
}

TEST(MatcherTest, ConstraintsUseLabelsInEveryOrientationWithThreeValuedLogic) {
  TestDb t(R"(Pattern K1

XO
.*

:8,50,0,-,0,0,0,0,0,NULL

aO
.*

;lib(a)<=2 && !ko(*)
)");
  ASSERT_EQ(t.errors, "");
  const auto b = board::boardFromDiagram(R"(
    . . . . .
    . . . . .
    . X O . .
    . . . . .
    . . . . .)");
  const Point x = core::toPoint(1, 2);
  FakeContext ctx;
  Matcher m(t.db);
  MatchOptions strict, lenient;
  lenient.acceptUnknown = true;
  EXPECT_EQ(m.collect(b, Color::White, ctx, strict).size(), 0u);  // lib unknown
  const auto unknown = m.collect(b, Color::White, ctx, lenient);
  ASSERT_EQ(unknown.size(), 2u);
  EXPECT_TRUE(unknown[0].constraintUnknown);
  EXPECT_EQ(Matcher::labelPoint(unknown[0], 'a'), x);
  EXPECT_EQ(Matcher::labelPoint(unknown[1], 'a'), x);
  ctx.answers[{Predicate::Lib, x}] = 2;
  ctx.defaults[Predicate::Ko] = 0;
  EXPECT_EQ(names(b, m.collect(b, Color::White, ctx, strict)), "K1@C2 K1@C4 ");
  ctx.answers[{Predicate::Ko, core::toPoint(2, 3)}] = 1;  // C2 is a ko point
  EXPECT_EQ(names(b, m.collect(b, Color::White, ctx, strict)), "K1@C4 ");
  ctx.answers[{Predicate::Lib, x}] = 3;
  EXPECT_EQ(m.collect(b, Color::White, ctx, lenient).size(), 0u);  // known false
}

TEST(MatcherTest, WeightThresholdSkipsSmallPatternsExceptTacticalClasses) {
  TestDb t(
      "Pattern W1\n\nXO\n.*\n\n:8,40,0,-,0,0,0,0,0,NULL\n"
      "Pattern W2\n\nXO.\n.*.\n\n:8,40,0,D,0,0,0,0,0,NULL\n");
  ASSERT_EQ(t.errors, "");
  const auto b = board::boardFromDiagram(R"(
    . . . . .
    . . . . .
    . X O . .
    . . . . .
    . . . . .)");
  FakeContext ctx;
  Matcher m(t.db);
  MatchOptions opt;
  opt.minMaxWeight = 60;
  EXPECT_EQ(names(b, m.collect(b, Color::White, ctx, opt)), "W2@C2 W2@C4 ");
  opt.allPatterns = true;
  EXPECT_EQ(m.collect(b, Color::White, ctx, opt).size(), 4u);
  EXPECT_TRUE(matchOptionsForAllpats(true).allPatterns);
  opt = {};
  opt.requiredClasses = kClassDefend;
  EXPECT_EQ(names(b, m.collect(b, Color::White, ctx, opt)), "W2@C2 W2@C4 ");
}

TEST(MatcherTest, MaxWeightAddsAssistanceBonusesAndRandomRange) {
  TestDb t("Pattern M1\n\nXO\n.*\n\n:8,40,wind(10,2,5,1),-,3,4,5,-2,2,NULL\n");
  ASSERT_EQ(t.errors, "");
  EXPECT_EQ(t.db.patterns[0].maxWeight, 40 + 20 + 5 + 5 + 2 + 3 + 4);
}

TEST(MatcherTest, OwnOrEmptyAndOppOrEmptyElements) {
  TestDb t("Pattern X1\n\nxOo\n.*.\n\n:8,50,0,-,0,0,0,0,0,NULL\n");
  ASSERT_EQ(t.errors, "");
  FakeContext ctx;
  MatchOptions opt;
  opt.allPatterns = true;
  auto countAt = [&](const char* diagram) {
    const auto b = board::boardFromDiagram(diagram);
    int n = 0;
    Matcher(t.db).matchAt(b, core::toPoint(2, 2), Color::White, ctx, opt, [&](const Match& m) {
      n += m.move == core::toPoint(2, 3);
      return true;
    });
    return n;
  };
  // x = X (Black) or empty, o = O (White) or empty. The diagram and its mirror image both
  // put the move below O; with empty sides both fit.
  EXPECT_EQ(countAt(". . . . .\n. . . . .\n. . O . .\n. . . . .\n. . . . ."), 2);
  EXPECT_EQ(countAt(". . . . .\n. . . . .\n. X O O .\n. . . . .\n. . . . ."), 1);
  EXPECT_EQ(countAt(". . . . .\n. . . . .\n. O O X .\n. . . . .\n. . . . ."), 1);
  EXPECT_EQ(countAt(". . . . .\n. . . . .\n. O O O .\n. . . . .\n. . . . ."), 0);
  EXPECT_EQ(countAt(". . . . .\n. . . . .\n. X O X .\n. . . . .\n. . . . ."), 0);
}

// matchNear tries only the anchors near its targets, yet finds every match matchAll finds
// whose move is a target, in the same order (the owl sums pattern weights in that order).
TEST(MatcherTest, MatchNearFindsEveryMatchWhoseMoveIsATarget) {
  const auto b = board::boardFromDiagram(R"(
    . . . . . . . . . . . . .
    . . . X X O . . . . . . .
    . . X O O . O . . . X . .
    . . X O . . . . . . . . .
    . . . X . . . . . O . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . X . . . . . O . .
    . . . . . . . . . . . . .
    . . O . . . . . X O . . .
    . . . X . . . . . X O . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .)");
  const Matcher m(owlDefendPatternDb());
  ASSERT_GT(m.moveReach(), 0);
  FakeContext ctx;
  ctx.defaults[Predicate::Attack] = 0;
  auto moves = [&](const core::PointMap<bool>* targets) {
    std::vector<Point> out;
    auto keep = [&](const Match& match) {
      if (match.move != core::kNoPoint && (!targets || (*targets)[match.move]))
        out.push_back(match.move);
      return true;
    };
    if (targets)
      m.matchNear(b, Color::White, *targets, ctx, MatchOptions{}, keep);
    else
      m.matchAll(b, Color::White, ctx, MatchOptions{}, keep);
    return out;
  };
  const std::vector<Point> all = moves(nullptr);
  ASSERT_GT(all.size(), 3u);
  core::PointMap<bool> everywhere(false), corner(false);
  for (Point p : b.geometry()) everywhere[p] = true;
  EXPECT_EQ(moves(&everywhere), all);
  for (int y = 0; y < 5; ++y)
    for (int x = 0; x < 6; ++x) corner[core::toPoint(x, y)] = true;
  std::vector<Point> inCorner;
  for (Point p : all)
    if (corner[p]) inCorner.push_back(p);
  ASSERT_FALSE(inCorner.empty());
  EXPECT_EQ(moves(&corner), inCorner);
  EXPECT_TRUE(moves(&corner).size() < all.size());
}

TEST(MatcherTest, WindowWordEncodesColorsAndOffBoardCells) {
  const auto b = board::boardFromDiagram(R"(
    X O .
    . . .
    . . .)");
  const uint64_t w = windowWord(b, core::toPoint(0, 0));
  auto cell = [&](int dx, int dy) { return (w >> (2 * ((dy + 2) * 5 + dx + 2))) & 3u; };
  EXPECT_EQ(cell(0, 0), 1u);
  EXPECT_EQ(cell(1, 0), 2u);
  EXPECT_EQ(cell(2, 0), 0u);
  EXPECT_EQ(cell(-1, 0), 3u);
  EXPECT_EQ(cell(0, -1), 3u);
}

TEST(BoardContextTest, AnswersLibertiesKoAndLegality) {
  const auto b = board::boardFromDiagram(R"(
    . X O . .
    X O . . .
    . X . . .
    . . . . .
    . . . . .)");
  BoardContext ctx;
  auto eval = [&](Predicate p, Point a) {
    return ctx.evaluate(b, PredicateCall{p, Color::White, 1, {a}});
  };
  EXPECT_EQ(eval(Predicate::Lib, core::toPoint(1, 1)), 1);  // white B4 in atari
  EXPECT_EQ(eval(Predicate::Lib, core::toPoint(2, 0)), 2);
  // An X (Black) stone at C4 captures B4: liberties B4 (freed), C3, D4.
  EXPECT_EQ(eval(Predicate::XLib, core::toPoint(2, 1)), 3);
  EXPECT_EQ(eval(Predicate::OLib, core::toPoint(2, 1)), 3);  // joins B4 and C5
  EXPECT_EQ(eval(Predicate::Ko, core::toPoint(2, 1)), 0);
  // White A5 is legal because it captures B5, but keeps only that one liberty.
  EXPECT_EQ(eval(Predicate::LegalOMove, core::toPoint(0, 0)), 1);
  EXPECT_EQ(eval(Predicate::OLib, core::toPoint(0, 0)), 1);
  EXPECT_EQ(eval(Predicate::SafeOMove, core::toPoint(0, 0)), 0);
  EXPECT_EQ(eval(Predicate::SafeXMove, core::toPoint(2, 1)), 1);
  EXPECT_EQ(eval(Predicate::Attack, core::toPoint(1, 1)), std::nullopt);
}

}  // namespace
}  // namespace patterns
