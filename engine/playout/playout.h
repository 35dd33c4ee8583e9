// Random games to the end from a position (Monte-Carlo playouts) with a light policy:
// answer the last move tactically (capture it, save own strings it put in atari, nakade,
// the two-liberty tactics of playout_tactics.h), then urgent 3x3 shape next to it, else a
// random move that neither fills an own eye nor puts two or more own stones in atari. The
// final position is counted by area.
#pragma once

#include <vector>

#include "engine/core/point_map.h"
#include "engine/core/random.h"
#include "engine/playout/playout_board.h"

namespace playout {

/// The policy's move for c, or kNoPoint when c has none (c passes).
Point choosePlayoutMove(const PlayoutBoard& b, Color c, core::Random& rng);

/// The outcome of one playout.
struct PlayoutOutcome {
  int blackArea = 0;  ///< Black's area margin (no komi)
  int moves = 0;      ///< moves played, passes included
};

/// Stones Black placed minus stones White placed so far (on the board plus captured): what
/// territory counting takes off an area margin (territory + prisoners = area - stones placed).
int stonesPlaced(const board::Board& b);

/// When a playout stops before both sides pass.
enum class PlayoutEnd {
  LargeCapture,  ///< also once captures worth a third of the board decide the game (search)
  Finished,      ///< only at two passes or the move limit (the score estimate counts the end)
};

/// Plays `board` to the end, `first` to move. The board holds the final position after.
/// With `moves`, every move is appended to it (kNoPoint for a pass).
PlayoutOutcome playToEnd(PlayoutBoard& board, Color first, core::Random& rng,
                         std::vector<Point>* moves = nullptr,
                         PlayoutEnd end = PlayoutEnd::LargeCapture);

/// Ownership and margin statistics of many playouts from one position.
class PlayoutStats {
 public:
  void add(const PlayoutBoard& final, int blackArea);
  int count() const { return m_count; }
  /// Mean area margin for Black (no komi).
  double meanBlackArea() const { return m_count ? m_sum / m_count : 0.0; }
  /// Fraction of playouts Black won with komi `komi`.
  double blackWins(double komi) const;
  /// Fraction of playouts p ended Black's (stone or eye), ties half.
  double blackOwns(core::Point p) const { return m_count ? m_owner[p] / (2.0 * m_count) : 0.5; }

 private:
  int m_count = 0;
  double m_sum = 0.0;
  core::PointMap<int> m_owner{0};  // 2 per Black point, 1 per neutral one
  std::vector<int> m_margins;
};

}  // namespace playout
