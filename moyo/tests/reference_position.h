// The reference implementation's input, read off a Board and a DragonView (tests only).
#pragma once

#include "engine/board/board.h"
#include "moyo/dragon_view.h"
#include "moyo/tests/reference_moyo.h"

namespace moyo::ref {

/// Stones, DEAD marks and prisoners of `b` as a reference Position.
inline Position fromBoard(const board::Board& b, const DragonView& view) {
  Position pos;
  const int n = b.size();
  pos.size = n;
  pos.color.assign(n, std::vector<int>(n, 0));
  pos.dead.assign(n, std::vector<int>(n, 0));
  for (int y = 0; y < n; ++y) {
    for (int x = 0; x < n; ++x) {
      const core::Color c = b.at(core::toPoint(x, y));
      if (c == core::Color::Empty) continue;
      pos.color[y][x] = c == core::Color::Black ? 1 : 2;
      pos.dead[y][x] = view.safety(core::toPoint(x, y)) == Safety::Dead;
    }
  }
  pos.blackPrisoners = b.captured(core::Color::White);
  pos.whitePrisoners = b.captured(core::Color::Black);
  return pos;
}

}  // namespace moyo::ref
