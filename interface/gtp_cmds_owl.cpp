// GTP commands of owl reading, with GNU Go 3.8's names and answers: owl_attack,
// owl_defend, owl_does_attack, owl_does_defend, and the owl node counter; moyogo's own
// owl_analysis and owl_pass (what genmove's owl status pass read).
#include <string>
#include <vector>

#include "engine/dragon/owl.h"
#include "engine/dragon/semeai.h"
#include "engine/genmove/examine.h"
#include "engine/genmove/move_clock.h"
#include "interface/gtp_engine.h"
#include "interface/gtp_tables.h"

namespace iface {
namespace {

using core::Color;
using core::Point;

const core::Geometry& geometry(GtpContext& ctx) {
  return ctx.engine.game().board().geometry();
}

Point stoneArg(GtpContext& ctx, const GtpArgs& a, size_t i) {
  const Point p = a.point(i, geometry(ctx));
  if (!core::isStone(ctx.engine.game().board().at(p))) throw GtpError("vertex must not be empty");
  return p;
}

// "0", or the code and the move ("1 PASS" when nothing needs to be played).
std::string codeAndMove(GtpContext& ctx, const dragon::OwlResult& r) {
  const int code = worm::gtpCode(r.code);
  if (code == 0) return "0";
  return std::to_string(code) + " " + geometry(ctx).vertexName(r.move);
}

void owlQuestion(GtpContext& ctx, const GtpArgs& a, std::string& r, bool attack) {
  a.expectCount(1);
  const Point target = stoneArg(ctx, a, 0);
  const dragon::DragonAnalysis da = engine::analyzeDragons(ctx.engine);
  dragon::OwlReader owl(ctx.engine.game().mutableBoard(), ctx.engine.owlState(),
                        ctx.engine.options().owl);
  r = codeAndMove(ctx, attack ? owl.attack(da, target) : owl.defend(da, target));
}

void cmdOwlAttack(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  owlQuestion(ctx, a, r, true);
}
void cmdOwlDefend(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  owlQuestion(ctx, a, r, false);
}

void owlDoes(GtpContext& ctx, const GtpArgs& a, std::string& r, bool attack) {
  a.expectCount(2);
  const Point move = a.point(0, geometry(ctx));
  const Point target = stoneArg(ctx, a, 1);
  if (ctx.engine.game().board().at(move) != Color::Empty)
    throw GtpError("move vertex must be empty");
  const dragon::DragonAnalysis da = engine::analyzeDragons(ctx.engine);
  dragon::OwlReader owl(ctx.engine.game().mutableBoard(), ctx.engine.owlState(),
                        ctx.engine.options().owl);
  const int code = attack ? owl.doesAttack(da, move, target) : owl.doesDefend(da, move, target);
  r = std::to_string(worm::gtpCode(code));
}

void cmdOwlDoesAttack(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  owlDoes(ctx, a, r, true);
}
void cmdOwlDoesDefend(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  owlDoes(ctx, a, r, false);
}

void cmdOwlAnalysis(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  a.expectCount(1);
  const Point target = stoneArg(ctx, a, 0);
  const dragon::DragonAnalysis da = engine::analyzeDragons(ctx.engine);
  dragon::OwlReader owl(ctx.engine.game().mutableBoard(), ctx.engine.owlState(),
                        ctx.engine.options().owl);
  r = owl.report(da, target);
}

// moyogo: the owl status pass as move generation runs it (engine::examinedDragons, no move
// clock): one line per dragon, the ones read first in the pass's order, then the unread.
std::string passLine(GtpContext& ctx, const dragon::DragonData& d) {
  return geometry(ctx).vertexName(d.origin) + " " + std::string(core::colorName(d.color)) + " " +
         std::to_string(d.size) + (d.size == 1 ? " stone: " : " stones: ");
}

// Why the pass left a dragon unread: `search` (a small board where the Monte-Carlo search
// judges life and death: genmove skips the pass), `settled` (a static ALIVE or DEAD, which
// the pass does not question), `budget` (its node total was spent before this dragon).
const char* unreadReason(bool skipped, dragon::Status status) {
  if (skipped) return "search";
  if (status == dragon::Status::Critical || status == dragon::Status::Unknown) return "budget";
  return "settled";
}

void cmdOwlPass(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  a.expectCount(0);
  std::vector<dragon::OwlPassRecord> record;
  const dragon::DragonAnalysis da =
      engine::examinedDragons(ctx.engine, engine::MoveClock(), &record);
  std::vector<bool> read(da.dragons().size(), false);
  for (const dragon::OwlPassRecord& rec : record) {
    const dragon::OwlStatus& v = rec.verdict;
    const dragon::DragonData& d = da.dragons()[static_cast<size_t>(rec.dragon)];
    read[static_cast<size_t>(rec.dragon)] = true;
    r += (r.empty() ? "" : "\n") + passLine(ctx, d) + "read " + dragon::statusName(v.status) +
         (v.guessed ? " guessed" : "") + (rec.kept ? "" : " dropped") + " attack " +
         geometry(ctx).vertexName(v.attack) + " defense " + geometry(ctx).vertexName(v.defense) +
         " nodes " + std::to_string(v.nodes);
  }
  const bool skipped = engine::owlPassSkipped(ctx.engine);
  for (size_t i = 0; i < read.size(); ++i) {
    if (read[i]) continue;
    const dragon::DragonData& d = da.dragons()[i];
    r += (r.empty() ? "" : "\n") + passLine(ctx, d) + "not read " +
         dragon::statusName(d.status) + " " + unreadReason(skipped, d.status);
  }
}

// GNU Go 3.8's "resulta resultb move" with the first dragon's owner moving first: "1 1 M"
// when it wins the race (the other is captured), "1 0 M" in seki, "0 0 PASS" when it loses.
void cmdAnalyzeSemeai(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  a.expectCount(2);
  const Point first = stoneArg(ctx, a, 0), second = stoneArg(ctx, a, 1);
  const board::Board& b = ctx.engine.game().board();
  if (b.at(first) == b.at(second)) throw GtpError("the dragons must have opposite colors");
  const dragon::DragonAnalysis da = engine::analyzeDragons(ctx.engine);
  const dragon::SemeaiResult s =
      dragon::readSemeai(ctx.engine.game().mutableBoard(), first, second,
                         da.dragonAt(first).genus > 0, da.dragonAt(second).genus > 0);
  const std::string move = geometry(ctx).vertexName(s.move);
  r = s.result > 0 ? "1 1 " + move : s.result == 0 ? "1 0 " + move : "0 0 PASS";
}

void cmdResetOwlNodes(GtpContext& ctx, const GtpArgs& a, std::string&) {
  a.expectCount(0);
  ctx.engine.owlState().resetNodeCounter();
}
void cmdGetOwlNodes(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  a.expectCount(0);
  r = std::to_string(ctx.engine.owlState().nodeCounter());
}

const std::vector<GtpCommand> kCommands = {
    {"analyze_semeai", "analyze_semeai <vertex> <vertex>",
     "the capturing race, the first dragon's owner moving first: resulta resultb move",
     cmdAnalyzeSemeai},
    {"get_owl_node_counter", "get_owl_node_counter", "owl nodes since the last reset",
     cmdGetOwlNodes},
    {"owl_analysis", "owl_analysis <vertex>",
     "the owl's view of the dragon: eye spaces, lunches, weak worms, escape, candidates",
     cmdOwlAnalysis},
    {"owl_attack", "owl_attack <vertex>", "can the dragon be killed: code [move]", cmdOwlAttack},
    {"owl_defend", "owl_defend <vertex>", "can the dragon be saved: code [move]", cmdOwlDefend},
    {"owl_does_attack", "owl_does_attack <move> <vertex>", "does the move kill the dragon: code",
     cmdOwlDoesAttack},
    {"owl_does_defend", "owl_does_defend <move> <vertex>", "does the move save the dragon: code",
     cmdOwlDoesDefend},
    {"owl_pass", "owl_pass",
     "genmove's owl status pass: each dragon read (verdict, guessed, dropped, moves) or why not",
     cmdOwlPass},
    {"reset_owl_node_counter", "reset_owl_node_counter", "zeroes the owl node counter",
     cmdResetOwlNodes},
};

}  // namespace

const std::vector<GtpCommand>& owlCommands() {
  return kCommands;
}

}  // namespace iface
