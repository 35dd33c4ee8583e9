// GTP time control: time_settings and time_left (GTP 2), kgs-time_settings (KGS's
// extension: none, absolute, byoyomi, canadian), and the clocked genmove that sets the
// engine's move budget from the clock and charges the time it took.
#include <chrono>
#include <string>

#include "interface/gtp_engine.h"
#include "interface/gtp_tables.h"

namespace iface {

core::Point clockedGenmove(GtpContext& ctx, core::Color c, bool charge) {
  const board::Game& game = ctx.engine.game();
  ctx.engine.setMoveBudget(ctx.clock.allocate(c, game.size(), game.moveCount()));
  const auto start = std::chrono::steady_clock::now();
  const core::Point p = ctx.engine.genmove(c);
  const double used =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (charge) ctx.clock.charge(c, used);
  ctx.lastMoveSeconds = used;
  return p;
}

namespace {

void cmdTimeSettings(GtpContext& ctx, const GtpArgs& a, std::string&) {
  const auto main = a.tryInteger(0), byo = a.tryInteger(1), stones = a.tryInteger(2);
  if (!main || !byo || !stones) throw GtpError("not three integers");
  ctx.clock.setGtp(*main, *byo, *stones);
}

void cmdTimeLeft(GtpContext& ctx, const GtpArgs& a, std::string&) {
  const auto color = a.tryColor(0);
  if (!color) throw GtpError("invalid color");
  const auto time = a.tryReal(1);
  const auto stones = a.tryInteger(2);
  if (!time || !stones) throw GtpError("time and stones not two integers");
  ctx.clock.timeLeft(*color, *time, *stones);
}

// kgs-time_settings none | absolute <main> | byoyomi <main> <period> <periods> |
// canadian <main> <time> <stones>
void cmdKgsTimeSettings(GtpContext& ctx, const GtpArgs& a, std::string&) {
  a.expectAtLeast(1);
  const std::string error = ctx.clock.setKgs(a.at(0), a.tryReal(1), a.tryReal(2), a.tryInteger(3));
  if (!error.empty()) throw GtpError(error);
}

void cmdTimeStatus(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  a.expectCount(0);
  const board::Game& game = ctx.engine.game();
  const core::Color c = game.toMove();
  char buf[96];
  std::snprintf(buf, sizeof buf, " next_budget=%.2f last_move=%.2f",
                ctx.clock.allocate(c, game.size(), game.moveCount()), ctx.lastMoveSeconds);
  r = ctx.clock.describe() + buf;
}

const std::vector<GtpCommand> kCommands = {
    {"kgs-time_settings",
     "kgs-time_settings none|absolute <main>|byoyomi <main> <period> <periods>|"
     "canadian <main> <time> <stones>",
     "sets the time system (KGS)", cmdKgsTimeSettings},
    {"time_left", "time_left <color> <time> <stones>",
     "the remaining time (stones 0: main time; else stones or periods left in overtime)",
     cmdTimeLeft},
    {"time_settings", "time_settings <main> <byo-yomi time> <byo-yomi stones>",
     "sets absolute (byo-yomi 0) or canadian time", cmdTimeSettings},
    {"time_status", "time_status",
     "the time system, both clocks (main/period/stones) and the next move's budget", cmdTimeStatus},
};

}  // namespace

const std::vector<GtpCommand>& timeCommands() {
  return kCommands;
}

}  // namespace iface
