// The tactical reader: can a string be captured, can it be saved (GNU Go's reading.c).
#pragma once

#include <cstdint>
#include <initializer_list>

#include "engine/board/board.h"
#include "engine/worm/ko_move.h"
#include "engine/worm/read_result.h"
#include "engine/worm/reading_cache.h"
#include "engine/worm/tracer.h"

namespace worm {

using core::Color;
using core::Point;

/// A small list of distinct candidate moves with ordering scores.
struct MoveList {
  static constexpr int kMax = 160;
  Point points[kMax];
  int scores[kMax];
  int size = 0;
  bool contains(Point p) const;
  /// Adds p once (ignores kNoPoint and overflow).
  void add(Point p);
  /// Highest score first; equal scores keep their order (deterministic).
  void sortByScore();
};

/// Reads on a board it borrows, through the board's try/pop frames only: every frame it
/// opens is closed before a public call returns, so the position is unchanged afterwards.
/// One Reader serves one question or a batch of questions on one position; the cache and
/// the limits belong to the caller (per engine).
class Reader {
 public:
  Reader(board::Board& board, ReadingCache& cache, const ReadingLimits& limits,
         Tracer* tracer = nullptr);

  /// Can the string through `str` be captured? Code as ReadCode, move = the attack.
  /// Precondition: str holds a stone.
  ReadResult attack(Point str);
  /// Can it be saved (after the opponent has the move)? Code and the defending move.
  /// Precondition: str holds a stone.
  ReadResult findDefense(Point str);
  /// Ladder only: attacks by ataris, defends by extending or capturing. Precondition: stone.
  ReadResult ladderAttack(Point str);
  /// Result for the attacker when the attacker plays `move` first (0 if illegal).
  int doesAttack(Point move, Point str);
  /// Result for the defender when the defender plays `move` first (0 if illegal).
  int doesDefend(Point move, Point str);
  /// ReadCode for `c` playing at p: kWin when the new stone cannot be captured, kLose when
  /// illegal or capturable unconditionally (capturable only through ko counts as safe).
  int safeMove(Point p, Color c);

  /// Reading nodes visited since construction (or the last resetNodes()).
  uint64_t nodes() const { return m_nodes; }
  void resetNodes() { m_nodes = 0; }
  /// The last question ran out of its node budget somewhere (its answer is a guess).
  bool budgetHit() const { return m_budgetHit; }
  board::Board& board() { return m_board; }
  const ReadingLimits& limits() const { return m_limits; }
  ReadingCache& cache() { return m_cache; }
  /// Plies already played above the questions asked from now on (an owl line's depth): the
  /// depth limits count them, as if the reading went on from there.
  void setBaseStackp(int plies) { m_baseStackp = plies; }

 private:
  friend class ReadingMove;
  enum Fn : int { kFnAttack = 1, kFnDefend = 2, kFnLadderAttack = 3, kFnLadderDefend = 4 };

  int doAttack(Point str, Point* move);
  int doDefend(Point str, Point* move);
  /// The depth limits: a string with this many liberties counts as safe at this depth.
  bool beyondHorizon(int libs) const;
  /// Budget check and result cache around one attack/defense question.
  template <typename Solve>
  int cachedRead(int fn, Point str, Point* move, int whenOutOfBudget, Solve solve);
  int attack1(Point str, Point* move);
  int attack2(Point str, Point* move);
  /// attack1 helper: the best attack that rescues the attacker's strings in atari instead
  /// of a capture that is recaptured at once (stops at a win); its code and *move.
  int preferSafeCapture(Point str, Point* move);
  /// attack1 helper: the capturing string of two or more stones is taken back for good.
  bool isSnapback(Point capturer);
  int attack34(Point str, int libs, Point* move);
  int defend1(Point str, Point* move);
  int defend2(Point str, Point* move);
  int defend34(Point str, int libs, Point* move);

  /// After an attacker move that took no liberty of str: true when the attacker, moving
  /// again at once, cannot capture it within the budget (the defender may play elsewhere).
  bool survivesTenuki(Point str);
  /// Tries the candidates for the attacker in order, at most `width` legal ones; returns
  /// the best code.
  int tryAttackMoves(Point str, MoveList& moves, Point* move, int width = MoveList::kMax);
  /// Tries the candidates for the defender in order (at most `width`); returns the best code.
  int tryDefenseMoves(Point str, MoveList& moves, Point* move, int width = MoveList::kMax);
  /// Scores candidates by playing each once, then sorts them (stable, best first).
  void orderMoves(Point str, MoveList& moves, bool forAttacker);

  // Candidate generators (reader_moves.cpp).
  void addLiberties(Point str, MoveList& moves) const;
  /// The liberties of the neighbours of str short of liberties: for each threshold of
  /// `steps` (ascending) in turn, those with at most that many, from one walk of str.
  void addCaptures(Point str, std::initializer_list<int> steps, MoveList& moves) const;
  void addChainCaptures(Point str, bool breakChain, bool backfill, MoveList& moves) const;
  void addAtariRescue(Point str, Point skip, MoveList& moves) const;
  void addOwnAtariRescues(Point str, MoveList& moves) const;
  void addCounterAtaris(Point str, MoveList& moves) const;
  void addSecondaryRescues(Point str, int maxLibs, MoveList& moves) const;
  void addLadderChase(Point str, MoveList& moves) const;
  void addOwnWeakRescues(Point str, Point near, MoveList& moves) const;
  bool touches(Point p, Point str) const;
  bool libertiesEnclosed(Point str) const;
  /// Fills libs with str's liberties and calls visit(n) for each neighbour n of each one.
  template <typename Visit>
  void forLibertyNeighbours(Point str, core::PointList& libs, Visit visit) const {
    m_board.liberties(str, libs);
    for (Point lib : libs)
      for (int d : core::kDirections) visit(static_cast<Point>(lib + d));
  }
  void addLibertyRescues(Point str, MoveList& moves) const;
  void addBackfill(Point str, MoveList& moves);
  void shortNeighbourLiberties(Point str, core::PointList& libs, core::PointList& owners) const;
  void addShortStringsAround(Point lib, Color owner, Point skip, MoveList& moves) const;
  void addChainApproaches(Point str, MoveList& moves) const;
  void addSafeApproaches(Point str, MoveList& moves);
  void addNetMoves(Point str, MoveList& moves) const;
  void addEdgeClosings(Point str, MoveList& moves) const;
  void addSecondOrderLiberties(Point str, MoveList& moves) const;
  void addEyeVitalPoints(Point str, MoveList& moves) const;
  void addRaceLiberties(Point str, MoveList& moves) const;
  void addFriendLiberties(Point str, int maxLibs, MoveList& moves) const;
  void addLibertyNeighbours(Point str, int maxLibs, MoveList& moves) const;
  void addLibertiesOfNeighbours(Point str, int maxLibs, Color only, MoveList& moves) const;
  void addBroadCandidates(Point str, bool outerRing, MoveList& moves) const;
  /// Top level only: when the usual candidates fail, tries every move near the string.
  int broadSearch(Point str, bool forAttacker, int code, Point* move);
  bool isSelfAtari(Point p, Color c);
  /// True when str has two liberties surrounded only by defender stones (or the edge) and
  /// every other defender string touching them has exactly those two liberties: two eyes
  /// that the attacker can never fill (the strings share them).
  bool hasTwoSealedEyes(Point str) const;

  uint64_t cacheKey(int fn, Point str) const;
  bool outOfBudget() const {
    return m_nodes - m_startNodes > static_cast<uint64_t>(m_limits.nodeBudget) ||
           m_nodes > m_broadStop;
  }
  void trace(int level, const char* what, Point str, int code, Point move);
  /// Level 4: the move about to be read, indented under the node that tries it.
  void traceMove(Color c, Point p, int cap);
  ReadResult topLevel(int fn, Point str);
  /// Plies from the question's own position (see m_rootStackp).
  int plies() const { return m_ko.stackp - m_rootStackp; }
  /// The stackp the depth limits read: the move doesAttack/doesDefend plays first is not
  /// counted (GNU Go 2.x raises the depths by one for those questions), so a move that does
  /// not touch the fight cannot push the attack beyond the horizon.
  int depthPly() const { return m_ko.stackp - firstMovePlies(); }
  /// 1 while a doesAttack/doesDefend question reads (its root one ply above the base).
  int firstMovePlies() const { return m_rootStackp - m_baseStackp; }
  void beginQuestion();
  /// doesAttack/doesDefend, after their first move: the question's root is here, and that
  /// move does not count toward the depths.
  void countFirstMoveOutOfDepth();

  board::Board& m_board;
  ReadingCache& m_cache;
  ReadingLimits m_limits;
  Tracer* m_tracer;
  KoRules m_ko;  // komaster and stackp of the current line
  bool m_ladderOnly = false;
  Point m_lastMove = core::kNoPoint;  // the move just played in the current line
  /// The stackp of the question's own position: m_baseStackp, or one more when
  /// doesAttack/doesDefend played a move first. The wider candidates (broad search,
  /// second-order liberties) are tried at the same distance from it either way, so a move
  /// that does not change the fight is not read as one that does.
  int m_rootStackp = 0;
  int m_baseStackp = 0;  // where every question's stackp starts (setBaseStackp)
  bool m_budgetHit = false;
  uint64_t m_nodes = 0;
  uint64_t m_startNodes = 0;
  uint64_t m_broadStop = UINT64_MAX;  // the node count where the running broad search stops
  uint64_t m_limitsSalt = 0;  // cache keys differ between depth settings
};

/// One reading move of a Reader under the reading ko rules (scoped).
class ReadingMove : public KoMove {
 public:
  ReadingMove(Reader& reader, Point p, Color c) : KoMove(reader.m_board, reader.m_ko, p, c) {}
};

}  // namespace worm
