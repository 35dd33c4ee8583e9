// Candidate move generators of the reader: liberties, captures of neighbours (breaking the
// chain), rescues of the attacker's own strings, backfilling, nets, second-order liberties.
#include <algorithm>
#include <vector>

#include "engine/worm/reader.h"

namespace worm {

using core::kDirections;
using core::opponent;

void Reader::addLiberties(Point str, MoveList& moves) const {
  core::PointList libs;
  m_board.liberties(str, libs);
  for (Point p : libs) moves.add(p);
}

void Reader::addCaptures(Point str, std::initializer_list<int> steps, MoveList& moves) const {
  core::PointList enemies, libs;
  m_board.adjacentStrings(str, enemies, *(steps.end() - 1));
  int done = 0;  // neighbours with at most this many liberties are in already
  for (int most : steps) {
    for (Point e : enemies) {
      const int count = m_board.libertyCount(e);
      if (count <= done || count > most) continue;
      libs.clear();
      m_board.liberties(e, libs);
      for (Point p : libs) moves.add(p);
    }
    done = most;
  }
}

void Reader::addAtariRescue(Point str, Point skip, MoveList& moves) const {
  // The string's last liberty, and the last liberties of the neighbours in atari that
  // capturing would give it room (all but `skip`).
  core::PointList lib, around;
  m_board.liberties(str, lib);
  moves.add(lib[0]);
  m_board.adjacentStrings(str, around, 1);
  for (Point a : around) {
    if (a == skip) continue;
    lib.clear();
    m_board.liberties(a, lib);
    moves.add(lib[0]);
  }
}

void Reader::addOwnAtariRescues(Point str, MoveList& moves) const {
  // The attacker's strings in atari next to str, saved (capturing str is the attack itself).
  core::PointList enemies;
  m_board.adjacentStrings(str, enemies, 1);
  const Point head = m_board.stringAt(str);
  for (Point e : enemies) addAtariRescue(e, head, moves);
}

void Reader::addCounterAtaris(Point str, MoveList& moves) const {
  // The defender's last move put an attacker string beside str in atari and has two
  // liberties itself: the attacker's atari on it, answering threat with threat
  // (reading.tst 12). At the root, any such threatening string.
  core::PointList endangered, threats, theirs;
  m_board.adjacentStrings(str, endangered, 1);
  const Point head = m_board.stringAt(str);
  for (Point e : endangered) {
    threats.clear();
    m_board.adjacentStrings(e, threats, 2);
    for (Point t : threats) {
      if (t == head || m_board.libertyCount(t) != 2) continue;
      if (m_lastMove != core::kNoPoint && !m_board.sameString(m_lastMove, t)) continue;
      theirs.clear();
      m_board.liberties(t, theirs);
      for (Point q : theirs) moves.add(q);
    }
  }
}

void Reader::addSecondaryRescues(Point str, int maxLibs, MoveList& moves) const {
  // The attacker's last move (at the root: any move) put another defender string in atari
  // next to an attacker string around str: saving it keeps that attacker string short of
  // liberties, so the race next door is won.
  core::PointList enemies, friends;
  m_board.adjacentStrings(str, enemies, maxLibs);
  const Point head = m_board.stringAt(str);
  for (Point e : enemies) {
    friends.clear();
    m_board.adjacentStrings(e, friends, 1);
    for (Point f : friends) {
      if (f == head) continue;
      if (m_lastMove == core::kNoPoint || touches(m_lastMove, f))
        addAtariRescue(f, core::kNoPoint, moves);
    }
  }
}

void Reader::addLadderChase(Point str, MoveList& moves) const {
  // The attacker's last move ran a string of four or more stones beside str out of atari
  // to two liberties: the defender goes on chasing it (a ladder on the attacker's string)
  // below the depth where other two-liberty neighbours are no longer attacked.
  if (m_lastMove == core::kNoPoint || !isStone(m_board.at(m_lastMove))) return;
  if (m_board.at(m_lastMove) == m_board.at(str) || m_board.libertyCount(m_lastMove) != 2) return;
  if (m_board.stringSize(m_lastMove) < 4) return;
  core::PointList libs;
  m_board.liberties(m_lastMove, libs);
  // Out of atari: both liberties are new, beside the last move.
  for (Point q : libs)
    if (std::find(kDirections.begin(), kDirections.end(), q - m_lastMove) == kDirections.end())
      return;
  core::PointList enemies;
  m_board.adjacentStrings(str, enemies, 2);
  if (!enemies.contains(m_board.stringAt(m_lastMove))) return;
  for (Point q : libs) moves.add(q);
}

void Reader::addLibertyRescues(Point str, MoveList& moves) const {
  // Attacker strings in atari next to a liberty of str: capturing a defender string in
  // atari around them gives them room, so the liberty becomes playable.
  const Color attacker = opponent(m_board.at(str));
  core::PointList libs;
  m_board.liberties(str, libs);
  for (Point lib : libs)
    for (int d : kDirections) {
      const Point n = static_cast<Point>(lib + d);
      if (m_board.at(n) != attacker || m_board.libertyCount(n) != 1) continue;
      core::PointList around;
      m_board.adjacentStrings(n, around);
      for (Point a : around) {
        if (m_board.sameString(a, str) || m_board.libertyCount(a) != 1) continue;
        core::PointList l1;
        m_board.liberties(a, l1);
        moves.add(l1[0]);
      }
    }
}

void Reader::addOwnWeakRescues(Point str, Point near, MoveList& moves) const {
  // Attacker strings next to str that are short of liberties themselves: the attacker
  // may first extend them or take liberties from the defender's strings that squeeze them
  // (a capturing race seen from the attacker). With `near` on the board, only the strings
  // touching that point (the defender's last move) or its string count.
  core::PointList neighbours;
  m_board.adjacentStrings(str, neighbours);
  const Point head = m_board.stringAt(str);
  const Point nearString = near != core::kNoPoint && isStone(m_board.at(near)) &&
                                   m_board.libertyCount(near) <= 2
                               ? m_board.stringAt(near)
                               : core::kNoPoint;
  for (Point a : neighbours) {
    const int libs = m_board.libertyCount(a);
    if (libs > 2) continue;
    core::PointList squeezers;
    m_board.adjacentStrings(a, squeezers);
    if (near != core::kNoPoint && !touches(near, a) && !squeezers.contains(nearString)) continue;
    core::PointList own;
    m_board.liberties(a, own);
    for (Point q : own) moves.add(q);
    for (Point e : squeezers) {
      if (e == head || m_board.libertyCount(e) > libs + 1) continue;
      core::PointList theirs;
      m_board.liberties(e, theirs);
      for (Point q : theirs) moves.add(q);
    }
  }
}

void Reader::addBroadCandidates(Point str, bool outerRing, MoveList& moves) const {
  // Liberties of the strings around str (and, with outerRing, of their neighbours: the
  // attacker may win a race next door; a far capture rarely saves str), empty points within
  // two steps of a liberty: the tesuji space searched only at the top of a question.
  core::PointList ring1;
  m_board.adjacentStrings(str, ring1);
  core::PointList ring2;
  for (Point s : ring1) {
    if (m_board.libertyCount(s) > 4) continue;
    core::PointList libs;
    m_board.liberties(s, libs);
    for (Point q : libs) moves.add(q);
    if (outerRing) m_board.adjacentStrings(s, ring2);
  }
  for (Point s : ring2) {
    if (m_board.libertyCount(s) > 3 || m_board.sameString(s, str)) continue;
    core::PointList libs;
    m_board.liberties(s, libs);
    for (Point q : libs) moves.add(q);
  }
  core::PointList libs;
  m_board.liberties(str, libs);
  for (Point lib : libs)
    for (int d : core::kDirections) {
      const Point n = static_cast<Point>(lib + d);
      if (m_board.at(n) != Color::Empty) continue;
      moves.add(n);
      for (int e : core::kDirections) {
        const Point m = static_cast<Point>(n + e);
        if (m_board.at(m) == Color::Empty) moves.add(m);
      }
    }
}

bool Reader::isSelfAtari(Point p, Color c) {
  board::ScopedMove mv(m_board, p, c);
  if (!mv) return true;
  return m_board.libertyCount(p) == 1 && m_board.lastCaptureCount() == 0;
}

bool Reader::hasTwoSealedEyes(Point str) const {
  if (m_board.libertyCount(str) != 2) return false;
  const Color defender = m_board.at(str);
  // Most strings fail at once: a liberty next to an empty point or an attacker stone.
  for (Point q = str;;) {
    for (int d : kDirections) {
      const Point lib = static_cast<Point>(q + d);
      if (m_board.at(lib) != Color::Empty) continue;
      for (int e : kDirections) {
        const Color c = m_board.at(static_cast<Point>(lib + e));
        if (c == Color::Empty || c == opponent(defender)) return false;
      }
    }
    q = m_board.nextStone(q);
    if (q == str) break;
  }
  core::PointList libs;
  m_board.liberties(str, libs);
  for (Point lib : libs) {
    for (int d : kDirections) {
      const Point n = static_cast<Point>(lib + d);
      const Color c = m_board.at(n);
      if (c == Color::Empty || c == opponent(defender)) return false;
      if (c != defender || m_board.sameString(n, str)) continue;
      core::PointList theirs;
      m_board.liberties(n, theirs);
      if (theirs != libs) return false;
    }
  }
  return true;
}

void Reader::addBackfill(Point str, MoveList& moves) {
  const Color attacker = opponent(m_board.at(str));
  core::PointList libs;
  m_board.liberties(str, libs);
  for (Point lib : libs) {
    if (m_board.check(lib, attacker) == board::MoveError::Ko) continue;
    if (!isSelfAtari(lib, attacker)) continue;
    for (int d : kDirections) {
      const Point n = static_cast<Point>(lib + d);
      if (m_board.at(n) == Color::Empty) {
        moves.add(n);
      } else if (m_board.at(n) == attacker && m_board.libertyCount(n) <= 2) {
        core::PointList own;
        m_board.liberties(n, own);
        for (Point q : own) moves.add(q);
      }
    }
  }
}

void Reader::shortNeighbourLiberties(Point str, core::PointList& libs,
                                     core::PointList& owners) const {
  core::PointList neighbours;
  m_board.adjacentStrings(str, neighbours);
  for (Point n : neighbours) {
    if (m_board.libertyCount(n) > 2) continue;
    core::PointList theirs;
    m_board.liberties(n, theirs);
    for (Point lib : theirs) {
      libs.push_back(lib);
      owners.push_back(n);
    }
  }
}

void Reader::addShortStringsAround(Point lib, Color owner, Point skip, MoveList& moves) const {
  // The liberties (but lib) of the strings of `owner` with two liberties or fewer that touch
  // lib, other than the string at skip.
  for (int d : kDirections) {
    const Point a = static_cast<Point>(lib + d);
    if (m_board.at(a) != owner || m_board.sameString(a, skip)) continue;
    if (m_board.libertyCount(a) > 2) continue;
    core::PointList theirs;
    m_board.liberties(a, theirs);
    for (Point q : theirs)
      if (q != lib) moves.add(q);
  }
}

void Reader::addChainApproaches(Point str, MoveList& moves) const {
  // A neighbour of str with two liberties or fewer whose liberty the defender cannot play
  // (suicide): the liberties of the attacker strings of at most two liberties around that
  // point. Taking them makes the point playable, often as a ko in a capturing race.
  const Color defender = m_board.at(str);
  core::PointList libs, owners;
  shortNeighbourLiberties(str, libs, owners);
  for (size_t i = 0; i < libs.size(); ++i)
    if (!m_board.isLegal(libs[i], defender))
      addShortStringsAround(libs[i], opponent(defender), owners[i], moves);
}

void Reader::addSafeApproaches(Point str, MoveList& moves) {
  // A neighbour of str with two liberties or fewer whose liberty the defender can play only
  // as a self-atari: the liberties of the defender's short strings beside that point, so
  // that the approach no longer loses its stones (reading.tst 188).
  const Color defender = m_board.at(str);
  core::PointList libs, owners;
  shortNeighbourLiberties(str, libs, owners);
  for (Point lib : libs) {
    // Cheap tests first: an approach with two empty neighbours or beside a defender string
    // of three liberties is no self-atari; without a short friend beside it there is
    // nothing to extend.
    int empty = 0;
    bool shortFriend = false, longFriend = false;
    for (int d : kDirections) {
      const Point a = static_cast<Point>(lib + d);
      if (m_board.at(a) == Color::Empty) ++empty;
      if (m_board.at(a) != defender) continue;
      if (m_board.libertyCount(a) > 2)
        longFriend = true;
      else if (!m_board.sameString(a, str))
        shortFriend = true;
    }
    if (empty >= 2 || longFriend || !shortFriend) continue;
    if (m_board.isLegal(lib, defender) && isSelfAtari(lib, defender))
      addShortStringsAround(lib, defender, str, moves);
  }
}

void Reader::addEdgeClosings(Point str, MoveList& moves) const {
  // The empty second-line points next to a first-line liberty: played there, the attacker
  // stops the string from running along the edge (reading.tst 63).
  core::PointList libs;
  m_board.liberties(str, libs);
  const core::Geometry& geo = m_board.geometry();
  for (Point lib : libs) {
    if (geo.edgeDistance(lib) != 0) continue;
    for (int d : kDirections) {
      const Point n = static_cast<Point>(lib + d);
      if (m_board.at(n) == Color::Empty && geo.edgeDistance(n) == 1) moves.add(n);
    }
  }
}

void Reader::addNetMoves(Point str, MoveList& moves) const {
  // Empty points next to two or more liberties (the diagonal net / geta of find_cap2).
  core::PointList libs;
  m_board.liberties(str, libs);
  for (Point lib : libs)
    for (int d : core::kDirections) {
      const Point n = static_cast<Point>(lib + d);
      if (m_board.at(n) != Color::Empty || moves.contains(n)) continue;
      int touching = 0;
      for (int e : core::kDirections)
        touching += std::binary_search(libs.begin(), libs.end(), static_cast<Point>(n + e)) ? 1 : 0;
      if (touching >= 2) moves.add(n);
    }
}

void Reader::addFriendLiberties(Point str, int maxLibs, MoveList& moves) const {
  // Strings of the defender that touch a liberty: extending there joins them, so their
  // own liberties count too.
  addLibertiesOfNeighbours(str, maxLibs, m_board.at(str), moves);
}

void Reader::addLibertyNeighbours(Point str, int maxLibs, MoveList& moves) const {
  // Short-of-liberty strings (either color, not str) touching a liberty of str: taking or
  // giving them liberties changes who can fill that liberty.
  addLibertiesOfNeighbours(str, maxLibs, Color::Empty, moves);
}

void Reader::addLibertiesOfNeighbours(Point str, int maxLibs, Color only, MoveList& moves) const {
  // The liberties of the strings (of color `only`, or of either color when Empty) with at
  // most maxLibs liberties that touch a liberty of str.
  const Point head = m_board.stringAt(str);
  core::PointList libs, theirs;
  forLibertyNeighbours(str, libs, [&](Point n) {
    const Color c = m_board.at(n);
    if (!isStone(c) || (only != Color::Empty && c != only) || m_board.stringAt(n) == head)
      return;
    if (m_board.libertyCount(n) > maxLibs) return;
    theirs.clear();
    m_board.liberties(n, theirs);
    for (Point q : theirs) moves.add(q);
  });
}

void Reader::addRaceLiberties(Point str, MoveList& moves) const {
  // The liberties of the attacker's strings that share two or more liberties with str and
  // have at most one liberty more: the race for those shared liberties is won outside.
  core::PointList libs, theirs, seen;
  const Color attacker = opponent(m_board.at(str));
  forLibertyNeighbours(str, libs, [&](Point n) {
    const int most = static_cast<int>(libs.size()) + 1;
    if (m_board.at(n) != attacker) return;
    const Point head = m_board.stringAt(n);
    if (seen.contains(head) || m_board.libertyCount(n) > most) return;
    seen.push_back(head);
    theirs.clear();
    m_board.liberties(n, theirs);
    int shared = 0;
    for (Point q : theirs) shared += libs.contains(q) ? 1 : 0;
    if (shared < 2) return;
    for (Point q : theirs) moves.add(q);
  });
}

void Reader::addSecondOrderLiberties(Point str, MoveList& moves) const {
  core::PointList libs;
  forLibertyNeighbours(str, libs, [&](Point n) {
    if (m_board.at(n) == Color::Empty) moves.add(n);
  });
}

void Reader::addEyeVitalPoints(Point str, MoveList& moves) const {
  // Empty points, not liberties of str, whose every neighbour is a liberty of str (two at
  // least) or str itself: the points inside the eye space its liberties make that split
  // or spoil it (the bent three in the corner).
  core::PointList libs;
  forLibertyNeighbours(str, libs, [&](Point n) {
    if (m_board.at(n) != Color::Empty || libs.contains(n)) return;
    int touching = 0;
    bool inside = true;
    for (int e : kDirections) {
      const Point q = static_cast<Point>(n + e);
      if (libs.contains(q))
        ++touching;
      else if (m_board.onBoard(q) && !m_board.sameString(q, str))
        inside = false;
    }
    if (inside && touching >= 2) moves.add(n);
  });
}

}  // namespace worm
