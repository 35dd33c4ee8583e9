#include "patterns/format/pattern_format.h"

#include <cctype>
#include <cstdlib>

namespace patterns::format {
namespace {

constexpr std::string_view kClassChars = "snOoXxDACBL";

std::vector<std::string> splitLines(std::string_view text) {
  std::vector<std::string> lines;
  std::string cur;
  for (char ch : text) {
    if (ch == '\n') {
      lines.push_back(cur);
      cur.clear();
    } else if (ch != '\r') {
      cur += ch;
    }
  }
  if (!cur.empty()) lines.push_back(cur);
  return lines;
}

std::string rstrip(std::string s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.pop_back();
  return s;
}

/// The first whitespace-delimited token (anything after whitespace is a comment).
std::string firstToken(const std::string& line) {
  size_t end = 0;
  while (end < line.size() && !std::isspace(static_cast<unsigned char>(line[end]))) ++end;
  return line.substr(0, end);
}

bool isEdgeRow(const std::string& row) {
  if (row.empty()) return false;
  for (char ch : row)
    if (ch != '-' && ch != '+') return false;
  return true;
}

/// Splits on commas at parenthesis depth 0.
std::vector<std::string> splitFields(const std::string& text) {
  std::vector<std::string> fields;
  std::string cur;
  int depth = 0;
  for (char ch : text) {
    if (ch == '(') ++depth;
    if (ch == ')') --depth;
    if (ch == ',' && depth == 0) {
      fields.push_back(cur);
      cur.clear();
    } else {
      cur += ch;
    }
  }
  fields.push_back(cur);
  return fields;
}

bool parseInt(const std::string& s, int& out) {
  if (s.empty()) return false;
  char* end = nullptr;
  const long v = std::strtol(s.c_str(), &end, 10);
  if (*end != '\0' || v < -30000 || v > 30000) return false;
  out = static_cast<int>(v);
  return true;
}

class Parser {
 public:
  Parser(const std::string& file, DbKind kind) : m_file(file), m_kind(kind) {}
  ParseResult run(std::string_view text);

 private:
  enum class State { Outside, Diagram, AfterColon };
  void error(int line, const std::string& msg) { m_result.errors.push_back({m_file, line, msg}); }
  void finish();
  void diagramLine(const std::string& raw, int line, bool labels);
  void colonLine(const std::string& raw, int line);
  void shapesColon(const std::vector<std::string>& f, int line);
  void connColon(const std::vector<std::string>& f, int line);
  bool cellAllowed(char ch, bool labels) const;

  std::string m_file;
  DbKind m_kind;
  ParseResult m_result;
  State m_state = State::Outside;
  ParsedPattern m_cur;
  bool m_have = false;
  bool m_sawSouth = false;
};

bool Parser::cellAllowed(char ch, bool labels) const {
  if (m_kind == DbKind::Eyes)
    return std::string_view(" .*!@Xx$").find(ch) != std::string_view::npos;
  if (std::string_view(".OXox*?").find(ch) != std::string_view::npos) return true;
  if (m_kind == DbKind::Conn && ch == '!') return true;
  return labels && std::isalpha(static_cast<unsigned char>(ch));
}

void Parser::diagramLine(const std::string& raw, int line, bool labels) {
  std::string row = m_kind == DbKind::Eyes ? rstrip(raw) : firstToken(raw);
  auto& target = labels ? m_cur.labels : m_cur.cells;
  if (labels && target.empty()) m_cur.labelLine = line;
  if (!labels && target.empty()) m_cur.diagramLine = line;
  if (m_kind != DbKind::Eyes && isEdgeRow(row)) {
    if (target.empty()) {
      if (!labels) m_cur.edges |= kEdgeNorth;
    } else {
      if (!labels) m_cur.edges |= kEdgeSouth;
      m_sawSouth = true;
    }
    if (labels && target.empty()) m_cur.labelLine = 0;
    return;
  }
  if (m_sawSouth) error(line, "diagram row after the bottom edge");
  if (m_kind != DbKind::Eyes) {
    const bool west = !row.empty() && row.front() == '|';
    if (west) row.erase(0, 1);
    const bool east = !row.empty() && row.back() == '|';
    if (east) row.pop_back();
    const uint8_t bits = static_cast<uint8_t>((west ? kEdgeWest : 0) | (east ? kEdgeEast : 0));
    if (!labels) {
      if (!m_cur.cells.empty() && (m_cur.edges & (kEdgeWest | kEdgeEast)) != bits)
        error(line, "inconsistent '|' edge markers");
      m_cur.edges = static_cast<uint8_t>((m_cur.edges & ~(kEdgeWest | kEdgeEast)) | bits);
    }
  }
  for (char ch : row) {
    if (!cellAllowed(ch, labels)) {
      error(line, std::string("unknown character '") + ch + "' in " +
                      (labels ? "constraint diagram" : "diagram"));
      return;
    }
  }
  if (row.empty()) {
    error(line, "empty diagram row");
    return;
  }
  target.push_back(row);
}

void Parser::shapesColon(const std::vector<std::string>& f, int line) {
  if (f.size() < 2 || f.size() > 10) {
    error(line, "':' line needs 2 to 10 fields (sym,weight,assist,class,...)");
    return;
  }
  if (!parseInt(f[1], m_cur.weight)) error(line, "bad weight '" + f[1] + "'");
  if (f.size() > 2 && f[2] != "0" && !f[2].empty()) {
    const std::string& a = f[2];
    const size_t open = a.find('(');
    const std::string kind = a.substr(0, open);
    std::vector<std::string> params;
    if (open != std::string::npos && a.back() == ')')
      params = splitFields(a.substr(open + 1, a.size() - open - 2));
    const size_t want = kind == "wind" ? 4 : kind == "moyo" ? 2 : 0;
    if (want == 0 || params.size() != want) {
      error(line, "bad assistance '" + a + "' (wind(ucut,uval,mycut,myval) or moyo(cut,val))");
    } else {
      m_cur.assist = kind == "wind" ? AssistKind::Wind : AssistKind::Moyo;
      for (size_t i = 0; i < want; ++i)
        if (!parseInt(params[i], m_cur.assistArgs[i])) error(line, "bad assistance argument");
    }
  }
  char bad = 0;
  if (f.size() > 3 && !parseClasses(f[3], m_cur.classes, bad))
    error(line, std::string("unknown class '") + bad + "'");
  int* const ints[] = {&m_cur.oBonus, &m_cur.xBonus, &m_cur.splitBonus, &m_cur.minRand,
                       &m_cur.maxRand};
  for (size_t i = 4; i < f.size() && i < 9; ++i)
    if (!parseInt(f[i], *ints[i - 4])) error(line, "bad number '" + f[i] + "'");
  if (m_cur.minRand > m_cur.maxRand) error(line, "random range minrand > maxrand");
  if (f.size() == 10 && f[9] != "NULL" && f[9] != "0") m_cur.helper = f[9];
}

void Parser::connColon(const std::vector<std::string>& f, int line) {
  if (f.size() < 2 || f.size() > 3) {
    error(line, "':' line of conn.db needs sym,class[,helper]");
    return;
  }
  char bad = 0;
  if (!parseClasses(f[1], m_cur.classes, bad))
    error(line, std::string("unknown class '") + bad + "'");
  else if ((m_cur.classes & (kClassConnect | kClassCut)) == 0 ||
           (m_cur.classes & ~(kClassConnect | kClassCut)) != 0)
    error(line, "conn.db class must be C or B");
  if (f.size() == 3 && f[2] != "NULL" && f[2] != "0") m_cur.helper = f[2];
}

void Parser::colonLine(const std::string& raw, int line) {
  m_cur.colonLine = line;
  const auto f = splitFields(firstToken(raw).substr(1));
  if (m_kind == DbKind::Eyes) {
    if (f.size() != 2 || !parseInt(f[0], m_cur.maxEyes) || !parseInt(f[1], m_cur.minEyes))
      error(line, "':' line of eyes.db must be :max,min");
    return;
  }
  const std::string& sym = f[0];
  if (sym.size() != 1 || std::string_view("8|-\\/+XO").find(sym[0]) == std::string_view::npos) {
    error(line, "bad symmetry '" + sym + "' (one of 8 | - \\ / + X O)");
  } else {
    m_cur.symmetry = sym[0];
  }
  if (m_kind == DbKind::Shapes)
    shapesColon(f, line);
  else
    connColon(f, line);
}

void Parser::finish() {
  if (!m_have) return;
  if (m_cur.colonLine == 0)
    error(m_cur.line, "pattern " + m_cur.name + " has no ':' line");
  else if (m_cur.cells.empty())
    error(m_cur.line, "pattern " + m_cur.name + " has no diagram");
  else
    m_result.patterns.push_back(m_cur);
  m_cur = ParsedPattern();
  m_have = false;
  m_state = State::Outside;
}

ParseResult Parser::run(std::string_view text) {
  const auto lines = splitLines(text);
  for (size_t i = 0; i < lines.size(); ++i) {
    const int line = static_cast<int>(i) + 1;
    const std::string& raw = lines[i];
    if (!raw.empty() && raw[0] == '#') continue;
    if (raw.rfind("Pattern", 0) == 0 && (raw.size() == 7 || raw[7] == ' ')) {
      finish();
      std::string name = firstToken(raw.size() > 8 ? raw.substr(8) : std::string());
      bool ok = !name.empty();
      for (char ch : name)
        if (!std::isalnum(static_cast<unsigned char>(ch)) && ch != '_' && ch != '-') ok = false;
      if (!ok) error(line, "bad pattern name '" + name + "'");
      m_cur.name = name;
      m_cur.line = line;
      m_have = true;
      m_sawSouth = false;
      m_state = State::Diagram;
      continue;
    }
    if (rstrip(raw).empty()) continue;  // a pattern ends at the next `Pattern` line
    if (m_state == State::Outside) {
      error(line, "text outside a pattern");
    } else if (raw[0] == ':') {
      if (m_state == State::AfterColon)
        error(line, "second ':' line");
      else
        colonLine(raw, line);
      m_state = State::AfterColon;
      m_sawSouth = false;
    } else if (m_state == State::Diagram) {
      diagramLine(raw, line, false);
    } else if (raw[0] == ';') {
      if (m_cur.constraint.empty()) m_cur.constraintLine = line;
      m_cur.constraint += " " + raw.substr(1);
    } else if (m_kind == DbKind::Eyes) {
      error(line, "unexpected text after the ':' line");
    } else if (!m_cur.constraint.empty()) {
      error(line, "constraint diagram after the constraint");
    } else {
      diagramLine(raw, line, true);
    }
  }
  finish();
  return m_result;
}

}  // namespace

ParseResult parseDatabase(std::string_view text, const std::string& file, DbKind kind) {
  return Parser(file, kind).run(text);
}

bool parseClasses(std::string_view text, uint16_t& classes, char& bad) {
  classes = 0;
  for (char ch : text) {
    if (ch == '-') continue;
    const size_t i = kClassChars.find(ch);
    if (i == std::string_view::npos) {
      bad = ch;
      return false;
    }
    classes = static_cast<uint16_t>(classes | (1u << i));
  }
  return true;
}

std::string classString(uint16_t classes) {
  std::string s;
  for (size_t i = 0; i < kClassChars.size(); ++i)
    if (classes & (1u << i)) s += kClassChars[i];
  return s.empty() ? "-" : s;
}

}  // namespace patterns::format
