// Semeai: the capturing race between two adjacent groups of opposite colors that both lack
// two eyes. Counted by liberties (outside liberties of each side, shared liberties, an eye
// each side may have) and read on the board where the count is close. Used by the owl
// search (a goal next to a short enemy group), genmove's semeai generator and GTP
// `analyze_semeai`.
#pragma once

#include <vector>

#include "engine/board/board.h"

namespace dragon {

using core::Color;
using core::Point;

/// The race played out on counts alone, the first side moving first: +1 it captures the
/// other side, 0 seki, -1 it is captured. Moves: fill an outside liberty of the other side,
/// fill a shared liberty, fill the other side's eye when nothing else is left, pass; two
/// passes end the race in seki.
int raceResult(int firstOutside, int secondOutside, int shared, bool firstEye, bool secondEye);

/// Liberty counts of a race between the strings through `own` and `other`.
struct SemeaiCount {
  int ownOutside = 0;
  int otherOutside = 0;
  int shared = 0;
  Point fillOutside = core::kNoPoint;  ///< an outside liberty of `other` own can fill
  Point fillShared = core::kNoPoint;   ///< a shared liberty own can fill
};

/// Counts the liberties of the two strings. Precondition: both hold stones of opposite
/// colors.
SemeaiCount countSemeai(const board::Board& b, Point own, Point other);

/// Answer of a read race, for the side owning `own` moving first.
struct SemeaiResult {
  int result = 0;                 ///< +1 own captures other, 0 seki, -1 own is captured
  Point move = core::kNoPoint;    ///< own's first move (kNoPoint: nothing to play)
  bool read = false;              ///< decided by board reading (the count was close)
  int nodes = 0;
};

/// Limits of the board reading.
struct SemeaiOptions {
  int nodeBudget = 400;
  int depth = 14;
  /// The count decides alone when the race is not close: the same result whoever moves
  /// first, or a liberty margin of at least this much.
  int clearMargin = 2;
};

/// Reads the race between the strings through `own` (its owner moves first) and `other`.
/// `ownEye` / `otherEye`: the side has an eye of its own beside the race (counted as one
/// extra liberty the other side fills last). b is restored.
SemeaiResult readSemeai(board::Board& b, Point own, Point other, bool ownEye, bool otherEye,
                        const SemeaiOptions& options = SemeaiOptions{});

}  // namespace dragon
