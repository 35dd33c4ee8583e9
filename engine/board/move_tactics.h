// What a move does to the strings around it: the stones it captures, the own string in
// atari it extends or saves, the enemy string it puts in atari, the liberties of the string it makes,
// and whether it is a self-atari. One definition for every board type: the move prior and
// the policy network's planes read board::Board, the playouts playout::PlayoutBoard. A
// board type B gives at(p), stringAt(p) (one point naming the string), nextStone(p) (the
// stones of a string in a cycle), stringSize(p) and inAtari(p); none of these functions
// plays the move.
#pragma once

#include <algorithm>
#include <array>

#include "engine/core/geometry.h"

namespace board {

using core::Color;
using core::Point;

namespace tactics_detail {

/// Up to four distinct strings next to p of color c, by their stringAt point.
template <class B>
int adjacentStrings(const B& b, Point p, Color c, std::array<Point, 4>& out) {
  int n = 0;
  for (int d : core::kDirections) {
    const Point q = static_cast<Point>(p + d);
    if (b.at(q) != c) continue;
    const Point s = b.stringAt(q);
    if (std::find(out.begin(), out.begin() + n, s) == out.begin() + n) out[n++] = s;
  }
  return n;
}

/// A set of at most `cap` points (cap <= 8).
struct SmallSet {
  std::array<Point, 8> points{};
  int count = 0;
  int cap = 0;
  bool full() const { return count >= cap; }
  void add(Point q) {
    if (full() || std::find(points.begin(), points.begin() + count, q) != points.begin() + count)
      return;
    points[static_cast<size_t>(count++)] = q;
  }
};

template <class B>
bool touchesString(const B& b, Point q, Color c, const std::array<Point, 4>& strings, int n) {
  for (int d : core::kDirections) {
    const Point r = static_cast<Point>(q + d);
    if (b.at(r) == c &&
        std::find(strings.begin(), strings.begin() + n, b.stringAt(r)) != strings.begin() + n)
      return true;
  }
  return false;
}

}  // namespace tactics_detail

/// The liberties of the string through the stone s, counted up to `cap`.
template <class B>
int libertiesUpTo(const B& b, Point s, int cap) {
  tactics_detail::SmallSet libs{{}, 0, std::min(cap, 8)};
  Point q = s;
  do {
    for (int d : core::kDirections)
      if (b.at(static_cast<Point>(q + d)) == Color::Empty) libs.add(static_cast<Point>(q + d));
    q = b.nextStone(q);
  } while (q != s && !libs.full());
  return libs.count;
}

/// Stones c captures by playing p: the enemy strings next to p in atari.
template <class B>
int capturedBy(const B& b, Point p, Color c) {
  std::array<Point, 4> enemy{};
  const int n = tactics_detail::adjacentStrings(b, p, core::opponent(c), enemy);
  int stones = 0;
  for (int k = 0; k < n; ++k)
    if (b.inAtari(enemy[static_cast<size_t>(k)])) stones += b.stringSize(enemy[static_cast<size_t>(k)]);
  return stones;
}

/// The liberties of c's string after c plays p, counted up to `cap` (at most 8): p's empty
/// neighbours, the other liberties of the own strings it joins, and the points of captured
/// stones next to the new string.
template <class B>
int libertiesAfter(const B& b, Point p, Color c, int cap) {
  using namespace tactics_detail;
  SmallSet libs{{}, 0, std::min(cap, 8)};
  std::array<Point, 4> own{}, enemy{};
  const int nOwn = adjacentStrings(b, p, c, own);
  const int nEnemy = adjacentStrings(b, p, core::opponent(c), enemy);
  for (int d : core::kDirections)
    if (b.at(static_cast<Point>(p + d)) == Color::Empty) libs.add(static_cast<Point>(p + d));
  for (int k = 0; k < nOwn && !libs.full(); ++k) {
    Point q = own[static_cast<size_t>(k)];
    do {
      for (int d : core::kDirections) {
        const Point r = static_cast<Point>(q + d);
        if (r != p && b.at(r) == Color::Empty) libs.add(r);
      }
      q = b.nextStone(q);
    } while (q != own[static_cast<size_t>(k)] && !libs.full());
  }
  for (int k = 0; k < nEnemy && !libs.full(); ++k) {
    const Point s = enemy[static_cast<size_t>(k)];
    if (!b.inAtari(s)) continue;
    Point q = s;
    do {
      const bool nextToP = core::manhattanDistance(q, p) == 1;
      if (nextToP || touchesString(b, q, c, own, nOwn)) libs.add(q);
      q = b.nextStone(q);
    } while (q != s && !libs.full());
  }
  return libs.count;
}

/// Stones of c's string after c plays p.
template <class B>
int stringSizeAfter(const B& b, Point p, Color c) {
  std::array<Point, 4> own{};
  const int n = tactics_detail::adjacentStrings(b, p, c, own);
  int stones = 1;
  for (int k = 0; k < n; ++k) stones += b.stringSize(own[static_cast<size_t>(k)]);
  return stones;
}

/// The largest own string in atari next to p (0: none): playing p extends it.
template <class B>
int extendsAtari(const B& b, Point p, Color c) {
  std::array<Point, 4> own{};
  const int n = tactics_detail::adjacentStrings(b, p, c, own);
  int largest = 0;
  for (int k = 0; k < n; ++k)
    if (b.inAtari(own[static_cast<size_t>(k)]))
      largest = std::max(largest, b.stringSize(own[static_cast<size_t>(k)]));
  return largest;
}

/// The largest own string next to p in atari that playing p saves: the new string has two
/// liberties or more (0: none). Saving by capturing the attacker is capturedBy's.
template <class B>
int savedBy(const B& b, Point p, Color c) {
  const int largest = extendsAtari(b, p, c);
  return largest > 0 && libertiesAfter(b, p, c, 2) >= 2 ? largest : 0;
}

/// The largest enemy string next to p with exactly two liberties, which playing p puts in
/// atari (0: none).
template <class B>
int atariBy(const B& b, Point p, Color c) {
  std::array<Point, 4> enemy{};
  const int n = tactics_detail::adjacentStrings(b, p, core::opponent(c), enemy);
  int largest = 0;
  for (int k = 0; k < n; ++k) {
    const Point s = enemy[static_cast<size_t>(k)];
    if (libertiesUpTo(b, s, 3) == 2) largest = std::max(largest, b.stringSize(s));
  }
  return largest;
}

/// Playing p captures nothing and leaves c's new string with at most one liberty.
template <class B>
bool isSelfAtari(const B& b, Point p, Color c) {
  return capturedBy(b, p, c) == 0 && libertiesAfter(b, p, c, 2) <= 1;
}

}  // namespace board
