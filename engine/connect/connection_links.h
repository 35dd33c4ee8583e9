// Static connection shapes: which strings of one colour the opponent cannot separate with
// one move (shared liberties, protected points, strings that cannot escape capture).
#pragma once

#include <array>
#include <functional>
#include <vector>

#include "engine/board/board.h"

namespace connect {

using core::Color;
using core::Point;

/// The opponent of c cannot usefully play at the empty point p: the move is suicide, or
/// its stone would stand in atari without capturing anything, so c takes it at once (the
/// inside of a tiger's mouth, the cutting point of a hanging connection).
bool isProtectedPoint(const board::Board& b, Point p, Color c);

/// Answers whether an opponent string can be saved: true when it cannot, even moving first.
using DeadTest = std::function<bool(Point)>;

/// A group of strings of one colour linked statically to a start string. A string t joins
/// when the group and t share a protected liberty or two liberties that no earlier link
/// uses (the opponent takes one, the owner the other: bamboo joint, diagonal, two shared
/// liberties), or when t touches an opponent string of at most two liberties next to the
/// group that cannot be saved (the capture joins them: a cut that a ladder or net kills).
/// Strings in atari never join (the opponent would take them with tempo).
class LinkedGroup {
 public:
  /// Grows the group from the string through `start` (a stone). `dead` is asked only about
  /// opponent strings of at most two liberties next to the group; `maxStrings` bounds the
  /// work (the group stops growing there).
  void grow(const board::Board& b, Point start, const DeadTest& dead, int maxStrings = 40);
  /// True when the string through the stone at p belongs to the group.
  bool contains(const board::Board& b, Point p) const {
    return b.stringAt(p) != core::kNoPoint && m_member[b.stringAt(p)] != 0;
  }
  /// Heads of the member strings (in the order they joined).
  const std::vector<Point>& heads() const { return m_heads; }
  /// Opponent strings found dead next to the group (heads; their capture is a link).
  const std::vector<Point>& deadStrings() const { return m_dead; }
  /// True when p is adjacent to a stone of the group.
  bool touches(const board::Board& b, Point p) const;
  /// True when the point is a liberty reserved by one of the group's two-liberty links.
  bool reserved(Point p) const { return m_reserved[p] != 0; }

 private:
  bool tryJoin(const board::Board& b, Point head);
  void add(Point head);
  void joinAroundDead(const board::Board& b, Point deadHead, std::vector<Point>& pending);

  Color m_color = Color::Empty;
  std::array<uint8_t, core::kMaxArea> m_member{};    // by string head
  std::array<uint8_t, core::kMaxArea> m_reserved{};  // by point
  std::array<uint8_t, core::kMaxArea> m_checked{};   // opponent heads asked about
  std::vector<Point> m_heads;
  std::vector<Point> m_dead;
};

/// Points adjacent to both groups that are liberties of both (empty): the places where one
/// move joins them.
void commonLiberties(const board::Board& b, const LinkedGroup& g1, const LinkedGroup& g2,
                     std::vector<Point>& out);

/// Opponent strings next to both groups (heads, each once): the stones that cut them.
void cuttingStrings(const board::Board& b, const LinkedGroup& g1, const LinkedGroup& g2,
                    std::vector<Point>& out);

}  // namespace connect
