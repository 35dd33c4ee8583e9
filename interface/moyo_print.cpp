#include "interface/moyo_print.h"

#include <cstdio>
#include <functional>
#include <string>
#include <vector>

#include "engine/genmove/examine.h"

namespace iface {

using core::Color;
using core::Point;
using moyo::GridKind;

moyo::Moyo& analyzeMoyo(engine::Engine& engine, Color toMove) {
  if (!engine.moyo().isFreshFor(engine.game().board(), toMove)) engine::examine(engine, toMove);
  return engine.moyo();
}

namespace {

// Black things magenta, white things green (2.x in an rxvt).
void putMark(std::string& out, char mark, bool ansi) {
  out += ' ';
  if (!ansi || mark == '.') {
    out += mark;
    return;
  }
  const bool black = mark == 'X' || mark == 'b';
  out += black ? "\033[35m" : "\033[32m";
  out += mark;
  out += "\033[0m";
}

char mapMark(const board::Board& b, const moyo::Moyo& m, GridKind kind, Point p) {
  const Color stone = b.at(p);
  if (core::isStone(stone) && !m.isDeadStone(p)) return stone == Color::Black ? 'X' : 'O';
  Color owner;
  if (kind == GridKind::Territory)
    owner = m.terriColor(p);
  else if (kind == GridKind::Moyo)
    owner = m.moyoColor(p);
  else
    owner = m.areaColor(p);
  return owner == Color::Black ? 'b' : (owner == Color::White ? 'w' : '.');
}

std::string columnHeader(int size) {
  std::string h = "  ";
  for (int x = 0; x < size; ++x) {
    h += ' ';
    h += core::columnLetter(x);
  }
  return h + '\n';
}

std::string annotation(const moyo::Moyo& m, int row) {
  char buf[96];
  if (row == 5) {
    std::snprintf(buf, sizeof buf, "     White territory %d", m.terriEval(Color::White));
  } else if (row == 7) {
    std::snprintf(buf, sizeof buf, "     Black territory %d", m.terriEval(Color::Black));
  } else if (row == 9) {
    std::snprintf(buf, sizeof buf, "   W/B moyo %d/%d : %d", m.moyoEval(Color::White),
                  m.moyoEval(Color::Black), m.moyoBalance());
  } else {
    return {};
  }
  return buf;
}

std::string table(const board::Board& b, const char* title, bool dotForZero,
                  const std::function<int(Point)>& value) {
  std::string out = title;
  out += '\n';
  const int n = b.size();
  char buf[16];
  for (int y = 0; y < n; ++y) {
    for (int x = 0; x < n; ++x) {
      const Point p = core::toPoint(x, y);
      const Color c = b.at(p);
      if (core::isStone(c)) {
        out += c == Color::Black ? "  X" : "  O";
      } else {
        const int v = value(p);
        if (dotForZero && v == 0) {
          out += "  .";
        } else {
          std::snprintf(buf, sizeof buf, "%3d", v);
          out += buf;
        }
      }
    }
    out += '\n';
  }
  out += '\n';
  return out;
}

}  // namespace

std::string moyoMapText(const board::Board& b, const moyo::Moyo& m, GridKind kind, bool ansi) {
  const int n = b.size();
  std::string out = columnHeader(n);
  char buf[16];
  for (int y = 0; y < n; ++y) {
    std::snprintf(buf, sizeof buf, "%2d", n - y);
    out += buf;
    for (int x = 0; x < n; ++x) putMark(out, mapMark(b, m, kind, core::toPoint(x, y)), ansi);
    std::snprintf(buf, sizeof buf, " %d", n - y);
    out += buf;
    out += annotation(m, y);
    out += '\n';
  }
  for (int row : {5, 7, 9}) {
    if (row < n) continue;
    const std::string text = annotation(m, row);
    out += text.substr(text.find_first_not_of(' '));
    out += '\n';
  }
  return out;
}

std::string weakAreaTrace(const board::Board& b, const moyo::Moyo& m) {
  const core::Geometry& geo = b.geometry();
  std::string out;
  char buf[128];
  for (const moyo::WeakArea& weak : m.weakAreas()) {
    const moyo::AreaRecord& r = m.areas()[static_cast<size_t>(weak.record)];
    std::snprintf(buf, sizeof buf, "weak area %d  %s: color %c,  %d stone  %d spaces\n",
                  r.number, geo.vertexName(r.origin).c_str(),
                  r.color == Color::Black ? 'B' : 'W', r.stone, r.space);
    out += buf;
    for (int k = weak.first; k < weak.first + weak.count; ++k) {
      const moyo::WeakDragon& d = m.weakDragons()[static_cast<size_t>(k)];
      std::snprintf(buf, sizeof buf, "drag %s  gen %d  weakness: %c %s\n",
                    geo.vertexName(d.stone).c_str(), d.genus, moyo::safetyLetter(d.safety),
                    d.upgraded ? "=> critical" : "");
      out += buf;
    }
  }
  return out;
}

std::string areaListText(const board::Board& b, const moyo::Moyo& m) {
  std::string out;
  char buf[128];
  for (const moyo::AreaRecord& r : m.areas()) {
    if (r.color == Color::Empty) continue;
    std::snprintf(buf, sizeof buf, "area %d  %s: color %c,  %d stone  %d spaces\n", r.number,
                  b.geometry().vertexName(r.origin).c_str(), r.color == Color::Black ? 'B' : 'W',
                  r.stone, r.space);
    out += buf;
  }
  return out;
}

std::string genmoveTraceText(const engine::GenmoveResult& r) {
  std::string out;
  if (!r.trace.empty()) out += r.trace + "\n";
  char buf[128];
  const double rate = r.colorQueries ? 100.0 * static_cast<double>(r.colorHits) /
                                           static_cast<double>(r.colorQueries)
                                     : 0.0;
  std::snprintf(buf, sizeof buf, "color stack: %llu queries, %llu answered from the stack (%.0f%%)\n",
                static_cast<unsigned long long>(r.colorQueries),
                static_cast<unsigned long long>(r.colorHits), rate);
  return out + buf;
}

std::string moyoDebugText(engine::Engine& engine, Color toMove, unsigned level, bool ansi) {
  moyo::Moyo& m = analyzeMoyo(engine, toMove);
  const board::Board& b = engine.game().board();
  std::string out;
  if (level & kMoyoAreaMap) out += weakAreaTrace(b, m);
  if (level & kMoyoTerritoryMap) out += moyoMapText(b, m, GridKind::Territory, ansi);
  if (level & kMoyoDeltaTerri)
    out += table(b, "delta_terri :", false, [&](Point p) { return m.deltaTerri(p, toMove); });
  if (level & kMoyoMoyoMap) out += moyoMapText(b, m, GridKind::Moyo, ansi);
  if (level & kMoyoDeltaMoyo)
    out += table(b, "delta_moyo :", false, [&](Point p) { return m.deltaMoyo(p, toMove); });
  if (level & kMoyoAreaMap) out += moyoMapText(b, m, GridKind::Area, ansi);
  if (level & kMoyoAreaList) out += areaListText(b, m);
  if (level & kMoyoMetaConnect)
    out += table(b, "meta_connect :", true, [&](Point p) { return m.metaConnect(p, toMove); });
  if (level & kMoyoFearless) {  // the genmove itself (not played) prints its trace
    engine.genmove(toMove);
    out += genmoveTraceText(engine.lastResult());
  }
  return out;
}

}  // namespace iface
