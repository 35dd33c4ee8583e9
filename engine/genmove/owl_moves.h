// Life and death beyond 2.x's eye_finder: dragons whose status is not settled were read
// by examine()'s life pass (kill or save), and the key move is proposed (generators
// OwlAttack / OwlDefense) at a value of the order of a good shape move.
#pragma once

#include "engine/genmove/gen_context.h"

namespace engine {

/// An owl move is worth the dragon's value (the sum of its worm values, as 2.x's
/// eye_finder) but at most kOwlMoveBase + kOwlMovePerStone per stone. Valued as the whole
/// dragon, the owl moves of the budget-limited life pass (which calls many small dragons
/// CRITICAL on 9x9) outbid every shape and crawled along weak groups: over 40 games 9x9
/// against GNU Go level 1 the cap moved the mean margin from -42.9 to -24.6.
inline constexpr int kOwlMoveBase = 40;
inline constexpr int kOwlMovePerStone = 2;
int owlMoveValue(const PositionAnalysis& a, const dragon::DragonData& d);

/// For every dragon the life pass of examine() found CRITICAL: the killing move (enemy) or
/// the saving move (own), valued by owlMoveValue.
void owlMoves(GenContext& g);

/// territory: each neutral point of the 5/21 map that is safe and not isolated, valued by
/// the swing diff_terri (capped at 40, below most patterns): moves the database misses
/// still get a sensible value, and genmove passes only when no point is worth anything.
void territoryMoves(GenContext& g);

}  // namespace engine
