#include "engine/connect/connection_links.h"

#include <algorithm>
#include <vector>

#include "engine/core/point_list.h"

namespace connect {

using core::kDirections;
using core::opponent;

bool isProtectedPoint(const board::Board& b, Point p, Color c) {
  const Color d = opponent(c);
  // The opponent's stone at p: its liberties are p's empty neighbours plus those of the
  // opponent strings it joins; a capture of a c string in atari gives it room.
  Point libs[2];
  int count = 0;
  auto addLib = [&](Point l) {
    if (l == p) return;
    for (int i = 0; i < count; ++i)
      if (libs[i] == l) return;
    if (count < 2) libs[count] = l;
    ++count;
  };
  for (int dir : kDirections) {
    const Point n = static_cast<Point>(p + dir);
    const Color nc = b.at(n);
    if (nc == Color::Empty) {
      addLib(n);
    } else if (nc == c) {
      if (b.libertyCount(n) == 1) return false;  // the stone would capture
    } else if (nc == d) {
      if (b.libertyCount(n) >= 3) return false;
      core::PointList l;
      b.liberties(n, l);
      for (Point q : l) addLib(q);
    }
    if (count >= 2) return false;
  }
  return true;
}

bool LinkedGroup::touches(const board::Board& b, Point p) const {
  for (int dir : kDirections) {
    const Point n = static_cast<Point>(p + dir);
    if (b.at(n) == m_color && m_member[b.stringAt(n)] != 0) return true;
  }
  return false;
}

void LinkedGroup::add(Point head) {
  m_member[head] = 1;
  m_heads.push_back(head);
}

namespace {

// The opponent's stone at l leaves the owner's strings next to it able to answer at
// `partner`: every one of them in atari after it (two liberties now) has partner as its
// other liberty. Otherwise the stone gains a tempo and the pair l, partner is no link.
bool answeredAt(const board::Board& b, Point l, Point partner, Color c) {
  core::PointList libs;
  for (int dir : kDirections) {
    const Point n = static_cast<Point>(l + dir);
    if (b.at(n) != c || b.libertyCount(n) > 2) continue;
    if (b.libertyCount(n) < 2) return false;
    libs.clear();
    b.liberties(n, libs);
    const Point other = libs[0] == l ? libs[1] : libs[0];
    if (other != partner) return false;
  }
  return true;
}

}  // namespace

bool LinkedGroup::tryJoin(const board::Board& b, Point head) {
  if (b.libertyCount(head) < 2) return false;
  core::PointList libs;
  b.liberties(head, libs);
  std::vector<Point> shared;
  for (Point l : libs) {
    if (!touches(b, l)) continue;
    if (isProtectedPoint(b, l, m_color)) return true;
    if (m_reserved[l] == 0) shared.push_back(l);
  }
  // Two shared liberties are a link when the opponent's stone at either is answered at
  // the other.
  for (size_t i = 0; i < shared.size(); ++i)
    for (size_t j = i + 1; j < shared.size(); ++j) {
      if (!answeredAt(b, shared[i], shared[j], m_color) ||
          !answeredAt(b, shared[j], shared[i], m_color))
        continue;
      m_reserved[shared[i]] = 1;
      m_reserved[shared[j]] = 1;
      return true;
    }
  return false;
}

void LinkedGroup::joinAroundDead(const board::Board& b, Point deadHead,
                                 std::vector<Point>& pending) {
  m_dead.push_back(deadHead);
  core::PointList around;
  b.adjacentStrings(deadHead, around);
  for (Point t : around) {
    const Point h = b.stringAt(t);
    if (m_member[h] != 0) continue;
    add(h);
    pending.push_back(h);
  }
}

void LinkedGroup::grow(const board::Board& b, Point start, const DeadTest& dead, int maxStrings) {
  m_color = b.at(start);
  m_member.fill(0);
  m_reserved.fill(0);
  m_checked.fill(0);
  m_heads.clear();
  m_dead.clear();
  std::vector<Point> pending;
  add(b.stringAt(start));
  pending.push_back(b.stringAt(start));
  while (!pending.empty() && static_cast<int>(m_heads.size()) < maxStrings) {
    const Point s = pending.back();
    pending.pop_back();
    // Opponent strings next to s that cannot be saved link everything around them.
    core::PointList enemies;
    b.adjacentStrings(s, enemies);
    for (Point e : enemies) {
      const Point h = b.stringAt(e);
      if (m_checked[h] != 0 || b.libertyCount(h) > 2 || !dead) continue;
      // Only a string that also touches a friendly string outside the group can link.
      core::PointList around;
      b.adjacentStrings(h, around);
      bool outsider = false;
      for (Point t : around) outsider = outsider || m_member[b.stringAt(t)] == 0;
      if (!outsider) continue;
      m_checked[h] = 1;
      if (dead(h)) joinAroundDead(b, h, pending);
    }
    // Friendly strings next to a liberty of s: candidates sharing liberties with the group.
    core::PointList libs;
    b.liberties(s, libs);
    for (Point l : libs)
      for (int dir : kDirections) {
        const Point n = static_cast<Point>(l + dir);
        if (b.at(n) != m_color || m_member[b.stringAt(n)] != 0) continue;
        const Point h = b.stringAt(n);
        if (!tryJoin(b, h)) continue;
        add(h);
        pending.push_back(h);
      }
  }
}

void commonLiberties(const board::Board& b, const LinkedGroup& g1, const LinkedGroup& g2,
                     std::vector<Point>& out) {
  core::PointList libs;
  for (Point h : g1.heads()) {
    libs.clear();
    b.liberties(h, libs);
    for (Point l : libs)
      if (g2.touches(b, l) && std::find(out.begin(), out.end(), l) == out.end()) out.push_back(l);
  }
}

void cuttingStrings(const board::Board& b, const LinkedGroup& g1, const LinkedGroup& g2,
                    std::vector<Point>& out) {
  core::PointList around;
  for (Point h : g1.heads()) {
    around.clear();
    b.adjacentStrings(h, around);
    for (Point e : around) {
      const Point eh = b.stringAt(e);
      bool seen = false;
      for (Point o : out) seen = seen || o == eh;
      if (seen) continue;
      core::PointList other;
      b.adjacentStrings(eh, other);
      for (Point t : other)
        if (g2.contains(b, t)) {
          out.push_back(eh);
          break;
        }
    }
  }
}

}  // namespace connect
