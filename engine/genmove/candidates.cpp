#include "engine/genmove/candidates.h"

#include <algorithm>
#include <cmath>

#include "engine/genmove/policy_net.h"

namespace engine {

using core::Point;

CandidatePriors candidatePriors(const board::Game& game, core::Color color, PriorSource source) {
  CandidatePriors out;
  out.source = source;
  if (source == PriorSource::None) return out;
  out.prior = featurePrior(game, color);
  if (source == PriorSource::Mixed) {
    out.network = networkPrior(game, color);
    out.prior = mixPriors(out.prior, out.network);
  }
  return out;
}

CandidateSet CandidateSet::collect(const GenContext& g) {
  CandidateSet set;
  for (const MoveReason& c : g.proposals.considered()) {
    if (c.value <= 0 || !g.board.isLegal(c.move, g.color)) continue;
    set.m_all.push_back({c.move, c.value, c.generator});
  }
  set.m_priors = candidatePriors(g.engine.game(), g.color, g.plan.prior);
  auto unproposed = [&](Point p) {
    if (g.proposals.potential(p) > 0 || !g.board.isLegal(p, g.color)) return false;
    return std::none_of(set.m_all.begin(), set.m_all.end(),
                        [p](const Candidate& c) { return c.move == p; });
  };
  for (const MoveProbabilities* prior : {&set.m_priors.prior, &set.m_priors.network})
    for (Point p : prior->best)
      if (unproposed(p)) set.m_all.push_back({p, 0, Generator::None});
  return set;
}

double CandidateSet::priorOf(Point p) const {
  if (!hasPrior()) return -1.0;
  const double lp = m_priors.prior.logProb[p];
  return lp <= MoveProbabilities::kPriorIllegal ? 0.0 : std::exp(lp);
}

}  // namespace engine
