// Board::previewMove: a move's captures and liberties, read without playing it (the
// reader orders its candidates by them).
#include <algorithm>

#include "engine/board/board.h"

namespace board {

using core::kDirections;

// Liberties of the string p would join the friend strings into (p's empty neighbours and
// the friends' liberties but p), each counted once.
int Board::unionLiberties(Point p, const Point* friends, int nFriends) const {
  const uint32_t stamp = ++m_markStamp;
  m_mark[p] = stamp;
  int libs = 0;
  auto count = [&](Point q) {
    if (at(q) != Color::Empty || m_mark[q] == stamp) return;
    m_mark[q] = stamp;
    ++libs;
  };
  for (int d : kDirections) count(static_cast<Point>(p + d));
  for (int i = 0; i < nFriends; ++i) {
    Point q = friends[i];
    do {
      for (int d : kDirections) count(static_cast<Point>(q + d));
      q = nextStone(q);
    } while (q != friends[i]);
  }
  return libs;
}

MovePreview Board::previewMove(Point p, Color c, Point watched) const {
  MovePreview out;
  out.error = check(p, c);
  if (out.error != MoveError::None) return out;
  const Color enemy = core::opponent(c);
  const Point watchedHead = stringAt(watched);
  // The strings beside p: friends (merged into the new string) and enemies in atari.
  Point friends[4], taken[4];
  int nFriends = 0, nTaken = 0;
  for (int d : kDirections) {
    const Point n = static_cast<Point>(p + d);
    const Color nc = at(n);
    if (nc != c && nc != enemy) continue;
    const Point head = stringAt(n);
    if (nc == c) {
      if (!among(friends, nFriends, head)) friends[nFriends++] = head;
    } else if (libertyCount(n) == 1 && !among(taken, nTaken, head)) {
      taken[nTaken++] = head;
      out.captured += stringSize(n);
    }
  }
  auto isFriend = [&](Point q) { return at(q) == c && among(friends, nFriends, stringAt(q)); };
  out.joins = at(watched) == c && among(friends, nFriends, watchedHead);
  out.takes = among(taken, nTaken, watchedHead);
  // Liberties of the new string: p's empty neighbours, the friends' liberties but p, and the
  // captured stones that touch p or a friend. With at most one friend its count stands for
  // its liberties (p among them); two or more are walked, their shared liberties marked.
  int libs = 0;
  if (nFriends <= 1) {
    if (nFriends == 1) libs = libertyCount(friends[0]) - 1;
    for (int d : kDirections) {
      const Point n = static_cast<Point>(p + d);
      if (at(n) == Color::Empty && (nFriends == 0 || !adjacentToString(n, friends[0], p))) ++libs;
    }
  } else {
    libs = unionLiberties(p, friends, nFriends);
  }
  // Captured stones: liberties of the new string where they touch it, and of the watched
  // string where they touch it (a string of c's colour that p does not join).
  int freedForWatched = 0;
  for (int i = 0; i < nTaken; ++i) {
    Point q = taken[i];
    do {
      bool nearNew = false, nearWatched = false;
      for (int d : kDirections) {
        const Point n = static_cast<Point>(q + d);
        if (n == p || isFriend(n)) nearNew = true;
        if (isStone(at(n)) && stringAt(n) == watchedHead) nearWatched = true;
      }
      if (nearNew) ++libs;
      if (nearWatched) ++freedForWatched;
      q = nextStone(q);
    } while (q != taken[i]);
  }
  out.ownLibs = libs;
  if (out.joins) {
    out.watchedLibs = libs;
  } else if (!out.takes) {
    bool fills = false;
    for (int d : kDirections) {
      const Point n = static_cast<Point>(p + d);
      if (isStone(at(n)) && stringAt(n) == watchedHead) fills = true;
    }
    out.watchedLibs = libertyCount(watched) - (fills ? 1 : 0) + freedForWatched;
  }
  return out;
}

}  // namespace board
