// Eye-space building blocks shared by make_dragons (eye_space.cpp) and the owl reader
// (owl_eyes.cpp): domains, the eye/marginal test of one point, the half-eye diagonal test,
// and the value of one eye space (eyes.db, else the built-in shapes).
#pragma once

#include <functional>
#include <utility>
#include <vector>

#include "engine/board/board.h"
#include "engine/core/point_map.h"
#include "engine/dragon/dragon.h"

namespace dragon {

/// Which GNU Go's domains and marginal points the eye spaces use. Gnugo2 (notes 3.2): the
/// domain grows to a fixed point, so on an open board both colors' domains cover most
/// points, and a point next to the enemy's domain is marginal when the enemy can play there
/// safely. Gnugo3 (GNU Go 3.x's manual): growth by influence counts that stop at third-line
/// stones, knight's moves and two-space jumps, and a point is marginal only next to a point
/// of the enemy's domain alone. Gnugo3 agrees with GNU Go 3.8's `eye_data` on 99.6% of the
/// points of 19x19 match positions (2.x's rule: 93.5%), and its eye spaces join dragons
/// much as GNU Go 3.8 draws them.
enum class DomainRule : uint8_t { Gnugo2, Gnugo3 };
inline constexpr DomainRule kDomainRule = DomainRule::Gnugo3;

/// The domain of color c: c's lively stones, the points next to them, then points reached
/// diagonally from the domain (rule above). `dom` is filled (and must start all false).
void growDomain(const board::Board& b, Color c, const core::PointMap<bool>& lively,
                core::PointMap<bool>& dom, DomainRule rule = kDomainRule);

/// How a point belongs to c's eye space.
enum class EyePointKind : uint8_t { None, Inner, Marginal };

/// The eye-space test of one point for the owner whose domain is `own` (the opponent's is
/// `other`): in both domains it belongs (marginal) only when it touches an own-only point;
/// in the own domain only it is marginal when it touches the other domain and that point is
/// not own (Gnugo2: or the opponent can play here safely, `enemySafe`).
/// Precondition: p is empty or holds a stone that is not lively.
EyePointKind eyePointKind(const board::Board& b, Point p, const core::PointMap<bool>& own,
                          const core::PointMap<bool>& other,
                          const std::function<bool(Point)>& enemySafe,
                          DomainRule rule = kDomainRule);

/// What the half-eye test asks about a diagonal of an eye point.
struct DiagonalFacts {
  std::function<bool(Point)> innerEyePoint;  ///< a non-marginal point of the owner's space
  std::function<bool(Point)> enemySafe;      ///< the opponent can play the empty point
  std::function<WormTactics(Point)> tactics;  ///< attack/defense of an opponent worm
};

/// The diagonal score of an eye point (notes 3.4): off-board diagonals count 1 on an edge,
/// 0 in the corner; a safe enemy play or an enemy stone that can be attacked but defended
/// counts 1, a safe enemy stone 2. 4 or more: a false eye; 3: a half eye, and *key gets the
/// point that settles it.
int diagonalScore(const board::Board& b, Point p, Color owner, const DiagonalFacts& facts,
                  Point* key);

/// diagonalScore in quarters, with ko-contingent diagonals (GNU Go's manual, "Eye Topology
/// with Ko"): an empty diagonal where the opponent's move is a ko capture counts 3 (the
/// owner retakes first), an opponent stone the owner can capture only by a ko capture 5.
/// 16 or more: a false eye; more than 8: a half eye, *key the point that settles it.
int diagonalQuartersWithKo(const board::Board& b, Point p, Color owner, const DiagonalFacts& facts,
                           Point* key);

/// Value of one eye space: eyes.db (graph with marginal points, dead stones and half-eye
/// key points grafted on as marginal vertices), else the built-in shapes and GNU Go's size
/// heuristic. `vitals` receives every vital point eyes.db names (may be null); `fromDb` (may
/// be null) tells whether eyes.db knew the shape.
EyeValue evaluateEyeSpace(const board::Board& b, Color owner, const std::vector<Point>& points,
                          const std::vector<bool>& marginal,
                          const std::vector<std::pair<Point, Point>>& grafts,
                          std::vector<Point>* vitals = nullptr, bool* fromDb = nullptr);

}  // namespace dragon
