#include "moyo/dragon_view.h"

#include <algorithm>

namespace moyo {

char safetyLetter(Safety s) {
  switch (s) {
    case Safety::Alive: return 'A';
    case Safety::Dead: return 'D';
    case Safety::Critical: return 'C';
    default: return 'U';
  }
}

// Each string's origin is found with one walk around its stone ring.
BoardDragonView::BoardDragonView(const board::Board& board) {
  for (core::Point p : board.geometry()) {
    if (!core::isStone(board.at(p)) || m_origin[p] != core::kNoPoint) continue;
    core::Point best = p;
    for (core::Point q = board.nextStone(p); q != p; q = board.nextStone(q))
      best = std::min(best, q);
    m_origin[p] = best;
    for (core::Point q = board.nextStone(p); q != p; q = board.nextStone(q)) m_origin[q] = best;
  }
}

}  // namespace moyo
