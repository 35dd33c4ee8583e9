// Built-in eye-shape evaluation of spaces eyes.db does not know: the classic nakade shapes
// by graph degree for spaces without marginal points, else GNU Go's size heuristic on
// esize - 2*msize.
#include <algorithm>

#include "engine/dragon/dragon.h"

namespace dragon {
namespace {

int degreeIn(Point p, const std::vector<Point>& set) {
  int d = 0;
  for (int dir : core::kDirections)
    if (std::binary_search(set.begin(), set.end(), static_cast<Point>(p + dir))) ++d;
  return d;
}

bool hasSquare(const std::vector<Point>& set) {
  for (Point p : set) {
    auto in = [&](int off) {
      return std::binary_search(set.begin(), set.end(), static_cast<Point>(p + off));
    };
    if (in(core::kEast) && in(core::kSouth) && in(core::kSouth + core::kEast)) return true;
  }
  return false;
}

/// Value of a connected space without marginal points (dead enemy stones count as space).
EyeValue solidValue(const std::vector<Point>& set) {
  EyeValue v;
  const int n = static_cast<int>(set.size());
  if (n == 0) return v;
  Point maxPoint = set[0];
  int maxDeg = -1;
  for (Point p : set) {
    const int d = degreeIn(p, set);
    if (d > maxDeg) maxDeg = d, maxPoint = p;
  }
  const bool square = hasSquare(set);
  bool killable = false;
  if (n == 3) killable = true;
  if (n == 4) killable = maxDeg == 3 || (square);
  if (n == 5) killable = maxDeg == 4 || (square && maxDeg == 3);
  if (n == 6) killable = maxDeg == 4 && !(square);
  if (n <= 2) {
    v.maxEye = v.minEye = 1;
  } else if (n == 4 && square) {
    v.maxEye = v.minEye = 1;  // square four: one eye whoever plays
  } else if (killable) {
    v.maxEye = 2;
    v.minEye = 1;
    v.vital = maxPoint;
  } else {
    v.maxEye = v.minEye = 2;
  }
  return v;
}

class BuiltinEyeShapes : public EyeShapeEvaluator {
 public:
  EyeValue evaluate(const std::vector<Point>& points,
                    const std::vector<bool>& marginal) const override {
    const int esize = static_cast<int>(points.size());
    const int msize = static_cast<int>(std::count(marginal.begin(), marginal.end(), true));
    if (msize == 0) {
      std::vector<Point> all = points;
      std::sort(all.begin(), all.end());
      return solidValue(all);
    }
    // GNU Go 3.8's guess for a space eyes.db does not know: both sides take the marginal
    // points, so each one costs two points of the space. (Guessing two eyes for the owner
    // first, as this function did before, called big open spaces of the 3.x domains 0/2
    // where GNU Go 3.8 calls them 0/0: dragons looked alive that its owl reads critical.)
    EyeValue v;
    const int h = esize - 2 * msize;
    v.maxEye = v.minEye = h > 3 ? 2 : (h > 0 ? 1 : 0);
    return v;
  }
};

}  // namespace

const EyeShapeEvaluator& builtinEyeShapes() {
  static const BuiltinEyeShapes table;
  return table;
}

}  // namespace dragon
