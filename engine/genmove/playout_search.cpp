#include "engine/genmove/playout_search.h"

#include <algorithm>
#include <cstdio>
#include <vector>

#include "engine/playout/uct_search.h"

namespace engine {

using core::Point;

int playoutBudget(const Engine& engine) {
  const int configured = engine.options().playouts;
  if (configured >= 0) return configured;
  const int size = engine.game().size();
  return size <= 9 ? kPlayoutsSmall : size <= 13 ? kPlayoutsMedium : kPlayoutsLarge;
}

namespace {

std::vector<playout::MovePrior> priorsOf(const GenContext& g) {
  std::vector<playout::MovePrior> priors;
  const double best = std::max(1, g.best.value());
  for (const MoveReason& m : g.proposals.considered())
    if (m.value > 0) priors.push_back({m.move, 0.5 + 0.5 * std::min(1.0, m.value / best)});
  return priors;
}

std::string rateText(double rate) {
  char text[16];
  std::snprintf(text, sizeof text, "%.1f%%", 100.0 * rate);
  return text;
}

}  // namespace

void playoutSearch(GenContext& g, GenmoveResult& r) {
  const int budget = playoutBudget(g.engine);
  if (budget <= 0 || !g.best.found() || g.best.value() <= 0) return;
  // The 2.x opening move of a small board (its centre, an empty corner) is kept: light
  // playouts judge empty boards poorly.
  if (g.best.generator() == Generator::Fuseki && g.best.value() >= kFusekiKept) return;
  playout::UctOptions options;
  options.priorVisits = kPriorVisits;
  options.scoreWeight = kScoreWeight;
  playout::UctSearch search(g.board, g.color, g.engine.game().komi(), options);
  search.setPriors(priorsOf(g));
  core::Random rng(g.rng.next());
  constexpr int kChunk = 64;
  while (search.playouts() < budget && !g.clock.past(0.9))
    search.run(std::min(kChunk, budget - search.playouts()), rng);
  const std::vector<playout::RootMove> moves = search.rootMoves();
  if (moves.empty() || moves[0].visits <= 0) return;
  for (size_t i = 0; i < moves.size() && i < 5; ++i)
    g.proposals.add(moves[i].move, 0, Generator::Playouts,
                    "search: " + std::to_string(moves[i].visits) + " visits, win rate " +
                        rateText(moves[i].winRate));
  const Point move = moves[0].move;
  g.best.force(move, std::max(1, g.proposals.potential(move)), Generator::Playouts);
  r.playouts = search.playouts();
  r.winRate = moves[0].winRate;
}

}  // namespace engine
