// One genmove (notes 1, 7): examine the position, run the generators in 2.x's order
// (fuseki, semeai, shapes, attacker, defender, eye_finder, revise_semeai + a second shapes
// pass, fill_liberty), the fearless override, then the pass decision. The single highest
// value wins (BETTER_MOVE ties).
#pragma once

#include "engine/genmove/engine.h"

namespace engine {

enum class GenmoveMode : uint8_t {
  Normal,
  /// kgs-genmove_cleanup: capture every dead enemy stone before passing.
  Cleanup,
};

/// Generates the move for c (not played) with its explanation.
GenmoveResult generateMove(Engine& engine, core::Color c, GenmoveMode mode = GenmoveMode::Normal);

/// The -m 128 trace line of the fearless override (notes 4.14): `genmove() recommended
/// <move> val <v> but we play <big> with new val <bv>, t <territory balance>`.
std::string fearlessTraceLine(const core::Geometry& geo, core::Point recommended, int value,
                              core::Point big, int bigValue, int territoryBalance);

}  // namespace engine
