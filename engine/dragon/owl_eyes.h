// The owl reader's view of one dragon in one position (GNU Go's owl eye data): the goal,
// its eye spaces with marginal points, half and false eyes and eyes.db values, its lunches,
// its weak worms and its escape potential. Computed at every node of an owl search.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "engine/board/board.h"
#include "engine/core/point_map.h"
#include "engine/dragon/dragon.h"
#include "engine/dragon/eye_reader.h"
#include "engine/worm/reader.h"

namespace dragon {

/// The dragon an owl search is about: the strings that hold one of the root stones.
class OwlGoal {
 public:
  OwlGoal() = default;
  /// The root stones (the dragon's stones when the question was asked) on the root
  /// position b. Precondition: every stone has color c.
  OwlGoal(const board::Board& b, Color c, const std::vector<Point>& rootStones);
  Color color() const { return m_color; }
  const std::vector<Point>& rootStones() const { return m_root; }
  /// Zobrist-style key of the root stone set (part of the owl cache key).
  uint64_t key() const { return m_key; }
  /// Marks the goal strings of the current position: the strings holding a root stone,
  /// then (repeatedly) strings of the goal's color holding a stone played since the root
  /// that sit a diagonal or a one-point jump away from the goal with the way between open:
  /// the dragon grows with the defender's moves. Returns the number of goal stones.
  int refresh(const board::Board& b);
  bool has(Point p) const { return m_member[p]; }
  /// Heads of the goal strings (after refresh()).
  const std::vector<Point>& worms() const { return m_worms; }

 private:
  bool closeToGoal(const board::Board& b, Point s) const;
  void addString(const board::Board& b, Point s, std::vector<Point>& scratch);

  Color m_color = Color::Empty;
  std::vector<Point> m_root;
  core::PointMap<bool> m_stoneAtRoot{false};  // goal-colored stones of the root position
  uint64_t m_key = 0;
  core::PointMap<bool> m_member{false};
  std::vector<Point> m_worms;
};

/// One eye space touching the goal.
struct OwlEyeSpace {
  std::vector<Point> points;  ///< ascending
  std::vector<bool> marginal;
  int minEye = 0, maxEye = 0;
  std::vector<Point> vitals;  ///< where either side should play when max > min (eyes.db)
  /// From the eye-space reader (spaces eyes.db does not know): each side's vital points.
  std::vector<Point> attackPoints, defensePoints;
  bool read = false;          ///< valued by the eye-space reader
  bool big = false;           ///< too big to describe: counted as two sure eyes
};

/// An enemy worm next to the goal that the defender can capture but the attacker can save.
struct OwlLunch {
  Point worm = core::kNoPoint;
  Point attack = core::kNoPoint;   ///< the capturing move
  Point defense = core::kNoPoint;  ///< the attacker's saving move
  int size = 0;
};

/// A goal worm the attacker can capture tactically.
struct OwlWeakWorm {
  Point worm = core::kNoPoint;
  Point attack = core::kNoPoint;
  Point defense = core::kNoPoint;  ///< kNoPoint: it cannot be saved
  int size = 0;
};

/// Eye counts in the notation of the search: with min eyes everywhere, gain1/gain2 are the
/// two largest max - min differences (the defender to move gets gain1, with the attacker to
/// move the defender still gets gain2).
struct OwlEyeCount {
  int sumMin = 0;
  int gain1 = 0;
  int gain2 = 0;
  int eyesDefenderFirst() const { return sumMin + gain1; }
  int eyesAttackerFirst() const { return sumMin + gain2; }
};

/// The analysis of one node.
class OwlEyes {
 public:
  /// Analyses the goal (already refreshed for b's position). b is restored. `safeFriend`
  /// marks stones of the goal's color that belong to dragons known to be alive (escape).
  /// `eyeCache` (may be null) keeps the eye-space reader's results between nodes. `plies`:
  /// the node's depth in the owl line; the enemy strings are read to the reader's full
  /// depth, every other tactical question that many plies shallower (GNU Go's depth limits
  /// count the owl's moves too).
  void compute(board::Board& b, const OwlGoal& goal, worm::Reader& reader, int plies,
               const core::PointMap<bool>& safeFriend, EyeReadingCache* eyeCache = nullptr);

  const std::vector<OwlEyeSpace>& spaces() const { return m_spaces; }
  const std::vector<OwlLunch>& lunches() const { return m_lunches; }
  const std::vector<OwlWeakWorm>& weakWorms() const { return m_weak; }
  /// Half eyes: (eye point, key point that settles it).
  const std::vector<std::pair<Point, Point>>& halfEyes() const { return m_halfEyes; }
  const OwlEyeCount& count() const { return m_count; }
  /// Escape potential: open points reached from the goal's liberties (liberties of order
  /// up to 4, no point next to a lively enemy stone), 20 more when a liberty touches a safe
  /// friendly dragon (one move connects) whose string there cannot be captured.
  int escape() const { return m_escape; }
  /// Index of the eye space through p, or -1.
  int spaceOf(Point p) const { return m_spaceOf[p]; }
  bool marginal(Point p) const { return m_marginal[p]; }
  /// Fewest liberties of a goal worm.
  int minLiberties() const { return m_minLibs; }
  /// The enemy stone at p is tactically dead (part of the goal's eye space).
  bool deadEnemy(Point p) const { return m_deadEnemy[p]; }

 private:
  void readEnemies(board::Board& b, const OwlGoal& goal, worm::Reader& reader);
  void markDead(const board::Board& b, Point s, std::vector<Point>& scratch);
  bool shutIn(const board::Board& b, const OwlGoal& goal, Point s) const;
  void readGoalWorms(board::Board& b, const OwlGoal& goal, worm::Reader& reader);
  void findSpaces(board::Board& b, const OwlGoal& goal, worm::Reader& reader);
  std::vector<Point> eyeRegion(const board::Board& b, const OwlGoal& goal) const;
  void splitSpaces(const board::Board& b, const OwlGoal& goal, const std::vector<Point>& region);
  bool bigSpaceBelongsElsewhere(const board::Board& b, const OwlGoal& goal,
                                const std::vector<Point>& region) const;
  void findHalfEyes(board::Board& b, const OwlGoal& goal, worm::Reader& reader);
  void valueSpaces(const board::Board& b, const OwlGoal& goal, EyeReadingCache* eyeCache);
  void readSpace(const board::Board& b, Color owner, OwlEyeSpace& e,
                 const std::vector<std::pair<Point, Point>>& grafts, int outsideLibs,
                 EyeReadingCache* eyeCache);
  void computeEscape(const board::Board& b, const OwlGoal& goal,
                     const core::PointMap<bool>& safeFriend, worm::Reader& reader);

  core::PointMap<bool> m_lively{true};
  core::PointMap<bool> m_deadEnemy{false};
  core::PointMap<bool> m_domain[2];  // [0]: the goal's color, [1]: the attacker
  core::PointMap<int16_t> m_spaceOf{-1};
  core::PointMap<bool> m_marginal{false};
  std::vector<OwlEyeSpace> m_spaces;
  std::vector<OwlLunch> m_lunches;
  std::vector<OwlWeakWorm> m_weak;
  std::vector<std::pair<Point, Point>> m_halfEyes;
  OwlEyeCount m_count;
  int m_escape = 0;
  int m_minLibs = 0;
};

/// Could c play at p without being captured unconditionally? (b is restored.)
bool owlSafeMove(board::Board& b, worm::Reader& reader, Point p, Color c);

}  // namespace dragon
