// GTP version 2: preprocessing, dispatch through per-module command tables, responses.
#pragma once

#include <iosfwd>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "engine/genmove/engine.h"

namespace iface {

/// The only way a handler fails: the loop prints `? message`.
class GtpError : public std::runtime_error {
 public:
  explicit GtpError(const std::string& message) : std::runtime_error(message) {}
};

/// The arguments of one command, with typed accessors that throw the spec's errors.
class GtpArgs {
 public:
  explicit GtpArgs(std::vector<std::string> words) : m_words(std::move(words)) {}
  size_t size() const { return m_words.size(); }
  const std::string& at(size_t i) const;
  /// Throws "syntax error" unless there are exactly / at least n arguments.
  void expectCount(size_t n) const;
  void expectAtLeast(size_t n) const;
  void expectBetween(size_t lo, size_t hi) const;
  /// "invalid color" on error.
  core::Color color(size_t i) const;
  /// A vertex on this board, or PASS; "invalid coordinate" on error.
  core::Point vertex(size_t i, const core::Geometry& geo) const;
  /// A vertex that is not PASS; "invalid coordinate" on error.
  core::Point point(size_t i, const core::Geometry& geo) const;
  /// "syntax error" unless the whole argument is an integer / a number.
  int integer(size_t i) const;
  double real(size_t i) const;

 private:
  std::vector<std::string> m_words;
};

/// What a handler may use: the engine and the session's flags.
struct GtpContext {
  engine::Engine& engine;
  bool quit = false;
};

struct GtpCommand {
  std::string_view name;
  std::string_view usage;  // "play <color> <vertex>"
  std::string_view help;   // one line: what it answers
  void (*run)(GtpContext& ctx, const GtpArgs& args, std::string& reply);
};

/// Every module's table (defined in gtp_tables.cpp): the only list of commands.
const std::vector<GtpCommand>& allCommands();

class GtpEngine {
 public:
  explicit GtpEngine(engine::Engine& engine);
  /// Runs one input line; returns the full response ("=id ...\n\n" or "?id ...\n\n"),
  /// or an empty string when the line holds no command after preprocessing.
  std::string execute(std::string_view line);
  /// Reads commands until EOF or quit, writing each response and flushing.
  void run(std::istream& in, std::ostream& out);
  bool quitRequested() const { return m_ctx.quit; }
  const GtpCommand* find(std::string_view name) const;

 private:
  GtpContext m_ctx;
};

/// Spec preprocessing: drops control characters except HT and LF, HT becomes space,
/// removes a '#' comment. Returns the cleaned line.
std::string preprocessGtpLine(std::string_view raw);
/// Formats a vertex list as GNU Go does: points sorted top row first, left to right.
std::string vertexList(const core::Geometry& geo, std::vector<core::Point> points);

}  // namespace iface
