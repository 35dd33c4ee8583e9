// Defending strings with one to four liberties.
#include <algorithm>

#include "engine/worm/reader.h"

namespace worm {

namespace {
// The defender approaches a neighbour's suicide liberties (addChainApproaches) only this
// near the top: deeper, the ko fights it opens cost more nodes than they answer.
constexpr int kChainApproachPlies = 2;
}  // namespace

// The neighbours' liberties as a defence reads them: of those in atari, then (breaking the
// chain) of those with two liberties, then (backfilling) three, from one walk of the string.
void Reader::addChainCaptures(Point str, bool breakChain, bool backfill, MoveList& moves) const {
  if (breakChain && backfill)
    addCaptures(str, {1, 2, 3}, moves);
  else if (backfill)
    addCaptures(str, {1, 3}, moves);
  else if (breakChain)
    addCaptures(str, {1, 2}, moves);
  else
    addCaptures(str, {1}, moves);
}

int Reader::defend1(Point str, Point* move) {
  MoveList moves;
  addLiberties(str, moves);
  addCaptures(str, {1}, moves);
  if (!m_ladderOnly && depthPly() <= m_limits.backfillDepth) addFriendLiberties(str, 2, moves);
  return tryDefenseMoves(str, moves, move);
}

int Reader::defend2(Point str, Point* move) {
  MoveList moves;
  addLiberties(str, moves);
  const bool breakChain =
      !m_ladderOnly && depthPly() <= std::min(m_limits.depth, m_limits.breakChainDepth);
  const bool backfill = !m_ladderOnly && depthPly() <= m_limits.backfillDepth;
  addChainCaptures(str, breakChain, backfill, moves);
  if (!breakChain) addLadderChase(str, moves);
  if (backfill) {
    addFriendLiberties(str, 4, moves);
    addLibertyNeighbours(str, 2, moves);
    if (plies() <= kChainApproachPlies) addChainApproaches(str, moves);
    addSafeApproaches(str, moves);
    addSecondaryRescues(str, 2, moves);
  }
  if (!m_ladderOnly && plies() <= 1) addSecondOrderLiberties(str, moves);
  return tryDefenseMoves(str, moves, move);
}

int Reader::defend34(Point str, int libs, Point* move) {
  MoveList moves;
  addLiberties(str, moves);
  const bool breakChain = libs == 3 && depthPly() <= m_limits.depth;
  const bool backfill = libs == 3 && depthPly() <= m_limits.backfillDepth;
  addChainCaptures(str, breakChain, backfill, moves);
  if (backfill) {
    addFriendLiberties(str, 2, moves);
    // Near the top only: deeper, the races it opens are misread more often than not.
    if (m_lastMove != core::kNoPoint && plies() <= 2) addSecondaryRescues(str, 2, moves);
    if (plies() <= 1) addEyeVitalPoints(str, moves);
  }
  if (!m_ladderOnly && depthPly() <= m_limits.backfillDepth) {
    addLibertyNeighbours(str, 3, moves);
    if (libs == 3 && plies() <= 2) addRaceLiberties(str, moves);
    if (plies() <= kChainApproachPlies) addChainApproaches(str, moves);
    addSafeApproaches(str, moves);
  }
  return tryDefenseMoves(str, moves, move);
}

}  // namespace worm
