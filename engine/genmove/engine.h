// The Engine owns everything mutable: the game, options, random generator and caches.
// Two engines in one process never share state.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>

#include "engine/board/game.h"
#include "engine/core/random.h"
#include "engine/dragon/owl.h"
#include "engine/genmove/move_clock.h"
#include "engine/genmove/move_reasons.h"
#include "engine/genmove/pattern_stats.h"
#include "engine/playout/uct_search.h"
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

/// Monte-Carlo playouts per genmove by board size when --playouts is not given
/// (engine/genmove/playout_search.h).
inline constexpr int kPlayoutsSmall = 2000;   // up to 9x9
inline constexpr int kPlayoutsMedium = 2000;  // up to 13x13
// Larger boards: the 2.x choice alone (10 games on 19x19 against GNU Go level 1 with 1500
// playouts a move: lost by 173 points on average at 0.27 s/move; without: by 163, 0.11 s).
inline constexpr int kPlayoutsLarge = 0;

struct EngineOptions {
  uint64_t seed = 1;
  unsigned playStyle = kStyleStandard;
  unsigned moyoLevel = 0;  // -m bits
  bool chineseRules = false;
  bool allPatterns = false;  // -a: try every pattern
  /// --resign-below X: resign when the estimated margin is below -X (unset: never resign).
  std::optional<double> resignBelow;
  // Reading depths (GNU Go 2.6 defaults): -D -B -F -K, -M hash memory in MB.
  int depth = 14;
  int backfillDepth = 9;
  int fourlibDepth = 5;
  int koDepth = 8;
  /// Reading nodes per top-level tactical question on 19x19 (--reading-nodes; smaller
  /// boards and a move clock scale it down, examine.h scaledReadingLimits).
  int readingNodes = 40000;
  int hashMemoryMb = 8;
  // Owl (life-and-death) reading: --owl-nodes, --owl-depth; the owl cache memory in MB.
  dragon::OwlOptions owl;
  int owlMemoryMb = 4;
  /// --playouts N: Monte-Carlo playouts per genmove for the search over the generators'
  /// proposals (engine/genmove/playout_search.h); 0: the 2.x choice alone; -1: by board size.
  int playouts = -1;
  /// Owl nodes of examine()'s status pass over all dragons (--owl-pass-nodes; each question
  /// is also held to `owl`'s limits); a move budget lowers it further (examine.h).
  int owlPassNodes = 30000;
  /// Owl nodes of each question of that pass (--owl-pass-question; never above `owl`'s, so
  /// 3000 by default), so that fewer questions run out of nodes (above 13x13 a CRITICAL
  /// verdict that did is dropped). 250 and 4000 until the fourteenth sitting; with 3000
  /// and 30000, 19x19 seeds 1-100 against GNU Go level 1 went from 9 to 10 wins and from
  /// -42.1 to -39.1 a game (by set of ten +3.0, standard error 2.3: not a significant
  /// gain; 22 of the 30 games of seeds 1-30 were the same), at 0.12-0.22 s/move instead
  /// of 0.10-0.14 (README "Measured"). Up to 13x13 the search runs and the pass is
  /// skipped (kOwlPassSkipSize): their defaults play as before.
  int owlPassQuestionNodes = 3000;
  /// --connection-reading: genmove above 13x13 reads the cutting points of loose dragons
  /// and proposes the connections that save a piece (connection_moves.h). Off: seeds 1-100
  /// against GNU Go level 1 with it played 11 of 100, -38.0 a game, against 10 of 100, -39.1
  /// without (paired +1.1, standard error 1.8: no significant gain), at 0.17 - 0.28 s/move
  /// instead of 0.12 - 0.22. GTP `connection_reading` shows the reading either way.
  /// Reading only the mover's dragons in genmove (twenty-first sitting): seeds 1-43 paired
  /// -0.2 a game (standard error 3.0) against the default, about 10% more CPU in games
  /// (genmove_bench's 19x19 genmove +17%; reading both sides +67%).
  bool connectionReading = false;
  /// --policy-weight W: on 19x19 the weighted choice takes its prior (inputs and
  /// candidates) mixed from the feature prior and the policy network (policy_net.h), ranks
  /// its candidates by the choice network's score plus W times the policy network's
  /// log-probability of the move (a product of experts), and the policy network's best
  /// points join the candidates. The pass and fill rules still read the score alone. 0: the
  /// feature prior alone, as before the twenty-third sitting. At 476 of moyogo's turns
  /// (moves 20+ of seeds 1-10, held out of the fit) its pick was GNU Go 3.8's own move
  /// (`reg_genmove`, level 1) at 22.3% with the weight 0, 24.4% with the mixed prior alone,
  /// 26.3% with the ranking alone (weight 1), 29.0% with both at 1 (2: 28.2%, 4: 27.1%, 8:
  /// 26.7%). Played (README "Measured"): 19x19 against GNU Go level 1, seeds 1-100, 28 of
  /// 100 and -18.9 a game against 16 and -39.4 with 0 (paired +20.4, standard error 4.4).
  double policyWeight = 1.0;
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
  /// Moyo module state: the last make_moyo, test-move caches and the 70-board color stack.
  moyo::Moyo& moyo() { return m_moyo; }
  void setSeed(uint64_t seed);
  /// The reading limits of the options (-D -B -F -K) with the default node budget.
  worm::ReadingLimits readingLimits() const;
  /// Playouts of the Monte-Carlo search of one genmove: --playouts, else by board size.
  int playoutBudget() const;

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
  std::unique_ptr<playout::UctSearch>& searchTree() { return m_searchTree; }

 private:
  board::Game m_game;
  EngineOptions m_options;
  core::Random m_random;
  worm::WormState m_worm;
  dragon::OwlState m_owl;
  moyo::Moyo m_moyo;
  GenmoveResult m_lastResult;
  PatternStats m_patternStats;
  std::unique_ptr<playout::UctSearch> m_searchTree;
  double m_moveBudget = 0.0;
  const std::atomic<bool>* m_stopFlag = nullptr;
};

}  // namespace engine
