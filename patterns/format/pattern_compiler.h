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

/// Swaps the Black and White codes of a prefilter word (mask or value).
constexpr uint64_t swapColors(uint64_t w) {
  constexpr uint64_t kLow = 0x5555555555555555ULL;
  return ((w & kLow) << 1) | ((w >> 1) & kLow);
}

}  // namespace patterns::format
