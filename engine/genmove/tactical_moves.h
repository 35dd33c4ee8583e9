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

/// Beyond 2.x: the strings of a dragon that examine()'s life pass read as DEAD are not
/// defended (the defence saves a string, not the group: late in lost games the defender
/// filled its own liberties inside a dead group), and attacking a string of a dead enemy
/// dragon keeps 1/kDeadDragonAttackDivisor of its value.
inline constexpr int kDeadDragonAttackDivisor = 3;
/// The life pass read the dragon and found it DEAD.
bool readAsLost(const dragon::DragonData& d);
/// A tactical move's value once the string's dragon is known: unchanged unless
/// readAsLost(d); then 0 for a defence, value / kDeadDragonAttackDivisor for an attack.
int valueForDragon(const dragon::DragonData& d, bool attacker, int value);

void attacker(GenContext& g, ShapeEffects& fx);
void defender(GenContext& g, ShapeEffects& fx);
void eyeFinder(GenContext& g, const ShapeEffects& fx);

}  // namespace engine
