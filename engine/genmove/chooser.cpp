#include "engine/genmove/chooser.h"

#include "engine/genmove/learned_chooser.h"
#include "engine/genmove/search_chooser.h"

namespace engine {

std::vector<RankedMove> classicRanking(const GenContext& g) {
  std::vector<RankedMove> ranking;
  if (!g.best.found() || g.best.value() <= 0) return ranking;
  RankedMove first;
  first.move = g.best.move(), first.value = g.best.value(), first.generator = g.best.generator();
  ranking.push_back(first);
  for (const MoveReason& m : g.proposals.considered()) {
    if (m.value <= 0) break;
    if (m.move == first.move) continue;
    RankedMove r;
    r.move = m.move, r.value = m.value, r.generator = m.generator;
    ranking.push_back(r);
  }
  return ranking;
}

namespace {

class ClassicChooser : public Chooser {
 public:
  Choice choose(GenContext& g, const CandidateSet&) override {
    Choice c;
    c.chooser = ChooserKind::Classic;
    c.ranked = true;
    c.ranking = classicRanking(g);
    return c;
  }
};

}  // namespace

std::unique_ptr<Chooser> makeChooser(ChooserKind kind) {
  switch (kind) {
    case ChooserKind::Search: return std::make_unique<SearchChooser>();
    case ChooserKind::Learned: return std::make_unique<LearnedChooser>();
    case ChooserKind::Classic: break;
  }
  return std::make_unique<ClassicChooser>();
}

}  // namespace engine
