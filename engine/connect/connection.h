// Connection reading (GNU Go 3's connect/disconnect questions): can two strings of one
// colour be joined when their owner moves first, can they be cut when the opponent does.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "engine/board/board.h"
#include "engine/connect/connection_distance.h"
#include "engine/connect/connection_links.h"
#include "engine/worm/ko_move.h"
#include "engine/worm/read_result.h"
#include "engine/worm/reader.h"
#include "engine/worm/reading_cache.h"
#include "engine/worm/tracer.h"

namespace connect {

using worm::ReadResult;

/// Limits of one connection question.
struct ConnectionLimits {
  /// Connection nodes per question (the tactical reader's nodes count one per
  /// kTacticsPerNode). 1500 with two thirds of the rest for each root candidate keeps the
  /// 90th percentile of per-question CPU on GNU Go's connect.tst + connection.tst within
  /// about 1.4 times GNU Go 3.8's (docs/measurements.md).
  int nodeBudget = 1500;
  int maxDepth = 16;  ///< plies; beyond them only static links count as connected
  int koDepth = 8;    ///< ko captures needing a threat are tried only up to here
  /// Candidate points off the direct joins, by connection distance, per node below the
  /// root (the root takes every point of the joins up to two moves longer than the shortest).
  int distanceMoves = 8;
  /// The opponent to move has cut when the join needs this many moves or more.
  int cutMoves = 3;
  /// The owner to move tries only captures of short strings when the join needs this many
  /// moves or more, and gives up from cutMoves + 2 on.
  int farMoves = 4;
  /// The tactical reader's limits for the questions the search asks (capture of the two
  /// strings, of cutting stones): the cheap mode's depths with a budget of 100 nodes, and
  /// the older ko scheme (a legal ko capture caps at ko A), which reads these short
  /// questions better (connection.tst 5).
  static worm::ReadingLimits tactics() {
    worm::ReadingLimits l = worm::ReadingLimits::cheap();
    l.nodeBudget = 100;
    l.freeKoCaptures = false;
    return l;
  }
};

/// Reads connections on a board it borrows through try/pop frames only (the position is
/// unchanged when a public call returns). The tactical reader is the caller's (its cache
/// and limits); the connection cache too.
class ConnectionReader {
 public:
  ConnectionReader(board::Board& board, worm::Reader& tactics, worm::ReadingCache& cache,
                   const ConnectionLimits& limits, worm::Tracer* tracer = nullptr);

  /// Can the owner of the stones at a and b join their strings, moving first? Code as
  /// worm::ReadCode; move = the connecting move (kPass when they are one string already).
  /// Precondition: a and b hold stones of one colour.
  ReadResult connect(Point a, Point b);
  /// Can the opponent cut them (or capture one of them), moving first? Code and the move;
  /// kLose when they are one string. Precondition as connect().
  ReadResult disconnect(Point a, Point b);

  /// Connection nodes visited since construction.
  uint64_t nodes() const { return m_nodes; }

 private:
  struct View;
  enum Fn : int {
    kFnConnect = 1,
    kFnDisconnect = 2,
    kFnTacticalAttack = 3,
    kFnTacticalDefense = 4,
    kFnLadderAttack = 5
  };

  ReadResult topLevel(int fn, Point a, Point b);
  /// The owner to move: the best code for the owner and its move.
  int connectNode(Point* move);
  /// The opponent to move: the best code for the opponent and its move.
  int disconnectNode(Point* move);
  /// Budget, cache and tracing around one node.
  template <typename Solve>
  int cachedNode(int fn, Point* move, int whenOutOfBudget, Solve solve);
  int solveConnect(Point* move);
  int solveDisconnect(Point* move);

  /// The opponent to move and the join three moves away: would the owner, given a free
  /// move, join them (a threat the opponent must answer) rather than being cut anyway?
  bool ownerThreatens();
  /// Groups linked to each string, distances, the join points.
  void analyse(View& v);
  bool deadOpponentString(Point str);
  /// The tactical reader's attack / defense of a string, traced at level 3 with the reason.
  ReadResult tacticalAttack(Point str, const char* why);
  ReadResult tacticalDefense(Point str, const char* why);
  ReadResult ladderAttack(Point str, const char* why);
  ReadResult tactical(int fn, Point str, const char* why);
  void traceTactics(const char* what, const char* why, Point str, const ReadResult& r,
                    uint64_t nodes);
  /// Two one-move joins of the groups that one opponent move cannot both stop (shared
  /// liberties no internal link uses, captures of strings in atari touching both), or a
  /// shared liberty where the opponent cannot play.
  bool hasMiai(const View& v) const;
  /// Opponent strings of two liberties near the shortest joins that the owner captures
  /// moving first: their stones cost one move in the distances. True when there are any.
  bool findCaptures(View& v);
  /// Both distance maps and the shortest join (minSum) from the current costs.
  void computeDistances(View& v);
  /// An empty point of the shortest join with the two distances closest (kNoPoint if none).
  Point middleOfJoin(View& v) const;

  // Candidates (connection_moves.cpp).
  void connectorMoves(View& v, worm::MoveList& moves);
  void disconnectorMoves(View& v, worm::MoveList& moves);
  /// Points on joins of at most maxSum half moves, fewest first, up to `most` of them
  /// (distanceMoves when negative).
  void addDistanceMoves(View& v, int maxSum, worm::MoveList& moves, int score, int most = -1);
  void addCaptureJoins(const View& v, worm::MoveList& moves);
  void addWeakStringMoves(const View& v, bool forOwner, worm::MoveList& moves);
  void addCutterMoves(const View& v, bool forOwner, worm::MoveList& moves);
  /// The opponent's defenses of its strings of at most two liberties that the shortest
  /// joins run through (stones the owner would capture to join).
  void addJoinCutterDefenses(View& v, worm::MoveList& moves);
  /// Liberties of cutting strings (next to both groups) of at most three liberties.
  void addCutterAttacks(const View& v, worm::MoveList& moves);
  /// The root's own moves that join one of the two strings, short of liberties (two), to
  /// another of the owner's strings: a solid extension the distance map does not count.
  void addStringJoins(worm::MoveList& moves);
  /// Liberties of opponent strings of at most three liberties next to either group.
  void addShortStringAttacks(const View& v, worm::MoveList& moves);
  /// Sorts by score, best first; side 0 (owner) or 1 (opponent) adds that side's history.
  void sortMoves(worm::MoveList& moves, int side);
  /// Counts a move that won a node for side 0 (owner) or 1 (opponent).
  void rewardMove(int side, Point p);
  static constexpr uint8_t kHistoryMax = 9;

  uint64_t cacheKey(int fn) const;
  /// What a node of kind fn returns beyond the depth or the budget: unproven, so the side
  /// that asked the question at the root fails (a cut must be shown to answer disconnect,
  /// a connection to answer connect).
  int horizonValue(int fn) const { return fn == m_rootFn ? worm::kLose : worm::kWin; }
  /// At the root: the ko captures among c's candidates go last (at best they win a ko, so
  /// a move that may win outright gets its share of the budget first).
  void koCapturesLast(worm::MoveList& moves, core::Color c);
  /// Connection nodes, and the tactical reader's nodes of this question counted at one
  /// connection node per kTacticsPerNode.
  uint64_t usedNodes() const {
    return m_nodes - m_startNodes + (m_tactics.nodes() - m_startTactics) / kTacticsPerNode;
  }
  bool outOfBudget() const { return usedNodes() > m_nodeLimit; }
  /// At the root: the i-th of n candidates may use two thirds of what is left of the budget
  /// (the last one all of it), so that one deep line does not leave the others unread.
  void shareRootBudget(int i, int n) {
    const uint64_t budget = static_cast<uint64_t>(m_limits.nodeBudget);
    const uint64_t used = std::min(usedNodes(), budget);
    m_nodeLimit = i + 1 >= n ? budget : used + (budget - used) * 2 / 3;
  }
  static constexpr uint64_t kTacticsPerNode = 20;
  void trace(const char* what, int code, Point move);
  /// Level 3: why analyse() found the strings linked without search.
  void traceLink(const char* why);

  board::Board& m_board;
  worm::Reader& m_tactics;
  worm::ReadingCache& m_cache;
  ConnectionLimits m_limits;
  worm::Tracer* m_tracer;
  worm::KoRules m_ko;
  Point m_a = core::kNoPoint;
  Point m_b = core::kNoPoint;
  Color m_owner = Color::Empty;
  int m_rootFn = kFnConnect;
  bool m_budgetHit = false;
  uint64_t m_nodes = 0;
  uint64_t m_startNodes = 0;
  uint64_t m_startTactics = 0;
  uint64_t m_nodeLimit = 0;  // nodes of this question allowed so far (see shareRootBudget)
  uint64_t m_salt = 0;
  std::vector<Point> m_line;
  std::array<std::array<uint8_t, core::kMaxArea>, 2>
      m_history{};  // per question  // the moves of the current line (for the trace)
};

}  // namespace connect
