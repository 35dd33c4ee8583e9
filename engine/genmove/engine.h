// The Engine owns everything mutable: the game, options, random generator and caches.
// Two engines in one process never share state.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>

#include "engine/board/game.h"
#include "engine/connect/connection_state.h"
#include "engine/core/random.h"
#include "engine/dragon/owl.h"
#include "engine/genmove/move_clock.h"
#include "engine/genmove/move_reasons.h"
#include "engine/genmove/pattern_stats.h"
#include "engine/playout/parallel_search.h"
#include "engine/playout/worker_pool.h"
#include "engine/worm/worm_state.h"
#include "moyo/moyo.h"

namespace engine {

/// Play style bits (GNU Go 2.x `-p`).
enum PlayStyle : unsigned {
  kStyleStandard = 1,
  kStyleNoFuseki = 2,
  kStyleTenuki = 8,
  kStyleFearless = 16,
};

struct EngineOptions {
  uint64_t seed = 1;
  unsigned playStyle = kStyleStandard;
  unsigned moyoLevel = 0;  // -m bits
  bool chineseRules = false;
  bool allPatterns = false;  // -a: try every pattern
  /// --resign-below X: resign when the estimated margin is below -X (unset: never resign).
  std::optional<double> resignBelow;
  // Reading depths (GNU Go 2.6's flags): -D -B -F -K, -M hash memory in MB.
  int depth = 14;
  int backfillDepth = 9;
  int fourlibDepth = 6;
  int koDepth = 12;
  /// Reading nodes per top-level tactical question on 19x19 (--reading-nodes; smaller
  /// boards and a move clock scale it down, examine.h scaledReadingLimits).
  int readingNodes = 40000;
  int hashMemoryMb = 8;
  // Owl (life-and-death) reading: --owl-nodes, --owl-depth; the owl cache memory in MB.
  dragon::OwlOptions owl;
  int owlMemoryMb = 4;
  /// --chooser: the chooser on every board size (genmove_plan.h); unset: by board size.
  std::optional<ChooserKind> chooser;
  /// --playouts N: the search's playouts per genmove; without --chooser, 0 selects the
  /// classic chooser and N > 0 the search; -1: the plan's default.
  int playouts = -1;
  /// Owl nodes of examine()'s status pass over all dragons (--owl-pass-nodes; each question
  /// is also held to `owl`'s limits); a move budget lowers it further (examine.h).
  int owlPassNodes = 30000;
  /// Owl nodes of each question of that pass (--owl-pass-question; never above `owl`'s).
  int owlPassQuestionNodes = 3000;
  /// --connection-reading: genmove on large boards reads the cutting points of loose
  /// dragons and proposes the connections that save a piece (connection_moves.h).
  bool connectionReading = false;
  /// --policy-weight W: the learned chooser on 19x19 mixes the policy network into its
  /// prior and ranks its candidates by the choice network's score plus W times the policy
  /// network's log-probability (learned_chooser.h); 0: the feature prior alone.
  double policyWeight = 1.0;
  /// --threads N: threads of the search, all growing one tree (playout/parallel_search.h).
  /// 1 by default: with one thread a seed plays the same game on every machine; with more,
  /// the threads' interleaving changes the tree from run to run (--threads 0 asks for the
  /// machine's hardware threads).
  int threads = 1;
};

class Engine {
 public:
  explicit Engine(const EngineOptions& options = {});

  board::Game& game() { return m_game; }
  const board::Game& game() const { return m_game; }
  EngineOptions& options() { return m_options; }
  const EngineOptions& options() const { return m_options; }
  core::Random& random() { return m_random; }
  /// Worm module state: reading cache, node counter, trymove frames, worm analysis.
  worm::WormState& wormState() { return m_worm; }
  /// Owl state: owl result cache (hash-keyed, kept across moves), owl tactics cache, nodes.
  dragon::OwlState& owlState() { return m_owl; }
  /// Connection reading state: result caches (hash-keyed, kept across moves), node counter.
  connect::ConnectionState& connectionState() { return m_connection; }
  /// Moyo module state: the last make_moyo, test-move caches and the 70-board color stack.
  moyo::Moyo& moyo() { return m_moyo; }
  void setSeed(uint64_t seed);
  /// The reading limits of the options (-D -B -F -K) with the default node budget.
  worm::ReadingLimits readingLimits() const;

  /// Chooses a move for c in the current position (kPass when nothing is worth a point).
  /// Does not play it. The explanation is lastResult().
  core::Point genmove(core::Color c);
  /// kgs-genmove_cleanup: the same, but dead enemy stones are captured before passing.
  core::Point genmoveCleanup(core::Color c);
  /// What the last genmove found: the move, its value and generator, every proposal.
  const GenmoveResult& lastResult() const { return m_lastResult; }

  /// Seconds one genmove may take (0 = unlimited, the default). Reading and owl budgets are
  /// scaled to it and optional work is skipped near the deadline.
  void setMoveBudget(double seconds) { m_moveBudget = seconds > 0.0 ? seconds : 0.0; }
  double moveBudget() const { return m_moveBudget; }
  /// An interrupt request the next genmoves honour (GTP `gogui-interrupt`); null: none.
  /// The flag must outlive its use; the GTP loop clears it when it ends.
  void setStopFlag(const std::atomic<bool>* flag) { m_stopFlag = flag; }
  /// The clock of a genmove starting now: the move budget and the interrupt request.
  MoveClock moveClock() const { return MoveClock(m_moveBudget, m_stopFlag); }

  /// Firing counters of patterns.db over this engine's genmoves.
  PatternStats& patternStats() { return m_patternStats; }
  /// The Monte-Carlo search tree of the last genmove (kept for the next one), or null.
  std::unique_ptr<playout::ParallelSearch>& searchTree() { return m_searchTree; }
  /// The search's threads: options().threads of them (the pool is made again when that
  /// changes); they live as long as the engine.
  playout::WorkerPool& workers();
  /// What the next searches show while they run (GTP lz-genmove_analyze); null: nothing.
  /// The observer must outlive its use.
  void setSearchObserver(const playout::SearchObserver* observer) { m_observer = observer; }
  const playout::SearchObserver* searchObserver() const { return m_observer; }

 private:
  board::Game m_game;
  EngineOptions m_options;
  core::Random m_random;
  worm::WormState m_worm;
  dragon::OwlState m_owl;
  connect::ConnectionState m_connection;
  moyo::Moyo m_moyo;
  GenmoveResult m_lastResult;
  PatternStats m_patternStats;
  std::unique_ptr<playout::ParallelSearch> m_searchTree;
  std::unique_ptr<playout::WorkerPool> m_workers;
  const playout::SearchObserver* m_observer = nullptr;
  double m_moveBudget = 0.0;
  const std::atomic<bool>* m_stopFlag = nullptr;
};

}  // namespace engine
