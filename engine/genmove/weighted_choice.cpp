#include "engine/genmove/weighted_choice.h"

#include <algorithm>
#include <cstdio>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/dragon/final_score.h"
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

// Dragons within Manhattan distance 2 of p: the points to look at.
// clang-format off
constexpr std::array<int, 12> kNearOffsets = {
    core::kNorth, core::kEast, core::kSouth, core::kWest,
    core::kNorth + core::kWest, core::kNorth + core::kEast, core::kSouth + core::kEast,
    core::kSouth + core::kWest, 2 * core::kNorth, 2 * core::kEast, 2 * core::kSouth,
    2 * core::kWest};
// clang-format on

// One side's eight inputs (kDragonSideInputs) from the dragons (indices) near p and next to it.
void sideInputs(const dragon::DragonAnalysis& dragons, const std::vector<int>& near, int adjacent,
                double* out) {
  using dragon::Status;
  out[0] = std::min<int>(static_cast<int>(near.size()), 3);
  out[1] = std::min(adjacent, 3);
  const dragon::DragonData* stake = nullptr;
  for (int k : near) {
    const dragon::DragonData& d = dragons.dragons()[static_cast<size_t>(k)];
    const int slot = d.safety == Status::Critical  ? 2
                     : d.safety == Status::Unknown ? 3
                     : d.safety == Status::Dead    ? 4
                                                   : 5;
    out[slot] = std::max(out[slot], std::min(d.size, 50) / 10.0);
    if (slot > 3) continue;
    // The stake: the largest CRITICAL dragon, else the largest UNKNOWN one.
    if (stake == nullptr || (d.safety == Status::Critical && stake->safety != Status::Critical) ||
        (d.safety == stake->safety && d.size > stake->size))
      stake = &d;
  }
  if (stake == nullptr) return;
  out[6] = std::min(stake->escapeRoute, 10) / 10.0;
  out[7] = std::min(stake->trueGenus(), 4) / 2.0;
}

// The end of the game under territory scoring: after the opponent's pass a pass of ours
// ends it, which keeps a lead; and a weak pick inside our own territory costs a point and
// threatens nothing. The end-of-game evaluation is made once, when first asked.
class EndOfGame {
 public:
  explicit EndOfGame(GenContext& g) : m_g(g) {
    const board::Game& game = g.engine.game();
    const board::GameRecordEntry* last = game.lastMove();
    m_territory = !g.engine.options().chineseRules;
    m_afterPass = m_territory && last != nullptr && !last->isSetup &&
                  last->point == core::kPass && last->color == g.other();
    m_networkOn = policyNetOn(g.engine);
  }
  bool aheadAfterPass() { return m_afterPass && ahead(); }
  // Behind, before the opponent's pass, a fill is still played: our pass would let the
  // opponent end the game, and playing on after its pass is where the kills come from.
  // With the policy network on, a weak pick no generator proposed (a prior point) counts
  // as a fill wherever it lies: the network's late candidates are mostly stones thrown
  // into the opponent's area.
  bool fills(const ChoiceCandidate& c) {
    if (!m_territory || c.score >= kChoicePassScore || !(m_afterPass || ahead())) return false;
    if (m_networkOn && c.value <= 0) return true;
    return eval().status(c.move) == (m_g.color == core::Color::Black
                                         ? dragon::FinalStatus::BlackTerritory
                                         : dragon::FinalStatus::WhiteTerritory);
  }

 private:
  bool ahead() { return eval().score() * (m_g.color == core::Color::Black ? 1 : -1) > 0; }
  const dragon::FinalEvaluation& eval() {
    if (!m_eval)
      m_eval = dragon::FinalEvaluation::make(m_g.board, m_g.analysis.dragons(),
                                             m_g.engine.game().komi(), false);
    return *m_eval;
  }
  GenContext& m_g;
  bool m_territory = false;
  bool m_afterPass = false;
  bool m_networkOn = false;
  std::optional<dragon::FinalEvaluation> m_eval;
};

// The first candidate of the ranking that is safe and no fill becomes the best move; a
// pass when it scores below kChoicePassScore after the opponent's pass and we are ahead,
// or when only fills are left.
void pickCandidate(GenContext& g, std::vector<ChoiceCandidate>& ranked) {
  EndOfGame end(g);
  bool filled = false;
  for (ChoiceCandidate& c : ranked) {
    const bool proposed = c.value > 0;
    if (!proposed && (!g.safety.safe(c.move, g.color) || !g.safety.confirm(c.move, g.color))) {
      c.unsafe = true;
      continue;
    }
    if (c.score < kChoicePassScore && end.aheadAfterPass()) {
      g.best.force(core::kNoPoint, 0, Generator::Pass);  // ending the game keeps the win
      return;
    }
    if (end.fills(c)) {
      c.fill = filled = true;
      continue;
    }
    if (c.move == g.best.move()) return;
    const int value = proposed ? c.value : g.best.value();
    char buf[64];
    std::snprintf(buf, sizeof buf, "weighted choice, score %.2f%s", c.score,
                  proposed ? "" : ", move prior");
    g.proposals.add(c.move, value, Generator::Weighted, buf);
    g.best.force(c.move, value, Generator::Weighted);
    return;
  }
  if (filled) g.best.force(core::kNoPoint, 0, Generator::Pass);  // only fills left
}

}  // namespace

std::array<double, kDragonInputs> dragonInputs(const PositionAnalysis& a, Point p,
                                               core::Color color) {
  std::array<double, kDragonInputs> x{};
  const board::Board& b = a.board();
  const dragon::DragonAnalysis& dragons = a.dragons();
  for (int side = 0; side < 2; ++side) {
    const core::Color c = side == 0 ? color : core::opponent(color);
    std::vector<int> near;
    int adjacent = 0;
    for (size_t k = 0; k < kNearOffsets.size(); ++k) {
      const Point q = static_cast<Point>(p + kNearOffsets[k]);
      if (!b.geometry().onBoard(q) || b.at(q) != c) continue;
      const int d = dragons.dragonIndex(q);
      if (d < 0 || std::find(near.begin(), near.end(), d) != near.end()) continue;
      near.push_back(d);
      if (k < 4) ++adjacent;  // the first four offsets are the neighbours
    }
    sideInputs(dragons, near, adjacent, &x[static_cast<size_t>(side * kDragonSideInputs)]);
  }
  for (const dragon::DragonData& d : dragons.dragons()) {
    if (d.safety != dragon::Status::Critical && d.safety != dragon::Status::Unknown) continue;
    x[2 * kDragonSideInputs + (d.color == color ? 0 : 1)] += d.size / 10.0;
  }
  x[kDragonInputs - 1] = b.stoneCount() / 100.0;
  return x;
}

std::array<double, kChoiceInputs> choiceInputs(GenContext& g, Point p, const MovePrior& prior) {
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
  const std::array<double, kDragonInputs> d = dragonInputs(g.analysis, p, g.color);
  std::copy(d.begin(), d.end(), x.begin() + kAfterFamilies + 3);
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

std::vector<ChoiceCandidate> weightedChoice(GenContext& g) {
  std::vector<ChoiceCandidate> ranked;
  if (g.best.value() <= 0 || g.best.value() >= kUrgentValue ||
      g.board.geometry().size() < kWeightedChoiceMinSize ||
      g.board.stoneCount() < kWeightedChoiceFrom)
    return ranked;
  const ChoicePriors priors = choicePriors(g.engine, g.color);
  const MovePrior& prior = priors.prior;
  const MovePrior& policy = priors.network;
  const double weight = g.engine.options().policyWeight;
  auto candidate = [&](Point p, int value) {
    const double score = choiceScore(choiceInputs(g, p, prior));
    const double rank = priors.withNetwork ? score + weight * policy.logProb[p] : score;
    ranked.push_back({p, score, rank, value});
  };
  for (const MoveReason& c : g.proposals.considered()) {
    if (c.value <= 0 || !g.board.isLegal(c.move, g.color)) continue;
    candidate(c.move, c.value);
  }
  auto unproposed = [&](Point p) {
    if (g.proposals.potential(p) > 0 || !g.board.isLegal(p, g.color)) return false;
    for (const ChoiceCandidate& c : ranked)
      if (c.move == p) return false;
    return true;
  };
  for (Point p : prior.best)
    if (unproposed(p)) candidate(p, 0);
  for (Point p : policy.best)
    if (unproposed(p)) candidate(p, 0);
  std::stable_sort(ranked.begin(), ranked.end(),
                   [](const auto& a, const auto& b) { return a.rank > b.rank; });
  pickCandidate(g, ranked);
  return ranked;
}

}  // namespace engine
