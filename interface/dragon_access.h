// The dragon analysis of an engine's current position, built on the worm module's
// analysis (reading with the engine's -D -B -F -K limits and reading cache).
#pragma once

#include "engine/dragon/dragon.h"
#include "engine/genmove/engine.h"

namespace iface {

/// make_dragons for the engine's game position (worms from the engine's WormState).
dragon::DragonAnalysis analyzeDragons(engine::Engine& engine);

}  // namespace iface
