// The .db text format (notes 5.2, 3.2, 3.3) parsed into plain structs. Pure text-to-struct:
// no board or engine dependency, so the mkpat host tool links only this library.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "patterns/pattern_tables.h"

namespace patterns::format {

/// Which grammar a file uses: patterns.db, conn.db (`:sym,class[,helper]`, `!` points,
/// optional `*`) or eyes.db (free-form shape of `. * ! @ X x`, `:max,min`).
enum class DbKind { Shapes, Conn, Eyes };

/// An error located in a database file; text() is `file:line: message`.
struct Diagnostic {
  std::string file;
  int line = 0;
  std::string message;
  std::string text() const { return file + ":" + std::to_string(line) + ": " + message; }
};

/// One pattern as written, before compilation.
struct ParsedPattern {
  std::string name;
  int line = 0;                    ///< line of `Pattern NAME`
  std::vector<std::string> cells;  ///< diagram rows without edge markers (equal widths)
  int diagramLine = 0;             ///< line of the first diagram row
  uint8_t edges = 0;               ///< EdgeBits drawn around the diagram
  int colonLine = 0;
  char symmetry = '8';
  int weight = 0;
  AssistKind assist = AssistKind::None;
  int assistArgs[4] = {0, 0, 0, 0};
  uint16_t classes = 0;
  int oBonus = 0, xBonus = 0, splitBonus = 0, minRand = 0, maxRand = 0;
  std::string helper;
  int minEyes = 0, maxEyes = 0;     ///< eyes.db
  std::vector<std::string> labels;  ///< constraint diagram rows (empty if none)
  int labelLine = 0;
  std::string constraint;  ///< the `;` lines concatenated
  int constraintLine = 0;
};

struct ParseResult {
  std::vector<ParsedPattern> patterns;
  std::vector<Diagnostic> errors;
};

/// Parses a whole database text. Syntax errors are collected, never thrown.
ParseResult parseDatabase(std::string_view text, const std::string& file, DbKind kind);

/// Parses a class string (`s n O o X x D A C B L`, `-` = none). False on a bad character.
bool parseClasses(std::string_view text, uint16_t& classes, char& bad);

/// The class letters of a bit set, in canonical order; "-" when empty.
std::string classString(uint16_t classes);

}  // namespace patterns::format
