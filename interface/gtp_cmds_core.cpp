// Standard GTP v2 administration commands (protocol, board size, komi, seeds), with
// GNU Go 3.8's answers and error strings.
#include <algorithm>
#include <cctype>
#include <cinttypes>
#include <cstdio>
#include <ctime>
#include <ostream>
#include <string>

#include "interface/gtp_engine.h"
#include "interface/gtp_tables.h"

namespace iface {
namespace {

void cmdProtocolVersion(GtpContext&, const GtpArgs&, std::string& r) { r = "2"; }
void cmdName(GtpContext&, const GtpArgs&, std::string& r) { r = "moyogo"; }
void cmdVersion(GtpContext&, const GtpArgs&, std::string& r) { r = MOYOGO_VERSION; }
void cmdQuit(GtpContext& ctx, const GtpArgs&, std::string&) { ctx.quit = true; }

const GtpCommand* findCommand(std::string_view name) {
  for (const auto& c : allCommands())
    if (c.name == name) return &c;
  return nullptr;
}

std::vector<const GtpCommand*> sortedCommands() {
  std::vector<const GtpCommand*> out;
  for (const auto& c : allCommands()) out.push_back(&c);
  std::sort(out.begin(), out.end(),
            [](const GtpCommand* a, const GtpCommand* b) { return a->name < b->name; });
  return out;
}

// GNU Go answers "false" when the argument is missing.
void cmdKnownCommand(GtpContext&, const GtpArgs& a, std::string& r) {
  r = a.size() >= 1 && findCommand(a.at(0)) != nullptr ? "true" : "false";
}

void cmdListCommands(GtpContext&, const GtpArgs&, std::string& r) {
  for (const GtpCommand* c : sortedCommands()) {
    if (!r.empty()) r += '\n';
    r += c->name;
  }
}

std::string helpLine(const GtpCommand& c) {
  return std::string(c.usage) + " -- " + std::string(c.help);
}

// Our extension of GNU Go's help (which lists names only): usage and one line of help,
// for every command or for the named ones.
void cmdHelp(GtpContext&, const GtpArgs& a, std::string& r) {
  if (a.size() == 0) {
    for (const GtpCommand* c : sortedCommands()) r += (r.empty() ? "" : "\n") + helpLine(*c);
    return;
  }
  for (size_t i = 0; i < a.size(); ++i) {
    const GtpCommand* c = findCommand(a.at(i));
    if (c == nullptr) throw GtpError("unknown command: " + a.at(i));
    r += (r.empty() ? "" : "\n") + helpLine(*c);
  }
}

void cmdBoardsize(GtpContext& ctx, const GtpArgs& a, std::string&) {
  const auto size = a.tryInteger(0);
  const std::string range = " (" + std::to_string(core::kMinSize) + " to " +
                            std::to_string(core::kMaxSize) + ")";
  if (!size) {
    // An integer too large for int is still an integer: its size is unacceptable.
    const std::string word = a.size() > 0 ? a.at(0) : "";
    if (a.isHugeInteger(0)) throw GtpError("unacceptable size: " + quoteWord(word) + range);
    throw GtpError("boardsize not an integer: " + (word.empty() ? "missing" : quoteWord(word)));
  }
  if (*size < core::kMinSize || *size > core::kMaxSize)
    throw GtpError("unacceptable size: " + std::to_string(*size) + range);
  ctx.engine.game().clear(*size);
}

void cmdQueryBoardsize(GtpContext& ctx, const GtpArgs&, std::string& r) {
  r = std::to_string(ctx.engine.game().size());
}

void cmdClearBoard(GtpContext& ctx, const GtpArgs&, std::string&) {
  ctx.engine.game().clear(ctx.engine.game().size());
}

void cmdKomi(GtpContext& ctx, const GtpArgs& a, std::string&) {
  const auto komi = a.tryReal(0);
  if (!komi) throw GtpError("komi not a float: " + (a.size() > 0 ? quoteWord(a.at(0)) : "missing"));
  ctx.engine.game().setKomi(*komi);
}

void cmdGetKomi(GtpContext& ctx, const GtpArgs&, std::string& r) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%4.1f", ctx.engine.game().komi());
  r = buf;
}

void cmdSetRandomSeed(GtpContext& ctx, const GtpArgs& a, std::string&) {
  const auto seed = a.tryInteger(0);
  if (!seed) throw GtpError("invalid seed");
  ctx.engine.setSeed(static_cast<uint64_t>(static_cast<int64_t>(*seed)));
}

void cmdGetRandomSeed(GtpContext& ctx, const GtpArgs&, std::string& r) {
  r = std::to_string(static_cast<int64_t>(ctx.engine.options().seed));
}

void cmdLevel(GtpContext& ctx, const GtpArgs& a, std::string&) {
  const auto level = a.tryInteger(0);
  if (!level) throw GtpError("level not an integer: " + (a.size() > 0 ? quoteWord(a.at(0)) : "missing"));
  ctx.level = *level;
}

void cmdCputime(GtpContext&, const GtpArgs&, std::string& r) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.3f", static_cast<double>(std::clock()) / CLOCKS_PER_SEC);
  r = buf;
}

// GNU Go echoes the argument text as typed, inner and trailing spaces included.
void cmdEcho(GtpContext&, const GtpArgs& a, std::string& r) { r = a.raw(); }

void cmdEchoErr(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  r = a.raw();
  ctx.err() << r << '\n' << std::flush;
}

const std::vector<GtpCommand> kCommands = {
    {"boardsize", "boardsize <size>", "sets the board size (2-25) and clears the board",
     cmdBoardsize},
    {"clear_board", "clear_board", "empties the board, keeps size and komi", cmdClearBoard},
    {"cputime", "cputime", "CPU seconds used by the engine", cmdCputime},
    {"echo", "echo <text>", "answers the text", cmdEcho},
    {"echo_err", "echo_err <text>", "answers the text and writes it to stderr", cmdEchoErr},
    {"get_komi", "get_komi", "the komi", cmdGetKomi},
    {"get_random_seed", "get_random_seed", "the random seed", cmdGetRandomSeed},
    {"help", "help [command...]", "usage and help of every or the named commands", cmdHelp},
    {"known_command", "known_command <name>", "true or false", cmdKnownCommand},
    {"komi", "komi <float>", "sets the komi", cmdKomi},
    {"level", "level <int>", "sets the playing level", cmdLevel},
    {"list_commands", "list_commands", "every command, one per line", cmdListCommands},
    {"name", "name", "the engine's name", cmdName},
    {"protocol_version", "protocol_version", "the GTP version: 2", cmdProtocolVersion},
    {"query_boardsize", "query_boardsize", "the board size", cmdQueryBoardsize},
    {"quit", "quit", "ends the session", cmdQuit},
    {"set_random_seed", "set_random_seed <int>", "sets the random seed", cmdSetRandomSeed},
    {"version", "version", "the engine's version", cmdVersion},
};

}  // namespace

const std::vector<GtpCommand>& coreCommands() { return kCommands; }

}  // namespace iface
