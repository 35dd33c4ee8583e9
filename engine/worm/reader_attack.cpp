// Attacking strings with one to four liberties.
#include <vector>

#include "engine/worm/reader.h"

namespace worm {

using core::opponent;

int Reader::attack1(Point str, Point* move) {
  std::vector<Point> libs;
  m_board.liberties(str, libs);
  const Color attacker = opponent(m_board.at(str));
  ReadingMove mv(*this, libs[0], attacker);
  if (!mv) return kLose;
  *move = libs[0];
  return mv.cap();
}

int Reader::attack2(Point str, Point* move) {
  MoveList moves;
  addLiberties(str, moves);
  if (!m_ladderOnly) {
    addOwnAtariRescues(str, moves);
    if (m_stackp <= m_limits.backfillDepth) {
      addNetMoves(str, moves);
      addBackfill(str, moves);
    }
    if (m_stackp <= 1) addSecondOrderLiberties(str, moves);
  }
  return tryAttackMoves(str, moves, move);
}

int Reader::attack34(Point str, int libs, Point* move) {
  MoveList moves;
  addLiberties(str, moves);
  addOwnAtariRescues(str, moves);
  if (libs == 3 && m_stackp <= m_limits.backfillDepth) {
    addBackfill(str, moves);
    addNetMoves(str, moves);
  }
  return tryAttackMoves(str, moves, move);
}

}  // namespace worm
