#include "engine/genmove/genmove.h"

#include <algorithm>

#include "engine/core/zobrist.h"
#include "engine/genmove/candidates.h"
#include "engine/genmove/chooser.h"
#include "engine/genmove/connection_moves.h"
#include "engine/genmove/fuseki.h"
#include "engine/genmove/gen_context.h"
#include "engine/genmove/move_rules.h"
#include "engine/genmove/owl_moves.h"
#include "engine/genmove/point_values.h"
#include "engine/genmove/search_chooser.h"
#include "engine/genmove/semeai.h"
#include "engine/genmove/shapes.h"
#include "engine/genmove/tactical_moves.h"

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

void runGenerators(GenContext& g, GenmoveMode mode, PatternStats& stats, ShapeEffects& fx,
                   GenmoveResult& r) {
  fuseki(g);
  const std::vector<Point> raced = semeai(g);
  ShapeContext ctx(g);
  shapes(g, ctx, stats, Generator::Shapes, fx);
  attacker(g, fx);
  defender(g, fx);
  eyeFinder(g, fx);
  owlMoves(g);
  if (g.plan.connectionReading) connectionMoves(g);
  // kgs-genmove_cleanup wants the dead stones off the board, not new points.
  if (g.plan.pointValuation && mode != GenmoveMode::Cleanup) pointValueMoves(g);
  if (g.best.value() <= 0 && !g.clock.past(0.8)) {
    std::vector<Point> revived = reviseSemeai(g, raced);
    if (!revived.empty()) {
      ctx.setRevived(std::move(revived));
      shapes(g, ctx, stats, Generator::ReviseSemeai, fx);
    }
  }
  territoryMoves(g);
  if (g.best.value() <= 0) fillLiberty(g);
  r.readingNodes += ctx.readingNodes();
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
  ShapeEffects fx;
  runGenerators(g, mode, engine.patternStats(), fx, r);
  const CandidateSet candidates = CandidateSet::collect(g);
  // kgs-genmove_cleanup captures dead stones: the search (which would leave them) steps aside.
  const ChooserKind kind = mode == GenmoveMode::Cleanup && g.plan.chooser == ChooserKind::Search
                               ? ChooserKind::Classic
                               : g.plan.chooser;
  Choice choice = makeChooser(kind)->choose(g, candidates);
  r.chooser = choice.chooser;
  r.chooserRanked = choice.ranked;
  r.playouts = choice.playouts;
  applyMoveRules(g, choice, mode, r);
  if (r.playouts > 0 && r.move == r.ranking.front().move) r.winRate = r.ranking.front().winRate;
  r.considered = g.proposals.considered();
  r.reasons = g.proposals.all();
  const bool shape = r.generator == Generator::Shapes || r.generator == Generator::ReviseSemeai;
  if (shape && fx.pattern[r.move] >= 0) engine.patternStats().chosen(fx.pattern[r.move]);
  engine.patternStats().countGenmove();
  r.readingNodes += g.reader.nodes();
  r.colorQueries = moyo.colorQueries() - queries;
  r.colorHits = moyo.colorHits() - hits;
  r.seconds = session.clock().elapsed();
  return r;
}

void analyzePosition(Engine& engine, Color c, const playout::SearchObserver& observer) {
  engine.random().reseed(positionSeed(engine.options().seed, engine.game().board().hash(), c));
  GenSession session(engine, c);
  GenContext& g = session.context();
  ShapeEffects fx;
  GenmoveResult r;
  PatternStats unused(patterns::shapePatternDb());
  runGenerators(g, GenmoveMode::Normal, unused, fx, r);
  analyzeSearch(g, CandidateSet::collect(g), observer);
}

}  // namespace engine
