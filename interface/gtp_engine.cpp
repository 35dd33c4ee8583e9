#include "interface/gtp_engine.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <iostream>
#include <limits>

namespace iface {

namespace {

bool isSpace(char ch) { return ch == ' ' || ch == '\n'; }
bool isDigit(char ch) { return ch >= '0' && ch <= '9'; }

// sscanf("%d") on the start of text: optional sign, digits; the rest is ignored.
// Sets `used` to the characters consumed. Empty optional when there are no digits or the
// value does not fit an int.
std::optional<int> leadingInt(std::string_view text, size_t* used = nullptr) {
  size_t i = 0;
  bool negative = false;
  if (i < text.size() && (text[i] == '+' || text[i] == '-')) negative = text[i++] == '-';
  if (i >= text.size() || !isDigit(text[i])) return std::nullopt;
  long long value = 0;
  for (; i < text.size() && isDigit(text[i]); ++i) {
    value = value * 10 + (text[i] - '0');
    if (value > std::numeric_limits<int>::max()) return std::nullopt;
  }
  if (used != nullptr) *used = i;
  return static_cast<int>(negative ? -value : value);
}

}  // namespace

std::ostream& GtpContext::err() const { return diagnostics != nullptr ? *diagnostics : std::cerr; }

namespace {

std::string arguments(size_t n) { return std::to_string(n) + (n == 1 ? " argument" : " arguments"); }

}  // namespace

std::string quoteWord(std::string_view word) {
  constexpr size_t kShown = 40;
  std::string out = "'" + std::string(word.substr(0, kShown));
  return out + (word.size() > kShown ? "...'" : "'");
}

std::string illegalMoveMessage(board::PlayError e, const std::string& v) {
  switch (e) {
    case board::PlayError::Occupied: return "illegal move: " + v + " is occupied";
    case board::PlayError::Suicide: return "illegal move: " + v + " is suicide";
    case board::PlayError::Ko: return "illegal move: " + v + " retakes the ko at once";
    case board::PlayError::Superko: return "illegal move: " + v + " repeats a position (superko)";
    case board::PlayError::OffBoard: return "illegal move: " + v + " is off the board";
    default: return "illegal move: trymove stack not empty (popgo first)";
  }
}

const std::string& GtpArgs::at(size_t i) const {
  if (i >= m_words.size()) throw GtpError("syntax error: missing argument " + std::to_string(i + 1));
  return m_words[i];
}

void GtpArgs::expectCount(size_t n) const {
  if (m_words.size() != n)
    throw GtpError("syntax error: expected " + arguments(n) + ", got " + std::to_string(m_words.size()));
}

void GtpArgs::expectAtLeast(size_t n) const {
  if (m_words.size() < n)
    throw GtpError("syntax error: expected at least " + arguments(n) + ", got " +
                   std::to_string(m_words.size()));
}

void GtpArgs::expectBetween(size_t lo, size_t hi) const {
  if (m_words.size() < lo || m_words.size() > hi)
    throw GtpError("syntax error: expected " + std::to_string(lo) + " to " + arguments(hi) +
                   ", got " + std::to_string(m_words.size()));
}

std::string GtpArgs::colorProblem(size_t i) const {
  if (i >= m_words.size()) return "missing color";
  return quoteWord(m_words[i]) + " is not a color (black, white, b or w)";
}

std::string GtpArgs::vertexProblem(size_t i, const core::Geometry& geo) const {
  if (i >= m_words.size()) return "missing vertex";
  const std::string size = std::to_string(geo.size());
  return quoteWord(m_words[i]) + " is not a vertex of the " + size + "x" + size + " board";
}

std::optional<core::Color> GtpArgs::tryColor(size_t i) const {
  if (i >= m_words.size()) return std::nullopt;
  return core::parseColor(m_words[i]);
}

std::optional<core::Point> GtpArgs::tryVertex(size_t i, const core::Geometry& geo) const {
  if (i >= m_words.size()) return std::nullopt;
  const std::string& w = m_words[i];
  std::string lower(w);
  for (char& ch : lower) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  if (lower == "pass") return core::kPass;
  if (lower.size() < 2 || lower[0] < 'a' || lower[0] > 'z' || lower[0] == 'i') return std::nullopt;
  const int x = lower[0] - 'a' - (lower[0] > 'i' ? 1 : 0);
  const auto row = leadingInt(std::string_view(lower).substr(1));
  if (!row || x >= geo.size() || *row < 1 || *row > geo.size()) return std::nullopt;
  return core::toPoint(x, geo.size() - *row);
}

std::optional<int> GtpArgs::tryInteger(size_t i) const {
  if (i >= m_words.size()) return std::nullopt;
  return leadingInt(m_words[i]);
}

bool GtpArgs::isHugeInteger(size_t i) const {
  if (i >= m_words.size() || tryInteger(i)) return false;
  const std::string& w = m_words[i];
  const size_t digits = !w.empty() && (w[0] == '+' || w[0] == '-') ? 1 : 0;
  return digits < w.size() && w.find_first_not_of("0123456789", digits) == std::string::npos;
}

std::optional<double> GtpArgs::tryReal(size_t i) const {
  if (i >= m_words.size()) return std::nullopt;
  const std::string& w = m_words[i];
  char* end = nullptr;
  const double value = std::strtod(w.c_str(), &end);
  if (end == w.c_str() || !std::isfinite(value)) return std::nullopt;
  return value;
}

core::Color GtpArgs::color(size_t i) const {
  const auto c = tryColor(i);
  if (!c) throw GtpError("invalid color: " + colorProblem(i));
  return *c;
}

core::Point GtpArgs::vertex(size_t i, const core::Geometry& geo) const {
  const auto p = tryVertex(i, geo);
  if (!p) throw GtpError("invalid coordinate: " + vertexProblem(i, geo));
  return *p;
}

core::Point GtpArgs::point(size_t i, const core::Geometry& geo) const {
  const core::Point p = vertex(i, geo);
  if (p == core::kPass) throw GtpError("invalid coordinate: pass is not a point of the board");
  return p;
}

int GtpArgs::integer(size_t i) const {
  const auto v = tryInteger(i);
  if (!v) throw GtpError("syntax error: " + (i < size() ? quoteWord(at(i)) + " is not an integer"
                                                          : "missing argument " + std::to_string(i + 1)));
  return *v;
}

double GtpArgs::real(size_t i) const {
  const auto v = tryReal(i);
  if (!v) throw GtpError("syntax error: " + (i < size() ? quoteWord(at(i)) + " is not a number"
                                                          : "missing argument " + std::to_string(i + 1)));
  return *v;
}

std::string preprocessGtpLine(std::string_view raw) {
  std::string out;
  out.reserve(raw.size());
  for (char ch : raw) {
    const auto u = static_cast<unsigned char>(ch);
    if (ch == '#') break;
    if (ch == '\t') {
      out += ' ';
    } else if ((u >= 32 && u != 127) || ch == '\n') {
      out += ch;
    }
  }
  return out;
}

std::string vertexList(const core::Geometry& geo, std::vector<core::Point> points) {
  std::sort(points.begin(), points.end());
  std::string out;
  for (core::Point p : points) {
    if (!out.empty()) out += ' ';
    out += geo.vertexName(p);
  }
  return out;
}

bool isWellFormedResponse(std::string_view r) {
  if (r.size() < 3 || (r[0] != '=' && r[0] != '?')) return false;
  if (r.substr(r.size() - 2) != "\n\n" || (r.size() >= 3 && r[r.size() - 3] == '\n'))
    return false;
  const std::string_view body = r.substr(0, r.size() - 2);
  return body.find("\n\n") == std::string_view::npos;
}

GtpEngine::GtpEngine(engine::Engine& engine) : m_ctx{engine, false, nullptr, 10, GameClock{}, 0.0} {}

const GtpCommand* GtpEngine::find(std::string_view name) const {
  for (const GtpCommand& cmd : allCommands())
    if (cmd.name == name) return &cmd;
  return nullptr;
}

namespace {

std::vector<std::string> splitWords(std::string_view text) {
  std::vector<std::string> words;
  size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && isSpace(text[i])) ++i;
    const size_t start = i;
    while (i < text.size() && !isSpace(text[i])) ++i;
    if (i > start) words.emplace_back(text.substr(start, i - start));
  }
  return words;
}

// A response never holds an empty line: that would end it early for the client.
std::string withoutEmptyLines(std::string text) {
  while (!text.empty() && text.back() == '\n') text.pop_back();
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size(); ++i) {
    out += text[i];
    if (text[i] == '\n' && (i + 1 == text.size() || text[i + 1] == '\n')) out += ' ';
  }
  return out;
}

// GNU Go reads the id with sscanf("%d"): a signed number glued to the start of the line
// ("1a name" is id 1, command "a"). A negative id counts as no id. Leading zeros dropped.
std::string takeId(std::string_view& line) {
  size_t used = 0;
  size_t i = 0;
  if (i < line.size() && (line[i] == '+' || line[i] == '-')) ++i;
  if (i >= line.size() || !isDigit(line[i])) return "";
  const bool negative = line[0] == '-';
  size_t end = i;
  while (end < line.size() && isDigit(line[end])) ++end;
  used = end;
  std::string digits(line.substr(i, end - i));
  line.remove_prefix(used);
  if (negative) return "";
  const size_t nz = digits.find_first_not_of('0');
  return nz == std::string::npos ? "0" : digits.substr(nz);
}

}  // namespace

std::string GtpEngine::execute(std::string_view rawLine) {
  const std::string clean = preprocessGtpLine(rawLine);
  std::string_view line(clean);
  while (!line.empty() && isSpace(line.front())) line.remove_prefix(1);
  const std::string id = takeId(line);
  while (!line.empty() && isSpace(line.front())) line.remove_prefix(1);
  if (line.empty()) return "";  // GNU Go answers nothing to a line without a command
  if (rawLine.size() > kMaxGtpLineBytes)
    return "?" + id + " line too long: more than " + std::to_string(kMaxGtpLineBytes) +
           " bytes\n\n";
  size_t nameEnd = 0;
  while (nameEnd < line.size() && !isSpace(line[nameEnd])) ++nameEnd;
  const std::string name(line.substr(0, nameEnd));
  std::string_view rest = line.substr(nameEnd);
  while (!rest.empty() && isSpace(rest.front())) rest.remove_prefix(1);
  const GtpCommand* cmd = find(name);
  if (cmd == nullptr) return "?" + id + " unknown command\n\n";
  std::string reply;
  m_ctx.id = id;
  m_ctx.answered = false;
  try {
    cmd->run(m_ctx, GtpArgs(splitWords(rest), std::string(rest)), reply);
    if (m_ctx.answered) return "";
  } catch (const GtpError& e) {
    return "?" + id + " " + withoutEmptyLines(e.what()) + "\n\n";
  } catch (const std::exception& e) {
    return "?" + id + " internal error: " + withoutEmptyLines(e.what()) + "\n\n";
  }
  return "=" + id + " " + withoutEmptyLines(reply) + "\n\n";
}

void GtpEngine::run(std::istream& in, std::ostream& out) { runGtpLoop(*this, in, out); }

}  // namespace iface
