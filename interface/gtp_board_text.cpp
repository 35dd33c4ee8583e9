#include "interface/gtp_board_text.h"

#include <algorithm>
#include <cstdio>

#include "engine/board/game.h"
#include "engine/core/point_map.h"

namespace iface {

using core::Color;
using core::Point;

namespace {

// Star lines counted from the edge: 3-3 points up to 11x11, 4-4 points above.
bool isStarLine(int size, int v) {
  const int h = size <= 11 ? 2 : 3;
  if (v == h || v == size - 1 - h) return true;
  return size % 2 == 1 && v == size / 2;
}

}  // namespace

bool isHoshiPoint(int size, Point p) {
  const int x = core::pointX(p), y = core::pointY(p);
  if (size == 2 || size == 4) return false;
  if (size == 3) return x == 1 && y == 1;
  if (size == 5) return (x == 2 && y == 2) || ((x == 1 || x == 3) && (y == 1 || y == 3));
  if (!isStarLine(size, x) || !isStarLine(size, y)) return false;
  const bool xMid = size % 2 == 1 && x == size / 2;
  const bool yMid = size % 2 == 1 && y == size / 2;
  // Side star points only from 13x13; the center on every odd size.
  return size >= 13 || xMid == yMid;
}

std::string showboardText(const board::Board& b) {
  const int size = b.size();
  std::string letters = "  ";
  for (int x = 0; x < size; ++x) (letters += ' ') += core::columnLetter(x);
  std::string out = letters;
  char buf[96];
  for (int y = 0; y < size; ++y) {
    const int row = size - y;
    std::snprintf(buf, sizeof buf, "\n%2d", row);
    out += buf;
    for (int x = 0; x < size; ++x) {
      const Point p = core::toPoint(x, y);
      const Color c = b.at(p);
      out += ' ';
      out += c == Color::Black ? 'X' : c == Color::White ? 'O' : isHoshiPoint(size, p) ? '+' : '.';
    }
    out += ' ' + std::to_string(row);
    if ((size < 10 && y == size - 2) || (size >= 10 && y == 8)) {
      std::snprintf(buf, sizeof buf, "     WHITE (O) has captured %d stones",
                    b.captured(Color::Black));
      out += buf;
    }
    if ((size < 10 && y == size - 1) || (size >= 10 && y == 9)) {
      std::snprintf(buf, sizeof buf, "     BLACK (X) has captured %d stones",
                    b.captured(Color::White));
      out += buf;
    }
  }
  return out + "\n" + letters;
}

std::vector<Point> freeHandicapPoints(int size, int n) {
  std::vector<Point> stones = board::fixedHandicapPoints(size, std::min(n, board::maxFixedHandicap(size)));
  if (static_cast<int>(stones.size()) == n) return stones;
  const core::Geometry& geo = core::Geometry::forSize(size);
  core::PointMap<int> distance(4 * core::kMaxSize);
  core::PointMap<bool> used(false);
  auto mark = [&](Point s) {
    used[s] = true;
    for (Point p : geo) {
      distance[p] = std::min(distance[p], core::manhattanDistance(p, s));
    }
  };
  for (Point s : stones) mark(s);
  while (static_cast<int>(stones.size()) < n) {
    Point best = core::kNoPoint;
    int bestValue = -1;
    for (Point p : geo) {
      if (used[p]) continue;
      const int value = distance[p] * 4 + std::min(geo.edgeDistance(p), 3);
      if (value > bestValue) {
        bestValue = value;
        best = p;
      }
    }
    stones.push_back(best);
    mark(best);
  }
  return stones;
}

}  // namespace iface
