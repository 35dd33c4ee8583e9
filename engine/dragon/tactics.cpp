#include "engine/dragon/tactics.h"

#include <vector>

namespace dragon {

namespace {
constexpr int kReadDepth = 16;
}

WormTactics Tactics::read(Point s) {
  WormTactics t;
  m_nodes = 0;
  Point a = core::kNoPoint;
  if (!attack(s, kReadDepth, &a)) return t;
  t.attackPoint = a;
  m_nodes = 0;
  Point d = core::kNoPoint;
  if (defend(s, kReadDepth, &d)) t.defensePoint = d == core::kNoPoint ? a : d;
  return t;
}

bool Tactics::attack(Point s, int depth, Point* move) {
  const Color owner = m_board.at(s);
  const Color attacker = core::opponent(owner);
  std::vector<Point> libs;
  const int n = m_board.liberties(s, libs);
  if (n == 1) {
    if (!m_board.isLegal(libs[0], attacker)) return false;
    *move = libs[0];
    return true;
  }
  if (n > 2 || depth <= 0 || ++m_nodes > m_budget) return false;
  for (Point lib : libs) {
    if (!m_board.tryMove(lib, attacker)) continue;
    Point dummy = core::kNoPoint;
    const bool saved =
        !captured(s, owner) && m_board.libertyCount(s) > 1 && defend(s, depth - 1, &dummy);
    const bool selfAtari =
        m_board.libertyCount(lib) == 1 && !captured(s, owner) && m_board.libertyCount(s) > 1;
    m_board.popMove();
    if (!saved && !selfAtari) {
      *move = lib;
      return true;
    }
  }
  return false;
}

bool Tactics::defend(Point s, int depth, Point* move) {
  const Color owner = m_board.at(s);
  std::vector<Point> libs;
  const int n = m_board.liberties(s, libs);
  Point dummy = core::kNoPoint;
  if (n >= 3) return true;
  if (n == 2 && !attack(s, depth - 1, &dummy)) return true;
  if (depth <= 0 || ++m_nodes > m_budget) return false;
  // Capture an adjacent string in atari.
  std::vector<Point> neighbors;
  m_board.adjacentStrings(s, neighbors);
  std::vector<Point> candidates;
  for (Point nb : neighbors) {
    std::vector<Point> l;
    if (m_board.liberties(nb, l) == 1) candidates.push_back(l[0]);
  }
  candidates.insert(candidates.end(), libs.begin(), libs.end());
  for (Point c : candidates) {
    if (!m_board.tryMove(c, owner)) continue;
    const bool ok =
        !captured(s, owner) && m_board.libertyCount(s) > 1 && !attack(s, depth - 1, &dummy);
    m_board.popMove();
    if (ok) {
      *move = c;
      return true;
    }
  }
  return false;
}

}  // namespace dragon
