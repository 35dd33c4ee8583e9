#include "engine/genmove/weighted_choice.h"

#include <algorithm>
#include <cstdio>
#include <iterator>
#include <string>
#include <string_view>
#include <vector>

namespace engine {

using core::Point;

namespace {

// The fitted weights, in the order of choiceInputs(): the 24 point features, the 17
// families, "proposed", bias.
constexpr double kChoiceWeights[] = {
    1.448, 0.000, -0.427, 0.543, -4.648, 0.500, 1.074, -0.403, 0.321,
    0.846, 0.000, -4.004, -0.703, 1.049, -2.423, -2.349, -1.336, -1.630,
    0.376, 0.355, 0.000, -0.091, -0.692, 1.357, 2.595, 6.453, 3.337,
    3.295, 5.614, 12.366, 1.531, 4.457, 0.000, 1.557, 5.871, 2.720,
    14.587, -4.787, 0.864, 4.074, 1.690, 0.045, 2.829,
};
static_assert(std::size(kChoiceWeights) == kChoiceInputs);

// Shapes' reasons start with "pattern NAME".
bool patternStartsWith(const std::string& why, const char* prefix) {
  constexpr std::string_view kPattern = "pattern ";
  const std::string_view w(why);
  return w.substr(0, kPattern.size()) == kPattern &&
         w.substr(kPattern.size()).substr(0, std::string_view(prefix).size()) == prefix;
}

int familyOf(const MoveReason& r) {
  for (int k = 0; k < kChoiceFamilies; ++k) {
    const ChoiceFamily& f = kChoiceFamilyList[static_cast<size_t>(k)];
    if (f.generator == r.generator && (f.pattern[0] == '\0' || patternStartsWith(r.why, f.pattern)))
      return k;
  }
  return -1;
}

}  // namespace

std::array<double, kChoiceInputs> choiceInputs(GenContext& g, Point p) {
  std::array<double, kChoiceInputs> x{};
  const std::array<double, kPointFeatures> f = pointFeatures(g, p);
  std::copy(f.begin(), f.end() - 1, x.begin());  // without the valuation's bias
  constexpr size_t kFamilies = kPointFeatures - 1;
  bool proposed = false;
  for (const MoveReason& r : g.proposals.all()) {
    if (r.move != p || r.value <= 0) continue;
    proposed = true;
    const int k = familyOf(r);
    if (k < 0) continue;
    double& v = x[kFamilies + static_cast<size_t>(k)];
    v = std::max(v, std::min(r.value, 150) / 100.0);
  }
  x[kChoiceInputs - 2] = proposed ? 1.0 : 0.0;
  x[kChoiceInputs - 1] = 1.0;
  return x;
}

double choiceScore(const std::array<double, kChoiceInputs>& x) {
  return weightedSum(kChoiceWeights, x.data(), x.size());
}

void weightedChoice(GenContext& g) {
  if (g.best.value() <= 0 || g.best.value() >= kUrgentValue ||
      g.board.geometry().size() < kWeightedChoiceMinSize)
    return;
  Point pick = core::kNoPoint;
  double best = 0.0;
  for (const MoveReason& c : g.proposals.considered()) {
    if (c.value <= 0 || !g.board.isLegal(c.move, g.color)) continue;
    const double s = choiceScore(choiceInputs(g, c.move));
    if (pick == core::kNoPoint || s > best) pick = c.move, best = s;
  }
  if (pick == core::kNoPoint || pick == g.best.move()) return;
  const int value = g.proposals.potential(pick);
  char buf[48];
  std::snprintf(buf, sizeof buf, "weighted choice, score %.2f", best);
  g.proposals.add(pick, value, Generator::Weighted, buf);
  g.best.force(pick, value, Generator::Weighted);
}

}  // namespace engine
