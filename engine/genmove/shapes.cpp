#include "engine/genmove/shapes.h"

#include <algorithm>
#include <cstdlib>

#include "engine/genmove/pattern_helpers.h"
#include "patterns/format/pattern_format.h"
#include "patterns/matcher.h"

namespace engine {

using core::Color;
using core::Point;
using patterns::Match;
using patterns::Matcher;
using patterns::PatternInfo;

int dragonValue(const PositionAnalysis& a, const dragon::DragonData& d) {
  int v = 0;
  for (Point w : d.worms) v += a.worm(w).value;
  return v;
}

int connectionValue(const PositionAnalysis& a, Point pa, Point pb) {
  const dragon::DragonData& da = a.dragon(pa);
  const dragon::DragonData& db = a.dragon(pb);
  if (da.origin == db.origin) return 0;
  using dragon::Status;
  const auto rank = [](Status s) {
    return s == Status::Dead ? 0 : s == Status::Critical ? 1 : s == Status::Unknown ? 2 : 3;
  };
  if (da.safety == Status::Alive && db.safety == Status::Alive) return 0;
  if (da.safety == Status::Dead && db.safety == Status::Dead) {
    // Two dead dragons are worth joining only if together they could make two eyes.
    return da.trueGenus() + db.trueGenus() >= 4 ? dragonValue(a, da) + dragonValue(a, db) : 0;
  }
  const dragon::DragonData& weak = rank(da.safety) <= rank(db.safety) ? da : db;
  const dragon::DragonData& strong = &weak == &da ? db : da;
  const int v = dragonValue(a, weak);
  if (strong.safety == Status::Alive) return v;  // CRITICAL joined to a live one: like dead
  if (weak.safety == Status::Unknown && weak.escapeRoute > 5) return v * 2 / 3;
  return v * 3 / 4;
}

int shapeValueNearDeadDragons(bool ownDead, bool ownLiving, uint16_t classes, int value) {
  if (!ownDead || ownLiving || (classes & patterns::kClassAttack)) return value;
  return value / kDeadDragonShapeDivisor;
}

namespace {

/// What the elements of a match touch (notes 5.5 step 1).
struct Scan {
  bool ownWeak = false, oppWeak = false;
  bool ownDead = false, ownLiving = false;  // own stones of DEAD dragons, of others
  Point defendWorm = core::kNoPoint;  // D: first own attackable worm
  Point attackWorm = core::kNoPoint;  // A: first enemy worm attackable and defendable
  Point own[2] = {core::kNoPoint, core::kNoPoint};
  Point opp[2] = {core::kNoPoint, core::kNoPoint};
};

void addDragon(Point (&slots)[2], const PositionAnalysis& a, Point p) {
  const Point origin = a.dragon(p).origin;
  if (slots[0] == core::kNoPoint) {
    slots[0] = origin;
  } else if (slots[1] == core::kNoPoint && slots[0] != origin) {
    slots[1] = origin;
  }
}

class ShapesRun {
 public:
  ShapesRun(GenContext& g, ShapeContext& ctx, PatternStats& stats, Generator gen, ShapeEffects& fx)
      : m_g(g), m_ctx(ctx), m_stats(stats), m_gen(gen), m_fx(fx), m_wind(-1) {}
  void run();

 private:
  bool onMatch(const Match& m);
  Scan scan(const Match& m) const;
  bool moveAllowed(const Match& m, Point move);
  bool insideOwnTerritory(Point move) const;
  int baseValue(const Match& m, const PatternInfo& info, Point move);
  int power(Point move, Color c);
  int classValue(const PatternInfo& info, const Scan& s, Point move, int value);
  void recordFriends(Point a, Point b, Point move);
  void tacticalEffects(const PatternInfo& info, const Scan& s, Point move);
  std::string why(const PatternInfo& info, int value) const;

  GenContext& m_g;
  ShapeContext& m_ctx;
  PatternStats& m_stats;
  Generator m_gen;
  ShapeEffects& m_fx;
  core::PointMap<int> m_wind;  // own power * 64 + opponent power, -1 when not computed
};

void ShapesRun::run() {
  static const Matcher matcher(patterns::shapePatternDb());
  const board::Board& b = m_g.board;
  for (Point anchor : b.geometry()) {
    if (!core::isStone(b.at(anchor))) continue;
    patterns::MatchOptions opt = patterns::matchOptionsForAllpats(m_g.engine.options().allPatterns);
    const int best = m_fx.best.value();
    opt.minMaxWeight = m_g.fearless() && best < 75 ? best - 10 : best;
    opt.moveSeesNearEdge = true;
    matcher.matchAt(b, anchor, m_g.color, m_ctx, opt,
                    [this](const Match& m) { return onMatch(m); });
  }
}

Scan ShapesRun::scan(const Match& m) const {
  Scan s;
  const PositionAnalysis& a = m_g.analysis;
  for (int i = 0; i < m.info().elementCount; ++i) {
    const Point p = Matcher::elementPoint(m, i);
    const Color c = m_g.board.at(p);
    if (!core::isStone(c)) continue;
    const dragon::DragonData& d = a.dragon(p);
    const dragon::Status st = m_ctx.dragonStatus(p);
    const bool weak = d.safety == dragon::Status::Critical &&
                      (st == dragon::Status::Unknown || st == dragon::Status::Critical);
    const worm::Worm& w = a.worm(p);
    if (c == m_g.color) {
      s.ownWeak = s.ownWeak || weak;
      (d.status == dragon::Status::Dead ? s.ownDead : s.ownLiving) = true;
      if (s.defendWorm == core::kNoPoint && w.attackCode != worm::kLose) s.defendWorm = w.origin;
      addDragon(s.own, a, p);
    } else {
      s.oppWeak = s.oppWeak || weak;
      if (s.attackWorm == core::kNoPoint && w.attackCode != worm::kLose &&
          w.defenseCode != worm::kLose)
        s.attackWorm = w.origin;
      addDragon(s.opp, a, p);
    }
  }
  return s;
}

// A point inside own settled territory (the 5/21 map gives it and every neighbour to the
// mover; a live enemy stone keeps its own color there, a dead one is the mover's) gains
// nothing for a plain shape pattern.
bool ShapesRun::insideOwnTerritory(Point move) const {
  const moyo::Moyo& m = m_g.analysis.moyo();
  if (m.terriColor(move) != m_g.color) return false;
  for (int d : core::kDirections) {
    const Point n = static_cast<Point>(move + d);
    if (m_g.board.at(n) != Color::Border && m.terriColor(n) != m_g.color) return false;
  }
  return true;
}

// The line (1: the first) of the move counted from the nearest board side the pattern's
// diagram is drawn against; 0 when the diagram touches no side.
static int lineFromItsEdge(const Match& m, Point move, int size) {
  const uint8_t edges = m.orient().edges;
  const int x = core::pointX(move), y = core::pointY(move), last = size - 1;
  int line = 0;
  const auto side = [&](uint8_t bit, int dist) {
    if ((edges & bit) && (line == 0 || dist + 1 < line)) line = dist + 1;
  };
  side(patterns::kEdgeWest, x);
  side(patterns::kEdgeEast, last - x);
  side(patterns::kEdgeNorth, y);
  side(patterns::kEdgeSouth, last - y);
  return line;
}

bool ShapesRun::moveAllowed(const Match& m, Point move) {
  const PatternInfo& info = m.info();
  if (!m_g.board.isLegal(move, m_g.color)) return false;
  // (A move on a first or second line its diagram does not see never gets here: run()
  // matches with MatchOptions::moveSeesNearEdge.)
  constexpr uint16_t kTactical = patterns::kClassDefend | patterns::kClassAttack |
                                 patterns::kClassConnect | patterns::kClassCut |
                                 patterns::kClassLifeDeath;
  if (!(info.classes & kTactical) && insideOwnTerritory(move)) return false;
  // An edge shape whose move stands above the plan's line is a centre move on this board.
  const int maxLine = m_g.plan.edgeShapeMaxLine;
  if (maxLine > 0 && !(info.classes & kTactical) &&
      lineFromItsEdge(m, move, m_g.board.size()) > maxLine)
    return false;
  if (!(info.classes & patterns::kClassSafeOnly) && !m_g.safety.safe(move, m_g.color)) return false;
  return !(info.classes & patterns::kClassBothSafe) || m_g.safety.safe(move, m_g.other());
}

// Σ (6 - d) over the stones of c within Manhattan distance 5 of the move (notes 5.5).
int ShapesRun::power(Point move, Color c) {
  if (m_wind[move] < 0) {
    int own = 0, opp = 0;
    const int cx = core::pointX(move), cy = core::pointY(move), n = m_g.board.size();
    for (int y = std::max(0, cy - 5); y <= std::min(n - 1, cy + 5); ++y)
      for (int x = std::max(0, cx - 5); x <= std::min(n - 1, cx + 5); ++x) {
        const int d = std::abs(x - cx) + std::abs(y - cy);
        const Color s = m_g.board.at(core::toPoint(x, y));
        if (d > 5 || !core::isStone(s)) continue;
        (s == m_g.color ? own : opp) += 6 - d;
      }
    m_wind[move] = own * 1024 + opp;
  }
  return c == m_g.color ? m_wind[move] / 1024 : m_wind[move] % 1024;
}

int ShapesRun::baseValue(const Match& m, const PatternInfo& info, Point move) {
  if (info.helper[0] != '\0') {
    if (PatternHelper h = findPatternHelper(info.helper)) {
      HelperCall call{m_g, m, move, info.weight};
      const int value = std::min<int>(h(call), info.weight);
      // A filter helper only accepts or rejects; the assistance values the accepted match.
      if (value <= 0 || !isFilterHelper(h)) return value;
    }
  }
  const int16_t* args = info.assistArgs;
  switch (info.assist) {
    case patterns::AssistKind::Wind:
      return info.weight + args[1] * std::min(power(move, m_g.other()), std::abs(args[0])) +
             args[3] * std::min(power(move, m_g.color), std::abs(args[2]));
    case patterns::AssistKind::Moyo:
      return info.weight + args[1] * std::min(deltaMoyoSimple(m_g.analysis.moyo(), move, m_g.color),
                                              static_cast<int>(args[0]));
    default:
      return info.weight;
  }
}

void ShapesRun::recordFriends(Point a, Point b, Point move) {
  const auto eyes = [&](Point o) {
    const dragon::DragonData& d = m_g.analysis.dragon(o);
    return d.genus * 16 + d.heyes;
  };
  for (int k = 0; k < 2; ++k) {
    const Point self = k == 0 ? a : b, other = k == 0 ? b : a;
    const Point current = m_fx.friendDragon[self];
    if (current == core::kNoPoint || eyes(other) > eyes(current)) {
      m_fx.friendDragon[self] = other;
      m_fx.bridge[self] = move;
    }
  }
}

// Classes C and B (notes 5.5 step 4): the value is capped by what the connection or the
// cut is worth.
int ShapesRun::classValue(const PatternInfo& info, const Scan& s, Point move, int value) {
  const bool c = info.classes & patterns::kClassConnect, b = info.classes & patterns::kClassCut;
  if (!c && !b) return value;
  int cval = 0, bval = 0;
  if (c && s.own[1] != core::kNoPoint) {
    cval = connectionValue(m_g.analysis, s.own[0], s.own[1]);
    recordFriends(s.own[0], s.own[1], move);
  }
  if (b && s.opp[1] != core::kNoPoint) bval = connectionValue(m_g.analysis, s.opp[0], s.opp[1]);
  int bcval = std::max(bval, cval);
  if (bval > 0 && cval > 0) bcval += std::max(0, (std::min(bval, cval) - 50) / 5);
  return std::min(value, bcval);
}

// Classes D and A (notes 5.5 step 6): a pattern move that also defends (attacks) the worm
// becomes the worm's defense (attack) point for defender() (attacker()).
void ShapesRun::tacticalEffects(const PatternInfo& info, const Scan& s, Point move) {
  if ((info.classes & patterns::kClassDefend) && s.defendWorm != core::kNoPoint &&
      m_fx.defensePoint[s.defendWorm] == core::kNoPoint &&
      m_g.reader.doesDefend(move, s.defendWorm) != worm::kLose)
    m_fx.defensePoint[s.defendWorm] = move;
  if ((info.classes & patterns::kClassAttack) && s.attackWorm != core::kNoPoint &&
      m_fx.attackPoint[s.attackWorm] == core::kNoPoint &&
      m_g.reader.doesAttack(move, s.attackWorm) != worm::kLose)
    m_fx.attackPoint[s.attackWorm] = move;
}

std::string ShapesRun::why(const PatternInfo& info, int value) const {
  return std::string("pattern ") + info.name + " (" + patterns::format::classString(info.classes) +
         ", weight " + std::to_string(info.weight) + ", value " + std::to_string(value) + ")";
}

bool ShapesRun::onMatch(const Match& m) {
  const PatternInfo& info = m.info();
  const Point move = m.move;
  if (move == core::kNoPoint) return true;
  m_stats.matched(m.pattern);
  if (!moveAllowed(m, move)) return true;
  const Scan s = scan(m);
  int value = classValue(info, s, move, baseValue(m, info, move));
  if (value <= 0) return true;
  value = shapeValueNearDeadDragons(s.ownDead, s.ownLiving, info.classes, value);
  if (value <= 0) return true;
  if (s.ownWeak) value += info.oBonus;
  if (s.oppWeak) value += info.xBonus;
  if (info.splitBonus != 0 && m_g.analysis.moyo().metaConnect(move, m_g.color) > 0)
    value += info.splitBonus;
  tacticalEffects(info, s, move);
  m_stats.accepted(m.pattern);
  m_g.proposals.add(move, value, m_gen, why(info, value));
  if (info.maxRand > info.minRand)
    value +=
        info.minRand +
        static_cast<int>(m_g.rng.below(static_cast<uint32_t>(info.maxRand - info.minRand + 1)));
  else
    value += info.minRand;
  if (value > m_fx.patternValue[move]) {
    m_fx.patternValue[move] = value;
    m_fx.pattern[move] = m.pattern;
  }
  if (value >= m_fx.best.value() && m_g.safety.confirm(move, m_g.color))
    m_fx.best.offer(move, value, m_gen, m_g.rng);
  if (m_g.fearless()) m_g.analysis.moyo().searchBigMove(move, m_g.color, value);
  return true;
}

}  // namespace

void shapes(GenContext& g, ShapeContext& ctx, PatternStats& stats, Generator gen,
            ShapeEffects& effects) {
  effects.best = BestMove();
  ShapesRun(g, ctx, stats, gen, effects).run();
  if (effects.best.value() > 0) g.best.merge(effects.best, g.rng);
}

}  // namespace engine
