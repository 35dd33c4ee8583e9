#include <vector>

#include "patterns/pattern_context.h"

namespace patterns {

using core::Color;
using core::Point;

namespace {

/// Liberties a stone of color c at empty p would have, counting captures, without playing.
int libertiesAfter(const board::Board& b, Point p, Color c) {
  std::vector<Point> libs, stones, merged{p};
  for (int d : core::kDirections) {
    const Point n = static_cast<Point>(p + d);
    if (b.at(n) == c) b.stones(n, merged);
  }
  auto addLib = [&](Point q) {
    if (q == p) return;
    for (Point l : libs)
      if (l == q) return;
    libs.push_back(q);
  };
  for (Point s : merged)
    for (int d : core::kDirections) {
      const Point n = static_cast<Point>(s + d);
      if (b.at(n) == Color::Empty) addLib(n);
    }
  for (int d : core::kDirections) {  // captured neighbours free points next to the new string
    const Point n = static_cast<Point>(p + d);
    if (b.at(n) != core::opponent(c) || b.libertyCount(n) != 1) continue;
    stones.clear();
    b.stones(n, stones);
    for (Point s : stones)
      for (int d2 : core::kDirections) {
        const Point m = static_cast<Point>(s + d2);
        bool touches = false;
        for (Point t : merged) touches |= t == m;
        if (touches) addLib(s);
      }
  }
  return static_cast<int>(libs.size());
}

}  // namespace

std::optional<int> BoardContext::evaluate(const board::Board& b, const PredicateCall& call) {
  const Point a = call.args[0];
  const Color own = call.own, opp = core::opponent(call.own);
  switch (call.predicate) {
    case Predicate::Lib:
      return core::isStone(b.at(a)) ? b.libertyCount(a) : 0;
    case Predicate::XLib:
    case Predicate::OLib: {
      if (b.at(a) != Color::Empty) return std::nullopt;
      const Color c = call.predicate == Predicate::XLib ? opp : own;
      return b.isLegal(a, c) ? libertiesAfter(b, a, c) : 0;
    }
    case Predicate::Ko:
      return b.koPoint() == a ? 1 : 0;
    case Predicate::LegalXMove:
      return b.at(a) == Color::Empty && b.isLegal(a, opp) ? 1 : 0;
    case Predicate::LegalOMove:
      return b.at(a) == Color::Empty && b.isLegal(a, own) ? 1 : 0;
    case Predicate::SafeXMove:
    case Predicate::SafeOMove: {
      const Color c = call.predicate == Predicate::SafeXMove ? opp : own;
      if (b.at(a) != Color::Empty || !b.isLegal(a, c)) return 0;
      return libertiesAfter(b, a, c) >= 2 ? 1 : 0;
    }
    default:
      return std::nullopt;
  }
}

}  // namespace patterns
