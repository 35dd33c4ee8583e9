// Ownership estimate for the end of the game: random playouts (no filling of own eyes, no
// self-atari of larger strings) from the position, counting who owns each point at the end.
#pragma once

#include <cstdint>

#include "engine/board/board.h"
#include "engine/core/point_map.h"

namespace dragon {

using core::Color;
using core::Point;

/// Fraction of playouts each point ended as Black's (stone or eye): 0..1 per point.
class OwnershipEstimate {
 public:
  /// Runs `playouts` games to the end from b (b is restored). Deterministic for a seed.
  static OwnershipEstimate run(board::Board& b, int playouts, uint64_t seed);
  /// Fraction of playouts in which p belonged to Black.
  double black(Point p) const { return m_black[p]; }
  /// Fraction for color c.
  double of(Point p, Color c) const { return c == Color::Black ? m_black[p] : 1.0 - m_black[p]; }
  /// Fraction of playouts in which p ended empty between both colors: a liberty neither side
  /// could fill without self-atari (a seki point).
  double shared(Point p) const { return m_shared[p]; }

 private:
  core::PointMap<double> m_black{0.0};
  core::PointMap<double> m_shared{0.0};
};

}  // namespace dragon
