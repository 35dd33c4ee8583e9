// Root parallelization of the tree search (Chaslot, Winands and van den Herik 2008): one
// UctSearch per thread over the same root, each with its own random stream and its share
// of the playouts, no lock inside a tree; the root statistics are merged at the end (visits,
// wins and area margins summed). For a given seed, playout count and thread count the
// result is the same on every run; with a clock the trees stop where the clock says.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <vector>

#include "engine/playout/uct_search.h"
#include "engine/playout/worker_pool.h"

namespace playout {

/// Playouts a tree runs between two looks at the clock (and its snapshots).
inline constexpr int kSearchChunk = 64;

/// A root move of the merged trees, with the principal variation from it.
struct AnalysisMove {
  RootMove root;
  std::vector<Point> pv;  ///< starts with root.move
};

/// What the search shows while it runs (lz-analyze): every `interval` seconds the calling
/// thread hands `show` the merged root moves (most visited first, those with visits) and
/// the playouts so far. Each tree publishes its part (a copy under a mutex) at the end of a
/// chunk, about four times an interval. An empty `show`: nothing is published.
struct SearchObserver {
  double interval = 1.0;
  int pvLength = 10;
  std::function<void(const std::vector<AnalysisMove>&, int playouts)> show;
};

class ParallelSearch {
 public:
  /// `trees` trees (at least 1) for `toMove` in b's position.
  ParallelSearch(const board::Board& b, Color toMove, double komi, const UctOptions& options,
                 int trees);
  int trees() const { return static_cast<int>(m_trees.size()); }
  Color toMove() const { return m_toMove; }
  double komi() const { return m_komi; }
  /// UctSearch::restrictRoot and setPriors on every tree.
  void restrictRoot(const std::vector<Point>& moves);
  void setPriors(const std::vector<RootPrior>& priors);
  /// UctSearch::advance on every tree; a tree that cannot follow starts again from `now`.
  /// True when at least one tree kept its subtree.
  bool advance(Point first, Point second, const board::Board& now);

  /// Runs up to `playouts` more playouts in all on the pool's threads (trees() must not
  /// exceed its size): tree i takes playouts / trees() (the first playouts % trees() one
  /// more) from the random stream treeSeed(seed, i), in chunks of kSearchChunk; a tree
  /// stops early when `stop()` is true (asked between chunks from every thread) or when its
  /// most visited move leads by more than its playouts left.
  void run(WorkerPool& pool, int playouts, uint64_t seed, const std::function<bool()>& stop,
           const SearchObserver* observer = nullptr);
  /// Playouts since the root was set, all trees.
  int playouts() const;
  /// The merged root moves, most visited first (not while run() runs).
  std::vector<RootMove> rootMoves() const;
  /// The merged root moves with visits and their principal variations (not while run()).
  std::vector<AnalysisMove> analysis(int pvLength) const;

 private:
  struct Published {
    std::mutex mutex;
    std::vector<AnalysisMove> moves;
    int playouts = 0;
  };
  using Clock = std::chrono::steady_clock;

  void runTree(int i, int share, uint64_t seed, const std::function<bool()>& stop,
               const SearchObserver* observer);
  void publish(int i, const SearchObserver& observer);
  void showMerged(const SearchObserver& observer);

  Color m_toMove;
  double m_komi;
  UctOptions m_options;
  std::vector<Point> m_rootMoves;
  std::vector<std::unique_ptr<UctSearch>> m_trees;
  std::vector<std::unique_ptr<Published>> m_published;
};

/// The random stream of tree i: `seed` itself for tree 0 (one tree searches as UctSearch
/// alone would), a splitmix64 mix of seed and i for the others.
uint64_t treeSeed(uint64_t seed, int i);

/// The root moves of several trees merged by move: visits, wins, area margins and prior
/// wins summed; each move's principal variation is the one of the tree that visited it
/// most. Most visited first (ties in the order moves are first met).
std::vector<AnalysisMove> mergeAnalysis(const std::vector<std::vector<AnalysisMove>>& trees);

}  // namespace playout
