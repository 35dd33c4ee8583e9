// The search chooser: a Monte-Carlo tree search (engine/playout: UCT with RAVE, light
// playouts) from the position, the candidates' 2.x values (and from 13x13 their prior) as
// the root moves' priors, the tree kept between moves; from 14x14 a search among the
// learned chooser's best moves (kLearnedRootMoves). Its ranking is the root moves, most
// visited first (a pass among them). It leaves 2.x's move standing when nothing is worth playing (a pass stays a
// pass) and for 2.x's opening moves of small boards (centre, empty corners: light playouts
// judge empty boards poorly).
#pragma once

#include "engine/genmove/chooser.h"

namespace engine {

/// Weight of the margin in a playout's reward (UctOptions::scoreWeight).
inline constexpr double kScoreWeight = 0.1;
/// Fuseki moves of at least this value (2.x's centre and empty corners) are played without
/// a search.
inline constexpr int kFusekiKept = 85;
/// Virtual visits of a root prior: from the 2.x values alone, and when the candidates carry
/// a prior (the plan's, from kSearchPriorFrom).
inline constexpr double kPriorVisits = 20.0;
inline constexpr double kFeaturePriorVisits = 300.0;

/// The root priors of the search (documented here, the one place): a candidate of value v
/// gets the win rate 0.5 + 0.5 * min(1, v / best), where best is the highest value; with the
/// candidates' prior, a candidate of prior p gets at least 0.5 + 0.5 * p / pbest (pbest the
/// highest among the candidates), prior points nobody proposed included.
std::vector<playout::RootPrior> searchRootPriors(const CandidateSet& candidates, int bestValue);

/// From kLearnedFrom (plan.learnedRoot) the search decides among the learned chooser's best
/// kLearnedRootMoves moves only: light playouts misjudge 19x19's life and death too often
/// to search every candidate, but they tell apart a few good ones. The root move ranked r-th
/// by the learned rank R_r gets the prior win rate 0.5 + kLearnedRootSpread * exp(R_r -
/// R_1) over kLearnedRootPriorVisits virtual visits.
inline constexpr int kLearnedRootMoves = 3;
inline constexpr double kLearnedRootSpread = 0.4;
inline constexpr double kLearnedRootPriorVisits = 100.0;

/// The most playouts of one analysis (lz-analyze), all threads.
inline constexpr int kAnalysisPlayouts = 1 << 30;

/// The analysis of g's position (GTP lz-analyze): the search chooser's search from new
/// trees (the kept ones stay as they are), the candidates' priors at the root (from
/// kLearnedFrom the learned ranking's best moves, as genmove searches them), until the
/// clock's interrupt flag is set (or kAnalysisPlayouts); the observer sees it as it runs.
void analyzeSearch(GenContext& g, const CandidateSet& candidates,
                   const playout::SearchObserver& observer);

class SearchChooser : public Chooser {
 public:
  Choice choose(GenContext& g, const CandidateSet& candidates) override;
};

}  // namespace engine
