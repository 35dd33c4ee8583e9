// A board for random games to the end (Monte-Carlo playouts): no undo and no hash, copied
// from the game position for each playout. Strings keep pseudo-liberties (one per
// stone-empty adjacency) with their sum and sum of squares, so "in atari" and the atari
// liberty are exact without liberty lists.
#pragma once

#include <array>
#include <cstdint>

#include "engine/board/board.h"

namespace playout {

using core::Color;
using core::Point;

class PlayoutBoard {
 public:
  /// The position of b (stones, ko for the side to move next). b's open frames are read as
  /// they stand.
  explicit PlayoutBoard(const board::Board& b);

  int size() const { return m_size; }
  Color at(Point p) const { return static_cast<Color>(m_color[p]); }
  /// Empty points, in no particular order.
  int emptyCount() const { return m_emptyCount; }
  Point empty(int i) const { return m_empty[i]; }
  /// The point the side to move may not retake, or kNoPoint.
  Point koPoint() const { return m_ko; }
  Point lastMove() const { return m_last; }
  /// The move before the last one (the side to move's own previous move), or kNoPoint.
  Point previousMove() const { return m_previous; }
  /// Stones of Black minus stones of White.
  int stoneBalance() const { return m_stoneBalance; }
  int moveCount() const { return m_moves; }
  /// Head of the string through the stone at p.
  Point stringAt(Point p) const { return m_head[p]; }
  int stringSize(Point p) const { return m_stones[m_head[p]]; }
  /// Next stone in the circular list of p's string.
  Point nextStone(Point p) const { return m_next[p]; }
  /// The string through the stone at p has exactly one liberty.
  bool inAtari(Point p) const;
  /// Its liberty. Precondition: inAtari(p).
  Point atariLiberty(Point p) const;

  /// Legal for c under simple ko (suicide is illegal).
  bool legal(Point p, Color c) const;
  /// Every neighbour is c's stone or the edge, and at most one diagonal (none on the edge)
  /// is the opponent's: filling it would only hurt c.
  bool isOwnEye(Point p, Color c) const;
  /// Plays c at p. Precondition: legal(p, c).
  void play(Point p, Color c);
  /// A pass: clears the ko point.
  void pass();
  /// Stones captured by the last play.
  int lastCaptures() const { return m_lastCaptures; }

  /// The color of the stones around the empty point p when only one color borders it,
  /// else Color::Empty.
  Color emptyOwner(Point p) const;
  /// Area margin for Black: stones plus empty points bordered by Black only, minus the
  /// same for White (no komi).
  int blackArea() const;

 private:
  void addLiberty(Point head, Point lib) {
    ++m_libs[head], m_libSum[head] += lib, m_libSum2[head] += int64_t(lib) * lib;
  }
  void removeLiberty(Point head, Point lib) {
    --m_libs[head], m_libSum[head] -= lib, m_libSum2[head] -= int64_t(lib) * lib;
  }
  void addEmpty(Point p) {
    m_emptyIndex[p] = static_cast<int16_t>(m_emptyCount);
    m_empty[m_emptyCount++] = p;
  }
  void removeEmpty(Point p);
  void merge(Point keep, Point other);
  int capture(Point head);

  int m_size;
  int m_emptyCount = 0;
  int m_moves = 0;
  int m_lastCaptures = 0;
  Point m_ko = core::kNoPoint;
  Point m_last = core::kNoPoint;
  Point m_previous = core::kNoPoint;
  int m_stoneBalance = 0;
  std::array<uint8_t, core::kMaxArea> m_color{};
  std::array<Point, core::kMaxArea> m_head{};
  std::array<Point, core::kMaxArea> m_next{};
  std::array<int16_t, core::kMaxArea> m_stones{};  // by head
  std::array<int16_t, core::kMaxArea> m_libs{};    // pseudo-liberties, by head
  std::array<int32_t, core::kMaxArea> m_libSum{};  // by head
  std::array<int64_t, core::kMaxArea> m_libSum2{};
  std::array<int16_t, core::kMaxArea> m_emptyIndex{};
  std::array<Point, core::kMaxSize * core::kMaxSize> m_empty{};
};

}  // namespace playout
