// The interim move choice used until the pattern-based move generation lands.
#pragma once

#include "engine/board/game.h"
#include "engine/core/random.h"

namespace engine {

/// Chooses a move for c by simple rules, in this order of value:
///  1. capture the largest enemy string in atari (ties: random);
///  2. escape from atari: extend a string in atari to more than two liberties;
///  3. a random legal move at a point that the 5/21 territory map (all stones alive) gives
///     to neither player, that does not fill an own single-point eye, is not self-atari of
///     more than one stone, and is not on the first line early in the game;
///  4. pass when nothing is left.
core::Point interimMove(const board::Game& game, core::Color c, core::Random& rng);

/// True if p is an empty point whose every on-board neighbour is a stone of c (an eye of c).
bool isSimpleEye(const board::Board& b, core::Point p, core::Color c);

}  // namespace engine
