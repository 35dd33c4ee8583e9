#include "engine/genmove/fuseki.h"

#include <algorithm>
#include <cstdlib>
#include <vector>

namespace engine {

using core::Color;
using core::Point;

namespace {

constexpr int kFirst = 87, kEnclosure = 84, kApproach = 82, kOba = 76;
constexpr int kSmallCorner = 85, kSmallCentre = 90;

/// The corner points, as (line along x, line along y), 1-based from the corner.
constexpr int kCornerLines[8][2] = {{3, 3}, {3, 4}, {4, 3}, {4, 4}, {5, 3}, {3, 5}, {5, 4}, {4, 5}};
/// Weights of those points by board size (notes 6.2).
constexpr int kWeightsSmall[8] = {50, 18, 17, 15, 0, 0, 0, 0};   // up to 11
constexpr int kWeightsMedium[8] = {30, 20, 20, 22, 2, 2, 2, 2};  // up to 15
constexpr int kWeightsLarge[8] = {15, 15, 15, 35, 5, 5, 5, 5};

/// Board point of the corner-local point (lx, ly) (0-based lines from corner k's edges;
/// k: bit 0 right side, bit 1 bottom side).
Point cornerPoint(int n, int k, int lx, int ly) {
  return core::toPoint((k & 1) ? n - 1 - lx : lx, (k & 2) ? n - 1 - ly : ly);
}

int regionSize(int n) {
  return n >= 18 ? 8 : n / 2;
}

struct CornerStones {
  std::vector<Point> own, opp;
};

CornerStones cornerStones(const board::Board& b, int k, int size, Color c) {
  CornerStones s;
  for (int ly = 0; ly < size; ++ly)
    for (int lx = 0; lx < size; ++lx) {
      const Point p = cornerPoint(b.size(), k, lx, ly);
      if (b.at(p) == c) s.own.push_back(p);
      if (b.at(p) == core::opponent(c)) s.opp.push_back(p);
    }
  return s;
}

Point randomCornerPoint(GenContext& g, int k) {
  const int n = g.board.size();
  const int* w = n <= 11 ? kWeightsSmall : n <= 15 ? kWeightsMedium : kWeightsLarge;
  int total = 0;
  for (int i = 0; i < 8; ++i) total += w[i];
  int r = static_cast<int>(g.rng.below(static_cast<uint32_t>(total)));
  for (int i = 0; i < 8; ++i) {
    if (r < w[i]) return cornerPoint(n, k, kCornerLines[i][0] - 1, kCornerLines[i][1] - 1);
    r -= w[i];
  }
  return cornerPoint(n, k, 3, 3);
}

/// The line (1-based) of p from the nearest edge.
int lineOf(const board::Board& b, Point p) {
  return b.geometry().edgeDistance(p) + 1;
}

/// Empty points on the 3rd/4th line at distance 2-3 (Chebyshev) from `stone`, farther from
/// corner k than the stone along at least one axis: enclosures and approaches.
std::vector<Point> cornerFollowUps(const board::Board& b, int k, Point stone) {
  const int n = b.size();
  std::vector<Point> out;
  const int sx = core::pointX(stone), sy = core::pointY(stone);
  const int dirX = (k & 1) ? -1 : 1, dirY = (k & 2) ? -1 : 1;
  for (int dy = -3; dy <= 3; ++dy)
    for (int dx = -3; dx <= 3; ++dx) {
      const int x = sx + dx, y = sy + dy;
      if (x < 0 || y < 0 || x >= n || y >= n || std::max(std::abs(dx), std::abs(dy)) < 2) continue;
      const Point p = core::toPoint(x, y);
      const int line = lineOf(b, p);
      if (b.at(p) != Color::Empty || line < 3 || line > 4) continue;
      if (dx * dirX <= 0 && dy * dirY <= 0) continue;
      out.push_back(p);
    }
  return out;
}

/// The candidate with the largest diff_moyo (+bonus); kNoPoint if none is legal.
template <typename Bonus>
Point bestByMoyo(GenContext& g, const std::vector<Point>& candidates, Bonus bonus, int* score) {
  Point best = core::kNoPoint;
  *score = -1000;
  for (Point p : candidates) {
    if (!g.board.isLegal(p, g.color) || !g.safety.safe(p, g.color)) continue;
    const int s = g.analysis.moyo().diffMoyo(p, g.color) + bonus(p);
    if (s > *score) *score = s, best = p;
  }
  return best;
}

class Fuseki {
 public:
  explicit Fuseki(GenContext& g) : m_g(g), m_n(g.board.size()) {}
  void run();

 private:
  void offer(Point p, int value, const std::string& why);
  void corner(int k);
  void sides();
  bool sideRegionEmpty(Point p) const;

  GenContext& m_g;
  int m_n;
};

void Fuseki::offer(Point p, int value, const std::string& why) {
  if (p == core::kNoPoint || !m_g.board.isLegal(p, m_g.color)) return;
  const unsigned style = m_g.style();
  if (style & kStyleTenuki) value = kSmallCorner;
  if (m_n == 9 && m_g.board.stoneCount() >= 1) value = 1;  // patterns take over
  m_g.propose(p, value, Generator::Fuseki, why);
}

void Fuseki::corner(int k) {
  const board::Board& b = m_g.board;
  const CornerStones s = cornerStones(b, k, regionSize(m_n), m_g.color);
  if (s.own.empty() && s.opp.empty()) {
    int value = m_n >= 18 ? kFirst : kSmallCorner;
    if (m_n >= 18 && m_g.color == Color::Black && k == 1 && b.stoneCount() == 0)
      ++value;  // Black's very first move: the upper right
    if (m_g.style() & kStyleNoFuseki) value = kSmallCorner;
    offer(randomCornerPoint(m_g, k), value, "empty corner");
    return;
  }
  if (m_n < 18 || (m_g.style() & kStyleNoFuseki)) return;
  if (s.own.size() == 1 && s.opp.empty()) {
    int score = 0;
    const Point p = bestByMoyo(
        m_g, cornerFollowUps(b, k, s.own[0]), [](Point) { return 0; }, &score);
    offer(p, kEnclosure, "encloses the corner of " + m_g.vertex(s.own[0]));
  } else if (s.opp.size() == 1 && s.own.empty()) {
    std::vector<Point> cands = cornerFollowUps(b, k, s.opp[0]);
    const Point sansan = cornerPoint(m_n, k, 2, 2);
    const bool hoshi = s.opp[0] == cornerPoint(m_n, k, 3, 3);
    if (hoshi) cands.push_back(sansan);
    const int invasion = m_g.fearless() ? 15 : 0;
    int score = 0;
    const Point p = bestByMoyo(
        m_g, cands, [&](Point q) { return q == sansan ? invasion : 0; }, &score);
    const int value = kApproach - 10 * m_g.analysis.moyo().numberWeak(m_g.color);
    offer(p, value, "approaches " + m_g.vertex(s.opp[0]));
  }
}

// An empty 7-wide box reaching from the edge to the 5th line around a side point.
bool Fuseki::sideRegionEmpty(Point p) const {
  const int x0 = core::pointX(p), y0 = core::pointY(p);
  for (int y = std::max(0, y0 - 3); y <= std::min(m_n - 1, y0 + 3); ++y)
    for (int x = std::max(0, x0 - 3); x <= std::min(m_n - 1, x0 + 3); ++x) {
      const Point q = core::toPoint(x, y);
      if (lineOf(m_g.board, q) <= 5 && m_g.board.at(q) != Color::Empty) return false;
    }
  return true;
}

// search_oba: the 4th-line points 8-12 of each side (3rd line as the alternative, with a
// bonus: +7, or +3 when fearless prefers the 4th line), chosen by diff_moyo.
void Fuseki::sides() {
  std::vector<Point> cands;
  for (int side = 0; side < 4; ++side)
    for (int along = 7; along <= 11; ++along)
      for (int line = 3; line <= 4; ++line) {
        const int depth = line - 1, far = m_n - line;
        const Point p = side == 0   ? core::toPoint(along, depth)
                        : side == 1 ? core::toPoint(along, far)
                        : side == 2 ? core::toPoint(depth, along)
                                    : core::toPoint(far, along);
        if (sideRegionEmpty(p)) cands.push_back(p);
      }
  const int thirdLine = m_g.fearless() ? 3 : 7;
  int score = 0;
  const Point p = bestByMoyo(
      m_g, cands, [&](Point q) { return lineOf(m_g.board, q) == 3 ? thirdLine : 0; }, &score);
  offer(p, kOba, "big point on the side");
}

void Fuseki::run() {
  if (m_n >= 9 && m_n <= 11 && !(m_g.style() & kStyleNoFuseki)) {
    const Point centre = core::toPoint(m_n / 2, m_n / 2);
    bool empty = true;
    for (int dy = -1; dy <= 1; ++dy)
      for (int dx = -1; dx <= 1; ++dx)
        empty = empty &&
                m_g.board.at(static_cast<Point>(centre + dy * core::kStride + dx)) == Color::Empty;
    if (empty) offer(centre, kSmallCentre, "centre of a small board");
  }
  for (int k = 0; k < 4; ++k) corner(k);
  if (m_n >= 18 && !(m_g.style() & kStyleNoFuseki)) sides();
}

}  // namespace

bool fusekiActive(const board::Game& game, unsigned style) {
  const int n = game.size();
  if (n < 9) return false;
  const int limit = (style & kStyleNoFuseki) ? n : 2 * n;
  return game.board().stoneCount() < limit;
}

void fuseki(GenContext& g) {
  if (!fusekiActive(g.engine.game(), g.style())) return;
  Fuseki(g).run();
}

}  // namespace engine
