// The eye-space reader: a small local search over one eye space of up to kMaxEyeCells
// points that gives its eye value (0, 1 or 2 eyes with either side to move) and each side's
// vital points. It replaces the size rule of the built-in shapes for spaces eyes.db does not
// know (a big eye of 8+ points is not always two eyes) and is both the owl's leaf judge of
// such spaces and a source of its candidates.
//
// The model: the space's cells form a mini board. The defender's stones around the space
// are one string, the wall, whose liberties are the empty cells next to it and up to two
// outside liberties (the attacker fills those with a move each: a corner's rectangular six
// lives with two of them, not with none). An
// attacker stone on an exit (an empty marginal cell, a half eye's key point) is connected
// out and cannot be captured; other attacker stones inside can. Otherwise the rules of Go:
// captures, no suicide, simple ko. "Two eyes" means the wall lives by this space alone;
// "one eye" means it lives given one more eye elsewhere. The defender lives once the space
// holds as many enclosed regions as it needs (regions of empty cells and capturable attacker
// stones without an exit, bordered by the wall only: two of them are unconditional life).
#pragma once

#include <cstdint>
#include <unordered_map>
#include <utility>
#include <vector>

#include "engine/board/board.h"

namespace dragon {

using core::Color;
using core::Point;

/// Most cells (points of the space plus grafted half-eye key points) the reader takes.
constexpr int kMaxEyeCells = 16;

/// One eye space as the reader's mini board.
struct EyeSpaceCells {
  std::vector<Point> points;       ///< board point of each cell
  std::vector<uint32_t> adjacent;  ///< per cell: the adjacent cells (bit mask)
  uint32_t wall = 0;               ///< cells next to a defender stone
  uint32_t exits = 0;              ///< attacker stones here are connected out
  uint32_t enemy = 0;              ///< cells holding an attacker stone (dead: capturable)
  int outsideLibs = 0;             ///< liberties of the wall outside the space
  int size() const { return static_cast<int>(points.size()); }
  /// Hash of the cells and their flags (the key of EyeReadingCache).
  uint64_t key() const;
};

/// The cells of an eye space on b for the defender `owner`: `points` with their marginal
/// flags (an empty marginal point is an exit), then each half eye's key point (an exit next
/// to its eye point) from `grafts` (eye point, key point); `outsideLibs`: the wall's
/// liberties outside the space. Empty (size() == 0) when there are more than kMaxEyeCells.
EyeSpaceCells makeEyeSpaceCells(const board::Board& b, Color owner,
                                const std::vector<Point>& points,
                                const std::vector<bool>& marginal,
                                const std::vector<std::pair<Point, Point>>& grafts,
                                int outsideLibs);

/// What the reader found.
struct EyeReading {
  bool complete = false;  ///< false: the node budget ran out (the values mean nothing)
  int minEye = 0;         ///< eyes with the attacker to move (0..2)
  int maxEye = 0;         ///< eyes with the defender to move (0..2)
  /// When minEye < maxEye: the attacker's moves that hold the space to minEye and the
  /// defender's moves that reach maxEye (the vital points of each side).
  std::vector<Point> attackPoints;
  std::vector<Point> defensePoints;
  int nodes = 0;  ///< mini-board positions searched
};

/// Reads the space with at most `nodeBudget` positions.
EyeReading readEyeSpace(const EyeSpaceCells& cells, int nodeBudget);

/// Readings by EyeSpaceCells::key() (one per OwlState; dropped when it grows too big).
class EyeReadingCache {
 public:
  const EyeReading* find(uint64_t key) const;
  void store(uint64_t key, const EyeReading& r);
  void clear() { m_map.clear(); }

 private:
  std::unordered_map<uint64_t, EyeReading> m_map;
};

}  // namespace dragon
