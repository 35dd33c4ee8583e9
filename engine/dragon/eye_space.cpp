// Black and white domains, eye spaces with marginal points, half and false eyes, and eye
// values (notes 3.2 and 3.4): the eye-space half of DragonBuilder.
#include <algorithm>
#include <optional>
#include <utility>

#include "engine/dragon/dragon_builder.h"
#include "patterns/eye_shapes.h"

namespace dragon {

using core::kDiagonals;
using core::kDirections;
using core::kNoPoint;

void DragonBuilder::makeDomains() {
  growDomain(0, Color::Black);
  growDomain(1, Color::White);
}

void DragonBuilder::growDomain(int side, Color c) {
  const auto& geo = m_board.geometry();
  core::PointMap<bool>& dom = m_domain[side];
  auto livelyEnemy = [&](Point p) { return m_board.at(p) == core::opponent(c) && m_lively[p]; };
  for (Point p : geo) {
    if (m_board.at(p) == c && m_lively[p]) dom[p] = true;
  }
  for (Point p : geo) {
    if (dom[p] || livelyEnemy(p)) continue;
    for (int d : kDirections) {
      const Point n = static_cast<Point>(p + d);
      if (m_board.at(n) == c && m_lively[n]) dom[p] = true;
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
        const Point b = static_cast<Point>(p + kDirections[(i + 3) % 4]);
        if ((dom[a] && !livelyEnemy(b)) || (dom[b] && !livelyEnemy(a))) {
          dom[p] = true;
          changed = true;
        }
      }
    }
  }
}

// Could c play at p without being captured at once?
bool DragonBuilder::safeFor(Point p, Color c) {
  if (m_board.at(p) != Color::Empty) return false;
  board::ScopedMove move(m_board, p, c);
  if (!move) return false;
  if (m_board.libertyCount(p) >= 3) return true;
  return m_reader->attack(p).code == worm::kLose;
}

void DragonBuilder::makeEyeSpaces() {
  classifyEyePoints();
  floodAllEyeSpaces();
}

void DragonBuilder::classifyEyePoints() {
  for (Point p : m_board.geometry()) classifyEyePoint(p);
}

void DragonBuilder::floodAllEyeSpaces() {
  floodEyeSpaces(0, Color::Black);
  floodEyeSpaces(1, Color::White);
}

void DragonBuilder::classifyEyePoint(Point p) {
  if (core::isStone(m_board.at(p)) && m_lively[p]) return;
  const bool black = m_domain[0][p], white = m_domain[1][p];
  if (!black && !white) return;
  for (int side = 0; side < 2; ++side) {
    const bool mine = m_domain[side][p], theirs = m_domain[1 - side][p];
    const Color c = side == 0 ? Color::Black : Color::White;
    if (!mine) continue;
    bool marginal = false;
    if (theirs) {
      bool touchesExclusive = false;
      for (int d : kDirections) {
        const Point n = static_cast<Point>(p + d);
        if (m_board.onBoard(n) && m_domain[side][n] && !m_domain[1 - side][n])
          touchesExclusive = true;
      }
      if (!touchesExclusive) continue;
      marginal = true;
    } else {
      for (int d : kDirections) {
        const Point n = static_cast<Point>(p + d);
        if (!m_board.onBoard(n) || !m_domain[1 - side][n]) continue;
        if (!m_domain[side][n] || safeFor(p, core::opponent(c))) marginal = true;
      }
    }
    m_out.m_eyeOf[side][p] = -2;  // in the eye space, component not yet known
    m_out.m_marginal[side][p] = marginal;
  }
}

void DragonBuilder::floodEyeSpaces(int side, Color c) {
  auto& eyeOf = m_out.m_eyeOf[side];
  const auto& marginal = m_out.m_marginal[side];
  for (Point p : m_board.geometry()) {
    if (eyeOf[p] != -2) continue;
    const int index = static_cast<int>(m_out.m_eyes[side].size());
    EyeSpace e;
    e.color = c;
    std::vector<Point> stack{p};
    eyeOf[p] = index;
    while (!stack.empty()) {
      const Point q = stack.back();
      stack.pop_back();
      e.points.push_back(q);
      for (int d : kDirections) {
        const Point n = static_cast<Point>(q + d);
        if (eyeOf[n] != -2 || (marginal[q] && marginal[n])) continue;
        if (m_inhibit[side][q] || m_inhibit[side][n]) continue;
        eyeOf[n] = index;
        stack.push_back(n);
      }
    }
    std::sort(e.points.begin(), e.points.end());
    e.origin = e.points[0];
    e.esize = static_cast<int>(e.points.size());
    for (Point q : e.points) e.msize += marginal[q] ? 1 : 0;
    m_out.m_eyes[side].push_back(std::move(e));
  }
}

// Score of one diagonal of a candidate eye point (notes 3.4).
int DragonBuilder::diagonalScore(Point p, Point d, Color owner) {
  const auto& geo = m_board.geometry();
  if (!geo.onBoard(d)) {
    const int dx = core::pointX(d), dy = core::pointY(d), n = geo.size();
    const bool offX = dx < 0 || dx >= n, offY = dy < 0 || dy >= n;
    (void)p;
    return offX && offY ? 0 : 1;
  }
  const int side = DragonAnalysis::side(owner);
  const Color c = m_board.at(d);
  if (m_out.m_eyeOf[side][d] >= 0 && !m_out.m_marginal[side][d]) return 0;
  if (c == Color::Empty) return safeFor(d, core::opponent(owner)) ? 1 : 0;
  if (c == core::opponent(owner)) {
    const WormTactics& t = m_out.m_worm[d];
    if (!t.attackable()) return 2;
    if (t.defensePoint != kNoPoint) return 1;
  }
  return 0;
}

void DragonBuilder::findHalfEyes() {
  for (Color owner : {Color::Black, Color::White}) {
    const int side = DragonAnalysis::side(owner);
    for (Point p : m_board.geometry()) {
      const int eye = m_out.m_eyeOf[side][p];
      if (eye < 0 || m_out.m_marginal[side][p] || m_board.at(p) != Color::Empty) continue;
      int inside = 0;
      bool hasDragon = false;
      for (int d : kDirections) {
        const Point n = static_cast<Point>(p + d);
        if (m_out.m_eyeOf[side][n] == eye) ++inside;
        if (m_board.at(n) == owner) hasDragon = true;
      }
      if (inside > 1 || !hasDragon) continue;
      int sum = 0;
      Point key = kNoPoint;
      for (int d : kDiagonals) {
        const Point q = static_cast<Point>(p + d);
        const int s = diagonalScore(p, q, owner);
        sum += s;
        if (s == 1 && m_board.onBoard(q))
          key = m_board.at(q) == Color::Empty ? q : m_out.m_worm[q].attackPoint;
      }
      EyeSpace& e = m_out.m_eyes[side][static_cast<size_t>(eye)];
      if (sum >= 4) {
        m_out.m_eyeKind[p] = EyeKind::FalseEye;
        if (e.esize == 1 || m_board.isLegal(p, core::opponent(owner))) {
          m_out.m_marginal[side][p] = true;
          ++e.msize;
        }
      } else if (sum == 3) {
        m_out.m_eyeKind[p] = EyeKind::HalfEye;
        m_out.m_halfEyeKey[p] = key;
      }
    }
  }
}

namespace {

/// eyes.db lookup of one eye space; nullopt when the database has no such shape.
std::optional<EyeValue> lookupEyesDb(const board::Board& b, Color owner,
                                     const std::vector<Point>& points,
                                     const std::vector<bool>& marginal,
                                     const std::vector<std::pair<Point, Point>>& grafts) {
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
  const auto found = patterns::lookupEyeShape(graph);
  if (!found) return std::nullopt;
  EyeValue v;
  v.maxEye = found->maxEyes;
  v.minEye = found->minEyes;
  if (!found->vitalPoints.empty()) v.vital = found->vitalPoints[0];
  return v;
}

}  // namespace

// Eye values for every eye space (eyes.db, else the built-in shapes and size heuristic),
// then genus and half eyes of the owning dragons.
void DragonBuilder::evaluateEyes() {
  const EyeShapeEvaluator& shapes = builtinEyeShapes();
  for (Color owner : {Color::Black, Color::White}) {
    const int side = DragonAnalysis::side(owner);
    for (EyeSpace& e : m_out.m_eyes[side]) {
      std::vector<bool> marg;
      for (Point p : e.points) marg.push_back(m_out.m_marginal[side][p]);
      std::vector<std::pair<Point, Point>> grafts;
      for (Point p : e.points) {
        const Point key = m_out.m_halfEyeKey[p];
        if (m_out.m_eyeKind[p] != EyeKind::HalfEye || key == kNoPoint) continue;
        if (std::find(e.points.begin(), e.points.end(), key) != e.points.end()) continue;
        grafts.push_back({p, key});
      }
      EyeValue v;
      if (auto db = lookupEyesDb(m_board, owner, e.points, marg, grafts)) {
        v = *db;
      } else {
        std::vector<Point> pts = e.points;
        for (const auto& g : grafts) pts.push_back(g.second), marg.push_back(true);
        v = shapes.evaluate(pts, marg);
      }
      e.maxEye = v.maxEye;
      e.minEye = v.minEye;
      e.vital = v.vital;
      if (e.dragon == kNoPoint) continue;
      DragonData& d = m_out.m_dragons[static_cast<size_t>(m_out.m_dragonOf[e.dragon])];
      d.genus += e.minEye;
      d.heyes += e.maxEye - e.minEye;
      if (e.maxEye > e.minEye) d.heye = e.vital;
    }
  }
}

}  // namespace dragon
