#include "engine/genmove/learned_chooser.h"

#include <algorithm>
#include <iterator>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/genmove/choice_net_weights.h"
#include "engine/genmove/policy_net.h"

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

std::array<double, kChoiceInputs> choiceInputs(GenContext& g, Point p, const MoveProbabilities& prior) {
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
  constexpr size_t kAfterFamilies = kFamilies + kChoiceFamilies;
  x[kAfterFamilies] = proposed ? 1.0 : 0.0;
  x[kAfterFamilies + 1] = prior.logProb[p];
  x[kAfterFamilies + 2] = prior.isBest(p) ? 1.0 : 0.0;
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

Choice LearnedChooser::choose(GenContext& g, const CandidateSet& candidates) {
  Choice c;
  c.chooser = ChooserKind::Learned;
  c.ranking = classicRanking(g);
  if (g.best.value() <= 0 || g.best.value() >= kUrgentValue ||
      g.board.stoneCount() < kWeightedChoiceFrom || !candidates.hasPrior())
    return c;
  const CandidatePriors& priors = candidates.priors();
  const bool network = priors.source == PriorSource::Mixed;
  const double weight = g.engine.options().policyWeight;
  std::vector<RankedMove> ranking;
  for (const Candidate& k : candidates.all()) {
    RankedMove r;
    r.move = k.move;
    r.proposed = k.proposed();
    r.value = r.proposed ? k.value : g.best.value();
    r.generator = k.move == g.best.move() ? g.best.generator() : Generator::Weighted;
    r.prior = candidates.priorOf(k.move);
    r.scored = true;
    r.score = choiceScore(choiceInputs(g, k.move, priors.prior));
    r.rank = network ? r.score + weight * priors.network.logProb[k.move] : r.score;
    ranking.push_back(r);
  }
  std::stable_sort(ranking.begin(), ranking.end(),
                   [](const RankedMove& a, const RankedMove& b) { return a.rank > b.rank; });
  c.ranked = true;
  c.ranking = std::move(ranking);
  return c;
}

}  // namespace engine
