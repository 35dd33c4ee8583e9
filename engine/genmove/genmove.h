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

/// The seed of one genmove's random generator: `--seed`, the position's stones and the
/// side to move. The same position gives the same move whatever the commands before it (a
/// regression case alone or inside its file, a position reached twice in a game).
inline constexpr uint64_t kWhiteToMoveSalt = 0x9e3779b97f4a7c15ULL;
uint64_t positionSeed(uint64_t seed, uint64_t positionHash, core::Color toMove);

/// Generates the move for c (not played) with its explanation. Reseeds the engine's random
/// generator with positionSeed first.
GenmoveResult generateMove(Engine& engine, core::Color c, GenmoveMode mode = GenmoveMode::Normal);

/// GTP lz-analyze: the genmove stages up to the candidates for c (the move budget bounds
/// them), then the search chooser's search from the position with their priors, shown by
/// the observer, until the engine's stop flag is set. Nothing is played or kept.
void analyzePosition(Engine& engine, core::Color c, const playout::SearchObserver& observer);

/// The -m 128 trace line of the fearless override (notes 4.14): `genmove() recommended
/// <move> val <v> but we play <big> with new val <bv>, t <territory balance>`.
std::string fearlessTraceLine(const core::Geometry& geo, core::Point recommended, int value,
                              core::Point big, int bigValue, int territoryBalance);

}  // namespace engine
