// The tree search on several threads: one UctSearch that every thread grows at once (tree
// parallelization with virtual loss, uct_search.h), each thread with its own random stream,
// all drawing on one count of playouts. One thread searches the same tree for a seed on
// every run; with more, the threads' interleaving (and so the tree) differs from run to run.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include "engine/playout/uct_search.h"
#include "engine/playout/worker_pool.h"

namespace playout {

/// Playouts a thread runs between two looks at the clock (and at the observer).
inline constexpr int kSearchChunk = 64;

/// A root move of the tree, with the principal variation from it.
struct AnalysisMove {
  RootMove root;
  std::vector<Point> pv;  ///< starts with root.move
};

/// What the search shows while it runs (lz-analyze): every `interval` seconds the calling
/// thread hands `show` the root moves (most visited first, those with visits) with their
/// variations and the playouts so far. An empty `show`: nothing is shown.
struct SearchObserver {
  double interval = 1.0;
  int pvLength = 10;
  std::function<void(const std::vector<AnalysisMove>&, int playouts)> show;
};

class ParallelSearch {
 public:
  /// The search of `threads` threads (at least 1) for `toMove` in b's position.
  ParallelSearch(const board::Board& b, Color toMove, double komi, const UctOptions& options,
                 int threads);
  int threads() const { return m_threads; }
  Color toMove() const { return m_tree->toMove(); }
  double komi() const { return m_tree->komi(); }
  /// UctSearch::restrictRoot and setPriors.
  void restrictRoot(const std::vector<Point>& moves);
  void setPriors(const std::vector<RootPrior>& priors);
  /// UctSearch::advance; a tree that cannot follow starts again from `now` (false).
  bool advance(Point first, Point second, const board::Board& now);

  /// Runs up to `playouts` more playouts in all on the pool's first threads() threads
  /// (threads() must not exceed its size): thread i draws from the random stream
  /// threadSeed(seed, i) and claims kSearchChunk playouts at a time from the shared count;
  /// a thread stops early when `stop()` is true (asked between chunks from every thread)
  /// or when the most visited move leads by more than the playouts left.
  void run(WorkerPool& pool, int playouts, uint64_t seed, const std::function<bool()>& stop,
           const SearchObserver* observer = nullptr);
  /// Playouts since the root was set.
  int playouts() const { return m_tree->playouts(); }
  /// The root moves, most visited first (not while run() runs).
  std::vector<RootMove> rootMoves() const { return m_tree->rootMoves(); }
  /// The root moves with visits and their principal variations.
  std::vector<AnalysisMove> analysis(int pvLength) const;

 private:
  using Clock = std::chrono::steady_clock;

  void runThread(int i, int target, uint64_t seed, const std::function<bool()>& stop,
                 const SearchObserver* observer);

  int m_threads;
  UctOptions m_options;  // of a new tree when advance() cannot keep the old one
  std::vector<Point> m_rootMoves;
  std::unique_ptr<UctSearch> m_tree;
  std::atomic<int> m_claimed{0};  // playouts the threads of run() have taken on
};

/// The random stream of thread i: `seed` itself for thread 0 (one thread searches as
/// UctSearch alone would), a splitmix64 mix of seed and i for the others.
uint64_t threadSeed(uint64_t seed, int i);

}  // namespace playout
