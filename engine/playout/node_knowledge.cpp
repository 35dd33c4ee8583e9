#include "engine/playout/node_knowledge.h"

#include <cstdlib>

#include "engine/board/move_tactics.h"
#include "engine/playout/shape3x3.h"

namespace playout {

namespace {

// Features worth a prior, each with its own weight in virtual playouts.
struct Features {
  bool capture = false;    // takes an enemy string in atari
  bool escape = false;     // extends an own string out of atari to two liberties or more
  bool selfAtari = false;  // leaves two or more own stones in atari
  bool shape = false;      // urgent 3x3 shape next to the last move
  bool nearLast = false;   // within two lines of the last move
  bool emptyEdge = false;  // first or second line with no stone within two lines
};

bool stoneNearby(const PlayoutBoard& b, Point p, int radius) {
  const int px = core::pointX(p), py = core::pointY(p), n = b.size();
  for (int y = std::max(0, py - radius); y <= std::min(n - 1, py + radius); ++y)
    for (int x = std::max(0, px - radius); x <= std::min(n - 1, px + radius); ++x)
      if (std::abs(x - px) + std::abs(y - py) <= radius && core::isStone(b.at(core::toPoint(x, y))))
        return true;
  return false;
}

Features featuresOf(const PlayoutBoard& b, Point p, Color c) {
  Features f;
  f.capture = board::capturedBy(b, p, c) > 0;
  f.escape = board::savedBy(b, p, c) > 0;
  f.selfAtari = board::isSelfAtari(b, p, c) && board::stringSizeAfter(b, p, c) >= 2;
  const Point last = b.lastMove();
  if (last != core::kNoPoint) {
    const int dx = std::abs(core::pointX(p) - core::pointX(last));
    const int dy = std::abs(core::pointY(p) - core::pointY(last));
    f.nearLast = dx + dy <= 2;
    f.shape = dx <= 1 && dy <= 1 && Shape3x3Table::instance().urgent(neighbourCode(b, p), c);
  }
  const int x = core::pointX(p), y = core::pointY(p), n = b.size();
  const int edge = std::min(std::min(x, y), std::min(n - 1 - x, n - 1 - y));
  f.emptyEdge = edge <= 1 && !stoneNearby(b, p, 2);
  return f;
}

}  // namespace

Knowledge nodeKnowledge(const PlayoutBoard& b, Point p, Color c) {
  const Features f = featuresOf(b, p, c);
  float wins = 0.0f, visits = 0.0f;
  const auto add = [&](float n, float rate) { visits += n, wins += n * rate; };
  if (f.capture) add(10, 1.0f);
  if (f.escape) add(10, 1.0f);
  if (f.shape) add(8, 1.0f);
  if (f.nearLast) add(4, 0.8f);
  if (f.selfAtari) add(10, 0.0f);
  if (f.emptyEdge) add(10, 0.1f);
  if (visits == 0.0f) return {};
  return {visits, wins / visits};
}

}  // namespace playout
