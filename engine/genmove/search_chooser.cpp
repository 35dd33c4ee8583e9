#include "engine/genmove/search_chooser.h"

#include <algorithm>
#include <vector>

#include "engine/playout/parallel_search.h"

namespace engine {

using core::Point;

std::vector<playout::RootPrior> searchRootPriors(const CandidateSet& candidates, int bestValue) {
  std::vector<playout::RootPrior> priors;
  const double best = std::max(1, bestValue);
  double bestPrior = 0.0;
  for (const Candidate& c : candidates.all())
    bestPrior = std::max(bestPrior, candidates.priorOf(c.move));
  for (const Candidate& c : candidates.all()) {
    double rate = c.proposed() ? 0.5 + 0.5 * std::min(1.0, c.value / best) : 0.0;
    if (bestPrior > 0)
      rate = std::max(rate, 0.5 + 0.5 * candidates.priorOf(c.move) / bestPrior);
    if (rate > 0) priors.push_back({c.move, rate});
  }
  return priors;
}

namespace {

// The options of every search of the chooser: the margin in the reward, the root priors'
// weight, a pass at the root, territory or area counting as the rules say.
playout::UctOptions searchOptions(const GenContext& g, const CandidateSet& candidates) {
  playout::UctOptions options;
  options.priorVisits = candidates.hasPrior() ? kFeaturePriorVisits : kPriorVisits;
  options.scoreWeight = kScoreWeight;
  options.rootPass = true;
  options.stoneCost = g.engine.options().chineseRules ? 0.0 : 1.0;
  return options;
}

// The kept tree of the last genmove when the game went on by our move and a reply from
// its root position (the subtree below them becomes the root), else a new tree.
playout::ParallelSearch& searchFor(GenContext& g, const playout::UctOptions& options) {
  std::unique_ptr<playout::ParallelSearch>& tree = g.engine.searchTree();
  const board::Game& game = g.engine.game();
  const std::vector<board::GameRecordEntry>& record = game.record();
  const size_t n = record.size();
  const int threads = g.engine.workers().size();
  const bool reusable = tree && tree->toMove() == g.color && tree->komi() == game.komi() &&
                        tree->threads() == threads && n >= 2 && !record[n - 1].isSetup &&
                        !record[n - 2].isSetup && record[n - 2].color == g.color;
  if (!reusable || !tree->advance(record[n - 2].point, record[n - 1].point, g.board))
    tree = std::make_unique<playout::ParallelSearch>(g.board, g.color, game.komi(), options,
                                                     threads);
  return *tree;
}

// The ranking: root moves with visits, most visited first; a move is played with its
// point's best value, at least 1.
std::vector<RankedMove> rootRanking(const GenContext& g, const std::vector<playout::RootMove>& moves) {
  std::vector<RankedMove> ranking;
  for (const playout::RootMove& m : moves) {
    if (m.visits <= 0) break;
    RankedMove r;
    r.move = m.move;
    r.generator = Generator::Playouts;
    r.value = m.move == core::kPass ? 0 : std::max(1, g.proposals.potential(m.move));
    r.visits = m.visits;
    r.winRate = m.winRate;
    ranking.push_back(r);
  }
  return ranking;
}

}  // namespace

Choice SearchChooser::choose(GenContext& g, const CandidateSet& candidates) {
  Choice c;
  c.chooser = ChooserKind::Search;
  c.ranking = classicRanking(g);
  const int budget = g.plan.playouts;
  if (budget <= 0 || !g.best.found() || g.best.value() <= 0) return c;
  if (g.best.generator() == Generator::Fuseki && g.best.value() >= kFusekiKept) return c;
  playout::ParallelSearch& search = searchFor(g, searchOptions(g, candidates));
  search.setPriors(searchRootPriors(candidates, g.best.value()));
  const MoveClock& clock = g.clock;
  search.run(g.engine.workers(), budget, g.rng.next(), [&clock] { return clock.past(0.9); },
             g.engine.searchObserver());
  std::vector<RankedMove> ranking = rootRanking(g, search.rootMoves());
  if (ranking.empty()) return c;
  c.ranked = true;
  c.ranking = std::move(ranking);
  c.playouts = search.playouts();
  return c;
}

void analyzeSearch(GenContext& g, const CandidateSet& candidates,
                   const playout::SearchObserver& observer) {
  playout::ParallelSearch search(g.board, g.color, g.engine.game().komi(),
                                 searchOptions(g, candidates), g.engine.workers().size());
  search.setPriors(searchRootPriors(candidates, g.best.value()));
  const MoveClock& clock = g.clock;
  search.run(g.engine.workers(), kAnalysisPlayouts, g.rng.next(),
             [&clock] { return clock.stopped(); }, &observer);
}

}  // namespace engine
