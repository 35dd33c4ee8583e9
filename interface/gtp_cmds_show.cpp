// GTP commands that show the judgement to GUIs: `moyo_svg` (an SVG picture) and the GoGui
// analyze commands (`gogui-analyze_commands` and the commands it lists, in GoGui's response
// types: dboard and cboard for the three maps, sboard for the delta tables, gfx for dragon
// statuses and weak groups, plist for weak stones, string for scores).
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <functional>
#include <string>

#include "interface/gtp_engine.h"
#include "interface/gtp_tables.h"
#include "interface/judgement.h"
#include "interface/score.h"
#include "interface/sgf_analysis.h"
#include "interface/svg_board.h"

namespace iface {
namespace {

using core::Color;
using core::Point;
using moyo::GridKind;

// moyo_svg KIND [FILE]: the picture as the answer, or written to FILE.
void cmdMoyoSvg(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  a.expectBetween(1, 2);
  const auto kind = parseSvgOverlay(a.at(0));
  if (!kind) throw GtpError("unknown picture, expected " + svgOverlayNames());
  const std::string svg = boardSvg(ctx.engine, *kind);
  if (a.size() == 1) {
    r = svg;
    while (!r.empty() && r.back() == '\n') r.pop_back();
    return;
  }
  std::ofstream file(a.at(1));
  if (file) file << svg;
  if (!file) throw GtpError("cannot open '" + a.at(1) + "'");
}

// moyo_dboard KIND: the grid scaled to -1..1 (positive Black), GoGui's dboard.
void cmdMoyoDboard(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  const GridKind kind = gridKind(a);
  const Judgement j = judge(ctx.engine, ctx.engine.game().toMove());
  const board::Board& b = ctx.engine.game().board();
  int top = 1;
  for (Point p : b.geometry()) top = std::max(top, std::abs(j.moyo.value(kind, p)));
  r = boardLines(b, [&](Point p) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "%.2f", static_cast<double>(j.moyo.value(kind, p)) / top);
    return std::string(buf);
  });
}

// estimate_dboard: the score estimate's owner shares, 2 share - 1 (positive Black).
void cmdEstimateDboard(GtpContext& ctx, const GtpArgs&, std::string& r) {
  const playout::ScoreEstimate e = estimateScore(ctx.engine);
  r = boardLines(ctx.engine.game().board(), [&](Point p) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "%.2f", 2 * e.blackOwns(p) - 1);
    return std::string(buf);
  });
}

// moyo_cboard KIND: owners as background colors ("" on live stones and neutral points).
void cmdMoyoCboard(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  const GridKind kind = gridKind(a);
  const Judgement j = judge(ctx.engine, ctx.engine.game().toMove());
  const board::Board& b = ctx.engine.game().board();
  r = boardLines(b, [&](Point p) -> std::string {
    if (core::isStone(b.at(p)) && !j.moyo.isDeadStone(p)) return "\"\"";
    const Color owner = gridOwner(j.moyo, kind, p);
    if (owner == Color::Empty) return "\"\"";
    return owner == Color::Black ? "blue" : "yellow";
  });
}

const char* statusColorName(dragon::Status s) {
  switch (s) {
    case dragon::Status::Alive:
      return "green";
    case dragon::Status::Dead:
      return "cyan";
    case dragon::Status::Critical:
      return "red";
    default:
      return "yellow";
  }
}

// dragon_status_gfx: every stone colored by its dragon's safety, critical dragons' origins
// marked, and a TEXT line with the counts.
void cmdDragonStatusGfx(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  a.expectCount(0);
  const Judgement j = judge(ctx.engine, ctx.engine.game().toMove());
  const core::Geometry& geo = ctx.engine.game().board().geometry();
  int counts[4] = {0, 0, 0, 0};
  const dragon::Status order[] = {dragon::Status::Alive, dragon::Status::Critical,
                                  dragon::Status::Unknown, dragon::Status::Dead};
  for (dragon::Status s : order) {
    std::vector<Point> stones;
    for (const dragon::DragonData& d : j.dragons.dragons()) {
      if (d.safety != s) continue;
      ++counts[static_cast<int>(s)];
      stones.insert(stones.end(), d.stones.begin(), d.stones.end());
    }
    if (!stones.empty())
      r += "COLOR " + std::string(statusColorName(s)) + " " + vertexList(geo, stones) + "\n";
  }
  char text[160];
  std::snprintf(text, sizeof text, "TEXT dragons: %d alive, %d critical, %d unknown, %d dead",
                counts[static_cast<int>(dragon::Status::Alive)],
                counts[static_cast<int>(dragon::Status::Critical)],
                counts[static_cast<int>(dragon::Status::Unknown)],
                counts[static_cast<int>(dragon::Status::Dead)]);
  r += text;
}

// Stones of COLOR's dragons raised to CRITICAL by the weak-area rule.
std::vector<Point> weakStones(const Judgement& j, Color color) {
  std::vector<Point> stones;
  for (Point origin : j.moyo.criticalDragons()) {
    const int index = j.dragons.dragonIndex(origin);
    if (index < 0) continue;
    const dragon::DragonData& d = j.dragons.dragons()[static_cast<size_t>(index)];
    if (d.color == color) stones.insert(stones.end(), d.stones.begin(), d.stones.end());
  }
  std::sort(stones.begin(), stones.end());
  stones.erase(std::unique(stones.begin(), stones.end()), stones.end());
  return stones;
}

// weak_stones COLOR: plist of the stones of COLOR's weak groups.
void cmdWeakStones(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  a.expectCount(1);
  const Color color = a.color(0);
  const Judgement j = judge(ctx.engine, ctx.engine.game().toMove());
  r = vertexList(ctx.engine.game().board().geometry(), weakStones(j, color));
}

// weak_groups_gfx COLOR: the weak areas' points tinted, their stones marked, and a count.
void cmdWeakGroupsGfx(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  a.expectCount(1);
  const Color color = a.color(0);
  const Judgement j = judge(ctx.engine, ctx.engine.game().toMove());
  const board::Board& b = ctx.engine.game().board();
  std::vector<Point> space;
  for (const moyo::WeakArea& w : j.moyo.weakAreas()) {
    const moyo::AreaRecord& rec = j.moyo.areas()[static_cast<size_t>(w.record)];
    if (rec.color != color) continue;
    for (Point p : b.geometry())
      if (!core::isStone(b.at(p)) && j.moyo.areaNumber(p) == rec.number) space.push_back(p);
  }
  const std::vector<Point> stones = weakStones(j, color);
  if (!space.empty()) r += "COLOR pink " + vertexList(b.geometry(), space) + "\n";
  if (!stones.empty()) r += "SQUARE " + vertexList(b.geometry(), stones) + "\n";
  r += "TEXT weak groups of " + std::string(core::colorName(color)) + ": " +
       std::to_string(j.moyo.numberWeak(color));
}

std::string moyoScoreLine(const Judgement& j) {
  char buf[200];
  std::snprintf(buf, sizeof buf,
                "territory B %d W %d, moyo B %d W %d (prisoners in territory, no komi)",
                j.moyo.terriEval(Color::Black), j.moyo.terriEval(Color::White),
                j.moyo.moyoEval(Color::Black), j.moyo.moyoEval(Color::White));
  return buf;
}

// The gfx answer of a genmove's explanation: the labels (" V text" each), the chosen
// move marked, then the TEXT line.
std::string chosenMoveGfx(const core::Geometry& g, const std::string& labels,
                          const MoveChoice& choice, const std::string& text) {
  std::string r;
  if (!labels.empty()) r += "LABEL" + labels + "\n";
  if (choice.chosen.move != core::kPass) r += "MARK " + g.vertexName(choice.chosen.move) + "\n";
  return r + "TEXT " + text;
}

// top_moves_gfx COLOR: genmove (not played) for COLOR; the chooser's ranking labelled with
// its figures (at most 20: the 2.x value, the search's visits, the learned rank), the
// chosen move marked, and who chose it how.
void cmdTopMovesGfx(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  a.expectCount(1);
  const Color color = a.color(0);
  const MoveChoice choice = chooseMove(ctx.engine, color);
  const core::Geometry& g = ctx.engine.game().board().geometry();
  std::string labels;
  for (size_t i = 0; i < choice.ranking.size() && i < 20; ++i)
    labels += " " + g.vertexName(choice.ranking[i].move) + " " + choice.ranking[i].label;
  r = chosenMoveGfx(g, labels, choice,
                    std::string(core::colorName(color)) + " plays " +
                        g.vertexName(choice.chosen.move) + " (" + choice.chosen.module +
                        (choice.figures.empty() ? "" : "; " + choice.figures) + ")");
}

// big_move_gfx COLOR: the fearless big-move search (search_big_move) for COLOR, run as
// genmove with -p fearless (nothing played, style and random state restored).
void cmdBigMoveGfx(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  a.expectCount(1);
  const Color color = a.color(0);
  engine::EngineOptions& o = ctx.engine.options();
  const unsigned style = o.playStyle;
  o.playStyle |= engine::kStyleFearless;
  const MoveChoice choice = chooseMove(ctx.engine, color);
  o.playStyle = style;
  const engine::GenmoveResult& res = ctx.engine.lastResult();
  const core::Geometry& g = ctx.engine.game().board().geometry();
  if (res.bigMove == core::kNoPoint || res.bigMove == core::kPass) {
    r = "TEXT no big move for " + std::string(core::colorName(color));
    return;
  }
  const std::string big = g.vertexName(res.bigMove);
  r = "MARK " + big + "\nLABEL " + big + " " + std::to_string(res.bigMoveValue) +
      "\nTEXT big move " + big + " value " + std::to_string(res.bigMoveValue) +
      (res.bigMoveOverride ? " overrides " : ", genmove keeps ") + g.vertexName(choice.chosen.move);
}

void cmdMoyoScoreText(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  a.expectCount(0);
  r = moyoScoreLine(judge(ctx.engine, ctx.engine.game().toMove()));
}

}  // namespace

/// The analyze commands GoGui shows in its menu: type/label/command with GoGui's
/// placeholders (%m color to move, %c chosen color, %p a point).
const std::vector<std::string>& goguiAnalyzeCommands() {
  static const std::vector<std::string> kList = {
      "dboard/Territory values, 5-21/moyo_dboard territory",
      "dboard/Moyo values, 5-10/moyo_dboard moyo",
      "dboard/Area values, 4-0/moyo_dboard area",
      "cboard/Territory, 5-21/moyo_cboard territory",
      "cboard/Moyo, 5-10/moyo_cboard moyo",
      "cboard/Area, 4-0/moyo_cboard area",
      "sboard/Delta territory/delta_terri_table %m",
      "sboard/Delta moyo/delta_moyo_table %m",
      "sboard/Meta connect/meta_connect_table %c",
      "gfx/Dragon status/dragon_status_gfx",
      "gfx/Weak groups/weak_groups_gfx %c",
      "gfx/Top moves/top_moves_gfx %m",
      "gfx/Fearless big move/big_move_gfx %m",
      "plist/Weak stones/weak_stones %c",
      "plist/Dragon stones/dragon_stones %p",
      "plist/Dead stones/final_status_list dead",
      "string/Dragon status/dragon_status %p",
      "string/Dragon data/dragon_data %p",
      "string/Owl pass/owl_pass",
      "string/Connection reading/connection_reading %c",
      "string/Attack/attack %p",
      "string/Defend/defend %p",
      "string/Moyo score/moyo_score_text",
      "string/Estimate score/estimate_score",
      "string/Weak groups count/number_weak %c",
      "string/Time/time_status",
      "none/Save picture: territory/moyo_svg territory %f",
      "none/Save picture: dragons/moyo_svg dragons %f",
      "dboard/Score estimate owners/estimate_dboard",
      "none/Save picture: score estimate/moyo_svg estimate %f",
  };
  return kList;
}

namespace {

void cmdGoguiAnalyzeCommands(GtpContext&, const GtpArgs&, std::string& r) {
  for (const std::string& line : goguiAnalyzeCommands()) r += (r.empty() ? "" : "\n") + line;
}

void cmdGoguiInterrupt(GtpContext&, const GtpArgs&, std::string&) {}

const std::vector<GtpCommand> kCommands = {
    {"big_move_gfx", "big_move_gfx <color>",
     "GoGui gfx: the fearless big move (search_big_move) and its value", cmdBigMoveGfx},
    {"dragon_status_gfx", "dragon_status_gfx", "GoGui gfx: stones colored by dragon safety, counts",
     cmdDragonStatusGfx},
    {"gogui-interrupt", "gogui-interrupt",
     "announces that a `# interrupt` line stops a running genmove", cmdGoguiInterrupt},
    {"gogui-analyze_commands", "gogui-analyze_commands",
     "GoGui's analyze commands: type/label/command per line", cmdGoguiAnalyzeCommands},
    {"estimate_dboard", "estimate_dboard",
     "GoGui dboard: the score estimate's owner shares, -1 White .. 1 Black", cmdEstimateDboard},
    {"moyo_cboard", "moyo_cboard territory|moyo|area",
     "GoGui cboard: blue Black's points, yellow White's", cmdMoyoCboard},
    {"moyo_dboard", "moyo_dboard territory|moyo|area",
     "GoGui dboard: the grid scaled to -1..1, positive Black", cmdMoyoDboard},
    {"moyo_score_text", "moyo_score_text", "territory and moyo of both colors in words",
     cmdMoyoScoreText},
    {"moyo_svg", "moyo_svg territory|moyo|area|delta_terri|delta_moyo|dragons|estimate [file]",
     "an SVG picture of the board with that overlay (answered, or written to file)", cmdMoyoSvg},
    {"top_moves_gfx", "top_moves_gfx <color>",
     "GoGui gfx: the chooser's ranking with its figures, the chosen move marked", cmdTopMovesGfx},
    {"weak_groups_gfx", "weak_groups_gfx <color>",
     "GoGui gfx: weak areas of color tinted, their stones squared", cmdWeakGroupsGfx},
    {"weak_stones", "weak_stones <color>", "stones of color's weak groups", cmdWeakStones},
};

}  // namespace

const std::vector<GtpCommand>& showCommands() {
  return kCommands;
}

}  // namespace iface
