#include "engine/playout/playout_tactics.h"

#include <algorithm>
#include <array>
#include <utility>

#include "engine/board/move_tactics.h"

namespace playout {

using core::kDirections;

bool twoLiberties(const PlayoutBoard& b, Point s, Point& first, Point& second) {
  first = second = core::kNoPoint;
  Point q = s;
  do {
    for (int d : kDirections) {
      const Point n = static_cast<Point>(q + d);
      if (b.at(n) != Color::Empty || n == first || n == second) continue;
      if (first == core::kNoPoint)
        first = n;
      else if (second == core::kNoPoint)
        second = n;
      else
        return false;
    }
    q = b.nextStone(q);
  } while (q != s);
  if (second == core::kNoPoint) return false;
  if (second < first) std::swap(first, second);
  return true;
}

namespace {

// Some of c's strings next to the enemy string e are in atari: e may run by capturing.
bool canCounterCapture(const PlayoutBoard& b, Point e, Color c) {
  Point q = e;
  do {
    for (int d : kDirections) {
      const Point n = static_cast<Point>(q + d);
      if (b.at(n) == c && b.inAtari(n)) return true;
    }
    q = b.nextStone(q);
  } while (q != e);
  return false;
}

// The liberties the enemy string e (liberties atari and run) keeps when c plays atari and
// e runs at run; 9 when c may not play atari there.
int libertiesAfterRun(const PlayoutBoard& b, Color c, Point atari, Point run) {
  if (!b.legal(atari, c) || board::isSelfAtari(b, atari, c)) return 9;
  // libertiesAfter counts atari among e's liberties; c's stone will stand there.
  return board::libertiesAfter(b, run, core::opponent(c), 4) - 1;
}

// c's atari on the last move's string when it has two liberties, the liberty that leaves
// its run the fewest liberties; `after` gets that count (9: no atari).
Point atariThatHolds(const PlayoutBoard& b, Color c, Point last, int& after) {
  after = 9;
  Point l1, l2;
  if (!twoLiberties(b, last, l1, l2) || canCounterCapture(b, last, c)) return core::kNoPoint;
  const int after1 = libertiesAfterRun(b, c, l1, l2);
  const int after2 = libertiesAfterRun(b, c, l2, l1);
  after = after1 <= after2 ? after1 : after2;
  return after1 <= after2 ? l1 : l2;
}

// A run of c's string s (two liberties) to a liberty that gives it three or more.
Point runToThreeLiberties(const PlayoutBoard& b, Point s, Color c) {
  Point l1, l2;
  if (!twoLiberties(b, s, l1, l2)) return core::kNoPoint;
  const int after1 = b.legal(l1, c) ? board::libertiesAfter(b, l1, c, 4) : 0;
  const int after2 = b.legal(l2, c) ? board::libertiesAfter(b, l2, c, 4) : 0;
  if (after1 < 3 && after2 < 3) return core::kNoPoint;
  return after1 >= after2 ? l1 : l2;
}

}  // namespace

Point lowLibertyReply(const PlayoutBoard& b, Color c, Point last, core::Random& rng) {
  int after = 9;
  const Point atari = atariThatHolds(b, c, last, after);
  // An atari after which the run leaves one liberty captures: play it first.
  if (after <= 1) return atari;
  std::array<Point, 4> own{}, runs{};
  const int strings = board::tactics_detail::adjacentStrings(b, last, c, own);
  int n = 0;
  for (int k = 0; k < strings; ++k) {
    const Point run = runToThreeLiberties(b, own[static_cast<size_t>(k)], c);
    if (run != core::kNoPoint) runs[static_cast<size_t>(n++)] = run;
  }
  if (n > 0) return runs[rng.below(static_cast<uint32_t>(n))];
  // A ladder's next atari: the run keeps two liberties.
  return after <= 2 ? atari : core::kNoPoint;
}

namespace {

constexpr int kLargestNakade = 6;
using Region = std::array<Point, kLargestNakade>;

bool inRegion(const Region& region, int n, Point p) {
  return std::find(region.begin(), region.begin() + n, p) != region.begin() + n;
}

// The empty region through start, bounded by o's stones and the edge, when it has at most
// kLargestNakade points; 0 when it is larger or touches a stone of the side to move.
int enclosedRegion(const PlayoutBoard& b, Point start, Color o, Region& region) {
  int n = 0;
  region[static_cast<size_t>(n++)] = start;
  for (int i = 0; i < n; ++i) {
    for (int d : kDirections) {
      const Point q = static_cast<Point>(region[static_cast<size_t>(i)] + d);
      const Color qc = b.at(q);
      if (qc == Color::Border || qc == o) continue;
      if (qc != Color::Empty) return 0;
      if (inRegion(region, n, q)) continue;
      if (n == kLargestNakade) return 0;
      region[static_cast<size_t>(n++)] = q;
    }
  }
  return n;
}

}  // namespace

Point nakadeReply(const PlayoutBoard& b, Color c, Point last) {
  if (b.lastCaptures() < 3) return core::kNoPoint;
  const Color o = core::opponent(c);
  for (int d : kDirections) {
    const Point start = static_cast<Point>(last + d);
    if (b.at(start) != Color::Empty) continue;
    Region region{};
    const int n = enclosedRegion(b, start, o, region);
    if (n < 3) continue;
    Point vital = core::kNoPoint;
    int most = 0;
    bool alone = false;
    for (int i = 0; i < n; ++i) {
      const Point p = region[static_cast<size_t>(i)];
      int inside = 0;
      for (int e : kDirections) inside += inRegion(region, n, static_cast<Point>(p + e));
      if (inside > most) {
        most = inside, vital = p, alone = true;
      } else if (inside == most) {
        alone = false;
      }
    }
    if (alone && most >= 2 && b.legal(vital, c)) return vital;
  }
  return core::kNoPoint;
}

}  // namespace playout
