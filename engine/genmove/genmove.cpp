#include "engine/genmove/genmove.h"

#include <algorithm>

#include "engine/core/zobrist.h"
#include "engine/dragon/final_score.h"
#include "engine/genmove/connection_moves.h"
#include "engine/genmove/examine.h"
#include "engine/genmove/fuseki.h"
#include "engine/genmove/gen_context.h"
#include "engine/genmove/owl_moves.h"
#include "engine/genmove/playout_search.h"
#include "engine/genmove/point_values.h"
#include "engine/genmove/semeai.h"
#include "engine/genmove/shapes.h"
#include "engine/genmove/tactical_moves.h"
#include "engine/genmove/weighted_choice.h"
#include "engine/playout/score_estimate.h"

namespace engine {

using core::Color;
using core::Point;

std::string fearlessTraceLine(const core::Geometry& geo, Point recommended, int value, Point big,
                              int bigValue, int territoryBalance) {
  const auto name = [&](Point p) {
    return p == core::kNoPoint ? std::string("??") : geo.vertexName(p);
  };
  return "genmove() recommended " + name(recommended) + " val " + std::to_string(value) +
         " but we play " + name(big) + " with new val " + std::to_string(bigValue) + ", t " +
         std::to_string(territoryBalance);
}

namespace {

// notes 7.3: a big move replaces a small recommendation at least 3 points away from it.
void fearlessOverride(GenContext& g, GenmoveResult& r) {
  const moyo::BigMove& big = g.analysis.moyo().bigMove();
  r.bigMove = big.move;
  r.bigMoveValue = big.value;
  if (big.value == 0 || big.move == core::kNoPoint) return;
  const int val = g.best.value();
  if (val >= std::min(75, big.value)) return;
  const Point rec = g.best.move();
  if (rec != core::kNoPoint) {
    if (core::chebyshevDistance(rec, big.move) < 3) return;
  }
  if (!g.board.isLegal(big.move, g.color)) return;
  r.trace = fearlessTraceLine(g.board.geometry(), rec, val, big.move, big.value,
                              g.analysis.moyo().terriBalance());
  g.proposals.add(big.move, big.value, Generator::BigMove, "fearless big move");
  g.best.force(big.move, big.value, Generator::BigMove);
  r.bigMoveOverride = true;
}

// Dead enemy stones (the end-of-game evaluation's verdict) are captured: their attack
// point, else a liberty we can safely fill.
void cleanup(GenContext& g, int value) {
  board::Game& game = g.engine.game();
  const dragon::FinalEvaluation eval = dragon::FinalEvaluation::make(
      g.board, g.analysis.dragons(), game.komi(), g.engine.options().chineseRules);
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
    if (move != core::kNoPoint)
      g.propose(move, value, Generator::Cleanup, "removes the dead stones at " + g.vertex(p));
  }
}

void runGenerators(GenContext& g, PatternStats& stats, GenmoveMode mode, GenmoveResult& r) {
  fuseki(g);
  const std::vector<Point> raced = semeai(g);
  ShapeEffects fx;
  ShapeContext ctx(g);
  shapes(g, ctx, stats, Generator::Shapes, fx);
  attacker(g, fx);
  defender(g, fx);
  eyeFinder(g, fx);
  owlMoves(g);
  if (g.engine.options().connectionReading) connectionMoves(g);
  pointValueMoves(g);
  if (g.best.value() <= 0 && !g.clock.past(0.8)) {
    std::vector<Point> revived = reviseSemeai(g, raced);
    if (!revived.empty()) {
      ctx.setRevived(std::move(revived));
      shapes(g, ctx, stats, Generator::ReviseSemeai, fx);
    }
  }
  territoryMoves(g);
  if (g.best.value() <= 0) fillLiberty(g);
  r.choice = weightedChoice(g);
  if (mode == GenmoveMode::Normal) playoutSearch(g, r);
  if (g.fearless()) fearlessOverride(g, r);
  const bool area = g.engine.options().chineseRules;
  if (g.best.value() <= 0 && (mode == GenmoveMode::Cleanup || area)) cleanup(g, 1);
  r.readingNodes += ctx.readingNodes();
  const Generator chosen = g.best.generator();
  if ((chosen == Generator::Shapes || chosen == Generator::ReviseSemeai) &&
      fx.pattern[g.best.move()] >= 0)
    stats.chosen(fx.pattern[g.best.move()]);
}

// The move to play: the best if the game's rules allow it and it repeats no earlier
// position of the game (even where the rules have no superko: a triple ko must not cycle),
// else the next such considered move of positive value; nothing worth a point: pass.
void decide(GenContext& g, GenmoveResult& r) {
  const board::Game& game = g.engine.game();
  const auto playable = [&](Point p) {
    return game.check(p, g.color) == board::PlayError::None && !game.repeatsPosition(p, g.color);
  };
  r.considered = g.proposals.considered();
  r.reasons = g.proposals.all();
  Point move = g.best.move();
  int value = g.best.value();
  Generator gen = g.best.generator();
  if (move != core::kNoPoint && value > 0 && !playable(move)) {
    move = core::kNoPoint;
    for (const MoveReason& m : r.considered)
      if (m.value > 0 && playable(m.move)) {
        move = m.move, value = m.value, gen = m.generator;
        break;
      }
  }
  if (move == core::kNoPoint || value <= 0) {
    r.move = core::kPass, r.value = -1, r.generator = Generator::Pass;
    return;
  }
  r.move = move, r.value = value, r.generator = gen;
}

// --resign-below X: the engine's score estimate (playout/score_estimate.h) is more than X
// behind, late enough in the game for the estimate to mean something.
bool hopeless(GenContext& g) {
  const std::optional<double> limit = g.engine.options().resignBelow;
  const board::Game& game = g.engine.game();
  if (!limit || game.moveCount() < game.size() * game.size() / 3) return false;
  const playout::ScoreRules rules{game.komi(), g.engine.options().chineseRules};
  return playout::ScoreEstimate::run(game.board(), rules).leadFor(g.color) < -*limit;
}

}  // namespace

uint64_t positionSeed(uint64_t seed, uint64_t positionHash, Color toMove) {
  uint64_t state = seed ^ positionHash ^ (toMove == Color::White ? kWhiteToMoveSalt : 0);
  return core::splitmix64(state);
}

GenmoveResult generateMove(Engine& engine, Color c, GenmoveMode mode) {
  moyo::Moyo& moyo = engine.moyo();
  const uint64_t queries = moyo.colorQueries(), hits = moyo.colorHits();
  GenmoveResult r;
  engine.random().reseed(positionSeed(engine.options().seed, engine.game().board().hash(), c));
  GenSession session(engine, c);
  GenContext& g = session.context();
  runGenerators(g, engine.patternStats(), mode, r);
  decide(g, r);
  r.resign = hopeless(g);
  engine.patternStats().countGenmove();
  r.readingNodes += g.reader.nodes();
  r.colorQueries = moyo.colorQueries() - queries;
  r.colorHits = moyo.colorHits() - hits;
  r.seconds = session.clock().elapsed();
  return r;
}

}  // namespace engine
