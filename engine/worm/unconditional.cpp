#include "engine/worm/unconditional.h"

#include <vector>

#include "engine/worm/unconditional_fill.h"

namespace worm {
namespace {

using board::Board;
using core::PointMap;

bool touchesMarked(const Board& b, Point p, const PointMap<bool>& marked) {
  for (int d : core::kDirections) {
    const Point q = static_cast<Point>(p + d);
    if (b.onBoard(q) && marked[q]) return true;
  }
  return false;
}

// The strings of color c and the regions (connected sets of points not of color c) of one
// position, numbered densely, with each region's empty points and its bordering strings.
struct BensonGraph {
  PointMap<int> chain{-1}, region{-1};
  std::vector<Point> chainHead;
  std::vector<int> regionEmpty;                // empty points per region
  std::vector<std::vector<int>> regionChains;  // bordering strings per region
  std::vector<std::vector<int>> regionLibs;    // per region and bordering string: its
                                               // empty points next to that string

  void build(const Board& b, Color c) {
    for (Point p : b.geometry()) {
      if (b.at(p) != c) continue;
      const Point head = b.stringAt(p);
      if (chain[head] < 0) {
        chain[head] = static_cast<int>(chainHead.size());
        chainHead.push_back(head);
      }
      chain[p] = chain[head];
    }
    std::vector<Point> stack;
    for (Point start : b.geometry()) {
      if (b.at(start) == c || region[start] >= 0) continue;
      const int r = static_cast<int>(regionEmpty.size());
      regionEmpty.push_back(0);
      regionChains.emplace_back();
      regionLibs.emplace_back();
      region[start] = r;
      stack.push_back(start);
      while (!stack.empty()) {
        const Point p = stack.back();
        stack.pop_back();
        addPoint(b, p, r);
        for (int d : core::kDirections) {
          const Point q = static_cast<Point>(p + d);
          if (!b.onBoard(q) || b.at(q) == c || region[q] >= 0) continue;
          region[q] = r;
          stack.push_back(q);
        }
      }
    }
  }

  // Records p's bordering strings for region r; an empty p counts as a liberty of each.
  void addPoint(const Board& b, Point p, int r) {
    const bool empty = b.at(p) == Color::Empty;
    regionEmpty[static_cast<size_t>(r)] += empty;
    int seen[4];
    int nSeen = 0;
    for (int d : core::kDirections) {
      const Point q = static_cast<Point>(p + d);
      if (!b.onBoard(q) || chain[q] < 0) continue;
      const int k = chain[q];
      bool dup = false;
      for (int i = 0; i < nSeen; ++i) dup = dup || seen[i] == k;
      if (dup) continue;
      seen[nSeen++] = k;
      auto& chains = regionChains[static_cast<size_t>(r)];
      auto& libs = regionLibs[static_cast<size_t>(r)];
      size_t i = 0;
      while (i < chains.size() && chains[i] != k) ++i;
      if (i == chains.size()) {
        chains.push_back(k);
        libs.push_back(0);
      }
      libs[i] += empty;
    }
  }
};

// The fixed point of Benson's two removal steps on the graph: alive strings.
std::vector<bool> bensonAlive(const BensonGraph& g) {
  std::vector<bool> alive(g.chainHead.size(), true);
  std::vector<bool> healthy(g.regionEmpty.size(), true);
  std::vector<int> vital(g.chainHead.size());
  for (bool changed = true; changed;) {
    changed = false;
    std::fill(vital.begin(), vital.end(), 0);
    for (size_t r = 0; r < healthy.size(); ++r) {
      if (!healthy[r]) continue;
      for (size_t i = 0; i < g.regionChains[r].size(); ++i)
        if (g.regionLibs[r][i] == g.regionEmpty[r])
          ++vital[static_cast<size_t>(g.regionChains[r][i])];
    }
    for (size_t k = 0; k < alive.size(); ++k) {
      if (alive[k] && vital[k] < 2) {
        alive[k] = false;
        changed = true;
      }
    }
    for (size_t r = 0; r < healthy.size(); ++r) {
      if (!healthy[r]) continue;
      for (int k : g.regionChains[r])
        if (!alive[static_cast<size_t>(k)]) healthy[r] = false;
    }
  }
  return alive;
}

// Components of the points outside c's pass-alive strings (on the board after the
// opponent's moves); a component counts when it touches one of them and no stone of c is
// left in it. A stone of c left there stands in seki (detail::pairInSeki) or belongs to a
// string the opponent's moves, played in one fixed order, did not capture although it is not
// pass-alive (another order would): either way the component is not c's for sure.
std::vector<bool> borderedRegions(const Board& w, Color c, const PointMap<bool>& alive,
                                  PointMap<int>& comp) {
  std::vector<bool> bordered;
  std::vector<Point> stack;
  for (Point start : w.geometry()) {
    if (alive[start] || comp[start] >= 0) continue;
    const int k = static_cast<int>(bordered.size());
    bool touches = false, kept = false;
    comp[start] = k;
    stack.push_back(start);
    while (!stack.empty()) {
      const Point p = stack.back();
      stack.pop_back();
      kept = kept || w.at(p) == c;
      for (int d : core::kDirections) {
        const Point q = static_cast<Point>(p + d);
        if (!w.onBoard(q)) continue;
        touches = touches || alive[q];
        if (alive[q] || comp[q] >= 0) continue;
        comp[q] = k;
        stack.push_back(q);
      }
    }
    bordered.push_back(touches && !kept);
  }
  return bordered;
}

// Marks the points c owns besides its pass-alive stones: in the regions its pass-alive
// strings bound, every point where the opponent, after all its moves, has no pass-alive
// stone or liberty of one.
void markTerritory(const Board& b, Color c, const PointMap<bool>& alive, PointMap<bool>& owned) {
  const detail::OpponentFill fill(b, c, alive);
  const Board& w = fill.board();
  const Color o = core::opponent(c);
  const PointMap<bool> oAlive = passAliveStones(w, o);
  PointMap<int> comp(-1);
  const std::vector<bool> bordered = borderedRegions(w, c, alive, comp);
  for (Point p : w.geometry()) {
    if (alive[p] || !bordered[static_cast<size_t>(comp[p])]) continue;
    const bool oLives = w.at(p) == o              ? oAlive[p]
                        : w.at(p) == Color::Empty ? touchesMarked(w, p, oAlive)
                                                  : false;
    owned[p] = !oLives;
  }
}

}  // namespace

std::string_view unconditionalName(Unconditional u) {
  switch (u) {
    case Unconditional::Alive:
      return "alive";
    case Unconditional::Dead:
      return "dead";
    case Unconditional::WhiteTerritory:
      return "white_territory";
    case Unconditional::BlackTerritory:
      return "black_territory";
    case Unconditional::Undecided:
      break;
  }
  return "undecided";
}

PointMap<bool> passAliveStones(const Board& b, Color c) {
  BensonGraph g;
  g.build(b, c);
  const std::vector<bool> alive = bensonAlive(g);
  PointMap<bool> out(false);
  for (Point p : b.geometry())
    if (g.chain[p] >= 0 && alive[static_cast<size_t>(g.chain[p])]) out[p] = true;
  return out;
}

UnconditionalAnalysis UnconditionalAnalysis::make(const Board& b) {
  UnconditionalAnalysis a;
  a.addColor(b, Color::Black);
  a.addColor(b, Color::White);
  return a;
}

// Statuses from c's point of view. A status belongs to a whole string (GNU Go's worm field):
// c's string is alive when it is pass-alive or any of its stones is on c's territory, the
// opponent's string dead when any of its stones is.
void UnconditionalAnalysis::addColor(const Board& b, Color c) {
  const PointMap<bool> alive = passAliveStones(b, c);
  PointMap<bool> owned(false);
  markTerritory(b, c, alive, owned);
  PointMap<bool> stringOwned(false);
  for (Point p : b.geometry())
    if (owned[p] && core::isStone(b.at(p))) stringOwned[b.stringAt(p)] = true;
  const Unconditional territory =
      c == Color::Black ? Unconditional::BlackTerritory : Unconditional::WhiteTerritory;
  for (Point p : b.geometry()) {
    const Color here = b.at(p);
    if (alive[p]) {
      m_passAlive[p] = true;
      m_status[p] = Unconditional::Alive;
    } else if (here == Color::Empty ? owned[p] : stringOwned[b.stringAt(p)]) {
      m_status[p] = here == Color::Empty ? territory
                    : here == c          ? Unconditional::Alive
                                         : Unconditional::Dead;
    } else {
      continue;
    }
    m_owner[p] = c;
  }
}

}  // namespace worm
