// Black and white domains, eye spaces with marginal points, half and false eyes, and eye
// values (notes 3.2 and 3.4): the eye-space half of DragonBuilder.
#include <algorithm>
#include <optional>
#include <utility>

#include "engine/dragon/dragon_builder.h"
#include "engine/dragon/eye_reader.h"
#include "engine/dragon/eye_value.h"

namespace dragon {

using core::kDiagonals;
using core::kDirections;
using core::kNoPoint;

namespace {
// Node budget of the eye-space reader on a space with dead stones.
constexpr int kDeadStoneReadNodes = 2000;
}  // namespace

void DragonBuilder::makeDomains() {
  growDomain(0, Color::Black);
  growDomain(1, Color::White);
}

void DragonBuilder::growDomain(int side, Color c) {
  dragon::growDomain(m_board, c, m_lively, m_domain[side]);
}

// Could c play at p without being captured at once?
bool DragonBuilder::safeFor(Point p, Color c) {
  if (m_board.at(p) != Color::Empty) return false;
  board::ScopedMove move(m_board, p, c);
  if (!move) return false;
  if (m_board.libertyCount(p) >= 3) return true;
  return m_reader->attack(p).code == worm::kLose;
}

void DragonBuilder::makeEyeSpaces() {
  classifyEyePoints();
  floodAllEyeSpaces();
}

void DragonBuilder::classifyEyePoints() {
  for (Point p : m_board.geometry()) classifyEyePoint(p);
  for (int side = 0; side < 2; ++side)
    for (Point p : m_board.geometry())
      if (isFalseMargin(side, p)) {
        m_out.m_eyeOf[side][p] = -1;
        m_out.m_marginal[side][p] = false;
      }
}

// A false margin (GNU Go's manual, "False Margins"): an empty marginal point next to a dead
// opponent stone of the space, to an own stone and to opponent strings that cannot be
// attacked, where the opponent's own stone would be captured. The opponent cannot use it to save
// the dead stone, so the space is valued without it ("X", not "X!").
bool DragonBuilder::isFalseMargin(int side, Point p) {
  if (m_out.m_eyeOf[side][p] != -2 || !m_out.m_marginal[side][p]) return false;
  if (m_board.at(p) != Color::Empty) return false;
  const Color enemy = side == 0 ? Color::White : Color::Black;
  bool nextToDead = false, nextToSafe = false, nextToOwn = false;
  for (int d : kDirections) {
    const Point n = static_cast<Point>(p + d);
    nextToOwn = nextToOwn || m_board.at(n) == core::opponent(enemy);
    if (m_board.at(n) != enemy) continue;
    if (!m_lively[n]) {
      nextToDead = nextToDead || m_out.m_eyeOf[side][n] == -2;
    } else if (m_out.m_worm[n].attackable()) {
      return false;
    } else {
      nextToSafe = true;
    }
  }
  return nextToDead && nextToSafe && nextToOwn && !safeFor(p, enemy);
}

void DragonBuilder::floodAllEyeSpaces() {
  floodEyeSpaces(0, Color::Black);
  floodEyeSpaces(1, Color::White);
}

void DragonBuilder::classifyEyePoint(Point p) {
  if (core::isStone(m_board.at(p)) && m_lively[p]) return;
  for (int side = 0; side < 2; ++side) {
    const Color enemy = side == 0 ? Color::White : Color::Black;
    const EyePointKind kind = eyePointKind(m_board, p, m_domain[side], m_domain[1 - side],
                                           [&](Point q) { return safeFor(q, enemy); });
    if (kind == EyePointKind::None) continue;
    m_out.m_eyeOf[side][p] = -2;  // in the eye space, component not yet known
    m_out.m_marginal[side][p] = kind == EyePointKind::Marginal;
  }
}

void DragonBuilder::floodEyeSpaces(int side, Color c) {
  auto& eyeOf = m_out.m_eyeOf[side];
  const auto& marginal = m_out.m_marginal[side];
  for (Point p : m_board.geometry()) {
    if (eyeOf[p] != -2) continue;
    const int index = static_cast<int>(m_out.m_eyes[side].size());
    EyeSpace e;
    e.color = c;
    std::vector<Point> stack{p};
    eyeOf[p] = index;
    while (!stack.empty()) {
      const Point q = stack.back();
      stack.pop_back();
      e.points.push_back(q);
      for (int d : kDirections) {
        const Point n = static_cast<Point>(q + d);
        if (eyeOf[n] != -2 || (marginal[q] && marginal[n])) continue;
        if (m_inhibit[side][q] || m_inhibit[side][n]) continue;
        eyeOf[n] = index;
        stack.push_back(n);
      }
    }
    std::sort(e.points.begin(), e.points.end());
    e.origin = e.points[0];
    e.esize = static_cast<int>(e.points.size());
    for (Point q : e.points) e.msize += marginal[q] ? 1 : 0;
    m_out.m_eyes[side].push_back(std::move(e));
  }
}

void DragonBuilder::findHalfEyes() {
  DiagonalFacts facts[2];
  for (int side = 0; side < 2; ++side) {
    const Color enemy = side == 0 ? Color::White : Color::Black;
    facts[side].innerEyePoint = [this, side](Point q) {
      return m_out.m_eyeOf[side][q] >= 0 && !m_out.m_marginal[side][q];
    };
    facts[side].enemySafe = [this, enemy](Point q) { return safeFor(q, enemy); };
    facts[side].tactics = [this](Point q) { return m_out.m_worm[q]; };
  }
  for (Color owner : {Color::Black, Color::White}) {
    const int side = DragonAnalysis::side(owner);
    for (Point p : m_board.geometry()) {
      const int eye = m_out.m_eyeOf[side][p];
      // Empty points and dead opponent stones: a dead stone whose diagonals the opponent
      // holds stays a false eye once it is captured, as an empty point would be.
      const bool deadStone = m_board.at(p) == core::opponent(owner) && !m_lively[p];
      if (eye < 0 || m_out.m_marginal[side][p]) continue;
      if (m_board.at(p) != Color::Empty && !deadStone) continue;
      int inside = 0;
      bool hasDragon = false;
      for (int d : kDirections) {
        const Point n = static_cast<Point>(p + d);
        if (m_out.m_eyeOf[side][n] == eye) ++inside;
        if (m_board.at(n) == owner) hasDragon = true;
      }
      if (inside > 1 || !hasDragon) continue;
      Point key = kNoPoint;
      const int sum = diagonalQuartersWithKo(m_board, p, owner, facts[side], &key);
      EyeSpace& e = m_out.m_eyes[side][static_cast<size_t>(eye)];
      if (sum >= 16) {
        m_out.m_eyeKind[p] = EyeKind::FalseEye;
        if (deadStone || e.esize == 1 || m_board.isLegal(p, core::opponent(owner))) {
          m_out.m_marginal[side][p] = true;
          ++e.msize;
        }
      } else if (sum >= 12 || (sum > 8 && e.esize == 1)) {
        // A ko-contingent diagonal (sum between 2 and 3) spoils a one-point eye only: a
        // bigger space keeps its value (GNU Go 3.8's eval_eye agrees).
        m_out.m_eyeKind[p] = EyeKind::HalfEye;
        m_out.m_halfEyeKey[p] = key;
      }
    }
  }
}

// Eye values for every eye space (eyes.db, else the built-in shapes and size heuristic),
// then genus and half eyes of the owning dragons.
void DragonBuilder::evaluateEyes() {
  for (Color owner : {Color::Black, Color::White}) {
    const int side = DragonAnalysis::side(owner);
    for (EyeSpace& e : m_out.m_eyes[side]) {
      std::vector<bool> marg;
      for (Point p : e.points) marg.push_back(m_out.m_marginal[side][p]);
      std::vector<std::pair<Point, Point>> grafts;
      for (Point p : e.points) {
        const Point key = m_out.m_halfEyeKey[p];
        if (m_out.m_eyeKind[p] != EyeKind::HalfEye || key == kNoPoint) continue;
        if (std::find(e.points.begin(), e.points.end(), key) != e.points.end()) continue;
        grafts.push_back({p, key});
      }
      bool fromDb = false;
      EyeValue v = evaluateEyeSpace(m_board, owner, e.points, marg, grafts, nullptr, &fromDb);
      if (!fromDb && grafts.empty()) readDeadStoneSpace(owner, e, marg, v);
      if (grafts.empty()) bentFourInTheCorner(e, marg, v);
      // A lone dead stone on a false eye: capturing it leaves a false eye. (eyes.db's lone
      // dead stone is one eye, which owl's marginal dead stones need.)
      if (e.esize == 1 && m_board.at(e.origin) == core::opponent(owner) &&
          m_out.m_eyeKind[e.origin] == EyeKind::FalseEye)
        v = EyeValue{};
      e.maxEye = v.maxEye;
      e.minEye = v.minEye;
      e.vital = v.vital;
      if (e.dragon == kNoPoint) continue;
      DragonData& d = m_out.m_dragons[static_cast<size_t>(m_out.m_dragonOf[e.dragon])];
      d.genus += e.minEye;
      d.heyes += e.maxEye - e.minEye;
      if (e.maxEye > e.minEye) d.heye = e.vital;
    }
  }
}

// Bent four in the corner: a path of four empty inner points whose second point is the
// corner. The graph is a straight four's (two eyes), but the attacker's stone next to the
// corner on the long arm leaves the defender a ko at best: one eye, two with the defender
// to move there (GNU Go 3.8's eval_eye).
void DragonBuilder::bentFourInTheCorner(const EyeSpace& e, const std::vector<bool>& marginal,
                                        EyeValue& v) const {
  if (e.points.size() != 4) return;
  const auto& geo = m_board.geometry();
  for (size_t i = 0; i < 4; ++i)
    if (marginal[i] || m_board.at(e.points[i]) != Color::Empty) return;
  auto inSpace = [&](Point q) {
    return std::find(e.points.begin(), e.points.end(), q) != e.points.end();
  };
  for (Point corner : e.points) {
    int onBoard = 0, inside = 0;
    Point end = kNoPoint, arm = kNoPoint;
    for (int d : kDirections) {
      const Point n = static_cast<Point>(corner + d);
      onBoard += geo.onBoard(n) ? 1 : 0;
      if (!inSpace(n)) continue;
      ++inside;
      int degree = 0;
      for (int d2 : kDirections) degree += inSpace(static_cast<Point>(n + d2)) ? 1 : 0;
      (degree == 1 ? end : arm) = n;
    }
    if (onBoard != 2 || inside != 2 || end == kNoPoint || arm == kNoPoint) continue;
    int armDegree = 0;
    for (int d : kDirections) armDegree += inSpace(static_cast<Point>(arm + d)) ? 1 : 0;
    if (armDegree != 2) continue;  // a square or a bulky shape, not a path
    v.minEye = 1;
    v.maxEye = 2;
    v.vital = arm;
    return;
  }
}

// A closed space (no marginal point, no half eye) with dead opponent stones that eyes.db
// does not know: the built-in shapes count its points as if empty, but capturing takes moves
// (a dead string of two liberties needs two), so the eye-space reader values it instead
// when it reads to the end. Open spaces keep the shapes' value: the reader takes an
// opponent stone on a marginal point as connected out, which a dead string next to it
// often is not.
void DragonBuilder::readDeadStoneSpace(Color owner, const EyeSpace& e,
                                       const std::vector<bool>& marginal, EyeValue& v) {
  const Color enemy = core::opponent(owner);
  if (std::find(marginal.begin(), marginal.end(), true) != marginal.end()) return;
  auto inSpace = [&](Point q) {
    return std::find(e.points.begin(), e.points.end(), q) != e.points.end();
  };
  // The reader sees only the space: every dead string's liberties must lie in it.
  bool dead = false;
  std::vector<Point> outside, libs;
  for (Point p : e.points) {
    if (m_board.at(p) != enemy) continue;
    dead = true;
    libs.clear();
    m_board.liberties(p, libs);
    if (!std::all_of(libs.begin(), libs.end(), inSpace)) return;
  }
  if (!dead) return;
  for (Point p : e.points)
    for (int d : kDirections) {
      const Point n = static_cast<Point>(p + d);
      if (m_board.at(n) != owner) continue;
      libs.clear();
      m_board.liberties(n, libs);
      for (Point l : libs)
        if (!inSpace(l)) outside.push_back(l);
    }
  std::sort(outside.begin(), outside.end());
  outside.erase(std::unique(outside.begin(), outside.end()), outside.end());
  const EyeSpaceCells cells =
      makeEyeSpaceCells(m_board, owner, e.points, marginal, {}, static_cast<int>(outside.size()));
  if (cells.size() == 0) return;
  const EyeReading r = readEyeSpace(cells, kDeadStoneReadNodes);
  if (!r.complete) return;
  v.minEye = r.minEye;
  v.maxEye = r.maxEye;
  // The vital point: where both sides want to play, else the attacker's move.
  v.vital = kNoPoint;
  if (r.minEye == r.maxEye) return;
  for (Point a : r.attackPoints)
    if (std::find(r.defensePoints.begin(), r.defensePoints.end(), a) != r.defensePoints.end())
      v.vital = a;
  if (v.vital == kNoPoint && !r.attackPoints.empty()) v.vital = r.attackPoints[0];
}

}  // namespace dragon
