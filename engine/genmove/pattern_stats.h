// Per-pattern firing counters of patterns.db over the engine's lifetime: how often each
// pattern matched (constraints and class filters passed), was accepted by shapes (the move
// was safe and got a value) and produced the move played. GTP `pattern_stats` prints them;
// `--pattern-stats FILE` adds them to FILE when the program ends.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "patterns/pattern_tables.h"

namespace engine {

class PatternStats {
 public:
  struct Counts {
    uint64_t matched = 0;
    uint64_t accepted = 0;
    uint64_t chosen = 0;
  };
  explicit PatternStats(const patterns::PatternDatabase& db);

  void matched(int pattern) { ++m_counts[static_cast<size_t>(pattern)].matched; }
  void accepted(int pattern) { ++m_counts[static_cast<size_t>(pattern)].accepted; }
  void chosen(int pattern) { ++m_counts[static_cast<size_t>(pattern)].chosen; }
  const std::vector<Counts>& counts() const { return m_counts; }
  const patterns::PatternDatabase& db() const { return *m_db; }
  /// genmove calls made (the denominator of the rates).
  uint64_t genmoves() const { return m_genmoves; }
  void countGenmove() { ++m_genmoves; }
  void reset();

  /// The table: a header line `# genmoves N`, then one line per pattern in database order:
  /// `NAME CLASSES WEIGHT matched accepted chosen` (classes as in the .db, `-` for none).
  std::string text() const;
  /// Adds a text() table (same database) to these counts; false on a malformed line.
  bool add(const std::string& table);
  /// Adds the counts to FILE (created if missing) under an exclusive lock, so games run in
  /// parallel can share one file. False with an error message on failure.
  bool mergeIntoFile(const std::string& path, std::string* error) const;

 private:
  const patterns::PatternDatabase* m_db;
  std::vector<Counts> m_counts;
  uint64_t m_genmoves = 0;
};

}  // namespace engine
