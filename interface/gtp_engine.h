// GTP version 2: preprocessing, dispatch through per-module command tables, responses.
#pragma once

#include <atomic>
#include <cstddef>
#include <iosfwd>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "engine/dragon/dragon.h"
#include "engine/genmove/engine.h"
#include "engine/worm/read_result.h"
#include "interface/time_control.h"

namespace iface {

/// The longest command line executed (longer ones answer "? line too long"); the input
/// loop keeps at most one byte more of a line, so a line without end cannot exhaust memory.
inline constexpr size_t kMaxGtpLineBytes = size_t{1} << 20;

/// The only way a handler fails: the loop prints `? message`.
class GtpError : public std::runtime_error {
 public:
  explicit GtpError(const std::string& message) : std::runtime_error(message) {}
};

/// The arguments of one command, with typed accessors that throw the spec's errors.
class GtpArgs {
 public:
  explicit GtpArgs(std::vector<std::string> words, std::string raw = "")
      : m_words(std::move(words)), m_raw(std::move(raw)) {}
  size_t size() const { return m_words.size(); }
  /// The argument text as typed (after preprocessing), leading whitespace removed (echo).
  const std::string& raw() const { return m_raw; }
  const std::string& at(size_t i) const;
  /// Throws "syntax error: expected N arguments, got M" unless there are exactly / at
  /// least / between lo and hi arguments.
  void expectCount(size_t n) const;
  void expectAtLeast(size_t n) const;
  void expectBetween(size_t lo, size_t hi) const;
  /// "invalid color: DETAIL" on error (colorProblem).
  core::Color color(size_t i) const;
  /// A vertex on this board, or PASS; "invalid coordinate: DETAIL" on error.
  core::Point vertex(size_t i, const core::Geometry& geo) const;
  /// A vertex that is not PASS; "invalid coordinate: DETAIL" on error.
  core::Point point(size_t i, const core::Geometry& geo) const;
  /// "syntax error: 'x' is not an integer / a number" unless the argument starts with one
  /// (GNU Go reads arguments with sscanf, so trailing characters are ignored: "9x" is 9).
  int integer(size_t i) const;
  double real(size_t i) const;

  /// The same without throwing: empty optional when missing or malformed.
  std::optional<core::Color> tryColor(size_t i) const;
  /// GNU Go's vertex reading: "pass" (any case) or a letter and a number ("A01", "c+3").
  std::optional<core::Point> tryVertex(size_t i, const core::Geometry& geo) const;
  std::optional<int> tryInteger(size_t i) const;
  std::optional<double> tryReal(size_t i) const;
  /// True when argument i is written as an integer that tryInteger could not hold (too
  /// large for int): out of range, not malformed.
  bool isHugeInteger(size_t i) const;

  /// What is wrong with argument i as a color / a vertex of this board, for error details:
  /// "missing color", "'purple' is not a color (black, white, b or w)",
  /// "'Z99' is not a vertex of the 9x9 board".
  std::string colorProblem(size_t i) const;
  std::string vertexProblem(size_t i, const core::Geometry& geo) const;

 private:
  std::vector<std::string> m_words;
  std::string m_raw;
};

/// What the input loop offers a command that answers while it runs (lz-analyze): its
/// output, and a stop on the next command line.
class GtpStream {
 public:
  virtual ~GtpStream() = default;
  /// Writes `text` to the output at once.
  virtual void write(const std::string& text) = 0;
  /// Until the running command ends, the next command line (one already waiting too) or
  /// the end of the input sets the interrupt flag (GtpContext::stopFlag).
  virtual void stopOnNextCommand() = 0;
};

/// The dragon analysis of the GTP dragon commands (dragon_status, eval_eye, ...) for one
/// position: reused while the board keeps its position serial, stones and ko, and the
/// reading limits stay the same (GNU Go also answers from one examine_position).
struct DragonCache {
  uint64_t positionId = 0;
  uint64_t koHash = 0;
  worm::ReadingLimits limits;
  dragon::DragonAnalysis analysis;
};

/// What a handler may use: the engine and the session's flags.
struct GtpContext {
  engine::Engine& engine;
  bool quit = false;
  /// Where echo_err and warnings go (nullptr: std::cerr).
  std::ostream* diagnostics = nullptr;
  int level = 10;  // GNU Go's default level
  GameClock clock;  // time_settings, time_left, kgs-time_settings
  double lastMoveSeconds = 0;  // wall time of the last genmove
  /// A cap on every genmove's budget in seconds whatever the clock says (0: none); the
  /// fuzzers and the stress test keep genmoves short with it.
  double maxMoveSeconds = 0;
  /// The input loop's interrupt flag (gtp_input.cpp) while it runs, else null.
  std::atomic<bool>* stopFlag = nullptr;
  /// The input loop's output while it runs, else null (GtpEngine::execute alone).
  GtpStream* stream = nullptr;
  /// The running command's id ("" when it has none).
  std::string id{};
  /// Set by a handler that wrote its whole response to `stream` itself.
  bool answered = false;
  /// The last dragon analysis of the dragon commands (gtp_cmds_dragon.cpp).
  std::optional<DragonCache> dragons{};
  /// The diagnostics stream.
  std::ostream& err() const;
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
  /// Redirects echo_err and warnings (tests); nullptr restores std::cerr.
  void setDiagnostics(std::ostream* out) { m_ctx.diagnostics = out; }
  GtpContext& context() { return m_ctx; }

 private:
  GtpContext m_ctx;
};

/// The loop of GtpEngine::run (gtp_input.cpp): commands run in order while a reader thread
/// watches for `# interrupt` lines (GoGui), which stop a running genmove.
void runGtpLoop(GtpEngine& gtp, std::istream& in, std::ostream& out);

/// A word for an error message, quoted, cut after 40 characters ("'abc'", "'xxx...'").
std::string quoteWord(std::string_view word);

/// GNU Go's "illegal move", then why (`vertex` names the move).
std::string illegalMoveMessage(board::PlayError e, const std::string& vertex);

/// Spec preprocessing: drops control characters except HT and LF (so CR too), HT becomes
/// space, removes a '#' comment. Returns the cleaned line.
std::string preprocessGtpLine(std::string_view raw);
/// Formats a vertex list as GNU Go does: points sorted top row first, left to right.
std::string vertexList(const core::Geometry& geo, std::vector<core::Point> points);
/// True if a response is well formed: "=" or "?", an optional id, no empty line inside,
/// ending with exactly one blank line.
bool isWellFormedResponse(std::string_view response);

}  // namespace iface
