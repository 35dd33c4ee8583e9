// Prior knowledge for the nodes the tree search expands: cheap local features of a move
// (captures, escapes from atari, urgent 3x3 shape next to the last move, self-atari, the
// first line of an empty region) as virtual wins and visits, so the few playouts a node
// gets go to sensible moves first (MoGo's prior knowledge, with our own features). The
// tactical features are engine/board/move_tactics.h's.
#pragma once

#include "engine/playout/playout_board.h"

namespace playout {

/// Knowledge about one move: `visits` virtual playouts of which a fraction `winRate` won.
struct Knowledge {
  float visits = 0.0f;
  float winRate = 0.5f;
};

/// The knowledge of c playing p on b. Precondition: b.legal(p, c).
Knowledge nodeKnowledge(const PlayoutBoard& b, Point p, Color c);

}  // namespace playout
