#include "engine/dragon/ownership.h"

#include <vector>

#include "engine/core/random.h"

namespace dragon {
namespace {

using core::kDirections;

/// An empty point whose neighbours are all c's stones (or the edge), and which is not a
/// false eye (at most one enemy diagonal, none on the edge).
bool isOwnEye(const board::Board& b, Point p, Color c) {
  for (int d : kDirections) {
    const Color n = b.at(static_cast<Point>(p + d));
    if (n != c && n != Color::Border) return false;
  }
  int enemy = 0, off = 0;
  for (int d : core::kDiagonals) {
    const Point q = static_cast<Point>(p + d);
    if (!b.onBoard(q))
      ++off;
    else if (b.at(q) == core::opponent(c))
      ++enemy;
  }
  return off > 0 ? enemy == 0 : enemy <= 1;
}

/// Tries p for c; keeps it (true) unless illegal, an own eye, or a self-atari of two or
/// more stones that captures nothing (such moves would break sekis).
bool tryPlayoutMove(board::Board& b, Point p, Color c) {
  if (isOwnEye(b, p, c) || !b.tryMove(p, c)) return false;
  if (b.libertyCount(p) == 1 && b.stringSize(p) >= 2 && b.lastCaptureCount() == 0) {
    b.popMove();
    return false;
  }
  return true;
}

/// Answers to the last move: capture an enemy string in atari next to it, or save an own
/// string it put in atari by extending (when that gives two or more liberties). Returns the
/// move played, or kNoPoint.
Point playTacticalMove(board::Board& b, Color c, Point last) {
  if (last == core::kNoPoint || !core::isStone(b.at(last))) return core::kNoPoint;
  std::vector<Point> libs;
  for (int d : core::kDirections) {
    const Point n = static_cast<Point>(last + d);
    if (b.at(n) != c || b.libertyCount(n) != 1) continue;
    libs.clear();
    b.liberties(n, libs);
    if (!b.tryMove(libs[0], c)) continue;
    if (b.libertyCount(libs[0]) >= 2) return libs[0];
    b.popMove();
  }
  if (b.libertyCount(last) == 1) {
    libs.clear();
    b.liberties(last, libs);
    if (tryPlayoutMove(b, libs[0], c)) return libs[0];
  }
  return core::kNoPoint;
}

/// Plays one random move for c (a new frame) and returns it, or kNoPoint: c passes.
Point playRandomMove(board::Board& b, Color c, core::Random& rng, std::vector<Point>& empties) {
  // Cheap first tries: random board points; the full scan below decides when to pass.
  const auto& geo = b.geometry();
  for (int attempt = 0; attempt < 8; ++attempt) {
    const Point p = geo.begin()[rng.below(static_cast<uint32_t>(geo.numPoints()))];
    if (b.at(p) == Color::Empty && tryPlayoutMove(b, p, c)) return p;
  }
  empties.clear();
  for (Point p : b.geometry())
    if (b.at(p) == Color::Empty) empties.push_back(p);
  const size_t n = empties.size();
  if (n == 0) return core::kNoPoint;
  const size_t start = rng.below(static_cast<uint32_t>(n));
  for (size_t k = 0; k < n; ++k) {
    const Point p = empties[(start + k) % n];
    if (tryPlayoutMove(b, p, c)) return p;
  }
  return core::kNoPoint;
}

}  // namespace

OwnershipEstimate OwnershipEstimate::run(board::Board& b, int playouts, uint64_t seed) {
  OwnershipEstimate est;
  core::Random rng(seed);
  std::vector<Point> empties;
  const int maxMoves = 3 * b.geometry().numPoints();
  for (int g = 0; g < playouts; ++g) {
    int frames = 0, passes = 0;
    Color toMove = (g % 2 == 0) ? Color::Black : Color::White;
    Point last = core::kNoPoint;
    while (passes < 2 && frames < maxMoves) {
      Point played = playTacticalMove(b, toMove, last);
      if (played == core::kNoPoint) played = playRandomMove(b, toMove, rng, empties);
      last = played;
      if (played != core::kNoPoint) {
        ++frames;
        passes = 0;
      } else {
        ++passes;
      }
      toMove = core::opponent(toMove);
    }
    for (Point p : b.geometry()) {
      Color owner = b.at(p);
      if (owner == Color::Empty) {
        bool black = false, white = false;
        for (int d : kDirections) {
          const Color n = b.at(static_cast<Point>(p + d));
          black |= n == Color::Black;
          white |= n == Color::White;
        }
        if (black != white) owner = black ? Color::Black : Color::White;
        if (black && white) est.m_shared[p] += 1.0;
      }
      if (owner == Color::Black) est.m_black[p] += 1.0;
      if (owner == Color::Empty) est.m_black[p] += 0.5;
    }
    for (; frames > 0; --frames) b.popMove();
  }
  for (Point p : b.geometry()) {
    est.m_black[p] /= playouts > 0 ? playouts : 1;
    est.m_shared[p] /= playouts > 0 ? playouts : 1;
  }
  return est;
}

}  // namespace dragon
