// What one genmove found and why: the generators of GNU Go 2.x (notes 1, 6), every proposal
// they made, and the chosen move. Filled by the move generator; GTP (top_moves,
// move_reasons), the SGF writer (-o labels) and the time control read it.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/core/geometry.h"

namespace engine {

/// The module that proposed a move, in 2.x's generator order (plus ours).
enum class Generator : uint8_t {
  None,
  Fuseki,
  Semeai,
  Shapes,
  Attacker,
  Defender,
  EyeFinder,
  OwlAttack,
  OwlDefense,
  ReviseSemeai,  ///< the second shapes pass after revise_semeai
  FillLiberty,
  BigMove,  ///< the fearless override
  Cleanup,  ///< kgs-genmove_cleanup: removing dead stones before passing
  Pass,
  Territory,  ///< ours: the territorial swing of a neutral point (diff_terri), below patterns
  Playouts,   ///< ours: the Monte-Carlo tree search over the proposals (playout_search.h)
  Valuation,  ///< ours: every point valued from the moyo module's features (point_values.h)
  Weighted,   ///< ours: the weighted choice among the proposals above 13x13 (weighted_choice.h)
};

/// 2.6's --analyze "recommended" letters F S P A D E p L B; ours: a/d owl attack/defense,
/// C cleanup, T territory, M Monte-Carlo search, V point valuation, W weighted choice, '-' pass,
/// '?' none.
char generatorLetter(Generator g);
/// "fuseki", "semeai", "shapes", "attacker", ... (lower case, one word).
const char* generatorName(Generator g);

/// One proposal: a generator offered `move` with `value`; `why` names the pattern, the worm
/// attacked or defended, the dragon saved, the big move.
struct MoveReason {
  core::Point move = core::kNoPoint;
  int value = 0;
  Generator generator = Generator::None;
  std::string why;
};

/// One candidate of the weighted choice (weighted_choice.h), as it ranked them.
struct ChoiceCandidate {
  core::Point move = core::kNoPoint;
  double score = 0.0;   ///< the network's score
  /// The choice's order: the score, plus the policy network's log-probability of the move
  /// times --policy-weight (EngineOptions::policyWeight; equal to score when 0).
  double rank = 0.0;
  int value = 0;        ///< the point's best proposed value (0: only the move prior's)
  bool unsafe = false;  ///< a prior point that failed safe_move or confirm_safety
  bool fill = false;    ///< skipped after the opponent's pass: a weak pick in own territory
};

/// The answer of one genmove.
struct GenmoveResult {
  core::Point move = core::kPass;  ///< kPass when nothing was worth playing
  int value = -1;                  ///< value of the chosen move (-1: pass)
  Generator generator = Generator::Pass;
  /// Best value per point (2.x's potential_moves), best first, ties in board order.
  std::vector<MoveReason> considered;
  /// Every proposal in the order the generators made them (move_reasons VERTEX).
  std::vector<MoveReason> reasons;
  /// The weighted choice's candidates, best score first (empty when it did not run).
  std::vector<ChoiceCandidate> choice;
  int bigMoveValue = 0;                  ///< fearless: search_big_move's best value
  core::Point bigMove = core::kNoPoint;  ///< and its point
  bool bigMoveOverride = false;          ///< the override replaced the generators' move
  bool resign = false;                   ///< --resign-below: the position is hopeless
  int playouts = 0;                      ///< Monte-Carlo playouts of the search (0: none)
  double winRate = 0.0;                  ///< the search's win rate of the move played
  std::string trace;                     ///< -m 128 line ("genmove() recommended ...")
  uint64_t colorQueries = 0;             ///< delta_*_color queries of this genmove
  uint64_t colorHits = 0;                ///< of which answered by the 70-board color stack
  uint64_t readingNodes = 0;             ///< tactical reading nodes of this genmove
  double seconds = 0.0;                  ///< wall-clock time of this genmove
};

}  // namespace engine
