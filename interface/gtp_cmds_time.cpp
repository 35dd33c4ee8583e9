// GTP time control: time_settings and time_left (GTP 2), kgs-time_settings (KGS's
// extension: none, absolute, byoyomi, canadian), and the clocked genmove that sets the
// engine's move budget from the clock and charges the time it took.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <string>
#include <thread>

#include "interface/gtp_engine.h"
#include "interface/gtp_tables.h"

namespace iface {

namespace {

/// Sets `flag` when `seconds` pass before it is destroyed (no thread when seconds <= 0).
class Watchdog {
 public:
  Watchdog(std::atomic<bool>* flag, double seconds) {
    if (seconds <= 0) return;
    m_thread = std::thread([this, flag, seconds] {
      std::unique_lock<std::mutex> lock(m_mutex);
      if (!m_done.wait_for(lock, std::chrono::duration<double>(seconds),
                           [this] { return m_finished; }))
        flag->store(true);
    });
  }
  ~Watchdog() {
    if (!m_thread.joinable()) return;
    {
      std::lock_guard<std::mutex> lock(m_mutex);
      m_finished = true;
    }
    m_done.notify_one();
    m_thread.join();
  }
  Watchdog(const Watchdog&) = delete;
  Watchdog& operator=(const Watchdog&) = delete;

 private:
  std::mutex m_mutex;
  std::condition_variable m_done;
  bool m_finished = false;
  std::thread m_thread;
};

}  // namespace

core::Point clockedGenmove(GtpContext& ctx, core::Color c, bool charge, bool cleanup) {
  const board::Game& game = ctx.engine.game();
  double budget = ctx.clock.allocate(c, game.size(), game.moveCount());
  double hard = ctx.clock.hardLimit(c, budget);
  if (ctx.maxMoveSeconds > 0) {
    budget = budget > 0 ? std::min(budget, ctx.maxMoveSeconds) : ctx.maxMoveSeconds;
    hard = hard > 0 ? std::min(hard, 2 * budget) : 2 * budget;
  }
  ctx.engine.setMoveBudget(budget);
  // Past the hard limit the engine's MoveClock reports the deadline passed (the same flag as
  // GoGui's interrupt), so a move that overruns its budget still ends inside the clock.
  std::atomic<bool> local{false};
  std::atomic<bool>* flag = ctx.stopFlag != nullptr ? ctx.stopFlag : &local;
  if (flag == &local) ctx.engine.setStopFlag(&local);
  const auto start = std::chrono::steady_clock::now();
  core::Point p;
  {
    const Watchdog watchdog(flag, hard);
    p = cleanup ? ctx.engine.genmoveCleanup(c) : ctx.engine.genmove(c);
  }
  if (flag == &local) ctx.engine.setStopFlag(nullptr);
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
