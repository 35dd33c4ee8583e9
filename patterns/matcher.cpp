#include "patterns/matcher.h"

#include <algorithm>
#include <cstdlib>

#include "patterns/format/pattern_compiler.h"

namespace patterns {

using core::Color;
using core::Point;

MatchOptions matchOptionsForAllpats(bool allpats) {
  MatchOptions o;
  o.allPatterns = allpats;
  return o;
}

uint64_t windowWord(const board::Board& board, Point p) {
  const int x0 = core::pointX(p), y0 = core::pointY(p), size = board.size();
  uint64_t w = 0;
  int shift = 0;
  for (int dy = -2; dy <= 2; ++dy) {
    const int y = y0 + dy;
    for (int dx = -2; dx <= 2; ++dx, shift += 2) {
      const int x = x0 + dx;
      const uint64_t cell = (x < 0 || y < 0 || x >= size || y >= size)
                                ? 3u
                                : static_cast<uint64_t>(board.at(core::toPoint(x, y)));
      w |= cell << shift;
    }
  }
  return w;
}

Matcher::Matcher(const PatternDatabase& db) : m_db(&db) {
  for (size_t i = 0; i < db.patternCount; ++i) {
    const PatternInfo& info = db.patterns[i];
    for (int k = 0; k < info.orientationCount; ++k) {
      const int oi = info.firstOrientation + k;
      const Orientation& o = db.orientations[oi];
      if (info.hasMove)
        m_moveReach = std::max({m_moveReach, std::abs(o.moveDx), std::abs(o.moveDy)});
      m_byAnchor[info.anchorOwn ? 0 : 1].push_back(
          {o.mask, o.value, format::swapColors(o.mask), format::swapColors(o.value),
           static_cast<uint16_t>(i), static_cast<uint16_t>(oi)});
    }
  }
}

static bool patternAllowed(const PatternInfo& info, const MatchOptions& opt) {
  if (opt.requiredClasses && !(info.classes & opt.requiredClasses)) return false;
  if (opt.allPatterns || info.maxWeight >= opt.minMaxWeight) return true;
  constexpr uint16_t kAlways =
      kClassDefend | kClassAttack | kClassConnect | kClassCut | kClassLifeDeath;
  return (info.classes & kAlways) != 0;
}

bool Matcher::tryAnchor(const board::Board& board, Point anchor, Color own, PatternContext& ctx,
                        const MatchOptions& options, const MatchCallback& callback) const {
  const Color c = board.at(anchor);
  const auto& list = m_byAnchor[c == own ? 0 : 1];
  const uint64_t word = windowWord(board, anchor);
  const bool white = own == Color::White;
  for (const Candidate& cand : list) {
    if (white ? (word & cand.maskWhite) != cand.valueWhite
              : (word & cand.maskBlack) != cand.valueBlack)
      continue;
    if (!patternAllowed(m_db->patterns[cand.pattern], options)) continue;
    Match m;
    if (verify(board, anchor, own, cand, ctx, options, m) && !callback(m)) return false;
  }
  return true;
}

static bool elementFits(uint8_t kind, Color at, Color own) {
  switch (kind) {
    case kElOwn:
      return at == own;
    case kElOpp:
      return at == core::opponent(own);
    case kElOwnOrEmpty:
      return at == own || at == Color::Empty;
    case kElOppOrEmpty:
      return at == core::opponent(own) || at == Color::Empty;
    default:
      return at == Color::Empty;
  }
}

/// Whether the move of orientation `o`, anchored at (x, y), sees every board side it is within
/// one line of (see MatchOptions::moveSeesNearEdge).
static bool moveSeesNearEdges(const Orientation& o, int x, int y, int last) {
  const int mx = x + o.moveDx, my = y + o.moveDy;
  const struct {
    uint8_t edge;
    int dist, reach;  // lines between the move and the side; diagram cells beyond the move
  } sides[] = {{kEdgeWest, mx, o.moveDx - o.minDx},
               {kEdgeEast, last - mx, o.maxDx - o.moveDx},
               {kEdgeNorth, my, o.moveDy - o.minDy},
               {kEdgeSouth, last - my, o.maxDy - o.moveDy}};
  for (const auto& s : sides) {
    if (s.dist > 1 || (o.edges & s.edge)) continue;
    if (s.dist == 0 || s.reach < s.dist) return false;
  }
  return true;
}

bool Matcher::verify(const board::Board& board, Point anchor, Color own, const Candidate& c,
                     PatternContext& ctx, const MatchOptions& options, Match& out) const {
  const PatternInfo& info = m_db->patterns[c.pattern];
  const Orientation& o = m_db->orientations[c.orientation];
  const int x = core::pointX(anchor), y = core::pointY(anchor), last = board.size() - 1;
  if (x + o.minDx < 0 || y + o.minDy < 0 || x + o.maxDx > last || y + o.maxDy > last) return false;
  if ((o.edges & kEdgeWest) && x + o.minDx != 0) return false;
  if ((o.edges & kEdgeEast) && x + o.maxDx != last) return false;
  if ((o.edges & kEdgeNorth) && y + o.minDy != 0) return false;
  if ((o.edges & kEdgeSouth) && y + o.maxDy != last) return false;
  if (options.moveSeesNearEdge && info.hasMove && !moveSeesNearEdges(o, x, y, last)) return false;
  const Element* els = m_db->elements + o.firstElement;
  for (int i = 0; i < info.elementCount; ++i) {
    const Point p = static_cast<Point>(anchor + els[i].dy * core::kStride + els[i].dx);
    if (!elementFits(els[i].kind, board.at(p), own)) return false;
  }
  const uint16_t filters = kClassOwnAlive | kClassOwnWeak | kClassOppAlive | kClassOppWeak;
  if (info.classes & filters) {
    for (int i = 0; i < info.elementCount; ++i) {
      const Point p = static_cast<Point>(anchor + els[i].dy * core::kStride + els[i].dx);
      if (!core::isStone(board.at(p))) continue;
      const bool mine = board.at(p) == own;
      const StoneStatus s = ctx.status(board, p);
      if (s == StoneStatus::Dead && (info.classes & (mine ? kClassOwnAlive : kClassOppAlive)))
        return false;
      if (s == StoneStatus::Alive && (info.classes & (mine ? kClassOwnWeak : kClassOppWeak)))
        return false;
    }
  }
  out.db = m_db;
  out.pattern = c.pattern;
  out.orientation = c.orientation;
  out.anchor = anchor;
  out.own = own;
  out.move = info.hasMove ? static_cast<Point>(anchor + o.moveDy * core::kStride + o.moveDx)
                          : core::kNoPoint;
  if (info.opCount > 0) {
    const int verdict = evaluateConstraint(board, out, ctx);
    if (verdict == 0 || (verdict < 0 && !options.acceptUnknown)) return false;
    out.constraintUnknown = verdict < 0;
  }
  return true;
}

bool Matcher::matchAt(const board::Board& board, Point anchor, Color own, PatternContext& ctx,
                      const MatchOptions& options, const MatchCallback& callback) const {
  if (!core::isStone(board.at(anchor))) return true;
  return tryAnchor(board, anchor, own, ctx, options, callback);
}

void Matcher::matchAll(const board::Board& board, Color own, PatternContext& ctx,
                       const MatchOptions& options, const MatchCallback& callback) const {
  for (Point p : board.geometry())
    if (core::isStone(board.at(p)) && !tryAnchor(board, p, own, ctx, options, callback)) return;
}

void Matcher::matchNear(const board::Board& board, Color own, const core::PointMap<bool>& targets,
                        PatternContext& ctx, const MatchOptions& options,
                        const MatchCallback& callback) const {
  // The targets widened by moveReach lines: along the rows, then along the columns.
  const int n = board.size(), r = m_moveReach;
  core::PointMap<bool> rows(false), anchors(false);
  for (int y = 0; y < n; ++y) {
    int last = -1 - r;  // column of the latest target seen in this row
    for (int x = 0; x < n + r; ++x) {
      if (x < n && targets[core::toPoint(x, y)]) last = x;
      if (x - r >= 0 && x - r < n && x - last <= 2 * r) rows[core::toPoint(x - r, y)] = true;
    }
  }
  for (int x = 0; x < n; ++x) {
    int last = -1 - r;
    for (int y = 0; y < n + r; ++y) {
      if (y < n && rows[core::toPoint(x, y)]) last = y;
      if (y - r >= 0 && y - r < n && y - last <= 2 * r) anchors[core::toPoint(x, y - r)] = true;
    }
  }
  for (Point p : board.geometry())
    if (anchors[p] && core::isStone(board.at(p)) &&
        !tryAnchor(board, p, own, ctx, options, callback))
      return;
}

std::vector<Match> Matcher::collect(const board::Board& board, Color own, PatternContext& ctx,
                                    const MatchOptions& options) const {
  std::vector<Match> out;
  matchAll(board, own, ctx, options, [&](const Match& m) {
    out.push_back(m);
    return true;
  });
  return out;
}

Point Matcher::elementPoint(const Match& m, int i) {
  const Element& e = m.db->elements[m.orient().firstElement + i];
  return static_cast<Point>(m.anchor + e.dy * core::kStride + e.dx);
}

ElementKind Matcher::elementKind(const Match& m, int i) {
  return static_cast<ElementKind>(m.db->elements[m.orient().firstElement + i].kind);
}

static Point transformedLabel(const Match& m, const Label& l) {
  const Transform& t = kTransforms[m.orient().transform];
  const int dx = t.a * l.dx + t.b * l.dy, dy = t.c * l.dx + t.d * l.dy;
  return static_cast<Point>(m.anchor + dy * core::kStride + dx);
}

Point Matcher::labelPoint(const Match& m, char label) {
  const PatternInfo& info = m.info();
  for (int i = 0; i < info.labelCount; ++i) {
    const Label& l = m.db->labels[info.firstLabel + i];
    if (l.name == label) return transformedLabel(m, l);
  }
  return core::kNoPoint;
}

namespace {
struct Tri {
  int v;
  bool known;
};
}  // namespace

static Tri binary(OpCode code, Tri a, Tri b) {
  if (code == OpCode::And) {
    if ((a.known && !a.v) || (b.known && !b.v)) return {0, true};
    return {1, a.known && b.known};
  }
  if (code == OpCode::Or) {
    if ((a.known && a.v) || (b.known && b.v)) return {1, true};
    return {0, a.known && b.known};
  }
  if (!a.known || !b.known) return {0, false};
  switch (code) {
    case OpCode::Add:
      return {a.v + b.v, true};
    case OpCode::Sub:
      return {a.v - b.v, true};
    case OpCode::Lt:
      return {a.v < b.v, true};
    case OpCode::Le:
      return {a.v <= b.v, true};
    case OpCode::Gt:
      return {a.v > b.v, true};
    case OpCode::Ge:
      return {a.v >= b.v, true};
    case OpCode::Eq:
      return {a.v == b.v, true};
    default:
      return {a.v != b.v, true};
  }
}

int evaluateConstraint(const board::Board& board, const Match& m, PatternContext& ctx) {
  const PatternInfo& info = m.info();
  Tri stack[64];
  int sp = 0;
  for (int i = 0; i < info.opCount; ++i) {
    const ConstraintOp& op = m.db->ops[info.firstOp + i];
    if (op.code == OpCode::PushInt) {
      stack[sp++] = {op.value, true};
    } else if (op.code == OpCode::Call) {
      PredicateCall call{op.predicate, m.own, op.argc, {}};
      for (int a = 0; a < op.argc; ++a)
        call.args[a] =
            transformedLabel(m, m.db->labels[info.firstLabel + m.db->args[op.value + a]]);
      const auto r = ctx.evaluate(board, call);
      stack[sp++] = r ? Tri{*r, true} : Tri{0, false};
    } else if (op.code == OpCode::Not) {
      stack[sp - 1].v = !stack[sp - 1].v;
    } else {
      const Tri b = stack[--sp];
      stack[sp - 1] = binary(op.code, stack[sp - 1], b);
    }
    if (sp >= 63) return -1;  // mkpat bounds expression depth far below this
  }
  if (sp != 1) return -1;
  return stack[0].known ? (stack[0].v != 0 ? 1 : 0) : -1;
}

}  // namespace patterns
