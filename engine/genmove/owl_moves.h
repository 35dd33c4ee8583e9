// Life and death beyond 2.x's eye_finder: dragons whose status is not settled were read
// by examine()'s life pass (kill or save), and the key move is proposed (generators
// OwlAttack / OwlDefense) at a value of the order of a good shape move.
#pragma once

#include "engine/genmove/gen_context.h"

namespace engine {

/// An owl move is worth the dragon's value (the sum of its worm values, as 2.x's
/// eye_finder) but at most kOwlMoveBase + kOwlMovePerStone per stone. Valued as the whole
/// dragon, the owl moves of the budget-limited life pass (which calls many small dragons
/// CRITICAL on 9x9) outbid every shape and crawled along weak groups; the cap raised the
/// 9x9 match margin against GNU Go level 1 (docs/measurements.md).
/// Above 13x13 the cap stays too: valued above the learned choice (100 plus its stones),
/// the owl pass's defence of a dragon it read CRITICAL lost more 19x19 games and more
/// stones, because the pass's defence points are seldom GNU Go's (docs/measurements.md).
inline constexpr int kOwlMoveBase = 40;
inline constexpr int kOwlMovePerStone = 2;
int owlMoveValue(const PositionAnalysis& a, const dragon::DragonData& d);

/// For every dragon the life pass of examine() found CRITICAL: the killing move (enemy) or
/// the saving move (own), valued by owlMoveValue.
void owlMoves(GenContext& g);

/// territory: the neutral points of the 5/21 map that are safe and not isolated, valued by
/// the swing diff_terri (capped at 40, below most patterns): moves the database misses
/// still get a sensible value, and genmove passes only when no point is worth anything.
/// Only the kTerritoryProposals biggest safe swings are proposed (ties in board order):
/// safe_move on every neutral point took a third of a 9x9 genmove.
inline constexpr int kTerritoryProposals = 6;
void territoryMoves(GenContext& g);

}  // namespace engine
