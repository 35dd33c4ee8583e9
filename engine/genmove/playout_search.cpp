#include "engine/genmove/playout_search.h"

#include <algorithm>
#include <cstdio>
#include <vector>

#include "engine/playout/uct_search.h"

namespace engine {

using core::Point;

namespace {

std::vector<playout::MovePrior> priorsOf(const GenContext& g) {
  std::vector<playout::MovePrior> priors;
  const double best = std::max(1, g.best.value());
  for (const MoveReason& m : g.proposals.considered())
    if (m.value > 0) priors.push_back({m.move, 0.5 + 0.5 * std::min(1.0, m.value / best)});
  return priors;
}

// The kept tree of the last genmove when the game went on by our move and a reply from
// its root position (the subtree below them becomes the root), else a new tree.
playout::UctSearch& searchFor(GenContext& g, const playout::UctOptions& options) {
  std::unique_ptr<playout::UctSearch>& tree = g.engine.searchTree();
  const board::Game& game = g.engine.game();
  const std::vector<board::GameRecordEntry>& record = game.record();
  const size_t n = record.size();
  const bool reusable = tree && tree->toMove() == g.color && tree->komi() == game.komi() &&
                        n >= 2 && !record[n - 1].isSetup && !record[n - 2].isSetup &&
                        record[n - 2].color == g.color;
  if (!reusable || !tree->advance(record[n - 2].point, record[n - 1].point, g.board))
    tree = std::make_unique<playout::UctSearch>(g.board, g.color, game.komi(), options);
  return *tree;
}

std::string rateText(double rate) {
  char text[16];
  std::snprintf(text, sizeof text, "%.1f%%", 100.0 * rate);
  return text;
}

}  // namespace

void playoutSearch(GenContext& g, GenmoveResult& r) {
  const int budget = g.engine.playoutBudget();
  if (budget <= 0 || !g.best.found() || g.best.value() <= 0) return;
  // The 2.x opening move of a small board (its centre, an empty corner) is kept: light
  // playouts judge empty boards poorly.
  if (g.best.generator() == Generator::Fuseki && g.best.value() >= kFusekiKept) return;
  playout::UctOptions options;
  options.priorVisits = kPriorVisits;
  options.scoreWeight = kScoreWeight;
  options.rootPass = true;
  options.stoneCost = g.engine.options().chineseRules ? 0.0 : 1.0;
  playout::UctSearch& search = searchFor(g, options);
  search.setPriors(priorsOf(g));
  core::Random rng(g.rng.next());
  constexpr int kChunk = 64;
  while (search.playouts() < budget && !g.clock.past(0.9) &&
         search.rootLead() <= budget - search.playouts())
    search.run(std::min(kChunk, budget - search.playouts()), rng);
  const std::vector<playout::RootMove> moves = search.rootMoves();
  if (moves.empty() || moves[0].visits <= 0) return;
  for (size_t i = 0; i < moves.size() && i < 5; ++i)
    if (moves[i].move != core::kPass)
      g.proposals.add(moves[i].move, 0, Generator::Playouts,
                      "search: " + std::to_string(moves[i].visits) + " visits, win rate " +
                          rateText(moves[i].winRate));
  const Point move = moves[0].move;
  if (move == core::kPass)
    g.best.force(core::kNoPoint, 0, Generator::Playouts);
  else
    g.best.force(move, std::max(1, g.proposals.potential(move)), Generator::Playouts);
  r.playouts = search.playouts();
  r.winRate = moves[0].winRate;
}

}  // namespace engine
