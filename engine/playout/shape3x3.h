// The 3x3 shapes the playout policy answers near the last move: the stones and edges on the
// eight neighbours of an empty point, packed into 16 bits, and a table of the packings
// where a move at the centre is urgent local shape (blocks, hanes, cuts, connections).
#pragma once

#include <cstdint>
#include <vector>

#include "engine/playout/playout_board.h"

namespace playout {

/// The eight neighbours of p (N, NE, E, SE, S, SW, W, NW), two bits each:
/// 0 empty, 1 black, 2 white, 3 off the board.
uint16_t neighbourCode(const PlayoutBoard& b, Point p);

/// Urgent-shape table, one bit per neighbour code and side to move.
class Shape3x3Table {
 public:
  /// The table built from the built-in diagrams (kShapeDiagrams in shape3x3.cpp).
  static const Shape3x3Table& instance();
  /// A move at the centre of `code` is urgent shape for c (Black or White).
  bool urgent(uint16_t code, Color c) const {
    return (m_bits[c == Color::Black ? 0 : 1][code >> 6] >> (code & 63)) & 1;
  }
  /// Number of codes marked for c (tests).
  int count(Color c) const;

 private:
  Shape3x3Table();
  uint64_t m_bits[2][1024] = {};
};

/// True if the 3x3 diagram (9 characters, rows top first, centre '*'; O mover, X opponent,
/// '.' empty, '?' anything, 'o' not X, 'x' not O, '#' off the board) matches `code` for
/// mover c in its drawn orientation. Exposed for the tests.
bool diagramMatches(const char* diagram, uint16_t code, Color c);

}  // namespace playout
