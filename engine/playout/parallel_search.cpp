#include "engine/playout/parallel_search.h"

#include <algorithm>
#include <stdexcept>

#include "engine/core/zobrist.h"

namespace playout {

uint64_t treeSeed(uint64_t seed, int i) {
  if (i == 0) return seed;
  uint64_t state = seed + 0x9e3779b97f4a7c15ULL * static_cast<uint64_t>(i);
  return core::splitmix64(state);
}

std::vector<AnalysisMove> mergeAnalysis(const std::vector<std::vector<AnalysisMove>>& trees) {
  struct Sum {
    AnalysisMove move;
    double wins = 0, area = 0;
    int bestVisits = -1;  // visits of the tree whose variation is kept
  };
  std::vector<Sum> sums;
  for (const std::vector<AnalysisMove>& tree : trees) {
    for (const AnalysisMove& m : tree) {
      auto it = std::find_if(sums.begin(), sums.end(),
                             [&](const Sum& s) { return s.move.root.move == m.root.move; });
      if (it == sums.end()) {
        sums.emplace_back();
        it = sums.end() - 1;
        it->move.root.move = m.root.move;
      }
      RootMove& r = it->move.root;
      r.visits += m.root.visits;
      r.priorWins += m.root.priorWins;
      it->wins += m.root.winRate * m.root.visits;
      it->area += m.root.meanArea * m.root.visits;
      if (m.root.visits > it->bestVisits) it->bestVisits = m.root.visits, it->move.pv = m.pv;
    }
  }
  std::vector<AnalysisMove> out;
  out.reserve(sums.size());
  for (Sum& s : sums) {
    RootMove& r = s.move.root;
    r.winRate = r.visits > 0 ? s.wins / r.visits : 0.0;
    r.meanArea = r.visits > 0 ? s.area / r.visits : 0.0;
    out.push_back(std::move(s.move));
  }
  std::stable_sort(out.begin(), out.end(), [](const AnalysisMove& a, const AnalysisMove& b) {
    return a.root.visits > b.root.visits;
  });
  return out;
}

ParallelSearch::ParallelSearch(const board::Board& b, Color toMove, double komi,
                               const UctOptions& options, int trees)
    : m_toMove(toMove), m_komi(komi), m_options(options) {
  m_options.maxNodes = std::max(1 << 12, options.maxNodes / std::max(1, trees));
  for (int i = 0; i < std::max(1, trees); ++i) {
    m_trees.push_back(std::make_unique<UctSearch>(b, toMove, komi, m_options));
    m_published.push_back(std::make_unique<Published>());
  }
}

void ParallelSearch::restrictRoot(const std::vector<Point>& moves) {
  m_rootMoves = moves;
  for (auto& tree : m_trees) tree->restrictRoot(moves);
}

void ParallelSearch::setPriors(const std::vector<RootPrior>& priors) {
  for (auto& tree : m_trees) tree->setPriors(priors);
}

bool ParallelSearch::advance(Point first, Point second, const board::Board& now) {
  bool kept = false;
  for (auto& tree : m_trees) {
    if (tree->advance(first, second, now)) {
      kept = true;
      continue;
    }
    tree = std::make_unique<UctSearch>(now, m_toMove, m_komi, m_options);
    tree->restrictRoot(m_rootMoves);
  }
  return kept;
}

int ParallelSearch::playouts() const {
  int n = 0;
  for (const auto& tree : m_trees) n += tree->playouts();
  return n;
}

std::vector<RootMove> ParallelSearch::rootMoves() const {
  if (m_trees.size() == 1) return m_trees.front()->rootMoves();
  std::vector<std::vector<AnalysisMove>> all;
  for (const auto& tree : m_trees) {
    std::vector<AnalysisMove> moves;
    for (const RootMove& r : tree->rootMoves()) moves.push_back({r, {}});
    all.push_back(std::move(moves));
  }
  std::vector<RootMove> out;
  for (AnalysisMove& m : mergeAnalysis(all)) out.push_back(m.root);
  return out;
}

namespace {

std::vector<AnalysisMove> treeAnalysis(const UctSearch& tree, int pvLength) {
  std::vector<AnalysisMove> out;
  for (const RootMove& r : tree.rootMoves()) {
    if (r.visits <= 0) break;
    out.push_back({r, tree.principalVariation(r.move, pvLength)});
  }
  return out;
}

}  // namespace

std::vector<AnalysisMove> ParallelSearch::analysis(int pvLength) const {
  std::vector<std::vector<AnalysisMove>> all;
  for (const auto& tree : m_trees) all.push_back(treeAnalysis(*tree, pvLength));
  return mergeAnalysis(all);
}

void ParallelSearch::publish(int i, const SearchObserver& observer) {
  std::vector<AnalysisMove> moves =
      treeAnalysis(*m_trees[static_cast<size_t>(i)], observer.pvLength);
  Published& p = *m_published[static_cast<size_t>(i)];
  std::lock_guard<std::mutex> lock(p.mutex);
  p.moves = std::move(moves);
  p.playouts = m_trees[static_cast<size_t>(i)]->playouts();
}

void ParallelSearch::showMerged(const SearchObserver& observer) {
  std::vector<std::vector<AnalysisMove>> all;
  int playouts = 0;
  for (const auto& p : m_published) {
    std::lock_guard<std::mutex> lock(p->mutex);
    all.push_back(p->moves);
    playouts += p->playouts;
  }
  observer.show(mergeAnalysis(all), playouts);
}

void ParallelSearch::runTree(int i, int share, uint64_t seed, const std::function<bool()>& stop,
                             const SearchObserver* observer) {
  UctSearch& tree = *m_trees[static_cast<size_t>(i)];
  core::Random rng(treeSeed(seed, i));
  const int target = tree.playouts() + share;
  const bool observed = observer != nullptr && observer->show;
  Clock::time_point lastShown = Clock::now(), lastPublished = lastShown;
  const auto since = [](Clock::time_point t, Clock::time_point now) {
    return std::chrono::duration<double>(now - t).count();
  };
  while (tree.playouts() < target && !stop() && tree.rootLead() <= target - tree.playouts()) {
    tree.run(std::min(kSearchChunk, target - tree.playouts()), rng);
    if (!observed) continue;
    // Each tree publishes four times an interval; the calling thread shows the merge.
    const Clock::time_point now = Clock::now();
    const bool show = i == 0 && since(lastShown, now) >= observer->interval;
    if (show || since(lastPublished, now) >= observer->interval / 4) {
      publish(i, *observer);
      lastPublished = now;
    }
    if (show) {
      showMerged(*observer);
      lastShown = now;
    }
  }
}

void ParallelSearch::run(WorkerPool& pool, int playouts, uint64_t seed,
                         const std::function<bool()>& stop, const SearchObserver* observer) {
  const int n = trees();
  if (n > pool.size()) throw std::logic_error("ParallelSearch: more trees than threads");
  pool.run([&](int i) {
    if (i >= n) return;
    const int share = playouts / n + (i < playouts % n ? 1 : 0);
    runTree(i, share, seed, stop, observer);
  });
}

}  // namespace playout
