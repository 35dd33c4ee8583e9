#include "engine/genmove/point_values.h"

#include <algorithm>
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

namespace engine {

using core::Color;
using core::Point;

namespace {

// The previous move of the game, kNoPoint for none or a pass.
Point lastMovePoint(const board::Game& game) {
  const board::GameRecordEntry* e = game.lastMove();
  if (e == nullptr || e->isSetup || e->point == core::kPass) return core::kNoPoint;
  return e->point;
}

double flag(bool b) { return b ? 1.0 : 0.0; }

}  // namespace

std::array<double, kPointFeatures> pointFeatures(GenContext& g, Point p) {
  moyo::Moyo& m = g.analysis.moyo();
  const Color me = g.color, opp = g.other();
  std::array<double, kPointFeatures> f{};
  size_t i = 0;
  f[i++] = m.deltaTerri(p, me) / 10.0;
  f[i++] = m.deltaTerri(p, opp) / 10.0;
  f[i++] = m.deltaMoyo(p, me) / 10.0;
  f[i++] = m.deltaMoyo(p, opp) / 10.0;
  const int line = g.board.geometry().edgeDistance(p);
  for (int k = 0; k < 4; ++k) f[i++] = flag(line == k);
  int nearest = 20, own3 = 0, opp3 = 0;
  for (Point s : g.board.geometry()) {
    const Color c = m.liveStone(s);
    if (c == Color::Empty) continue;
    const int d = core::manhattanDistance(p, s);
    nearest = std::min(nearest, d);
    if (d <= 3) (c == me ? own3 : opp3) += 1;
  }
  f[i++] = flag(nearest == 1);
  f[i++] = flag(nearest == 2);
  f[i++] = flag(nearest == 3);
  f[i++] = flag(nearest >= 6);
  for (const Color owner : {m.terriColor(p), m.moyoColor(p), m.areaColor(p)}) {
    f[i++] = flag(owner == me);
    f[i++] = flag(owner == opp);
  }
  const Point last = lastMovePoint(g.engine.game());
  const int ld = last == core::kNoPoint ? 20 : core::chebyshevDistance(p, last);
  f[i++] = flag(ld <= 1);
  f[i++] = flag(ld == 2);
  f[i++] = flag(ld >= 3 && ld <= 4);
  f[i++] = std::min(own3, 6) / 3.0;
  f[i++] = std::min(opp3, 6) / 3.0;
  f[i++] = flag(own3 > 0 && opp3 > 0);
  f[i++] = 1.0;
  return f;
}

double predictPointValue(const std::array<double, kPointFeatures>& f) {
  return weightedSum(kPointWeights.data(), f.data(), f.size());
}

void pointValueMoves(GenContext& g) {
  if (g.best.value() <= 0 || g.clock.past(0.8))
    return;
  const moyo::Moyo& m = g.analysis.moyo();
  std::vector<std::pair<double, Point>> ranked;  // (-prediction, point)
  for (Point p : g.board.geometry()) {
    if (g.board.at(p) != Color::Empty || m.terriColor(p) == g.color || !g.board.isLegal(p, g.color))
      continue;
    ranked.emplace_back(-predictPointValue(pointFeatures(g, p)), p);
  }
  std::sort(ranked.begin(), ranked.end());
  int proposed = 0, tried = 0;
  for (const auto& [negPrediction, p] : ranked) {
    if (proposed == kPointValueProposals || tried++ == kPointValueTries ||
        -negPrediction < kMinPointPrediction)
      break;
    const int value = static_cast<int>(kPointValueScale * -negPrediction) + kPointValueOffset;
    if (!g.safety.safe(p, g.color) || !g.safety.confirm(p, g.color)) continue;
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f", -negPrediction);
    g.propose(p, value, Generator::Valuation, std::string("point value ") + buf);
    ++proposed;
  }
}

}  // namespace engine
