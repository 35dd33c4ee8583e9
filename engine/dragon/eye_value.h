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

/// GNU Go 2.x's domain of color c (notes 3.2): c's lively stones, the points next to
/// them, then points reached diagonally from the domain unless a lively enemy stone blocks
/// the way. `dom` is filled (and must start all false).
void growDomain(const board::Board& b, Color c, const core::PointMap<bool>& lively,
                core::PointMap<bool>& dom);

/// How a point belongs to c's eye space.
enum class EyePointKind : uint8_t { None, Inner, Marginal };

/// The eye-space test of one point for the owner whose domain is `own` (the opponent's is
/// `other`): in both domains it belongs (marginal) only when it touches an own-only point;
/// in the own domain only it is marginal when it touches the other domain and either that
/// point is not own or the opponent can play here safely (`enemySafe`).
/// Precondition: p is empty or holds a stone that is not lively.
EyePointKind eyePointKind(const board::Board& b, Point p, const core::PointMap<bool>& own,
                          const core::PointMap<bool>& other,
                          const std::function<bool(Point)>& enemySafe);

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

/// Value of one eye space: eyes.db (graph with marginal points, dead stones and half-eye
/// key points grafted on as marginal vertices), else the built-in shapes and GNU Go's size
/// heuristic. `vitals` receives every vital point eyes.db names (may be null); `fromDb` (may
/// be null) tells whether eyes.db knew the shape.
EyeValue evaluateEyeSpace(const board::Board& b, Color owner, const std::vector<Point>& points,
                          const std::vector<bool>& marginal,
                          const std::vector<std::pair<Point, Point>>& grafts,
                          std::vector<Point>* vitals = nullptr, bool* fromDb = nullptr);

}  // namespace dragon
