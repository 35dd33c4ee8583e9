// The engine's judgement of one position (engine::examine), as the pictures, the SGF
// analysis and the GoGui commands show it: dragons (worm reading included) with the moyo
// module's weak-area verdicts, and the moyo state of make_moyo for the side to move (the
// same analysis as the moyo GTP commands, so `moyo_map territory` and the pictures agree).
#pragma once

#include <string>

#include "engine/dragon/dragon.h"
#include "engine/genmove/engine.h"
#include "moyo/moyo.h"

namespace iface {

struct Judgement {
  dragon::DragonAnalysis dragons;  ///< safety raised to CRITICAL in weak areas
  moyo::Moyo& moyo;                ///< the engine's moyo state after make_moyo(toMove)
  core::Color toMove;
};

/// Analyses the engine's current position for `toMove`.
Judgement judge(engine::Engine& engine, core::Color toMove);

/// Owner of p in one grid: Black, White or Empty (neutral). A live stone owns its point.
core::Color gridOwner(const moyo::Moyo& m, moyo::GridKind kind, core::Point p);

/// "alive", "dead", "critical", "unknown" of the dragon at p (precondition: a stone).
const char* safetyName(const Judgement& j, core::Point p);

}  // namespace iface
