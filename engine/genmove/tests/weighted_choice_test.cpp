// The weighted choice (ours, weighted_choice.h): its inputs, its pick, and when it picks.
#include "engine/genmove/weighted_choice.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "engine/dragon/final_score.h"
#include "engine/genmove/examine.h"
#include "engine/genmove/gen_context.h"
#include "engine/genmove/genmove.h"
#include "engine/genmove/policy_net.h"
#include "engine/genmove/tests/gen_test_util.h"

namespace engine {
namespace {

using core::Color;
using core::Point;
using testing::at;
using testing::engineWith;
using testing::kLooseCorner;

constexpr size_t kFamilyBase = kPointFeatures - 1;

size_t familyIndex(Generator gen, const std::string& pattern) {
  for (size_t k = 0; k < kChoiceFamilyList.size(); ++k)
    if (kChoiceFamilyList[k].generator == gen && kChoiceFamilyList[k].pattern == pattern)
      return kFamilyBase + k;
  ADD_FAILURE() << "no family " << pattern;
  return 0;
}

// An opening of twenty moves (the choice is learned from kWeightedChoiceFrom stones on), Black
// to play; on 13x13 four corner stones and an approach.
std::unique_ptr<Engine> opening(int size = 19) {
  static_assert(kWeightedChoiceFrom == 20);
  return size == 19 ? testing::engineAfter(
                          19, {"Q16", "D4", "D16", "Q4", "R6", "C12", "K16", "O3",  "R11", "F17",
                               "C15", "L4", "P9",  "E7", "H3", "M17", "C6",  "R14", "N15", "F3"})
                    : testing::engineAfter(size, {"K10", "D4", "D10", "K4", "L6"});
}

TEST(WeightedChoice, InputsAreThePointFeaturesAndTheFamilyValues) {
  auto e = opening();
  GenSession session(*e, Color::Black);
  GenContext& g = session.context();
  const Point c3 = at(*e, "C3");
  g.propose(c3, 60, Generator::Shapes, "pattern CD105 (A, weight 60, value 60)");
  g.propose(c3, 40, Generator::Shapes, "pattern CD200 (A, weight 40, value 40)");
  g.propose(c3, 200, Generator::Defender, "defends D4");
  g.propose(c3, 55, Generator::Shapes, "pattern ZZ001 (-, weight 55, value 55)");  // no family
  const MovePrior prior = movePrior(e->game(), Color::Black);
  const auto x = choiceInputs(g, c3, prior);
  const auto f = pointFeatures(g, c3);
  for (size_t i = 0; i + 1 < f.size(); ++i) EXPECT_DOUBLE_EQ(x[i], f[i]) << i;
  EXPECT_DOUBLE_EQ(x[familyIndex(Generator::Shapes, "CD")], 0.6);  // the family's best
  EXPECT_DOUBLE_EQ(x[familyIndex(Generator::Defender, "")], 1.5);  // capped at 150
  EXPECT_DOUBLE_EQ(x[familyIndex(Generator::Shapes, "EB")], 0.0);
  constexpr size_t kProposed = kFamilyBase + kChoiceFamilies;
  EXPECT_DOUBLE_EQ(x[kProposed], 1.0);
  EXPECT_DOUBLE_EQ(x[kProposed + 1], prior.logProb[c3]);
  EXPECT_DOUBLE_EQ(x[kProposed + 2], prior.isBest(c3) ? 1.0 : 0.0);
  const auto d = dragonInputs(g.analysis, c3, Color::Black);
  for (size_t i = 0; i < d.size(); ++i) EXPECT_DOUBLE_EQ(x[kProposed + 3 + i], d[i]) << i;
  EXPECT_DOUBLE_EQ(x[kChoiceInputs - 1], 1.0);  // bias
  EXPECT_LT(x[kProposed + 1], 0.0);
  const auto none = choiceInputs(g, at(*e, "K10"), prior);
  EXPECT_DOUBLE_EQ(none[kProposed], 0.0);
  EXPECT_DOUBLE_EQ(none[familyIndex(Generator::Defender, "")], 0.0);
}

// The dragon inputs of a point: each side's dragons within distance 2 by safety, the stake
// (the weakest worth saving or killing), the whole board's weak stones and the stage.
TEST(WeightedChoice, DragonInputsDescribeTheDragonsNearThePoint) {
  auto e = opening();
  GenSession session(*e, Color::Black);
  const PositionAnalysis& a = session.context().analysis;
  const dragon::DragonData& m17 = a.dragon(at(*e, "M17"));  // a lone white stone, unread
  ASSERT_EQ(m17.safety, dragon::Status::Unknown);
  ASSERT_EQ(m17.size, 1);
  ASSERT_NE(a.dragons().dragonIndex(at(*e, "K16")), a.dragons().dragonIndex(at(*e, "N15")));
  ASSERT_EQ(a.dragon(at(*e, "K16")).safety, dragon::Status::Alive);
  ASSERT_EQ(a.dragon(at(*e, "N15")).safety, dragon::Status::Alive);
  double weak[2] = {0.0, 0.0};  // stones of CRITICAL and UNKNOWN dragons: Black's, White's
  for (const dragon::DragonData& d : a.dragons().dragons())
    if (d.safety == dragon::Status::Critical || d.safety == dragon::Status::Unknown)
      weak[d.color == Color::Black ? 0 : 1] += d.size / 10.0;
  // M16 for Black: K16 and N15 two points away (Black's, alive, size 1), M17 next to it.
  const auto x = dragonInputs(a, at(*e, "M16"), Color::Black);
  const double mine[kDragonSideInputs] = {2, 0, 0, 0, 0, 0.1, 0, 0};
  const double theirs[kDragonSideInputs] = {
      1, 1, 0, 0.1, 0, 0, std::min(m17.escapeRoute, 10) / 10.0, m17.trueGenus() / 2.0};
  for (int i = 0; i < kDragonSideInputs; ++i) {
    EXPECT_DOUBLE_EQ(x[static_cast<size_t>(i)], mine[i]) << i;
    EXPECT_DOUBLE_EQ(x[static_cast<size_t>(kDragonSideInputs + i)], theirs[i]) << i;
  }
  EXPECT_DOUBLE_EQ(x[2 * kDragonSideInputs], weak[0]);
  EXPECT_DOUBLE_EQ(x[2 * kDragonSideInputs + 1], weak[1]);
  EXPECT_GE(weak[1], 0.1);
  EXPECT_DOUBLE_EQ(x[kDragonInputs - 1], 0.2);  // twenty stones
  // For White the sides swap: the mover's side is White's.
  const auto w = dragonInputs(a, at(*e, "M16"), Color::White);
  for (int i = 0; i < kDragonSideInputs; ++i)
    EXPECT_DOUBLE_EQ(w[static_cast<size_t>(i)], theirs[i]) << i;
  EXPECT_DOUBLE_EQ(w[2 * kDragonSideInputs], weak[1]);
  // K10: nothing within two points.
  const auto empty = dragonInputs(a, at(*e, "K10"), Color::Black);
  for (int i = 0; i < 2 * kDragonSideInputs; ++i)
    EXPECT_DOUBLE_EQ(empty[static_cast<size_t>(i)], 0.0);
}

TEST(WeightedChoice, PicksTheCandidateOfHighestScore) {
  auto e = opening();
  e->options().policyWeight = 0;  // the choice network and the feature prior alone
  GenSession session(*e, Color::Black);
  GenContext& g = session.context();
  // The same value from two families: the score, not the value, decides. The prior's best
  // six points are candidates too (all safe here).
  const Point a = at(*e, "R8"), b = at(*e, "C10");
  g.propose(a, 50, Generator::Shapes, "pattern CD105 (A, weight 50, value 50)");
  g.propose(b, 50, Generator::Shapes, "pattern EB105 (A, weight 50, value 50)");
  const MovePrior prior = movePrior(e->game(), Color::Black);
  const auto score = [&](Point p) { return choiceScore(choiceInputs(g, p, prior)); };
  ASSERT_NE(score(a), score(b));
  Point expected = score(a) > score(b) ? a : b;
  for (Point p : prior.best)
    if (score(p) > score(expected)) expected = p;
  std::vector<std::pair<Point, double>> scores = {{a, score(a)}, {b, score(b)}};
  for (Point p : prior.best) scores.emplace_back(p, score(p));
  const auto scoreBefore = [&](Point p) {
    for (const auto& [q, v] : scores)
      if (q == p) return v;
    return -1e9;
  };
  const Point before = g.best.move();  // 2.x's tie rule chose one of the two
  const std::vector<ChoiceCandidate> ranked = weightedChoice(g);
  EXPECT_EQ(g.best.move(), expected);
  // The ranking it returns (GTP choice_scores): every candidate once, best score first, the
  // two proposals at their value, the prior's points at 0; the pick is the first safe one.
  ASSERT_EQ(ranked.size(), 2 + prior.best.size());
  for (size_t i = 0; i < ranked.size(); ++i) {
    EXPECT_DOUBLE_EQ(ranked[i].score, scoreBefore(ranked[i].move));
    if (i > 0) {
      EXPECT_GE(ranked[i - 1].score, ranked[i].score);
    }
    const bool proposal = ranked[i].move == a || ranked[i].move == b;
    EXPECT_EQ(ranked[i].value, proposal ? 50 : 0);
  }
  size_t pick = 0;
  while (pick + 1 < ranked.size() && ranked[pick].unsafe) ++pick;
  EXPECT_EQ(ranked[pick].move, expected);
  EXPECT_EQ(g.best.value(), 50);  // a proposal's own value, or the best move's
  EXPECT_EQ(g.best.generator() == Generator::Weighted, expected != before);
  if (expected != before) {
    EXPECT_NE(g.proposals.all().back().why.find("weighted choice"), std::string::npos);
  }
}

// --policy-weight W: the candidates are ranked by score + W * the policy network's
// log-probability, the network's best points join them, and the score stays the network's.
TEST(WeightedChoice, PolicyWeightRanksByScorePlusTheNetworksLogProbability) {
  auto e = opening();
  e->options().policyWeight = 1.5;
  GenSession session(*e, Color::Black);
  GenContext& g = session.context();
  const Point a = at(*e, "R8"), b = at(*e, "C10");
  g.propose(a, 50, Generator::Shapes, "pattern CD105 (A, weight 50, value 50)");
  g.propose(b, 50, Generator::Shapes, "pattern EB105 (A, weight 50, value 50)");
  const ChoicePriors priors = choicePriors(*e, Color::Black);
  ASSERT_TRUE(priors.withNetwork);
  const MovePrior& prior = priors.prior;  // the mixed prior
  const MovePrior& policy = priors.network;
  core::PointMap<double> scoreBefore(0.0);  // the pick's proposal changes the inputs after
  for (Point p : e->game().board().geometry())
    if (e->game().board().at(p) == Color::Empty)
      scoreBefore[p] = choiceScore(choiceInputs(g, p, prior));
  const std::vector<ChoiceCandidate> ranked = weightedChoice(g);
  ASSERT_FALSE(ranked.empty());
  for (size_t i = 0; i < ranked.size(); ++i) {
    const ChoiceCandidate& c = ranked[i];
    EXPECT_DOUBLE_EQ(c.score, scoreBefore[c.move]);
    EXPECT_DOUBLE_EQ(c.rank, c.score + 1.5 * policy.logProb[c.move]);
    if (i > 0) {
      EXPECT_GE(ranked[i - 1].rank, c.rank);
    }
  }
  const auto listed = [&](Point p) {
    return std::count_if(ranked.begin(), ranked.end(),
                         [p](const ChoiceCandidate& c) { return c.move == p; });
  };
  for (Point p : policy.best) EXPECT_EQ(listed(p), 1);  // each once, none proposed here
  for (Point p : prior.best) EXPECT_EQ(listed(p), 1);
  size_t pick = 0;
  while (pick + 1 < ranked.size() && ranked[pick].unsafe) ++pick;
  EXPECT_EQ(g.best.move(), ranked[pick].move);
}

TEST(WeightedChoice, KeepsUrgentMovesPassesSmallBoardsAndTheOpening) {
  {
    auto e = opening();
    GenSession session(*e, Color::Black);
    GenContext& g = session.context();
    g.propose(at(*e, "A10"), kUrgentValue, Generator::EyeFinder, "makes an eye");
    g.propose(at(*e, "K3"), 60, Generator::Shapes, "pattern EB105 (A, weight 60, value 60)");
    const MovePrior prior = movePrior(e->game(), Color::Black);
    ASSERT_GT(choiceScore(choiceInputs(g, at(*e, "K3"), prior)),
              choiceScore(choiceInputs(g, at(*e, "A10"), prior)));
    EXPECT_TRUE(weightedChoice(g).empty());  // the score prefers K3, but a move this big stands
    EXPECT_EQ(g.best.move(), at(*e, "A10"));
  }
  {
    auto e = opening();
    GenSession session(*e, Color::Black);
    GenContext& g = session.context();
    EXPECT_TRUE(weightedChoice(g).empty());  // nothing proposed: still a pass
    EXPECT_EQ(g.best.move(), core::kNoPoint);
    EXPECT_TRUE(g.proposals.all().empty());
  }
  {
    auto e = testing::engineAfter(19, {"Q16", "D4", "D16", "Q4", "R6"});  // move 6
    GenSession session(*e, Color::White);
    GenContext& g = session.context();
    g.propose(at(*e, "C17"), 12, Generator::Territory, "territory swing 12");
    g.propose(at(*e, "R8"), 11, Generator::Shapes, "pattern EB105 (A, weight 11, value 11)");
    EXPECT_TRUE(weightedChoice(g).empty());  // below 20 stones the highest value stands, as in 2.x
    EXPECT_EQ(g.best.move(), at(*e, "C17"));
    EXPECT_EQ(g.best.generator(), Generator::Territory);
  }
  auto small = opening(13);
  GenSession session(*small, Color::Black);
  GenContext& g = session.context();
  const Point a = at(*small, "K3"), b = at(*small, "C10");
  g.propose(a, 51, Generator::Attacker, "attacks");  // the attacker family scores low
  g.propose(b, 50, Generator::Shapes, "pattern EB105 (A, weight 50, value 50)");
  EXPECT_TRUE(weightedChoice(g).empty());
  EXPECT_EQ(g.best.move(), a);  // 13x13: the highest value, as in 2.x
  EXPECT_EQ(g.best.generator(), Generator::Attacker);
}

// A match game's late position (seed 1, game 1, move 255; GNU Go level 1 had passed as
// White at 224 and most moves since, while Black filled its own territory): every safe
// candidate of Black's scores below kChoicePassScore and lies in Black's own territory.
// Ahead, Black passes; behind, it fills until White has passed, then passes.
constexpr const char* kLatePosition = R"(
    X X X X X . . . . . . . . . . . . . .
    X X O O X X . . . . . . . . . . . . .
    X O O . O X X . . . X X X X X X . X X
    X X O O X . X X X . X O X X O O X X O
    . X X X . . . . X X X O O O . . O O O
    . . . . X X . X X O X X O O . . O . .
    . . . X X . X X O O O O . X O O O . .
    . . . . X X O O . . . O X . X X X O .
    . . X . . X X O O . O O O X . X O . .
    . . . . X X O . . . O X O X . X O . .
    . . . . X O O . O O X X X . X O . O .
    . . X . X O O O X O X X X X O O O . .
    . X . . X X X O X X X X X X X O . . .
    X . X X . . X O X O O O O X . O . O O
    X X O X X X X O O O O X X O O O . O X
    O O O O O O X X O O X X X O O O O X X
    . . . . . O X . X X . X . X O X X X .
    . . . O . O X . . . X . . X X . . . .
    . . . . O X X . . . . . . . . . . . .)";

TEST(WeightedChoice, PassesWhenOnlyFillsAreLeft) {
  auto e = engineWith(kLatePosition, Color::Black);
  const GenmoveResult r = generateMove(*e, Color::Black, GenmoveMode::Normal);
  EXPECT_EQ(r.move, core::kPass);
  ASSERT_FALSE(r.choice.empty());
  int fills = 0;
  for (const ChoiceCandidate& c : r.choice) {
    EXPECT_TRUE(c.fill || c.unsafe) << e->game().board().geometry().vertexName(c.move);
    if (!c.fill) continue;
    ++fills;
    // Proposed and in Black's territory, or (the policy network on) a prior point nobody
    // proposed: the score, not the value, passes.
    EXPECT_LT(c.score, kChoicePassScore);
  }
  EXPECT_GT(fills, 0);
  e->game().setKomi(150.5);  // behind, Black fills rather than let White end the game
  const GenmoveResult behind = generateMove(*e, Color::Black, GenmoveMode::Normal);
  EXPECT_NE(behind.move, core::kPass);
  EXPECT_TRUE(std::none_of(behind.choice.begin(), behind.choice.end(),
                           [](const ChoiceCandidate& c) { return c.fill; }));
  ASSERT_EQ(e->game().play(core::kPass, Color::White), board::PlayError::None);  // it passed
  EXPECT_EQ(generateMove(*e, Color::Black, GenmoveMode::Normal).move, core::kPass);
  e->options().chineseRules = true;  // under area scoring a filled point counts: it plays
  EXPECT_NE(generateMove(*e, Color::Black, GenmoveMode::Normal).move, core::kPass);
}

// The loose corner of the connection tests (GenmoveGtp.ChoiceScores' too, 23 stones): Black's pick scores well above
// kChoicePassScore, so after White's pass Black plays it, ahead or behind: a pass would
// leave a move worth points (the peer suite's filllib 31 and 42, trevord 700).
TEST(WeightedChoice, PlaysAPickThatScoresWellAfterTheOpponentsPass) {
  auto e = engineWith(kLooseCorner, Color::White);
  e->game().setKomi(-100.5);
  const GenmoveResult before = generateMove(*e, Color::Black, GenmoveMode::Normal);
  ASSERT_FALSE(before.choice.empty());
  EXPECT_GT(before.choice.front().score, kChoicePassScore);
  EXPECT_NE(before.move, core::kPass);  // White has not passed: Black plays
  ASSERT_EQ(e->game().play(core::kPass, Color::White), board::PlayError::None);
  EXPECT_EQ(generateMove(*e, Color::Black, GenmoveMode::Normal).move, before.move);  // ahead
  e->game().setKomi(100.5);  // behind
  const GenmoveResult behind = generateMove(*e, Color::Black, GenmoveMode::Normal);
  EXPECT_EQ(behind.move, before.move);
  e->game().setKomi(-100.5);
  e->options().chineseRules = true;  // under area scoring a pass is no different: it plays
  EXPECT_EQ(generateMove(*e, Color::Black, GenmoveMode::Normal).move, before.move);
}

// A match game's late position (seed 2, game 2, move 232): Black (GNU Go) has passed and
// White, behind, plays on. Its weak picks that only fill White's own territory are skipped
// (a point each, threatening nothing); a weak pick elsewhere is still played: the opponent
// may not answer it.
constexpr const char* kBehindPosition = R"(
    . . . . . . X X O . . . . . . . . . .
    . . . . . . X O O . . . . . . . O O .
    X X X X X X X O . . O . . . O . O X O
    O X O O X . X X O . O O O O O O X X O
    . O O X O O X O O O X X X O X O X O O
    O . O X X . X O X O O X X O X X X O .
    . O O O X . . X X X O X O O X O O O .
    . X O X . X X . X . X X X X X X X O .
    . X X X . . O O X . . . . . X O O O .
    . . X . . . O O O X . . . . X O O . .
    . . . . X . O O X X X . . X X X O . .
    . . . . . X O X O . . . X O O O . O .
    . . X . . X X X . X X X . X O O O . .
    . . . X X X . . X X X X X . X O O . .
    . . X O O O X X O O O X . X X O . O .
    . . X O O X X O . O . O X X O O X O .
    . X O . O X X O . . . O O O O . O . .
    . X O O O X O O . . . . . . O O O . .
    . O . O O X X O . . . . . . . . . . .)";

TEST(WeightedChoice, SkipsOwnTerritoryFillsWhenBehindAfterAPass) {
  auto e = engineWith(kBehindPosition, Color::Black);
  // The fills of the territory candidates: with the policy network's ranking the pick here
  // is no fill from the start.
  e->options().policyWeight = 0;
  ASSERT_EQ(e->game().play(core::kPass, Color::Black), board::PlayError::None);
  const GenmoveResult r = generateMove(*e, Color::White, GenmoveMode::Normal);
  ASSERT_NE(r.move, core::kPass);  // behind, White plays on
  const dragon::FinalEvaluation eval =
      dragon::FinalEvaluation::make(e->game().mutableBoard(), examinedDragons(*e, MoveClock(), nullptr),
                                    e->game().komi(), false);
  ASSERT_GT(eval.score(), 0.0);  // Black ahead by the end-of-game evaluation
  int fills = 0;
  for (const ChoiceCandidate& c : r.choice) {
    if (c.move == r.move) break;
    if (!c.fill) continue;
    ++fills;
    EXPECT_LT(c.score, kChoicePassScore);
    EXPECT_EQ(eval.status(c.move), dragon::FinalStatus::WhiteTerritory);
  }
  EXPECT_GT(fills, 0);
  EXPECT_NE(eval.status(r.move), dragon::FinalStatus::WhiteTerritory);
}

}  // namespace
}  // namespace engine
