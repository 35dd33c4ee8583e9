// attacker(), defender() and eye_finder() (notes 6.3, 6.4): capture enemy strings that can
// be captured and saved, save own strings, make or destroy the deciding half eye of
// CRITICAL dragons. Each proposes through the BETTER_MOVE rule.
#pragma once

#include "engine/genmove/gen_context.h"
#include "engine/genmove/shapes.h"

namespace engine {

/// Value of attacking (attacker=true) or defending the worm with origin `w` before the
/// confirm_safety test (notes 6.3); `move` is the point that would be played.
int tacticalValue(GenContext& g, const worm::Worm& w, core::Point move, bool attacker);

void attacker(GenContext& g, ShapeEffects& fx);
void defender(GenContext& g, ShapeEffects& fx);
void eyeFinder(GenContext& g, const ShapeEffects& fx);

}  // namespace engine
