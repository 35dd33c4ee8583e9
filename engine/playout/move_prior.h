// Prior knowledge for the nodes the tree search expands: cheap local features of a move
// (captures, escapes from atari, urgent 3x3 shape next to the last move, self-atari, the
// first line of an empty region) as virtual wins and visits, so the few playouts a node
// gets go to sensible moves first (MoGo's prior knowledge, with our own features).
#pragma once

#include "engine/playout/playout_board.h"

namespace playout {

/// A prior: `visits` virtual playouts of which a fraction `winRate` won.
struct Prior {
  float visits = 0.0f;
  float winRate = 0.5f;
};

/// The prior of c playing p on b. Precondition: b.legal(p, c).
Prior movePrior(const PlayoutBoard& b, Point p, Color c);

}  // namespace playout
