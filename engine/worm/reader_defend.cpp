// Defending strings with one to four liberties.
#include <algorithm>

#include "engine/worm/reader.h"

namespace worm {

namespace {
// The defender approaches a neighbour's suicide liberties (addChainApproaches) only this
// near the top: deeper, the ko fights it opens cost more nodes than they answer.
constexpr int kChainApproachPlies = 2;
}  // namespace

int Reader::defend1(Point str, Point* move) {
  MoveList moves;
  addLiberties(str, moves);
  addCaptures(str, 1, moves);
  if (!m_ladderOnly && m_ko.stackp <= m_limits.backfillDepth) addFriendLiberties(str, 2, moves);
  return tryDefenseMoves(str, moves, move);
}

int Reader::defend2(Point str, Point* move) {
  MoveList moves;
  addLiberties(str, moves);
  addCaptures(str, 1, moves);
  if (!m_ladderOnly && m_ko.stackp <= std::min(m_limits.depth, m_limits.breakChainDepth))
    addCaptures(str, 2, moves);
  if (!m_ladderOnly && m_ko.stackp <= m_limits.backfillDepth) {
    addCaptures(str, 3, moves);
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
  addCaptures(str, 1, moves);
  if (libs == 3 && m_ko.stackp <= m_limits.depth) addCaptures(str, 2, moves);
  if (libs == 3 && m_ko.stackp <= m_limits.backfillDepth) {
    addCaptures(str, 3, moves);
    addFriendLiberties(str, 2, moves);
    // Near the top only: deeper, the races it opens are misread more often than not.
    if (m_lastMove != core::kNoPoint && plies() <= 2) addSecondaryRescues(str, 2, moves);
  }
  if (!m_ladderOnly && m_ko.stackp <= m_limits.backfillDepth) {
    addLibertyNeighbours(str, 3, moves);
    if (plies() <= kChainApproachPlies) addChainApproaches(str, moves);
    addSafeApproaches(str, moves);
  }
  return tryDefenseMoves(str, moves, move);
}

}  // namespace worm
