#include "engine/playout/ladder.h"

#include "engine/board/move_tactics.h"

namespace playout {

using core::kDirections;

int stringLiberties(const PlayoutBoard& b, Point s, Point out[2]) {
  int count = 0;
  Point q = s;
  do {
    for (int d : kDirections) {
      const Point n = static_cast<Point>(q + d);
      if (b.at(n) != Color::Empty || (count > 0 && out[0] == n) || (count > 1 && out[1] == n))
        continue;
      if (count == 2) return 3;
      out[count++] = n;
    }
    q = b.nextStone(q);
  } while (q != s);
  return count;
}

bool counterCapture(const PlayoutBoard& b, Point s) {
  const Color attacker = core::opponent(b.at(s));
  Point q = s;
  do {
    for (int d : kDirections) {
      const Point n = static_cast<Point>(q + d);
      if (b.at(n) == attacker && b.inAtari(n)) return true;
    }
    q = b.nextStone(q);
  } while (q != s);
  return false;
}

namespace {

using Trail = PlayoutBoard::Trail;

bool defenderLoses(PlayoutBoard& b, Point s, int& budget, Trail& trail);

// The attacker is to move against the string through s with two liberties: an atari at
// one of them wins when the extension at the other keeps at most one liberty, or keeps two
// and loses the ladder. The extension's liberties are counted without playing it; only a
// two-liberty extension is played out (and taken back).
Point winningAtari(PlayoutBoard& b, Point s, int& budget, Trail& trail) {
  Point libs[2];
  if (stringLiberties(b, s, libs) != 2 || counterCapture(b, s)) return core::kNoPoint;
  const Color defender = b.at(s), attacker = core::opponent(defender);
  for (int k = 0; k < 2; ++k) {
    const Point a = libs[k], escape = libs[1 - k];
    const int extended = board::libertiesAfter(b, escape, defender, 4) - 1;  // a is taken
    if (extended >= 3 || !b.legal(a, attacker) || board::isSelfAtari(b, a, attacker)) continue;
    if (extended <= 1) return a;
    if (--budget < 0) return core::kNoPoint;
    const size_t mark = trail.size();
    b.play(a, attacker);
    const bool wins = b.inAtari(s) && defenderLoses(b, s, budget, trail);
    b.undoTo(mark);
    if (wins) return a;
  }
  return core::kNoPoint;
}

// The defender of the string through s (in atari) is to move: it captures an attacking
// string in atari, or extends; `budget` counts the positions the reader may still make.
bool defenderLoses(PlayoutBoard& b, Point s, int& budget, Trail& trail) {
  if (counterCapture(b, s)) return false;
  const Color defender = b.at(s);
  const Point lib = b.atariLiberty(s);
  if (!b.legal(lib, defender)) return true;
  const int n = board::libertiesAfter(b, lib, defender, 3);
  if (n >= 3) return false;
  if (n <= 1) return true;
  if (--budget < 0) return false;
  const size_t mark = trail.size();
  b.play(lib, defender);
  const bool lost = winningAtari(b, s, budget, trail) != core::kNoPoint;
  b.undoTo(mark);
  return lost;
}

// Runs a reader on b with a trail on (b's own when it has one, else `scratch`), and leaves
// b as it was.
template <class Read>
auto onTrail(PlayoutBoard& b, Trail& scratch, Read read) {
  Trail* own = b.trail();
  if (own == nullptr) {
    scratch.clear();
    b.startTrail(scratch);
  }
  Trail& trail = *b.trail();
  const size_t mark = trail.size();
  int budget = kLadderBudget;
  const auto result = read(budget, trail);
  b.undoTo(mark);
  if (own == nullptr) b.stopTrail();
  return result;
}

}  // namespace

bool ladderCaptures(PlayoutBoard& b, Point s, Trail& scratch) {
  return onTrail(b, scratch,
                 [&](int& budget, Trail& trail) { return defenderLoses(b, s, budget, trail); });
}

Point ladderAtari(PlayoutBoard& b, Point s, Trail& scratch) {
  return onTrail(b, scratch,
                 [&](int& budget, Trail& trail) { return winningAtari(b, s, budget, trail); });
}

}  // namespace playout
