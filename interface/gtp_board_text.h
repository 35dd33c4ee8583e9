// Board helpers for GTP answers: GNU Go's showboard text and free handicap placement.
#pragma once

#include <string>
#include <vector>

#include "engine/board/board.h"

namespace iface {

/// GNU Go's star points ("+" in showboard) on a size x size board.
bool isHoshiPoint(int size, core::Point p);

/// GNU Go 3.8's showboard body: column letters, rows top first with numbers on both sides,
/// star points as '+', the capture counts beside the middle rows. No leading newline.
std::string showboardText(const board::Board& b);

/// n handicap stones for place_free_handicap: the fixed points while they suffice, then
/// points as far as possible from the stones already placed (deterministic).
/// Precondition: 2 <= n < size * size.
std::vector<core::Point> freeHandicapPoints(int size, int n);

}  // namespace iface
