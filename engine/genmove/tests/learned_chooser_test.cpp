// The learned chooser (ours, learned_chooser.h): its inputs, its ranking, when it ranks, and
// the end-of-game rules after it (move_rules.h) that read its scores.
#include "engine/genmove/learned_chooser.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "engine/dragon/final_score.h"
#include "engine/genmove/examine.h"
#include "engine/genmove/gen_context.h"
#include "engine/genmove/genmove.h"
#include "engine/genmove/move_rules.h"
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

Choice learnedChoice(GenContext& g) { return LearnedChooser().choose(g, CandidateSet::collect(g)); }

// The first ranked move the rules would play: safe (a prior point must pass safe_move and
// confirm_safety).
Point firstSafe(GenContext& g, const Choice& c) {
  for (const RankedMove& m : c.ranking)
    if (m.proposed || (g.safety.safe(m.move, g.color) && g.safety.confirm(m.move, g.color)))
      return m.move;
  return core::kNoPoint;
}

size_t familyIndex(Generator gen, const std::string& pattern) {
  for (size_t k = 0; k < kChoiceFamilyList.size(); ++k)
    if (kChoiceFamilyList[k].generator == gen && kChoiceFamilyList[k].pattern == pattern)
      return kFamilyBase + k;
  ADD_FAILURE() << "no family " << pattern;
  return 0;
}

// An opening of twenty moves (the choice is learned from kWeightedChoiceFrom stones on), Black
// to play; on 13x13 four corner stones and an approach.
std::unique_ptr<Engine> opening() {
  static_assert(kWeightedChoiceFrom == 20);
  auto e = testing::engineAfter(19, {"Q16", "D4", "D16", "Q4", "R6", "C12", "K16", "O3",  "R11",
                                     "F17", "C15", "L4", "P9",  "E7", "H3", "M17", "C6",  "R14",
                                     "N15", "F3"});
  e->options().chooser = ChooserKind::Learned;
  return e;
}

// A position of a 19x19 game with the plan's default chooser (the learned one).
std::unique_ptr<Engine> learnedWith(std::string_view diagram, Color toMove) {
  auto e = engineWith(diagram, toMove);
  e->options().chooser = ChooserKind::Learned;
  return e;
}

TEST(LearnedChooser, InputsAreThePointFeaturesAndTheFamilyValues) {
  auto e = opening();
  GenSession session(*e, Color::Black);
  GenContext& g = session.context();
  const Point c3 = at(*e, "C3");
  g.propose(c3, 60, Generator::Shapes, "pattern CD105 (A, weight 60, value 60)");
  g.propose(c3, 40, Generator::Shapes, "pattern CD200 (A, weight 40, value 40)");
  g.propose(c3, 200, Generator::Defender, "defends D4");
  g.propose(c3, 55, Generator::Shapes, "pattern ZZ001 (-, weight 55, value 55)");  // no family
  const MoveProbabilities prior = featurePrior(e->game(), Color::Black);
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
  static_assert(kChoiceInputs == kProposed + 4);
  EXPECT_DOUBLE_EQ(x[kChoiceInputs - 1], 1.0);  // bias
  EXPECT_LT(x[kProposed + 1], 0.0);
  const auto none = choiceInputs(g, at(*e, "K10"), prior);
  EXPECT_DOUBLE_EQ(none[kProposed], 0.0);
  EXPECT_DOUBLE_EQ(none[familyIndex(Generator::Defender, "")], 0.0);
}

TEST(LearnedChooser, PicksTheCandidateOfHighestScore) {
  auto e = opening();
  e->options().policyWeight = 0;  // the choice network and the feature prior alone
  GenSession session(*e, Color::Black);
  GenContext& g = session.context();
  // The same value from two families: the score, not the value, decides. The prior's best
  // six points are candidates too (all safe here).
  const Point a = at(*e, "R8"), b = at(*e, "C10");
  g.propose(a, 50, Generator::Shapes, "pattern CD105 (A, weight 50, value 50)");
  g.propose(b, 50, Generator::Shapes, "pattern EB105 (A, weight 50, value 50)");
  const MoveProbabilities prior = featurePrior(e->game(), Color::Black);
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
  const Choice c = learnedChoice(g);
  ASSERT_TRUE(c.ranked);
  // Every candidate once, best score first; the two proposals at their value, the prior's
  // points (not proposed) at the best move's value; the pick is the first safe one.
  ASSERT_EQ(c.ranking.size(), 2 + prior.best.size());
  for (size_t i = 0; i < c.ranking.size(); ++i) {
    const RankedMove& m = c.ranking[i];
    EXPECT_DOUBLE_EQ(m.score, scoreBefore(m.move));
    EXPECT_DOUBLE_EQ(m.rank, m.score);
    if (i > 0) {
      EXPECT_GE(c.ranking[i - 1].score, m.score);
    }
    const bool proposal = m.move == a || m.move == b;
    EXPECT_EQ(m.proposed, proposal);
    EXPECT_EQ(m.value, 50);
    EXPECT_EQ(m.generator == Generator::Weighted, m.move != before);
    EXPECT_GT(m.prior, 0.0);
  }
  EXPECT_EQ(firstSafe(g, c), expected);
  EXPECT_EQ(g.best.move(), before);  // the chooser changes nothing of the generators'
}

// --policy-weight W: the candidates are ranked by score + W * the policy network's
// log-probability, the network's best points join them, and the score stays the choice
// network's, whose prior inputs are the candidates' (mixed) prior's, as choice_net.py
// computes them, not the feature prior's.
TEST(LearnedChooser, PolicyWeightRanksByScorePlusTheNetworksLogProbability) {
  auto e = opening();
  e->options().policyWeight = 1.5;
  GenSession session(*e, Color::Black);
  GenContext& g = session.context();
  const Point a = at(*e, "R8"), b = at(*e, "C10");
  g.propose(a, 50, Generator::Shapes, "pattern CD105 (A, weight 50, value 50)");
  g.propose(b, 50, Generator::Shapes, "pattern EB105 (A, weight 50, value 50)");
  const CandidatePriors priors = candidatePriors(e->game(), Color::Black, PriorSource::Mixed);
  ASSERT_EQ(genmovePlan(*e).prior, PriorSource::Mixed);
  const MoveProbabilities& prior = priors.prior;  // the mixed prior
  const MoveProbabilities& policy = priors.network;
  const MoveProbabilities features = featurePrior(e->game(), Color::Black);
  int featuresDiffer = 0;  // the two inputs must differ here, or the test shows nothing
  const Choice c = learnedChoice(g);
  ASSERT_FALSE(c.ranking.empty());
  for (size_t i = 0; i < c.ranking.size(); ++i) {
    const RankedMove& m = c.ranking[i];
    EXPECT_DOUBLE_EQ(m.score, choiceScore(choiceInputs(g, m.move, prior)));
    if (choiceScore(choiceInputs(g, m.move, features)) != m.score) ++featuresDiffer;
    EXPECT_DOUBLE_EQ(m.rank, m.score + 1.5 * policy.logProb[m.move]);
    if (i > 0) {
      EXPECT_GE(c.ranking[i - 1].rank, m.rank);
    }
  }
  const auto listed = [&](Point p) {
    return std::count_if(c.ranking.begin(), c.ranking.end(),
                         [p](const RankedMove& m) { return m.move == p; });
  };
  for (Point p : policy.best) EXPECT_EQ(listed(p), 1);  // each once, none proposed here
  for (Point p : prior.best) EXPECT_EQ(listed(p), 1);
  EXPECT_GT(featuresDiffer, 0);
}

TEST(LearnedChooser, KeepsUrgentMovesPassesAndTheOpening) {
  {
    auto e = opening();
    GenSession session(*e, Color::Black);
    GenContext& g = session.context();
    g.propose(at(*e, "A10"), kUrgentValue, Generator::EyeFinder, "makes an eye");
    g.propose(at(*e, "K3"), 60, Generator::Shapes, "pattern EB105 (A, weight 60, value 60)");
    const MoveProbabilities prior = featurePrior(e->game(), Color::Black);
    ASSERT_GT(choiceScore(choiceInputs(g, at(*e, "K3"), prior)),
              choiceScore(choiceInputs(g, at(*e, "A10"), prior)));
    const Choice c = learnedChoice(g);  // the score prefers K3, but a move this big stands
    EXPECT_FALSE(c.ranked);
    ASSERT_FALSE(c.ranking.empty());
    EXPECT_EQ(c.ranking.front().move, at(*e, "A10"));
  }
  {
    auto e = opening();
    GenSession session(*e, Color::Black);
    GenContext& g = session.context();
    const Choice c = learnedChoice(g);  // nothing proposed: still a pass
    EXPECT_FALSE(c.ranked);
    EXPECT_TRUE(c.ranking.empty());
    EXPECT_TRUE(g.proposals.all().empty());
  }
  {
    auto e = testing::engineAfter(19, {"Q16", "D4", "D16", "Q4", "R6"});  // move 6
    GenSession session(*e, Color::White);
    GenContext& g = session.context();
    g.propose(at(*e, "C17"), 12, Generator::Territory, "territory swing 12");
    g.propose(at(*e, "R8"), 11, Generator::Shapes, "pattern EB105 (A, weight 11, value 11)");
    const Choice c = learnedChoice(g);  // below 20 stones the highest value stands, as in 2.x
    EXPECT_FALSE(c.ranked);
    ASSERT_EQ(c.ranking.size(), 2u);
    EXPECT_EQ(c.ranking.front().move, at(*e, "C17"));
    EXPECT_EQ(c.ranking.front().generator, Generator::Territory);
  }
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

TEST(LearnedChooser, PassesWhenOnlyFillsAreLeft) {
  auto e = learnedWith(kLatePosition, Color::Black);
  const GenmoveResult r = generateMove(*e, Color::Black, GenmoveMode::Normal);
  EXPECT_EQ(r.move, core::kPass);
  EXPECT_TRUE(r.chooserRanked);
  ASSERT_GT(r.ranking.size(), 1u);
  EXPECT_EQ(r.ranking.front().move, core::kPass);  // the move played first
  int fills = 0;
  for (size_t i = 1; i < r.ranking.size(); ++i) {
    const RankedMove& c = r.ranking[i];
    EXPECT_TRUE(c.skip == RankSkip::Fill || c.skip == RankSkip::Unsafe)
        << e->game().board().geometry().vertexName(c.move);
    if (c.skip != RankSkip::Fill) continue;
    ++fills;
    // Proposed and in Black's territory, or (the policy network on) a prior point nobody
    // proposed: the score, not the value, passes.
    EXPECT_LT(c.score, kChoicePassScore);
  }
  EXPECT_GT(fills, 0);
  e->game().setKomi(150.5);  // behind, Black fills rather than let White end the game
  const GenmoveResult behind = generateMove(*e, Color::Black, GenmoveMode::Normal);
  EXPECT_NE(behind.move, core::kPass);
  EXPECT_TRUE(std::none_of(behind.ranking.begin(), behind.ranking.end(),
                           [](const RankedMove& c) { return c.skip == RankSkip::Fill; }));
  ASSERT_EQ(e->game().play(core::kPass, Color::White), board::PlayError::None);  // it passed
  EXPECT_EQ(generateMove(*e, Color::Black, GenmoveMode::Normal).move, core::kPass);
  e->options().chineseRules = true;  // under area scoring a filled point counts: it plays
  EXPECT_NE(generateMove(*e, Color::Black, GenmoveMode::Normal).move, core::kPass);
}

// The loose corner of the connection tests (GenmoveGtp.ChooserRanking's too, 23 stones): Black's pick scores well above
// kChoicePassScore, so after White's pass Black plays it, ahead or behind: a pass would
// leave a move worth points (the peer suite's filllib 31 and 42, trevord 700).
TEST(LearnedChooser, PlaysAPickThatScoresWellAfterTheOpponentsPass) {
  auto e = learnedWith(kLooseCorner, Color::White);
  e->game().setKomi(-100.5);
  const GenmoveResult before = generateMove(*e, Color::Black, GenmoveMode::Normal);
  ASSERT_FALSE(before.ranking.empty());
  ASSERT_TRUE(before.ranking.front().scored);
  EXPECT_GT(before.ranking.front().score, kChoicePassScore);
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

TEST(LearnedChooser, SkipsOwnTerritoryFillsWhenBehindAfterAPass) {
  auto e = learnedWith(kBehindPosition, Color::Black);
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
  ASSERT_EQ(r.ranking.front().move, r.move);  // the move played first, the skipped after it
  for (const RankedMove& c : r.ranking) {
    if (c.skip != RankSkip::Fill) continue;
    ++fills;
    EXPECT_LT(c.score, kChoicePassScore);
    EXPECT_EQ(eval.status(c.move), dragon::FinalStatus::WhiteTerritory);
  }
  EXPECT_GT(fills, 0);
  EXPECT_NE(eval.status(r.move), dragon::FinalStatus::WhiteTerritory);
}

}  // namespace
}  // namespace engine
