// GTP commands that explain the move generator (engine/genmove), GNU Go 3.8's formats:
//
// top_moves
//   The last genmove's ranking (engine/genmove/chooser.h), the move played first, at most
//   10: `V figure V figure ...` with two decimals (GNU Go 3.8's format); the figure is what
//   the chooser ranks by (classic: the 2.x value; search: visits; learned: its rank), so
//   it descends. A pass played is listed as PASS. Empty before any genmove.
// all_move_values
//   Every move the last genmove's generators gave a positive value, best first, one
//   `V value` a line (GNU Go 3.8's command; its values are its own scale, these are 2.x's).
// point_features COLOR
//   The valuation generator's view of every empty legal point for COLOR
//   (engine/genmove/point_values.h): `V prediction f1 ... f25` a line, board order. The
//   trainers regression/point_values_fit.py and choice_net.py read it.
// prior_features COLOR
//   The move prior's sparse features of every legal point for COLOR
//   (engine/genmove/move_prior.h): `V score id id ...` a line, board order. The trainer
//   regression/move_prior.py reads it.
// prior_moves COLOR [N [features|network|mixed]]
//   A move prior for COLOR to move: its N (default 10) most probable points, best first,
//   `V probability` a line, four significant digits. Without a third argument the
//   candidates' prior of the plan (engine/genmove/candidates.h; the feature prior where the
//   plan has none); `network` and `mixed` need a 19x19 board.
// connection_reading COLOR
//   What genmove's connection reading (engine/genmove/connection_moves.h) finds for COLOR
//   to move, one cutting point a line in reading order: `V color dragon ORIGIN (N stones):
//   OUTCOME`, where OUTCOME is `loses VALUE (pieces P, attackable A)`, `no cut`, `joined`,
//   `holds (pieces P)`, `saved (pieces P)`, `unsafe` or `unread`. Empty up to 13x13.
// chooser [classic|search|learned|default]
//   Without an argument, the chooser the next genmove uses on this board; with one, sets it
//   for every board size (`default`: by board size again, engine/genmove/genmove_plan.h).
// chooser_ranking
//   The last genmove's whole ranking, one move a line in the chooser's order after the
//   rules (the move played first): `V CHOOSER FIGURES`, FIGURES as move_reasons gives them,
//   `played` after the move played.
// top_moves_black / top_moves_white
//   Generates for that color (not played), then answers as top_moves.
// move_reasons VERTEX
//   Why the last genmove valued VERTEX: "Move reasons:" then one line per proposal,
//   `Move at V: <generator> <value>: <why>`, then, when the chooser ranked it,
//   `Chooser <name>: rank K of N, <figures>`.
// restricted_genmove COLOR V1 V2 ...
//   The best move for COLOR among the listed vertices, not played: the first of them down
//   the chooser's ranking, else the one of highest 2.x value; PASS when none was proposed.
// pattern_stats [reset]
//   The firing counters of patterns.db over this engine's genmoves (engine/genmove
//   PatternStats::text: `# genmoves N`, then `NAME CLASSES WEIGHT matched accepted chosen`
//   per pattern); `pattern_stats reset` clears them.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

#include "engine/genmove/connection_moves.h"
#include "engine/genmove/gen_context.h"
#include "engine/genmove/move_prior.h"
#include "engine/genmove/policy_net.h"
#include "engine/genmove/point_values.h"
#include "engine/genmove/candidates.h"
#include "engine/genmove/genmove_plan.h"
#include "interface/gtp_engine.h"
#include "interface/gtp_tables.h"

namespace iface {
namespace {

using core::Color;
using core::Point;

const core::Geometry& geometry(GtpContext& ctx) {
  return ctx.engine.game().board().geometry();
}

std::string topMovesText(GtpContext& ctx) {
  const engine::GenmoveResult& res = ctx.engine.lastResult();
  std::string r;
  int n = 0;
  for (const engine::RankedMove& m : res.ranking) {
    if (m.skip != engine::RankSkip::None) continue;
    if (n++ == 10) break;
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f", engine::rankFigure(m, res.chooser, res.chooserRanked));
    r += (r.empty() ? "" : " ") + geometry(ctx).vertexName(m.move) + " " + buf;
  }
  return r;
}

void cmdTopMoves(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  a.expectCount(0);
  r = topMovesText(ctx);
}

void cmdChooserRanking(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  a.expectCount(0);
  const engine::GenmoveResult& res = ctx.engine.lastResult();
  const char* name = engine::chooserName(res.chooser);
  for (size_t i = 0; i < res.ranking.size(); ++i) {
    const engine::RankedMove& m = res.ranking[i];
    r += (r.empty() ? "" : "\n") + geometry(ctx).vertexName(m.move) + " " + name + " " +
         engine::rankFigures(m, res.chooser, res.chooserRanked) + (i == 0 ? ", played" : "");
  }
}

void cmdChooser(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  a.expectBetween(0, 1);
  engine::EngineOptions& o = ctx.engine.options();
  if (a.size() == 1) {
    if (a.at(0) == "default") {
      o.chooser.reset();
      return;
    }
    const std::optional<engine::ChooserKind> kind = engine::parseChooser(a.at(0));
    if (!kind) throw GtpError("expected classic, search, learned or default");
    o.chooser = *kind;
    return;
  }
  r = engine::chooserName(engine::genmovePlan(ctx.engine).chooser);
}

void cmdAllMoveValues(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  a.expectCount(0);
  for (const engine::MoveReason& m : ctx.engine.lastResult().considered) {
    if (m.value <= 0) break;
    r += (r.empty() ? "" : "\n") + geometry(ctx).vertexName(m.move) + " " + std::to_string(m.value);
  }
}

void appendNumbers(const double* x, size_t n, std::string& r) {
  char buf[32];
  for (size_t i = 0; i < n; ++i) {
    std::snprintf(buf, sizeof buf, " %.4g", x[i]);
    r += buf;
  }
}

void cmdPointFeatures(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  a.expectCount(1);
  const Color c = a.color(0);
  if (ctx.engine.game().readingFramesOpen())
    throw GtpError("trymove stack not empty (popgo first)");
  engine::GenSession session(ctx.engine, c);
  engine::GenContext& g = session.context();
  for (Point p : g.board.geometry()) {
    if (g.board.at(p) != Color::Empty || !g.board.isLegal(p, c)) continue;
    const auto f = engine::pointFeatures(g, p);
    char buf[32];
    std::snprintf(buf, sizeof buf, " %.3f", engine::predictPointValue(f));
    r += (r.empty() ? "" : "\n") + geometry(ctx).vertexName(p) + buf;
    appendNumbers(f.data(), f.size(), r);
  }
}

void cmdPriorFeatures(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  a.expectCount(1);
  const Color c = a.color(0);
  if (ctx.engine.game().readingFramesOpen())
    throw GtpError("trymove stack not empty (popgo first)");
  for (const engine::PriorPoint& pp : engine::priorFeatures(ctx.engine.game(), c)) {
    char buf[32];
    std::snprintf(buf, sizeof buf, " %.3f", engine::priorScore(pp.features));
    r += (r.empty() ? "" : "\n") + geometry(ctx).vertexName(pp.point) + buf;
    for (int k = 0; k < pp.features.count; ++k)
      r += " " + std::to_string(pp.features.ids[static_cast<size_t>(k)]);
  }
}

// The candidates' prior of the engine's plan, or the feature prior where it has none.
engine::MoveProbabilities planPrior(const engine::Engine& e, Color c) {
  engine::PriorSource source = engine::genmovePlan(e).prior;
  if (source == engine::PriorSource::None) source = engine::PriorSource::Features;
  return engine::candidatePriors(e.game(), c, source).prior;
}

void cmdPriorMoves(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  a.expectBetween(1, 3);
  const Color c = a.color(0);
  const int n = a.size() >= 2 ? a.integer(1) : 10;
  if (n < 1) throw GtpError("N must be positive");
  const board::Game& game = ctx.engine.game();
  if (game.readingFramesOpen()) throw GtpError("trymove stack not empty (popgo first)");
  const std::string which = a.size() == 3 ? a.at(2) : "";
  if (which != "" && which != "features" && which != "network" && which != "mixed")
    throw GtpError("expected features, network or mixed");
  if ((which == "network" || which == "mixed") && game.size() > engine::kPolicyNetSize)
    throw GtpError("the policy network serves boards up to 19x19");
  const engine::MoveProbabilities prior = which == "features" ? engine::featurePrior(game, c)
                                  : which == "network" ? engine::networkPrior(game, c)
                                  : which == "mixed"   ? engine::mixedPrior(game, c)
                                                       : planPrior(ctx.engine, c);
  std::vector<std::pair<double, Point>> ranked;
  for (Point p : geometry(ctx))
    if (prior.logProb[p] > engine::MoveProbabilities::kPriorIllegal) ranked.emplace_back(prior.logProb[p], p);
  std::stable_sort(ranked.begin(), ranked.end(),
                   [](const auto& l, const auto& rr) { return l.first > rr.first; });
  ranked.resize(std::min(ranked.size(), static_cast<size_t>(n)));
  for (const auto& [lp, p] : ranked) {
    char buf[32];
    std::snprintf(buf, sizeof buf, " %.4g", std::exp(lp));
    r += (r.empty() ? "" : "\n") + geometry(ctx).vertexName(p) + buf;
  }
}

std::string cutLine(GtpContext& ctx, const engine::GenContext& g, const engine::CutRecord& c) {
  const dragon::DragonData& d = g.analysis.dragons().dragons()[static_cast<size_t>(c.dragon)];
  std::string line = geometry(ctx).vertexName(c.cut) + " " + std::string(core::colorName(d.color)) +
                     " dragon " + geometry(ctx).vertexName(d.origin) + " (" +
                     std::to_string(d.size) + (d.size == 1 ? " stone): " : " stones): ") +
                     engine::cutOutcomeName(c.outcome);
  const std::string pieces = "pieces " + std::to_string(c.pieces);
  if (c.outcome == engine::CutOutcome::Loses)
    return line + " " + std::to_string(c.value) + " (" + pieces + ", attackable " +
           std::to_string(c.attackable) + ")";
  if (c.outcome == engine::CutOutcome::Holds || c.outcome == engine::CutOutcome::Saved)
    return line + " (" + pieces + ")";
  return line;
}

void cmdConnectionReading(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  a.expectCount(1);
  const Color c = a.color(0);
  if (ctx.engine.game().readingFramesOpen())
    throw GtpError("trymove stack not empty (popgo first)");
  engine::GenSession session(ctx.engine, c);
  engine::GenContext& g = session.context();
  std::vector<engine::CutRecord> record;
  engine::connectionMoves(g, &record);
  for (const engine::CutRecord& cut : record) r += (r.empty() ? "" : "\n") + cutLine(ctx, g, cut);
}

template <Color kColor>
void cmdTopMovesColor(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  a.expectCount(0);
  if (ctx.engine.game().readingFramesOpen())
    throw GtpError("trymove stack not empty (popgo first)");
  ctx.engine.genmove(kColor);
  r = topMovesText(ctx);
}

void cmdMoveReasons(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  a.expectCount(1);
  const Point p = a.point(0, geometry(ctx));
  const engine::GenmoveResult& res = ctx.engine.lastResult();
  r = "Move reasons:";
  for (const engine::MoveReason& m : res.reasons) {
    if (m.move != p) continue;
    r += "\nMove at " + geometry(ctx).vertexName(p) + ": " + engine::generatorName(m.generator) +
         " " + std::to_string(m.value) + ": " + m.why;
  }
  for (size_t i = 0; i < res.ranking.size(); ++i) {
    if (res.ranking[i].move != p) continue;
    r += "\nChooser " + std::string(engine::chooserName(res.chooser)) + ": rank " +
         std::to_string(i + 1) + " of " + std::to_string(res.ranking.size()) + ", " +
         engine::rankFigures(res.ranking[i], res.chooser, res.chooserRanked);
  }
}

void cmdRestrictedGenmove(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  a.expectAtLeast(2);
  const Color c = a.color(0);
  std::vector<Point> allowed;
  for (size_t i = 1; i < a.size(); ++i) allowed.push_back(a.point(i, geometry(ctx)));
  if (ctx.engine.game().readingFramesOpen())
    throw GtpError("trymove stack not empty (popgo first)");
  ctx.engine.genmove(c);
  // The first listed vertex down the chooser's ranking that the rules did not skip, else
  // (the search ranks only the moves it visited) the listed vertex of highest 2.x value.
  const engine::GenmoveResult& res = ctx.engine.lastResult();
  const auto playable = [&](Point p, int value) {
    return value > 0 && std::find(allowed.begin(), allowed.end(), p) != allowed.end() &&
           ctx.engine.game().check(p, c) == board::PlayError::None;
  };
  Point best = core::kPass;
  for (const engine::RankedMove& m : res.ranking)
    if (m.skip == engine::RankSkip::None && playable(m.move, m.value)) {
      best = m.move;
      break;
    }
  for (size_t i = 0; best == core::kPass && i < res.considered.size(); ++i)
    if (playable(res.considered[i].move, res.considered[i].value)) best = res.considered[i].move;
  r = geometry(ctx).vertexName(best);
}

void cmdPatternStats(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  a.expectBetween(0, 1);
  if (a.size() == 1) {
    if (a.at(0) != "reset") throw GtpError("syntax error");
    ctx.engine.patternStats().reset();
    return;
  }
  r = ctx.engine.patternStats().text();
  if (!r.empty() && r.back() == '\n') r.pop_back();
}

const std::vector<GtpCommand> kCommands = {
    {"all_move_values", "all_move_values", "every move the last genmove valued, best first",
     cmdAllMoveValues},
    {"chooser", "chooser [classic|search|learned|default]",
     "the chooser of the next genmove, or set it for every board size", cmdChooser},
    {"chooser_ranking", "chooser_ranking",
     "the last genmove's ranking with the chooser's figures, the move played first",
     cmdChooserRanking},
    {"connection_reading", "connection_reading <color>",
     "genmove's connection reading: each cutting point read and what the cut does",
     cmdConnectionReading},
    {"move_reasons", "move_reasons <vertex>", "why the last genmove valued vertex", cmdMoveReasons},
    {"pattern_stats", "pattern_stats [reset]", "firing counters of patterns.db", cmdPatternStats},
    {"point_features", "point_features <color>",
     "every empty point's valuation features and prediction", cmdPointFeatures},
    {"prior_features", "prior_features <color>",
     "every legal point's move prior features and score", cmdPriorFeatures},
    {"prior_moves", "prior_moves <color> [n [features|network|mixed]]",
     "a move prior's best points (default: the candidates' prior)",
     cmdPriorMoves},
    {"restricted_genmove", "restricted_genmove <color> <vertex...>",
     "the best move for color among the vertices, not played", cmdRestrictedGenmove},
    {"top_moves", "top_moves", "the last genmove's ranking, the move played first",
     cmdTopMoves},
    {"top_moves_black", "top_moves_black", "generates for black, then top_moves",
     cmdTopMovesColor<Color::Black>},
    {"top_moves_white", "top_moves_white", "generates for white, then top_moves",
     cmdTopMovesColor<Color::White>},
};

}  // namespace

const std::vector<GtpCommand>& genmoveCommands() {
  return kCommands;
}

}  // namespace iface
