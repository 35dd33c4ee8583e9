#include "engine/dragon/eye_value.h"

#include <algorithm>
#include <array>
#include <optional>
#include <vector>

#include "patterns/eye_shapes.h"

namespace dragon {

using core::kDiagonals;
using core::kDirections;
using core::kNoPoint;

namespace {

// Notes 3.2: the fixed point of diagonal growth, blocked only where a lively enemy stone
// stands between the two neighbours that carry the domain.
void growDomain2(const board::Board& b, Color c, const core::PointMap<bool>& lively,
                 core::PointMap<bool>& dom) {
  const auto& geo = b.geometry();
  auto livelyEnemy = [&](Point p) { return b.at(p) == core::opponent(c) && lively[p]; };
  for (Point p : geo)
    if (b.at(p) == c && lively[p]) dom[p] = true;
  for (Point p : geo) {
    if (dom[p] || livelyEnemy(p)) continue;
    for (int d : kDirections) {
      const Point n = static_cast<Point>(p + d);
      if (b.at(n) == c && lively[n]) dom[p] = true;
    }
  }
  for (bool changed = true; changed;) {
    changed = false;
    for (Point p : geo) {
      if (dom[p] || livelyEnemy(p)) continue;
      for (int i = 0; i < 4 && !dom[p]; ++i) {
        const Point diag = static_cast<Point>(p + kDiagonals[i]);
        if (!geo.onBoard(diag) || !dom[diag]) continue;
        // The two orthogonal neighbours of p next to this diagonal.
        const Point a = static_cast<Point>(p + kDirections[i]);
        const Point n = static_cast<Point>(p + kDirections[(i + 3) % 4]);
        if ((dom[a] && !livelyEnemy(n)) || (dom[n] && !livelyEnemy(a))) {
          dom[p] = true;
          changed = true;
        }
      }
    }
  }
}

// GNU Go 3.x's rule, as its manual describes it, with counts: a lively own stone carries 1,
// a lively enemy stone -1, a domain point 1; a point next to a lively enemy stone carries
// one less and needs more than 1 to join, an edge point (not next to an enemy) carries one
// less. A point joins when an orthogonal neighbour and a diagonal next to it carry more
// than it needs. So influence does not leak under a third-line stone, past a knight's move
// or through a two-space jump, which the fixed point of notes 3.2 lets through.
//
// The counts are -1, 0 or 1, so two bits of each point say all of it: `one` (carries 1)
// and `nonNeg` (carries 0 or 1). The board is kept a row a word (bit x: column x; rows 0
// and n + 1 empty, off the board), and the rule is applied to whole rows, sweeping down and
// up until no point joins: the least fixed point, as a point joins whatever joins first.
using Row = uint32_t;
using Rows = std::array<Row, core::kMaxSize + 2>;
static_assert(core::kMaxSize < 31, "a row of the board and a shift fit in a Row");

struct DomainRows {
  Rows own{}, open{}, penalty{}, needsTwo{}, dom{}, one{}, nonNeg{};

  void carry(int y) {
    one[y] = own[y] | (dom[y] & open[y] & ~penalty[y]);
    nonNeg[y] = own[y] | (open[y] & (dom[y] | ~penalty[y]));
  }
  // The points of row y that join now.
  Row joining(int y) const {
    const Row oN = one[y - 1], oS = one[y + 1], oE = one[y] >> 1, oW = one[y] << 1;
    const Row zN = nonNeg[y - 1], zS = nonNeg[y + 1], zE = nonNeg[y] >> 1, zW = nonNeg[y] << 1;
    const Row oNW = one[y - 1] << 1, oNE = one[y - 1] >> 1;
    const Row oSE = one[y + 1] >> 1, oSW = one[y + 1] << 1;
    const Row zNW = nonNeg[y - 1] << 1, zNE = nonNeg[y - 1] >> 1;
    const Row zSE = nonNeg[y + 1] >> 1, zSW = nonNeg[y + 1] << 1;
    // Each diagonal with the two orthogonal neighbours beside it: the better of the two
    // plus the diagonal is above 0 (sumPos) or above 1 (sumTwo).
    const Row sumTwo =
        ((oN | oW) & oNW) | ((oE | oN) & oNE) | ((oS | oE) & oSE) | ((oW | oS) & oSW);
    const Row sumPos = ((oN | oW) & zNW) | ((zN | zW) & oNW) | ((oE | oN) & zNE) |
                       ((zE | zN) & oNE) | ((oS | oE) & zSE) | ((zS | zE) & oSE) |
                       ((oW | oS) & zSW) | ((zW | zS) & oSW);
    return open[y] & ~dom[y] & ((sumPos & ~needsTwo[y]) | (sumTwo & needsTwo[y]));
  }
  bool sweep(int from, int to, int step) {
    bool changed = false;
    for (int y = from; y != to; y += step) {
      const Row j = joining(y);
      if (j == 0) continue;
      dom[y] |= j;
      carry(y);
      changed = true;
    }
    return changed;
  }
};

void growDomain3(const board::Board& b, Color c, const core::PointMap<bool>& lively,
                 core::PointMap<bool>& dom) {
  DomainRows r;
  const int n = b.size();
  const Row full = (Row{1} << n) - 1;
  Rows enemy{};
  for (int y = 0; y < n; ++y) {
    const Point rowStart = core::toPoint(0, y);
    for (int x = 0; x < n; ++x) {
      const Point p = static_cast<Point>(rowStart + x);
      if (core::isStone(b.at(p)) && lively[p]) (b.at(p) == c ? r.own : enemy)[y + 1] |= Row{1} << x;
    }
  }
  auto around = [&](const Rows& s, int y) {
    return (s[y - 1] | s[y + 1] | (s[y] << 1) | (s[y] >> 1)) & full;
  };
  for (int y = 1; y <= n; ++y) {
    r.open[y] = full & ~r.own[y] & ~enemy[y];
    const Row nextToOwn = around(r.own, y) & r.open[y];
    r.needsTwo[y] = around(enemy, y) & r.open[y];
    const Row edge = y == 1 || y == n ? full : (Row{1} | Row{1} << (n - 1));
    r.penalty[y] = r.needsTwo[y] | (edge & r.open[y]);
    r.dom[y] = r.own[y] | nextToOwn;
  }
  for (int y = 1; y <= n; ++y) r.carry(y);
  while (r.sweep(1, n + 1, 1) && r.sweep(n, 0, -1)) {
  }
  for (int y = 0; y < n; ++y) {
    const Point rowStart = core::toPoint(0, y);
    for (int x = 0; x < n; ++x) dom[static_cast<Point>(rowStart + x)] = (r.dom[y + 1] >> x) & 1;
  }
}

}  // namespace

void growDomain(const board::Board& b, Color c, const core::PointMap<bool>& lively,
                core::PointMap<bool>& dom, DomainRule rule) {
  if (rule == DomainRule::Gnugo3)
    growDomain3(b, c, lively, dom);
  else
    growDomain2(b, c, lively, dom);
}

EyePointKind eyePointKind(const board::Board& b, Point p, const core::PointMap<bool>& own,
                          const core::PointMap<bool>& other,
                          const std::function<bool(Point)>& enemySafe, DomainRule rule) {
  if (!own[p]) return EyePointKind::None;
  if (other[p]) {
    for (int d : kDirections) {
      const Point n = static_cast<Point>(p + d);
      if (b.onBoard(n) && own[n] && !other[n]) return EyePointKind::Marginal;
    }
    return EyePointKind::None;
  }
  for (int d : kDirections) {
    const Point n = static_cast<Point>(p + d);
    if (!b.onBoard(n) || !other[n]) continue;
    if (!own[n] || (rule == DomainRule::Gnugo2 && enemySafe(p))) return EyePointKind::Marginal;
  }
  return EyePointKind::Inner;
}

namespace {

// Would a stone of color c at the empty point q capture exactly one stone and be left with
// that stone's point as its only liberty (a ko capture)?
bool koCapture(const board::Board& b, Point q, Color c) {
  int captures = 0;
  for (int d : kDirections) {
    const Point n = static_cast<Point>(q + d);
    if (!b.onBoard(n)) continue;
    if (b.at(n) != core::opponent(c)) return false;  // an empty point or a friendly stone
    if (b.libertyCount(n) == 1) captures += b.stringSize(n);
  }
  return captures == 1;
}

// One diagonal of an eye point, in quarters of the diagonal values of diagonalScore. With
// `withKo` (GNU Go's manual, "Eye Topology with Ko"): a ko the owner wins by retaking (the
// opponent's move there is a ko capture) counts 3/4, a ko the opponent wins by retaking
// (an opponent stone the owner can take only by a ko capture) 5/4.
int diagonalQuarters(const board::Board& b, Point d, Color owner, const DiagonalFacts& facts,
                     bool withKo, Point* key) {
  const auto& geo = b.geometry();
  if (!geo.onBoard(d)) {
    const int dx = core::pointX(d), dy = core::pointY(d), n = geo.size();
    const bool offX = dx < 0 || dx >= n, offY = dy < 0 || dy >= n;
    return offX && offY ? 0 : 4;
  }
  const Color c = b.at(d);
  const Color enemy = core::opponent(owner);
  // A ko the opponent can start counts even on a point of another eye of the owner.
  if (withKo && c == Color::Empty && koCapture(b, d, enemy)) {
    if (key) *key = d;
    return 3;
  }
  if (facts.innerEyePoint(d)) return 0;
  int s = 0;
  Point k = kNoPoint;
  if (c == Color::Empty) {
    s = facts.enemySafe(d) ? 4 : 0;
    k = d;
  } else if (c == enemy) {
    const WormTactics t = facts.tactics(d);
    k = t.attackPoint;
    if (withKo && b.stringSize(d) == 1 && b.libertyCount(d) == 1) {
      std::vector<Point> libs;
      b.liberties(d, libs);
      if (koCapture(b, libs[0], owner)) {
        k = libs[0];
        s = 5;
      }
    }
    if (s == 0) s = !t.attackable() ? 8 : t.defensePoint != kNoPoint ? 4 : 0;
  }
  if (key && s > 0 && s < 8) *key = k;
  return s;
}

}  // namespace

int diagonalScore(const board::Board& b, Point p, Color owner, const DiagonalFacts& facts,
                  Point* key) {
  int sum = 0;
  for (int dir : kDiagonals)
    sum += diagonalQuarters(b, static_cast<Point>(p + dir), owner, facts, false, key);
  return sum / 4;
}

int diagonalQuartersWithKo(const board::Board& b, Point p, Color owner, const DiagonalFacts& facts,
                           Point* key) {
  int sum = 0;
  for (int dir : kDiagonals)
    sum += diagonalQuarters(b, static_cast<Point>(p + dir), owner, facts, true, key);
  return sum;
}

namespace {

/// eyes.db lookup of one eye space; nullopt when the database has no such shape.
std::optional<patterns::EyeShapeValue> lookupEyesDb(
    const board::Board& b, Color owner, const std::vector<Point>& points,
    const std::vector<bool>& marginal, const std::vector<std::pair<Point, Point>>& grafts) {
  if (static_cast<int>(points.size() + grafts.size()) > patterns::maxEyeShapeSize())
    return std::nullopt;
  std::vector<patterns::EyeVertex> vertices;
  for (size_t i = 0; i < points.size(); ++i)
    vertices.push_back(
        {points[i], static_cast<bool>(marginal[i]), b.at(points[i]) == core::opponent(owner)});
  patterns::EyeSpaceGraph graph(vertices);
  for (const auto& [eyePoint, key] : grafts) {
    const int k = graph.addVertex({key, true, b.at(key) == core::opponent(owner)});
    for (int i = 0; i < graph.size(); ++i)
      if (graph.vertex(i).point == eyePoint) graph.addEdge(i, k);
  }
  return patterns::lookupEyeShape(graph);
}

}  // namespace

EyeValue evaluateEyeSpace(const board::Board& b, Color owner, const std::vector<Point>& points,
                          const std::vector<bool>& marginal,
                          const std::vector<std::pair<Point, Point>>& grafts,
                          std::vector<Point>* vitals, bool* fromDb) {
  if (vitals) vitals->clear();
  const auto db = lookupEyesDb(b, owner, points, marginal, grafts);
  if (fromDb) *fromDb = db.has_value();
  if (db) {
    EyeValue v;
    v.maxEye = db->maxEyes;
    v.minEye = db->minEyes;
    if (!db->vitalPoints.empty()) v.vital = db->vitalPoints[0];
    if (vitals) *vitals = db->vitalPoints;
    return v;
  }
  std::vector<Point> pts = points;
  std::vector<bool> marg = marginal;
  for (const auto& g : grafts) pts.push_back(g.second), marg.push_back(true);
  const EyeValue v = builtinEyeShapes().evaluate(pts, marg);
  if (vitals && v.vital != kNoPoint) vitals->push_back(v.vital);
  return v;
}

}  // namespace dragon
