// The dragon module's debug boards for the command line: -T (dragons lettered and colored
// by safety) and -E (eye spaces), in GNU Go 2.x's style.
#pragma once

#include <string>

#include "engine/dragon/dragon.h"
#include "engine/genmove/engine.h"

namespace iface {

/// -T/--printboard: black dragons A, B, C, ... and white dragons z, y, x, ... in origin
/// order; with ansi, colored by safety (alive green, unknown yellow, critical red, dead cyan).
std::string dragonBoardText(const board::Board& b, const dragon::DragonAnalysis& dragons,
                            bool ansi);
/// -E: stones X/O, eye-space points x (Black's) / o (White's), marginal points '!'.
std::string eyeSpaceText(const board::Board& b, const dragon::DragonAnalysis& dragons, bool ansi);

/// The ASCII `listdragons` command: one line per dragon in origin order, e.g.
/// "D4 black size 3 genus 1 heyes 0 escape 4 status alive safety alive: D4 D5 E5".
std::string dragonListText(const board::Board& b, const dragon::DragonAnalysis& dragons);

/// --decidedragon: the owl's attack and defense of the dragon at p (a stone), with the
/// owl nodes used; traceLevel > 0 adds the reading (each move tried, indented by ply, with
/// the result of its line; 2: also each node's static verdict).
std::string decideDragon(engine::Engine& e, core::Point p, int traceLevel);

}  // namespace iface
