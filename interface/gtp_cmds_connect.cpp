// GNU Go 3.8's connection reading commands: connect, disconnect and the connection node
// counter; connection_trace (ours) prints the search's lines under the answer.
#include <sstream>
#include <string>

#include "engine/connect/connection.h"
#include "engine/genmove/engine.h"
#include "interface/gtp_engine.h"
#include "interface/gtp_tables.h"

namespace iface {
namespace {

using core::Color;
using core::Point;

// connection_trace: the search's nodes and moves (level 2; 3 adds the tactical questions),
// at most this many lines.
constexpr int kTraceLevel = 2;
constexpr int kTraceLines = 3000;

// The two string arguments: stones of one colour (GNU Go's error words).
void stringPair(GtpContext& ctx, const GtpArgs& a, Point& p, Point& q) {
  const board::Board& b = ctx.engine.game().board();
  p = a.point(0, b.geometry());
  q = a.point(1, b.geometry());
  if (b.at(p) == Color::Empty || b.at(q) == Color::Empty)
    throw GtpError("vertex must not be empty");
  if (b.at(p) != b.at(q)) throw GtpError("vertices must have same color");
}

// One question on the engine's board with its connection state.
worm::ReadResult readConnection(engine::Engine& e, Point p, Point q, bool connecting,
                                worm::Tracer* tracer, std::string* counts = nullptr) {
  const connect::ConnectionLimits limits;
  connect::ConnectionSession session(e.game().mutableBoard(), e.connectionState(), limits, tracer);
  connect::ConnectionReader& conn = session.reader();
  const worm::ReadResult r = connecting ? conn.connect(p, q) : conn.disconnect(p, q);
  if (counts)
    *counts = "nodes " + std::to_string(conn.nodes()) + " tactical " +
              std::to_string(session.tacticalNodes());
  return r;
}

std::string answer(const core::Geometry& g, const worm::ReadResult& r) {
  const int code = worm::gtpCode(r.code);
  if (code == 0) return "0";
  return std::to_string(code) + " " + g.vertexName(r.move);
}

void question(GtpContext& ctx, const GtpArgs& a, std::string& r, bool connecting) {
  a.expectCount(2);
  Point p, q;
  stringPair(ctx, a, p, q);
  r = answer(ctx.engine.game().board().geometry(),
             readConnection(ctx.engine, p, q, connecting, nullptr));
}

void cmdConnect(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  question(ctx, a, r, true);
}
void cmdDisconnect(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  question(ctx, a, r, false);
}

void cmdConnectionTrace(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  a.expectBetween(3, 4);
  Point p, q;
  stringPair(ctx, a, p, q);
  const std::string& which = a.at(2);
  if (which != "connect" && which != "disconnect")
    throw GtpError("syntax error: expected connect or disconnect");
  std::ostringstream out;
  const int level = a.size() == 4 ? a.integer(3) : kTraceLevel;
  if (level < 1 || level > 3) throw GtpError("syntax error: trace level must be 1, 2 or 3");
  worm::Tracer tracer(out, level, kTraceLines);
  std::string counts;
  const worm::ReadResult res =
      readConnection(ctx.engine, p, q, which == "connect", &tracer, &counts);
  r = answer(ctx.engine.game().board().geometry(), res) + "\n" + counts;
  std::string lines = out.str();
  while (!lines.empty() && lines.back() == '\n') lines.pop_back();
  if (!lines.empty()) r += "\n" + lines;
}

void cmdResetNodes(GtpContext& ctx, const GtpArgs&, std::string&) {
  ctx.engine.connectionState().resetNodeCounter();
}

void cmdGetNodes(GtpContext& ctx, const GtpArgs&, std::string& r) {
  r = std::to_string(ctx.engine.connectionState().nodeCounter());
}

const std::vector<GtpCommand> kCommands = {
    {"connect", "connect <vertex> <vertex>", "can the strings be joined, owner first: code [move]",
     cmdConnect},
    {"connection_trace", "connection_trace <vertex> <vertex> connect|disconnect [level]",
     "the answer, then the search's nodes", cmdConnectionTrace},
    {"disconnect", "disconnect <vertex> <vertex>",
     "can the strings be cut, opponent first: code [move]", cmdDisconnect},
    {"get_connection_node_counter", "get_connection_node_counter", "connection nodes since reset",
     cmdGetNodes},
    {"reset_connection_node_counter", "reset_connection_node_counter",
     "zeroes the connection node counter", cmdResetNodes},
};

}  // namespace

const std::vector<GtpCommand>& connectCommands() {
  return kCommands;
}

}  // namespace iface
