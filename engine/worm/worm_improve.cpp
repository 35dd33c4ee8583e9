// make_worms steps 9 to 13: cutting stones and the passes that improve attack and defense
// points by playing them and re-reading the other worms.
#include <algorithm>
#include <vector>

#include "engine/worm/worm_analysis.h"

namespace worm {

using board::Board;
using core::kDirections;
using core::opponent;

namespace {

// Reading nodes per question of the improving pass: it asks (attack and defense points) x
// (critical worms) questions, one level deeper than the worm's own reading.
constexpr int kImproveNodes = 1000;

bool adjacentToWorm(const Board& b, Point p, Point head) {
  for (int d : kDirections) {
    const Point n = static_cast<Point>(p + d);
    if (isStone(b.at(n)) && b.stringAt(n) == head) return true;
  }
  return false;
}

}  // namespace

void WormAnalysis::cuttingStones(Board& b, Reader& reader) {
  core::PointMap<int> safeCache(-1);  // safe_move results for the color being examined
  for (size_t id = 0; id < m_worms.size(); ++id) {
    Worm& w = m_worms[id];
    if (w.color == Color::Empty) continue;
    std::vector<Point> enemies;
    b.adjacentStrings(w.origin, enemies);
    if (enemies.size() < 2) continue;
    safeCache.fill(-1);
    int best = 0;
    for (size_t i = 0; i < enemies.size(); ++i)
      for (size_t j = i + 1; j < enemies.size(); ++j) {
        int cut = 2;
        for (Point v : b.geometry()) {
          if (!adjacentToWorm(b, v, enemies[i]) || !adjacentToWorm(b, v, enemies[j])) continue;
          if (b.at(v) == Color::Empty) {
            if (safeCache[v] < 0) safeCache[v] = reader.safeMove(v, w.color);
            if (safeCache[v] == kLose)
              cut = 0;
            else
              cut = std::min(cut, 1);
          } else if (b.at(v) == w.color) {
            const Worm& o = at(v);
            if (o.attackCode != kLose && o.defenseCode == kLose)
              cut = 0;
            else if (o.attackCode != kLose)
              cut = std::min(cut, 1);
          }
        }
        best = std::max(best, cut);
      }
    w.cutstone = best;
  }
}

void WormAnalysis::improveAttackDefense(Board& b, Reader& baseReader) {
  ReadingLimits raised = baseReader.limits();
  raised.depth += 1;
  raised.backfillDepth += 1;
  raised.fourlibDepth += 1;
  raised.koDepth += 1;
  raised.breakChainDepth += 1;
  raised.nodeBudget = std::min(raised.nodeBudget, kImproveNodes);
  // Distinct points: attack points (played by the attacker) and defense points (defender).
  struct Trial {
    Point point;
    Color mover;
  };
  std::vector<Trial> trials;
  for (const Worm& w : m_worms) {
    if (w.color == Color::Empty || w.attackCode == kLose) continue;
    const Trial a{w.attackPoint, opponent(w.color)};
    if (a.point != core::kNoPoint &&
        std::none_of(trials.begin(), trials.end(),
                     [&](const Trial& t) { return t.point == a.point && t.mover == a.mover; }))
      trials.push_back(a);
    const Trial d{w.defensePoint, w.color};
    if (w.defenseCode != kLose && d.point != core::kNoPoint &&
        std::none_of(trials.begin(), trials.end(),
                     [&](const Trial& t) { return t.point == d.point && t.mover == d.mover; }))
      trials.push_back(d);
  }
  for (const Trial& t : trials) {
    board::ScopedMove mv(b, t.point, t.mover);
    if (!mv) continue;
    Reader reader(b, baseReader.cache(), raised);
    for (size_t id = 0; id < m_worms.size(); ++id) {
      Worm& w = m_worms[id];
      if (w.color == Color::Empty || w.attackCode == kLose || w.defenseCode == kLose) continue;
      if (b.at(w.origin) != w.color) {  // captured by the move
        if (w.color != t.mover) w.attackPoint = t.point;
        continue;
      }
      // A reading that ran out of nodes proves nothing: the point is not taken.
      if (w.color == t.mover) {
        // Our own attackable string that can no longer be attacked: t defends it too.
        if (w.defensePoint != t.point && reader.attack(w.origin).code == kLose &&
            !reader.budgetHit())
          w.defensePoint = t.point;
      } else if (w.attackPoint != t.point && reader.findDefense(w.origin).code == kLose &&
                 !reader.budgetHit()) {
        w.attackPoint = t.point;  // the enemy string lost its defense: t attacks it too
      }
    }
  }
}

void WormAnalysis::improveNeighbourDefenses(Board& b, Reader& reader) {
  for (size_t id = 0; id < m_worms.size(); ++id) {
    Worm& w = m_worms[id];
    if (w.color == Color::Empty || w.attackCode == kLose || w.defenseCode != kLose) continue;
    std::vector<Point> enemies;
    b.adjacentStrings(w.origin, enemies);
    for (Point e : enemies) {
      const Worm& o = at(e);
      if (o.attackCode == kLose || o.attackPoint == core::kNoPoint) continue;
      const int code = reader.doesDefend(o.attackPoint, w.origin);
      if (code != kLose) {
        w.defenseCode = code;
        w.defensePoint = o.attackPoint;
        break;
      }
    }
  }
}

bool confirmSafety(Board& b, Reader& reader, const WormAnalysis& worms, Point move, Color c,
                   int value) {
  bool reducesOwn = false;
  for (int d : kDirections) {
    const Point n = static_cast<Point>(move + d);
    reducesOwn = reducesOwn || b.at(n) == c;
  }
  if (!reducesOwn) return true;
  // Snapshot the worms to check before the move changes the position.
  std::vector<const Worm*> candidates;
  for (const Worm& w : worms.all())
    if (w.color != Color::Empty && w.value > value) candidates.push_back(&w);
  board::ScopedMove mv(b, move, c);
  if (!mv) return false;
  for (const Worm* w : candidates) {
    if (b.at(w->origin) != w->color) {
      if (w->color == c) return false;  // an own worm got captured outright
      continue;
    }
    if (w->color == c && w->attackCode == kLose && reader.attack(w->origin).code != kLose)
      return false;
    if (w->color != c && w->attackCode != kLose && w->defenseCode == kLose &&
        reader.attack(w->origin).code == kLose)
      return false;
  }
  return true;
}

}  // namespace worm
