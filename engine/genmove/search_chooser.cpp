#include "engine/genmove/search_chooser.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "engine/genmove/learned_chooser.h"
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

// The root of a search among the learned ranking's best moves, with their priors.
struct LearnedRoot {
  std::vector<Point> moves;
  std::vector<playout::RootPrior> priors;
  void seed(playout::ParallelSearch& search) const {
    search.restrictRoot(moves);
    search.setPriors(priors);
  }
};

LearnedRoot learnedRoot(const std::vector<RankedMove>& ranking) {
  LearnedRoot root;
  for (const RankedMove& r : ranking) {
    if (static_cast<int>(root.moves.size()) == kLearnedRootMoves) break;
    if (r.move == core::kPass) continue;
    root.moves.push_back(r.move);
    const double rate = 0.5 + kLearnedRootSpread * std::exp(r.rank - ranking.front().rank);
    root.priors.push_back({r.move, std::min(1.0, rate)});
  }
  return root;
}

// The chooser's options with the learned priors' weight and no pass at the root.
playout::UctOptions learnedRootOptions(const GenContext& g, const CandidateSet& candidates) {
  playout::UctOptions options = searchOptions(g, candidates);
  options.priorVisits = kLearnedRootPriorVisits;
  options.rootPass = false;
  return options;
}

// The learned ranking with the searched moves first, most visited first, with their
// visits; a searched first move that neither the learned ranking nor 2.x's rule put first
// is named the search's (Generator::Playouts).
std::vector<RankedMove> searchedFirst(const GenContext& g, const std::vector<RankedMove>& learned,
                                      const std::vector<playout::RootMove>& moves) {
  std::vector<RankedMove> ranking;
  for (const playout::RootMove& m : moves) {
    const auto it = std::find_if(learned.begin(), learned.end(),
                                 [&](const RankedMove& r) { return r.move == m.move; });
    if (m.visits <= 0 || it == learned.end()) continue;
    RankedMove r = *it;
    r.visits = m.visits;
    r.winRate = m.winRate;
    if (ranking.empty() && r.move != learned.front().move && r.move != g.best.move())
      r.generator = Generator::Playouts;
    ranking.push_back(r);
  }
  for (const RankedMove& r : learned)
    if (std::none_of(ranking.begin(), ranking.end(),
                     [&](const RankedMove& s) { return s.move == r.move; }))
      ranking.push_back(r);
  return ranking;
}

// From kLearnedFrom: the learned chooser ranks, the search decides among its best moves.
// Where the learned chooser leaves the move to 2.x's rule, so does this.
Choice searchLearnedRoot(GenContext& g, const CandidateSet& candidates) {
  Choice c = LearnedChooser().choose(g, candidates);
  const LearnedRoot root = c.ranked ? learnedRoot(c.ranking) : LearnedRoot{};
  if (root.moves.size() < 2 || g.plan.playouts <= 0) return c;
  playout::ParallelSearch search(g.board, g.color, g.engine.game().komi(),
                                 learnedRootOptions(g, candidates), g.engine.workers().size());
  root.seed(search);
  const MoveClock& clock = g.clock;
  search.run(g.engine.workers(), g.plan.playouts, g.rng.next(),
             [&clock] { return clock.past(0.9); }, g.engine.searchObserver());
  c.chooser = ChooserKind::Search;
  c.ranking = searchedFirst(g, c.ranking, search.rootMoves());
  c.playouts = search.playouts();
  return c;
}

}  // namespace

Choice SearchChooser::choose(GenContext& g, const CandidateSet& candidates) {
  if (g.plan.learnedRoot) return searchLearnedRoot(g, candidates);
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
  const Choice learned = g.plan.learnedRoot ? LearnedChooser().choose(g, candidates) : Choice{};
  const LearnedRoot root = learned.ranked ? learnedRoot(learned.ranking) : LearnedRoot{};
  const bool restricted = root.moves.size() >= 2;
  playout::ParallelSearch search(g.board, g.color, g.engine.game().komi(),
                                 restricted ? learnedRootOptions(g, candidates)
                                            : searchOptions(g, candidates),
                                 g.engine.workers().size());
  if (restricted)
    root.seed(search);
  else
    search.setPriors(searchRootPriors(candidates, g.best.value()));
  const MoveClock& clock = g.clock;
  search.run(g.engine.workers(), kAnalysisPlayouts, g.rng.next(),
             [&clock] { return clock.stopped(); }, &observer);
}

}  // namespace engine
