// GTP commands of the moyo module (ARCHITECTURE section 6). Every command analyses the
// position for the side to move first (dragons, then make_moyo); the engine's moyo state keeps
// the test-move caches while the position does not change.
#include <cstdio>
#include <functional>
#include <string>

#include "interface/cli.h"
#include "interface/gtp_engine.h"
#include "interface/gtp_tables.h"
#include "interface/moyo_print.h"

namespace iface {
namespace {

using core::Color;
using core::Point;
using moyo::GridKind;

moyo::Moyo& analyze(GtpContext& ctx) {
  return analyzeMoyo(ctx.engine, ctx.engine.game().toMove());
}

std::string stoneToken(Color c) { return c == Color::Black ? "X" : "O"; }

void cmdMoyoMap(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  const GridKind kind = gridKind(a);
  const moyo::Moyo& m = analyze(ctx);
  const board::Board& b = ctx.engine.game().board();
  r = boardLines(b, [&](Point p) -> std::string {
    if (core::isStone(b.at(p)) && !m.isDeadStone(p)) return stoneToken(b.at(p));
    const Color owner = kind == GridKind::Territory ? m.terriColor(p)
                        : kind == GridKind::Moyo    ? m.moyoColor(p)
                                                    : m.areaColor(p);
    return owner == Color::Black ? "b" : (owner == Color::White ? "w" : ".");
  });
}

void cmdMoyoValues(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  const GridKind kind = gridKind(a);
  const moyo::Moyo& m = analyze(ctx);
  r = boardLines(ctx.engine.game().board(),
                 [&](Point p) { return std::to_string(m.value(kind, p)); });
}

void cmdMoyoScore(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  a.expectCount(0);
  const moyo::Moyo& m = analyze(ctx);
  char buf[128];
  std::snprintf(buf, sizeof buf, "white_territory=%d black_territory=%d white_moyo=%d black_moyo=%d",
                m.terriEval(Color::White), m.terriEval(Color::Black), m.moyoEval(Color::White),
                m.moyoEval(Color::Black));
  r = buf;
}

// A table of a test-move value for COLOR at every empty point; X/O on stones.
void valueTable(GtpContext& ctx, const GtpArgs& a, std::string& r, bool dotForZero,
                int (moyo::Moyo::*value)(Point, Color)) {
  a.expectCount(1);
  const Color color = a.color(0);
  moyo::Moyo& m = analyze(ctx);
  const board::Board& b = ctx.engine.game().board();
  r = boardLines(b, [&](Point p) -> std::string {
    if (core::isStone(b.at(p))) return stoneToken(b.at(p));
    const int v = (m.*value)(p, color);
    return dotForZero && v == 0 ? "." : std::to_string(v);
  });
}

void cmdDeltaTerriTable(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  valueTable(ctx, a, r, false, &moyo::Moyo::deltaTerri);
}

void cmdDeltaMoyoTable(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  valueTable(ctx, a, r, false, &moyo::Moyo::deltaMoyo);
}

void cmdMetaConnectTable(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  valueTable(ctx, a, r, true, &moyo::Moyo::metaConnect);
}

void cmdAreaList(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  a.expectCount(0);
  const moyo::Moyo& m = analyze(ctx);
  r = areaListText(ctx.engine.game().board(), m);
  if (!r.empty() && r.back() == '\n') r.pop_back();
}

void cmdNumberWeak(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  a.expectCount(1);
  const Color color = a.color(0);
  r = std::to_string(analyze(ctx).numberWeak(color));
}

// The -m text without colors; GTP forbids empty lines inside an answer, so the empty line
// after each table is dropped, as is the final newline.
void cmdMoyoDebug(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  a.expectCount(1);
  const auto level = parseMoyoLevel(a.at(0));
  if (!level) throw GtpError("syntax error");
  const std::string text =
      moyoDebugText(ctx.engine, ctx.engine.game().toMove(), *level, false);
  r.clear();
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    if (end > start) {
      if (!r.empty()) r += '\n';
      r.append(text, start, end - start);
    }
    start = end + 1;
  }
}

const std::vector<GtpCommand> kCommands = {
    {"area_list", "area_list", "colored areas of the 4/0 map: number, origin, stones, spaces",
     cmdAreaList},
    {"delta_moyo_table", "delta_moyo_table <color>",
     "delta_moyo for color at every empty point (X/O on stones)", cmdDeltaMoyoTable},
    {"delta_terri_table", "delta_terri_table <color>",
     "delta_terri for color at every empty point (X/O on stones)", cmdDeltaTerriTable},
    {"meta_connect_table", "meta_connect_table <color>",
     "meta_connect for color at every empty point, . for 0", cmdMetaConnectTable},
    {"moyo_debug", "moyo_debug <level>", "the -m LEVEL text for the side to move",
     cmdMoyoDebug},
    {"moyo_map", "moyo_map territory|moyo|area", "X/O live stones, b/w owned points, . neutral",
     cmdMoyoMap},
    {"moyo_score", "moyo_score", "territory (with prisoners) and moyo of both colors",
     cmdMoyoScore},
    {"moyo_values", "moyo_values territory|moyo|area", "the grid values, positive Black",
     cmdMoyoValues},
    {"number_weak", "number_weak <color>", "weak areas of color with a dragon made critical",
     cmdNumberWeak},
};

}  // namespace

GridKind gridKind(const GtpArgs& a) {
  a.expectCount(1);
  if (a.at(0) == "territory") return GridKind::Territory;
  if (a.at(0) == "moyo") return GridKind::Moyo;
  if (a.at(0) == "area") return GridKind::Area;
  throw GtpError("syntax error");
}

std::string boardLines(const board::Board& b, const std::function<std::string(Point)>& token) {
  std::string out;
  const int n = b.size();
  for (int y = 0; y < n; ++y) {
    if (y > 0) out += '\n';
    for (int x = 0; x < n; ++x) {
      if (x > 0) out += ' ';
      out += token(core::toPoint(x, y));
    }
  }
  return out;
}

const std::vector<GtpCommand>& moyoCommands() { return kCommands; }

}  // namespace iface
