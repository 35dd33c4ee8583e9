// The point valuation (ours, point_values.h): its features, its prediction, and when it
// proposes.
#include <gtest/gtest.h>

#include <string>

#include "engine/genmove/gen_context.h"
#include "engine/genmove/point_values.h"
#include "engine/genmove/tests/gen_test_util.h"

namespace engine {
namespace {

using core::Color;
using core::Point;
using testing::at;
using testing::engineOnEmpty;

// A 19x19 opening: four corner stones and an approach; White just played R6.
std::unique_ptr<Engine> opening() { return testing::engineAfter(19, {"Q16", "D4", "D16", "Q4", "R6"}); }

TEST(PointValues, FeaturesOfAPoint) {
  auto e = opening();
  GenSession session(*e, Color::Black);
  GenContext& g = session.context();
  const auto near = pointFeatures(g, at(*e, "R5"));  // next to R6, the last move
  EXPECT_DOUBLE_EQ(near[4 + 2], 1.0);                 // third line
  EXPECT_DOUBLE_EQ(near[4 + 0] + near[4 + 1] + near[4 + 3], 0.0);
  EXPECT_DOUBLE_EQ(near[8], 1.0);                     // a stone at distance 1
  EXPECT_DOUBLE_EQ(near[18], 1.0);                    // last move within one point
  EXPECT_DOUBLE_EQ(near[24], 1.0);                    // bias
  const auto far = pointFeatures(g, at(*e, "K10"));   // tengen: far from every stone
  EXPECT_DOUBLE_EQ(far[11], 1.0);
  EXPECT_DOUBLE_EQ(far[18] + far[19] + far[20], 0.0);
  EXPECT_DOUBLE_EQ(far[21] + far[22], 0.0);           // no stone within three points
  double dot = 0.0;
  for (size_t i = 0; i < near.size(); ++i) dot += kPointWeights[i] * near[i];
  EXPECT_DOUBLE_EQ(predictPointValue(near), dot);
  // The fitted model prefers a move next to the approach to an empty first-line point.
  EXPECT_GT(predictPointValue(near), predictPointValue(pointFeatures(g, at(*e, "A10"))));
}

TEST(PointValues, ProposesTheBestSafePointsAfterTheOtherGenerators) {
  auto e = opening();
  GenSession session(*e, Color::Black);
  GenContext& g = session.context();
  g.best.offer(at(*e, "C3"), 10, Generator::Shapes, g.rng);  // something worth playing
  pointValueMoves(g);
  int proposed = 0;
  for (const MoveReason& m : g.proposals.all()) {
    if (m.generator != Generator::Valuation) continue;
    ++proposed;
    const double prediction = predictPointValue(pointFeatures(g, m.move));
    EXPECT_GE(prediction, kMinPointPrediction);
    EXPECT_EQ(m.value, static_cast<int>(kPointValueScale * prediction) + kPointValueOffset);
    EXPECT_NE(g.analysis.moyo().terriColor(m.move), Color::Black) << g.vertex(m.move);
    EXPECT_NE(m.why.find("point value"), std::string::npos);
  }
  EXPECT_GE(proposed, 1);
  EXPECT_LE(proposed, kPointValueProposals);
}

// Nothing when nothing else is worth playing (the 2.x pass decision stands); genmove runs
// the valuation for the classic and learned choosers and for the search where its root is
// the learned ranking (from 14x14), not for the search on smaller boards (genmove_plan.h).
TEST(PointValues, NothingWhenNothingElseIsWorthPlaying) {
  auto e = opening();
  GenSession session(*e, Color::Black);
  GenContext& g = session.context();
  pointValueMoves(g);
  EXPECT_TRUE(g.proposals.all().empty());
  EXPECT_TRUE(genmovePlan(*e).pointValuation);  // the tests' engines choose classically
  e->options().chooser = ChooserKind::Learned;
  EXPECT_TRUE(genmovePlan(*e).pointValuation);
  e->options().chooser = ChooserKind::Search;
  EXPECT_TRUE(genmovePlan(*e).pointValuation);  // 19x19: the search's root is learned
  e->game().clear(9);
  EXPECT_FALSE(genmovePlan(*e).pointValuation);
}

}  // namespace
}  // namespace engine
