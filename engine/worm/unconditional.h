// Unconditional life and territory (GNU Go's worm field unconditional_status, GTP
// `unconditional_status`): what holds even if one side may play any number of moves in a row.
#pragma once

#include <cstdint>
#include <string_view>

#include "engine/board/board.h"
#include "engine/core/point_map.h"

namespace worm {

using core::Color;
using core::Point;

enum class Unconditional : uint8_t { Undecided, Alive, Dead, WhiteTerritory, BlackTerritory };

/// "undecided", "alive", "dead", "white_territory", "black_territory" (GNU Go 3.8's words).
std::string_view unconditionalName(Unconditional u);

/// Benson's pass-alive strings: true on every stone of color c that the opponent cannot
/// capture even when c passes forever. A set of strings is pass-alive when each of them
/// borders at least two regions (maximal connected sets of points not of color c) that are
/// vital to it (every empty point of the region is one of its liberties) and whose bordering
/// strings of color c all belong to the set; the largest such set is found by removing
/// strings and regions until nothing changes. Exact under a no-suicide rule.
core::PointMap<bool> passAliveStones(const board::Board& b, Color c);

/// The unconditional status of every point of one position, for both colors. For each color
/// c (the owner) the opponent gets any number of moves in a row:
/// - the opponent captures every string of c that is not pass-alive (its stones stay where
///   it played them), except isolated two-stone strings that may stand in seki;
/// - it fills the liberties of c's pass-alive strings, extends its strings in atari and
///   splits the remaining empty areas into single points;
/// - wherever, after that, none of its strings is pass-alive (Benson again, for the
///   opponent) in a region bounded by c's pass-alive strings, c owns the region.
/// Statuses: Alive for pass-alive strings and for c's other strings with a stone on c's
/// territory; BlackTerritory / WhiteTerritory for empty points of it; Dead for the
/// opponent's strings with a stone on it; Undecided for everything else. A region where a
/// stone of c is left after the opponent's moves is nobody's territory: an isolated
/// two-stone string in seki (detail::pairInSeki), or a string that is not pass-alive but
/// that the captures, tried in one fixed order, did not take.
class UnconditionalAnalysis {
 public:
  static UnconditionalAnalysis make(const board::Board& b);
  Unconditional at(Point p) const { return m_status[p]; }
  /// True on pass-alive stones (either color).
  bool passAlive(Point p) const { return m_passAlive[p]; }
  /// The color that owns p unconditionally (its alive stone, its territory, a dead stone
  /// of the other color on it), else Empty.
  Color owner(Point p) const { return m_owner[p]; }

 private:
  void addColor(const board::Board& b, Color c);

  core::PointMap<Unconditional> m_status{Unconditional::Undecided};
  core::PointMap<bool> m_passAlive{false};
  core::PointMap<Color> m_owner{Color::Empty};
};

}  // namespace worm
