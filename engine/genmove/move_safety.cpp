#include <vector>

#include "engine/genmove/gen_context.h"

namespace engine {

using core::Color;
using core::Point;

static int sideOf(Color c) {
  return c == Color::Black ? 0 : 1;
}

bool MoveSafety::safe(Point p, Color c) {
  int8_t& cached = m_safe[sideOf(c)][p];
  if (cached < 0) cached = m_reader.safeMove(p, c) != worm::kLose ? 1 : 0;
  return cached == 1;
}

bool MoveSafety::confirm(Point move, Color c) {
  int8_t& cached = m_confirmed[sideOf(c)][move];
  if (cached >= 0) return cached == 1;
  std::vector<Point> own, lostEnemies;
  bool allOwnAttackable = true;
  for (int d : core::kDirections) {
    const Point n = static_cast<Point>(move + d);
    if (m_board.at(n) != c) continue;
    own.push_back(n);
    const worm::Worm& w = m_analysis.worm(n);
    allOwnAttackable = allOwnAttackable && w.attackCode != worm::kLose;
    std::vector<Point> enemies;
    m_board.adjacentStrings(n, enemies);
    for (Point e : enemies) {
      const worm::Worm& ew = m_analysis.worm(e);
      if (ew.attackCode == worm::kWin && ew.defenseCode == worm::kLose) lostEnemies.push_back(e);
    }
  }
  bool ok = true;
  if (!own.empty()) {
    board::ScopedMove mv(m_board, move, c);
    if (!mv) {
      ok = false;
    } else {
      if (!allOwnAttackable && m_reader.attack(move).code != worm::kLose) ok = false;
      for (Point e : lostEnemies)
        if (ok && core::isStone(m_board.at(e)) && m_reader.attack(e).code == worm::kLose)
          ok = false;
    }
  }
  cached = ok ? 1 : 0;
  return ok;
}

}  // namespace engine
