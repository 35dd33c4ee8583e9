#include "interface/worm_report.h"

#include <cstdio>
#include <sstream>

namespace iface {

using core::Color;
using core::Point;

worm::ReadingLimits readingLimits(const engine::EngineOptions& o) {
  worm::ReadingLimits l;
  l.depth = o.depth;
  l.backfillDepth = o.backfillDepth;
  l.fourlibDepth = o.fourlibDepth;
  l.koDepth = o.koDepth;
  return l;
}

WormSession::WormSession(engine::Engine& e, worm::Tracer* tracer)
    : m_engine(e),
      m_board(e.game().mutableBoard()),
      m_limits(readingLimits(e.options())),
      m_tracer(tracer),
      m_reader(m_board, e.wormState().cache(e.options().hashMemoryMb), m_limits, tracer) {
}

WormSession::~WormSession() {
  m_engine.wormState().addNodes(m_reader.nodes());
}

const worm::WormAnalysis& WormSession::worms() {
  return m_engine.wormState().worms(m_board, m_limits, m_engine.options().hashMemoryMb, m_tracer);
}

namespace {

// Internal codes as GNU Go 3.8 stores them in worm_data (WIN 5, KO_A 4, KO_B 3).
int internalCode(int code) {
  return code == worm::kWin ? 5 : code == worm::kKoA ? 4 : code == worm::kKoB ? 3 : 0;
}

std::string field(const char* label, const std::string& value) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%-20s ", label);
  return buf + value + "\n";
}

std::string vertexOrPass(const core::Geometry& g, Point p) {
  return g.vertexName(p);
}

}  // namespace

std::string wormDataText(const board::Board& b, const worm::WormAnalysis& worms, Point p) {
  const core::Geometry& g = b.geometry();
  const worm::Worm& w = worms.at(b, p);
  const bool stone = w.color != Color::Empty;
  char eff[32];
  std::snprintf(eff, sizeof eff, "%.2f", stone ? w.effectiveSize : 0.0);
  std::string out = g.vertexName(p) + ":\n";
  out += field("origin", g.vertexName(stone ? w.origin : p));
  out += field("color", std::string(core::colorName(w.color)));
  out += field("size", std::to_string(stone ? w.size : 0));
  out += field("effective_size", eff);
  out += field("liberties", std::to_string(w.liberties));
  out += field("liberties2", std::to_string(w.liberties2));
  out += field("liberties3", std::to_string(w.liberties3));
  out += field("liberties4", std::to_string(w.liberties4));
  out += field("attack_code", std::to_string(internalCode(w.attackCode)));
  out += field("attack_point", vertexOrPass(g, w.attackPoint));
  out += field("defense_code", std::to_string(internalCode(w.defenseCode)));
  out += field("defense_point", vertexOrPass(g, w.defensePoint));
  out += field("lunch", vertexOrPass(g, w.lunch));
  out += field("cutstone", std::to_string(w.cutstone));
  out += field("cutstone2", "0");
  out += field("genus", std::to_string(w.genus));
  out += field("inessential", w.inessential ? "1" : "0");
  out += field("invincible", "0");
  out += "unconditional_status unknown";
  return out;
}

std::string wormListing(engine::Engine& e) {
  WormSession s(e);
  const board::Board& b = s.board();
  const worm::WormAnalysis& worms = s.worms();
  const core::Geometry& g = b.geometry();
  std::ostringstream out;
  for (const worm::Worm& w : worms.all()) {
    if (w.color == Color::Empty) {
      const char* border = w.border == worm::Border::Black   ? "black"
                           : w.border == worm::Border::White ? "white"
                           : w.border == worm::Border::Gray  ? "gray"
                                                             : "none";
      out << "empty " << g.vertexName(w.origin) << ": size " << w.size << ", border " << border
          << (w.ko ? ", ko" : "") << "\n";
      continue;
    }
    out << core::colorName(w.color) << " " << g.vertexName(w.origin) << ": size " << w.size
        << ", liberties " << w.liberties << "/" << w.liberties2 << "/" << w.liberties3 << "/"
        << w.liberties4 << ", attack " << worm::gtpCode(w.attackCode);
    if (w.attackCode != worm::kLose) out << " " << g.vertexName(w.attackPoint);
    if (w.attackCode != worm::kLose) {
      out << ", defense " << worm::gtpCode(w.defenseCode);
      if (w.defenseCode != worm::kLose) out << " " << g.vertexName(w.defensePoint);
    }
    if (w.lunch != core::kNoPoint) out << ", lunch " << g.vertexName(w.lunch);
    out << ", cutstone " << w.cutstone << ", genus " << w.genus << ", value " << w.value
        << (w.ko ? ", ko" : "") << (w.inessential ? ", inessential" : "") << "\n";
  }
  return out.str();
}

std::string decideString(engine::Engine& e, Point p, int traceLevel) {
  const board::Board& b = e.game().board();
  const core::Geometry& g = b.geometry();
  if (!b.onBoard(p) || !isStone(b.at(p)))
    return "decidestring: no stone at " + g.vertexName(p) + "\n";
  std::ostringstream trace;
  worm::Tracer tracer(trace, traceLevel + 2, worm::Tracer::boundFor(traceLevel));
  WormSession s(e, traceLevel > 0 ? &tracer : nullptr);
  std::ostringstream out;
  const worm::ReadResult a = s.reader().attack(p);
  out << trace.str();
  trace.str("");
  if (a.code == worm::kLose) {
    out << g.vertexName(p) << " cannot be attacked\n";
  } else {
    out << g.vertexName(p) << " can be attacked at " << g.vertexName(a.move) << " (code "
        << worm::gtpCode(a.code) << ")\n";
    tracer.restart();
    const worm::ReadResult d = s.reader().findDefense(p);
    out << trace.str();
    if (d.code == worm::kLose)
      out << g.vertexName(p) << " cannot be defended\n";
    else
      out << g.vertexName(p) << " can be defended at " << g.vertexName(d.move) << " (code "
          << worm::gtpCode(d.code) << ")\n";
  }
  out << "Reading nodes: " << s.reader().nodes() << "\n";
  return out.str();
}

}  // namespace iface
