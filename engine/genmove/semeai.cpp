#include "engine/genmove/semeai.h"

#include <algorithm>

namespace engine {

using core::Color;
using core::Point;

bool raceCandidate(const dragon::DragonData& own, const dragon::DragonData& enemy) {
  if (enemy.vitality >= 0) return false;
  return !(enemy.owlRead && enemy.status == dragon::Status::Alive && enemy.size > own.size);
}

std::vector<Point> semeai(GenContext& g) {
  std::vector<Point> raced;
  const PositionAnalysis& a = g.analysis;
  for (const worm::Worm& w : a.worms().all()) {
    if (w.color != g.color || a.dragon(w.origin).status != dragon::Status::Dead) continue;
    const dragon::DragonData& own = a.dragon(w.origin);
    std::vector<Point> enemies;
    g.board.adjacentStrings(w.origin, enemies);
    for (Point e : enemies) {
      const dragon::DragonData& enemy = a.dragon(e);
      if (!raceCandidate(own, enemy)) continue;
      const bool ownEye = own.genus > 0, enemyEye = enemy.genus > 0;
      const dragon::SemeaiResult first = dragon::readSemeai(g.board, w.origin, e, ownEye, enemyEye);
      const dragon::SemeaiResult second = dragon::readSemeai(g.board, e, w.origin, enemyEye, ownEye);
      if (std::find(raced.begin(), raced.end(), enemy.origin) == raced.end())
        raced.push_back(enemy.origin);
      if (first.result != 1 || second.result == -1 || first.move == core::kNoPoint ||
          !g.safety.safe(first.move, g.color))
        continue;
      const dragon::SemeaiCount c = dragon::countSemeai(g.board, w.origin, e);
      const int value = 85 + (enemy.status == dragon::Status::Dead ? 10 : 0);
      g.propose(first.move, value, Generator::Semeai,
                "semeai of " + g.vertex(own.origin) + " against " + g.vertex(e) + " (liberties " +
                    std::to_string(c.ownOutside) + "/" + std::to_string(c.otherOutside) +
                    ", shared " + std::to_string(c.shared) + (first.read ? ", read" : "") + ")");
    }
  }
  return raced;
}

std::vector<Point> reviseSemeai(GenContext& g, const std::vector<Point>& raced) {
  std::vector<Point> revived;
  for (Point origin : raced) {
    const dragon::DragonData& d = g.analysis.dragon(origin);
    if (d.color == g.other() && d.status == dragon::Status::Dead) revived.push_back(d.origin);
  }
  return revived;
}

namespace {

// The color a neighbour counts for: dead stones count for the other side, inessential
// strings not at all (Empty).
Color effectiveColor(GenContext& g, Point n) {
  const Color c = g.board.at(n);
  if (!core::isStone(c) || g.analysis.worm(n).inessential) return Color::Empty;
  return g.analysis.dragon(n).status == dragon::Status::Dead ? core::opponent(c) : c;
}

bool isDame(GenContext& g, Point p) {
  bool black = false, white = false;
  for (int d : core::kDirections) {
    const Point n = static_cast<Point>(p + d);
    const Color c = effectiveColor(g, n);
    black = black || c == Color::Black;
    white = white || c == Color::White;
  }
  return black && white;
}

// When the dame itself is not safe: an own move that gives the strings next to it room
// (backfilling), a capture at the dame, or taking an adjacent enemy string in atari.
Point backfill(GenContext& g, Point p) {
  if (g.board.wouldCapture(p, g.color) && g.board.isLegal(p, g.color)) return p;
  for (int d : core::kDirections) {
    const Point n = static_cast<Point>(p + d);
    if (g.board.at(n) != g.other()) continue;
    const worm::Worm& w = g.analysis.worm(n);
    if (w.attackCode == worm::kWin && w.attackPoint != core::kNoPoint &&
        g.safety.safe(w.attackPoint, g.color) && g.safety.confirm(w.attackPoint, g.color))
      return w.attackPoint;
  }
  return core::kNoPoint;
}

}  // namespace

void fillLiberty(GenContext& g) {
  for (Point p : g.board.geometry()) {
    if (g.board.at(p) != Color::Empty || !isDame(g, p)) continue;
    Point move = core::kNoPoint;
    if (g.safety.safe(p, g.color) && g.safety.confirm(p, g.color))
      move = p;
    else
      move = backfill(g, p);
    if (move == core::kNoPoint) continue;
    g.propose(move, 1, Generator::FillLiberty, "fills the dame at " + g.vertex(p));
    return;
  }
}

}  // namespace engine
