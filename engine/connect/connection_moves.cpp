// Candidate moves of the connection search: joins, captures of cutting stones, rescues and
// attacks of short-of-liberty strings, and the points on the shortest ways between the two
// groups (connection distance).
#include <algorithm>
#include <vector>

#include "engine/connect/connection.h"
#include "engine/connect/connection_view.h"

namespace connect {

using core::kDirections;
using core::opponent;
using worm::kLose;
using worm::kWin;
using worm::MoveList;

namespace {

// Adds p with a score, or raises the score of p when it is listed already.
void addScored(MoveList& moves, Point p, int score) {
  if (p == core::kNoPoint) return;
  for (int i = 0; i < moves.size; ++i)
    if (moves.points[i] == p) {
      if (moves.scores[i] < score) moves.scores[i] = score;
      return;
    }
  if (moves.size >= MoveList::kMax) return;
  moves.points[moves.size] = p;
  moves.scores[moves.size] = score;
  ++moves.size;
}

}  // namespace

void ConnectionReader::rewardMove(int side, Point p) {
  if (p == core::kNoPoint) return;
  uint8_t& h = m_history[static_cast<size_t>(side)][static_cast<size_t>(p)];
  if (h < kHistoryMax) ++h;
}

void ConnectionReader::sortMoves(MoveList& moves, int side) {
  // Moves that refuted the other side elsewhere in this question come first within their
  // kind (the history heuristic).
  if (side >= 0)
    for (int i = 0; i < moves.size; ++i)
      moves.scores[i] += m_history[static_cast<size_t>(side)][static_cast<size_t>(moves.points[i])];
  moves.sortByScore();
}

namespace {

// The moves that play on a point of a join: the point itself when empty, the capturing move
// or else the liberties of an opponent string when the join runs through its stones.
void movesAt(const board::Board& b, const std::vector<std::pair<Point, Point>>& captures, Point p,
             core::PointList& out) {
  out.clear();
  if (b.at(p) == Color::Empty) {
    out.push_back(p);
    return;
  }
  for (const auto& c : captures)
    if (b.sameString(c.first, p)) {
      out.push_back(c.second);
      return;
    }
  b.liberties(p, out);
}

}  // namespace

void ConnectionReader::addDistanceMoves(View& v, int maxSum, MoveList& moves, int score, int most) {
  if (v.minSum > maxSum) return;
  if (most < 0) most = m_limits.distanceMoves;
  int added = 0;
  core::PointList here;
  for (int sum = v.minSum; sum <= maxSum && added < most; ++sum)
    for (Point p : v.distA) {
      if (added >= most) break;
      if (m_board.at(p) == m_owner || v.sumAt(p) != sum) continue;
      movesAt(m_board, v.captures, p, here);
      for (Point q : here) {
        addScored(moves, q, score - 10 * (sum - v.minSum));
        ++added;
      }
    }
}

Point ConnectionReader::middleOfJoin(View& v) const {
  Point best = core::kNoPoint;
  int bestKey = 1 << 30;
  for (Point p : v.distA) {
    if (m_board.at(p) != Color::Empty) continue;
    const int sum = v.sumAt(p);
    if (sum >= DistanceMap::kFar) continue;
    const int gap = v.distA.at(p) - v.distB.at(p);
    const int key = 100 * sum + (gap < 0 ? -gap : gap);
    if (key < bestKey) {
      bestKey = key;
      best = p;
    }
  }
  return best;
}

void ConnectionReader::addCaptureJoins(const View& v, MoveList& moves) {
  std::vector<Point> cutters;
  cuttingStrings(m_board, v.groupA, v.groupB, cutters);
  core::PointList l;
  for (Point c : cutters) {
    const int libs = m_board.libertyCount(c);
    if (libs > 2) continue;
    l.clear();
    m_board.liberties(c, l);
    if (libs == 1) {
      addScored(moves, l[0], 900);
      continue;
    }
    const ReadResult r = ladderAttack(c, "cutter");
    if (r.code == kWin) addScored(moves, r.move, 800);
    for (Point p : l) addScored(moves, p, 550);
  }
}

void ConnectionReader::addWeakStringMoves(const View& v, bool forOwner, MoveList& moves) {
  (void)v;
  for (Point s : {m_a, m_b}) {
    const int libs = m_board.libertyCount(s);
    if (libs > 2) continue;
    if (forOwner) {
      // A string the opponent can take: the owner's defense is a candidate.
      const ReadResult att = tacticalAttack(s, "weak");
      if (att.code == kLose) continue;
      const ReadResult def = tacticalDefense(s, "weak");
      if (def.code > kLose) addScored(moves, def.move, 700);
    } else {
      core::PointList l;
      m_board.liberties(s, l);
      for (Point p : l) addScored(moves, p, 600);
    }
  }
}

void ConnectionReader::addCutterMoves(const View& v, bool forOwner, MoveList& moves) {
  (void)forOwner;
  std::vector<Point> cutters;
  cuttingStrings(m_board, v.groupA, v.groupB, cutters);
  core::PointList l, around;
  for (Point c : cutters) {
    if (m_board.libertyCount(c) > 2) continue;
    const ReadResult def = tacticalDefense(c, "cutter");
    if (def.code > kLose) addScored(moves, def.move, 800);
    l.clear();
    m_board.liberties(c, l);
    for (Point p : l) addScored(moves, p, 550);
    // The owner's strings in atari next to the cutter: taking one first wins the race.
    around.clear();
    m_board.adjacentStrings(c, around);
    for (Point s : around) {
      if (m_board.libertyCount(s) != 1) continue;
      l.clear();
      m_board.liberties(s, l);
      addScored(moves, l[0], 750);
    }
  }
}

void ConnectionReader::addShortStringAttacks(const View& v, MoveList& moves) {
  core::PointList around, libs;
  for (const LinkedGroup* g : {&v.groupA, &v.groupB})
    for (Point h : g->heads()) {
      around.clear();
      m_board.adjacentStrings(h, around);
      for (Point e : around) {
        if (m_board.libertyCount(e) > 3) continue;
        libs.clear();
        m_board.liberties(e, libs);
        for (Point p : libs) addScored(moves, p, 485);
      }
    }
}

void ConnectionReader::addStringJoins(MoveList& moves) {
  core::PointList libs;
  for (Point s : {m_a, m_b}) {
    if (m_board.libertyCount(s) != 2) continue;
    libs.clear();
    m_board.liberties(s, libs);
    for (Point p : libs)
      for (int d : core::kDirections) {
        const Point n = static_cast<Point>(p + d);
        if (m_board.at(n) == m_owner && !m_board.sameString(n, s)) addScored(moves, p, 490);
      }
  }
}

void ConnectionReader::addJoinCutterDefenses(View& v, MoveList& moves) {
  const int maxSum = 2 * v.movesNeeded();
  std::vector<Point> asked;
  for (Point p : v.distA) {
    if (m_board.at(p) != opponent(m_owner) || m_board.libertyCount(p) > 2) continue;
    if (v.sumAt(p) > maxSum) continue;
    const Point h = m_board.stringAt(p);
    if (std::find(asked.begin(), asked.end(), h) != asked.end()) continue;
    asked.push_back(h);
    const ReadResult def = tacticalDefense(h, "join cutter");
    if (def.code > kLose) addScored(moves, def.move, 800);
  }
}

void ConnectionReader::addCutterAttacks(const View& v, MoveList& moves) {
  std::vector<Point> cutters;
  cuttingStrings(m_board, v.groupA, v.groupB, cutters);
  core::PointList libs;
  for (Point c : cutters) {
    if (m_board.libertyCount(c) > 3) continue;
    libs.clear();
    m_board.liberties(c, libs);
    for (Point p : libs) addScored(moves, p, 485);
  }
}

void ConnectionReader::connectorMoves(View& v, MoveList& moves) {
  if (v.connected) {
    // At the root of a connected pair: name a move from the two strings themselves.
    v.groupA.grow(m_board, m_a, DeadTest(), 1);
    v.groupB.grow(m_board, m_b, DeadTest(), 1);
    v.connected = false;
    v.costs.reset(m_board, m_owner);
    v.distA.compute(m_board, v.costs, v.groupA, 12);
    v.distB.compute(m_board, v.costs, v.groupB, 12);
    v.minSum = DistanceMap::kFar;
    for (Point p : v.distA)
      if (m_board.at(p) != m_owner) v.minSum = std::min(v.minSum, v.sumAt(p));
  }
  std::vector<Point> joins;
  commonLiberties(m_board, v.groupA, v.groupB, joins);
  for (Point p : joins) addScored(moves, p, 1000);
  addCaptureJoins(v, moves);
  addWeakStringMoves(v, true, moves);
  if (m_ko.stackp == 0) {
    // The root tries every short string attack and every point of the joins up to two
    // moves longer than the shortest (a count cap would drop points of one length in
    // board order: the edge hane beside a cutting stone, say).
    addShortStringAttacks(v, moves);
    addStringJoins(moves);
    addDistanceMoves(v, v.minSum + 4, moves, 500, MoveList::kMax);
  } else if (v.movesNeeded() >= m_limits.farMoves) {
    // Too far for a direct join: only attacks on the short strings between can help.
    addShortStringAttacks(v, moves);
  } else {
    // The owner's move must leave a join shorter than a cut.
    addDistanceMoves(v, std::max(v.minSum, 2 * m_limits.cutMoves), moves, 500);
  }
  sortMoves(moves, 0);
}

void ConnectionReader::disconnectorMoves(View& v, MoveList& moves) {
  std::vector<Point> joins;
  commonLiberties(m_board, v.groupA, v.groupB, joins);
  for (Point p : joins) addScored(moves, p, 1000);
  addCutterMoves(v, false, moves);
  addWeakStringMoves(v, false, moves);
  // The opponent must stop every join as short as the shortest.
  addDistanceMoves(v, 2 * v.movesNeeded(), moves, 500);
  // At the root the opponent may also save a short string of its own that such a join
  // runs through (the owner would join by capturing it). Deeper down the extra tactical
  // questions and candidates took more of the budget than they won.
  if (m_ko.stackp == 0) addJoinCutterDefenses(v, moves);
  sortMoves(moves, 1);
}

}  // namespace connect
