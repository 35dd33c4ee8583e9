// The owl search: attacker and defender alternate over the candidates of owl_moves.cpp;
// every node is judged by OwlEyes. Results carry the reading ko codes (komaster rules of
// worm::KoMove); lines cut by the depth or node budget are judged statically.
#include <algorithm>

#include "engine/dragon/owl.h"

namespace dragon {

using core::kNoPoint;
using core::opponent;
using worm::kLose;
using worm::kWin;
using worm::reverseCode;

namespace {
// Escape potential (OwlEyes::escape) at which the dragon counts as out in the open.
constexpr int kEscapeAlive = 12;
// Escape potential below which a dragon without eyes or lunches counts as shut in.
constexpr int kEscapeShut = 3;
// One eye space of at least this many points with two sure eyes is trusted as alive.
constexpr int kSureTwoEyeSpace = 10;
// Plies from the root of a GTP question (OwlOptions::searchRoot) at which the static "alive"
// is checked by reading instead of trusted.
constexpr int kCheckedPlies = 4;
// Candidates the root of a defense tries at least (the extension moves rank low).
constexpr int kRootDefenseWidth = 16;
}  // namespace

void OwlReader::analyse(OwlEyes& eyes, int depth) {
  m_goal.refresh(m_board);
  eyes.compute(m_board, m_goal, m_reader, depth, m_safeFriend, &m_state.eyeReadings());
}

void OwlReader::traceMove(int depth, Color mover, Point move) {
  if (!m_tracer || !m_tracer->enabled(1)) return;
  m_tracer->line(
      1, 2 * depth,
      std::string(mover == Color::Black ? "B " : "W ") + m_board.geometry().vertexName(move));
}

// The node's result under its moves: "kill: 1 R3", "save: 0".
void OwlReader::traceResult(int depth, bool attack, int code, Point move) {
  if (!m_tracer || !m_tracer->enabled(1)) return;
  std::string text =
      std::string(attack ? "kill: " : "save: ") + std::to_string(worm::gtpCode(code));
  if (code != kLose) text += " " + m_board.geometry().vertexName(move);
  m_tracer->line(1, 2 * depth + 1, text);
}

void OwlReader::traceVerdict(int depth, const char* what) {
  if (m_tracer && m_tracer->enabled(2)) m_tracer->line(2, 2 * depth, what);
}

// Alive even with the attacker to move: out in the open, or two sure eyes that no tactical
// capture of a goal worm can spoil. Two eyes in one small space are not trusted: placements
// inside it squeeze the dragon's liberties (a second-line group's "six die, eight live"),
// so the search looks at them.
bool OwlReader::alive(const OwlEyes& eyes) const {
  if (!eyes.weakWorms().empty()) return false;
  if (eyes.escape() >= kEscapeAlive) return true;
  return aliveByEyes(eyes);
}

// The eye part of alive(): two sure eyes that no capture of a goal worm spoils.
bool OwlReader::aliveByEyes(const OwlEyes& eyes) const {
  if (!eyes.weakWorms().empty()) return false;
  if (eyes.count().sumMin < 2) return false;
  int eyeSpaces = 0;
  for (const OwlEyeSpace& e : eyes.spaces()) {
    if (e.big) return true;
    if (e.minEye >= 1) ++eyeSpaces;
    if (e.minEye >= 2 && static_cast<int>(e.points.size()) >= kSureTwoEyeSpace) return true;
  }
  return eyeSpaces >= 2;
}

bool OwlReader::livesInSeki(const DragonAnalysis& da, Point target) {
  setup(da, target);
  OwlEyes eyes;
  analyse(eyes);
  if (eyes.escape() >= kEscapeShut || eyes.count().eyesDefenderFirst() >= 2 ||
      !eyes.lunches().empty())
    return false;
  for (const OwlEyeSpace& e : eyes.spaces())
    if (e.big) return false;
  // A shared liberty with an enemy string neither side can afford to fill.
  std::vector<Point> libs, enemies, enemyLibs;
  for (Point w : m_goal.worms()) {
    libs.clear();
    m_board.liberties(w, libs);
    enemies.clear();
    m_board.adjacentStrings(w, enemies);
    for (Point e : enemies) {
      enemyLibs.clear();
      m_board.liberties(e, enemyLibs);
      for (Point l : enemyLibs)
        if (std::find(libs.begin(), libs.end(), l) != libs.end()) return true;
    }
  }
  return false;
}

// Dead with the attacker to move: fewer than two eyes even if the defender moved first, no
// lunch to eat and no way out.
bool OwlReader::deadWithAttackerToMove(const OwlEyes& eyes) const {
  return eyes.count().eyesDefenderFirst() < 2 && eyes.lunches().empty() &&
         eyes.escape() < kEscapeShut;
}

// The static guess at the horizon, as a code for the side to move.
int OwlReader::horizon(const OwlEyes& eyes, bool attackerToMove) const {
  const int lunch = eyes.lunches().empty() ? 0 : 1;
  if (attackerToMove) {
    const bool lives = eyes.count().eyesAttackerFirst() + lunch >= 2 || eyes.escape() >= kEscapeAlive;
    return lives ? kLose : kWin;
  }
  const bool lives = eyes.count().eyesDefenderFirst() + lunch >= 2 || eyes.escape() >= kEscapeAlive;
  return lives ? kWin : kLose;
}

int OwlReader::doAttack(int depth, Point* move) {
  *move = kNoPoint;
  if (captured()) return kWin;
  const uint64_t key = cacheKey(kFnAttack);
  worm::ReadResult cached;
  if (m_state.results().lookup(key, cached)) {
    traceVerdict(depth, "known (cache)");
    *move = cached.move;
    return cached.code;
  }
  const bool hitBefore = m_budgetHit;
  m_budgetHit = false;
  const int code = attackNode(depth, move);
  if (!m_budgetHit) m_state.results().store(key, {code, *move});
  m_budgetHit = m_budgetHit || hitBefore;
  return code;
}

int OwlReader::doDefend(int depth, Point* move) {
  *move = kNoPoint;
  if (captured()) return kLose;
  const uint64_t key = cacheKey(kFnDefend);
  worm::ReadResult cached;
  if (m_state.results().lookup(key, cached)) {
    traceVerdict(depth, "known (cache)");
    *move = cached.move;
    return cached.code;
  }
  const bool hitBefore = m_budgetHit;
  m_budgetHit = false;
  const int code = defendNode(depth, move);
  if (!m_budgetHit) m_state.results().store(key, {code, *move});
  m_budgetHit = m_budgetHit || hitBefore;
  return code;
}

int OwlReader::attackNode(int depth, Point* move) {
  ++m_nodes;
  OwlEyes eyes;
  analyse(eyes, depth);
  if ((depth >= kCheckedPlies || !m_options.searchRoot) && alive(eyes)) {
    traceVerdict(depth, "alive");
    return kLose;
  }
  if (depth > 0 && deadWithAttackerToMove(eyes)) {
    traceVerdict(depth, "dead");
    return kWin;
  }
  if (depth >= m_options.depth || outOfBudget()) {
    m_budgetHit = true;
    traceVerdict(depth, "horizon: a static guess");
    return horizon(eyes, true);
  }
  const std::vector<Candidate> moves = attackMoves(eyes);
  const Color attacker = opponent(m_goal.color());
  const int width = widthAt(depth);
  int best = kLose, tried = 0;
  for (size_t i = 0; i < moves.size() && tried < width && best < kWin; ++i) {
    worm::KoMove mv(m_board, m_ko, moves[i].move, attacker);
    if (!mv) continue;
    ++tried;
    if (mv.cap() <= best) continue;
    traceMove(depth, attacker, moves[i].move);
    int code = mv.cap();
    if (!captured()) {
      Point reply = kNoPoint;
      code = std::min(code, reverseCode(doDefend(depth + 1, &reply)));
    }
    if (code > best) {
      best = code;
      *move = moves[i].move;
    }
  }
  traceResult(depth, true, best, *move);
  return best;
}

int OwlReader::defendNode(int depth, Point* move) {
  ++m_nodes;
  OwlEyes eyes;
  analyse(eyes, depth);
  if (alive(eyes)) {
    if (depth >= kCheckedPlies || !m_options.searchRoot) {
      traceVerdict(depth, "alive");
      return kWin;  // GTP "PASS"
    }
    // Near the root the judgement is checked: PASS only when the attacker moving first fails.
    // At the root a dragon alive only by running out gets a move all the same (GNU Go's
    // answer): the search below names the first move that keeps it alive, and PASS stays
    // the answer when none does.
    Point reply = kNoPoint;
    if (doAttack(depth + 1, &reply) == kLose && (depth > 0 || aliveByEyes(eyes))) return kWin;
    m_goal.refresh(m_board);  // the attack's nodes refreshed it for their positions
  }
  if (depth >= m_options.depth || outOfBudget()) {
    m_budgetHit = true;
    traceVerdict(depth, "horizon: a static guess");
    return horizon(eyes, false);
  }
  const std::vector<Candidate> moves = defenseMoves(eyes, depth);
  const Color defender = m_goal.color();
  const int width = depth == 0 ? std::max(widthAt(depth), kRootDefenseWidth) : widthAt(depth);
  int best = kLose, tried = 0;
  for (size_t i = 0; i < moves.size() && tried < width && best < kWin; ++i) {
    worm::KoMove mv(m_board, m_ko, moves[i].move, defender);
    if (!mv) continue;
    ++tried;
    if (mv.cap() <= best || captured()) continue;
    traceMove(depth, defender, moves[i].move);
    Point reply = kNoPoint;
    const int code = std::min(mv.cap(), reverseCode(doAttack(depth + 1, &reply)));
    if (code > best) {
      best = code;
      *move = moves[i].move;
    }
  }
  // At the root, a dragon no move saves may need none: the attacker moving first cannot kill
  // it (a seki, or life the static judgement missed). GTP "1 PASS".
  // Only a complete reading counts: a horizon guess after the budget ran out is no answer.
  if (depth == 0 && best < kWin && !outOfBudget()) {
    Point reply = kNoPoint;
    const int code = reverseCode(doAttack(1, &reply));
    if (code > best && !outOfBudget()) {
      best = code;
      *move = kNoPoint;
    }
  }
  traceResult(depth, false, best, *move);
  return best;
}

}  // namespace dragon
