// Life and death beyond 2.x's eye_finder: dragons whose status is not settled were read
// by examine()'s life pass (kill or save), and the key move is proposed with the dragon's
// value (generators OwlAttack / OwlDefense).
#pragma once

#include "engine/genmove/gen_context.h"

namespace engine {

/// For every dragon the life pass of examine() found CRITICAL: the killing move (enemy) or
/// the saving move (own), valued as the dragon (the sum of its worm values).
void owlMoves(GenContext& g);

/// territory: each neutral point of the 5/21 map that is safe and not isolated, valued by
/// the swing diff_terri (capped at 40, below most patterns): moves the database misses
/// still get a sensible value, and genmove passes only when no point is worth anything.
void territoryMoves(GenContext& g);

}  // namespace engine
