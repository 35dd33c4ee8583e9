// What one genmove runs, by board size and option: the only place that looks at the board
// size to choose a path. Every stage reads its switch and budget from the plan.
//
// Defaults (no --chooser, no --playouts):
// | board    | chooser | playouts    | owl pass | drop guessed CRITICAL | valuation | prior      |
// | -------- | ------- | ----------- | -------- | --------------------- | --------- | ---------- |
// | 2 to 9   | search  | 8000        | no       | no                    | no        | none       |
// | 10 to 12 | search  | 2000        | no       | no                    | no        | none       |
// | 13       | search  | 10000       | no       | no                    | no        | mixed [1]  |
// | 14 to 18 | search  | 2000 [2]    | yes      | yes                   | yes       | features   |
// | 19       | search  | 2000 [2]    | yes      | yes                   | yes       | mixed [1]  |
// [2] from 14x14 the search's root is the learned chooser's best kLearnedRootMoves moves,
//     its ranking their priors (search_chooser.h), and the analysis reads at full depth.
//
// By chooser, on any board:
// - classic (`--chooser classic`, or `--playouts 0` without --chooser): GNU Go 2.x's
//   engine: its generators (with our owl, territory and connection moves and the point
//   valuation), the highest value wins; the owl pass runs (below 13x13 searching every
//   root); plain edge shapes stand on the first three lines below 13x13; no search or prior.
// - search (`--chooser search`, or `--playouts N`): N playouts (defaultPlayouts by default);
//   the owl pass only from 14x14, where the playouts misjudge life and death more; the
//   mixed prior (the feature prior and the policy network, whose convolutions serve any
//   board up to 19x19) at the root from 13x13 (kSearchPriorFrom), none below [1].
// - learned: the point valuation proposes (as with classic); the candidates carry the
//   feature prior, mixed with the policy network on 19x19 unless `--policy-weight 0` [1];
//   the learned ranking is played as it stands.
// Reading nodes per tactical question: --reading-nodes (40000) scaled down with the board
// area (a 9x9 move costs about a sixth of a 19x19 one, at least kMinAnalysisNodes), and
// kSearchAnalysisNodes when the search chooses below 14x14 (the analysis only feeds its
// priors).
// Connection reading (--connection-reading) and the dropped guesses from 14x14.
#pragma once

#include <cstdint>
#include <string>

#include "engine/genmove/engine.h"

namespace engine {

/// Where the owl pass starts dropping CRITICAL verdicts that ran out of nodes, and where
/// the search's owl pass and the connection reading run.
inline constexpr int kDropGuessedFrom = 14;
/// From this size the search's root is the learned chooser's ranking (its networks were
/// fitted on 19x19; plan.learnedRoot).
inline constexpr int kLearnedFrom = 14;
/// Below this size the classic chooser plays plain edge shapes up to the third line only
/// (kSmallBoardEdgeLines).
inline constexpr int kEdgeShapesFrom = 13;
inline constexpr int kSmallBoardEdgeLines = 3;
/// Below this size the owl pass searches a dragon's root even when the static count calls
/// it alive (plan.owlPassSearchRoot): on 9x9 a two-stone dragon the count trusts is often a
/// third of a side, and the root search found the critical ones at the classic chooser's
/// 0.05 s a move.
inline constexpr int kOwlPassRootSearchBelow = 13;
/// On those boards the pass's questions also read deeper before a line is judged statically
/// and keep two candidates a ply further down (plan.owlPassDepth, plan.owlPassBranchDepth;
/// the budget mode's 12 and 5 elsewhere): the classic chooser's fights were lost to owl
/// verdicts cut short.
inline constexpr int kSmallOwlPassDepth = 20;
inline constexpr int kSmallOwlPassBranchDepth = 6;
/// Playouts of the search chooser when --playouts is not given: kDefaultPlayouts, more on
/// the boards where more were measured to win more within GNU Go's time (defaultPlayouts).
inline constexpr int kDefaultPlayouts = 2000;
inline constexpr int kDefaultPlayouts9 = 8000;
inline constexpr int kDefaultPlayouts13 = 10000;
/// From kLearnedFrom the search only decides among the learned chooser's best few moves.
inline constexpr int kDefaultPlayoutsLearnedRoot = 2000;
int defaultPlayouts(int size);
/// From this board size the search's root moves carry the candidates' prior (candidates.h);
/// on 9x9 the feature prior lost games (the sizes between were not measured).
inline constexpr int kSearchPriorFrom = 13;
/// Reading nodes per tactical question when the search chooses.
inline constexpr int kSearchAnalysisNodes = 1500;
/// The per-question budget never shrinks below this with the board area.
inline constexpr int kMinAnalysisNodes = 4000;

/// The prior the candidates carry (candidates.h).
enum class PriorSource : uint8_t {
  None,      ///< no prior (classic, search)
  Features,  ///< the feature prior (move_prior.h)
  Mixed,     ///< the feature prior and the policy network (policy_net.h), 19x19
};

struct GenmovePlan {
  ChooserKind chooser = ChooserKind::Classic;
  int playouts = 0;               ///< the search's budget (0 unless the search chooses)
  int readingNodes = 0;           ///< tactical nodes per question before the clock scales it
  bool owlPass = true;            ///< examine()'s owl status pass
  bool owlPassSearchRoot = false;  ///< its questions search the root (OwlOptions::searchRoot)
  int owlPassDepth = 0;            ///< its questions' depth and branch depth (0: the
  int owlPassBranchDepth = 0;      ///< budget mode's own, OwlOptions::budget())
  bool dropGuessedCritical = false;
  bool connectionReadable = false;  ///< connection_moves.h reads this board (GTP shows it)
  bool connectionReading = false;   ///< and genmove proposes its connections
  bool pointValuation = false;     ///< point_values.h (generator V)
  /// The search's root is the learned ranking's best kLearnedRootMoves (search_chooser.h).
  bool learnedRoot = false;
  /// Plain (not tactical) shapes drawn against a board side are not played above this line
  /// from it (0: no limit). Classic below 13x13: the fourth line is a centre point there.
  int edgeShapeMaxLine = 0;
  PriorSource prior = PriorSource::None;
};

/// The plan of a genmove on a board of `size` with these options.
GenmovePlan genmovePlan(const EngineOptions& options, int size);
/// The plan of the engine's next genmove (its options and board size).
GenmovePlan genmovePlan(const Engine& engine);

}  // namespace engine
