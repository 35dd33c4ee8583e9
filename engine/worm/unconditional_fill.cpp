#include "engine/worm/unconditional_fill.h"

#include <algorithm>

namespace worm::detail {
namespace {

using board::Board;
using core::PointMap;

Point step(Point p, int d) {
  return static_cast<Point>(p + d);
}

bool touchesMarked(const Board& b, Point p, const PointMap<bool>& marked) {
  for (int d : core::kDirections) {
    const Point q = step(p, d);
    if (b.onBoard(q) && marked[q]) return true;
  }
  return false;
}

int emptyNeighbours(const Board& b, Point p) {
  int n = 0;
  for (int d : core::kDirections) n += b.at(step(p, d)) == Color::Empty;
  return n;
}

bool adjacent(Point p, Point q) {
  for (int d : core::kDirections)
    if (step(p, d) == q) return true;
  return false;
}

// Two liberties of an opponent string are close when they touch or share a neighbour other
// than the pair's stones (a corner of the wall between them).
bool closeLiberties(const Board& w, Point l1, Point l2, Point a, Point b) {
  if (adjacent(l1, l2)) return true;
  for (int d : core::kDirections) {
    const Point q = step(l1, d);
    if (w.onBoard(q) && q != a && q != b && adjacent(q, l2)) return true;
  }
  return false;
}

// The zigzag: both end points of the pair (a, b) and one point on each long side, next to
// different stones and on opposite sides.
bool zigzag(const std::vector<Point>& pts, Point a, Point b) {
  const int along = b - a;
  const int across = along == core::kEast ? core::kSouth : core::kEast;
  auto has = [&](Point p) { return std::find(pts.begin(), pts.end(), p) != pts.end(); };
  if (!has(step(a, -along)) || !has(step(b, along))) return false;
  return (has(step(a, across)) && has(step(b, -across))) ||
         (has(step(a, -across)) && has(step(b, across)));
}

struct OpponentString {
  std::vector<Point> libs;
  bool allPairLibs = true;  // every liberty is one of the pair's
};

// The opponent strings next to the pair's liberties, each with its liberties.
std::vector<OpponentString> stringsAround(const Board& w, const std::vector<Point>& pairLibs,
                                          Color opponent) {
  std::vector<Point> heads;
  std::vector<OpponentString> out;
  for (Point l : pairLibs) {
    for (int d : core::kDirections) {
      const Point q = step(l, d);
      if (w.at(q) != opponent) continue;
      const Point head = w.stringAt(q);
      if (std::find(heads.begin(), heads.end(), head) != heads.end()) continue;
      heads.push_back(head);
      OpponentString s;
      w.liberties(q, s.libs);
      for (Point x : s.libs)
        s.allPairLibs =
            s.allPairLibs && std::find(pairLibs.begin(), pairLibs.end(), x) != pairLibs.end();
      out.push_back(std::move(s));
    }
  }
  return out;
}

}  // namespace

bool isolatedPair(const Board& b, Point p) {
  const Color c = b.at(p);
  if (!core::isStone(c) || b.stringSize(p) != 2) return false;
  std::vector<Point> stones;
  b.stones(p, stones);
  for (Point s : stones) {
    for (int d : core::kDirections)
      if (!b.onBoard(step(s, d)) || (b.at(step(s, d)) == c && !b.sameString(s, step(s, d))))
        return false;
    for (int d : core::kDiagonals)
      if (!b.onBoard(step(s, d)) || b.at(step(s, d)) == c) return false;
  }
  return true;
}

bool pairInSeki(const Board& w, Point pair) {
  std::vector<Point> stones, libs;
  w.stones(pair, stones);
  w.liberties(pair, libs);
  const Point a = std::min(stones[0], stones[1]), b = std::max(stones[0], stones[1]);
  const std::vector<OpponentString> around = stringsAround(w, libs, core::opponent(w.at(pair)));
  int big = 0;
  for (const OpponentString& s : around) {
    if (s.libs.size() == 1) return false;
    if (s.libs.size() == 2 && !closeLiberties(w, s.libs[0], s.libs[1], a, b)) return false;
    big += s.libs.size() >= 4 && s.allPairLibs;
  }
  if (big != 1 || !zigzag(libs, a, b)) return false;
  for (const OpponentString& s : around) {
    const bool holdsAll = std::all_of(libs.begin(), libs.end(), [&](Point l) {
      return std::find(s.libs.begin(), s.libs.end(), l) != s.libs.end();
    });
    if (holdsAll) return true;
  }
  for (const OpponentString& s : around)
    if (s.libs.size() == 4 && s.allPairLibs && zigzag(s.libs, a, b)) return false;
  return true;
}

OpponentFill::OpponentFill(const Board& b, Color c, const PointMap<bool>& passAlive)
    : m_board(b), m_color(c), m_opponent(core::opponent(c)), m_alive(passAlive) {
  for (Point p : b.geometry()) {
    if (b.at(p) != c || passAlive[p] || m_pairStone[p] || !isolatedPair(b, p)) continue;
    std::vector<Point> stones;
    b.stones(p, stones);
    for (Point s : stones) m_pairStone[s] = true;
    m_pairs.push_back(p);
  }
  captureMortal();
  fillAliveLiberties();
  extendAtari();
  settleSekis();
  splitEyes(2);
  splitEyes(1);
}

// Plays the opponent on the string's liberties (self-ataris included) until it is taken or
// no liberty is playable; the stones played stay. True if the string was captured.
bool OpponentFill::captureString(Point s) {
  std::vector<Point> libs;
  for (bool played = true; played && m_board.at(s) == m_color;) {
    played = false;
    libs.clear();
    m_board.liberties(s, libs);
    for (Point lib : libs) {
      if (m_board.at(s) != m_color) break;
      played = m_board.tryMove(lib, m_opponent) || played;
    }
  }
  return m_board.at(s) != m_color;
}

// Every string of the color that is neither pass-alive nor an isolated pair is captured if
// it can be; captures can make more captures possible, so the scan repeats.
void OpponentFill::captureMortal() {
  for (bool captured = true; captured;) {
    captured = false;
    for (Point p : m_board.geometry()) {
      if (m_board.at(p) != m_color || m_alive[p] || m_pairStone[p]) continue;
      captured = captureString(p) || captured;
    }
  }
}

void OpponentFill::fillAliveLiberties() {
  for (bool played = true; played;) {
    played = false;
    for (Point p : m_board.geometry())
      if (m_board.at(p) == Color::Empty && touchesMarked(m_board, p, m_alive) &&
          m_board.tryMove(p, m_opponent))
        played = true;
  }
}

void OpponentFill::extendAtari() {
  std::vector<Point> libs;
  for (bool played = true; played;) {
    played = false;
    for (Point p : m_board.geometry()) {
      if (m_board.at(p) != m_opponent || m_board.libertyCount(p) != 1) continue;
      libs.clear();
      m_board.liberties(p, libs);
      played = m_board.tryMove(libs[0], m_opponent) || played;
    }
  }
}

void OpponentFill::settleSekis() {
  for (Point p : m_pairs) {
    if (m_board.at(p) != m_color) continue;
    if (!pairInSeki(m_board, p)) captureString(p);
  }
  extendAtari();
}

// Splits big eyes into small ones (two empty neighbours), then two-point eyes into one-point
// eyes (one empty neighbour).
void OpponentFill::splitEyes(int need) {
  for (Point p : m_board.geometry())
    if (m_board.at(p) == Color::Empty && emptyNeighbours(m_board, p) >= need)
      m_board.tryMove(p, m_opponent);
}

}  // namespace worm::detail
