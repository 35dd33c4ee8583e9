// semeai(), revise_semeai() and fill_liberty() (notes 6.5).
#pragma once

#include <vector>

#include "engine/dragon/semeai.h"
#include "engine/genmove/gen_context.h"

namespace engine {

/// The capturing race on liberty counts lives in the dragon module's semeai reader.
using dragon::raceResult;

/// Whether an own DEAD dragon races the adjacent enemy dragon: the enemy's vitality is
/// negative (2.x) and, ours beyond 2.x, it is not a bigger dragon the owl pass read as
/// alive (in two lost 19x19 games 36 semeai moves, 29 of them against dragons GNU Go 3.8
/// called alive, the race filling liberties of a group that makes its eyes or joins a live
/// one).
bool raceCandidate(const dragon::DragonData& own, const dragon::DragonData& enemy);

/// Races between own DEAD dragons and adjacent enemy strings of dragons with negative
/// vitality, read by dragon::readSemeai: plays the first move of a race the side to move
/// wins moving first but not moving second (value 85, 95 against a DEAD dragon). Returns
/// the enemy dragons (origins) that took part.
std::vector<core::Point> semeai(GenContext& g);

/// revise_semeai: the opponent's DEAD dragons that took part in a semeai count as UNKNOWN
/// for the second shapes pass (their origins; empty when nothing changes).
std::vector<core::Point> reviseSemeai(GenContext& g, const std::vector<core::Point>& raced);

/// fill_liberty: the first dame (an empty point with effective neighbours of both colors)
/// that can be filled safely, else a backfilling or capturing move there; value 1.
void fillLiberty(GenContext& g);

}  // namespace engine
