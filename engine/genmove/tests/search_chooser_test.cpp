// The search chooser (search_chooser.h), through genmove.
#include "engine/genmove/search_chooser.h"

#include <gtest/gtest.h>

#include <memory>

#include "engine/board/diagram.h"
#include "engine/genmove/engine.h"
#include "engine/genmove/gen_context.h"

namespace engine {
namespace {

using core::Color;

constexpr const char* kOpening = R"(
    . . . . . . . . .
    . . . . . . . . .
    . . O . . . X . .
    . . . . . . . . .
    . . . . X . . . .
    . . . . . . . . .
    . . O . . . X . .
    . . . . . . . . .
    . . . . . . . . .)";

std::unique_ptr<Engine> engineWith(std::string_view diagram, Color toMove, int playouts,
                                   uint64_t seed = 1, int threads = 1) {
  EngineOptions o;
  o.playouts = playouts;
  o.seed = seed;
  o.threads = threads;
  auto e = std::make_unique<Engine>(o);
  e->game() = board::gameFromDiagram(diagram, toMove);
  e->game().setKomi(5.5);
  return e;
}

TEST(SearchChooser, ChoosesTheMoveAndExplainsIt) {
  auto e = engineWith(kOpening, Color::White, 500);
  const core::Point move = e->genmove(Color::White);
  const GenmoveResult& r = e->lastResult();
  EXPECT_EQ(r.generator, Generator::Playouts);
  EXPECT_EQ(r.move, move);
  EXPECT_GT(r.playouts, 0);
  EXPECT_LE(r.playouts, 500);
  EXPECT_GT(r.winRate, 0.0);
  // The ranking: the move played first, root moves by visits, each with its win rate.
  EXPECT_EQ(r.chooser, ChooserKind::Search);
  EXPECT_TRUE(r.chooserRanked);
  ASSERT_GE(r.ranking.size(), 2u);
  EXPECT_EQ(r.ranking.front().move, move);
  EXPECT_DOUBLE_EQ(r.ranking.front().winRate, r.winRate);
  int visits = 0;
  for (size_t i = 0; i < r.ranking.size(); ++i) {
    EXPECT_GT(r.ranking[i].visits, 0);
    if (i > 1) {
      EXPECT_LE(r.ranking[i].visits, r.ranking[i - 1].visits);
    }
    visits += r.ranking[i].visits;
  }
  EXPECT_LE(visits, r.playouts + 1);
}

// The root priors: 0.5 + 0.5 v / best for each proposal of value v.
TEST(SearchChooser, RootPriorsFromTheValues) {
  auto e = engineWith(kOpening, Color::White, 100);
  GenSession session(*e, Color::White);
  GenContext& g = session.context();
  const core::Point a = core::toPoint(4, 2), b = core::toPoint(2, 4);
  g.propose(a, 80, Generator::Shapes, "pattern");
  g.propose(b, 40, Generator::Shapes, "pattern");
  const std::vector<playout::RootPrior> priors =
      searchRootPriors(CandidateSet::collect(g), g.best.value());
  ASSERT_EQ(priors.size(), 2u);
  EXPECT_EQ(priors[0].move, a);
  EXPECT_DOUBLE_EQ(priors[0].winRate, 1.0);
  EXPECT_DOUBLE_EQ(priors[1].winRate, 0.75);
}

// From 13x13 the candidates carry the mixed prior: a candidate of prior p gets at least
// 0.5 + 0.5 p / pbest, the prior's best points nobody proposed included.
TEST(SearchChooser, RootPriorsFromTheMixedPriorOn13x13) {
  EngineOptions o;
  o.playouts = 100;
  Engine e(o);
  e.game().clear(13);
  e.game().play(core::toPoint(3, 3), Color::Black);
  e.game().play(core::toPoint(9, 9), Color::White);
  e.game().play(core::toPoint(3, 9), Color::Black);
  GenSession session(e, Color::White);
  GenContext& g = session.context();
  ASSERT_EQ(g.plan.prior, PriorSource::Mixed);
  const core::Point proposed = core::toPoint(9, 3);
  g.propose(proposed, 50, Generator::Shapes, "pattern");
  const CandidateSet candidates = CandidateSet::collect(g);
  ASSERT_TRUE(candidates.hasPrior());
  double bestPrior = 0;
  for (const Candidate& c : candidates.all())
    bestPrior = std::max(bestPrior, candidates.priorOf(c.move));
  ASSERT_GT(bestPrior, 0.0);
  const std::vector<playout::RootPrior> priors = searchRootPriors(candidates, g.best.value());
  ASSERT_EQ(priors.size(), candidates.all().size());
  int unproposed = 0;
  for (const playout::RootPrior& p : priors) {
    const double fromPrior = 0.5 + 0.5 * candidates.priorOf(p.move) / bestPrior;
    EXPECT_GE(p.winRate, fromPrior - 1e-12);
    EXPECT_LE(p.winRate, 1.0);
    if (p.move == proposed) {
      EXPECT_DOUBLE_EQ(p.winRate, 1.0);  // the only proposal: its value is the best
    } else {
      EXPECT_DOUBLE_EQ(p.winRate, fromPrior);
      ++unproposed;
    }
  }
  EXPECT_GT(unproposed, 0);
}

TEST(SearchChooser, DeterministicForASeed) {
  auto a = engineWith(kOpening, Color::White, 400, 7);
  auto b = engineWith(kOpening, Color::White, 400, 7);
  EXPECT_EQ(a->genmove(Color::White), b->genmove(Color::White));
  EXPECT_EQ(a->lastResult().playouts, b->lastResult().playouts);
}

// Two threads grow one tree: the playouts are shared out, not doubled, and the ranking's
// visits add up to them (a playout or two may start while the root is being expanded).
TEST(SearchChooser, TwoThreadsShareThePlayouts) {
  auto e = engineWith(kOpening, Color::White, 400, 7, 2);
  const core::Point move = e->genmove(Color::White);
  EXPECT_EQ(e->game().board().at(move), Color::Empty);
  ASSERT_NE(e->searchTree(), nullptr);
  EXPECT_EQ(e->searchTree()->threads(), 2);
  const GenmoveResult& r = e->lastResult();
  EXPECT_GT(r.playouts, 0);
  EXPECT_LE(r.playouts, 400);
  int visits = 0;
  for (const RankedMove& m : r.ranking) visits += m.visits;
  EXPECT_LE(visits, r.playouts);
  EXPECT_GE(visits, r.playouts - 4);
}

// A change of --threads between moves makes a new tree for the new count. (The third
// search's 300 playouts may rank the root pass first after the two-thread moves, which
// differ from run to run: the test asks for the search's answer, not for a move.)
TEST(SearchChooser, NewTreesWhenTheThreadCountChanges) {
  auto e = engineWith(kOpening, Color::White, 300, 1, 2);
  const core::Point ours = e->genmove(Color::White);
  ASSERT_EQ(e->game().play(ours, Color::White), board::PlayError::None);
  const core::Point black = e->genmove(Color::Black);
  ASSERT_EQ(e->game().play(black, Color::Black), board::PlayError::None);
  e->options().threads = 1;
  e->genmove(Color::White);
  EXPECT_EQ(e->lastResult().chooser, ChooserKind::Search);
  EXPECT_GT(e->lastResult().playouts, 0);
  ASSERT_FALSE(e->lastResult().ranking.empty());
  EXPECT_GT(e->lastResult().ranking.front().visits, 0);
  ASSERT_NE(e->searchTree(), nullptr);
  EXPECT_EQ(e->searchTree()->threads(), 1);
  EXPECT_EQ(e->workers().size(), 1);
}

TEST(SearchChooser, ZeroPlayoutsIsTheClassicChooser) {
  auto e = engineWith(kOpening, Color::White, 0);
  e->genmove(Color::White);
  EXPECT_NE(e->lastResult().generator, Generator::Playouts);
  EXPECT_EQ(e->lastResult().playouts, 0);
  EXPECT_EQ(e->lastResult().chooser, ChooserKind::Classic);
}

// The tree of one genmove is kept for the next one (engine/playout tests check the
// re-rooting itself): after our move and a reply the next search runs normally.
TEST(SearchChooser, KeepsTheTreeForTheNextMove) {
  auto e = engineWith(kOpening, Color::White, 600);
  const core::Point ours = e->genmove(Color::White);
  ASSERT_EQ(e->game().play(ours, Color::White), board::PlayError::None);
  ASSERT_NE(e->searchTree(), nullptr);
  const core::Point black = e->genmove(Color::Black);  // a new tree: Black's turn
  ASSERT_EQ(e->game().play(black, Color::Black), board::PlayError::None);
  e->genmove(Color::White);
  EXPECT_EQ(e->lastResult().generator, Generator::Playouts);
  EXPECT_EQ(e->searchTree()->toMove(), Color::White);
}

}  // namespace
}  // namespace engine
