// A small ladder-capable tactical reader used by the dragon module until the worm module's
// reader is wired in: per string, can it be captured, and can it then be saved.
#pragma once

#include "engine/board/board.h"

namespace dragon {

using core::Color;
using core::Point;

/// Tactical facts for one string (GNU Go's worm attack/defend fields).
struct WormTactics {
  Point attackPoint = core::kNoPoint;   ///< move that captures, kNoPoint if none found
  Point defensePoint = core::kNoPoint;  ///< move that saves it after an attack, or kNoPoint
  bool attackable() const { return attackPoint != core::kNoPoint; }
  /// Attackable and no defense: tactically dead.
  bool lost() const { return attackable() && defensePoint == core::kNoPoint; }
};

/// Reads strings with at most two liberties (ladders included) with a node budget.
class Tactics {
 public:
  explicit Tactics(board::Board& b, int nodeBudget = 3000) : m_board(b), m_budget(nodeBudget) {}
  /// Attack and defense points for the string through s (board unchanged afterwards).
  WormTactics read(Point s);
  /// True if the attacker, moving first, captures the string through s; sets *move.
  bool attack(Point s, int depth, Point* move);
  /// True if the owner, moving first, saves the string through s; sets *move.
  bool defend(Point s, int depth, Point* move);

 private:
  bool captured(Point s, Color owner) const { return m_board.at(s) != owner; }
  board::Board& m_board;
  int m_budget;
  int m_nodes = 0;
};

}  // namespace dragon
