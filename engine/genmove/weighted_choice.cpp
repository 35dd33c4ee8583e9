#include "engine/genmove/weighted_choice.h"

#include <algorithm>
#include <cstdio>
#include <iterator>
#include <string>
#include <string_view>

#include "engine/genmove/choice_net_weights.h"

namespace engine {

using core::Point;

namespace {

static_assert(std::size(kChoiceNetW1) == static_cast<size_t>(kChoiceInputs) * kChoiceNetHidden);

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
  std::array<double, kChoiceNetHidden> hidden;
  std::copy(std::begin(kChoiceNetB1), std::end(kChoiceNetB1), hidden.begin());
  for (size_t i = 0; i < x.size(); ++i) {
    if (x[i] == 0.0) continue;  // most family inputs are 0
    const double* row = &kChoiceNetW1[i * kChoiceNetHidden];
    for (size_t h = 0; h < hidden.size(); ++h) hidden[h] += x[i] * row[h];
  }
  double score = kChoiceNetB2;
  for (size_t h = 0; h < hidden.size(); ++h) score += std::max(hidden[h], 0.0) * kChoiceNetW2[h];
  return score;
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
