// What one genmove runs, by board size and option: the only place that looks at the board
// size to choose a path. Every stage reads its switch and budget from the plan.
//
// | board      | chooser (default) | playouts | owl pass        | valuation (V) | prior       |
// | ---------- | ----------------- | -------- | --------------- | ------------- | ----------- |
// | up to 13   | search            | 2000     | not with search | no            | none        |
// | 14 to 25   | learned           | 2000 [1] | yes [2]         | learned only  | [3]         |
//
// [1] only with the search chooser (`--chooser search` or `--playouts N`).
// [2] dropping the CRITICAL verdicts that ran out of nodes (kDropGuessedFrom).
// [3] learned: the feature prior, mixed with the policy network on 19x19 unless
//     `--policy-weight 0`; the search and classic choosers need none.
//
// Options: `--chooser classic|search|learned` sets the chooser on any board; without it
// `--playouts 0` is the classic chooser and `--playouts N` (N > 0) the search. The classic
// chooser is GNU Go 2.x's engine: the generators of 2.x (with our owl, territory and
// connection moves), the highest value wins; no search, no valuation, no prior.
// The analysis reads with a node budget per tactical question that shrinks with the board
// area (a 9x9 move costs about a sixth of a 19x19 one), and with kSearchAnalysisNodes when
// the search chooses (the analysis only feeds its priors).
#pragma once

#include <cstdint>
#include <string>

#include "engine/genmove/engine.h"

namespace engine {

/// Where the owl pass starts dropping CRITICAL verdicts that ran out of nodes, and where
/// the search's owl pass and the connection reading run.
inline constexpr int kDropGuessedFrom = 14;
/// Boards from this size use the learned chooser by default (its networks were fitted on
/// 19x19).
inline constexpr int kLearnedFrom = 14;
/// Playouts of the search chooser when --playouts is not given.
inline constexpr int kDefaultPlayouts = 2000;
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
  bool dropGuessedCritical = false;
  bool connectionReadable = false;  ///< connection_moves.h reads this board (GTP shows it)
  bool connectionReading = false;   ///< and genmove proposes its connections
  bool pointValuation = false;     ///< point_values.h (generator V)
  PriorSource prior = PriorSource::None;
};

/// The plan of a genmove on a board of `size` with these options.
GenmovePlan genmovePlan(const EngineOptions& options, int size);
/// The plan of the engine's next genmove (its options and board size).
GenmovePlan genmovePlan(const Engine& engine);

}  // namespace engine
