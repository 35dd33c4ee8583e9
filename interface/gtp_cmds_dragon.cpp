// GTP commands of the dragon module, with GNU Go 3.8's names and answers: dragon_status,
// dragon_stones, same_dragon, dragon_data, eval_eye, final_status, estimate_score.
#include <cstdio>
#include <string>
#include <vector>

#include "engine/dragon/final_score.h"
#include "engine/dragon/owl_status.h"
#include "engine/genmove/examine.h"
#include "engine/genmove/move_clock.h"
#include "interface/gtp_engine.h"
#include "interface/gtp_tables.h"
#include "interface/score.h"

namespace iface {
namespace {

using core::Color;
using core::Point;

const core::Geometry& geometry(GtpContext& ctx) {
  return ctx.engine.game().board().geometry();
}

// The position's dragon analysis, from ctx.dragons while the position is the same.
const dragon::DragonAnalysis& analyze(GtpContext& ctx) {
  const board::Board& b = ctx.engine.game().board();
  const worm::ReadingLimits limits = ctx.engine.readingLimits();
  auto& c = ctx.dragons;
  if (c && c->positionId == b.positionId() && c->koHash == b.koHash() && c->limits == limits)
    return c->analysis;
  dragon::DragonAnalysis da = engine::analyzeDragons(ctx.engine);
  // Reading renumbered the position: key the cache by the serial it has now.
  c = DragonCache{b.positionId(), b.koHash(), limits, std::move(da)};
  return c->analysis;
}

Point stoneArg(GtpContext& ctx, const GtpArgs& a, size_t i) {
  const Point p = a.point(i, geometry(ctx));
  if (!core::isStone(ctx.engine.game().board().at(p))) throw GtpError("vertex must not be empty");
  return p;
}

// "alive", "dead", or "critical <attack> <defense>": owl reading of the dragon
// (engine/dragon/owl_status.h), as GNU Go 3.8 answers.
std::string statusText(GtpContext& ctx, const dragon::DragonAnalysis& da, Point p) {
  dragon::OwlReader owl(ctx.engine.game().mutableBoard(), ctx.engine.owlState(),
                        ctx.engine.options().owl);
  const dragon::OwlStatus s = dragon::readOwlStatus(owl, da, p);
  std::string text = dragon::statusName(s.status);
  if (s.status == dragon::Status::Critical)
    text += " " + geometry(ctx).vertexName(s.attack) + " " + geometry(ctx).vertexName(s.defense);
  return text;
}

void cmdDragonStatus(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  a.expectBetween(0, 1);
  const auto& da = analyze(ctx);
  if (a.size() == 1) {
    // The status belongs to the dragon (as GNU Go 3.8 reports the status its owl gave the
    // dragon), read through its key stone: every stone of a big loose dragon gets one answer.
    const Point stone = stoneArg(ctx, a, 0);
    r = statusText(ctx, da, dragon::keyStone(ctx.engine.game().board(), da.dragonAt(stone)));
    return;
  }
  for (const auto& d : da.dragons()) {
    if (!r.empty()) r += '\n';
    r += geometry(ctx).vertexName(d.origin) + ": " +
         statusText(ctx, da, dragon::keyStone(ctx.engine.game().board(), d));
  }
}

void cmdDragonStones(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  a.expectBetween(0, 1);
  const auto& da = analyze(ctx);
  if (a.size() == 1) {
    const Point p = a.point(0, geometry(ctx));
    if (!core::isStone(ctx.engine.game().board().at(p)))
      throw GtpError("dragon_stones called on an empty vertex");
    r = vertexList(geometry(ctx), da.dragonAt(p).stones);
    return;
  }
  for (const auto& d : da.dragons()) {
    if (!r.empty()) r += '\n';
    r += vertexList(geometry(ctx), d.stones) + " ";
  }
}

void cmdSameDragon(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  a.expectCount(2);
  const Point p = stoneArg(ctx, a, 0), q = stoneArg(ctx, a, 1);
  const auto& da = analyze(ctx);
  r = da.dragonIndex(p) == da.dragonIndex(q) ? "1" : "0";
}

void appendField(std::string& r, const char* name, const std::string& value) {
  char buf[40];
  std::snprintf(buf, sizeof buf, "%-24s", name);
  r += buf + value + "\n";
}

// The owl pass's view of one dragon (GNU Go 3.8's owl fields of dragon_data): its verdict
// when the pass read it, kept or dropped as a guess.
void owlFields(GtpContext& ctx, const dragon::OwlPassRecord* rec, const dragon::DragonData& d,
               std::string& r) {
  const auto& geo = geometry(ctx);
  appendField(r, "crude_status", dragon::statusName(rec != nullptr ? rec->crude : d.status));
  appendField(r, "owl_status",
              rec != nullptr ? dragon::statusName(rec->verdict.status) : "unchecked");
  appendField(r, "status", dragon::statusName(d.status));
  appendField(r, "safety", dragon::statusName(d.safety));
  if (rec == nullptr) return;
  const dragon::OwlStatus& v = rec->verdict;
  const char* certain = v.guessed ? "NO" : "YES";
  appendField(r, "owl_attack_code", std::to_string(v.attackCode));
  appendField(r, "owl_attack_point", geo.vertexName(v.attack));
  appendField(r, "owl_attack_certain", certain);
  appendField(r, "owl_defense_code", std::to_string(v.defenseCode));
  appendField(r, "owl_defense_point", geo.vertexName(v.defense));
  appendField(r, "owl_defense_certain", certain);
  appendField(r, "owl_verdict_kept", rec->kept ? "YES" : "NO");
}

void dragonData(GtpContext& ctx, const dragon::DragonAnalysis& da,
                const std::vector<dragon::OwlPassRecord>& record, Point p, std::string& r,
                bool owlInGenmove) {
  const auto& geo = geometry(ctx);
  const dragon::DragonData& d = da.dragonAt(p);
  r += geo.vertexName(p) + ":\n";
  appendField(r, "color", std::string(core::colorName(d.color)));
  appendField(r, "origin", geo.vertexName(d.origin));
  appendField(r, "size", std::to_string(d.size));
  appendField(r, "genus", std::to_string(d.genus));
  appendField(r, "heyes", std::to_string(d.heyes));
  appendField(r, "heye", geo.vertexName(d.heye));
  appendField(r, "escape_route", std::to_string(d.escapeRoute));
  appendField(r, "lunch", geo.vertexName(d.lunch));
  appendField(r, "vitality", std::to_string(d.vitality));
  const dragon::OwlPassRecord* rec = nullptr;
  for (const dragon::OwlPassRecord& x : record)
    if (x.dragon == da.dragonIndex(p)) rec = &x;
  owlFields(ctx, rec, d, r);
  appendField(r, "owl_in_genmove", owlInGenmove ? "YES" : "NO");
  std::string strings;
  for (Point w : d.worms) strings += geo.vertexName(w) + " ";
  appendField(r, "strings", strings);
}

// The dragons as move generation sees them: make_dragons, then the owl pass (as GNU Go 3.8's
// dragon_data shows the owl step's fields). Where genmove leaves the pass out (a small board
// with the search), the pass runs for this answer all the same and `owl_in_genmove` says NO:
// the owl's verdicts are shown, the playouts judge in play.
void cmdDragonData(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  a.expectBetween(0, 1);
  const Point p = a.size() == 1 ? a.point(0, geometry(ctx)) : core::kNoPoint;
  if (p != core::kNoPoint && !core::isStone(ctx.engine.game().board().at(p))) {
    r = geometry(ctx).vertexName(p) + " empty";
    return;
  }
  std::vector<dragon::OwlPassRecord> record;
  const dragon::DragonAnalysis da = engine::examinedDragons(
      ctx.engine, engine::MoveClock(), &record, engine::OwlPassScope::Always);
  const bool inGenmove = !engine::owlPassSkipped(ctx.engine);
  if (p != core::kNoPoint) {
    dragonData(ctx, da, record, p, r, inGenmove);
  } else {
    for (const auto& d : da.dragons()) dragonData(ctx, da, record, d.origin, r, inGenmove);
  }
  while (!r.empty() && r.back() == '\n') r.pop_back();
}

// "min max": eyes of the space if the opponent, or the owner, plays first (GNU Go's order).
std::string minMaxText(const dragon::EyeSpace& e) {
  return std::to_string(e.minEye) + " " + std::to_string(e.maxEye);
}

// GNU Go 3.8's eye_data: the eye space of the color through the vertex ("origin" PASS
// when the vertex is in none); value is "min max" eyes.
void cmdEyeData(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  a.expectCount(2);
  const Color c = a.color(0);
  const Point p = a.point(1, geometry(ctx));
  const auto& da = analyze(ctx);
  const dragon::EyeSpace* e = da.eyeSpace(c, p);
  const auto& geo = geometry(ctx);
  appendField(r, "origin", e ? geo.vertexName(e->origin) : "PASS");
  appendField(r, "color", e ? std::string(core::colorName(c)) : "empty");
  appendField(r, "esize", std::to_string(e ? e->esize : 0));
  appendField(r, "msize", std::to_string(e ? e->msize : 0));
  appendField(r, "value", e ? minMaxText(*e) : "0 0");
  appendField(r, "marginal", da.marginal(c, p) ? "1" : "0");
  appendField(r, "dragon", e ? geo.vertexName(e->dragon) : "PASS");
  r.pop_back();
}

// "min max" of the eye space through the vertex (plus attack and defense points when they
// differ), or -1 when the vertex is in no eye space.
void cmdEvalEye(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  a.expectCount(1);
  const Point p = a.point(0, geometry(ctx));
  const auto& da = analyze(ctx);
  const dragon::EyeSpace* e = da.eyeSpace(Color::Black, p);
  if (!e || da.marginal(Color::Black, p)) e = da.eyeSpace(Color::White, p);
  if (!e) e = da.eyeSpace(Color::Black, p);
  if (!e) {
    r = "-1";
    return;
  }
  r = minMaxText(*e);
  if (e->maxEye != e->minEye) {
    const std::string v = geometry(ctx).vertexName(e->vital);
    r += " " + v + " " + v;
  }
}

void cmdFinalStatus(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  a.expectCount(1);
  const Point p = a.point(0, geometry(ctx));
  board::Board& b = ctx.engine.game().mutableBoard();
  const auto da = dragon::DragonAnalysis::make(b);  // as final_score (interface/score.cpp)
  const auto eval = dragon::FinalEvaluation::make(b, da, ctx.engine.game().komi(),
                                                  ctx.engine.options().chineseRules);
  r = dragon::finalStatusName(eval.status(p));
}

// The engine's score estimate (interface/score.h estimateScore: playouts counted by the
// rules, komi included) in GNU Go 3.8's format; both bounds repeat the estimate.
void cmdEstimateScore(GtpContext& ctx, const GtpArgs&, std::string& r) {
  const double s = estimateScore(ctx.engine).whiteMinusBlack();
  char buf[96];
  // GNU Go 3.8 prints a zero estimate as "W+0.0".
  std::snprintf(buf, sizeof buf, "%c+%.1f (upper bound: %.1f, lower: %.1f)", s >= 0 ? 'W' : 'B',
                s >= 0 ? s : -s, s == 0 ? 0.0 : s, s == 0 ? 0.0 : s);
  r = buf;
}

const std::vector<GtpCommand> kCommands = {
    {"dragon_data", "dragon_data [vertex]", "dragon fields of one or every dragon", cmdDragonData},
    {"dragon_status", "dragon_status [vertex]", "alive, dead, unknown or critical A D",
     cmdDragonStatus},
    {"dragon_stones", "dragon_stones [vertex]", "the stones of one or every dragon",
     cmdDragonStones},
    {"estimate_score", "estimate_score", "score estimate from playouts, e.g. W+3.5",
     cmdEstimateScore},
    {"eye_data", "eye_data <color> <vertex>", "the color's eye space through the vertex",
     cmdEyeData},
    {"eval_eye", "eval_eye <vertex>", "min and max eyes of the eye space (-1: none)", cmdEvalEye},
    {"final_status", "final_status <vertex>", "alive, dead, seki or territory/dame",
     cmdFinalStatus},
    {"same_dragon", "same_dragon <vertex> <vertex>", "1 if both stones are one dragon",
     cmdSameDragon},
};

}  // namespace

const std::vector<GtpCommand>& dragonCommands() {
  return kCommands;
}

}  // namespace iface
