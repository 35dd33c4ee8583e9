#include "engine/dragon/dragon_builder.h"

#include <algorithm>
#include <optional>

#include "engine/connect/connection.h"
#include "engine/worm/worm_analysis.h"
#include "patterns/connection_matcher.h"
#include "patterns/pattern_context.h"

namespace dragon {

using core::kDiagonals;
using core::kDirections;
using core::kNoPoint;

const char* statusName(Status s) {
  switch (s) {
    case Status::Dead:
      return "dead";
    case Status::Alive:
      return "alive";
    case Status::Critical:
      return "critical";
    default:
      return "unknown";
  }
}

const EyeSpace* DragonAnalysis::eyeSpace(Color c, Point p) const {
  const int i = m_eyeOf[side(c)][p];
  return i < 0 ? nullptr : &m_eyes[side(c)][static_cast<size_t>(i)];
}

DragonAnalysis DragonAnalysis::make(board::Board& b, const worm::WormAnalysis* worms,
                                    worm::Reader* reader) {
  DragonAnalysis out;
  DragonBuilder(b, out, worms, reader).run();
  return out;
}

namespace {
// The private cache of the cheap reader: 64k entries (1 MB) is plenty for one analysis.
constexpr int kCheapCacheMb = 1;
}  // namespace

DragonBuilder::DragonBuilder(board::Board& b, DragonAnalysis& out, const worm::WormAnalysis* worms,
                             worm::Reader* reader)
    : m_board(b), m_out(out), m_worms(worms), m_reader(reader) {
  if (m_reader) return;
  m_ownCache = std::make_unique<worm::ReadingCache>(kCheapCacheMb);
  m_ownReader = std::make_unique<worm::Reader>(b, *m_ownCache, worm::ReadingLimits::cheap());
  m_reader = m_ownReader.get();
}

// The connection reader of eyeJoinCut with its own caches (made when first asked).
struct DragonBuilder::EyeJoinReader {
  explicit EyeJoinReader(board::Board& b)
      : tacticsCache(kCheapCacheMb),
        cache(kCheapCacheMb),
        tactics(b, tacticsCache, connect::ConnectionLimits::tactics()),
        connections(b, tactics, cache, limits()) {}
  static connect::ConnectionLimits limits() {
    connect::ConnectionLimits l;
    l.nodeBudget = kEyeJoinNodes;
    return l;
  }
  worm::ReadingCache tacticsCache;
  worm::ReadingCache cache;
  worm::Reader tactics;
  connect::ConnectionReader connections;
};

DragonBuilder::~DragonBuilder() = default;

void DragonBuilder::run() {
  m_out.m_size = m_board.size();
  readWorms();
  findUnionRoots();
  makeDomains();
  classifyEyePoints();
  findCuts();
  floodAllEyeSpaces();
  joinByConnections();
  joinThroughEyes();
  collectDragons();
  findLunches();
  findHalfEyes();
  evaluateEyes();
  computeEscape();
  computeStatus();
  m_out.m_positionId = m_board.positionId();  // reading above renumbered the position
}

// Without a worm analysis: strings of one or two liberties are read (more liberties count
// as safe, which is what the end of a game needs).
WormTactics DragonBuilder::readString(Point s) {
  WormTactics t;
  if (m_board.libertyCount(s) > 2) return t;
  const worm::ReadResult attack = m_reader->attack(s);
  if (attack.code == worm::kLose) return t;
  t.attackPoint = attack.move;
  const worm::ReadResult defense = m_reader->findDefense(s);
  if (defense.code != worm::kLose)
    t.defensePoint = defense.move != kNoPoint ? defense.move : attack.move;
  return t;
}

void DragonBuilder::readWorms() {
  const auto& geo = m_board.geometry();
  for (Point p : geo) {
    if (!core::isStone(m_board.at(p)) || m_board.origin(p) != p) continue;
    m_wormHeads.push_back(p);
    WormTactics t;
    if (m_worms) {
      const worm::Worm& w = m_worms->at(p);
      if (w.attackCode != worm::kLose) t.attackPoint = w.attackPoint;
      if (w.attackCode != worm::kLose && w.defenseCode != worm::kLose)
        t.defensePoint = w.defensePoint;
    } else {
      t = readString(p);
    }
    std::vector<Point> stones;
    m_board.stones(p, stones);
    for (Point s : stones) {
      m_out.m_worm[s] = t;
      m_lively[s] = !t.lost();
    }
  }
}

void DragonBuilder::findUnionRoots() {
  for (Point p : m_board.geometry())
    if (core::isStone(m_board.at(p))) m_parent[p] = m_board.origin(p);
}

Point DragonBuilder::find(Point p) {
  while (m_parent[p] != p) {
    m_parent[p] = m_parent[m_parent[p]];
    p = m_parent[p];
  }
  return p;
}

void DragonBuilder::join(Point a, Point b) {
  a = find(a);
  b = find(b);
  if (a == b) return;
  if (a < b) std::swap(a, b);
  m_parent[a] = b;  // the smaller origin survives
}

// The pattern context of conn.db: tactical facts of the worms, safe moves, and the
// cutting points found by the class B patterns.
class BuilderContext : public patterns::PatternContext {
 public:
  explicit BuilderContext(DragonBuilder& b) : m_b(b) {}
  std::optional<int> evaluate(const board::Board& board,
                              const patterns::PredicateCall& call) override {
    using patterns::Predicate;
    const Point a = call.args[0];
    const int own = DragonBuilder::sideOf(call.own), other = 1 - own;
    switch (call.predicate) {
      case Predicate::Attack:
        return m_b.wormAt(a).attackable() ? 1 : 0;
      case Predicate::Defend:
        return m_b.wormAt(a).defensePoint != kNoPoint ? 1 : 0;
      case Predicate::SafeXMove:
        return m_b.safeFor(a, core::opponent(call.own)) ? 1 : 0;
      case Predicate::SafeOMove:
        return m_b.safeFor(a, call.own) ? 1 : 0;
      case Predicate::XCut:
        return m_b.m_cut[other][a] ? 1 : 0;
      case Predicate::OCut:
        return m_b.m_cut[own][a] ? 1 : 0;
      default:
        return m_board.evaluate(board, call);
    }
  }

 private:
  DragonBuilder& m_b;
  patterns::BoardContext m_board;
};

namespace {
const patterns::ConnectionMatcher& connMatcher() {
  static const patterns::ConnectionMatcher matcher;
  return matcher;
}
}  // namespace

// conn.db class B: cutting points become marginal in the cut color's eye space, and the
// `!` points stop eye spaces from connecting through them.
void DragonBuilder::findCuts() {
  BuilderContext ctx(*this);
  for (const auto& m : connMatcher().findCuts(m_board, ctx)) {
    const int side = DragonAnalysis::side(m.color);
    if (m.cutPoint != kNoPoint) {
      m_cut[side][m.cutPoint] = true;
      m_out.m_cutPoint[side][m.cutPoint] = true;
      if (m_out.m_eyeOf[side][m.cutPoint] != -1) m_out.m_marginal[side][m.cutPoint] = true;
    }
    for (Point p : m.inhibit) m_inhibit[side][p] = true;
  }
}

// conn.db class C: the non-attackable O stones of each match form one dragon.
void DragonBuilder::joinByConnections() {
  BuilderContext ctx(*this);
  for (const auto& m : connMatcher().findConnections(m_board, ctx)) {
    Point first = kNoPoint;
    for (Point p : m.ownStones) {
      if (m_out.m_worm[p].attackable()) continue;
      if (first == kNoPoint)
        first = p;
      else
        join(first, p);
    }
  }
}

// A dragon's own eye space joins every dragon touching one of its inner points, except a
// three-point gap with two marginal points and a one-point ko eye (notes 3.1 step 5), and
// except two worms that connection reading cuts apart (see eyeJoinCut).
void DragonBuilder::joinThroughEyes() {
  std::vector<Point> around;              // worms touching the space's inner points
  std::vector<std::vector<Point>> touch;  // the inner points each of them touches
  for (Color c : {Color::Black, Color::White}) {
    const int side = DragonAnalysis::side(c);
    for (const EyeSpace& e : m_out.m_eyes[side]) {
      if (e.esize == 3 && e.msize > 1) continue;
      if (e.esize == 1 && m_board.koPoint() == e.points[0]) continue;
      around.clear();
      touch.clear();
      for (Point p : e.points) {
        if (m_out.m_marginal[side][p]) continue;
        for (int d : kDirections) {
          const Point n = static_cast<Point>(p + d);
          if (m_board.at(n) != c || !m_lively[n]) continue;
          const Point w = m_board.origin(n);
          const auto it = std::find(around.begin(), around.end(), w);
          const size_t i = static_cast<size_t>(it - around.begin());
          if (it == around.end()) {
            around.push_back(w);
            touch.emplace_back();
          }
          touch[i].push_back(p);
        }
      }
      // Around a one-point eye only a worm in atari is cut off (captured on the eye).
      const bool weak = std::any_of(around.begin(), around.end(),
                                    [&](Point w) { return m_board.libertyCount(w) == 1; });
      joinAround(around, touch, e.esize > 1 || weak);
    }
  }
}

// Joins the worms around one eye space: each pair whose inner points lie within two steps
// of each other, unless connection reading cuts them (worms farther apart join through
// the others; reading every pair made genmove several times slower).
void DragonBuilder::joinAround(const std::vector<Point>& around,
                               const std::vector<std::vector<Point>>& touch, bool readCuts) {
  core::PointMap<int> near(-1);
  for (size_t i = 0; i < around.size(); ++i) {
    for (Point p : touch[i]) {
      near[p] = static_cast<int>(i);
      for (int d1 : kDirections) {
        const Point q = static_cast<Point>(p + d1);
        if (m_board.at(q) == Color::Border) continue;  // q + d2 could leave the array
        near[q] = static_cast<int>(i);
        for (int d2 : kDirections) near[static_cast<Point>(q + d2)] = static_cast<int>(i);
      }
    }
    for (size_t j = i + 1; j < around.size(); ++j) {
      if (find(around[i]) == find(around[j])) continue;
      bool close = false;
      for (Point p : touch[j]) close = close || near[p] == static_cast<int>(i);
      if (close && !(readCuts && eyeJoinCut(around[i], around[j]))) join(around[i], around[j]);
    }
  }
}

// GNU Go 3.8 keeps apart worms around one eye space that the opponent can cut (its conn.db
// inhibits such joins by shape); here a connection question decides. A cut that works
// (or works through ko) keeps the two apart; a read that runs out of budget joins them.
// Cuts whose move lies in the eye space count too: sparing them kept fewer pairs apart
// than GNU Go does on the stored games (regression/dragon_agreement.py) and lost eight
// of connection.tst's same_dragon cases.
bool DragonBuilder::eyeJoinCut(Point a, Point b) {
  if (!m_eyeJoin) m_eyeJoin = std::make_unique<EyeJoinReader>(m_board);
  return m_eyeJoin->connections.disconnect(a, b).code != worm::kLose;
}

void DragonBuilder::collectDragons() {
  auto& dragons = m_out.m_dragons;
  core::PointMap<int> indexOfRoot(-1);
  for (Point p : m_board.geometry()) {
    if (!core::isStone(m_board.at(p))) continue;
    const Point r = find(p);
    if (indexOfRoot[r] < 0) {
      indexOfRoot[r] = static_cast<int>(dragons.size());
      dragons.emplace_back();
      dragons.back().origin = p;  // scan order: the first stone is the smallest
      dragons.back().color = m_board.at(p);
    }
    DragonData& d = dragons[static_cast<size_t>(indexOfRoot[r])];
    m_out.m_dragonOf[p] = indexOfRoot[r];
    d.stones.push_back(p);
    ++d.size;
    if (m_board.origin(p) == p) d.worms.push_back(p);
  }
  for (Color c : {Color::Black, Color::White})
    for (EyeSpace& e : m_out.m_eyes[DragonAnalysis::side(c)])
      for (Point p : e.points) {
        for (int d : kDirections) {
          const Point n = static_cast<Point>(p + d);
          if (m_board.at(n) == c && m_lively[n] && e.dragon == kNoPoint)
            e.dragon = dragons[static_cast<size_t>(m_out.m_dragonOf[n])].origin;
        }
      }
}

void DragonBuilder::findLunches() {
  for (DragonData& d : m_out.m_dragons) {
    int bestCut = -1, bestLibs = 0;
    for (Point w : d.worms) {
      std::vector<Point> enemies;
      m_board.adjacentStrings(w, enemies);
      for (Point e : enemies) {
        const WormTactics& t = m_out.m_worm[e];
        if (!t.attackable() || t.defensePoint == kNoPoint) continue;
        const int cut = m_board.stringSize(e);
        const int libs = m_board.libertyCount(e);
        if (cut > bestCut || (cut == bestCut && libs < bestLibs)) {
          bestCut = cut;
          bestLibs = libs;
          d.lunch = m_board.origin(e);
        }
      }
    }
  }
}

// Liberties of order 4 (notes 2.1 step 8): rings of empty points grown from the string's
// liberties; a newly reached point may not touch an enemy stone. Returns ring 4's size.
int DragonBuilder::libertiesOfOrder4(Point s) const {
  const Color c = m_board.at(s);
  const Color enemy = core::opponent(c);
  core::PointMap<bool> seen(false);
  std::vector<Point> ring;
  m_board.liberties(s, ring);
  for (Point p : ring) seen[p] = true;
  for (int order = 2; order <= 4; ++order) {
    std::vector<Point> next;
    for (Point p : ring) {
      for (int d : kDirections) {
        const Point n = static_cast<Point>(p + d);
        if (seen[n] || m_board.at(n) != Color::Empty) continue;
        bool touchesEnemy = false;
        for (int e : kDirections)
          if (m_board.at(static_cast<Point>(n + e)) == enemy) touchesEnemy = true;
        seen[n] = true;
        if (!touchesEnemy) next.push_back(n);
      }
    }
    ring.swap(next);
  }
  return static_cast<int>(ring.size());
}

void DragonBuilder::computeEscape() {
  for (DragonData& d : m_out.m_dragons)
    for (Point w : d.worms) {
      const int lib4 = m_worms ? m_worms->at(w).liberties4 : libertiesOfOrder4(w);
      d.escapeRoute = std::max(d.escapeRoute, lib4);
    }
}

// dragon_status (notes 3.5).
void DragonBuilder::computeStatus() {
  for (DragonData& d : m_out.m_dragons) {
    const int tg = d.trueGenus();
    const WormTactics& w = m_out.m_worm[d.origin];
    Status s = Status::Unknown;
    const bool hasLunch = d.lunch != kNoPoint;
    const WormTactics* lunch = hasLunch ? &m_out.m_worm[d.lunch] : nullptr;
    const int lunchSize = hasLunch ? m_board.stringSize(d.lunch) : 0;
    if (tg > 3) {
      s = Status::Alive;
    } else if (d.worms.size() == 1 && w.lost() && tg < 3) {
      s = Status::Dead;
    } else if (hasLunch && tg < 3 && lunch->defensePoint != kNoPoint && d.escapeRoute < 5 &&
               (tg == 2 || lunchSize > 2)) {
      s = Status::Critical;
    } else if (hasLunch && tg >= 3) {
      s = Status::Alive;
    } else if (!hasLunch || lunchSize < 2) {
      const bool koDefense = w.defensePoint != kNoPoint && w.defensePoint == m_board.koPoint();
      if (tg < 3 && d.escapeRoute == 0 && !koDefense)
        s = Status::Dead;
      else if (tg == 3 && d.escapeRoute < 6)
        s = Status::Critical;
    }
    d.status = s;
    d.safety = s;
    d.vitality = 6 * d.genus + d.heyes + d.escapeRoute - 10;
  }
}

}  // namespace dragon
