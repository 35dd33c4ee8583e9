#include "engine/dragon/eye_value.h"

#include <optional>

#include "patterns/eye_shapes.h"

namespace dragon {

using core::kDiagonals;
using core::kDirections;
using core::kNoPoint;

void growDomain(const board::Board& b, Color c, const core::PointMap<bool>& lively,
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

EyePointKind eyePointKind(const board::Board& b, Point p, const core::PointMap<bool>& own,
                          const core::PointMap<bool>& other,
                          const std::function<bool(Point)>& enemySafe) {
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
    if (!own[n] || enemySafe(p)) return EyePointKind::Marginal;
  }
  return EyePointKind::Inner;
}

int diagonalScore(const board::Board& b, Point p, Color owner, const DiagonalFacts& facts,
                  Point* key) {
  const auto& geo = b.geometry();
  int sum = 0;
  for (int dir : kDiagonals) {
    const Point d = static_cast<Point>(p + dir);
    int s = 0;
    if (!geo.onBoard(d)) {
      const int dx = core::pointX(d), dy = core::pointY(d), n = geo.size();
      const bool offX = dx < 0 || dx >= n, offY = dy < 0 || dy >= n;
      s = offX && offY ? 0 : 1;
    } else if (!facts.innerEyePoint(d)) {
      const Color c = b.at(d);
      if (c == Color::Empty) {
        s = facts.enemySafe(d) ? 1 : 0;
      } else if (c == core::opponent(owner)) {
        const WormTactics t = facts.tactics(d);
        s = !t.attackable() ? 2 : t.defensePoint != kNoPoint ? 1 : 0;
      }
      if (s == 1 && key) *key = c == Color::Empty ? d : facts.tactics(d).attackPoint;
    }
    sum += s;
  }
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
