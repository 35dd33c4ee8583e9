// GTP commands that play, undo, place handicap stones, look at the board and score it,
// with GNU Go 3.8's answers and error strings.
#include <algorithm>
#include <cstdio>
#include <ostream>
#include <string>

#include "interface/gtp_board_text.h"
#include "interface/gtp_engine.h"
#include "interface/gtp_tables.h"
#include "interface/moyo_print.h"
#include "interface/score.h"

namespace iface {
namespace {

using core::Color;
using core::Point;

const core::Geometry& geometry(GtpContext& ctx) { return ctx.engine.game().board().geometry(); }

bool boardEmpty(const board::Board& b) {
  return std::none_of(b.geometry().begin(), b.geometry().end(),
                      [&](Point p) { return isStone(b.at(p)); });
}

// Game moves wait until every trymove frame is popped: otherwise undo would take back a
// reading move instead of a game move.
void rejectWhileTrying(GtpContext& ctx) {
  if (ctx.engine.game().readingFramesOpen())
    throw GtpError("trymove stack not empty (popgo first)");
}

void playOrThrow(GtpContext& ctx, Color c, Point p) {
  rejectWhileTrying(ctx);
  const board::PlayError e = ctx.engine.game().play(p, c);
  if (e != board::PlayError::None) throw GtpError(illegalMoveMessage(e, geometry(ctx).vertexName(p)));
}

// play and is_legal: GNU Go's "invalid color or coordinate", then which.
void readColorAndVertex(GtpContext& ctx, const GtpArgs& a, Color& c, Point& p) {
  const auto color = a.tryColor(0);
  const auto vertex = a.tryVertex(1, geometry(ctx));
  if (!color) throw GtpError("invalid color or coordinate: " + a.colorProblem(0));
  if (!vertex) throw GtpError("invalid color or coordinate: " + a.vertexProblem(1, geometry(ctx)));
  c = *color;
  p = *vertex;
}

void cmdPlay(GtpContext& ctx, const GtpArgs& a, std::string&) {
  Color c;
  Point p;
  readColorAndVertex(ctx, a, c, p);
  playOrThrow(ctx, c, p);
}

// GTP version 1 "black <vertex>" / "white <vertex>".
template <Color kColor>
void cmdPlayColor(GtpContext& ctx, const GtpArgs& a, std::string&) {
  playOrThrow(ctx, kColor, a.vertex(0, geometry(ctx)));
}

// Asks the engine for a move; an answer the game would refuse becomes a pass.
Point generate(GtpContext& ctx, Color c, bool gameMove = false) {
  const Point p = clockedGenmove(ctx, c, gameMove);
  return ctx.engine.game().check(p, c) == board::PlayError::None ? p : core::kPass;
}

}  // namespace

// genmove / kgs-genmove_cleanup: plays the move ("resign" with --resign-below when the
// position is hopeless; nothing is played then).
void genmoveAndPlay(GtpContext& ctx, Color c, std::string& r, bool cleanup) {
  rejectWhileTrying(ctx);
  // -m LEVEL: the moyo debug text once per genmove, on the diagnostics stream (stderr).
  const unsigned level = ctx.engine.options().moyoLevel;
  if ((level & ~static_cast<unsigned>(kMoyoFearless)) != 0)
    ctx.err() << moyoDebugText(ctx.engine, c, level & ~static_cast<unsigned>(kMoyoFearless), false)
              << std::flush;
  Point p = clockedGenmove(ctx, c, true, cleanup);
  if (level & kMoyoFearless) ctx.err() << genmoveTraceText(ctx.engine.lastResult()) << std::flush;
  if (ctx.engine.lastResult().resign) {
    r = "resign";
    return;
  }
  if (ctx.engine.game().check(p, c) != board::PlayError::None) p = core::kPass;
  ctx.engine.game().play(p, c);
  r = geometry(ctx).vertexName(p);
}

namespace {

void cmdGenmove(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  genmoveAndPlay(ctx, a.color(0), r);
}

void cmdGenmoveCleanup(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  genmoveAndPlay(ctx, a.color(0), r, true);
}

template <Color kColor>
void cmdGenmoveColor(GtpContext& ctx, const GtpArgs&, std::string& r) {
  genmoveAndPlay(ctx, kColor, r);
}

void cmdRegGenmove(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  r = geometry(ctx).vertexName(generate(ctx, a.color(0)));
}

// gg_genmove <color> [seed]: the move with a temporary random seed, not played.
void cmdGgGenmove(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  const Color c = a.color(0);
  const auto seed = a.tryInteger(1);
  if (!seed) {
    r = geometry(ctx).vertexName(generate(ctx, c));
    return;
  }
  const core::Random saved = ctx.engine.random();
  ctx.engine.random().reseed(static_cast<uint64_t>(static_cast<int64_t>(*seed)));
  const Point p = generate(ctx, c);
  ctx.engine.random() = saved;
  r = geometry(ctx).vertexName(p);
}

void cmdUndo(GtpContext& ctx, const GtpArgs&, std::string&) {
  rejectWhileTrying(ctx);
  if (!ctx.engine.game().undo())
    throw GtpError(ctx.engine.game().record().empty() ? "cannot undo: no move to take back"
                                                      : "cannot undo: setup stones are not moves");
}

// gg-undo [n]: takes back n moves (default 1), all or none.
void cmdGgUndo(GtpContext& ctx, const GtpArgs& a, std::string&) {
  const int n = a.tryInteger(0).value_or(1);
  if (n < 0) throw GtpError("can't undo a negative number of moves");
  rejectWhileTrying(ctx);
  board::Game& game = ctx.engine.game();
  int undoable = 0;
  for (auto it = game.record().rbegin(); it != game.record().rend() && !it->isSetup; ++it)
    ++undoable;
  if (n > undoable)
    throw GtpError("cannot undo: " + std::to_string(undoable) +
                   (undoable == 1 ? " move" : " moves") + " to take back");
  for (int i = 0; i < n; ++i) game.undo();
}

std::string freeHandicapRange(int n, int size) {
  return "invalid handicap: " + std::to_string(n) + " (2 to " + std::to_string(size * size - 1) +
         " on this board)";
}

// A handicap argument that is no int: too large ("invalid handicap", as for any count out
// of range) or not written as an integer.
GtpError handicapNotAnInteger(const GtpArgs& a) {
  if (a.isHugeInteger(0)) return GtpError("invalid handicap: " + quoteWord(a.at(0)) + " (out of range)");
  return GtpError("handicap not an integer: " + (a.size() > 0 ? quoteWord(a.at(0)) : "missing"));
}

void cmdFixedHandicap(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  board::Game& game = ctx.engine.game();
  if (!boardEmpty(game.board())) throw GtpError("board not empty");
  const auto n = a.tryInteger(0);
  if (!n) throw handicapNotAnInteger(a);
  const std::vector<Point> stones = board::fixedHandicapPoints(game.size(), *n);
  if (stones.empty()) {
    int most = 0;
    for (int k = 2; k <= 9; ++k)
      if (!board::fixedHandicapPoints(game.size(), k).empty()) most = k;
    throw GtpError("invalid handicap: " + std::to_string(*n) +
                   (most == 0 ? std::string(" (no fixed handicap on this board)")
                              : " (2 to " + std::to_string(most) + " on this board)"));
  }
  game.placeHandicap(stones);
  r = vertexList(game.board().geometry(), stones);
}

void cmdPlaceFreeHandicap(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  board::Game& game = ctx.engine.game();
  const auto n = a.tryInteger(0);
  if (!n) throw handicapNotAnInteger(a);
  if (!boardEmpty(game.board())) throw GtpError("board not empty");
  if (*n < 2 || *n > game.size() * game.size() - 1) throw GtpError(freeHandicapRange(*n, game.size()));
  const std::vector<Point> stones = freeHandicapPoints(game.size(), *n);
  game.placeHandicap(stones);
  r = vertexList(game.board().geometry(), stones);
}

void cmdSetFreeHandicap(GtpContext& ctx, const GtpArgs& a, std::string&) {
  board::Game& game = ctx.engine.game();
  if (!boardEmpty(game.board())) throw GtpError("board not empty");
  std::vector<Point> stones;
  for (size_t i = 0; i < a.size(); ++i) {
    const Point p = a.point(i, game.board().geometry());
    if (std::find(stones.begin(), stones.end(), p) != stones.end())
      throw GtpError("repeated vertex");
    stones.push_back(p);
  }
  const int n = static_cast<int>(stones.size());
  if (n < 2 || n > game.size() * game.size() - 1) throw GtpError(freeHandicapRange(n, game.size()));
  game.placeHandicap(stones);
}

void cmdGetHandicap(GtpContext& ctx, const GtpArgs&, std::string& r) {
  r = std::to_string(ctx.engine.game().handicap());
}

void cmdIsLegal(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  Color c;
  Point p;
  readColorAndVertex(ctx, a, c, p);
  r = ctx.engine.game().check(p, c) == board::PlayError::None ? "1" : "0";
}

void cmdAllLegal(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  const Color c = a.color(0);
  const board::Game& game = ctx.engine.game();
  std::vector<Point> legal;
  for (Point p : game.board().geometry())
    if (game.board().at(p) == Color::Empty && game.check(p, c) == board::PlayError::None)
      legal.push_back(p);
  r = vertexList(game.board().geometry(), legal);
}

void cmdListStones(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  const Color c = a.color(0);
  const board::Board& b = ctx.engine.game().board();
  std::vector<Point> stones;
  for (Point p : b.geometry())
    if (b.at(p) == c) stones.push_back(p);
  r = vertexList(b.geometry(), stones);
}

// captures <color>: the stones that color has captured.
void cmdCaptures(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  const Color c = a.color(0);
  r = std::to_string(ctx.engine.game().board().captured(core::opponent(c)));
}

void cmdColor(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  const Point p = a.point(0, geometry(ctx));
  r = std::string(core::colorName(ctx.engine.game().board().at(p)));
}

Point stoneArg(GtpContext& ctx, const GtpArgs& a) {
  const Point p = a.point(0, geometry(ctx));
  if (!isStone(ctx.engine.game().board().at(p))) throw GtpError("vertex must not be empty");
  return p;
}

void cmdCountlib(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  r = std::to_string(ctx.engine.game().board().libertyCount(stoneArg(ctx, a)));
}

void cmdFindlib(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  const Point p = stoneArg(ctx, a);
  std::vector<Point> libs;
  ctx.engine.game().board().liberties(p, libs);
  r = vertexList(geometry(ctx), libs);
}

std::string moveText(const core::Geometry& geo, const board::GameRecordEntry& e) {
  return std::string(core::colorName(e.color)) + " " + geo.vertexName(e.point);
}

void cmdLastMove(GtpContext& ctx, const GtpArgs&, std::string& r) {
  const board::GameRecordEntry* last = ctx.engine.game().lastMove();
  if (last == nullptr) throw GtpError("no previous move known");
  r = moveText(geometry(ctx), *last);
}

// Newest first, one "color VERTEX" per line.
void cmdMoveHistory(GtpContext& ctx, const GtpArgs&, std::string& r) {
  const std::vector<board::GameRecordEntry> moves = ctx.engine.game().moves();
  for (auto it = moves.rbegin(); it != moves.rend(); ++it)
    r += (r.empty() ? "" : "\n") + moveText(geometry(ctx), *it);
}

void cmdShowboard(GtpContext& ctx, const GtpArgs&, std::string& r) {
  r = "\n" + showboardText(ctx.engine.game().board());
}

void cmdFinalScore(GtpContext& ctx, const GtpArgs&, std::string& r) {
  r = scoreText(finalScore(ctx.engine).margin());
}

// Stones: one line per string (GNU Go: per dragon), strings in board order; territory and
// dame: one line.
void cmdFinalStatusList(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  if (a.size() == 0) throw GtpError("missing status");
  FinalStatus wanted;
  if (!parseFinalStatus(a.at(0), &wanted)) throw GtpError("invalid status");
  const board::Board& b = ctx.engine.game().board();
  const core::PointMap<FinalStatus> status = finalStatuses(ctx.engine);
  std::vector<Point> points;
  for (Point p : b.geometry()) {
    if (status[p] != wanted) continue;
    if (!isStone(b.at(p))) {
      points.push_back(p);
    } else if (b.origin(p) == p) {
      std::vector<Point> stones;
      b.stones(p, stones);
      r += (r.empty() ? "" : "\n") + vertexList(b.geometry(), stones);
    }
  }
  if (!points.empty()) r += (r.empty() ? "" : "\n") + vertexList(b.geometry(), points);
}

const std::vector<GtpCommand> kCommands = {
    {"all_legal", "all_legal <color>", "every legal move for color", cmdAllLegal},
    {"black", "black <vertex>", "plays a black move (GTP version 1)", cmdPlayColor<Color::Black>},
    {"captures", "captures <color>", "number of stones color has captured", cmdCaptures},
    {"color", "color <vertex>", "black, white or empty", cmdColor},
    {"countlib", "countlib <vertex>", "liberties of the string at vertex", cmdCountlib},
    {"final_score", "final_score", "the score: W+n, B+n or 0", cmdFinalScore},
    {"final_status_list", "final_status_list <status>",
     "points with that status: alive dead seki black_territory white_territory dame",
     cmdFinalStatusList},
    {"findlib", "findlib <vertex>", "the liberties of the string at vertex", cmdFindlib},
    {"fixed_handicap", "fixed_handicap <n>", "places n handicap stones on the star points",
     cmdFixedHandicap},
    {"genmove", "genmove <color>", "generates a move for color and plays it", cmdGenmove},
    {"genmove_black", "genmove_black", "generates and plays a black move",
     cmdGenmoveColor<Color::Black>},
    {"genmove_white", "genmove_white", "generates and plays a white move",
     cmdGenmoveColor<Color::White>},
    {"get_handicap", "get_handicap", "number of handicap stones", cmdGetHandicap},
    {"gg-undo", "gg-undo [n]", "takes back n moves (default 1)", cmdGgUndo},
    {"gg_genmove", "gg_genmove <color> [seed]", "the move for color, not played",
     cmdGgGenmove},
    {"is_legal", "is_legal <color> <vertex>", "1 if the move is legal, else 0", cmdIsLegal},
    {"kgs-genmove_cleanup", "kgs-genmove_cleanup <color>",
     "generates and plays a move, capturing dead stones before passing", cmdGenmoveCleanup},
    {"last_move", "last_move", "color and vertex of the last move", cmdLastMove},
    {"list_stones", "list_stones <color>", "every stone of color", cmdListStones},
    {"move_history", "move_history", "the moves played, newest first", cmdMoveHistory},
    {"place_free_handicap", "place_free_handicap <n>", "places n handicap stones",
     cmdPlaceFreeHandicap},
    {"play", "play <color> <vertex>", "plays a move", cmdPlay},
    {"reg_genmove", "reg_genmove <color>", "the move for color, not played", cmdRegGenmove},
    {"set_free_handicap", "set_free_handicap <vertex...>", "places handicap stones there",
     cmdSetFreeHandicap},
    {"showboard", "showboard", "the board as text", cmdShowboard},
    {"undo", "undo", "takes back the last move", cmdUndo},
    {"white", "white <vertex>", "plays a white move (GTP version 1)", cmdPlayColor<Color::White>},
};

}  // namespace

const std::vector<GtpCommand>& boardCommands() { return kCommands; }

}  // namespace iface
