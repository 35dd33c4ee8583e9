// semeai(), revise_semeai() and fill_liberty() (notes 6.5).
#pragma once

#include <vector>

#include "engine/genmove/gen_context.h"

namespace engine {

/// The capturing race between two strings, played out on liberty counts (outside liberties
/// of the side moving first and of the other side, shared liberties, an eye each side may
/// have): +1 the side moving first captures, 0 seki, -1 it is captured.
int raceResult(int attackerOutside, int defenderOutside, int common, bool attackerEye,
               bool defenderEye);

/// Races between own DEAD dragons and adjacent enemy strings of dragons with negative
/// vitality: plays the liberty of a race the side to move wins moving first but not moving
/// second (value 75 + 10 per DEAD side). Returns the enemy dragons (origins) that took part.
std::vector<core::Point> semeai(GenContext& g);

/// revise_semeai: the opponent's DEAD dragons that took part in a semeai count as UNKNOWN
/// for the second shapes pass (their origins; empty when nothing changes).
std::vector<core::Point> reviseSemeai(GenContext& g, const std::vector<core::Point>& raced);

/// fill_liberty: the first dame (an empty point with effective neighbours of both colors)
/// that can be filled safely, else a backfilling or capturing move there; value 1.
void fillLiberty(GenContext& g);

}  // namespace engine
