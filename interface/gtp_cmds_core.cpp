// Standard GTP v2 commands and GNU Go's board-level debugging commands.
#include <cstdio>
#include <string>

#include "interface/gtp_engine.h"
#include "interface/gtp_tables.h"

namespace iface {
namespace {

using core::Color;
using core::Point;

void cmdProtocolVersion(GtpContext&, const GtpArgs&, std::string& r) { r = "2"; }
void cmdName(GtpContext&, const GtpArgs&, std::string& r) { r = "moyogo"; }
void cmdVersion(GtpContext&, const GtpArgs&, std::string& r) { r = MOYOGO_VERSION; }
void cmdQuit(GtpContext& ctx, const GtpArgs&, std::string&) { ctx.quit = true; }

void cmdKnownCommand(GtpContext&, const GtpArgs& a, std::string& r) {
  a.expectCount(1);
  r = "false";
  for (const auto& c : allCommands())
    if (c.name == a.at(0)) r = "true";
}

void cmdListCommands(GtpContext&, const GtpArgs&, std::string& r) {
  for (const auto& c : allCommands()) {
    if (!r.empty()) r += '\n';
    r += c.name;
  }
}

void cmdBoardsize(GtpContext& ctx, const GtpArgs& a, std::string&) {
  a.expectCount(1);
  const int size = a.integer(0);
  if (size < core::kMinSize || size > core::kMaxSize) throw GtpError("unacceptable size");
  ctx.engine.game().clear(size);
}

void cmdClearBoard(GtpContext& ctx, const GtpArgs&, std::string&) {
  ctx.engine.game().clear(ctx.engine.game().size());
}

void cmdKomi(GtpContext& ctx, const GtpArgs& a, std::string&) {
  a.expectCount(1);
  ctx.engine.game().setKomi(a.real(0));
}

void cmdPlay(GtpContext& ctx, const GtpArgs& a, std::string&) {
  a.expectCount(2);
  board::Game& game = ctx.engine.game();
  const Color c = a.color(0);
  const Point p = a.vertex(1, game.board().geometry());
  if (game.play(p, c) != board::PlayError::None) throw GtpError("illegal move");
}

void cmdGenmove(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  a.expectCount(1);
  const Color c = a.color(0);
  const Point p = ctx.engine.genmove(c);
  ctx.engine.game().play(p, c);
  r = ctx.engine.game().board().geometry().vertexName(p);
}

void cmdUndo(GtpContext& ctx, const GtpArgs&, std::string&) {
  if (!ctx.engine.game().undo()) throw GtpError("cannot undo");
}

const std::vector<GtpCommand> kCommands = {
    {"boardsize", "boardsize <size>", "sets the board size (2-25) and clears it", cmdBoardsize},
    {"clear_board", "clear_board", "empties the board", cmdClearBoard},
    {"genmove", "genmove <color>", "generates and plays a move", cmdGenmove},
    {"known_command", "known_command <name>", "true or false", cmdKnownCommand},
    {"komi", "komi <float>", "sets komi", cmdKomi},
    {"list_commands", "list_commands", "every command, one per line", cmdListCommands},
    {"name", "name", "the engine's name", cmdName},
    {"play", "play <color> <vertex>", "plays a move", cmdPlay},
    {"protocol_version", "protocol_version", "2", cmdProtocolVersion},
    {"quit", "quit", "ends the session", cmdQuit},
    {"undo", "undo", "takes back the last move", cmdUndo},
    {"version", "version", "the engine's version", cmdVersion},
};

}  // namespace

const std::vector<GtpCommand>& coreCommands() { return kCommands; }

}  // namespace iface
