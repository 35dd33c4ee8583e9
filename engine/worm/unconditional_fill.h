// Internal to unconditional.cpp: the opponent's unlimited moves against one color's
// position, and the seki exception for isolated two-stone strings.
#pragma once

#include <vector>

#include "engine/board/board.h"
#include "engine/core/point_map.h"

namespace worm::detail {

using core::Color;
using core::Point;

/// Plays the opponent's moves of the territory test for color c on a copy of the board:
/// captures of c's strings that are not pass-alive, the fill of the pass-alive strings'
/// liberties, extensions of strings in atari, the seki decision for isolated two-stone
/// strings, and the split of the remaining empty areas into single points.
class OpponentFill {
 public:
  OpponentFill(const board::Board& b, Color c, const core::PointMap<bool>& passAlive);
  /// The position after all the opponent's moves. The stones of c left on it are its
  /// pass-alive strings, the isolated two-stone strings in seki (pairInSeki) and any string
  /// the fixed order of the captures failed to take.
  const board::Board& board() const { return m_board; }

 private:
  void captureMortal();
  bool captureString(Point s);
  void fillAliveLiberties();
  void extendAtari();
  void settleSekis();
  void splitEyes(int emptyNeighbours);

  board::Board m_board;
  Color m_color, m_opponent;
  const core::PointMap<bool>& m_alive;
  core::PointMap<bool> m_pairStone{false};  // stones of the isolated two-stone strings
  std::vector<Point> m_pairs;               // one stone of each such string
};

/// An isolated two-stone string of its color: exactly two stones, every point among the
/// eight neighbours of either stone on the board and free of other stones of that color.
bool isolatedPair(const board::Board& b, Point p);

/// The seki rule for an isolated two-stone string of the owner, on the position after the
/// opponent has captured the owner's other mortal strings, filled the liberties of the
/// pass-alive ones and extended its strings in atari (GNU Go 3.8 leaves such a pair on the
/// board where taking it would hand the owner nothing but a shape the opponent lives in).
/// The pair stands in seki when
/// - no opponent string next to its liberties is in atari, and none with two liberties has
///   them far apart (neither adjacent nor sharing a neighbour outside the pair);
/// - exactly one of those strings has four or more liberties, all of them the pair's;
/// - the pair's liberties make the zigzag: both end points (in line with the pair) and two
///   side points on opposite sides, next to different stones;
/// - unless one opponent string holds all the pair's liberties, the four-or-more-liberty
///   string does not hold exactly such a zigzag of four.
/// The rule reproduces GNU Go 3.8's answers on its unconditional.tst positions and on
/// thousands of generated variants of them; it is a reconstruction from those answers.
bool pairInSeki(const board::Board& w, Point pair);

}  // namespace worm::detail
