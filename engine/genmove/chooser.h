// The chooser stage: after the generators, one chooser ranks the candidates (candidates.h)
// and its first move is the one the rules after it (move_rules.h) start from. Every chooser
// answers the same way, a ranking of RankedMove, so top_moves, move_reasons, the -o labels
// and the GoGui commands read one thing whatever chose.
//
//   classic  GNU Go 2.x: the highest value wins, ties by BETTER_MOVE (move_table.h).
//   search   the Monte-Carlo tree search over the position (search_chooser.h).
//   learned  the learned 19x19 choice among the candidates (learned_chooser.h); from 14x14
//            the search decides among its best moves.
#pragma once

#include <memory>
#include <vector>

#include "engine/genmove/candidates.h"
#include "engine/genmove/gen_context.h"
#include "engine/genmove/move_reasons.h"

namespace engine {

/// A chooser's ranking of the candidates, best first.
struct Choice {
  ChooserKind chooser = ChooserKind::Classic;
  /// True when the chooser ranked by its own figures; false when it left the move to
  /// 2.x's rule (the search in 2.x's opening, the learned choice before 20 stones ...).
  bool ranked = false;
  std::vector<RankedMove> ranking;
  int playouts = 0;  ///< the search's playouts
};

class Chooser {
 public:
  virtual ~Chooser() = default;
  /// Ranks the candidates of the genmove in g. Never plays, never changes the proposals.
  virtual Choice choose(GenContext& g, const CandidateSet& candidates) = 0;
};

/// GNU Go 2.x's ranking: the BETTER_MOVE winner first, then the proposals of positive
/// value by value (generators' order for ties). Empty when nothing is worth a point.
std::vector<RankedMove> classicRanking(const GenContext& g);

std::unique_ptr<Chooser> makeChooser(ChooserKind kind);

}  // namespace engine
