// Bounded trace output for reading (-t). The caller owns the tracer; no globals.
#pragma once

#include <cstddef>
#include <cstdint>
#include <ostream>
#include <string>

namespace worm {

/// Writes indented trace lines to a stream while the level allows it and the line budget
/// is not used up (then prints one "trace truncated" line and stays quiet).
class Tracer {
 public:
  Tracer() = default;
  /// level: number of -t flags; maxLines: hard bound on the output.
  Tracer(std::ostream& out, int level, size_t maxLines = 2000)
      : m_out(&out), m_level(level), m_maxLines(maxLines) {}
  /// True if a message of this level would be printed.
  bool enabled(int level) const { return m_out && m_level >= level && m_lines <= m_maxLines; }
  /// Prints `text` indented by `indent` spaces.
  void line(int level, int indent, const std::string& text) {
    if (!enabled(level)) return;
    if (++m_lines > m_maxLines) {
      *m_out << "... trace truncated\n";
      return;
    }
    *m_out << std::string(static_cast<size_t>(indent), ' ') << text << '\n';
  }
  size_t lines() const { return m_lines; }
  /// The line bound of a trace asked for with `flags` -t flags: a third lifts it.
  static size_t boundFor(int flags) { return flags >= 3 ? SIZE_MAX : 5000; }
  /// A fresh line budget (for the next question traced to the same stream).
  void restart() { m_lines = 0; }

 private:
  std::ostream* m_out = nullptr;
  int m_level = 0;
  size_t m_maxLines = 0;
  size_t m_lines = 0;
};

}  // namespace worm
