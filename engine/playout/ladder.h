// Ladders on the playout board: whether a string in atari escapes by extending, when the
// attacker keeps putting it back in atari (the defender also escapes by capturing an
// attacking string in atari). The playout policy escapes only where this says it works;
// the tree's node knowledge also favours ataris that start a working ladder.
#pragma once

#include "engine/playout/playout_board.h"

namespace playout {

/// Positions the ladder reader makes before it calls the string escaped (a ladder across
/// the 19x19 board takes about 36, two per step).
inline constexpr int kLadderBudget = 40;

/// The string through s is in atari and its owner is to move: true when it is lost, that
/// is when no capture of an attacking string in atari and no extension at its liberty
/// leaves it safe from a ladder. The reader plays on b and takes its moves back (on b's
/// trail, or on `scratch`, the caller's, when b has none). Precondition: b.inAtari(s).
bool ladderCaptures(PlayoutBoard& b, Point s, PlayoutBoard::Trail& scratch);

/// The string through s has two liberties and its opponent is to move: the atari at one of
/// them that captures it by ladder (or makes the extension a self-atari), or kNoPoint.
Point ladderAtari(PlayoutBoard& b, Point s, PlayoutBoard::Trail& scratch);

/// An attacking string next to the string through s is in atari: its owner can capture it.
bool counterCapture(const PlayoutBoard& b, Point s);

/// The liberties of the string through s, up to 2 (the rest ignored); returns the count
/// found up to 3 (3 meaning "three or more").
int stringLiberties(const PlayoutBoard& b, Point s, Point out[2]);

}  // namespace playout
