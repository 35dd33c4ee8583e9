// What one genmove found and why: the generators of GNU Go 2.x (notes 1, 6), every proposal
// they made, and the chosen move. Filled by the move generator; GTP (top_moves,
// move_reasons), the SGF writer (-o labels) and the time control read it.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/core/geometry.h"
#include "engine/genmove/chooser_kind.h"

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
  Weighted,   ///< ours: the learned chooser's pick (learned_chooser.h)
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

/// Why the rules after the chooser (move_rules.h) passed over a ranked move.
enum class RankSkip : uint8_t {
  None,
  Unsafe,   ///< a prior point that fails safe_move or confirm_safety
  Fill,     ///< a weak pick in own territory at the end of the game
  Repeats,  ///< illegal, or it recreates an earlier position of the game
};

/// One move of a chooser's ranking (chooser.h), with the figures it was ranked by.
struct RankedMove {
  core::Point move = core::kPass;  ///< kPass: the search's pass
  /// The 2.x value the move is played with: the point's best proposal; for a prior point
  /// nobody proposed, the best proposal's value; for the search's moves at least 1.
  int value = 0;
  /// The generator named for the move: the proposal's, or the chooser's own (Weighted,
  /// Playouts) when it overrode 2.x's rule.
  Generator generator = Generator::None;
  bool proposed = true;  ///< false: a point only a prior suggested
  double prior = -1.0;   ///< the candidate's prior probability (-1: the plan has none)
  int visits = 0;        ///< search: real visits of the root move
  double winRate = 0.0;  ///< search: its win rate for the mover
  bool scored = false;   ///< learned: score and rank below are set
  double score = 0.0;    ///< learned: the choice network's score
  double rank = 0.0;     ///< learned: the order (score + weight * network log-probability)
  RankSkip skip = RankSkip::None;  ///< set by the rules after the chooser
};

/// The figure a chooser ranks by, for lists and labels (descending down a ranking): the
/// 2.x value (classic, or a chooser that left the move to 2.x's rule), the search's visits,
/// the learned choice's rank.
double rankFigure(const RankedMove& m, ChooserKind chooser, bool ranked);
/// rankFigure as a short board label: a whole number, or one decimal (the learned rank).
std::string rankLabel(const RankedMove& m, ChooserKind chooser, bool ranked);
/// The chooser's figures of a ranked move in words: "value 85", "visits 812, win rate
/// 54.7%, value 52", "score 1.23, rank 0.80, value 50, prior 0.12", and why the rules
/// skipped it.
std::string rankFigures(const RankedMove& m, ChooserKind chooser, bool ranked);

/// The answer of one genmove.
struct GenmoveResult {
  core::Point move = core::kPass;  ///< kPass when nothing was worth playing
  int value = -1;                  ///< value of the chosen move (-1: pass)
  Generator generator = Generator::Pass;
  /// Best value per point (2.x's potential_moves), best first, ties in board order.
  std::vector<MoveReason> considered;
  /// Every proposal in the order the generators made them (move_reasons VERTEX).
  std::vector<MoveReason> reasons;
  /// The chooser's ranking after the rules (move_rules.h): the move played first (a pass:
  /// nothing first), then the rest in the chooser's order, skipped moves marked.
  std::vector<RankedMove> ranking;
  /// The chooser of the plan, and whether it ranked by its own figures (chooser.h Choice).
  ChooserKind chooser = ChooserKind::Classic;
  bool chooserRanked = false;
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
