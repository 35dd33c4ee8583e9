// Candidate moves of the owl search, valued and sorted: eye-space vital points, half-eye
// key points, marginal and inner eye points, tactical attack/defense points of the goal's
// weak worms and of its lunches, liberties, escape moves, cutting points, and the owl pattern
// databases.
#include <algorithm>
#include <cstdlib>

#include "engine/dragon/eye_value.h"
#include "engine/dragon/owl.h"
#include "engine/dragon/semeai.h"

namespace dragon {

using core::kDirections;
using core::kNoPoint;
using core::opponent;

namespace {
// Move values (summed per point; the search tries the largest first).
constexpr int kVital = 90;
constexpr int kHalfEyeKey = 70;
constexpr int kMarginalPoint = 35;
constexpr int kInnerPoint = 15;
constexpr int kWeakWorm = 100;
constexpr int kLunchCapture = 80;
constexpr int kLunchRescue = 60;
constexpr int kLunchBlock = 40;
constexpr int kShortLiberty = 30;
constexpr int kLiberty = 6;
constexpr int kEscapeMove = 25;
// Points two steps from the goal (diagonal or one-point jump): the moves that widen or
// narrow the eye space from outside (hane, descents, the jump along the edge).
constexpr int kExtension = 8;
constexpr int kExtensionPerLiberty = 4;
constexpr int kExtensionLowLine = 4;
// Escape potential beyond which running moves are no longer generated (the search stops
// there anyway, see owl_search.cpp).
constexpr int kEscapeWorthRunning = 12;
constexpr int kRunning = 40;
// Eye spaces larger than this are not searched point by point.
constexpr int kSmallSpace = 8;

// Capturing races the owl reads (dragon/semeai.h): strings of at most this many liberties
// on both sides, read with a small budget.
constexpr int kRaceLibs = 4;
constexpr int kRaceNodes = 60;
// Small: a race move joins the candidates without pushing the eye-shape moves back (at 75
// the D tier lost 11 cases).
constexpr int kSemeaiMove = 20;
// An empty point next to a string of the goal and another string of its colour where an
// attacker stone would keep two liberties: the defender connects there (the goal grows by
// the friend's stones), the attacker cuts the goal in two or off its friend. D tier's ld_owl
// and owl files (451 cases): 288 without, 294 at 25 (15: 293, 45: 291, 70: 288; at 45 only
// between strings of the goal 288, for the attacker only 286, the defender only 290).
constexpr int kCutPoint = 25;

constexpr int kMakesTwoEyes = 80;
constexpr int kBetterShape = 40;
// Spaces up to this size get every point valued by playing it in the eye graph.
constexpr int kShapeSearchSize = 10;

void add(core::PointMap<int>& value, Point p, int v) {
  if (p != kNoPoint && p != core::kPass) value[p] += v;
}

/// Sum of min eyes of the pieces the space falls into when the defender fills p.
int minEyesAfterDefender(const board::Board& b, Color owner, const OwlEyeSpace& e, size_t k) {
  std::vector<bool> left(e.points.size(), true);
  left[k] = false;
  int total = 0;
  for (size_t start = 0; start < e.points.size(); ++start) {
    if (!left[start]) continue;
    std::vector<Point> piece;
    std::vector<bool> marg;
    std::vector<size_t> stack{start};
    left[start] = false;
    while (!stack.empty()) {
      const size_t i = stack.back();
      stack.pop_back();
      piece.push_back(e.points[i]);
      marg.push_back(e.marginal[i]);
      for (size_t j = 0; j < e.points.size(); ++j) {
        if (!left[j]) continue;
        const int diff = std::abs(e.points[j] - e.points[i]);
        if (diff == 1 || diff == core::kStride) left[j] = false, stack.push_back(j);
      }
    }
    total += evaluateEyeSpace(b, owner, piece, marg, {}).minEye;
  }
  return total;
}

/// Max eyes of the space with an attacker stone at p (a dead stone inside the space).
int maxEyesAfterAttacker(board::Board& b, Color owner, const OwlEyeSpace& e, size_t k) {
  board::ScopedMove mv(b, e.points[k], core::opponent(owner));
  if (!mv) return e.maxEye;
  return evaluateEyeSpace(b, owner, e.points, e.marginal, {}).maxEye;
}
}  // namespace

// Every empty point of a small space played in the eye graph: where the defender makes two
// eyes (or more than the space's minimum), where the attacker leaves fewer than its maximum.
void OwlReader::addShapeMoves(const OwlEyes& eyes, bool forAttacker,
                              core::PointMap<int>& value) const {
  const Color owner = m_goal.color();
  for (const OwlEyeSpace& e : eyes.spaces()) {
    if (e.big || static_cast<int>(e.points.size()) > kShapeSearchSize) continue;
    for (size_t k = 0; k < e.points.size(); ++k) {
      if (m_board.at(e.points[k]) != Color::Empty) continue;
      if (forAttacker) {
        const int left = maxEyesAfterAttacker(m_board, owner, e, k);
        if (left < 2 && e.maxEye >= 2) add(value, e.points[k], kMakesTwoEyes);
        else if (left < e.maxEye) add(value, e.points[k], kBetterShape);
      } else {
        const int made = minEyesAfterDefender(m_board, owner, e, k);
        if (made >= 2) add(value, e.points[k], kMakesTwoEyes);
        else if (made > e.minEye) add(value, e.points[k], kBetterShape);
      }
    }
  }
}

void OwlReader::addEyeMoves(const OwlEyes& eyes, bool forAttacker,
                            core::PointMap<int>& value) const {
  for (const OwlEyeSpace& e : eyes.spaces()) {
    if (e.big) continue;
    if (e.maxEye > e.minEye)
      for (Point v : e.vitals) add(value, v, kVital);
    for (Point v : forAttacker ? e.attackPoints : e.defensePoints) add(value, v, kVital);
    if (static_cast<int>(e.points.size()) > kSmallSpace) continue;
    // A lone marginal point without eye value is just a liberty.
    if (e.maxEye == 0 && e.points.size() < 3) continue;
    for (size_t k = 0; k < e.points.size(); ++k) {
      const Point p = e.points[k];
      if (m_board.at(p) != Color::Empty) continue;
      if (e.marginal[k]) {
        add(value, p, kMarginalPoint);
        continue;
      }
      int inner = 0;
      for (int d : kDirections) inner += eyes.spaceOf(static_cast<Point>(p + d)) >= 0 ? 1 : 0;
      add(value, p, kInnerPoint + 5 * inner);
    }
  }
  for (const auto& [eye, key] : eyes.halfEyes()) {
    (void)eye;
    add(value, key, kHalfEyeKey);
  }
  (void)forAttacker;
}

void OwlReader::addWormMoves(const OwlEyes& eyes, bool forAttacker,
                             core::PointMap<int>& value) const {
  for (const OwlWeakWorm& w : eyes.weakWorms())
    add(value, forAttacker ? w.attack : w.defense, kWeakWorm + 2 * std::min(w.size, 10));
  const auto& lunches = eyes.lunches();
  for (size_t i = 0; i < lunches.size(); ++i) {
    const OwlLunch& l = lunches[i];
    add(value, forAttacker ? l.defense : l.attack,
        (forAttacker ? kLunchRescue : kLunchCapture) + 2 * std::min(l.size, 10));
    // Two lunches taken at the same point: the attacker's stone there saves both.
    if (!forAttacker) continue;
    for (size_t j = i + 1; j < lunches.size(); ++j)
      if (lunches[j].attack == l.attack) add(value, l.attack, kLunchBlock);
  }
}

void OwlReader::addLibertyMoves(bool forAttacker, core::PointMap<int>& value) const {
  std::vector<Point> libs;
  for (Point w : m_goal.worms()) {
    libs.clear();
    const int n = m_board.liberties(w, libs);
    for (Point l : libs) {
      add(value, l, n <= 2 ? kShortLiberty : kLiberty);
      // A liberty with open space beyond it: the way out (or the place to block it); not on
      // the first line, where running only crawls.
      int open = 0;
      for (int d : kDirections) {
        const Point q = static_cast<Point>(l + d);
        if (m_board.at(q) != Color::Empty) continue;
        bool touchesGoal = false;
        for (int e : kDirections) touchesGoal = touchesGoal || m_goal.has(static_cast<Point>(q + e));
        open += touchesGoal ? 0 : 1;
      }
      if (open >= 2 && m_board.geometry().edgeDistance(l) > 0) add(value, l, kEscapeMove);
    }
  }
  (void)forAttacker;
}

// Empty points two steps from the goal that are not its liberties: played by the defender
// they enclose the liberties between them and the goal (a bigger eye space: the descent,
// the hane, the jump along the edge). Worth more the more goal liberties they touch, and
// near the edge. Root defense candidates only (deeper, and for the attacker, they cost more
// than they found: D tier -6).
void OwlReader::addExtensionMoves(core::PointMap<int>& value) const {
  core::PointMap<bool> liberty(false), seen(false);
  std::vector<Point> stones, libs;
  for (Point w : m_goal.worms()) {
    libs.clear();
    m_board.liberties(w, libs);
    for (Point l : libs) liberty[l] = true;
  }
  static constexpr int kSteps[] = {2, -2, 2 * core::kStride, -2 * core::kStride};
  for (Point w : m_goal.worms()) {
    stones.clear();
    m_board.stones(w, stones);
    for (Point s : stones)
      for (int i = 0; i < 8; ++i) {
        const Point p = static_cast<Point>(s + (i < 4 ? core::kDiagonals[i] : kSteps[i - 4]));
        if (!m_board.onBoard(p) || seen[p] || liberty[p] || m_board.at(p) != Color::Empty)
          continue;
        seen[p] = true;
        int touched = 0;
        for (int d : kDirections) touched += liberty[static_cast<Point>(p + d)] ? 1 : 0;
        if (touched == 0) continue;
        const bool low = m_board.geometry().edgeDistance(p) <= 1;
        add(value, p, kExtension + kExtensionPerLiberty * touched + (low ? kExtensionLowLine : 0));
      }
  }
}

// Open points within two steps of the goal (jumps, diagonals, knight's moves): the defender
// runs there, the attacker blocks there. Worth more the more open space lies around them.
void OwlReader::addEscapeMoves(const OwlEyes& eyes, core::PointMap<int>& value) const {
  if (eyes.escape() == 0 || eyes.escape() >= kEscapeWorthRunning) return;
  const Color enemy = opponent(m_goal.color());
  // Running matters most when the dragon cannot make two eyes where it stands.
  const int bonus = eyes.count().eyesDefenderFirst() < 2 && eyes.lunches().empty() ? kRunning : 0;
  const int size = m_board.size();
  auto edgeDistance = [size](Point q) {
    const int x = core::pointX(q), y = core::pointY(q);
    return std::min(std::min(x, y), std::min(size - 1 - x, size - 1 - y));
  };
  auto nearEnemy = [&](Point q) {
    for (int d : kDirections)
      if (m_board.at(static_cast<Point>(q + d)) == enemy) return true;
    return false;
  };
  core::PointMap<bool> seen(false);
  for (Point w : m_goal.worms()) {
    std::vector<Point> stones;
    m_board.stones(w, stones);
    for (Point s : stones)
      for (int dy = -2; dy <= 2; ++dy)
        for (int dx = -2; dx <= 2; ++dx) {
          if (std::abs(dx) + std::abs(dy) > 3 || (dx == 0 && dy == 0)) continue;
          const Point p = static_cast<Point>(s + dy * core::kStride + dx);
          if (!m_board.onBoard(p) || seen[p] || m_board.at(p) != Color::Empty) continue;
          seen[p] = true;
          if (nearEnemy(p) || eyes.spaceOf(p) >= 0) continue;
          if (edgeDistance(p) < 2) continue;
          int open = 0;
          for (int ey = -2; ey <= 2; ++ey)
            for (int ex = -2; ex <= 2; ++ex) {
              const Point q = static_cast<Point>(p + ey * core::kStride + ex);
              if (std::abs(ex) + std::abs(ey) <= 2 && m_board.onBoard(q) &&
                  m_board.at(q) == Color::Empty && !nearEnemy(q) && edgeDistance(q) >= 2)
                ++open;
            }
          if (open >= 3) add(value, p, bonus + 3 * open);
        }
  }
}

// Cutting points of the goal: its liberties next to a second string of its colour (the
// attacker's stone there has at least two liberties: a cut that lives long enough to matter).
void OwlReader::addCutMoves(core::PointMap<int>& value) const {
  if (!m_options.cutPoints) return;
  const Color attacker = opponent(m_goal.color());
  std::vector<Point> libs;
  core::PointMap<bool> seen(false);
  for (Point w : m_goal.worms()) {
    libs.clear();
    m_board.liberties(w, libs);
    for (Point l : libs) {
      if (seen[l]) continue;
      seen[l] = true;
      Point first = kNoPoint;
      bool two = false;
      for (int d : kDirections) {
        const Point n = static_cast<Point>(l + d);
        if (m_board.at(n) != m_goal.color()) continue;
        const Point origin = m_board.origin(n);
        if (first == kNoPoint) first = origin;
        else two = two || origin != first;
      }
      if (!two) continue;
      board::ScopedMove mv(m_board, l, attacker);
      if (mv && m_board.libertyCount(l) >= 2) add(value, l, kCutPoint);
    }
  }
}

// Races between a short goal worm and a short enemy string next to it: the semeai reader's
// first move when the side to move wins the race (the defender: or reaches seki).
void OwlReader::addSemeaiMoves(const OwlEyes& eyes, bool forAttacker,
                               core::PointMap<int>& value) const {
  SemeaiOptions options;
  options.nodeBudget = kRaceNodes;
  const bool goalEye = eyes.count().sumMin > 0;
  std::vector<Point> enemies;
  for (Point w : m_goal.worms()) {
    if (m_board.libertyCount(w) > kRaceLibs) continue;
    enemies.clear();
    m_board.adjacentStrings(w, enemies);
    for (Point e : enemies) {
      const int libs = m_board.libertyCount(e);
      if (libs < 2 || libs > kRaceLibs || eyes.deadEnemy(e)) continue;
      const SemeaiResult r = forAttacker
                                 ? readSemeai(m_board, e, w, false, goalEye, options)
                                 : readSemeai(m_board, w, e, goalEye, false, options);
      if (r.move != kNoPoint && r.result >= (forAttacker ? 1 : 0)) add(value, r.move, kSemeaiMove);
    }
  }
}

std::vector<OwlReader::Candidate> OwlReader::sortCandidates(const core::PointMap<int>& value,
                                                            bool forAttacker) const {
  std::vector<Candidate> out;
  const Color mover = forAttacker ? opponent(m_goal.color()) : m_goal.color();
  for (Point p : m_board.geometry()) {
    if (value[p] <= 0 || m_board.at(p) != Color::Empty) continue;
    if (!forAttacker) {
      // Filling an own eye (every neighbour the defender's, nothing to capture, no string
      // of its in atari to join up) never helps.
      bool ownEye = true;
      for (int d : kDirections) {
        const Point n = static_cast<Point>(p + d);
        const Color c = m_board.at(n);
        ownEye = ownEye && (c == Color::Border || (c == mover && m_board.libertyCount(n) > 1));
      }
      if (ownEye) continue;
    }
    out.push_back({p, value[p]});
  }
  std::stable_sort(out.begin(), out.end(),
                   [](const Candidate& a, const Candidate& b) { return a.value > b.value; });
  // Every valued point stays: the width limits of the search decide how many are tried
  // (cutting the weak ones at a quarter of the best lost 12 D-tier cases).
  return out;
}

std::vector<OwlReader::Candidate> OwlReader::attackMoves(const OwlEyes& eyes) {
  core::PointMap<int> value(0);
  addEyeMoves(eyes, true, value);
  addShapeMoves(eyes, true, value);
  addWormMoves(eyes, true, value);
  addLibertyMoves(true, value);
  addEscapeMoves(eyes, value);
  addCutMoves(value);
  addPatternMoves(eyes, true, value);
  addSemeaiMoves(eyes, true, value);
  return sortCandidates(value, true);
}

std::vector<OwlReader::Candidate> OwlReader::defenseMoves(const OwlEyes& eyes, int depth) {
  core::PointMap<int> value(0);
  addEyeMoves(eyes, false, value);
  addShapeMoves(eyes, false, value);
  addWormMoves(eyes, false, value);
  addLibertyMoves(false, value);
  addEscapeMoves(eyes, value);
  if (depth == 0) addExtensionMoves(value);
  addCutMoves(value);
  addPatternMoves(eyes, false, value);
  addSemeaiMoves(eyes, false, value);
  return sortCandidates(value, false);
}

// The owl pattern databases (owl_attack.db, owl_defend.db), O being the side to move: every
// match whose move lies near the goal (within two lines of a goal stone, or in one of its
// eye spaces) adds the pattern's weight.
void OwlReader::addPatternMoves(const OwlEyes& eyes, bool forAttacker, core::PointMap<int>& value) {
  const Color own = forAttacker ? opponent(m_goal.color()) : m_goal.color();
  core::PointMap<bool> near(false);
  std::vector<Point> stones;
  for (Point w : m_goal.worms()) {
    stones.clear();
    m_board.stones(w, stones);
    for (Point s : stones)
      for (int dy = -2; dy <= 2; ++dy)
        for (int dx = -2; dx <= 2; ++dx) {
          const Point p = static_cast<Point>(s + dy * core::kStride + dx);
          if (m_board.onBoard(p)) near[p] = true;
        }
  }
  for (const OwlEyeSpace& e : eyes.spaces())
    if (!e.big)
      for (Point p : e.points) near[p] = true;
  patterns::BoardContext ctx;
  const patterns::Matcher& matcher = forAttacker ? m_attackPatterns : m_defendPatterns;
  auto take = [&](const patterns::Match& m) {
    if (m.move != kNoPoint && near[m.move] && m_board.at(m.move) == Color::Empty)
      add(value, m.move, m.info().weight);
    return true;
  };
  matcher.matchNear(m_board, own, near, ctx, patterns::MatchOptions{}, take);
}

}  // namespace dragon
