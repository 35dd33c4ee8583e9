// Worm data for every string and every empty region (GNU Go's make_worms), computed once
// per position and read-only afterwards.
#pragma once

#include <cstdint>
#include <vector>

#include "engine/board/board.h"
#include "engine/core/point_map.h"
#include "engine/worm/reader.h"

namespace worm {

/// Who surrounds an empty worm.
enum class Border : uint8_t { None, Black, White, Gray };

/// One worm: a string of stones, or a maximal connected empty region.
struct Worm {
  Color color = Color::Empty;    ///< stone color; Empty for empty regions
  Border border = Border::None;  ///< empty regions: the color of all adjacent stones
  int size = 0;
  Point origin = core::kNoPoint;  ///< first point in row-major order (top-left)
  int liberties = 0;              ///< stones only: exact liberty count
  int liberties2 = 0, liberties3 = 0, liberties4 = 0;  ///< new points at rings 2, 3, 4
  int attackCode = kLose;                              ///< ReadCode
  Point attackPoint = core::kNoPoint;
  int defenseCode = kLose;  ///< ReadCode (kLose with an attack means lost)
  Point defensePoint = core::kNoPoint;
  Point lunch = core::kNoPoint;  ///< origin of an adjacent capturable enemy worm
  int cutstone = 0;              ///< 0, 1 (potential cutting string), 2 (cutting string)
  int genus = 0;                 ///< components of the complement minus one
  int value = 0;                 ///< 70 / 76 / 83 + 4 * size
  bool ko = false;               ///< ko stone or ko cavity
  bool inessential = false;
  double effectiveSize = 0.0;  ///< stones plus nearby empty points shared with other worms
};

/// Distance maps of GNU Go's make_worms step 2 (-1 unreachable, 0 on stones of the color).
struct DistanceMaps {
  core::PointMap<int> toBlack, toWhite, strategicToBlack, strategicToWhite;
  /// Fills all four maps for the position.
  void compute(const board::Board& b);
};

/// All worms of one position. compute() reads with the given reader; afterwards everything
/// is const and tied to the board's positionId().
class WormAnalysis {
 public:
  /// Builds every worm (stone and empty), reads attack/defense, then the derived fields and
  /// the improvement passes (notes 2.1 steps 1-13 except small_semeai).
  void compute(board::Board& b, Reader& reader);
  /// True for the position it was computed for. Reading opens and closes frames, which
  /// renumbers positionId() without changing the position, so the stones+ko hash, the frame
  /// depth and the size confirm an unchanged position too.
  bool isFreshFor(const board::Board& b) const {
    return m_stamp == b.positionId() ||
           (m_stampHash == b.koHash() && m_stampDepth == b.depth() && m_stampSize == b.size() &&
            m_stampCaptures == b.captured(Color::Black) * 1000 + b.captured(Color::White));
  }
  /// The worm through p. Precondition: fresh for `b`, p on the board.
  const Worm& at(const board::Board& b, Point p) const;
  /// The worm through p without the freshness check (p on the board of the last compute).
  const Worm& at(Point p) const { return m_worms[static_cast<size_t>(m_idAt[p])]; }
  const std::vector<Worm>& all() const { return m_worms; }
  /// Stones (or empty points) of worm through p, ascending point order.
  const std::vector<Point>& members(Point p) const {
    return m_members[static_cast<size_t>(m_idAt[p])];
  }
  const DistanceMaps& distances() const { return m_dist; }
  int id(Point p) const { return m_idAt[p]; }

 private:
  void buildWorms(const board::Board& b);
  void readStrings(board::Board& b, Reader& reader);
  void markKos(const board::Board& b);
  void findLunches(const board::Board& b);
  void higherLiberties(const board::Board& b);
  void cuttingStones(board::Board& b, Reader& reader);
  void valuesAndGenus(const board::Board& b);
  void inessentials(const board::Board& b);
  void effectiveSizes(const board::Board& b);
  // worm_improve.cpp
  void improveAttackDefense(board::Board& b, Reader& reader);
  void improveNeighbourDefenses(board::Board& b, Reader& reader);

  std::vector<Worm> m_worms;
  std::vector<std::vector<Point>> m_members;
  core::PointMap<int> m_idAt{-1};
  DistanceMaps m_dist;
  uint64_t m_stamp = ~0ull;
  uint64_t m_stampHash = 0;
  int m_stampDepth = -1, m_stampSize = 0, m_stampCaptures = 0;
};

/// GNU Go's confirm_safety: false if `c` playing `move` (which takes a liberty from one of
/// its own strings) makes an own worm of value > `value` attackable that was not, or lets an
/// attackable, undefendable enemy worm of value > `value` live. Precondition: `worms` is
/// fresh for `b`, move is empty.
bool confirmSafety(board::Board& b, Reader& reader, const WormAnalysis& worms, Point move, Color c,
                   int value);

}  // namespace worm
