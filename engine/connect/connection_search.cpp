// ConnectionReader: the questions, the search (owner and opponent nodes), cache and budget.
#include <algorithm>
#include <string>

#include "engine/connect/connection.h"
#include "engine/connect/connection_view.h"
#include "engine/core/check.h"
#include "engine/core/zobrist.h"

namespace connect {

using core::kNoPoint;
using core::kPass;
using core::opponent;
using worm::kKoA;
using worm::kKoB;
using worm::kLose;
using worm::kWin;
using worm::reverseCode;

ConnectionReader::ConnectionReader(board::Board& board, worm::Reader& tactics,
                                   worm::ReadingCache& cache, const ConnectionLimits& limits,
                                   worm::Tracer* tracer)
    : m_board(board), m_tactics(tactics), m_cache(cache), m_limits(limits), m_tracer(tracer) {
  uint64_t s = (static_cast<uint64_t>(limits.nodeBudget) << 32) ^
               (static_cast<uint64_t>(limits.maxDepth) << 16) ^
               (static_cast<uint64_t>(limits.koDepth) << 8) ^
               static_cast<uint64_t>(limits.distanceMoves) ^
               (static_cast<uint64_t>(limits.cutMoves) << 48) ^
               (static_cast<uint64_t>(limits.farMoves) << 52) ^ 0x636f6e6e656374ull;
  m_salt = core::splitmix64(s);
}

ReadResult ConnectionReader::connect(Point a, Point b) {
  return topLevel(kFnConnect, a, b);
}

ReadResult ConnectionReader::disconnect(Point a, Point b) {
  return topLevel(kFnDisconnect, a, b);
}

ReadResult ConnectionReader::topLevel(int fn, Point a, Point b) {
  GX_CHECK(isStone(m_board.at(a)) && m_board.at(a) == m_board.at(b),
           "connection reading needs two stones of one colour\n" + m_board.toAscii());
  const int savedDepth = m_board.depth();
  m_a = a;
  m_b = b;
  m_owner = m_board.at(a);
  m_ko = worm::KoRules{};
  m_ko.koDepth = m_limits.koDepth;
  m_startNodes = m_nodes;
  m_startTactics = m_tactics.nodes();
  m_nodeLimit = static_cast<uint64_t>(m_limits.nodeBudget);
  for (auto& h : m_history) h.fill(0);
  m_budgetHit = false;
  m_rootFn = fn;
  ReadResult r;
  if (m_board.sameString(a, b)) {
    r.code = fn == kFnConnect ? kWin : kLose;
    r.move = kPass;
    return r;
  }
  r.code = fn == kFnConnect ? connectNode(&r.move) : disconnectNode(&r.move);
  GX_CHECK(m_board.depth() == savedDepth, "connection reader leaked a frame\n" + m_board.toAscii());
  if (r.code == kLose) r.move = kNoPoint;
  return r;
}

uint64_t ConnectionReader::cacheKey(int fn) const {
  uint64_t s = (static_cast<uint64_t>(fn) << 56) ^ (static_cast<uint64_t>(m_rootFn) << 60) ^
               (static_cast<uint64_t>(m_a) << 40) ^ (static_cast<uint64_t>(m_b) << 24) ^
               (static_cast<uint64_t>(m_ko.stackp) << 4) ^ static_cast<uint64_t>(m_ko.komaster);
  return m_board.koHash() ^ core::splitmix64(s) ^ m_salt;
}

void ConnectionReader::trace(const char* what, int code, Point move) {
  if (!m_tracer || !m_tracer->enabled(2)) return;
  const core::Geometry& g = m_board.geometry();
  std::string line;
  for (Point p : m_line) line += g.vertexName(p) + " ";
  m_tracer->line(2, 2 * m_ko.stackp,
                 line + "-> " + what + ": " + std::to_string(worm::gtpCode(code)) +
                     (move != kNoPoint ? " " + g.vertexName(move) : std::string()));
}

template <typename Solve>
int ConnectionReader::cachedNode(int fn, Point* move, int whenOutOfBudget, Solve solve) {
  if (outOfBudget()) {
    m_budgetHit = true;
    return whenOutOfBudget;
  }
  const uint64_t key = cacheKey(fn);
  ReadResult cached;
  if (m_cache.lookup(key, cached)) {
    *move = cached.move;
    return cached.code;
  }
  // A result read with the budget exhausted somewhere below is not stored.
  const bool hitBefore = m_budgetHit;
  m_budgetHit = false;
  const int code = solve();
  if (!m_budgetHit) m_cache.store(key, {code, *move});
  m_budgetHit = m_budgetHit || hitBefore;
  trace(fn == kFnConnect ? "connect" : "disconnect", code, *move);
  return code;
}

int ConnectionReader::connectNode(Point* move) {
  ++m_nodes;
  *move = kNoPoint;
  if (m_board.at(m_a) != m_owner || m_board.at(m_b) != m_owner) return kLose;
  if (m_board.sameString(m_a, m_b)) return kWin;
  return cachedNode(kFnConnect, move, horizonValue(kFnConnect), [&] { return solveConnect(move); });
}

int ConnectionReader::disconnectNode(Point* move) {
  ++m_nodes;
  *move = kNoPoint;
  if (m_board.at(m_a) != m_owner || m_board.at(m_b) != m_owner) return kWin;
  if (m_board.sameString(m_a, m_b)) return kLose;
  return cachedNode(kFnDisconnect, move, horizonValue(kFnDisconnect),
                    [&] { return solveDisconnect(move); });
}

ReadResult ConnectionReader::tacticalAttack(Point str, const char* why) {
  return tactical(kFnTacticalAttack, str, why);
}

ReadResult ConnectionReader::ladderAttack(Point str, const char* why) {
  return tactical(kFnLadderAttack, str, why);
}

ReadResult ConnectionReader::tacticalDefense(Point str, const char* why) {
  return tactical(kFnTacticalDefense, str, why);
}

ReadResult ConnectionReader::tactical(int fn, Point str, const char* why) {
  // The reader does not keep answers it read out of budget; the search asks the same
  // question again and again, so every answer is kept here (keyed by position and string).
  uint64_t s =
      (static_cast<uint64_t>(fn) << 56) ^ (static_cast<uint64_t>(m_board.stringAt(str)) << 32);
  const uint64_t key = m_board.koHash() ^ core::splitmix64(s) ^ m_salt;
  ReadResult r;
  if (m_cache.lookup(key, r)) return r;
  const uint64_t before = m_tactics.nodes();
  if (fn == kFnTacticalDefense)
    r = m_tactics.findDefense(str);
  else if (fn == kFnLadderAttack)
    r = m_tactics.ladderAttack(str);
  else
    r = m_tactics.attack(str);
  traceTactics(fn == kFnTacticalAttack ? "attack"
               : fn == kFnLadderAttack ? "ladder"
                                       : "defend",
               why, str, r, m_tactics.nodes() - before);
  m_cache.store(key, r);
  return r;
}

void ConnectionReader::traceTactics(const char* what, const char* why, Point str,
                                    const ReadResult& r, uint64_t nodes) {
  if (!m_tracer || !m_tracer->enabled(3)) return;
  const core::Geometry& g = m_board.geometry();
  m_tracer->line(3, 2 * m_ko.stackp,
                 std::string(what) + " " + g.vertexName(str) + " (" + why +
                     "): " + std::to_string(worm::gtpCode(r.code)) + ", " + std::to_string(nodes) +
                     " nodes");
}

bool ConnectionReader::deadOpponentString(Point str) {
  if (ladderAttack(str, "dead").code != kWin) return false;
  return tacticalDefense(str, "dead").code == kLose;
}

void ConnectionReader::traceLink(const char* why) {
  if (m_tracer && m_tracer->enabled(3))
    m_tracer->line(3, 2 * m_ko.stackp, std::string("linked: ") + why);
}

void ConnectionReader::analyse(View& v) {
  v.groupA.grow(m_board, m_a, DeadTest());
  v.connected = v.groupA.contains(m_board, m_b);
  if (v.connected) return traceLink("shared liberties");
  v.groupB.grow(m_board, m_b, DeadTest());
  // A cutting string that cannot be saved joins the groups when it is taken.
  std::vector<Point> cutters;
  cuttingStrings(m_board, v.groupA, v.groupB, cutters);
  for (Point c : cutters)
    if (m_board.libertyCount(c) <= 2 && deadOpponentString(c)) {
      v.connected = true;
      return traceLink("dead cutting string");
    }
  if (hasMiai(v)) {
    v.connected = true;
    return traceLink("miai");
  }
  v.costs.reset(m_board, m_owner);
  computeDistances(v);
  // Two-liberty strings near the shortest joins that the owner captures moving first cost
  // one move, not two: the distances are computed again when there are any.
  if (findCaptures(v)) computeDistances(v);
}

void ConnectionReader::computeDistances(View& v) {
  constexpr int kCutoff = 12;
  v.distA.compute(m_board, v.costs, v.groupA, kCutoff);
  v.distB.compute(m_board, v.costs, v.groupB, kCutoff);
  v.minSum = DistanceMap::kFar;
  for (Point p : v.distA) {
    if (m_board.at(p) == m_owner) continue;
    v.minSum = std::min(v.minSum, v.sumAt(p));
  }
}

namespace {

// The opponent's stone at p would put a string of `owner` in atari (it gains a tempo).
bool opponentAtariAt(const board::Board& b, Point p, Color owner) {
  for (int dir : core::kDirections) {
    const Point n = static_cast<Point>(p + dir);
    if (b.at(n) == owner && b.libertyCount(n) <= 2) return true;
  }
  return false;
}

// Capturing the one-stone string e at lib could be answered by a ko recapture: every other
// neighbour of lib holds an opponent stone or is off the board.
bool captureMayBeKo(const board::Board& b, Point e, Point lib, Color owner) {
  if (b.stringSize(e) != 1) return false;
  for (int dir : core::kDirections) {
    const Point n = static_cast<Point>(lib + dir);
    if (n == e) continue;
    const Color c = b.at(n);
    if (c == Color::Empty || c == owner) return false;
  }
  return true;
}

}  // namespace

bool ConnectionReader::hasMiai(const View& v) const {
  const Color cutter = opponent(m_owner);
  std::vector<Point> joins;
  commonLiberties(m_board, v.groupA, v.groupB, joins);
  int ways = 0;
  for (Point p : joins) {
    if (isProtectedPoint(m_board, p, m_owner)) return true;
    if (v.groupA.reserved(p) || v.groupB.reserved(p)) continue;
    if (isProtectedPoint(m_board, p, cutter)) continue;  // the owner's stone would be taken
    if (opponentAtariAt(m_board, p, m_owner)) return false;
    ++ways;
  }
  // Opponent strings in atari next to both groups: each capture joins them.
  core::PointList around, other, libs;
  for (Point h : v.groupA.heads()) {
    around.clear();
    m_board.adjacentStrings(h, around);
    for (Point e : around) {
      if (m_board.libertyCount(e) != 1) continue;
      other.clear();
      m_board.adjacentStrings(e, other);
      bool touchesB = false;
      for (Point t : other) touchesB = touchesB || v.groupB.contains(m_board, t);
      if (!touchesB) continue;
      libs.clear();
      m_board.liberties(e, libs);
      if (std::find(joins.begin(), joins.end(), libs[0]) != joins.end()) continue;
      if (opponentAtariAt(m_board, libs[0], m_owner)) return false;
      if (captureMayBeKo(m_board, e, libs[0], m_owner)) continue;
      joins.push_back(libs[0]);
      ++ways;
    }
  }
  return ways >= 2;
}

bool ConnectionReader::findCaptures(View& v) {
  if (v.minSum >= DistanceMap::kFar) return false;
  bool found = false;
  std::vector<Point> asked;
  for (Point p : v.distA) {
    if (m_board.at(p) != opponent(m_owner) || m_board.libertyCount(p) != 2) continue;
    if (v.sumAt(p) > v.minSum + 4) continue;
    const Point h = m_board.stringAt(p);
    if (std::find(asked.begin(), asked.end(), h) != asked.end()) continue;
    asked.push_back(h);
    const ReadResult r = ladderAttack(h, "capture");
    if (r.code != kWin) continue;
    v.captures.emplace_back(h, r.move);
    v.costs.setString(h, 2);
    found = true;
  }
  return found;
}

bool ConnectionReader::ownerThreatens() {
  if (m_ko.stackp >= m_limits.maxDepth - 2) return false;
  worm::KoMove pass(m_board, m_ko, core::kPass, opponent(m_owner));
  if (!pass) return false;
  m_line.push_back(core::kPass);
  Point reply;
  const int code = connectNode(&reply);
  m_line.pop_back();
  return code != kLose;
}

void ConnectionReader::koCapturesLast(worm::MoveList& moves, Color c) {
  worm::MoveList kos;
  int kept = 0;
  for (int i = 0; i < moves.size; ++i) {
    const Point p = moves.points[i];
    bool ko = false;
    {
      board::ScopedMove mv(m_board, p, c);
      // Not playable now (a ko retake needs a threat first) or a ko capture.
      ko = !mv || m_board.koPoint() != kNoPoint;
    }
    if (ko) {
      kos.points[kos.size] = p;
      kos.scores[kos.size++] = moves.scores[i];
    } else {
      moves.points[kept] = p;
      moves.scores[kept++] = moves.scores[i];
    }
  }
  for (int i = 0; i < kos.size; ++i) {
    moves.points[kept] = kos.points[i];
    moves.scores[kept++] = kos.scores[i];
  }
}

int ConnectionReader::solveConnect(Point* move) {
  View v;
  analyse(v);
  // Deeper than the root a static link is enough; at the root the owner still names a move.
  if (v.connected && m_ko.stackp > 0) return kWin;
  // After the owner's move the join would still need three moves: cut (see solveDisconnect).
  // (The root looks further: the question may be about a join its first move makes short.)
  // Far from a join only the capture of a short cutting string can still join them.
  worm::MoveList moves;
  if (m_ko.stackp > 0 && !v.connected && v.movesNeeded() >= m_limits.cutMoves + 2) {
    if (m_ko.stackp <= 2) addCutterAttacks(v, moves);
    if (moves.size == 0) return kLose;
    sortMoves(moves, 0);
  }
  if (m_ko.stackp >= m_limits.maxDepth) return horizonValue(kFnConnect);
  if (moves.size == 0) connectorMoves(v, moves);
  if (m_ko.stackp == 0) koCapturesLast(moves, m_owner);
  int best = kLose;
  for (int i = 0; i < moves.size && best < kWin; ++i) {
    const Point p = moves.points[i];
    if (m_ko.stackp == 0) shareRootBudget(i, moves.size);
    worm::KoMove mv(m_board, m_ko, p, m_owner);
    if (!mv || mv.cap() <= best) continue;
    Point reply;
    m_line.push_back(p);
    const int code = std::min(mv.cap(), reverseCode(disconnectNode(&reply)));
    m_line.pop_back();
    if (code > best) {
      best = code;
      *move = p;
    }
  }
  if (best == kWin) rewardMove(0, *move);
  return best;
}

int ConnectionReader::solveDisconnect(Point* move) {
  // Capturing either string cuts, whatever links them.
  int best = kLose;
  const int maxLibs = m_ko.stackp == 0 ? 3 : 2;
  for (Point s : {m_a, m_b}) {
    if (m_board.libertyCount(s) > maxLibs) continue;
    const ReadResult r = tacticalAttack(s, "string");
    if (r.code > best) {
      best = r.code;
      *move = r.move;
    }
    if (best == kWin) return kWin;
  }
  View v;
  analyse(v);
  if (v.connected) return best;
  // Three or more moves from a join: the groups count as cut (the move names the middle
  // of the shortest way, for the root's answer).
  if (v.movesNeeded() > m_limits.cutMoves ||
      (v.movesNeeded() == m_limits.cutMoves && !ownerThreatens())) {
    *move = middleOfJoin(v);
    return kWin;
  }
  if (m_ko.stackp >= m_limits.maxDepth) return horizonValue(kFnDisconnect);
  worm::MoveList moves;
  disconnectorMoves(v, moves);
  const Color cutter = opponent(m_owner);
  if (m_ko.stackp == 0) koCapturesLast(moves, cutter);
  for (int i = 0; i < moves.size && best < kWin; ++i) {
    const Point p = moves.points[i];
    if (m_ko.stackp == 0) shareRootBudget(i, moves.size);
    worm::KoMove mv(m_board, m_ko, p, cutter);
    if (!mv || mv.cap() <= best) continue;
    Point reply;
    m_line.push_back(p);
    const int code = std::min(mv.cap(), reverseCode(connectNode(&reply)));
    m_line.pop_back();
    if (code > best) {
      best = code;
      *move = p;
    }
  }
  if (best == kWin) rewardMove(1, *move);
  return best;
}

}  // namespace connect
