#include "engine/genmove/weighted_choice.h"

#include <algorithm>
#include <cstdio>
#include <iterator>
#include <string>
#include <string_view>

namespace engine {

using core::Point;

namespace {

// The fitted weights, in the order of choiceInputs(): the 24 point features, the 17
// families, "proposed", bias.
constexpr double kChoiceWeights[] = {
    1.333, 0.269, -0.182, 0.774, -0.266, 0.000, 0.206, 0.000, 1.947,
    1.396, 1.567, 1.000, 0.054, 0.000, -1.653, -2.828, -0.835, -0.759,
    1.125, 0.265, 0.000, -0.138, -0.475, 1.133, 0.500, 3.419, 1.547,
    0.749, 3.189, 4.223, 1.988, 3.499, -7.040, 1.500, 4.258, 6.758,
    12.769, -5.311, 0.000, -1.274, 3.357, 1.214, 2.502,
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
    v = std::max(v, std::min(r.value, kChoiceValueCap) / 100.0);
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
