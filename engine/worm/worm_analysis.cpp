// make_worms: worm flood fill, reading, ko marks, lunches, higher-order liberties,
// cutting stones, values, genus, inessential strings and effective sizes.
#include "engine/worm/worm_analysis.h"

#include <algorithm>
#include <string>

#include "engine/core/check.h"

namespace worm {

using board::Board;
using core::kDirections;
using core::opponent;

namespace {

// BFS over empty points from the stones of `c`; with `strategic`, propagation does not
// continue out of liberties of the other color (they may still be reached themselves).
void distanceFrom(const Board& b, Color c, bool strategic, core::PointMap<int>& out) {
  out.fill(-1);
  std::vector<Point> frontier;
  for (Point p : b.geometry())
    if (b.at(p) == c) {
      out[p] = 0;
      frontier.push_back(p);
    }
  const Color other = opponent(c);
  auto touchesOther = [&](Point p) {
    for (int d : kDirections)
      if (b.at(static_cast<Point>(p + d)) == other) return true;
    return false;
  };
  for (int dist = 1; !frontier.empty(); ++dist) {
    std::vector<Point> next;
    for (Point p : frontier) {
      if (strategic && dist > 1 && touchesOther(p)) continue;
      for (int d : kDirections) {
        const Point n = static_cast<Point>(p + d);
        if (b.at(n) == Color::Empty && out[n] < 0) {
          out[n] = dist;
          next.push_back(n);
        }
      }
    }
    frontier.swap(next);
  }
}

}  // namespace

void DistanceMaps::compute(const Board& b) {
  distanceFrom(b, Color::Black, false, toBlack);
  distanceFrom(b, Color::White, false, toWhite);
  distanceFrom(b, Color::Black, true, strategicToBlack);
  distanceFrom(b, Color::White, true, strategicToWhite);
}

const Worm& WormAnalysis::at(const Board& b, Point p) const {
  GX_CHECK(isFreshFor(b), "stale worm analysis\n" + b.toAscii());
  GX_CHECK(b.onBoard(p), "worm at an off-board point");
  return at(p);
}

void WormAnalysis::compute(Board& b, Reader& reader) {
  m_stamp = ~0ull;
  m_stampDepth = -1;
  m_dist.compute(b);
  buildWorms(b);
  readStrings(b, reader);
  markKos(b);
  findLunches(b);
  higherLiberties(b);
  cuttingStones(b, reader);
  valuesAndGenus(b);
  improveAttackDefense(b, reader);
  improveNeighbourDefenses(b, reader);
  findLunches(b);
  inessentials(b);
  effectiveSizes(b);
  m_stamp = b.positionId();
  m_stampHash = b.koHash();
  m_stampDepth = b.depth();
  m_stampSize = b.size();
  m_stampCaptures = b.captured(Color::Black) * 1000 + b.captured(Color::White);
}

void WormAnalysis::buildWorms(const Board& b) {
  m_worms.clear();
  m_members.clear();
  m_idAt.fill(-1);
  for (Point p : b.geometry()) {
    if (m_idAt[p] >= 0) continue;
    const int id = static_cast<int>(m_worms.size());
    Worm w;
    w.color = b.at(p);
    std::vector<Point> members{p};
    m_idAt[p] = id;
    for (size_t i = 0; i < members.size(); ++i)
      for (int d : kDirections) {
        const Point n = static_cast<Point>(members[i] + d);
        if (b.onBoard(n) && b.at(n) == w.color && m_idAt[n] < 0) {
          m_idAt[n] = id;
          members.push_back(n);
        }
      }
    std::sort(members.begin(), members.end());
    w.origin = members.front();
    w.size = static_cast<int>(members.size());
    if (w.color == Color::Empty) {
      bool black = false, white = false;
      for (Point q : members)
        for (int d : kDirections) {
          const Color nc = b.at(static_cast<Point>(q + d));
          black = black || nc == Color::Black;
          white = white || nc == Color::White;
        }
      w.border = black && white ? Border::Gray
                 : black        ? Border::Black
                 : white        ? Border::White
                                : Border::None;
    } else {
      w.liberties = b.libertyCount(p);
    }
    m_worms.push_back(w);
    m_members.push_back(std::move(members));
  }
}

void WormAnalysis::readStrings(Board& b, Reader& reader) {
  for (Worm& w : m_worms) {
    if (w.color == Color::Empty) continue;
    const ReadResult a = reader.attack(w.origin);
    w.attackCode = a.code;
    w.attackPoint = a.move;
    if (a.code == kLose) continue;
    const ReadResult d = reader.findDefense(w.origin);
    w.defenseCode = d.code;
    w.defensePoint = d.move;
    if (d.code != kLose || a.move == core::kNoPoint) continue;
    bool adjacent = false;
    for (int dir : kDirections) {
      const Point n = static_cast<Point>(a.move + dir);
      adjacent = adjacent || (b.at(n) == w.color && m_idAt[n] == m_idAt[w.origin]);
    }
    if (adjacent) continue;
    // The attack point played by the owner may still save the string.
    if (board::ScopedMove mv{b, a.move, w.color}) {
      const int after = reader.attack(w.origin).code;
      if (after != kWin) {
        w.defensePoint = a.move;
        w.defenseCode = after == kLose ? kWin : after == kKoA ? kKoB : kKoA;
      }
    }
  }
}

void WormAnalysis::markKos(const Board& b) {
  for (size_t id = 0; id < m_worms.size(); ++id) {
    Worm& cave = m_worms[id];
    if (cave.color != Color::Empty || cave.size != 1 || cave.border == Border::Gray) continue;
    const Point p = cave.origin;
    int candidates = 0;
    Point stone = core::kNoPoint;
    for (int d : kDirections) {
      const Point n = static_cast<Point>(p + d);
      if (!isStone(b.at(n))) continue;
      const Worm& w = at(n);
      if (w.size == 1 && w.liberties == 1) {
        ++candidates;
        stone = n;
      }
    }
    if (candidates == 1) {
      cave.ko = true;
      m_worms[static_cast<size_t>(m_idAt[stone])].ko = true;
    }
  }
}

void WormAnalysis::findLunches(const Board& b) {
  for (size_t id = 0; id < m_worms.size(); ++id) {
    Worm& w = m_worms[id];
    if (w.color == Color::Empty) continue;
    w.lunch = core::kNoPoint;
    for (Point q : m_members[id])
      for (int d : kDirections) {
        const Point n = static_cast<Point>(q + d);
        if (b.at(n) != opponent(w.color) || w.lunch != core::kNoPoint) continue;
        const Worm& e = at(n);
        if (e.attackCode == kWin || e.attackCode == kKoA) w.lunch = e.origin;
      }
  }
}

void WormAnalysis::higherLiberties(const Board& b) {
  core::PointMap<int> seen(0);
  int stamp = 0;
  for (size_t id = 0; id < m_worms.size(); ++id) {
    Worm& w = m_worms[id];
    if (w.color == Color::Empty) continue;
    ++stamp;
    const Color enemy = opponent(w.color);
    std::vector<Point> ring;
    for (Point q : m_members[id]) seen[q] = stamp;
    for (Point q : m_members[id])
      for (int d : kDirections) {
        const Point n = static_cast<Point>(q + d);
        if (b.at(n) == Color::Empty && seen[n] != stamp) {
          seen[n] = stamp;
          ring.push_back(n);
        }
      }
    int* counts[3] = {&w.liberties2, &w.liberties3, &w.liberties4};
    for (int order = 0; order < 3; ++order) {
      std::vector<Point> next, walk(ring);
      for (size_t i = 0; i < walk.size(); ++i) {
        const Point p = walk[i];
        if (b.at(p) == Color::Empty && at(p).ko) continue;
        for (int d : kDirections) {
          const Point n = static_cast<Point>(p + d);
          if (seen[n] == stamp) continue;
          if (b.at(n) == w.color) {  // the walk passes through own stones
            seen[n] = stamp;
            walk.push_back(n);
            continue;
          }
          if (b.at(n) != Color::Empty) continue;
          bool touchesEnemy = false;
          for (int e : kDirections)
            touchesEnemy = touchesEnemy || b.at(static_cast<Point>(n + e)) == enemy;
          if (touchesEnemy) continue;
          seen[n] = stamp;
          next.push_back(n);
        }
      }
      *counts[order] = static_cast<int>(next.size());
      ring.swap(next);
    }
  }
}

void WormAnalysis::valuesAndGenus(const Board& b) {
  core::PointMap<int> seen(0);
  int stamp = 0;
  for (size_t id = 0; id < m_worms.size(); ++id) {
    Worm& w = m_worms[id];
    if (w.color == Color::Empty) continue;
    w.value = (w.cutstone == 2 ? 83 : w.cutstone == 1 ? 76 : 70) + 4 * w.size;
    ++stamp;
    int components = 0;
    for (Point start : b.geometry()) {
      if (seen[start] == stamp || m_idAt[start] == static_cast<int>(id)) continue;
      ++components;
      std::vector<Point> stack{start};
      seen[start] = stamp;
      while (!stack.empty()) {
        const Point p = stack.back();
        stack.pop_back();
        for (int d : kDirections) {
          const Point n = static_cast<Point>(p + d);
          if (b.onBoard(n) && seen[n] != stamp && m_idAt[n] != static_cast<int>(id)) {
            seen[n] = stamp;
            stack.push_back(n);
          }
        }
      }
    }
    w.genus = components - 1;
  }
}

void WormAnalysis::inessentials(const Board& b) {
  for (size_t id = 0; id < m_worms.size(); ++id) {
    Worm& w = m_worms[id];
    if (w.color == Color::Empty || w.genus != 0 || w.liberties2 != 0 || w.cutstone != 0 ||
        w.lunch != core::kNoPoint)
      continue;
    const Border enemyBorder = w.color == Color::Black ? Border::White : Border::Black;
    bool surrounded = true;
    for (Point q : m_members[id])
      for (int d : kDirections) {
        const Point n = static_cast<Point>(q + d);
        if (b.at(n) == Color::Empty && at(n).border != enemyBorder && at(n).border != Border::Gray)
          surrounded = false;
      }
    w.inessential = surrounded;
  }
}

void WormAnalysis::effectiveSizes(const Board& b) {
  // Empty points within distance 3 count for the nearest strings, shared equally.
  for (Worm& w : m_worms) w.effectiveSize = w.color == Color::Empty ? 0.0 : w.size;
  core::PointMap<int> dist(-1), seen(0);
  int stamp = 0;
  for (Point p : b.geometry()) {
    if (b.at(p) != Color::Empty) continue;
    ++stamp;
    std::vector<Point> frontier{p}, nearest;
    seen[p] = stamp;
    for (int d = 1; d <= 4 && nearest.empty() && !frontier.empty(); ++d) {
      std::vector<Point> next;
      for (Point q : frontier)
        for (int dir : kDirections) {
          const Point n = static_cast<Point>(q + dir);
          if (!b.onBoard(n) || seen[n] == stamp) continue;
          seen[n] = stamp;
          if (b.at(n) == Color::Empty) {
            next.push_back(n);
          } else if (d <= 3 &&
                     std::find(nearest.begin(), nearest.end(), b.stringAt(n)) == nearest.end()) {
            nearest.push_back(b.stringAt(n));
          }
        }
      frontier.swap(next);
    }
    for (Point head : nearest)
      m_worms[static_cast<size_t>(m_idAt[head])].effectiveSize +=
          1.0 / static_cast<double>(nearest.size());
  }
}

}  // namespace worm
