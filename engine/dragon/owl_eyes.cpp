// OwlEyes: the goal's eye spaces, half eyes, lunches, weak worms and escape, recomputed
// at every owl node from the position alone (GNU Go's owl eye data, in our own terms).
#include "engine/dragon/owl_eyes.h"

#include <algorithm>

#include "engine/core/zobrist.h"
#include "engine/dragon/eye_value.h"

namespace dragon {

using core::kDirections;
using core::kNoPoint;
using core::opponent;

namespace {
// Eye regions larger than this are territory: two sure eyes, not analysed further.
constexpr int kMaxRegion = 40;
// Enemy strings with more liberties than this are not read (they count as lively); further
// than one empty point from the goal, one liberty fewer.
constexpr int kMaxReadLibs = 3;
// How far (in steps through empty points) from the goal enemy strings are read.
constexpr int kEnemyReach = 3;
// An enemy invader in a region of at most this many points (empty and its stones), shut in
// by the goal alone, with at most one stone per kShutInRatio points, is dead.
constexpr int kMaxShutInRegion = 30;
constexpr int kShutInRatio = 4;
// Mini-board positions the eye-space reader may search per space.
constexpr int kEyeReadNodes = 5000;
}  // namespace

OwlGoal::OwlGoal(const board::Board& b, Color c, const std::vector<Point>& rootStones)
    : m_color(c), m_root(rootStones) {
  std::sort(m_root.begin(), m_root.end());
  for (Point p : m_root) {
    uint64_t seed = 0x6f776c676f616cULL + static_cast<uint64_t>(p);
    m_key ^= core::splitmix64(seed);
  }
  for (Point p : b.geometry()) m_stoneAtRoot[p] = b.at(p) == c;
}

void OwlGoal::addString(const board::Board& b, Point s, std::vector<Point>& scratch) {
  scratch.clear();
  b.stones(s, scratch);
  for (Point q : scratch) m_member[q] = true;
  m_worms.push_back(b.stringAt(s));
}

// A stone at s next to the goal diagonally (one of the two points between not an enemy
// stone) or a one-point jump away (the point between empty).
bool OwlGoal::closeToGoal(const board::Board& b, Point s) const {
  const Color enemy = core::opponent(m_color);
  for (int i = 0; i < 4; ++i) {
    const Point d = static_cast<Point>(s + core::kDiagonals[i]);
    const Point a = static_cast<Point>(s + kDirections[i]);
    const Point n = static_cast<Point>(s + kDirections[(i + 3) % 4]);
    if (b.onBoard(d) && m_member[d] && (b.at(a) != enemy || b.at(n) != enemy)) return true;
    const Point mid = static_cast<Point>(s + kDirections[i]);
    const Point far = static_cast<Point>(mid + kDirections[i]);
    if (b.onBoard(far) && m_member[far] && b.at(mid) == Color::Empty) return true;
  }
  return false;
}

int OwlGoal::refresh(const board::Board& b) {
  m_member.fill(false);
  m_worms.clear();
  std::vector<Point> scratch;
  for (Point p : m_root)
    if (b.at(p) == m_color && !m_member[p]) addString(b, p, scratch);
  // Strings with a stone played since the root join when they are close to the goal.
  for (bool grew = true; grew;) {
    grew = false;
    for (Point p : b.geometry()) {
      if (b.at(p) != m_color || m_member[p] || m_stoneAtRoot[p] || !closeToGoal(b, p)) continue;
      addString(b, p, scratch);
      grew = true;
    }
  }
  int stones = 0;
  for (Point w : m_worms) stones += b.stringSize(w);
  return stones;
}

bool owlSafeMove(board::Board& b, worm::Reader& reader, Point p, Color c) {
  if (b.at(p) != Color::Empty) return false;
  board::ScopedMove mv(b, p, c);
  if (!mv) return false;
  if (b.libertyCount(p) >= 3) return true;
  return reader.attack(p).code != worm::kWin;
}

void OwlEyes::compute(board::Board& b, const OwlGoal& goal, worm::Reader& reader, int plies,
                      const core::PointMap<bool>& safeFriend, EyeReadingCache* eyeCache) {
  m_lively.fill(true);
  m_deadEnemy.fill(false);
  m_domain[0].fill(false);
  m_domain[1].fill(false);
  m_spaceOf.fill(-1);
  m_marginal.fill(false);
  m_spaces.clear();
  m_lunches.clear();
  m_weak.clear();
  m_halfEyes.clear();
  m_count = OwlEyeCount{};
  m_escape = 0;
  reader.setBaseStackp(0);
  readEnemies(b, goal, reader);
  reader.setBaseStackp(plies);
  readGoalWorms(b, goal, reader);
  findSpaces(b, goal, reader);
  findHalfEyes(b, goal, reader);
  valueSpaces(b, goal, eyeCache);
  computeEscape(b, goal, safeFriend, reader);
  reader.setBaseStackp(0);
}

// Enemy strings near the goal: tactically dead ones become eye space, capturable ones next
// to the goal are lunches.
void OwlEyes::readEnemies(board::Board& b, const OwlGoal& goal, worm::Reader& reader) {
  const Color enemy = opponent(goal.color());
  core::PointMap<bool> seen(false), checked(false);
  std::vector<Point> ring, next, members;
  for (Point w : goal.worms()) {
    members.clear();
    b.stones(w, members);
    for (Point s : members) ring.push_back(s), seen[s] = true;
  }
  for (int step = 0; step <= kEnemyReach && !ring.empty(); ++step) {
    next.clear();
    for (Point p : ring)
      for (int d : kDirections) {
        const Point n = static_cast<Point>(p + d);
        if (seen[n]) continue;
        seen[n] = true;
        if (b.at(n) == Color::Empty) next.push_back(n);
        if (b.at(n) != enemy || checked[b.stringAt(n)]) continue;
        checked[b.stringAt(n)] = true;
        if (b.libertyCount(n) > (step <= 1 ? kMaxReadLibs : kMaxReadLibs - 1)) {
          if (shutIn(b, goal, n)) markDead(b, n, members);
          continue;
        }
        const worm::ReadResult attack = reader.attack(n);
        if (attack.code == worm::kLose) continue;
        const worm::ReadResult defense = reader.findDefense(n);
        members.clear();
        b.stones(n, members);
        if (defense.code == worm::kLose) {
          markDead(b, n, members);
        } else if (step <= 1) {
          m_lunches.push_back(
              {b.stringAt(n), attack.move, defense.move, static_cast<int>(members.size())});
        }
      }
    ring.swap(next);
  }
}

void OwlEyes::markDead(const board::Board& b, Point s, std::vector<Point>& scratch) {
  scratch.clear();
  b.stones(s, scratch);
  for (Point q : scratch) m_lively[q] = false, m_deadEnemy[q] = true;
}

// An enemy string shut in by the goal's color: the empty points and enemy stones reached
// from it form a small region that no other stone of the goal's color borders but the goal,
// with too few enemy stones to make two eyes in it. Such an invader is eye space.
bool OwlEyes::shutIn(const board::Board& b, const OwlGoal& goal, Point s) const {
  const Color own = goal.color();
  core::PointMap<bool> seen(false);
  std::vector<Point> stack{s};
  seen[s] = true;
  int points = 0, enemyStones = 0;
  while (!stack.empty()) {
    const Point p = stack.back();
    stack.pop_back();
    if (++points > kMaxShutInRegion) return false;
    enemyStones += b.at(p) == Color::Empty ? 0 : 1;
    for (int d : kDirections) {
      const Point n = static_cast<Point>(p + d);
      if (seen[n] || !b.onBoard(n)) continue;
      if (b.at(n) == own) {
        if (!goal.has(n)) return false;
        continue;
      }
      seen[n] = true;
      stack.push_back(n);
    }
  }
  return enemyStones * kShutInRatio <= points;
}

void OwlEyes::readGoalWorms(board::Board& b, const OwlGoal& goal, worm::Reader& reader) {
  m_minLibs = 1000;
  for (Point w : goal.worms()) {
    const int libs = b.libertyCount(w);
    m_minLibs = std::min(m_minLibs, libs);
    if (libs > kMaxReadLibs) continue;
    const worm::ReadResult attack = reader.attack(w);
    if (attack.code == worm::kLose) continue;
    const worm::ReadResult defense = reader.findDefense(w);
    m_weak.push_back({w, attack.move, defense.code == worm::kLose ? kNoPoint : defense.move,
                      b.stringSize(w)});
  }
}

void OwlEyes::findSpaces(board::Board& b, const OwlGoal& goal, worm::Reader& reader) {
  const Color own = goal.color();
  growDomain(b, own, m_lively, m_domain[0]);
  growDomain(b, opponent(own), m_lively, m_domain[1]);
  // Classify lazily while flooding from the goal: most of the board is never looked at.
  core::PointMap<int8_t> kind(-1);
  auto kindOf = [&](Point p) {
    if (kind[p] < 0) {
      const bool open = b.at(p) == Color::Empty || !m_lively[p];
      const EyePointKind k =
          !open ? EyePointKind::None
                : eyePointKind(b, p, m_domain[0], m_domain[1], [&](Point q) {
                    return owlSafeMove(b, reader, q, opponent(own));
                  });
      kind[p] = static_cast<int8_t>(k);
    }
    return static_cast<EyePointKind>(kind[p]);
  };
  core::PointMap<bool> seen(false);
  std::vector<Point> region, stack, members;
  for (Point w : goal.worms()) {
    members.clear();
    b.stones(w, members);
    for (Point s : members)
      for (int d : kDirections) {
        const Point n = static_cast<Point>(s + d);
        if (!b.onBoard(n) || seen[n] || goal.has(n)) continue;
        seen[n] = true;
        if (kindOf(n) != EyePointKind::None) stack.push_back(n);
      }
  }
  while (!stack.empty() && static_cast<int>(region.size()) <= kMaxRegion) {
    const Point p = stack.back();
    stack.pop_back();
    region.push_back(p);
    m_marginal[p] = kindOf(p) == EyePointKind::Marginal;
    for (int d : kDirections) {
      const Point n = static_cast<Point>(p + d);
      if (!b.onBoard(n) || seen[n]) continue;
      seen[n] = true;
      if (kindOf(n) != EyePointKind::None) stack.push_back(n);
    }
  }
  if (static_cast<int>(region.size()) > kMaxRegion) {
    if (bigSpaceBelongsElsewhere(b, goal, region)) return;
    OwlEyeSpace big;
    big.points = region;
    big.marginal.assign(region.size(), false);
    big.big = true;
    m_spaces.push_back(big);
    return;
  }
  splitSpaces(b, goal, region);
}

// A region too big to split is the goal's territory only when the goal borders it more
// than other friendly stones do: space mostly walled by another group is that group's,
// which the goal reaches only through a link the enemy may cut.
bool OwlEyes::bigSpaceBelongsElsewhere(const board::Board& b, const OwlGoal& goal,
                                       const std::vector<Point>& region) const {
  core::PointMap<bool> counted(false);
  int inGoal = 0, outside = 0;
  for (Point p : region)
    for (int d : kDirections) {
      const Point n = static_cast<Point>(p + d);
      if (!b.onBoard(n) || counted[n] || b.at(n) != goal.color()) continue;
      counted[n] = true;
      (goal.has(n) ? inGoal : outside) += 1;
    }
  return outside > inGoal;
}

// Components of the region (two marginal points do not join), kept when they touch the goal.
void OwlEyes::splitSpaces(const board::Board& b, const OwlGoal& goal,
                          const std::vector<Point>& region) {
  core::PointMap<bool> inRegion(false), done(false);
  for (Point p : region) inRegion[p] = true;
  std::vector<Point> stack;
  for (Point start : region) {
    if (done[start]) continue;
    OwlEyeSpace e;
    bool touchesGoal = false;
    stack.assign(1, start);
    done[start] = true;
    while (!stack.empty()) {
      const Point p = stack.back();
      stack.pop_back();
      e.points.push_back(p);
      for (int d : kDirections) {
        const Point n = static_cast<Point>(p + d);
        touchesGoal = touchesGoal || goal.has(n);
        if (!inRegion[n] || done[n] || (m_marginal[p] && m_marginal[n])) continue;
        done[n] = true;
        stack.push_back(n);
      }
    }
    if (!touchesGoal) continue;
    std::sort(e.points.begin(), e.points.end());
    for (Point p : e.points) {
      e.marginal.push_back(m_marginal[p]);
      m_spaceOf[p] = static_cast<int16_t>(m_spaces.size());
    }
    (void)b;
    m_spaces.push_back(std::move(e));
  }
}

void OwlEyes::findHalfEyes(board::Board& b, const OwlGoal& goal, worm::Reader& reader) {
  const Color own = goal.color(), enemy = opponent(own);
  DiagonalFacts facts;
  facts.innerEyePoint = [this](Point q) { return m_spaceOf[q] >= 0 && !m_marginal[q]; };
  facts.enemySafe = [&](Point q) { return owlSafeMove(b, reader, q, enemy); };
  facts.tactics = [&](Point q) {
    WormTactics t;
    const worm::ReadResult a = reader.attack(q);
    if (a.code == worm::kLose) return t;
    t.attackPoint = a.move;
    const worm::ReadResult d = reader.findDefense(q);
    if (d.code != worm::kLose) t.defensePoint = d.move != kNoPoint ? d.move : a.move;
    return t;
  };
  for (size_t i = 0; i < m_spaces.size(); ++i) {
    OwlEyeSpace& e = m_spaces[i];
    if (e.big) continue;
    for (size_t k = 0; k < e.points.size(); ++k) {
      const Point p = e.points[k];
      if (e.marginal[k] || b.at(p) != Color::Empty) continue;
      int inside = 0;
      bool touchesOwn = false;
      for (int d : kDirections) {
        const Point n = static_cast<Point>(p + d);
        inside += m_spaceOf[n] == static_cast<int>(i) ? 1 : 0;
        touchesOwn = touchesOwn || b.at(n) == own;
      }
      if (inside > 1 || !touchesOwn) continue;
      Point key = kNoPoint;
      const int sum = diagonalScore(b, p, own, facts, &key);
      if (sum >= 4) {
        if (e.points.size() == 1 || b.isLegal(p, enemy)) e.marginal[k] = m_marginal[p] = true;
      } else if (sum == 3 && key != kNoPoint) {
        m_halfEyes.push_back({p, key});
      }
    }
  }
}

void OwlEyes::valueSpaces(const board::Board& b, const OwlGoal& goal,
                          EyeReadingCache* eyeCache) {
  const Color owner = goal.color();
  std::vector<int> gains;
  std::vector<Point> goalLibs, libs;
  for (Point w : goal.worms()) {
    libs.clear();
    b.liberties(w, libs);
    goalLibs.insert(goalLibs.end(), libs.begin(), libs.end());
  }
  std::sort(goalLibs.begin(), goalLibs.end());
  goalLibs.erase(std::unique(goalLibs.begin(), goalLibs.end()), goalLibs.end());
  for (size_t i = 0; i < m_spaces.size(); ++i) {
    OwlEyeSpace& e = m_spaces[i];
    if (e.big) {
      e.minEye = e.maxEye = 2;
    } else {
      std::vector<std::pair<Point, Point>> grafts;
      for (const auto& [eye, key] : m_halfEyes)
        if (m_spaceOf[eye] == static_cast<int>(i) &&
            !std::binary_search(e.points.begin(), e.points.end(), key))
          grafts.push_back({eye, key});
      bool fromDb = false;
      const EyeValue v =
          evaluateEyeSpace(b, owner, e.points, e.marginal, grafts, &e.vitals, &fromDb);
      e.minEye = std::min(v.minEye, 2);
      e.maxEye = std::min(std::max(v.maxEye, e.minEye), 2);
      if (!fromDb) {
        int outside = 0;
        for (Point l : goalLibs) outside += m_spaceOf[l] == static_cast<int>(i) ? 0 : 1;
        readSpace(b, owner, e, grafts, outside, eyeCache);
      }
    }
    m_count.sumMin += e.minEye;
    gains.push_back(e.maxEye - e.minEye);
  }
  std::sort(gains.rbegin(), gains.rend());
  if (!gains.empty()) m_count.gain1 = gains[0];
  if (gains.size() > 1) m_count.gain2 = gains[1];
}

// A space eyes.db does not know, small enough for the eye-space reader: its reading replaces
// the built-in shapes' guess.
void OwlEyes::readSpace(const board::Board& b, Color owner, OwlEyeSpace& e,
                        const std::vector<std::pair<Point, Point>>& grafts, int outsideLibs,
                        EyeReadingCache* eyeCache) {
  const EyeSpaceCells cells =
      makeEyeSpaceCells(b, owner, e.points, e.marginal, grafts, outsideLibs);
  if (cells.size() == 0) return;
  const uint64_t key = cells.key();
  const EyeReading* known = eyeCache ? eyeCache->find(key) : nullptr;
  EyeReading fresh;
  if (!known) {
    fresh = readEyeSpace(cells, kEyeReadNodes);
    if (eyeCache) eyeCache->store(key, fresh);
    known = &fresh;
  }
  if (!known->complete) return;
  e.read = true;
  e.minEye = known->minEye;
  e.maxEye = known->maxEye;
  e.attackPoints = known->attackPoints;
  e.defensePoints = known->defensePoints;
}

// A friend alive at the question's root may have been weakened by the attacker's moves
// since: a string of it that can now be captured is no safe place to connect to.
namespace {
bool friendInDanger(const board::Board& b, worm::Reader& reader, Point s) {
  if (b.libertyCount(s) > kMaxReadLibs) return false;
  return reader.attack(s).code != worm::kLose;
}
}  // namespace

// Liberties of order up to 4 from the whole goal (2.x's escape route): open points that no
// lively enemy stone touches, not counting the goal's own eye spaces.
void OwlEyes::computeEscape(const board::Board& b, const OwlGoal& goal,
                            const core::PointMap<bool>& safeFriend, worm::Reader& reader) {
  const Color own = goal.color(), enemy = opponent(own);
  core::PointMap<bool> seen(false);
  std::vector<Point> ring, next, members;
  for (Point w : goal.worms()) {
    members.clear();
    b.liberties(w, members);
    for (Point l : members)
      if (!seen[l]) seen[l] = true, ring.push_back(l);
  }
  bool friendReached = false;
  for (int order = 1; order <= 4 && !ring.empty(); ++order) {
    next.clear();
    for (Point p : ring) {
      if (order >= 3 && m_spaceOf[p] < 0) ++m_escape;
      for (int d : kDirections) {
        const Point n = static_cast<Point>(p + d);
        // A safe friend next to a liberty: one move connects (a friend farther away can be
        // cut off, which made dragons next to a wall look alive).
        if (order == 1 && !friendReached && b.at(n) == own && !goal.has(n) && safeFriend[n])
          friendReached = !friendInDanger(b, reader, n);
        if (seen[n] || b.at(n) != Color::Empty) continue;
        seen[n] = true;
        bool touchesEnemy = false;
        for (int e : kDirections) {
          const Point m = static_cast<Point>(n + e);
          touchesEnemy = touchesEnemy || (b.at(m) == enemy && m_lively[m]);
        }
        if (!touchesEnemy) next.push_back(n);
      }
    }
    ring.swap(next);
  }
  if (friendReached) m_escape += 20;
}

}  // namespace dragon
