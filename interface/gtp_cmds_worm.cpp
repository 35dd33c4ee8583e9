// GNU Go 3.8's worm and reading commands: attack, defend, does_attack, does_defend,
// ladder_attack, worm_data, worm_stones, worm_cutstone, unconditional_status, depth changes,
// trymove/popgo and the reading node counter.
#include <algorithm>
#include <cstddef>
#include <cstdio>
#include <string>
#include <vector>

#include "engine/core/zobrist.h"
#include "engine/worm/reader.h"
#include "engine/worm/unconditional.h"
#include "engine/worm/worm_analysis.h"
#include "interface/gtp_engine.h"
#include "interface/gtp_tables.h"
#include "interface/worm_report.h"

namespace iface {
namespace {

using core::Color;
using core::Point;

std::string name(const core::Geometry& g, Point p) {
  return g.vertexName(p);
}

// A vertex argument that must hold a stone.
Point stoneArg(GtpContext& ctx, const GtpArgs& a, size_t i, const char* emptyMessage) {
  const board::Board& b = ctx.engine.game().board();
  const Point p = a.point(i, b.geometry());
  if (!isStone(b.at(p))) throw GtpError(emptyMessage);
  return p;
}

std::string codeAndMove(const core::Geometry& g, const worm::ReadResult& r) {
  const int code = worm::gtpCode(r.code);
  if (code == 0) return "0";
  return std::to_string(code) + " " + name(g, r.move);
}

void cmdAttack(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  a.expectCount(1);
  const Point str = stoneArg(ctx, a, 0, "vertex must not be empty");
  WormSession s(ctx.engine);
  r = codeAndMove(s.board().geometry(), s.reader().attack(str));
}

void cmdDefend(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  a.expectCount(1);
  const Point str = stoneArg(ctx, a, 0, "vertex must not be empty");
  WormSession s(ctx.engine);
  r = codeAndMove(s.board().geometry(), s.reader().findDefense(str));
}

void cmdLadderAttack(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  a.expectCount(1);
  const Point str = stoneArg(ctx, a, 0, "vertex must not be empty");
  if (ctx.engine.game().board().libertyCount(str) != 2)
    throw GtpError("string must have exactly 2 liberties");
  WormSession s(ctx.engine);
  r = codeAndMove(s.board().geometry(), s.reader().ladderAttack(str));
}

void doesCommand(GtpContext& ctx, const GtpArgs& a, std::string& r, bool attack) {
  a.expectCount(2);
  const board::Board& b = ctx.engine.game().board();
  const Point move = a.point(0, b.geometry());
  const Point str = stoneArg(ctx, a, 1, "string vertex must not be empty");
  if (b.at(move) != Color::Empty) throw GtpError("move vertex must be empty");
  WormSession s(ctx.engine);
  const int code = attack ? s.reader().doesAttack(move, str) : s.reader().doesDefend(move, str);
  r = std::to_string(worm::gtpCode(code));
}

void cmdDoesAttack(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  doesCommand(ctx, a, r, true);
}
void cmdDoesDefend(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  doesCommand(ctx, a, r, false);
}

void cmdWormData(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  a.expectBetween(0, 1);
  const board::Board& b = ctx.engine.game().board();
  std::vector<Point> points;
  if (a.size() == 1)
    points.push_back(a.point(0, b.geometry()));
  else
    points.assign(b.geometry().begin(), b.geometry().end());
  WormSession s(ctx.engine);
  const worm::WormAnalysis& worms = s.worms();
  for (Point p : points) {
    if (!r.empty()) r += '\n';
    r += wormDataText(s.board(), worms, p);
  }
}

void cmdWormStones(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  a.expectBetween(0, 1);
  const board::Board& b = ctx.engine.game().board();
  Color only = Color::Empty;
  Point at = core::kNoPoint;
  if (a.size() == 1) {
    if (auto c = core::parseColor(a.at(0))) {
      only = *c;
    } else {
      at = a.point(0, b.geometry());
      if (!isStone(b.at(at))) throw GtpError("vertex must not be empty");
    }
  }
  std::vector<bool> done(static_cast<size_t>(core::kMaxArea), false);
  for (Point p : b.geometry()) {
    if (!isStone(b.at(p)) || done[static_cast<size_t>(p)]) continue;
    if (only != Color::Empty && b.at(p) != only) continue;
    if (at != core::kNoPoint && !b.sameString(p, at)) continue;
    std::vector<Point> stones;
    b.stones(p, stones);
    std::sort(stones.begin(), stones.end());  // point order is top row first, left to right
    if (!r.empty()) r += '\n';
    for (Point q : stones) {
      done[static_cast<size_t>(q)] = true;
      r += name(b.geometry(), q) + " ";
    }
  }
}

void cmdWormCutstone(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  a.expectCount(1);
  const Point str = stoneArg(ctx, a, 0, "vertex must not be empty");
  WormSession s(ctx.engine);
  r = std::to_string(s.worms().at(s.board(), str).cutstone);
}

// GNU Go's worm field unconditional_status of the point: alive, dead, white_territory,
// black_territory or undecided (engine/worm/unconditional.h), for the position on the board
// (trymove frames included). A missing or bad vertex is GNU Go's "invalid coordinate".
void cmdUnconditionalStatus(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  const board::Board& b = ctx.engine.game().board();
  const Point p = a.point(0, b.geometry());
  a.expectCount(1);
  r = std::string(worm::unconditionalName(ctx.engine.wormState().unconditional(b).at(p)));
}

void changeDepths(GtpContext& ctx, int delta) {
  engine::EngineOptions& o = ctx.engine.options();
  o.depth += delta;
  o.backfillDepth += delta;
  o.fourlibDepth += delta;
  o.koDepth += delta;
}

void cmdIncreaseDepths(GtpContext& ctx, const GtpArgs&, std::string&) {
  changeDepths(ctx, 1);
}
void cmdDecreaseDepths(GtpContext& ctx, const GtpArgs&, std::string&) {
  changeDepths(ctx, -1);
}

// trymove/popgo frames belong to us only while the board shows the depth and hash recorded
// right after the last trymove. Entries deeper than the board are gone (loadsgf,
// clear_board, boardsize dropped every frame). A play/genmove on top of open frames makes
// popgo refuse until that move is undone, so popgo never takes back a game move.
worm::WormState::TryFrame currentFrame(const board::Board& b) {
  uint64_t state = static_cast<uint64_t>(b.depth());
  return {b.koHash() ^ core::splitmix64(state), b.depth()};
}

void dropStaleFrames(GtpContext& ctx) {
  auto& stack = ctx.engine.wormState().tryStack();
  const board::Game& game = ctx.engine.game();
  const board::Board& b = game.board();
  // Game moves are refused while frames are open, so the frames above the game's own are
  // exactly the newest entries; older ones were left by a game that boardsize, clear_board,
  // loadsgf or a handicap setup replaced (and could match a later position by chance).
  const int open = b.depth() - static_cast<int>(game.record().size());
  const size_t keep = open > 0 ? static_cast<size_t>(open) : 0;
  if (stack.size() > keep) stack.erase(stack.begin(), stack.end() - static_cast<std::ptrdiff_t>(keep));
  while (!stack.empty() && stack.back().depth > b.depth()) stack.pop_back();
}

void cmdTrymove(GtpContext& ctx, const GtpArgs& a, std::string&) {
  board::Board& b = ctx.engine.game().mutableBoard();
  const auto c = a.size() == 2 ? core::parseColor(a.at(0)) : std::nullopt;
  const auto p = a.size() == 2 ? b.geometry().parseVertex(a.at(1)) : std::nullopt;
  if (a.size() != 2) throw GtpError("invalid color or coordinate: expected a color and a vertex");
  if (!c) throw GtpError("invalid color or coordinate: " + a.colorProblem(0));
  if (!p) throw GtpError("invalid color or coordinate: " + a.vertexProblem(1, b.geometry()));
  dropStaleFrames(ctx);
  if (!b.tryMove(*p, *c))
    throw GtpError(illegalMoveMessage(board::toPlayError(b.check(*p, *c)),
                                      b.geometry().vertexName(*p)));
  ctx.engine.wormState().tryStack().push_back(currentFrame(b));
}

void cmdPopgo(GtpContext& ctx, const GtpArgs&, std::string&) {
  dropStaleFrames(ctx);
  auto& stack = ctx.engine.wormState().tryStack();
  if (stack.empty()) throw GtpError("Stack empty.");
  const board::Board& b = ctx.engine.game().board();
  if (!(stack.back() == currentFrame(b)))
    throw GtpError("cannot popgo: the game changed since trymove (undo it first)");
  ctx.engine.game().mutableBoard().popMove();
  stack.pop_back();
}

void cmdResetNodes(GtpContext& ctx, const GtpArgs&, std::string&) {
  ctx.engine.wormState().resetNodeCounter();
}

void cmdGetNodes(GtpContext& ctx, const GtpArgs&, std::string& r) {
  r = std::to_string(ctx.engine.wormState().nodeCounter());
}

const std::vector<GtpCommand> kCommands = {
    {"attack", "attack <vertex>", "can the string be captured: code [move]", cmdAttack},
    {"decrease_depths", "decrease_depths", "lowers every reading depth by one", cmdDecreaseDepths},
    {"defend", "defend <vertex>", "can the string be saved: code [move]", cmdDefend},
    {"does_attack", "does_attack <move> <vertex>", "result of attacking with the move",
     cmdDoesAttack},
    {"does_defend", "does_defend <move> <vertex>", "result of defending with the move",
     cmdDoesDefend},
    {"get_reading_node_counter", "get_reading_node_counter", "reading nodes since reset",
     cmdGetNodes},
    {"increase_depths", "increase_depths", "raises every reading depth by one", cmdIncreaseDepths},
    {"ladder_attack", "ladder_attack <vertex>", "ladder reading of a 2-liberty string",
     cmdLadderAttack},
    {"popgo", "popgo", "takes back the last trymove", cmdPopgo},
    {"reset_reading_node_counter", "reset_reading_node_counter", "zeroes the node counter",
     cmdResetNodes},
    {"trymove", "trymove <color> <vertex>", "plays a move on the reading stack", cmdTrymove},
    {"unconditional_status", "unconditional_status <vertex>",
     "alive, dead, white_territory, black_territory or undecided", cmdUnconditionalStatus},
    {"worm_cutstone", "worm_cutstone <vertex>", "0, 1 or 2", cmdWormCutstone},
    {"worm_data", "worm_data [<vertex>]", "worm fields in GNU Go 3.8's layout", cmdWormData},
    {"worm_stones", "worm_stones [<vertex>|<color>]", "the stones of each worm, one per line",
     cmdWormStones},
};

}  // namespace

const std::vector<GtpCommand>& wormCommands() {
  return kCommands;
}

}  // namespace iface
