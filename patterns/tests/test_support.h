// Shared helpers for the pattern tests: contexts and run-time compiled databases.
#pragma once

#include <map>
#include <string>

#include "patterns/format/pattern_compiler.h"
#include "patterns/matcher.h"

namespace patterns::testing {

/// Answers nothing: every predicate is unknown, every stone Unknown.
class NullContext : public PatternContext {
 public:
  std::optional<int> evaluate(const board::Board&, const PredicateCall&) override {
    return std::nullopt;
  }
};

/// A scripted context: fixed answers per (predicate, first argument point), a default per
/// predicate, and stone statuses; records how many calls it got.
class FakeContext : public PatternContext {
 public:
  std::map<std::pair<Predicate, core::Point>, int> answers;
  std::map<Predicate, int> defaults;
  std::map<core::Point, StoneStatus> statuses;
  int calls = 0;

  std::optional<int> evaluate(const board::Board&, const PredicateCall& call) override {
    ++calls;
    const auto it = answers.find({call.predicate, call.args[0]});
    if (it != answers.end()) return it->second;
    const auto d = defaults.find(call.predicate);
    if (d != defaults.end()) return d->second;
    return std::nullopt;
  }
  StoneStatus status(const board::Board&, core::Point p) override {
    const auto it = statuses.find(p);
    return it == statuses.end() ? StoneStatus::Unknown : it->second;
  }
};

/// Compiles database text at run time; `errors` holds `file:line: message` lines.
struct TestDb {
  format::LinkedDatabase linked;
  PatternDatabase db{};
  std::string errors;

  TestDb(const std::string& text, format::DbKind kind = format::DbKind::Shapes) {
    const auto parsed = format::parseDatabase(text, "test.db", kind);
    auto compiled = format::compileDatabase(parsed, "test.db", kind);
    for (const auto& e : compiled.errors) errors += e.text() + "\n";
    linked = format::link(std::move(compiled.patterns), "test", false);
    db = linked.view();
  }
};

}  // namespace patterns::testing
