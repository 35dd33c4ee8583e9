// The rules after the chooser, in one place and in this order:
// 1. The walk down the chooser's ranking (chooser.h): the first move that passes every
//    rule below is played; a pass in the ranking (the search's) is a pass.
//    - admission: a prior point nobody proposed must pass safe_move and confirm_safety;
//    - the end of the game under territory scoring, for a ranking with learned scores
//      (kChoicePassScore): after the opponent's pass, ahead, a weak pick is a pass (the
//      game ends and the lead stays); a weak pick in own territory (or, with the policy
//      network, any weak prior point) is a fill, skipped when ahead or after the
//      opponent's pass, and when only fills are left the mover passes;
//    - no repetition: the move must be legal under the game's rules and must not recreate
//      an earlier position of the game (even without superko: a triple ko must not cycle).
//    Nothing left: a pass.
// 2. The fearless override (-p fearless, notes 7.3): search_big_move's move replaces a
//    smaller one at least 3 points away from it.
// 3. Cleanup: before passing, in kgs-genmove_cleanup or under area scoring, a capture of
//    the dead enemy stones (the end-of-game evaluation's verdict).
// 4. --resign-below: the position is hopeless.
// The played move ends up first in the ranking.
#pragma once

#include "engine/genmove/chooser.h"
#include "engine/genmove/genmove.h"

namespace engine {

/// Below this learned score the pick is a move GNU Go would not play: at 1120 of moyogo's
/// turns from move 120 of 19 match games, GNU Go 3.8 level 1 in moyogo's place passed at
/// 219 of the 232 whose pick scored below -1.7, and gave moyogo's moves there 3 points in
/// all. Under area scoring a filled point counts, and the rule does not apply. The choice
/// network's trainer (regression/choice_net.py) reports how a network's scores meet it.
inline constexpr double kChoicePassScore = -1.7;

/// Applies the rules to the chooser's choice; fills the move, value, generator, ranking,
/// the fearless fields, the -m 128 trace line and the resign flag of r.
void applyMoveRules(GenContext& g, Choice& choice, GenmoveMode mode, GenmoveResult& r);

}  // namespace engine
