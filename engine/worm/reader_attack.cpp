// Attacking strings with one to four liberties.
#include <vector>

#include "engine/worm/reader.h"

namespace worm {

using core::opponent;

int Reader::attack1(Point str, Point* move) {
  std::vector<Point> libs;
  m_board.liberties(str, libs);
  const Color attacker = opponent(m_board.at(str));
  int best = kLose;
  {
    ReadingMove mv(*this, libs[0], attacker);
    if (mv) {
      *move = libs[0];
      best = mv.cap();
    }
  }
  if (best == kWin || m_ladderOnly || m_stackp > m_limits.koDepth) return best;
  // The capture is a ko (or impossible): first taking liberties from the defender's strings
  // around the capturing point may make it unconditional.
  MoveList moves;
  const Point head = m_board.stringAt(str);
  for (int d : core::kDirections) {
    const Point n = static_cast<Point>(libs[0] + d);
    if (m_board.at(n) == Color::Empty) moves.add(n);
    if (m_board.at(n) != opponent(attacker) || m_board.stringAt(n) == head) continue;
    if (m_board.libertyCount(n) > 2) continue;
    std::vector<Point> theirs;
    m_board.liberties(n, theirs);
    for (Point q : theirs) moves.add(q);
  }
  Point alt = core::kNoPoint;
  const int code = tryAttackMoves(str, moves, &alt);
  if (code > best) {
    best = code;
    *move = alt;
  }
  return best;
}

int Reader::attack2(Point str, Point* move) {
  MoveList moves;
  addLiberties(str, moves);
  if (!m_ladderOnly) {
    addOwnAtariRescues(str, moves);
    if (m_stackp <= m_limits.backfillDepth) {
      addLibertyRescues(str, moves);
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
