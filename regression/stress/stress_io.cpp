// The stress session's GTP plumbing: sending lines, checking answers against the referee,
// damaged SGF files for loadsgf, and the failure report.
#include <algorithm>
#include <fstream>
#include <sstream>
#include <vector>

#include "regression/stress/stress_session.h"

namespace stress {
namespace {

std::string join(const std::vector<std::string>& v) {
  std::string out;
  for (const std::string& x : v) out += (out.empty() ? "" : " ") + x;
  return out;
}

}  // namespace

std::string gtpContent(const std::string& response) {
  std::string s = response.size() >= 2 ? response.substr(2) : "";
  while (!s.empty() && (s.back() == '\n' || s.back() == ' ')) s.pop_back();
  return s;
}

std::vector<std::string> gtpWords(const std::string& text) {
  std::istringstream in(text);
  std::vector<std::string> out;
  for (std::string w; in >> w;) out.push_back(w);
  std::sort(out.begin(), out.end());
  return out;
}

std::string StressSession::send(const std::string& line) {
  if (m_trace) std::fprintf(m_trace, "%s\n", line.c_str()), std::fflush(m_trace);
  const std::string response = m_gtp.execute(line);
  ++m_stats->commands;
  m_transcript.push_back((line.size() > 200 ? line.substr(0, 200) + "..." : line) + "\n" + response);
  if (m_transcript.size() > 40) m_transcript.pop_front();
  if (response.empty() || !iface::isWellFormedResponse(response))
    fail("malformed or missing answer");
  return response;
}

bool StressSession::sendOk(const std::string& line) { return send(line)[0] == '='; }

void StressSession::expectError(const std::string& line) {
  if (sendOk(line)) fail("accepted a command that must fail: " + line.substr(0, 100));
}

std::string StressSession::colorWord(Stone s) {
  static const char* const kBlackWords[] = {"b", "black", "B", "Black", "BLACK"};
  static const char* const kWhiteWords[] = {"w", "white", "W", "White", "WHITE"};
  return (s == kBlack ? kBlackWords : kWhiteWords)[pick(0, 4)];
}

bool StressSession::parseVertex(const std::string& v, int& x, int& y) const {
  if (v.size() < 2) return false;
  const char letter = static_cast<char>(std::toupper(static_cast<unsigned char>(v[0])));
  if (letter < 'A' || letter > 'Z' || letter == 'I') return false;
  x = letter - 'A' - (letter > 'I' ? 1 : 0);
  if (v.find_first_not_of("0123456789", 1) != std::string::npos || v.size() > 3) return false;
  y = std::stoi(v.substr(1)) - 1;
  return x < m_ref.size() && y >= 0 && y < m_ref.size();
}

void StressSession::verify() {
  const SimpleBoard& b = m_ref.board();
  for (Stone s : {kBlack, kWhite}) {
    const std::string name = s == kBlack ? "black" : "white";
    const std::string stones = send("list_stones " + name);
    if (gtpWords(gtpContent(stones)) != b.stones(s))
      fail("stones of " + name + " differ: referee has " + join(b.stones(s)));
    const std::string captures = send("captures " + name);
    if (gtpContent(captures) != std::to_string(b.captured(s)))
      fail("captures of " + name + " differ: referee has " + std::to_string(b.captured(s)));
  }
}

SimpleBoard StressSession::boardFromEngine() {
  const int size = std::stoi(gtpContent(send("query_boardsize")));
  SimpleBoard b(size);
  m_ref.reset(size);  // parseVertex checks against the referee's size
  for (Stone s : {kBlack, kWhite}) {
    for (const std::string& v : gtpWords(gtpContent(send(std::string("list_stones ") +
                                                          (s == kBlack ? "black" : "white"))))) {
      int x, y;
      if (!parseVertex(v, x, y)) fail("list_stones answered " + v);
      b.place(x, y, s);
    }
  }
  b.setCaptured(std::stoi(gtpContent(send("captures black"))),
                std::stoi(gtpContent(send("captures white"))));
  return b;
}

std::string StressSession::damagedSgf() {
  const int n = m_ref.size();
  std::string text = "(;GM[1]FF[4]SZ[" + std::to_string(n) + "]KM[6.5]";
  for (const RecordedMove& m : m_ref.moves()) {
    text += m.color == kBlack ? ";B[" : ";W[";
    if (m.x >= 0) text += std::string{static_cast<char>('a' + m.x), static_cast<char>('a' + n - 1 - m.y)};
    text += "]";
  }
  text += ")\n";
  static const char* const kInserts[] = {"(", ")", "[", "]", ";", "\\", "SZ[30]", "SZ[-1]",
                                         "B[zz]", "AB[aa:zz]", "W[", "KM[1e999]", "HA[99]"};
  const int edits = pick(0, 3);
  for (int e = 0; e < edits; ++e) {
    const size_t at = static_cast<size_t>(pick(0, static_cast<int>(text.size())));
    switch (pick(0, 3)) {
      case 0: text.resize(at); break;
      case 1: if (at < text.size()) text[at] = static_cast<char>(pick(0, 255)); break;
      case 2: text.insert(at, kInserts[pick(0, 12)]); break;
      default: text.insert(at, std::string(static_cast<size_t>(pick(1, 3000)), '(')); break;
    }
  }
  return text;
}

void StressSession::stepLoadsgf() {
  ++m_stats->loads;
  const int r = pick(0, 5);
  if (r == 0) return expectError("loadsgf " + m_options.tempDir + "/no-such-file.sgf");
  if (r == 1) return expectError("loadsgf " + m_options.tempDir);
  const std::string path = m_options.tempDir + "/damaged.sgf";
  std::ofstream(path, std::ios::binary | std::ios::trunc) << damagedSgf();
  static const char* const kUntil[] = {"", " 0", " -5", " 3", " 99999999999", " A1", " ZZ", " pass"};
  if (!sendOk("loadsgf " + path + kUntil[pick(0, 7)])) return;  // refused: nothing changed
  m_ref.resync(boardFromEngine());
  // The referee cannot know a ko left by the file: a pass clears it.
  if (!sendOk("play black pass")) fail("pass refused after loadsgf");
  m_ref.play(kBlack, -1, -1);
  m_toMove = kWhite;
}

void StressSession::fail(const std::string& what) {
  std::string report = "stress failure in game " + std::to_string(m_game) + " (seed " +
                       std::to_string(m_options.seed) + "): " + what + "\nreferee board:\n";
  const SimpleBoard& b = m_ref.board();
  for (int y = b.size() - 1; y >= 0; --y) {
    for (int x = 0; x < b.size(); ++x) report += static_cast<char>(b.at(x, y));
    report += '\n';
  }
  report += "last commands and answers:\n";
  for (const std::string& t : m_transcript) report += "  " + t;
  throw StressFailure(report);
}

}  // namespace stress
