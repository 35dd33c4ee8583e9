#include "patterns/format/constraint_parser.h"

#include <cctype>
#include <stdexcept>

namespace patterns::format {
namespace {

struct ParseError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// Recursive descent straight to postfix.
class ExprParser {
 public:
  ExprParser(std::string_view text, const std::vector<char>& labels, std::vector<ConstraintOp>& ops,
             std::vector<uint8_t>& args)
      : m_text(text), m_labels(labels), m_ops(ops), m_args(args) {}

  void parse() {
    parseOr();
    skipSpace();
    if (m_pos != m_text.size()) fail("unexpected '" + std::string(1, m_text[m_pos]) + "'");
  }

 private:
  [[noreturn]] void fail(const std::string& msg) { throw ParseError(msg); }
  void skipSpace() {
    while (m_pos < m_text.size() && std::isspace(static_cast<unsigned char>(m_text[m_pos])))
      ++m_pos;
  }
  bool accept(std::string_view tok) {
    skipSpace();
    if (m_text.substr(m_pos, tok.size()) != tok) return false;
    m_pos += tok.size();
    return true;
  }
  void emit(OpCode code) { m_ops.push_back({code, Predicate::Count, 0, 0}); }

  void parseOr() {
    parseAnd();
    while (accept("||")) {
      parseAnd();
      emit(OpCode::Or);
    }
  }
  void parseAnd() {
    parseNot();
    while (accept("&&")) {
      parseNot();
      emit(OpCode::And);
    }
  }
  void parseNot() {
    skipSpace();
    if (m_pos + 1 < m_text.size() && m_text[m_pos] == '!' && m_text[m_pos + 1] != '=') {
      ++m_pos;
      parseNot();
      emit(OpCode::Not);
      return;
    }
    parseCmp();
  }
  void parseCmp() {
    parseSum();
    static const std::pair<std::string_view, OpCode> kRel[] = {
        {"<=", OpCode::Le}, {">=", OpCode::Ge}, {"==", OpCode::Eq},
        {"!=", OpCode::Ne}, {"<", OpCode::Lt},  {">", OpCode::Gt}};
    for (const auto& [tok, code] : kRel) {
      if (accept(tok)) {
        parseSum();
        emit(code);
        return;
      }
    }
  }
  void parseSum() {
    parseAtom();
    for (;;) {
      if (accept("+")) {
        parseAtom();
        emit(OpCode::Add);
      } else if (accept("-")) {
        parseAtom();
        emit(OpCode::Sub);
      } else {
        return;
      }
    }
  }
  void parseAtom() {
    skipSpace();
    if (m_pos >= m_text.size()) fail("unexpected end of constraint");
    const char ch = m_text[m_pos];
    if (accept("(")) {
      parseOr();
      if (!accept(")")) fail("missing ')'");
      return;
    }
    if (std::isdigit(static_cast<unsigned char>(ch))) {
      int v = 0;
      while (m_pos < m_text.size() && std::isdigit(static_cast<unsigned char>(m_text[m_pos]))) {
        v = v * 10 + (m_text[m_pos++] - '0');
        if (v > 30000) fail("constant too large");
      }
      m_ops.push_back({OpCode::PushInt, Predicate::Count, 0, static_cast<int16_t>(v)});
      return;
    }
    if (!std::isalpha(static_cast<unsigned char>(ch))) fail(std::string("unexpected '") + ch + "'");
    parseCall();
  }
  void parseCall() {
    const size_t start = m_pos;
    while (m_pos < m_text.size() &&
           (std::isalnum(static_cast<unsigned char>(m_text[m_pos])) || m_text[m_pos] == '_'))
      ++m_pos;
    const std::string name(m_text.substr(start, m_pos - start));
    const PredicateSpec* spec = findPredicate(name);
    if (!spec) fail("unknown predicate '" + name + "'");
    if (!accept("(")) fail("missing '(' after " + name);
    const size_t first = m_args.size();
    int argc = 0;
    do {
      skipSpace();
      if (m_pos >= m_text.size()) fail("unexpected end of constraint");
      const char label = m_text[m_pos++];
      size_t idx = 0;
      while (idx < m_labels.size() && m_labels[idx] != label) ++idx;
      if (idx == m_labels.size()) fail(std::string("undefined label '") + label + "'");
      m_args.push_back(static_cast<uint8_t>(idx));
      ++argc;
    } while (accept(","));
    if (!accept(")")) fail("missing ')' after arguments of " + name);
    if (argc < spec->minArgs || argc > spec->maxArgs)
      fail(name + " takes " + std::to_string(spec->minArgs) +
           (spec->maxArgs != spec->minArgs ? " to " + std::to_string(spec->maxArgs) : "") +
           " argument(s)");
    m_ops.push_back(
        {OpCode::Call, spec->id, static_cast<uint8_t>(argc), static_cast<int16_t>(first)});
  }

  std::string_view m_text;
  const std::vector<char>& m_labels;
  std::vector<ConstraintOp>& m_ops;
  std::vector<uint8_t>& m_args;
  size_t m_pos = 0;
};

}  // namespace

std::string compileConstraint(std::string_view text, const std::vector<char>& labels,
                              std::vector<ConstraintOp>& ops, std::vector<uint8_t>& args) {
  try {
    ExprParser(text, labels, ops, args).parse();
  } catch (const ParseError& e) {
    return e.what();
  }
  return {};
}

}  // namespace patterns::format
