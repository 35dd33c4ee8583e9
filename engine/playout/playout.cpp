#include "engine/playout/playout.h"

#include <cstdlib>

#include "engine/board/move_tactics.h"
#include "engine/playout/playout_tactics.h"
#include "engine/playout/shape3x3.h"

namespace playout {

using core::kDirections;

namespace {

// A self-atari of two or more stones (a lone stone may be thrown in).
bool badSelfAtari(const PlayoutBoard& b, Point p, Color c) {
  return board::isSelfAtari(b, p, c) && board::stringSizeAfter(b, p, c) >= 2;
}

// A move saving c's string at s from atari: capture an enemy string in atari next to it,
// else extend at its liberty when that gives two liberties.
Point saveMove(const PlayoutBoard& b, Point s, Color c) {
  const Color o = core::opponent(c);
  Point q = s;
  do {
    for (int d : kDirections) {
      const Point n = static_cast<Point>(q + d);
      if (b.at(n) == o && b.inAtari(n)) {
        const Point lib = b.atariLiberty(n);
        if (b.legal(lib, c)) return lib;
      }
    }
    q = b.nextStone(q);
  } while (q != s);
  const Point lib = b.atariLiberty(s);
  return b.legal(lib, c) && board::savedBy(b, lib, c) > 0 ? lib : core::kNoPoint;
}

// Answers to the last move: capture it, save own strings it put in atari.
Point tacticalReply(const PlayoutBoard& b, Color c, Point last) {
  if (b.inAtari(last)) {
    const Point lib = b.atariLiberty(last);
    if (b.legal(lib, c)) return lib;
  }
  for (int d : kDirections) {
    const Point n = static_cast<Point>(last + d);
    if (b.at(n) != c || !b.inAtari(n)) continue;
    const Point save = saveMove(b, n, c);
    if (save != core::kNoPoint) return save;
  }
  return core::kNoPoint;
}

// Urgent 3x3 shape on the eight points around the last move, one chosen at random.
Point shapeReply(const PlayoutBoard& b, Color c, Point last, core::Random& rng) {
  constexpr int s = core::kStride;
  constexpr int kAround[8] = {-s, -s + 1, 1, s + 1, s, s - 1, -1, -s - 1};
  const Shape3x3Table& table = Shape3x3Table::instance();
  Point found[8];
  int n = 0;
  for (int d : kAround) {
    const Point p = static_cast<Point>(last + d);
    if (b.at(p) != Color::Empty || !table.urgent(neighbourCode(b, p), c)) continue;
    if (b.legal(p, c) && !badSelfAtari(b, p, c)) found[n++] = p;
  }
  return n == 0 ? core::kNoPoint : found[rng.below(static_cast<uint32_t>(n))];
}

// A random move may go to p: legal, no own eye, no self-atari of two or more stones. Two
// empty neighbours settle all three at once.
bool randomCandidate(const PlayoutBoard& b, Point p, Color c) {
  int empty = 0;
  for (int d : kDirections) empty += b.at(static_cast<Point>(p + d)) == Color::Empty;
  if (empty >= 2) return true;
  return b.legal(p, c) && !b.isOwnEye(p, c) && !badSelfAtari(b, p, c);
}

Point randomMove(const PlayoutBoard& b, Color c, core::Random& rng) {
  const int count = b.emptyCount();
  if (count == 0) return core::kNoPoint;
  const int start = static_cast<int>(rng.below(static_cast<uint32_t>(count)));
  for (int k = 0; k < count; ++k) {
    int i = start + k;
    if (i >= count) i -= count;
    const Point p = b.empty(i);
    if (randomCandidate(b, p, c)) return p;
  }
  return core::kNoPoint;
}

// An enemy string next to c's own previous move still in atari (the enemy left it): take it.
Point followUpCapture(const PlayoutBoard& b, Color c, Point previous) {
  if (previous == core::kNoPoint || b.at(previous) != c) return core::kNoPoint;
  const Color o = core::opponent(c);
  for (int d : kDirections) {
    const Point n = static_cast<Point>(previous + d);
    if (b.at(n) != o || !b.inAtari(n)) continue;
    const Point lib = b.atariLiberty(n);
    if (b.legal(lib, c)) return lib;
  }
  return core::kNoPoint;
}

}  // namespace

Point choosePlayoutMove(const PlayoutBoard& b, Color c, core::Random& rng) {
  const Point last = b.lastMove();
  Point p = core::kNoPoint;
  if (last != core::kNoPoint) {
    p = tacticalReply(b, c, last);
    if (p == core::kNoPoint) p = nakadeReply(b, c, last);
    if (p == core::kNoPoint) p = lowLibertyReply(b, c, last, rng);
  }
  if (p == core::kNoPoint) p = followUpCapture(b, c, b.previousMove());
  if (p == core::kNoPoint && last != core::kNoPoint) p = shapeReply(b, c, last, rng);
  return p != core::kNoPoint ? p : randomMove(b, c, rng);
}

int stonesPlaced(const board::Board& b) {
  int balance = b.captured(Color::Black) - b.captured(Color::White);
  for (Point p : b.geometry())
    balance += b.at(p) == Color::Black ? 1 : b.at(p) == Color::White ? -1 : 0;
  return balance;
}

PlayoutOutcome playToEnd(PlayoutBoard& board, Color first, core::Random& rng,
                         std::vector<Point>* moves, PlayoutEnd end) {
  const int area = board.size() * board.size();
  const int limit = board.moveCount() + 3 * area;
  Color toMove = first;
  int passes = 0;
  // Captures worth a third of the board decide the game: stop there.
  const int start = board.stoneBalance();
  while (passes < 2 && board.moveCount() < limit &&
         (end == PlayoutEnd::Finished || std::abs(board.stoneBalance() - start) * 3 <= area)) {
    const Point p = choosePlayoutMove(board, toMove, rng);
    if (moves != nullptr) moves->push_back(p);
    if (p == core::kNoPoint) {
      board.pass();
      ++passes;
    } else {
      board.play(p, toMove);
      passes = 0;
    }
    toMove = core::opponent(toMove);
  }
  return {board.blackArea(), board.moveCount()};
}

void PlayoutStats::add(const PlayoutBoard& final, int blackArea) {
  ++m_count;
  m_sum += blackArea;
  m_margins.push_back(blackArea);
  for (int y = 0; y < final.size(); ++y)
    for (int x = 0; x < final.size(); ++x) {
      const Point p = core::toPoint(x, y);
      Color owner = final.at(p);
      if (owner == Color::Empty) owner = final.emptyOwner(p);
      m_owner[p] += owner == Color::Black ? 2 : owner == Color::Empty ? 1 : 0;
    }
}

double PlayoutStats::blackWins(double komi) const {
  if (m_count == 0) return 0.5;
  double wins = 0.0;
  for (int m : m_margins) wins += m > komi ? 1.0 : m == komi ? 0.5 : 0.0;
  return wins / m_count;
}

}  // namespace playout
