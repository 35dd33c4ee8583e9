// Result codes and limits of tactical reading.
#pragma once

#include <cstdint>

#include "engine/core/geometry.h"

namespace worm {

/// Internal result codes, ordered so that larger is better for the side that reads.
/// reverse() swaps the point of view (win <-> lose, ko A <-> ko B).
enum ReadCode : int {
  kLose = 0,  ///< fails
  kKoB = 1,   ///< succeeds only if the side wins a ko that needs an extra threat (GTP 3)
  kKoA = 2,   ///< succeeds with a ko the side takes first (GTP 2)
  kWin = 3,   ///< succeeds unconditionally (GTP 1)
};

/// The same result seen by the other side.
constexpr int reverseCode(int code) {
  return kWin - code;
}
/// GNU Go 3.8's GTP numbering: 0 fails, 1 wins, 2 ko taken first, 3 ko needing a threat.
constexpr int gtpCode(int code) {
  return code == kWin ? 1 : code == kKoA ? 2 : code == kKoB ? 3 : 0;
}

/// A reading answer: the code and the move that achieves it (kNoPoint when none).
struct ReadResult {
  int code = kLose;
  core::Point move = core::kNoPoint;
};

/// Depth limits (GNU Go 2.6 names and defaults) and the node budget of one top-level call.
struct ReadingLimits {
  int depth = 14;         ///< -D: beyond it 3 liberties count as safe, only ladders go on
  int backfillDepth = 9;  ///< -B: backfilling and approach moves only up to here
  int fourlibDepth = 6;   ///< -F: 4-liberty strings are attacked only up to here
  int koDepth = 12;       ///< -K: ko captures needing a threat only up to here
  /// A defender with two liberties tries to capture its neighbours with two liberties
  /// (breaking the chain) only up to here (and -D).
  int breakChainDepth = 11;
  /// Beyond this ply a three-liberty string is attacked without branching: only the
  /// first candidate in move order is read (GNU Go 3's branch depth).
  int branchDepth = 11;
  int nodeBudget = 40000;  ///< reading nodes per top-level attack/defense question
  int maxStack = 100;      ///< hard stop for ladders (GNU Go's MAXSTACK is 160)
  /// At the top of a question, when the usual candidates fail, try the moves near the
  /// string (at most broadWidth of them; slow; off in the cheap mode).
  bool broadSearch = true;
  /// The broad search reads at most this many of its candidates, in move order.
  int broadWidth = 8;
  /// The broad search reads at most this many nodes; a broad search that runs out of them
  /// gives no answer (its candidates' readings were cut, so a win among them is a guess).
  int broadNodes = 2000;
  /// The ko scheme (KoRules::freeLegalCaptures): a legal ko capture is free and only a
  /// retake after a threat makes its taker komaster. Off: a legal ko capture caps at ko A
  /// and bars the other side's ko captures for the rest of the line.
  bool freeKoCaptures = true;
  /// After an attacker move that takes no liberty of a two-liberty string, the defender may
  /// also play elsewhere: the attack fails when the attacker, moving again, cannot capture
  /// (Reader::survivesTenuki). Off where shallow limits would cut that second attack short.
  bool tenukiDefence = true;
  bool operator==(const ReadingLimits& o) const {
    return depth == o.depth && backfillDepth == o.backfillDepth && fourlibDepth == o.fourlibDepth &&
           koDepth == o.koDepth && breakChainDepth == o.breakChainDepth &&
           branchDepth == o.branchDepth && broadWidth == o.broadWidth && broadNodes == o.broadNodes &&
           nodeBudget == o.nodeBudget && maxStack == o.maxStack && broadSearch == o.broadSearch &&
           freeKoCaptures == o.freeKoCaptures && tenukiDefence == o.tenukiDefence;
  }
  bool operator!=(const ReadingLimits& o) const { return !(*this == o); }
  /// The cheap mode for end-of-game scoring and for the static dragon analysis without a
  /// worm analysis: shallow, a small node budget, no broad search.
  static ReadingLimits cheap() {
    ReadingLimits l;
    l.depth = 8;
    l.backfillDepth = 4;
    l.fourlibDepth = 0;
    l.koDepth = 4;
    l.breakChainDepth = 8;  // as deep as -D: unchanged
    l.nodeBudget = 300;
    l.broadSearch = false;
    l.tenukiDefence = false;
    return l;
  }
};

}  // namespace worm
