#include "engine/genmove/move_rules.h"

#include <algorithm>
#include <optional>

#include "engine/dragon/final_score.h"
#include "engine/playout/score_estimate.h"

namespace engine {

using core::Color;
using core::Point;

namespace {

// The end of the game under territory scoring, for a ranking with learned scores: after
// the opponent's pass a pass of ours ends it, which keeps a lead; and a weak pick inside
// our own territory costs a point and threatens nothing. Behind, before the opponent's
// pass, a fill is still played: our pass would let the opponent end the game, and playing
// on after its pass is where the kills come from. With the policy network, a weak prior
// point counts as a fill wherever it lies: the network's late candidates are mostly stones
// thrown into the opponent's area. The end-of-game evaluation is made once, when asked.
class EndOfGame {
 public:
  explicit EndOfGame(GenContext& g) : m_g(g) {
    const board::GameRecordEntry* last = g.engine.game().lastMove();
    m_territory = !g.engine.options().chineseRules;
    m_afterPass = m_territory && last != nullptr && !last->isSetup &&
                  last->point == core::kPass && last->color == g.other();
    m_network = g.plan.prior == PriorSource::Mixed;
  }
  bool passes(const RankedMove& r) {
    return r.scored && r.score < kChoicePassScore && m_afterPass && ahead();
  }
  bool fills(const RankedMove& r) {
    if (!r.scored || !m_territory || r.score >= kChoicePassScore || !(m_afterPass || ahead()))
      return false;
    if (m_network && !r.proposed) return true;
    return eval().status(r.move) == (m_g.color == Color::Black
                                         ? dragon::FinalStatus::BlackTerritory
                                         : dragon::FinalStatus::WhiteTerritory);
  }

 private:
  bool ahead() { return eval().score() * (m_g.color == Color::Black ? 1 : -1) > 0; }
  const dragon::FinalEvaluation& eval() {
    if (!m_eval)
      m_eval = dragon::FinalEvaluation::make(m_g.board, m_g.analysis.dragons(),
                                             m_g.engine.game().komi(), false);
    return *m_eval;
  }
  GenContext& m_g;
  bool m_territory = false;
  bool m_afterPass = false;
  bool m_network = false;
  std::optional<dragon::FinalEvaluation> m_eval;
};

bool playable(const GenContext& g, Point p) {
  const board::Game& game = g.engine.game();
  return game.check(p, g.color) == board::PlayError::None && !game.repeatsPosition(p, g.color);
}

// Rule 1: the index of the first ranked move played, or -1 for a pass.
int walkRanking(GenContext& g, std::vector<RankedMove>& ranking) {
  EndOfGame end(g);
  for (size_t i = 0; i < ranking.size(); ++i) {
    RankedMove& r = ranking[i];
    if (r.move == core::kPass) return -1;
    if (!r.proposed && (!g.safety.safe(r.move, g.color) || !g.safety.confirm(r.move, g.color))) {
      r.skip = RankSkip::Unsafe;
      continue;
    }
    if (end.passes(r)) return -1;
    if (end.fills(r)) {
      r.skip = RankSkip::Fill;
      continue;
    }
    if (r.value <= 0 || !playable(g, r.move)) {
      r.skip = RankSkip::Repeats;
      continue;
    }
    return static_cast<int>(i);
  }
  return -1;
}

// Rule 2 (notes 7.3): a big move replaces a small recommendation at least 3 points away.
void fearlessOverride(GenContext& g, std::vector<RankedMove>& ranking, int& pick,
                      GenmoveResult& r) {
  const moyo::BigMove& big = g.analysis.moyo().bigMove();
  r.bigMove = big.move;
  r.bigMoveValue = big.value;
  if (big.value == 0 || big.move == core::kNoPoint) return;
  const int val = pick >= 0 ? ranking[static_cast<size_t>(pick)].value : 0;
  if (val >= std::min(75, big.value)) return;
  const Point rec = pick >= 0 ? ranking[static_cast<size_t>(pick)].move : core::kNoPoint;
  if (rec != core::kNoPoint && core::chebyshevDistance(rec, big.move) < 3) return;
  if (!g.board.isLegal(big.move, g.color) || !playable(g, big.move)) return;
  r.trace = fearlessTraceLine(g.board.geometry(), rec, val, big.move, big.value,
                              g.analysis.moyo().terriBalance());
  g.proposals.add(big.move, big.value, Generator::BigMove, "fearless big move");
  RankedMove m;
  m.move = big.move, m.value = big.value, m.generator = Generator::BigMove;
  ranking.insert(ranking.begin(), m);
  pick = 0;
  r.bigMoveOverride = true;
}

// Rule 3: dead enemy stones (the end-of-game evaluation's verdict) are captured: their
// attack point, else a liberty we can safely fill; ties by BETTER_MOVE.
void cleanup(GenContext& g, std::vector<RankedMove>& ranking, int& pick) {
  board::Game& game = g.engine.game();
  const dragon::FinalEvaluation eval = dragon::FinalEvaluation::make(
      g.board, g.analysis.dragons(), game.komi(), g.engine.options().chineseRules);
  BestMove best;
  for (Point p : eval.stonesWith(dragon::FinalStatus::Dead)) {
    if (g.board.at(p) != g.other() || g.board.origin(p) != p) continue;
    const worm::Worm& w = g.analysis.worm(p);
    Point move = core::kNoPoint;
    if (w.attackCode != worm::kLose && w.attackPoint != core::kNoPoint &&
        g.board.isLegal(w.attackPoint, g.color))
      move = w.attackPoint;
    std::vector<Point> libs;
    g.board.liberties(p, libs);
    for (size_t i = 0; move == core::kNoPoint && i < libs.size(); ++i)
      if (g.safety.safe(libs[i], g.color) && g.safety.confirm(libs[i], g.color)) move = libs[i];
    if (move == core::kNoPoint) continue;
    g.proposals.add(move, 1, Generator::Cleanup, "removes the dead stones at " + g.vertex(p));
    best.offer(move, 1, Generator::Cleanup, g.rng);
  }
  if (!best.found() || !playable(g, best.move())) return;
  RankedMove m;
  m.move = best.move(), m.value = 1, m.generator = Generator::Cleanup;
  ranking.insert(ranking.begin(), m);
  pick = 0;
}

// Rule 4, --resign-below X: the engine's score estimate (playout/score_estimate.h) is more
// than X behind, late enough in the game for the estimate to mean something.
bool hopeless(GenContext& g) {
  const std::optional<double> limit = g.engine.options().resignBelow;
  const board::Game& game = g.engine.game();
  if (!limit || game.moveCount() < game.size() * game.size() / 3) return false;
  const playout::ScoreRules rules{game.komi(), g.engine.options().chineseRules};
  return playout::ScoreEstimate::run(game.board(), rules).leadFor(g.color) < -*limit;
}

}  // namespace

void applyMoveRules(GenContext& g, Choice& choice, GenmoveMode mode, GenmoveResult& r) {
  std::vector<RankedMove>& ranking = choice.ranking;
  int pick = walkRanking(g, ranking);
  if (g.fearless()) fearlessOverride(g, ranking, pick, r);
  if (pick < 0 && (mode == GenmoveMode::Cleanup || g.engine.options().chineseRules))
    cleanup(g, ranking, pick);
  if (pick > 0) std::rotate(ranking.begin(), ranking.begin() + pick, ranking.begin() + pick + 1);
  if (pick >= 0) {
    r.move = ranking.front().move, r.value = ranking.front().value;
    r.generator = ranking.front().generator;
  } else {
    r.move = core::kPass, r.value = -1, r.generator = Generator::Pass;
    if (ranking.empty() || ranking.front().move != core::kPass) {
      RankedMove pass;
      pass.generator = Generator::Pass;
      ranking.insert(ranking.begin(), pass);
    }
  }
  r.ranking = std::move(ranking);
  r.resign = hopeless(g);
}

}  // namespace engine
