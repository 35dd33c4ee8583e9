#include "engine/dragon/final_score.h"

#include <algorithm>
#include <cstdio>

#include "engine/dragon/ownership.h"
#include "engine/worm/unconditional.h"

namespace dragon {

using core::kDirections;

const char* finalStatusName(FinalStatus s) {
  switch (s) {
    case FinalStatus::Alive:
      return "alive";
    case FinalStatus::Dead:
      return "dead";
    case FinalStatus::Seki:
      return "seki";
    case FinalStatus::WhiteTerritory:
      return "white_territory";
    case FinalStatus::BlackTerritory:
      return "black_territory";
    default:
      return "dame";
  }
}

std::string FinalEvaluation::resultText(double score) {
  if (score == 0) return "0";
  char buf[32];
  std::snprintf(buf, sizeof buf, "%c+%.1f", score > 0 ? 'B' : 'W', score > 0 ? score : -score);
  return buf;
}

FinalEvaluation FinalEvaluation::make(board::Board& b, const DragonAnalysis& dragons, double komi,
                                      bool chinese) {
  FinalEvaluation f;
  for (Point p : b.geometry()) f.m_points.push_back(p);
  const worm::UnconditionalAnalysis sure = worm::UnconditionalAnalysis::make(b);
  f.markDead(b, dragons, sure);
  f.count(b, sure, chinese);
  f.m_score = f.m_blackPoints - f.m_whitePoints - komi;
  return f;
}

std::vector<Point> FinalEvaluation::stonesWith(FinalStatus s) const {
  std::vector<Point> out;
  for (Point p : m_points)
    if (m_status[p] == s) out.push_back(p);
  return out;
}

// A dragon is dead when its color owns its stones in less than kAliveShare of the random
// playouts from the position (averaged over the dragon's stones). The unconditional
// analysis overrules the playouts: a dragon with an unconditionally alive string lives, one
// with an unconditionally dead string dies (unless it also has an alive one).
void FinalEvaluation::markDead(board::Board& b, const DragonAnalysis& dragons,
                               const worm::UnconditionalAnalysis& sure) {
  const auto& ds = dragons.dragons();
  const OwnershipEstimate est =
      OwnershipEstimate::run(b, kPlayouts, b.hash() ^ 0x9e3779b97f4a7c15ULL);
  std::vector<bool> dead(ds.size(), false);
  for (size_t i = 0; i < ds.size(); ++i) {
    double own = 0;
    bool alive = false, lost = false;
    for (Point p : ds[i].stones) {
      own += est.of(p, ds[i].color);
      alive = alive || sure.at(p) == worm::Unconditional::Alive;
      lost = lost || sure.at(p) == worm::Unconditional::Dead;
    }
    dead[i] = !alive && (lost || own < kAliveShare * static_cast<double>(ds[i].size));
  }
  markSeki(b, dragons, est, sure, dead);
}

// Seki: the live strings next to a liberty that most playouts leave empty between the
// colors (the rest of their dragon keeps its territory: a big group may be joined through
// its eye space to a corner block in seki). Each string then takes its dragon's status,
// except that unconditionally alive strings are always alive (never dead, never in seki)
// and unconditionally dead ones always dead.
void FinalEvaluation::markSeki(const board::Board& b, const DragonAnalysis& dragons,
                               const OwnershipEstimate& est,
                               const worm::UnconditionalAnalysis& sure,
                               const std::vector<bool>& dead) {
  core::PointMap<bool> seki(false);
  for (Point p : m_points) {
    if (b.at(p) != Color::Empty || est.shared(p) < kSekiShare) continue;
    for (int d : kDirections) {
      const Point n = static_cast<Point>(p + d);
      if (core::isStone(b.at(n)) && !dead[static_cast<size_t>(dragons.dragonIndex(n))])
        seki[b.stringAt(n)] = true;
    }
  }
  for (Point p : m_points) {
    if (!core::isStone(b.at(p))) continue;
    const size_t i = static_cast<size_t>(dragons.dragonIndex(p));
    const worm::Unconditional u = sure.at(p);
    m_status[p] = u == worm::Unconditional::Alive  ? FinalStatus::Alive
                  : u == worm::Unconditional::Dead ? FinalStatus::Dead
                  : dead[i]                        ? FinalStatus::Dead
                  : seki[b.stringAt(p)]            ? FinalStatus::Seki
                                                   : FinalStatus::Alive;
  }
}

// The owner of one open point (empty, or a dead stone) of a region: the color owning it
// unconditionally (its territory, or a dead stone on it), else the region's owner.
FinalStatus FinalEvaluation::openPointOwner(const worm::UnconditionalAnalysis& sure, Point p,
                                            FinalStatus region) {
  switch (sure.owner(p)) {
    case Color::Black:
      return FinalStatus::BlackTerritory;
    case Color::White:
      return FinalStatus::WhiteTerritory;
    default:
      return region;
  }
}

// Regions of empty points and dead stones bordered by live stones of one color only are
// that color's territory; everything else is dame, except points of unconditional
// territory, which always count for their owner.
void FinalEvaluation::count(const board::Board& b, const worm::UnconditionalAnalysis& sure,
                            bool chinese) {
  core::PointMap<bool> seen(false);
  auto open = [&](Point p) { return b.at(p) == Color::Empty || m_status[p] == FinalStatus::Dead; };
  int prisonersBlack = b.captured(Color::White), prisonersWhite = b.captured(Color::Black);
  for (Point p : m_points) {
    if (seen[p] || !open(p)) continue;
    std::vector<Point> region{p}, stack{p};
    seen[p] = true;
    bool black = false, white = false, sekiBorder = false;
    while (!stack.empty()) {
      const Point q = stack.back();
      stack.pop_back();
      for (int d : kDirections) {
        const Point n = static_cast<Point>(q + d);
        if (!b.onBoard(n)) continue;
        if (!open(n)) {
          (b.at(n) == Color::Black ? black : white) = true;
          sekiBorder |= m_status[n] == FinalStatus::Seki;
          continue;
        }
        if (!seen[n]) seen[n] = true, region.push_back(n), stack.push_back(n);
      }
    }
    // Japanese counting gives no territory inside a seki.
    const FinalStatus owner = black == white || (sekiBorder && !chinese) ? FinalStatus::Dame
                              : black ? FinalStatus::BlackTerritory
                                      : FinalStatus::WhiteTerritory;
    for (Point q : region) {
      const bool deadStone = m_status[q] == FinalStatus::Dead;
      const FinalStatus here = openPointOwner(sure, q, owner);
      if (!deadStone) m_status[q] = here;
      if (deadStone && b.at(q) == Color::White) ++prisonersBlack;
      if (deadStone && b.at(q) == Color::Black) ++prisonersWhite;
      if (here == FinalStatus::BlackTerritory) ++m_blackPoints;
      if (here == FinalStatus::WhiteTerritory) ++m_whitePoints;
    }
  }
  if (chinese) {
    for (Point p : m_points) {
      if (m_status[p] != FinalStatus::Alive && m_status[p] != FinalStatus::Seki) continue;
      (b.at(p) == Color::Black ? m_blackPoints : m_whitePoints) += 1;
    }
  } else {
    m_blackPoints += prisonersBlack;
    m_whitePoints += prisonersWhite;
  }
}

}  // namespace dragon
