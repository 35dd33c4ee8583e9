// OwlReader: the public questions, the root setup (goal, safe friends) and the result cache.
#include "engine/dragon/owl.h"

#include <algorithm>

#include "engine/core/check.h"
#include "engine/core/zobrist.h"

namespace dragon {

using core::opponent;

namespace {
// Owl results go into a cache of this share of the state's memory, tactics into the rest.
constexpr uint64_t kSaltBase = 0x6f776c5f63616368ULL;
}  // namespace

OwlState::OwlState(int megabytes)
    : m_results(std::max(1, megabytes / 2)), m_tactics(std::max(1, megabytes - megabytes / 2)) {}

void OwlState::clear() {
  m_results.clear();
  m_tactics.clear();
  m_eyeReadings.clear();
}

worm::ReadingLimits owlTacticalLimits(const OwlOptions& options) {
  worm::ReadingLimits l;
  l.depth = 10;
  l.backfillDepth = 6;
  l.fourlibDepth = 3;
  l.koDepth = 6;
  l.freeKoCaptures = false;
  l.nodeBudget = options.tacticalBudget;
  l.broadSearch = false;
  l.tenukiDefence = false;
  return l;
}

OwlReader::OwlReader(board::Board& b, OwlState& state, const OwlOptions& options)
    : m_board(b),
      m_state(state),
      m_options(options),
      m_reader(b, state.tactics(), owlTacticalLimits(options)),
      m_attackPatterns(patterns::owlAttackPatternDb()),
      m_defendPatterns(patterns::owlDefendPatternDb()) {
  const uint64_t s = (static_cast<uint64_t>(options.nodeBudget) << 32) ^
                     (static_cast<uint64_t>(options.depth) << 24) ^
                     (static_cast<uint64_t>(options.branchDepth) << 16) ^
                     (static_cast<uint64_t>(options.width) << 8) ^
                     static_cast<uint64_t>(options.tacticalBudget) << 40 ^
                     static_cast<uint64_t>(options.searchRoot) << 60 ^
                     static_cast<uint64_t>(options.cutPoints) << 62 ^
                     // (0 without the wide plies: the budget mode's keys stay as they were)
                     static_cast<uint64_t>(options.widePlies > 0 ? options.wideWidth : 0) << 48 ^
                     static_cast<uint64_t>(options.widePlies) << 52;
  uint64_t seed = s ^ kSaltBase;
  m_salt = core::splitmix64(seed);
}

void OwlReader::setup(const DragonAnalysis& da, Point target) {
  GX_CHECK(core::isStone(m_board.at(target)), "owl on an empty point\n" + m_board.toAscii());
  const DragonData& d = da.dragonAt(target);
  m_goal = OwlGoal(m_board, d.color, d.stones);
  m_target = target;
  m_safeFriend.fill(false);
  for (const DragonData& other : da.dragons()) {
    if (other.color != d.color || other.origin == d.origin || other.status != Status::Alive)
      continue;
    for (Point s : other.stones) m_safeFriend[s] = true;
  }
  m_ko = worm::KoRules{};
  m_ko.koDepth = owlTacticalLimits(m_options).koDepth;
  m_ko.freeLegalCaptures = true;
  m_nodes = 0;
  m_budgetHit = false;
  // A GTP question's results serve questions on the same position only: a node read at
  // one ply is read differently at another (the wide plies, the checked static life), so a
  // question's root must not reuse an earlier question's deeper node. genmove's budget mode
  // shares its results across moves.
  uint64_t root = m_board.koHash();
  m_rootSalt = m_options.searchRoot ? core::splitmix64(root) : 0;
}

OwlResult OwlReader::finish(int code, Point move) {
  OwlResult r;
  r.code = code;
  r.move = code == worm::kLose ? core::kNoPoint : move;
  r.nodes = m_nodes;
  r.budgetHit = m_budgetHit;
  m_state.addNodes(static_cast<uint64_t>(m_nodes));
  return r;
}

uint64_t OwlReader::cacheKey(int fn) const {
  uint64_t s = (static_cast<uint64_t>(fn) << 56) ^ (static_cast<uint64_t>(m_target) << 24) ^
                     (static_cast<uint64_t>(m_ko.komaster) << 4) ^
                     (static_cast<uint64_t>(m_ko.komPos) << 40);
  return m_board.koHash() ^ m_goal.key() ^ core::splitmix64(s) ^ m_salt ^ m_rootSalt;
}

int OwlReader::widthAt(int depth) const {
  if (depth < m_options.widePlies) return std::max(2, m_options.wideWidth - depth);
  if (depth >= m_options.branchDepth) return 1;
  return std::max(2, m_options.width - depth);
}

OwlResult OwlReader::attack(const DragonAnalysis& da, Point target) {
  setup(da, target);
  const int savedDepth = m_board.depth();
  Point move = core::kNoPoint;
  const int code = doAttack(0, &move);
  GX_CHECK(m_board.depth() == savedDepth, "owl leaked a frame\n" + m_board.toAscii());
  return finish(code, move);
}

OwlResult OwlReader::defend(const DragonAnalysis& da, Point target) {
  setup(da, target);
  const int savedDepth = m_board.depth();
  Point move = core::kNoPoint;
  const int code = doDefend(0, &move);
  GX_CHECK(m_board.depth() == savedDepth, "owl leaked a frame\n" + m_board.toAscii());
  return finish(code, move);
}

int OwlReader::doesAttack(const DragonAnalysis& da, Point move, Point target) {
  setup(da, target);
  worm::KoMove mv(m_board, m_ko, move, opponent(m_goal.color()));
  if (!mv) return worm::kLose;
  int code = mv.cap();
  if (!captured()) {
    Point reply = core::kNoPoint;
    code = std::min(code, worm::reverseCode(doDefend(1, &reply)));
  }
  finish(code, move);
  return code;
}

int OwlReader::doesDefend(const DragonAnalysis& da, Point move, Point target) {
  return tryDefense(da, move, target).code;
}

OwlResult OwlReader::tryDefense(const DragonAnalysis& da, Point move, Point target) {
  setup(da, target);
  worm::KoMove mv(m_board, m_ko, move, m_goal.color());
  if (!mv || captured()) return finish(worm::kLose, move);
  Point reply = core::kNoPoint;
  const int code = std::min(mv.cap(), worm::reverseCode(doAttack(1, &reply)));
  return finish(code, move);
}

}  // namespace dragon
