// Reader: public questions, dispatch on liberties, the result cache, trying candidates.
#include "engine/worm/reader.h"

#include <algorithm>
#include <string>
#include <utility>

#include "engine/core/check.h"
#include "engine/core/zobrist.h"

namespace worm {

using board::Board;
using core::kDirections;
using core::opponent;

bool Reader::touches(Point p, Point str) const {
  for (int d : kDirections)
    if (m_board.sameString(static_cast<Point>(p + d), str)) return true;
  return false;
}

bool Reader::libertiesEnclosed(Point str) const {
  // Every empty point beside a liberty of str is itself a liberty: str cannot run, its
  // liberties are an eye space the race is fought around.
  core::PointList libs;
  bool enclosed = true;
  forLibertyNeighbours(str, libs, [&](Point n) {
    if (m_board.at(n) == Color::Empty && !libs.contains(n)) enclosed = false;
  });
  return enclosed;
}

bool MoveList::contains(Point p) const {
  return board::among(points, size, p);
}

void MoveList::add(Point p) {
  if (p == core::kNoPoint || size >= kMax || contains(p)) return;
  points[size] = p;
  scores[size] = 0;
  ++size;
}

void MoveList::sortByScore() {
  for (int i = 1; i < size; ++i) {
    const Point p = points[i];
    const int s = scores[i];
    int j = i;
    while (j > 0 && scores[j - 1] < s) {
      points[j] = points[j - 1];
      scores[j] = scores[j - 1];
      --j;
    }
    points[j] = p;
    scores[j] = s;
  }
}

// ---------------------------------------------------------------------------------------
// Public questions

Reader::Reader(Board& board, ReadingCache& cache, const ReadingLimits& limits, Tracer* tracer)
    : m_board(board), m_cache(cache), m_limits(limits), m_tracer(tracer) {
  m_ko.koDepth = limits.koDepth;
  m_ko.freeLegalCaptures = limits.freeKoCaptures;
  uint64_t s = (static_cast<uint64_t>(limits.depth) << 32) ^
               (static_cast<uint64_t>(limits.backfillDepth) << 24) ^
               (static_cast<uint64_t>(limits.fourlibDepth) << 16) ^
               (static_cast<uint64_t>(limits.koDepth) << 8) ^
               static_cast<uint64_t>(limits.maxStack) ^
               (static_cast<uint64_t>(limits.broadSearch) << 40) ^
               (static_cast<uint64_t>(limits.breakChainDepth) << 44) ^
               (static_cast<uint64_t>(limits.branchDepth) << 50) ^
               (static_cast<uint64_t>(limits.broadWidth) << 56) ^
               (static_cast<uint64_t>(limits.freeKoCaptures) << 62) ^
               (static_cast<uint64_t>(limits.tenukiDefence) << 63);
  uint64_t broadSalt = ~static_cast<uint64_t>(limits.broadNodes);
  m_limitsSalt = core::splitmix64(s) ^ core::splitmix64(broadSalt);
}

void Reader::beginQuestion() {
  m_ko.stackp = m_baseStackp;
  m_rootStackp = m_baseStackp;
  m_ko.komaster = Color::Empty;
  m_ko.komPos = core::kNoPoint;
  m_startNodes = m_nodes;
  m_budgetHit = false;
  m_ko.koDepth = m_limits.koDepth;
}

ReadResult Reader::topLevel(int fn, Point str) {
  GX_CHECK(isStone(m_board.at(str)), "reading an empty point\n" + m_board.toAscii());
  const int savedDepth = m_board.depth();
  beginQuestion();
  ReadResult r;
  m_ladderOnly = fn == kFnLadderAttack;
  if (fn == kFnDefend)
    r.code = doDefend(str, &r.move);
  else
    r.code = doAttack(str, &r.move);
  m_ladderOnly = false;
  GX_CHECK(m_board.depth() == savedDepth, "reader leaked a frame\n" + m_board.toAscii());
  if (r.code == kLose) r.move = core::kNoPoint;
  return r;
}

ReadResult Reader::attack(Point str) {
  return topLevel(kFnAttack, str);
}
ReadResult Reader::findDefense(Point str) {
  return topLevel(kFnDefend, str);
}
ReadResult Reader::ladderAttack(Point str) {
  return topLevel(kFnLadderAttack, str);
}

int Reader::doesAttack(Point move, Point str) {
  beginQuestion();
  const Color defender = m_board.at(str);
  ReadingMove mv(*this, move, opponent(defender));
  if (!mv) return kLose;
  if (m_board.at(str) != defender) return mv.captureCap();
  countFirstMoveOutOfDepth();
  Point reply;
  return std::min(mv.cap(), reverseCode(doDefend(str, &reply)));
}

int Reader::doesDefend(Point move, Point str) {
  beginQuestion();
  const Color defender = m_board.at(str);
  ReadingMove mv(*this, move, defender);
  if (!mv || m_board.at(str) != defender) return kLose;
  countFirstMoveOutOfDepth();
  Point reply;
  return std::min(mv.cap(), reverseCode(doAttack(str, &reply)));
}

void Reader::countFirstMoveOutOfDepth() {
  m_rootStackp = m_ko.stackp;
  m_ko.koDepth = m_limits.koDepth + firstMovePlies();
}

int Reader::safeMove(Point p, Color c) {
  if (m_board.check(p, c) != board::MoveError::None) return kLose;
  board::ScopedMove mv(m_board, p, c);
  if (!mv) return kLose;
  return reverseCode(attack(p).code);
}

// ---------------------------------------------------------------------------------------
// Dispatch and cache

uint64_t Reader::cacheKey(int fn, Point str) const {
  uint64_t s = (static_cast<uint64_t>(fn) << 48) ^ (static_cast<uint64_t>(str) << 24) ^
               (static_cast<uint64_t>(m_ko.stackp) << 4) ^ static_cast<uint64_t>(m_ko.komaster) ^
               (static_cast<uint64_t>(m_rootStackp) << 56) ^
               (static_cast<uint64_t>(m_ko.komPos) << 36);
  uint64_t firstMove = static_cast<uint64_t>(firstMovePlies());
  s ^= core::splitmix64(firstMove);
  return m_board.koHash() ^ core::splitmix64(s) ^ m_limitsSalt;
}

void Reader::trace(int level, const char* what, Point str, int code, Point move) {
  if (!m_tracer || !m_tracer->enabled(level)) return;
  const core::Geometry& g = m_board.geometry();
  m_tracer->line(level, 2 * m_ko.stackp,
                 std::string(what) + " " + g.vertexName(str) + ": " +
                     std::to_string(gtpCode(code)) +
                     (move != core::kNoPoint ? " " + g.vertexName(move) : std::string()));
}

void Reader::traceMove(Color c, Point p, int cap) {
  if (!m_tracer || !m_tracer->enabled(4)) return;
  const std::string ko = cap < kWin ? " (ko, cap " + std::to_string(gtpCode(cap)) + ")" : "";
  m_tracer->line(
      4, 2 * m_ko.stackp - 1,
      std::string(c == Color::Black ? "B " : "W ") + m_board.geometry().vertexName(p) + ko);
}

bool Reader::beyondHorizon(int libs) const {
  if (libs >= 5 || m_ko.stackp > m_limits.maxStack) return true;
  if (libs == 4) return depthPly() > m_limits.fourlibDepth || m_ladderOnly;
  if (libs == 3) return depthPly() > m_limits.depth || m_ladderOnly;
  return false;
}

template <typename Solve>
int Reader::cachedRead(int fn, Point str, Point* move, int whenOutOfBudget, Solve solve) {
  if (outOfBudget()) {
    m_budgetHit = true;
    return whenOutOfBudget;
  }
  const uint64_t key = cacheKey(fn, str);
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
  return code;
}

int Reader::doAttack(Point str, Point* move) {
  ++m_nodes;
  *move = core::kNoPoint;
  const int libs = m_board.libertyCount(str);
  if (beyondHorizon(libs)) return kLose;
  if (libs == 1) return attack1(str, move);
  if (libs == 2 && hasTwoSealedEyes(str)) return kLose;
  const int fn = m_ladderOnly ? kFnLadderAttack : kFnAttack;
  const int code = cachedRead(fn, str, move, kLose, [&] {
    int c = libs == 2 ? attack2(str, move) : attack34(str, libs, move);
    if (plies() == 0 && !m_ladderOnly && m_limits.broadSearch && c < kWin)
      c = broadSearch(str, true, c, move);
    return c;
  });
  trace(3, "attack", str, code, *move);
  return code;
}

int Reader::doDefend(Point str, Point* move) {
  ++m_nodes;
  *move = core::kNoPoint;
  const int libs = m_board.libertyCount(str);
  if (beyondHorizon(libs)) return kWin;
  if (libs == 2 && hasTwoSealedEyes(str)) return kWin;
  const int fn = m_ladderOnly ? kFnLadderDefend : kFnDefend;
  const int code = cachedRead(fn, str, move, kWin, [&] {
    int c = libs == 1   ? defend1(str, move)
            : libs == 2 ? defend2(str, move)
                        : defend34(str, libs, move);
    if (plies() == 0 && !m_ladderOnly && m_limits.broadSearch && c < kWin && libs <= 4)
      c = broadSearch(str, false, c, move);
    return c;
  });
  trace(3, "defend", str, code, *move);
  return code;
}

int Reader::broadSearch(Point str, bool forAttacker, int code, Point* move) {
  MoveList moves;
  addBroadCandidates(str, forAttacker, moves);
  Point alt = core::kNoPoint;
  const int width = m_limits.broadWidth;
  const bool hitBefore = std::exchange(m_budgetHit, false);
  m_broadStop = m_nodes + static_cast<uint64_t>(m_limits.broadNodes);
  const int broad = forAttacker ? tryAttackMoves(str, moves, &alt, width)
                                : tryDefenseMoves(str, moves, &alt, width);
  m_broadStop = UINT64_MAX;
  const bool cut = m_budgetHit;
  m_budgetHit = hitBefore || (cut && outOfBudget());
  if (cut) return code;
  if (broad > code) {
    *move = alt;
    return broad;
  }
  return code;
}

// ---------------------------------------------------------------------------------------
// Trying candidates

void Reader::orderMoves(Point str, MoveList& moves, bool forAttacker) {
  const Color defender = m_board.at(str);
  const Color mover = forAttacker ? opponent(defender) : defender;
  const int oldLibs = m_board.libertyCount(str);
  for (int i = 0; i < moves.size; ++i) {
    const board::MovePreview e = m_board.previewMove(moves.points[i], mover, str);
    int score = -1000;
    if (e.error == board::MoveError::Ko) {
      score = -200;
    } else if (e.error == board::MoveError::None) {
      if (forAttacker) {
        if (e.takes) {
          score = 1000;
        } else {
          const int libs = e.watchedLibs;
          score = 40 * (oldLibs - libs) + 12 * std::min(e.ownLibs, 4) + 30 * e.captured;
          if (e.ownLibs == 1 && e.captured == 0) score -= 30;
          if (libs < oldLibs) score += 20;
        }
      } else {
        const int libs = e.watchedLibs;
        score = 30 * libs + 40 * e.captured + (e.joins ? 5 : 0);
        if (libs == 1) score -= 100;
      }
    }
    moves.scores[i] = score;
  }
  moves.sortByScore();
}

bool Reader::survivesTenuki(Point str) {
  const bool hitBefore = std::exchange(m_budgetHit, false);
  Point reply;
  const bool safe = doAttack(str, &reply) == kLose && !m_budgetHit;
  m_budgetHit = m_budgetHit || hitBefore;
  return safe;
}

int Reader::tryAttackMoves(Point str, MoveList& moves, Point* move, int width) {
  const Color defender = m_board.at(str);
  const Color attacker = opponent(defender);
  orderMoves(str, moves, true);
  const int libsBefore = m_board.libertyCount(str);
  int best = kLose, tried = 0;
  for (int i = 0; i < moves.size && best < kWin && tried < width; ++i) {
    const Point p = moves.points[i];
    if (moves.scores[i] <= -1000) continue;  // illegal
    ReadingMove mv(*this, p, attacker);
    if (!mv) continue;
    ++tried;
    if (mv.cap() <= best) continue;
    traceMove(attacker, p, mv.cap());
    int code;
    if (m_board.at(str) != defender) {
      code = mv.captureCap();
    } else {
      Point reply;
      const Point saved = std::exchange(m_lastMove, p);
      code = std::min(mv.cap(), reverseCode(doDefend(str, &reply)));
      // A quiet move against two liberties: the defender may also play elsewhere.
      if (libsBefore == 2 && m_limits.tenukiDefence && code > best &&
          m_board.libertyCount(str) >= libsBefore && survivesTenuki(str))
        code = kLose;
      m_lastMove = saved;
    }
    if (code > best) {
      best = code;
      *move = p;
    }
  }
  return best;
}

int Reader::tryDefenseMoves(Point str, MoveList& moves, Point* move, int width) {
  const Color defender = m_board.at(str);
  orderMoves(str, moves, false);
  int best = kLose, tried = 0;
  for (int i = 0; i < moves.size && best < kWin && tried < width; ++i) {
    const Point p = moves.points[i];
    if (moves.scores[i] <= -1000) continue;
    ReadingMove mv(*this, p, defender);
    if (!mv) continue;
    ++tried;
    if (mv.cap() <= best) continue;
    traceMove(defender, p, mv.cap());
    if (m_board.at(str) != defender) continue;
    Point reply;
    const Point saved = std::exchange(m_lastMove, p);
    const int code = std::min(mv.cap(), reverseCode(doAttack(str, &reply)));
    m_lastMove = saved;
    if (code > best) {
      best = code;
      *move = p;
    }
  }
  return best;
}

}  // namespace worm
