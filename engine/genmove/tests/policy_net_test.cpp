// The move prediction network (ours, policy_net.h): its input planes on diagrams, its
// distribution, the mixed prior, and an escape from atari it must see.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <set>
#include <string>
#include <utility>

#include "engine/genmove/candidates.h"
#include "engine/genmove/policy_net.h"
#include "engine/genmove/tests/gen_test_util.h"

namespace engine {
namespace {

using core::Color;
using core::Point;
using testing::at;

constexpr int kArea = kPolicyNetSize * kPolicyNetSize;

float plane(const std::vector<float>& x, int k, const Engine& e, const char* vertex) {
  const Point p = at(e, vertex);
  return x[static_cast<size_t>(k * kArea + core::pointY(p) * kPolicyNetSize + core::pointX(p))];
}

float planeSum(const std::vector<float>& x, int k) {
  float s = 0;
  for (int i = 0; i < kArea; ++i) s += x[static_cast<size_t>(k * kArea + i)];
  return s;
}

// Stones from the mover's side, liberties of their strings, the last two moves, ones.
TEST(PolicyNet, PlanesDescribeThePosition) {
  auto e = testing::engineAfter(19, {"D4", "Q16", "D5"});  // White to move
  const std::vector<float> x = policyPlanes(e->game(), Color::White);
  ASSERT_EQ(x.size(), static_cast<size_t>(kPolicyPlanes * kArea));
  EXPECT_EQ(plane(x, 0, *e, "Q16"), 1.0f);  // own (White's)
  EXPECT_EQ(plane(x, 1, *e, "D4"), 1.0f);   // opponent's
  EXPECT_EQ(plane(x, 1, *e, "D5"), 1.0f);
  EXPECT_EQ(planeSum(x, 0), 1.0f);
  EXPECT_EQ(planeSum(x, 1), 2.0f);
  EXPECT_EQ(planeSum(x, 2), static_cast<float>(kArea - 3));  // empty
  EXPECT_EQ(plane(x, 6, *e, "Q16"), 1.0f);   // own string with 4+ liberties
  EXPECT_EQ(plane(x, 10, *e, "D4"), 1.0f);   // opponent string D4-D5: 6 liberties
  EXPECT_EQ(planeSum(x, 3) + planeSum(x, 4) + planeSum(x, 5), 0.0f);
  EXPECT_EQ(plane(x, 11, *e, "D5"), 1.0f);  // the last move
  EXPECT_EQ(plane(x, 12, *e, "Q16"), 1.0f);  // the one before
  EXPECT_EQ(planeSum(x, 11), 1.0f);
  EXPECT_EQ(planeSum(x, 13), 0.0f);  // no ko
  EXPECT_EQ(planeSum(x, 14), static_cast<float>(kArea));
  // From Black's side the stones swap planes.
  const std::vector<float> y = policyPlanes(e->game(), Color::Black);
  EXPECT_EQ(plane(y, 0, *e, "D4"), 1.0f);
  EXPECT_EQ(plane(y, 1, *e, "Q16"), 1.0f);
}

// The ko point is marked for the side that may not retake; a string in atari sits on the
// one-liberty plane.
TEST(PolicyNet, KoAndAtariPlanes) {
  auto e = testing::engineWith(R"(
    . X O . . . . . . . . . . . . . . . .
    X O . O . . . . . . . . . . . . . . .
    . X O . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .)");
  const std::vector<float> before = policyPlanes(e->game(), Color::Black);
  EXPECT_EQ(plane(before, 7, *e, "B18"), 1.0f);  // White B18 in atari (C18), Black's view
  // What a stone there does (engine/board/move_tactics.h): Black C18 captures one stone;
  // Black A19 extends B19 (in atari) but leaves the joined string one liberty (A17): a
  // self-atari; White A19 captures B19, White A17 puts A18 (liberties A19, A17) in atari;
  // White C18 extends B18.
  EXPECT_EQ(plane(before, 15, *e, "C18"), 1.0f);
  EXPECT_EQ(plane(before, 16, *e, "C18"), 0.0f);
  EXPECT_EQ(plane(before, 17, *e, "A19"), 1.0f);
  EXPECT_EQ(plane(before, 19, *e, "A19"), 1.0f);
  EXPECT_EQ(plane(before, 19, *e, "C18"), 0.0f);
  const std::vector<float> white = policyPlanes(e->game(), Color::White);
  EXPECT_EQ(plane(white, 15, *e, "A19"), 1.0f);
  EXPECT_EQ(plane(white, 19, *e, "A19"), 0.0f);  // a capture is no self-atari
  EXPECT_EQ(plane(white, 18, *e, "A17"), 1.0f);
  EXPECT_EQ(plane(white, 17, *e, "C18"), 1.0f);
  EXPECT_EQ(planeSum(white, 16), 0.0f);
  ASSERT_EQ(e->game().play(at(*e, "C18"), Color::Black), board::PlayError::None);
  const std::vector<float> x = policyPlanes(e->game(), Color::White);
  EXPECT_EQ(plane(x, 13, *e, "B18"), 1.0f);  // White may not retake at once
  EXPECT_EQ(planeSum(x, 13), 1.0f);
  EXPECT_EQ(plane(x, 7, *e, "C18"), 1.0f);  // Black C18 in atari, from White's side
  EXPECT_EQ(planeSum(policyPlanes(e->game(), Color::Black), 13), 0.0f);
}

void expectDistribution(const MoveProbabilities& prior, const Engine& e, Color c) {
  const board::Board& b = e.game().board();
  double sum = 0;
  for (Point p : b.geometry()) {
    if (b.isLegal(p, c)) {
      EXPECT_LE(prior.logProb[p], 0.0);
      sum += std::exp(prior.logProb[p]);
    } else {
      EXPECT_EQ(prior.logProb[p], MoveProbabilities::kPriorIllegal);
    }
  }
  EXPECT_NEAR(sum, 1.0, 1e-6);
  ASSERT_EQ(prior.best.size(), static_cast<size_t>(kPriorCandidateMoves));
  EXPECT_EQ(std::set<Point>(prior.best.begin(), prior.best.end()).size(), prior.best.size());
  for (size_t k = 1; k < prior.best.size(); ++k)
    EXPECT_GE(prior.logProb[prior.best[k - 1]], prior.logProb[prior.best[k]]);
  for (Point p : b.geometry()) {
    if (b.isLegal(p, c)) {
      EXPECT_LE(prior.logProb[p], prior.logProb[prior.best[0]]);
    }
  }
}

TEST(PolicyNet, PriorsAreDistributionsOverTheLegalPoints) {
  auto e = testing::engineAfter(19, {"D4", "Q16", "D16", "Q4", "F17"});
  expectDistribution(networkPrior(e->game(), Color::White), *e, Color::White);
  expectDistribution(mixedPrior(e->game(), Color::White), *e, Color::White);
  const MoveProbabilities a = networkPrior(e->game(), Color::White);
  const MoveProbabilities b = networkPrior(e->game(), Color::White);
  EXPECT_EQ(a.best, b.best);  // deterministic
}

// On a smaller board the same network: a distribution over that board's legal points, and
// on the empty 13x13 board each corner's 4-4 point far above its 1-1 point (the edges are
// where the network learned them, on every side).
TEST(PolicyNet, ServesSmallerBoards) {
  auto e = testing::engineAfter(13, {"D4", "K10"});
  expectDistribution(networkPrior(e->game(), Color::Black), *e, Color::Black);
  expectDistribution(mixedPrior(e->game(), Color::Black), *e, Color::Black);
  auto empty = testing::engineAfter(13, {});
  const MoveProbabilities p = networkPrior(empty->game(), Color::Black);
  for (const auto& [x, y] : {std::pair{0, 0}, {12, 0}, {0, 12}, {12, 12}}) {
    const Point hoshi = core::toPoint(x == 0 ? 3 : 9, y == 0 ? 3 : 9);
    EXPECT_GT(p.logProb[hoshi], p.logProb[core::toPoint(x, y)] + 2.0) << x << "," << y;
  }
}

// The candidates' prior follows the plan: with the learned chooser on 19x19 the mixed prior
// and the network (one forward pass shared); the feature prior with --policy-weight 0 or
// on other sizes; none for the search and the classic chooser.
TEST(PolicyNet, CandidatePriorsFollowThePlan) {
  auto e = testing::engineAfter(19, {"D4", "Q16", "D16"});
  e->options().playouts = -1;  // the plan's defaults: the learned chooser on 19x19
  ASSERT_GT(e->options().policyWeight, 0.0);  // on by default
  ASSERT_EQ(genmovePlan(*e).prior, PriorSource::Mixed);
  const CandidatePriors on = candidatePriors(e->game(), Color::White, genmovePlan(*e).prior);
  EXPECT_EQ(on.prior.best, mixedPrior(e->game(), Color::White).best);
  EXPECT_EQ(on.network.best, networkPrior(e->game(), Color::White).best);
  e->options().policyWeight = 0;
  ASSERT_EQ(genmovePlan(*e).prior, PriorSource::Features);
  const CandidatePriors off = candidatePriors(e->game(), Color::White, genmovePlan(*e).prior);
  EXPECT_EQ(off.prior.best, featurePrior(e->game(), Color::White).best);
  EXPECT_TRUE(off.network.best.empty());
  auto small = testing::engineAfter(9, {"E5", "C3"});
  small->options().playouts = -1;
  EXPECT_EQ(genmovePlan(*small).prior, PriorSource::None);
  small->options().chooser = ChooserKind::Learned;
  EXPECT_EQ(genmovePlan(*small).prior, PriorSource::Features);
}

// Moves 1-107 of a match game (seed 3, moyogo Black, GNU Go 3.8 White), SGF coordinates.
constexpr const char* kSeed3Moves =
    "qdpqddoccppedmqecgrdqnqpiqepiccqqidpqccolcpblqccdccdcbbmckmfblkfbnifbpbqnqbo"
    "cngfdececfbbdbbfbgaegcbagqgodoapcmnjqkgigmendneoiojkjmlllngkrcfrreofrfohgrqh"
    "rhgshsfshrfqqgmblbornrnmrorpspsqsorrqbqornehpncibidicjmcmdldkd";

// Black's move 107 (L16) put White's M16 in atari; GNU Go saved it at M15, and so does the
// network's best point, by far.
TEST(PolicyNet, SavesAStringPutInAtari) {
  auto e = testing::engineOnEmpty(19);
  const std::string moves = kSeed3Moves;
  for (size_t i = 0; i + 1 < moves.size(); i += 2) {
    const Point p = core::toPoint(moves[i] - 'a', moves[i + 1] - 'a');
    ASSERT_EQ(e->game().play(p, e->game().toMove()), board::PlayError::None);
  }
  ASSERT_EQ(e->game().toMove(), Color::White);
  ASSERT_EQ(e->game().board().libertyCount(at(*e, "M16")), 1);
  const MoveProbabilities prior = networkPrior(e->game(), Color::White);
  EXPECT_EQ(prior.best[0], at(*e, "M15"))
      << e->game().board().geometry().vertexName(prior.best[0]);
  EXPECT_GT(prior.logProb[at(*e, "M15")], std::log(0.5));
}

}  // namespace
}  // namespace engine
