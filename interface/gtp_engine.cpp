#include "interface/gtp_engine.h"

#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <istream>
#include <ostream>
#include <sstream>

namespace iface {

const std::string& GtpArgs::at(size_t i) const {
  if (i >= m_words.size()) throw GtpError("syntax error");
  return m_words[i];
}

void GtpArgs::expectCount(size_t n) const {
  if (m_words.size() != n) throw GtpError("syntax error");
}

void GtpArgs::expectAtLeast(size_t n) const {
  if (m_words.size() < n) throw GtpError("syntax error");
}

void GtpArgs::expectBetween(size_t lo, size_t hi) const {
  if (m_words.size() < lo || m_words.size() > hi) throw GtpError("syntax error");
}

core::Color GtpArgs::color(size_t i) const {
  const auto c = core::parseColor(at(i));
  if (!c) throw GtpError("invalid color");
  return *c;
}

core::Point GtpArgs::vertex(size_t i, const core::Geometry& geo) const {
  const auto p = geo.parseVertex(at(i));
  if (!p) throw GtpError("invalid coordinate");
  return *p;
}

core::Point GtpArgs::point(size_t i, const core::Geometry& geo) const {
  const core::Point p = vertex(i, geo);
  if (p == core::kPass) throw GtpError("invalid coordinate");
  return p;
}

int GtpArgs::integer(size_t i) const {
  const std::string& w = at(i);
  int value = 0;
  const auto [ptr, ec] = std::from_chars(w.data(), w.data() + w.size(), value);
  if (ec != std::errc() || ptr != w.data() + w.size()) throw GtpError("syntax error");
  return value;
}

double GtpArgs::real(size_t i) const {
  const std::string& w = at(i);
  char* end = nullptr;
  const double value = std::strtod(w.c_str(), &end);
  if (w.empty() || end != w.c_str() + w.size() || value != value) throw GtpError("syntax error");
  return value;
}

std::string preprocessGtpLine(std::string_view raw) {
  std::string out;
  out.reserve(raw.size());
  for (char ch : raw) {
    const auto u = static_cast<unsigned char>(ch);
    if (ch == '#') break;
    if (ch == '\t') {
      out += ' ';
    } else if (u >= 32 && u != 127) {
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

GtpEngine::GtpEngine(engine::Engine& engine) : m_ctx{engine} {}

const GtpCommand* GtpEngine::find(std::string_view name) const {
  for (const GtpCommand& cmd : allCommands())
    if (cmd.name == name) return &cmd;
  return nullptr;
}

static std::vector<std::string> splitWords(const std::string& line) {
  std::vector<std::string> words;
  std::istringstream in(line);
  for (std::string w; in >> w;) words.push_back(w);
  return words;
}

// A response never holds an empty line: that would end it early for the client.
static std::string withoutEmptyLines(std::string text) {
  while (!text.empty() && text.back() == '\n') text.pop_back();
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size(); ++i) {
    out += text[i];
    if (text[i] == '\n' && (i + 1 == text.size() || text[i + 1] == '\n')) out += ' ';
  }
  return out;
}

std::string GtpEngine::execute(std::string_view rawLine) {
  std::vector<std::string> words = splitWords(preprocessGtpLine(rawLine));
  if (words.empty()) return "";
  std::string id;
  if (std::all_of(words[0].begin(), words[0].end(), [](char ch) { return ch >= '0' && ch <= '9'; })) {
    id = words[0];
    words.erase(words.begin());
    if (words.empty()) return "?" + id + " syntax error\n\n";
  }
  const std::string name = words[0];
  words.erase(words.begin());
  const GtpCommand* cmd = find(name);
  if (cmd == nullptr) return "?" + id + " unknown command\n\n";
  std::string reply;
  try {
    cmd->run(m_ctx, GtpArgs(std::move(words)), reply);
  } catch (const GtpError& e) {
    return "?" + id + " " + withoutEmptyLines(e.what()) + "\n\n";
  } catch (const std::exception& e) {
    return "?" + id + " internal error: " + withoutEmptyLines(e.what()) + "\n\n";
  }
  reply = withoutEmptyLines(reply);
  return "=" + id + (reply.empty() ? "" : " " + reply) + "\n\n";
}

void GtpEngine::run(std::istream& in, std::ostream& out) {
  for (std::string line; !m_ctx.quit && std::getline(in, line);) {
    const std::string response = execute(line);
    if (response.empty()) continue;
    out << response << std::flush;
  }
}

}  // namespace iface
