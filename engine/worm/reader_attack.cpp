// Attacking strings with one to four liberties.
#include <vector>

#include "engine/worm/reader.h"

namespace worm {

using core::opponent;

int Reader::attack1(Point str, Point* move) {
  core::PointList libs;
  m_board.liberties(str, libs);
  const Color attacker = opponent(m_board.at(str));
  int best = kLose;
  bool snapback = false;
  bool takenBack = false;
  {
    ReadingMove mv(*this, libs[0], attacker);
    if (mv) {
      *move = libs[0];
      best = mv.captureCap();
      snapback = m_board.libertyCount(libs[0]) == 1 && m_board.koPoint() == core::kNoPoint;
      takenBack = snapback && isSnapback(libs[0]);
    }
  }
  if (best == kWin && snapback && !m_ladderOnly) {
    Point alt = *move;
    const int safe = preferSafeCapture(str, &alt);
    if (safe == kWin) {
      *move = alt;
      return kWin;
    }
    // The capture is taken back: a rescue that wins only through a ko is still an attack.
    if (takenBack) {
      best = safe;
      *move = alt;
    }
  }
  if (best == kWin && takenBack) best = kLose;
  if (best == kWin || m_ladderOnly || depthPly() > m_limits.koDepth) return best;
  // The capture is a ko (or impossible): first taking liberties from the defender's strings
  // around the capturing point may make it unconditional.
  MoveList moves;
  const Point head = m_board.stringAt(str);
  for (int d : core::kDirections) {
    const Point n = static_cast<Point>(libs[0] + d);
    if (m_board.at(n) == Color::Empty) moves.add(n);
    if (m_board.at(n) != opponent(attacker) || m_board.stringAt(n) == head) continue;
    if (m_board.libertyCount(n) > 3) continue;
    core::PointList theirs;
    m_board.liberties(n, theirs);
    for (Point q : theirs)
      if (q != libs[0]) moves.add(q);
  }
  Point alt = core::kNoPoint;
  const int code = tryAttackMoves(str, moves, &alt);
  if (code > best) {
    best = code;
    *move = alt;
  }
  return best;
}

bool Reader::isSnapback(Point capturer) {
  // The capturing string (more than one stone) is left in atari: the defender's recapture
  // takes it, and unless the recapturing stone can be taken back at once, the capture lost.
  if (m_board.stringSize(capturer) < 2) return false;
  core::PointList libs;
  m_board.liberties(capturer, libs);
  const Color defender = opponent(m_board.at(capturer));
  board::ScopedMove recapture(m_board, libs[0], defender);
  return recapture && m_board.libertyCount(libs[0]) > 1;
}

int Reader::preferSafeCapture(Point str, Point* move) {
  // The capture leaves the capturing string in atari (it is recaptured in a snapback):
  // first look for a win that rescues the attacker's endangered strings instead.
  MoveList moves;
  addOwnAtariRescues(str, moves);
  const Point capture = *move;
  int best = kLose;
  for (int i = 0; i < moves.size && best < kWin; ++i) {
    if (moves.points[i] == capture) continue;
    MoveList one;
    one.add(moves.points[i]);
    Point alt = core::kNoPoint;
    const int code = tryAttackMoves(str, one, &alt);
    if (code > best) {
      best = code;
      *move = alt;
    }
  }
  return best;
}

int Reader::attack2(Point str, Point* move) {
  MoveList moves;
  addLiberties(str, moves);
  if (!m_ladderOnly) {
    addOwnAtariRescues(str, moves);
    if (depthPly() <= m_limits.backfillDepth) {
      addLibertyRescues(str, moves);
      addNetMoves(str, moves);
      addBackfill(str, moves);
    }
    if (plies() <= 1) addSecondOrderLiberties(str, moves);
    if (plies() == 0) addLibertiesOfNeighbours(str, 3, m_board.at(str), moves);
  }
  return tryAttackMoves(str, moves, move);
}

int Reader::attack34(Point str, int libs, Point* move) {
  MoveList moves;
  addLiberties(str, moves);
  addOwnAtariRescues(str, moves);
  addCounterAtaris(str, moves);
  if (libs == 3 && depthPly() <= m_limits.backfillDepth) {
    addBackfill(str, moves);
    addNetMoves(str, moves);
    addEdgeClosings(str, moves);
  }
  if (plies() <= 1) {
    addSecondOrderLiberties(str, moves);
    addOwnWeakRescues(str, core::kNoPoint, moves);
  } else if (plies() == 2 || (plies() == 4 && libertiesEnclosed(str))) {
    // The defender's reply threatened an attacker string beside str (reading.tst 108);
    // two moves further down too when str cannot run (the race of reading.tst 21).
    addOwnWeakRescues(str, m_lastMove, moves);
  }
  // The attacker's second move in a defence question: around a three-liberty string the
  // second-order liberties too (reading.tst 197; at two plies, in attack questions, they
  // cost owl answers).
  if (plies() == 3 && libs == 3) addSecondOrderLiberties(str, moves);
  if (plies() == 0) addLibertiesOfNeighbours(str, 3, m_board.at(str), moves);
  // Deep in the tree a three-liberty string is attacked without branching: only the best
  // ordered candidate is read (GNU Go 3's branch depth).
  const int width = libs == 3 && depthPly() > m_limits.branchDepth ? 1 : MoveList::kMax;
  return tryAttackMoves(str, moves, move, width);
}

}  // namespace worm
