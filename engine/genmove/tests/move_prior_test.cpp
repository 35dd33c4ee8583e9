// The move prior (ours, move_prior.h): its features on diagrams and its distribution.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "engine/genmove/move_prior.h"
#include "engine/genmove/tests/gen_test_util.h"

namespace engine {
namespace {

using core::Color;
using core::Point;
using testing::at;

bool has(const PriorIds& f, int id) {
  return std::find(f.ids.begin(), f.ids.begin() + f.count, id) != f.ids.begin() + f.count;
}

PriorIds featuresAt(const Engine& e, Color c, const char* vertex) {
  const Point p = at(e, vertex);
  for (const PriorPoint& pp : priorFeatures(e.game(), c))
    if (pp.point == p) return pp.features;
  ADD_FAILURE() << vertex << " is not a legal point";
  return {};
}

// The 3x3 code is the same for a shape and its mirror images and rotations.
TEST(MoveProbabilities, ShapeCodeIsSymmetric) {
  auto e = testing::engineAfter(19, {"D4", "Q16", "E5", "P15"});
  const board::Board& b = e->game().board();
  // Black at D4 and E5; the same shape around Q16/P15 is White's, so compare from each
  // owner's side: E4 for Black against P16 for White (a point reflection of the board).
  EXPECT_EQ(priorShapeCode(b, Color::Black, at(*e, "E4")),
            priorShapeCode(b, Color::White, at(*e, "P16")));
  EXPECT_EQ(priorShapeCode(b, Color::Black, at(*e, "D5")),
            priorShapeCode(b, Color::Black, at(*e, "E4")));  // mirrored in the diagonal
  EXPECT_NE(priorShapeCode(b, Color::Black, at(*e, "E4")),
            priorShapeCode(b, Color::White, at(*e, "E4")));  // colors matter
  EXPECT_EQ(priorShapeCode(b, Color::Black, at(*e, "A1")),
            priorShapeCode(b, Color::Black, at(*e, "T19")));  // empty corners
  EXPECT_LT(priorShapeCode(b, Color::Black, at(*e, "K10")), kPriorShapeCodes);
}

// The diamond (Manhattan distance 2) code: symmetric too, and it sees two points away.
TEST(MoveProbabilities, DiamondCodeIsSymmetricAndWider) {
  auto e = testing::engineAfter(19, {"D4", "Q16", "D6", "Q14"});
  const board::Board& b = e->game().board();
  EXPECT_EQ(priorDiamondCode(b, Color::Black, at(*e, "D5")),
            priorDiamondCode(b, Color::White, at(*e, "Q15")));  // the same shape, other color
  EXPECT_EQ(priorDiamondCode(b, Color::Black, at(*e, "A1")),
            priorDiamondCode(b, Color::Black, at(*e, "T1")));
  // F4 and F10 look the same in 3x3 (empty) but not in the diamond (D4 two points away).
  EXPECT_EQ(priorShapeCode(b, Color::Black, at(*e, "F4")),
            priorShapeCode(b, Color::Black, at(*e, "F10")));
  EXPECT_NE(priorDiamondCode(b, Color::Black, at(*e, "F4")),
            priorDiamondCode(b, Color::Black, at(*e, "F10")));
  EXPECT_EQ(priorDiamondCode(b, Color::Black, at(*e, "K10")), 0);  // nothing near
  EXPECT_LT(priorDiamondCode(b, Color::Black, at(*e, "A1")), kPriorDiamondCodes);
}

// Captures, saves, ataris, self-ataris and cuts on a diagram: White B2 and Black F2 are in
// atari (liberties B1, F1), White J1 has two liberties, White E2 and F3 are two strings.
TEST(MoveProbabilities, TacticalFeatures) {
  auto e = testing::engineWith(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . X . . . O . . .
    X O X . O X O . .
    . . . . . . . . O)");
  EXPECT_TRUE(has(featuresAt(*e, Color::Black, "B1"), kPriorCapture + 0));
  EXPECT_TRUE(has(featuresAt(*e, Color::White, "F1"), kPriorCapture + 0));
  EXPECT_TRUE(has(featuresAt(*e, Color::White, "B1"), kPriorSave + 0));  // A1, C1 after
  EXPECT_TRUE(has(featuresAt(*e, Color::Black, "F1"), kPriorSave + 0));  // E1, G1 after
  EXPECT_TRUE(has(featuresAt(*e, Color::Black, "H1"), kPriorAtari + 0));  // J1 left with J2
  EXPECT_FALSE(has(featuresAt(*e, Color::Black, "G1"), kPriorAtari + 0));
  EXPECT_TRUE(has(featuresAt(*e, Color::Black, "E3"), kPriorCut));
  EXPECT_FALSE(has(featuresAt(*e, Color::Black, "D3"), kPriorCut));
  const PriorIds a1 = featuresAt(*e, Color::White, "A1");  // one liberty, B1
  EXPECT_TRUE(has(a1, kPriorSelfAtari + 0));
  EXPECT_TRUE(has(a1, kPriorLiberties + 0));
  EXPECT_TRUE(has(featuresAt(*e, Color::Black, "E5"), kPriorLiberties + 3));
  // Every point has exactly one shape code, one diamond, one liberty count, one line.
  for (const PriorPoint& pp : priorFeatures(e->game(), Color::Black)) {
    int shapes = 0, diamonds = 0, libs = 0, lines = 0;
    for (int k = 0; k < pp.features.count; ++k) {
      const int id = pp.features.ids[static_cast<size_t>(k)];
      shapes += id < kPriorShapeCodes;
      diamonds += id >= kPriorDiamondBase;
      libs += id >= kPriorLiberties && id < kPriorLiberties + 4;
      lines += id >= kPriorLine && id < kPriorLine + 6;
    }
    EXPECT_EQ(shapes, 1);
    EXPECT_EQ(diamonds, 1);
    EXPECT_EQ(libs, 1);
    EXPECT_EQ(lines, 1);
  }
}

// The prior is a distribution over the legal points, its best points the highest.
TEST(MoveProbabilities, DistributionOverLegalPoints) {
  // Black has just approached White's Q4 corner at R6; White to move.
  auto e = testing::engineAfter(19, {"Q16", "D4", "D16", "Q4", "R6"});
  const MoveProbabilities prior = featurePrior(e->game(), Color::White);
  double sum = 0.0;
  int legal = 0;
  for (Point p : e->game().board().geometry()) {
    if (prior.logProb[p] == MoveProbabilities::kPriorIllegal) {
      EXPECT_NE(e->game().board().at(p), Color::Empty);
      continue;
    }
    sum += std::exp(prior.logProb[p]);
    ++legal;
  }
  EXPECT_EQ(legal, 361 - 5);
  EXPECT_NEAR(sum, 1.0, 1e-9);
  ASSERT_EQ(prior.best.size(), static_cast<size_t>(kPriorCandidateMoves));
  for (size_t k = 1; k < prior.best.size(); ++k)
    EXPECT_GE(prior.logProb[prior.best[k - 1]], prior.logProb[prior.best[k]]);
  for (Point p : e->game().board().geometry()) {
    const auto rank = std::find(prior.best.begin(), prior.best.end(), p) - prior.best.begin();
    EXPECT_EQ(prior.isBest(p), rank < kPriorCandidates);  // marks the first six only
    if (rank == static_cast<std::ptrdiff_t>(prior.best.size())) {
      EXPECT_LE(prior.logProb[p], prior.logProb[prior.best.back()]);
    }
  }
  // The fitted weights know an approach is answered: the best three are all within two
  // points of R6 (GNU Go 3.8 level 1 answers at R8).
  EXPECT_TRUE(std::all_of(prior.best.begin(), prior.best.begin() + 3, [&](Point p) {
    return core::chebyshevDistance(p, at(*e, "R6")) <= 2;
  }));
}

}  // namespace
}  // namespace engine
