#include "engine/connect/connection_distance.h"

#include <algorithm>

#include "engine/core/point_list.h"

namespace connect {

using core::kDirections;
using core::opponent;

void EntryCosts::reset(const board::Board& b, Color c) {
  m_board = &b;
  m_color = c;
  m_cost.fill(kUnknown);
}

void EntryCosts::setString(Point p, int cost) {
  core::PointList stones;
  m_board->stones(p, stones);
  for (Point s : stones) m_cost[s] = static_cast<int8_t>(cost);
}

int EntryCosts::compute(Point p) const {
  const board::Board& b = *m_board;
  const Color at = b.at(p);
  if (at == m_color) return 0;
  if (at == Color::Empty) {
    if (isProtectedPoint(b, p, m_color)) return 1;
    return isProtectedPoint(b, p, opponent(m_color)) ? 4 : 2;
  }
  if (at != opponent(m_color)) return kBlocked;  // the border
  const int libs = b.libertyCount(p);
  return libs == 1 ? 2 : libs == 2 ? 4 : kBlocked;
}

void DistanceMap::compute(const board::Board& b, EntryCosts& costs, const LinkedGroup& g,
                          int cutoff) {
  cutoff = std::min(cutoff, kMaxCutoff);
  m_dist.fill(kFar);
  m_reachedCount = 0;
  // Dial's buckets in a ring: entry costs are at most 4, so five buckets hold every
  // distance still to be settled. A point sits at most once in a bucket.
  constexpr int kRing = 5;
  static_assert(kRing > 4, "the ring must outlast the largest entry cost");
  std::array<std::array<Point, core::kMaxArea>, kRing> buckets;
  std::array<int, kRing> counts{};
  core::PointList stones;
  auto seed = [&](Point head) {
    stones.clear();
    b.stones(head, stones);
    for (Point s : stones) {
      if (m_dist[s] == 0) continue;
      m_dist[s] = 0;
      buckets[0][static_cast<size_t>(counts[0]++)] = s;
    }
  };
  for (Point h : g.heads()) seed(h);
  for (Point h : g.deadStrings()) seed(h);
  const Color own = costs.color();
  for (int d = 0; d <= cutoff; ++d) {
    auto& bucket = buckets[static_cast<size_t>(d % kRing)];
    int& count = counts[static_cast<size_t>(d % kRing)];
    for (int i = 0; i < count; ++i) {
      const Point p = bucket[static_cast<size_t>(i)];
      if (m_dist[p] != d) continue;
      m_reached[static_cast<size_t>(m_reachedCount++)] = p;
      const bool opponentStone = b.at(p) != Color::Empty && b.at(p) != own;
      for (int dir : kDirections) {
        const Point n = static_cast<Point>(p + dir);
        int step = costs.at(n);
        if (step == EntryCosts::kBlocked) continue;
        if (opponentStone && b.at(n) == b.at(p) && b.sameString(n, p)) step = 0;
        const int nd = d + step;
        if (nd > cutoff || nd >= m_dist[n]) continue;
        m_dist[n] = static_cast<int16_t>(nd);
        const size_t r = static_cast<size_t>(nd % kRing);
        buckets[r][static_cast<size_t>(counts[r]++)] = n;
      }
    }
    count = 0;
  }
}

}  // namespace connect
