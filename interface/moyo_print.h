// The moyo module's text output: the `-m LEVEL` debug text (notes 4.14 with ARCHITECTURE's
// fixes), the maps for the ASCII commands showterri/showmoyo/showarea, and the analysis
// that precedes it (dragons first, so DEAD stones leave the start board).
#pragma once

#include <string>

#include "engine/genmove/engine.h"
#include "moyo/moyo.h"

namespace iface {

/// `-m` bits (cumulative).
enum MoyoLevel : unsigned {
  kMoyoTerritoryMap = 1,
  kMoyoDeltaTerri = 2,
  kMoyoMoyoMap = 4,
  kMoyoDeltaMoyo = 8,
  kMoyoAreaMap = 16,  // also the weak-area trace
  kMoyoAreaList = 32,
  kMoyoMetaConnect = 64,
  kMoyoFearless = 128,  // the genmove trace (fearless override, color stack hit rate)
};

/// Runs make_dragons, then make_moyo(toMove) into the engine's moyo state (caches survive
/// while the position is unchanged) and returns that state.
moyo::Moyo& analyzeMoyo(engine::Engine& engine, core::Color toMove);

/// One map (territory 5/21, moyo 5/10 or area 4/0): header with the column letters, one line
/// per row (row numbers on both sides) and the annotations `White territory N`,
/// `Black territory N`, `W/B moyo W/B : D` after board rows 6, 8 and 10 from the top. On
/// boards too small for such a row the annotation gets its own line after the last row.
std::string moyoMapText(const board::Board& board, const moyo::Moyo& m, moyo::GridKind kind,
                        bool ansi);

/// The weak-area trace of the last make_moyo (`weak area ...` and `drag ...` lines).
std::string weakAreaTrace(const board::Board& board, const moyo::Moyo& m);

/// The area list: `area <n>  <vertex>: color <W|B>,  <s> stone  <sp> spaces` per colored area.
std::string areaListText(const board::Board& board, const moyo::Moyo& m);

/// The -m 128 text of one genmove: the fearless override line (notes 4.14, when it fired)
/// and `color stack: Q queries, H answered from the stack (P%)` (the 70-board stack's hit
/// rate in this genmove).
std::string genmoveTraceText(const engine::GenmoveResult& r);

/// Exactly what `-m level` prints for the engine's position with `toMove` to play: weak-area
/// trace (16), then maps and tables in bit order 1, 2, 4, 8, 16, 32, 64.
std::string moyoDebugText(engine::Engine& engine, core::Color toMove, unsigned level, bool ansi);

}  // namespace iface
