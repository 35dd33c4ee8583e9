// What one connection node knows about the position (internal to the connection reader).
#pragma once

#include <utility>
#include <vector>

#include "engine/connect/connection.h"

namespace connect {

struct ConnectionReader::View {
  LinkedGroup groupA;  ///< strings linked statically to the first string
  LinkedGroup groupB;  ///< the same for the second (unset when connected)
  bool connected = false;
  EntryCosts costs;
  DistanceMap distA, distB;
  /// Opponent strings next to a group that the owner captures moving first (heads) and
  /// the capturing move of each.
  std::vector<std::pair<Point, Point>> captures;
  /// Half moves of the shortest join (DistanceMap::kFar when none within the cutoff).
  int minSum = DistanceMap::kFar;
  /// Moves the owner needs to join the groups if the opponent does not play.
  int movesNeeded() const { return minSum >= DistanceMap::kFar ? 99 : (minSum + 1) / 2; }
  /// Half moves of the shortest join through p (a point both distances reach), else kFar.
  int sumAt(Point p) {
    const int da = distA.at(p), db = distB.at(p);
    if (da >= DistanceMap::kFar || db >= DistanceMap::kFar) return DistanceMap::kFar;
    return da + db - costs.at(p);
  }
};

}  // namespace connect
