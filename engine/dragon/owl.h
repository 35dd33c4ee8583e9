// Owl reading (GNU Go 3.x's "owl", our own design): can this dragon be killed or saved,
// moving first, and where. A dragon-level search whose candidates come from the owl pattern
// databases (patterns/db/owl_attack.db, owl_defense.db), the eye-space analysis (vital
// points, marginal points, half eyes), the lunches, the weak worms and escape moves; every
// node is judged by OwlEyes (eyes.db values, genus, half eyes, tactical captures through
// the worm module's reader, escape to safety).
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "engine/board/board.h"
#include "engine/dragon/dragon.h"
#include "engine/dragon/owl_eyes.h"
#include "engine/worm/ko_move.h"
#include "engine/worm/read_result.h"
#include "engine/worm/reading_cache.h"
#include "engine/worm/tracer.h"
#include "patterns/matcher.h"

namespace dragon {

/// Limits of one owl question (CLI `--owl-nodes`, `--owl-depth`; EngineOptions).
struct OwlOptions {
  int nodeBudget = 3000;  ///< owl nodes (analysed positions) per top-level question
  int depth = 20;         ///< plies; deeper lines are judged statically
  int branchDepth = 8;    ///< plies from which only the best candidate is tried
  int width = 7;          ///< candidates tried at the root (one fewer a ply, at least 2)
  /// The first `widePlies` plies try `wideWidth` candidates (one fewer a ply) instead: the
  /// narrow search's mistakes are mostly a reply it missed near the root, and two wide plies
  /// gain most of what a wider search gains at a fraction of its time (docs/measurements.md,
  /// the D-lifedeath sweep).
  int wideWidth = 10;
  int widePlies = 2;
  int tacticalBudget = 250;  ///< worm-reader nodes per tactical question inside owl
  /// Search the root even when the static judgement calls the dragon alive (GTP questions:
  /// +17 D-tier cases); the genmove budget mode trusts the judgement.
  bool searchRoot = true;
  /// Cutting points of the goal among the candidates (owl_moves.cpp): they answer more
  /// life-and-death questions right. The genmove budget mode leaves them out: genmove's owl
  /// pass with them played worse on 19x19 (docs/measurements.md).
  bool cutPoints = true;
  bool operator==(const OwlOptions& o) const {
    return nodeBudget == o.nodeBudget && depth == o.depth && branchDepth == o.branchDepth &&
           width == o.width && wideWidth == o.wideWidth && widePlies == o.widePlies &&
           tacticalBudget == o.tacticalBudget && searchRoot == o.searchRoot &&
           cutPoints == o.cutPoints;
  }
  /// The genmove budget mode: a quarter of the nodes, shallower and narrower.
  static OwlOptions budget() {
    OwlOptions o;
    o.nodeBudget = 250;
    o.depth = 12;
    o.branchDepth = 5;
    o.width = 5;
    o.widePlies = 0;
    o.tacticalBudget = 150;
    o.searchRoot = false;
    o.cutPoints = false;
    return o;
  }
};

/// Answer of an owl question: code as worm::ReadCode (gtpCode() gives GNU Go's 0 1 2 3),
/// the move (kNoPoint with a success: nothing needs to be played, GTP "PASS").
struct OwlResult {
  int code = worm::kLose;
  Point move = core::kNoPoint;
  int nodes = 0;             ///< owl nodes used
  bool budgetHit = false;    ///< the node budget ran out somewhere (the answer is a guess)
};

/// Per-engine owl state (one member of engine::Engine): result cache keyed by position,
/// dragon and question, the tactical-reading cache of the owl, and a node counter.
class OwlState {
 public:
  explicit OwlState(int megabytes = 4);
  OwlState(const OwlState&) = delete;
  OwlState& operator=(const OwlState&) = delete;
  worm::ReadingCache& results() { return m_results; }
  worm::ReadingCache& tactics() { return m_tactics; }
  EyeReadingCache& eyeReadings() { return m_eyeReadings; }
  uint64_t nodeCounter() const { return m_nodes; }
  void addNodes(uint64_t n) { m_nodes += n; }
  void resetNodeCounter() { m_nodes = 0; }
  /// Drops every cached result (e.g. after the options changed).
  void clear();

 private:
  worm::ReadingCache m_results;
  worm::ReadingCache m_tactics;
  EyeReadingCache m_eyeReadings;
  uint64_t m_nodes = 0;
};

/// Reads on a board it borrows (every frame it opens is closed before a call returns).
class OwlReader {
 public:
  OwlReader(board::Board& b, OwlState& state, const OwlOptions& options);

  /// Can the dragon through `target` be killed with the attacker moving first? `da` is the
  /// dragon analysis of the current position (the dragon's stones, the safe friends).
  /// Precondition: target holds a stone.
  OwlResult attack(const DragonAnalysis& da, Point target);
  /// Can it be saved with its owner moving first?
  OwlResult defend(const DragonAnalysis& da, Point target);
  /// Result for the attacker when the attacker plays `move` first (0 if illegal).
  int doesAttack(const DragonAnalysis& da, Point move, Point target);
  /// Result for the defender when the defender plays `move` first (0 if illegal).
  int doesDefend(const DragonAnalysis& da, Point move, Point target);
  /// doesDefend with the nodes used and whether the budget ran out.
  OwlResult tryDefense(const DragonAnalysis& da, Point move, Point target);
  /// After a failed attack: does the dragon live without two eyes of its own, shut in and
  /// sharing liberties with an enemy string it cannot capture either (seki)?
  bool livesInSeki(const DragonAnalysis& da, Point target);
  /// The root analysis as text: eye spaces (min/max, marginal and vital points), half eyes,
  /// lunches, weak worms, eye count, escape, and both candidate lists (owl_report.cpp).
  std::string report(const DragonAnalysis& da, Point target);
  /// A test asked at every node (empty: none): once it returns true, the reading ends as if
  /// the node budget had run out (a guess, never cached). genmove's owl pass stops on its
  /// share of the move's clock with it.
  void setStop(std::function<bool()> stop) { m_stop = std::move(stop); }
  /// Traces the search (null: off): level 1 each move tried, indented by ply ("B E5"), and
  /// under its moves each node's result ("kill: 1 R3", "save: 0"); level 2 also the static
  /// verdicts that end a line (alive, dead, horizon, cache). Tactics inside are not traced.
  void setTracer(worm::Tracer* tracer) { m_tracer = tracer; }

 private:
  enum Fn : int { kFnAttack = 1, kFnDefend = 2 };
  struct Candidate {
    Point move;
    int value;
  };
  void setup(const DragonAnalysis& da, Point target);
  std::string candidateLine(const OwlEyes& eyes, bool forAttacker);
  OwlResult finish(int code, Point move);
  bool captured() const { return m_board.at(m_target) != m_goal.color(); }
  // The node budget is spent, or the stop test says so (then the result is a guess).
  bool outOfBudget() {
    if (m_nodes >= m_options.nodeBudget) return true;
    if (!m_stop || !m_stop()) return false;
    m_budgetHit = true;
    return true;
  }
  uint64_t cacheKey(int fn) const;
  int widthAt(int depth) const;

  // owl_search.cpp
  int doAttack(int depth, Point* move);
  int doDefend(int depth, Point* move);
  int attackNode(int depth, Point* move);
  int defendNode(int depth, Point* move);
  bool alive(const OwlEyes& eyes) const;
  bool aliveByEyes(const OwlEyes& eyes) const;
  bool deadWithAttackerToMove(const OwlEyes& eyes) const;
  int horizon(const OwlEyes& eyes, bool attackerToMove) const;
  /// The node's eyes; `depth` plies below the question's root (OwlEyes::compute).
  void analyse(OwlEyes& eyes, int depth = 0);
  void traceMove(int depth, Color mover, Point move);
  void traceResult(int depth, bool attack, int code, Point move);
  void traceVerdict(int depth, const char* what);

  // owl_moves.cpp
  std::vector<Candidate> attackMoves(const OwlEyes& eyes);
  std::vector<Candidate> defenseMoves(const OwlEyes& eyes, int depth = 0);
  void addEyeMoves(const OwlEyes& eyes, bool forAttacker, core::PointMap<int>& value) const;
  void addShapeMoves(const OwlEyes& eyes, bool forAttacker, core::PointMap<int>& value) const;
  void addWormMoves(const OwlEyes& eyes, bool forAttacker, core::PointMap<int>& value) const;
  void addLibertyMoves(bool forAttacker, core::PointMap<int>& value) const;
  void addEscapeMoves(const OwlEyes& eyes, core::PointMap<int>& value) const;
  void addExtensionMoves(core::PointMap<int>& value) const;
  void addCutMoves(core::PointMap<int>& value) const;
  void addSemeaiMoves(const OwlEyes& eyes, bool forAttacker, core::PointMap<int>& value) const;
  void addPatternMoves(const OwlEyes& eyes, bool forAttacker, core::PointMap<int>& value);
  std::vector<Candidate> sortCandidates(const core::PointMap<int>& value, bool forAttacker) const;

  board::Board& m_board;
  OwlState& m_state;
  OwlOptions m_options;
  worm::Reader m_reader;
  OwlGoal m_goal;
  Point m_target = core::kNoPoint;
  core::PointMap<bool> m_safeFriend{false};
  worm::KoRules m_ko;
  int m_nodes = 0;
  bool m_budgetHit = false;
  std::function<bool()> m_stop;
  worm::Tracer* m_tracer = nullptr;
  uint64_t m_salt = 0;
  uint64_t m_rootSalt = 0;  ///< the question's position (setup), for GTP questions
  patterns::Matcher m_attackPatterns;  // owl_attack.db
  patterns::Matcher m_defendPatterns;  // owl_defend.db
};

/// The reading limits of the tactical questions asked inside owl.
worm::ReadingLimits owlTacticalLimits(const OwlOptions& options);

}  // namespace dragon
