// The chooser's input: one candidate set per genmove. Every proposal of positive value at
// a legal point (with its 2.x value and the generator of that value; the reasons stay in
// the proposals), and, when the plan has a prior, the prior's best points nobody proposed.
// Each candidate carries one prior, computed here and only here (candidatePriors): the
// feature prior (move_prior.h), on 19x19 mixed with the policy network (policy_net.h).
// A prior point is played only if it passes safe_move and confirm_safety; that is checked
// when a chooser would play it (move_rules.h), since most are never the pick.
#pragma once

#include <vector>

#include "engine/genmove/gen_context.h"
#include "engine/genmove/move_prior.h"

namespace engine {

/// The priors of one genmove. `prior` is the candidates' prior (the plan's PriorSource),
/// also the choice network's prior input (its trainer mixes the same two); `network` is the
/// policy network's own distribution when the prior mixes it in (the learned chooser ranks
/// by it too), else empty.
struct CandidatePriors {
  PriorSource source = PriorSource::None;
  MoveProbabilities prior;
  MoveProbabilities network;
};
CandidatePriors candidatePriors(const board::Game& game, core::Color color, PriorSource source);

struct Candidate {
  core::Point move = core::kNoPoint;
  int value = 0;  ///< the point's best proposed value (0: a prior point)
  Generator generator = Generator::None;
  bool proposed() const { return value > 0; }
};

class CandidateSet {
 public:
  /// The candidates of the genmove in g: the proposals in 2.x's order (value, then board
  /// order), then the prior's best points and the network's that nobody proposed.
  static CandidateSet collect(const GenContext& g);
  const std::vector<Candidate>& all() const { return m_all; }
  const CandidatePriors& priors() const { return m_priors; }
  bool hasPrior() const { return m_priors.source != PriorSource::None; }
  /// The candidate's prior probability (-1 without a prior).
  double priorOf(core::Point p) const;

 private:
  std::vector<Candidate> m_all;
  CandidatePriors m_priors;
};

}  // namespace engine
