// Positions the search tests share.
#pragma once

#include "engine/board/diagram.h"

namespace playout {

/// 9x9: a White string of five in atari among Black stones (the capture is the move).
inline board::Board capturablePosition() {
  return board::boardFromDiagram(
      ". . . . . . . . .\n"
      ". . . . . . . . .\n"
      ". . X X X X X . .\n"
      ". X O O O O O X .\n"
      ". . X X X X . . .\n"
      ". . . . . . . . .\n"
      ". . . . . . . . .\n"
      ". . . . . . . . .\n"
      ". . . . . . . . .\n");
}

}  // namespace playout
