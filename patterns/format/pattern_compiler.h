// Validation and compilation of parsed patterns into table form: anchors, distinct
// orientations, prefilter masks, labels, constraint programs. Pure (used by mkpat).
#pragma once

#include <string>
#include <vector>

#include "patterns/format/pattern_format.h"

namespace patterns::format {

/// One pattern ready for emission: the PatternInfo fields plus its own arrays (indices in
/// `info` are relative to these vectors until the emitter concatenates them).
struct CompiledPattern {
  PatternInfo info{};
  std::string name;
  std::string helper;
  std::vector<Orientation> orientations;
  std::vector<Element> elements;  ///< orientations.size() * info.elementCount
  std::vector<Label> labels;
  std::vector<ConstraintOp> ops;
  std::vector<uint8_t> args;
};

struct CompileResult {
  std::vector<CompiledPattern> patterns;
  std::vector<Diagnostic> errors;
};

/// Validates (anchors, `*` count, labels, symmetry claims, duplicate names, patterns equal
/// under symmetry, eye values) and compiles. Errors are `file:line: message`.
CompileResult compileDatabase(const ParseResult& parsed, const std::string& file, DbKind kind);

/// A whole database concatenated into the flat arrays of PatternDatabase (what mkpat
/// emits; tests also use it to match patterns compiled at run time).
struct LinkedDatabase {
  LinkedDatabase() = default;
  LinkedDatabase(LinkedDatabase&&) = default;  // moves keep the name pointers valid
  LinkedDatabase& operator=(LinkedDatabase&&) = default;
  LinkedDatabase(const LinkedDatabase&) = delete;
  std::string name;
  std::vector<std::string> names, helpers;
  std::vector<PatternInfo> patterns;
  std::vector<Orientation> orientations;
  std::vector<Element> elements;
  std::vector<Label> labels;
  std::vector<ConstraintOp> ops;
  std::vector<uint8_t> args;
  /// A view over the vectors. Valid while this object lives and is not modified.
  PatternDatabase view() const;
  /// Empty when every table fits the index types of pattern_tables.h, else what overflows.
  std::string limitError() const;
};

/// Concatenates compiled patterns; with sortByWeight, highest maxWeight first (stable).
LinkedDatabase link(std::vector<CompiledPattern> patterns, const std::string& name,
                    bool sortByWeight);

/// Swaps the Black and White codes of a prefilter word (mask or value).
constexpr uint64_t swapColors(uint64_t w) {
  constexpr uint64_t kLow = 0x5555555555555555ULL;
  return ((w & kLow) << 1) | ((w >> 1) & kLow);
}

}  // namespace patterns::format
