// Connection distance: what it costs one colour, in half moves, to reach each point from a
// group of its strings. Where the distances of two groups add up least lie the shortest
// ways to join them; half that sum, rounded up, is the number of moves the join needs if
// the opponent does not play.
#pragma once

#include <array>
#include <cstdint>

#include "engine/board/board.h"
#include "engine/connect/connection_links.h"
#include "engine/core/point_list.h"

namespace connect {

/// The cost of entering each point for one colour, in half moves, computed when first
/// asked: own stones 0, empty points 2 (1 where the opponent cannot play, 4 where the
/// colour's own stone would be captured at once), opponent strings 2 in atari, 4 with two
/// liberties, else impassable.
class EntryCosts {
 public:
  static constexpr int kBlocked = -1;
  void reset(const board::Board& b, Color c);
  int at(Point p) {
    if (m_cost[p] == kUnknown) m_cost[p] = static_cast<int8_t>(compute(p));
    return m_cost[p];
  }
  Color color() const { return m_color; }
  /// Sets the cost of every stone of the opponent string through p (a capture that takes
  /// a forcing sequence rather than one move).
  void setString(Point p, int cost);

 private:
  static constexpr int kUnknown = -2;
  int compute(Point p) const;
  const board::Board* m_board = nullptr;
  Color m_color = Color::Empty;
  std::array<int8_t, core::kMaxArea> m_cost{};
};

/// Distances from a group (its stones and the opponent strings it found dead are 0).
class DistanceMap {
 public:
  static constexpr int kFar = 999;
  /// Distances up to `cutoff` half moves (at most kMaxCutoff); farther points stay kFar.
  void compute(const board::Board& b, EntryCosts& costs, const LinkedGroup& g, int cutoff);
  int at(Point p) const { return m_dist[p]; }
  /// The points reached (distance below kFar), in the order they were settled.
  const Point* begin() const { return m_reached.data(); }
  const Point* end() const { return m_reached.data() + m_reachedCount; }
  static constexpr int kMaxCutoff = 24;

 private:
  std::array<int16_t, core::kMaxArea> m_dist{};
  std::array<Point, core::kMaxArea> m_reached{};
  int m_reachedCount = 0;
};

}  // namespace connect
