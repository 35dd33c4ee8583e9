// The playout policy's answers to the last move beyond capturing and saving from atari:
// two-liberty tactics (an atari the string cannot run from, a run for an own string the
// move left with two liberties) and nakade (the vital point of the eye space a capture
// leaves). They let random games read short ladders and nets and kill the three to six
// point eye spaces a light policy counts as two eyes.
#pragma once

#include "engine/core/random.h"
#include "engine/playout/playout_board.h"

namespace playout {

/// Both liberties of the string through the stone s when it has exactly two, the lower
/// point first.
bool twoLiberties(const PlayoutBoard& b, Point s, Point& first, Point& second);

/// c's answer to a last move that left a string next to it with two liberties: an atari on
/// the last move's string after which its run at the other liberty leaves it one liberty;
/// else a run of an own string to three liberties or more; else an atari whose run leaves
/// it two (a ladder's next step). kNoPoint when there is none.
Point lowLibertyReply(const PlayoutBoard& b, Color c, Point last, core::Random& rng);

/// When the last move captured three or more of c's stones and left an eye space of three
/// to six points with one vital point (the point with the most neighbours in it, alone),
/// that point; else kNoPoint.
Point nakadeReply(const PlayoutBoard& b, Color c, Point last);

}  // namespace playout
