#include "interface/dragon_print.h"

#include <cstdio>
#include <functional>
#include <sstream>
#include <vector>

#include "engine/dragon/owl.h"
#include "engine/genmove/examine.h"
#include "engine/worm/tracer.h"

namespace iface {
namespace {

using core::Color;
using core::Point;

const char* safetyColor(dragon::Status s) {
  switch (s) {
    case dragon::Status::Alive:
      return "\033[32m";
    case dragon::Status::Critical:
      return "\033[31m";
    case dragon::Status::Dead:
      return "\033[36m";
    default:
      return "\033[33m";
  }
}

std::string columnHeader(int size) {
  std::string h = "   ";
  for (int x = 0; x < size; ++x) {
    h += core::columnLetter(x);
    h += ' ';
  }
  return h + "\n";
}

/// Draws the board; cell(p) gives the text of one point (without the trailing space).
std::string drawBoard(const board::Board& b, const std::function<std::string(Point)>& cell) {
  const int n = b.size();
  std::string out = columnHeader(n);
  for (int y = 0; y < n; ++y) {
    char label[16];
    std::snprintf(label, sizeof label, "%2d ", n - y);
    out += label;
    for (int x = 0; x < n; ++x) out += cell(core::toPoint(x, y)) + " ";
    out += std::to_string(n - y) + "\n";
  }
  return out + columnHeader(n);
}

}  // namespace

std::string dragonBoardText(const board::Board& b, const dragon::DragonAnalysis& dragons,
                            bool ansi) {
  const auto& ds = dragons.dragons();
  std::vector<char> letter(ds.size(), '?');
  int blacks = 0, whites = 0;
  for (size_t i = 0; i < ds.size(); ++i) {
    if (ds[i].color == Color::Black)
      letter[i] = static_cast<char>('A' + blacks++ % 26);
    else
      letter[i] = static_cast<char>('z' - whites++ % 26);
  }
  return drawBoard(b, [&](Point p) {
    if (!core::isStone(b.at(p))) return std::string(".");
    const size_t i = static_cast<size_t>(dragons.dragonIndex(p));
    const std::string text(1, letter[i]);
    return ansi ? safetyColor(ds[i].safety) + text + "\033[0m" : text;
  });
}

std::string eyeSpaceText(const board::Board& b, const dragon::DragonAnalysis& dragons, bool ansi) {
  return drawBoard(b, [&](Point p) {
    const Color c = b.at(p);
    if (core::isStone(c) && !dragons.eyeSpace(Color::Black, p) &&
        !dragons.eyeSpace(Color::White, p))
      return std::string(c == Color::Black ? "X" : "O");
    for (Color owner : {Color::Black, Color::White}) {
      if (!dragons.eyeSpace(owner, p)) continue;
      const bool marginal = dragons.marginal(owner, p);
      std::string text = marginal ? "!" : (owner == Color::Black ? "x" : "o");
      if (ansi) text = (owner == Color::Black ? "\033[32m" : "\033[35m") + text + "\033[0m";
      return text;
    }
    return std::string(".");
  });
}

std::string dragonListText(const board::Board& b, const dragon::DragonAnalysis& dragons) {
  const core::Geometry& geo = b.geometry();
  std::string text;
  char line[160];
  for (const dragon::DragonData& d : dragons.dragons()) {
    std::snprintf(line, sizeof line,
                  "%s %s size %d genus %d heyes %d escape %d status %s safety %s:",
                  geo.vertexName(d.origin).c_str(), d.color == Color::Black ? "black" : "white",
                  d.size, d.genus, d.heyes, d.escapeRoute, dragon::statusName(d.status),
                  dragon::statusName(d.safety));
    text += line;
    for (Point p : d.stones) text += " " + geo.vertexName(p);
    text += '\n';
  }
  return text.empty() ? "No dragons.\n" : text;
}

namespace {

// "B4 can be killed at A1 (code 1)" / "B4 cannot be killed"; PASS when nothing is needed.
std::string owlVerdict(const core::Geometry& g, Point p, const dragon::OwlResult& r,
                       const char* verb) {
  std::string text = g.vertexName(p) + (r.code == worm::kLose ? " cannot be " : " can be ") + verb;
  if (r.code != worm::kLose)
    text += " at " + g.vertexName(r.move) + " (code " + std::to_string(worm::gtpCode(r.code)) + ")";
  if (r.budgetHit) text += ", a guess: the node budget or depth ran out";
  return text + " [" + std::to_string(r.nodes) + " owl nodes]\n";
}

}  // namespace

std::string decideDragon(engine::Engine& e, Point p, int traceLevel) {
  const core::Geometry& g = e.game().board().geometry();
  const dragon::DragonAnalysis da = engine::analyzeDragons(e);
  std::ostringstream trace, out;
  worm::Tracer tracer(trace, traceLevel, worm::Tracer::boundFor(traceLevel));
  dragon::OwlReader owl(e.game().mutableBoard(), e.owlState(), e.options().owl);
  if (traceLevel > 0) owl.setTracer(&tracer);
  const dragon::OwlResult attack = owl.attack(da, p);
  out << trace.str() << owlVerdict(g, p, attack, "killed");
  trace.str("");
  tracer.restart();
  const dragon::OwlResult defense = owl.defend(da, p);
  out << trace.str() << owlVerdict(g, p, defense, "saved");
  return out.str();
}

}  // namespace iface
