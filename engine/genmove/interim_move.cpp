#include "engine/genmove/interim_move.h"

#include <memory>
#include <vector>

#include "engine/core/point_map.h"
#include "moyo/moyo.h"

namespace engine {

using board::Board;
using core::Color;
using core::Point;

bool isSimpleEye(const Board& b, Point p, Color c) {
  if (b.at(p) != Color::Empty) return false;
  for (int d : core::kDirections) {
    const Color n = b.at(static_cast<Point>(p + d));
    if (n != c && n != Color::Border) return false;
  }
  // A false eye: two or more diagonals held by the opponent (one on the edge).
  int enemyDiagonals = 0, offBoard = 0;
  for (int d : core::kDiagonals) {
    const Color n = b.at(static_cast<Point>(p + d));
    if (n == core::opponent(c)) ++enemyDiagonals;
    if (n == Color::Border) ++offBoard;
  }
  return enemyDiagonals + (offBoard > 0 ? 1 : 0) < 2;
}

static Point bestCapture(const Board& b, Color c, const board::Game& game, core::Random& rng) {
  Point best = core::kNoPoint;
  int bestSize = 0, ties = 0;
  std::vector<Point> libs;
  for (Point p : b.geometry()) {
    if (b.at(p) != core::opponent(c) || b.stringAt(p) != p || b.libertyCount(p) != 1) continue;
    libs.clear();
    b.liberties(p, libs);
    if (game.check(libs[0], c) != board::PlayError::None) continue;
    const int size = b.stringSize(p);
    if (size > bestSize) {
      best = libs[0], bestSize = size, ties = 1;
    } else if (size == bestSize && rng.below(static_cast<uint32_t>(++ties)) == 0) {
      best = libs[0];
    }
  }
  return best;
}

static Point bestEscape(Board& b, Color c, const board::Game& game) {
  std::vector<Point> libs;
  for (Point p : b.geometry()) {
    if (b.at(p) != c || b.stringAt(p) != p || b.libertyCount(p) != 1) continue;
    libs.clear();
    b.liberties(p, libs);
    if (game.check(libs[0], c) != board::PlayError::None) continue;
    board::ScopedMove mv(b, libs[0], c);
    if (mv && b.libertyCount(libs[0]) > 2) return libs[0];
  }
  return core::kNoPoint;
}

static bool isSensible(Board& b, Point p, Color c, int moveCount) {
  if (isSimpleEye(b, p, c)) return false;
  const int size = b.size();
  if (size >= 9 && moveCount < size && b.geometry().edgeDistance(p) == 0) return false;
  board::ScopedMove mv(b, p, c);
  if (!mv) return false;
  return !(b.libertyCount(p) == 1 && b.stringSize(p) > 1);
}

// Points that the 5/21 territory map (every stone counted alive) gives to neither player.
// A stone inside settled territory changes nothing, so the interim move plays only here and
// passes once every point is settled.
static core::PointMap<bool> neutralPoints(const Board& b, Color c) {
  auto analysis = std::make_unique<moyo::Moyo>();
  analysis->makeMoyo(b, moyo::BoardDragonView(b), c);
  core::PointMap<bool> neutral(false);
  for (Point p : b.geometry()) neutral[p] = analysis->terriColor(p) == Color::Empty;
  return neutral;
}

Point interimMove(const board::Game& game, Color c, core::Random& rng) {
  Board b = game.board();  // a private copy: the game is never touched
  if (Point cap = bestCapture(b, c, game, rng); cap != core::kNoPoint) return cap;
  if (Point esc = bestEscape(b, c, game); esc != core::kNoPoint) return esc;
  const core::PointMap<bool> neutral = neutralPoints(b, c);
  std::vector<Point> candidates;
  for (Point p : b.geometry())
    if (b.at(p) == Color::Empty && neutral[p] && game.check(p, c) == board::PlayError::None &&
        isSensible(b, p, c, game.moveCount()))
      candidates.push_back(p);
  if (candidates.empty()) return core::kPass;
  return candidates[rng.below(static_cast<uint32_t>(candidates.size()))];
}

}  // namespace engine
