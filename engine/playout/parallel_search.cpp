#include "engine/playout/parallel_search.h"

#include <algorithm>
#include <stdexcept>

#include "engine/core/zobrist.h"

namespace playout {

uint64_t threadSeed(uint64_t seed, int i) {
  if (i == 0) return seed;
  uint64_t state = seed + 0x9e3779b97f4a7c15ULL * static_cast<uint64_t>(i);
  return core::splitmix64(state);
}

ParallelSearch::ParallelSearch(const board::Board& b, Color toMove, double komi,
                               const UctOptions& options, int threads)
    : m_threads(std::max(1, threads)),
      m_options(options),
      m_tree(std::make_unique<UctSearch>(b, toMove, komi, options)) {}

void ParallelSearch::restrictRoot(const std::vector<Point>& moves) {
  m_rootMoves = moves;
  m_tree->restrictRoot(moves);
}

void ParallelSearch::setPriors(const std::vector<RootPrior>& priors) { m_tree->setPriors(priors); }

bool ParallelSearch::advance(Point first, Point second, const board::Board& now) {
  if (m_tree->advance(first, second, now)) return true;
  m_tree = std::make_unique<UctSearch>(now, toMove(), komi(), m_options);
  m_tree->restrictRoot(m_rootMoves);
  return false;
}

std::vector<AnalysisMove> ParallelSearch::analysis(int pvLength) const {
  std::vector<AnalysisMove> out;
  for (const RootMove& r : m_tree->rootMoves()) {
    if (r.visits <= 0) break;
    out.push_back({r, m_tree->principalVariation(r.move, pvLength)});
  }
  return out;
}

void ParallelSearch::runThread(int i, int target, uint64_t seed,
                               const std::function<bool()>& stop,
                               const SearchObserver* observer) {
  core::Random rng(threadSeed(seed, i));
  const bool shows = i == 0 && observer != nullptr && observer->show;
  Clock::time_point lastShown = Clock::now();
  while (!stop()) {
    const int claimed = m_claimed.load(std::memory_order_relaxed);
    if (claimed >= target || m_tree->rootLead() > target - claimed) break;
    const int start = m_claimed.fetch_add(kSearchChunk, std::memory_order_relaxed);
    if (start >= target) break;
    m_tree->run(std::min(kSearchChunk, target - start), rng);
    if (!shows) continue;
    const Clock::time_point now = Clock::now();
    if (std::chrono::duration<double>(now - lastShown).count() < observer->interval) continue;
    observer->show(analysis(observer->pvLength), m_tree->playouts());
    lastShown = now;
  }
}

void ParallelSearch::run(WorkerPool& pool, int playouts, uint64_t seed,
                         const std::function<bool()>& stop, const SearchObserver* observer) {
  if (m_threads > pool.size()) throw std::logic_error("ParallelSearch: more threads than the pool's");
  const int target = m_tree->playouts() + playouts;
  m_claimed.store(m_tree->playouts(), std::memory_order_relaxed);
  pool.run([&](int i) {
    if (i < m_threads) runThread(i, target, seed, stop, observer);
  });
}

}  // namespace playout
