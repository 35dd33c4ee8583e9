// conn.db for the dragon module: cutting points (class B) and connections (class C) that
// amalgamate worms into dragons (notes 3.3).
#pragma once

#include <vector>

#include "engine/board/board.h"
#include "patterns/matcher.h"

namespace patterns {

/// One conn.db match, with its points already on the board.
struct ConnectionMatch {
  enum class Kind { Connect, Cut };
  Kind kind = Kind::Connect;
  const char* patternName = "";
  core::Color color = core::Color::Empty;   ///< the O color (the anchor stone's color)
  core::Point cutPoint = core::kNoPoint;    ///< the `*` point, kNoPoint if none
  std::vector<core::Point> ownStones;       ///< every O stone in the pattern
  std::vector<core::Point> opponentStones;  ///< every X stone in the pattern
  std::vector<core::Point> inhibit;         ///< the `!` points (INHIBIT_CONNECTION)
};

/// Runs conn.db over a board for both colors.
///
/// Context duties (the dragon module's PatternContext): the explicit constraints of the
/// patterns (`xcut`, `attack`, ...), plus two implicit checks made here:
/// a pattern with `*` applies only if `safe_xmove(*)` holds (the opponent of the matched
/// color could play there safely; unknown rejects), and a B pattern applies only if no X
/// stone of the pattern is `attack`-able (unknown counts as not attackable). Unknown
/// results of the explicit constraints reject the match.
/// C results: the caller joins the non-attackable O dragons of ownStones.
/// B results: the caller marks cutPoint as a cut (eye.cut, marginal) and inhibit points.
class ConnectionMatcher {
 public:
  ConnectionMatcher();
  /// Every class B match (cutting points), Black then White.
  std::vector<ConnectionMatch> findCuts(const board::Board& board, PatternContext& ctx) const;
  /// Every class C match (connections), Black then White.
  std::vector<ConnectionMatch> findConnections(const board::Board& board,
                                               PatternContext& ctx) const;

 private:
  std::vector<ConnectionMatch> run(const board::Board& board, PatternContext& ctx,
                                   uint16_t classBit) const;
  Matcher m_matcher;
};

}  // namespace patterns
