// Built-in eye-shape evaluation: the classic nakade shapes by graph degree, small spaces,
// then GNU Go's size heuristic on esize - 2*msize.
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

/// Connected components of a point set (orthogonal adjacency).
std::vector<std::vector<Point>> components(const std::vector<Point>& set) {
  std::vector<std::vector<Point>> out;
  std::vector<bool> seen(set.size(), false);
  for (size_t i = 0; i < set.size(); ++i) {
    if (seen[i]) continue;
    std::vector<Point> comp{set[i]};
    seen[i] = true;
    for (size_t k = 0; k < comp.size(); ++k) {
      for (int dir : core::kDirections) {
        auto it = std::lower_bound(set.begin(), set.end(), static_cast<Point>(comp[k] + dir));
        if (it == set.end() || *it != comp[k] + dir) continue;
        const size_t j = static_cast<size_t>(it - set.begin());
        if (!seen[j]) seen[j] = true, comp.push_back(*it);
      }
    }
    std::sort(comp.begin(), comp.end());
    out.push_back(comp);
  }
  return out;
}

class BuiltinEyeShapes : public EyeShapeEvaluator {
 public:
  EyeValue evaluate(const std::vector<Point>& points,
                    const std::vector<bool>& marginal) const override {
    std::vector<Point> all = points, inner;
    Point firstMarginal = core::kNoPoint;
    for (size_t i = 0; i < points.size(); ++i) {
      if (!marginal[i])
        inner.push_back(points[i]);
      else if (firstMarginal == core::kNoPoint)
        firstMarginal = points[i];
    }
    std::sort(all.begin(), all.end());
    std::sort(inner.begin(), inner.end());
    const int msize = static_cast<int>(points.size() - inner.size());
    if (msize == 0) return solidValue(all);
    if (inner.empty() && points.size() == 1) return EyeValue{};  // a false eye
    const int esize = static_cast<int>(points.size());
    if (esize >= 8) {  // big spaces: GNU Go's size heuristic
      EyeValue v;
      const int h = esize - 2 * msize;
      v.maxEye = v.minEye = h > 3 ? 2 : (h > 0 ? 1 : 0);
      if (v.minEye < 2 && esize - msize >= 4) v.maxEye = 2, v.vital = firstMarginal;
      return v;
    }
    // Owner first: the whole space (marginal points filled by the owner become eye space).
    EyeValue v;
    v.maxEye = std::min(2, solidValue(all).maxEye);
    // Opponent first: the marginal points are taken; count the remaining pieces.
    int minEye = 0;
    for (const auto& comp : components(inner)) minEye += solidValue(comp).minEye;
    if (msize >= 2) minEye = std::max(0, minEye - 1);
    v.minEye = std::min(minEye, v.maxEye);
    if (v.maxEye > v.minEye) v.vital = firstMarginal;
    return v;
  }
};

}  // namespace

const EyeShapeEvaluator& builtinEyeShapes() {
  static const BuiltinEyeShapes table;
  return table;
}

}  // namespace dragon
