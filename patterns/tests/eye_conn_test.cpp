// eyes.db lookups (every shape finds itself; a changed flag finds something else) and the
// conn.db matcher with a fake context.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>

#include "engine/board/diagram.h"
#include "patterns/connection_matcher.h"
#include "patterns/eye_shapes.h"
#include "patterns/tests/test_support.h"

namespace patterns {
namespace {

using core::Color;
using core::Point;

/// The graph of an eyes.db shape laid out on a board at (5, 5).
EyeSpaceGraph graphOf(const PatternDatabase& db, const PatternInfo& info, int flip) {
  const Element* els = db.elements + db.orientations[info.firstOrientation].firstElement;
  std::vector<EyeVertex> vs;
  for (int i = 0; i < info.elementCount; ++i) {
    EyeVertex v;
    v.point = core::toPoint(8 + els[i].dx, 8 + els[i].dy);
    v.marginal =
        els[i].kind == kElInhibit || els[i].kind == kElMarginalKey || els[i].kind == kElMarginalOpp;
    v.deadStone = els[i].kind == kElOpp || els[i].kind == kElMarginalOpp;
    if (i == flip && v.deadStone)
      v.deadStone = false;  // X accepts marginal stones too
    else if (i == flip)
      v.marginal = !v.marginal;
    vs.push_back(v);
  }
  return EyeSpaceGraph(vs);
}

TEST(EyeShapesTest, EveryShapeFindsItselfAndAChangedFlagDoesNot) {
  const PatternDatabase& db = eyeShapeDb();
  ASSERT_GT(db.patternCount, 50u);
  for (size_t i = 0; i < db.patternCount; ++i) {
    const PatternInfo& info = db.patterns[i];
    const auto value = lookupEyeShape(graphOf(db, info, -1));
    ASSERT_TRUE(value.has_value()) << info.name;
    EXPECT_EQ(value->shapeName, info.name);
    EXPECT_EQ(value->minEyes, info.minEyes) << info.name;
    EXPECT_EQ(value->maxEyes, info.maxEyes) << info.name;
    EXPECT_EQ(value->vitalPoints.empty(), info.minEyes == info.maxEyes) << info.name;
    for (int e = 0; e < info.elementCount; ++e) {
      const auto changed = lookupEyeShape(graphOf(db, info, e));
      if (changed) {
        EXPECT_NE(changed->shapeName, info.name) << info.name << " element " << e;
      }
    }
  }
}

EyeSpaceGraph lineGraph(const std::vector<std::pair<int, int>>& pts,
                        const std::vector<int>& marginal = {}) {
  std::vector<EyeVertex> vs;
  for (size_t i = 0; i < pts.size(); ++i) {
    EyeVertex v;
    v.point = core::toPoint(pts[i].first, pts[i].second);
    v.marginal = std::find(marginal.begin(), marginal.end(), static_cast<int>(i)) != marginal.end();
    vs.push_back(v);
  }
  return EyeSpaceGraph(vs);
}

TEST(EyeShapesTest, ClassicShapes) {
  // Straight three: 2 eyes if the defender plays the middle, 1 if the attacker does.
  auto v = lookupEyeShape(lineGraph({{3, 3}, {4, 3}, {5, 3}}));
  ASSERT_TRUE(v);
  EXPECT_EQ(v->minEyes, 1);
  EXPECT_EQ(v->maxEyes, 2);
  EXPECT_EQ(v->vitalPoints, std::vector<Point>{core::toPoint(4, 3)});
  // Bent three is the same graph.
  v = lookupEyeShape(lineGraph({{3, 3}, {4, 3}, {4, 4}}));
  ASSERT_TRUE(v);
  EXPECT_EQ(v->vitalPoints, std::vector<Point>{core::toPoint(4, 3)});
  // Square four: one eye whoever plays.
  v = lookupEyeShape(lineGraph({{3, 3}, {4, 3}, {3, 4}, {4, 4}}));
  ASSERT_TRUE(v);
  EXPECT_EQ(v->minEyes, 1);
  EXPECT_EQ(v->maxEyes, 1);
  // Bulky five: vital point is the square corner next to the tail.
  v = lookupEyeShape(lineGraph({{3, 3}, {4, 3}, {3, 4}, {4, 4}, {5, 4}}));
  ASSERT_TRUE(v);
  EXPECT_EQ(v->minEyes, 1);
  EXPECT_EQ(v->vitalPoints, std::vector<Point>{core::toPoint(4, 4)});
  // Straight four: alive.
  v = lookupEyeShape(lineGraph({{3, 3}, {4, 3}, {5, 3}, {6, 3}}));
  ASSERT_TRUE(v);
  EXPECT_EQ(v->minEyes, 2);
  // A single marginal point is no eye.
  v = lookupEyeShape(lineGraph({{3, 3}}, {0}));
  ASSERT_TRUE(v);
  EXPECT_EQ(v->maxEyes, 0);
  EXPECT_GE(maxEyeShapeSize(), 7);
}

TEST(ConnectionMatcherTest, DiagonalConnectsUnlessCutAndCutsAreFound) {
  const auto b = board::boardFromDiagram(R"(
    . . . . . . .
    . O . . . . .
    . . O . . . .
    . . . . . . .
    . . . . X . .
    . . . X O . .
    . . . . . . .)");
  ConnectionMatcher cm;
  testing::FakeContext ctx;
  ctx.defaults[Predicate::XCut] = 0;
  ctx.defaults[Predicate::OCut] = 0;
  ctx.defaults[Predicate::SafeXMove] = 1;
  ctx.defaults[Predicate::Attack] = 0;
  const auto conns = cm.findConnections(b, ctx);
  bool diagonal = false;
  for (const auto& c : conns)
    if (c.color == Color::White && c.ownStones.size() == 2 &&
        std::count(c.ownStones.begin(), c.ownStones.end(), core::toPoint(1, 1)) &&
        std::count(c.ownStones.begin(), c.ownStones.end(), core::toPoint(2, 2)))
      diagonal = true;
  EXPECT_TRUE(diagonal);
  ctx.answers[{Predicate::XCut, core::toPoint(2, 1)}] = 1;
  ctx.answers[{Predicate::XCut, core::toPoint(1, 2)}] = 1;
  for (const auto& c : cm.findConnections(b, ctx))
    EXPECT_FALSE(c.color == Color::White &&
                 std::count(c.ownStones.begin(), c.ownStones.end(), core::toPoint(1, 1)))
        << c.patternName;
  // Black's crosscut-like diagonal at E3/D2 against White E2: a cut for one side.
  const auto cuts = cm.findCuts(b, ctx);
  EXPECT_FALSE(cuts.empty());
  for (const auto& c : cuts) EXPECT_EQ(c.kind, ConnectionMatch::Kind::Cut);
}

}  // namespace
}  // namespace patterns
