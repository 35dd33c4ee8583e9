// Leela Zero's GTP analysis commands, which Sabaki and Lizzie read:
//
// lz-analyze [COLOR] [INTERVAL]      (also `lz-analyze [COLOR] interval INTERVAL`)
//   Searches the position for COLOR (default: the side to move) without playing, until the
//   next command line arrives (or the input ends). The answer is `=ID` on a line of its
//   own, then every INTERVAL centiseconds (default 100; 0: none) one line of the search so
//   far, then an empty line when it stops. A line is one group per root move with visits,
//   most visited first:
//     info move V visits N winrate W scoreLead S prior P lcb L order K pv V V ...
//   W: the move's win rate for COLOR in 1/100 % (0 to 10000); S: its mean margin for COLOR
//   in points, komi included (area or territory as the rules count); P: its share of the
//   priors' virtual wins at the root, 1/100 %; L: W minus 1.96 standard errors, at least 0
//   (0 below 2 visits); K: its rank from 0; pv: the move, then the most visited replies.
//   A pass is written `pass` (lower case, as Leela Zero writes it).
//   The first line comes after the genmove stages that make the priors (about a second at
//   most: the move budget is set to kAnalysisSetupSeconds) and one interval of search.
// lz-genmove_analyze COLOR [INTERVAL]
//   genmove (clocked, played) with those lines while its search runs, then `play V` (V a
//   vertex, pass or resign), then the empty line. The next command waits for it.
//
// Both need the GTP input loop (they answer while they run): through GtpEngine::execute
// alone they fail with "lz-analyze needs the GTP input loop".
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <ostream>
#include <string>

#include "engine/genmove/genmove.h"
#include "interface/gtp_engine.h"
#include "interface/gtp_tables.h"

namespace iface {
namespace {

using core::Color;

/// The move budget of the stages before lz-analyze's search (examine, the generators).
constexpr double kAnalysisSetupSeconds = 1.0;
/// Moves of a principal variation.
constexpr int kPvLength = 12;

struct AnalyzeArgs {
  Color color = Color::Black;
  int centiseconds = 100;
};

// [COLOR] [INTERVAL] or [COLOR] interval INTERVAL; the color is required for the genmove.
AnalyzeArgs analyzeArgs(GtpContext& ctx, const GtpArgs& a, bool colorRequired) {
  AnalyzeArgs out;
  out.color = ctx.engine.game().toMove();
  size_t i = 0;
  if (const auto c = a.tryColor(0)) {
    out.color = *c;
    i = 1;
  } else if (colorRequired) {
    throw GtpError("invalid color: " + a.colorProblem(0));
  }
  if (i < a.size() && a.at(i) == "interval") ++i;
  if (i < a.size()) {
    const auto cs = a.tryInteger(i);
    if (!cs || *cs < 0 || a.at(i).find_first_not_of("0123456789") != std::string::npos)
      throw GtpError("syntax error: " + quoteWord(a.at(i)) +
                     " is not an interval (centiseconds, a non-negative integer)");
    out.centiseconds = *cs;
    ++i;
  }
  if (i < a.size()) throw GtpError("syntax error: unexpected " + quoteWord(a.at(i)));
  return out;
}

GtpStream& streamOf(GtpContext& ctx, const char* command) {
  if (ctx.stream == nullptr) throw GtpError(std::string(command) + " needs the GTP input loop");
  return *ctx.stream;
}

int percent100(double fraction) {
  return static_cast<int>(std::lround(10000.0 * std::clamp(fraction, 0.0, 1.0)));
}

// A vertex of an info line: Leela Zero writes the pass in lower case, and Sabaki's reading
// of a variation only knows it so.
std::string infoVertex(const core::Geometry& geo, core::Point p) {
  return p == core::kPass ? "pass" : geo.vertexName(p);
}

// One `info ...` group per move (format above).
std::string infoLine(const std::vector<playout::AnalysisMove>& moves, const core::Geometry& geo,
                     Color color, double komi) {
  double priorSum = 0;
  for (const playout::AnalysisMove& m : moves) priorSum += m.root.priorWins;
  std::string line;
  int order = 0;
  for (const playout::AnalysisMove& m : moves) {
    const playout::RootMove& r = m.root;
    const double n = r.visits;
    const double lcb = n >= 2 ? r.winRate - 1.96 * std::sqrt(r.winRate * (1 - r.winRate) / n) : 0;
    const double lead = r.meanArea + (color == Color::Black ? -komi : komi);
    char buf[160];
    std::snprintf(buf, sizeof buf,
                  "info move %s visits %d winrate %d scoreLead %.1f prior %d "
                  "lcb %d order %d pv",
                  infoVertex(geo, r.move).c_str(), r.visits, percent100(r.winRate), lead,
                  percent100(priorSum > 0 ? r.priorWins / priorSum : 0), percent100(lcb), order++);
    line += (line.empty() ? "" : " ") + std::string(buf);
    for (core::Point p : m.pv) line += " " + infoVertex(geo, p);
  }
  return line;
}

playout::SearchObserver observerFor(GtpContext& ctx, GtpStream& stream, const AnalyzeArgs& args) {
  playout::SearchObserver observer;
  observer.interval = args.centiseconds / 100.0;
  observer.pvLength = kPvLength;
  if (args.centiseconds <= 0) return observer;  // no lines: `show` stays empty
  const core::Geometry& geo = ctx.engine.game().board().geometry();
  const double komi = ctx.engine.game().komi();
  const Color color = args.color;
  observer.show = [&stream, &geo, color, komi](const std::vector<playout::AnalysisMove>& moves,
                                               int) {
    if (!moves.empty()) stream.write(infoLine(moves, geo, color, komi) + "\n");
  };
  return observer;
}

// Restores the engine's move budget and search observer when the command ends.
class AnalysisScope {
 public:
  explicit AnalysisScope(engine::Engine& e) : m_engine(e), m_budget(e.moveBudget()) {}
  ~AnalysisScope() {
    m_engine.setMoveBudget(m_budget);
    m_engine.setSearchObserver(nullptr);
  }
  AnalysisScope(const AnalysisScope&) = delete;
  AnalysisScope& operator=(const AnalysisScope&) = delete;

 private:
  engine::Engine& m_engine;
  double m_budget;
};

// The response has begun ("=ID" written): an error now can only end it and be reported on
// the diagnostics stream.
template <typename Body>
void answerStreaming(GtpContext& ctx, GtpStream& stream, const Body& body) {
  stream.write("=" + ctx.id + "\n");
  ctx.answered = true;
  std::string tail;
  try {
    tail = body();
  } catch (const std::exception& e) {
    ctx.err() << "lz-analyze: " << e.what() << std::endl;
  }
  stream.write(tail + "\n");
}

void cmdLzAnalyze(GtpContext& ctx, const GtpArgs& a, std::string&) {
  const AnalyzeArgs args = analyzeArgs(ctx, a, false);
  GtpStream& stream = streamOf(ctx, "lz-analyze");
  stream.stopOnNextCommand();
  answerStreaming(ctx, stream, [&] {
    const AnalysisScope scope(ctx.engine);
    ctx.engine.setMoveBudget(kAnalysisSetupSeconds);
    engine::analyzePosition(ctx.engine, args.color, observerFor(ctx, stream, args));
    return std::string();
  });
}

void cmdLzGenmoveAnalyze(GtpContext& ctx, const GtpArgs& a, std::string&) {
  const AnalyzeArgs args = analyzeArgs(ctx, a, true);
  GtpStream& stream = streamOf(ctx, "lz-genmove_analyze");
  answerStreaming(ctx, stream, [&] {
    const AnalysisScope scope(ctx.engine);
    const playout::SearchObserver observer = observerFor(ctx, stream, args);
    ctx.engine.setSearchObserver(&observer);
    std::string move;
    genmoveAndPlay(ctx, args.color, move);
    return "play " + move + "\n";
  });
}

const std::vector<GtpCommand> kCommands = {
    {"lz-analyze", "lz-analyze [color] [interval]",
     "searches until the next command, an info line every interval centiseconds", cmdLzAnalyze},
    {"lz-genmove_analyze", "lz-genmove_analyze <color> [interval]",
     "genmove with lz-analyze's info lines, then play <vertex>", cmdLzGenmoveAnalyze},
};

}  // namespace

const std::vector<GtpCommand>& analyzeCommands() {
  return kCommands;
}

}  // namespace iface
