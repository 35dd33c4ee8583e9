// Ours, beyond 2.x: a Monte-Carlo tree search (engine/playout) over the position, with the
// generators' proposals as priors of the root moves. The generators still decide whether
// to play at all (a pass stays a pass); the search decides where.
#pragma once

#include "engine/genmove/gen_context.h"
#include "engine/genmove/move_reasons.h"

namespace engine {

/// Weight of the margin in a playout's reward (UctOptions::scoreWeight).
inline constexpr double kScoreWeight = 0.1;
/// Fuseki moves of at least this value (2.x's centre and empty corners) are played without
/// a search.
inline constexpr int kFusekiKept = 85;
/// Virtual visits of a proposal's prior; the best proposal's prior win rate is 1, a
/// proposal of value v gets 0.5 + 0.5 v / best.
inline constexpr double kPriorVisits = 20.0;

/// Runs the search when the generators found a move worth playing and the budget is not 0;
/// the most visited root move becomes the best move (Generator::Playouts). Fills
/// r.playouts and r.winRate and adds a reason with the visits and win rate of the best
/// root moves.
void playoutSearch(GenContext& g, GenmoveResult& r);

}  // namespace engine
