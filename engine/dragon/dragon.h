// Dragons (GNU Go 2.x make_dragons): worms amalgamated through connections and eye spaces,
// with eye spaces, half eyes, genus, escape route, lunch, vitality, status and safety.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/board/board.h"
#include "engine/core/point_map.h"

namespace worm {
class WormAnalysis;
class Reader;
}  // namespace worm

namespace dragon {

using core::Color;
using core::Point;

/// Tactical facts for one string (GNU Go's worm attack/defend fields), from the worm
/// module's reader.
struct WormTactics {
  Point attackPoint = core::kNoPoint;   ///< move that captures, kNoPoint if none found
  Point defensePoint = core::kNoPoint;  ///< move that saves it after an attack, or kNoPoint
  bool attackable() const { return attackPoint != core::kNoPoint; }
  /// Attackable and no defense: tactically dead.
  bool lost() const { return attackable() && defensePoint == core::kNoPoint; }
};

/// Life-and-death verdict of a dragon (GNU Go's status / safety values).
enum class Status : uint8_t { Dead, Alive, Critical, Unknown };
/// "dead", "alive", "critical", "unknown" (GNU Go's GTP words).
const char* statusName(Status s);

/// Topological eye classification of a point (notes 3.4).
enum class EyeKind : uint8_t { Normal, FalseEye, HalfEye };

/// One connected eye space of one color (GNU Go's eye data, per origin).
struct EyeSpace {
  Color color = Color::Empty;     ///< the color that owns (borders) the space
  Point origin = core::kNoPoint;  ///< smallest point of the space
  std::vector<Point> points;      ///< every point, ascending
  int esize = 0;                  ///< points in the space
  int msize = 0;                  ///< marginal points among them
  int maxEye = 0;                 ///< eyes if the owner plays first
  int minEye = 0;                 ///< eyes if the opponent plays first
  Point vital = core::kNoPoint;   ///< the attack/defense point when maxEye > minEye
  Point dragon = core::kNoPoint;  ///< origin of the dragon owning the space, if any
};

/// Everything GNU Go's dragon array holds for one dragon (same values on every stone).
struct DragonData {
  Point origin = core::kNoPoint;  ///< smallest stone of the dragon
  Color color = Color::Empty;
  int size = 0;                  ///< stones
  int genus = 0;                 ///< sure eyes
  int heyes = 0;                 ///< half eyes
  Point heye = core::kNoPoint;   ///< vital point of a half eye
  int escapeRoute = 0;           ///< max liberties of order 4 over its worms
  Point lunch = core::kNoPoint;  ///< an adjacent capturable (and defendable) enemy worm
  int vitality = 0;              ///< 6*genus + heyes + escapeRoute - 10
  Status status = Status::Unknown;
  Status safety = Status::Unknown;  ///< status, later raised to CRITICAL by the moyo module
  /// Owl reading (owl_status.h; kNoPoint / 0 when not read or no such move). Codes are
  /// GNU Go 3.8's: 0 fails, 1 unconditional, 2 ko taken first, 3 ko needing a threat.
  Point owlAttack = core::kNoPoint;
  int owlAttackCode = 0;
  Point owlDefense = core::kNoPoint;
  int owlDefenseCode = 0;
  bool owlRead = false;  ///< the owl pass read this dragon
  bool seki = false;     ///< lives in seki: cannot be killed, has no two eyes (owl)
  std::vector<Point> stones;        ///< every stone, ascending
  std::vector<Point> worms;         ///< origin of each worm, ascending
  /// Half eyes in GNU Go's sense: 2*genus + heyes.
  int trueGenus() const { return 2 * genus + heyes; }
};

/// The stone GTP dragon_status has owl read a dragon through (owl's target: the dragon is
/// killed when this string is captured): the origin of its largest worm (ties: the most
/// liberties, then the smallest origin). A big loose dragon's smallest stone may be a weak
/// appendage that can be cut off and captured while the body lives. (Genmove's owl pass still
/// reads through the origin: owl_status.cpp says why.)
inline Point keyStone(const board::Board& b, const DragonData& d) {
  Point best = d.origin;
  for (Point w : d.worms) {
    const int sw = b.stringSize(w), sb = b.stringSize(best);
    if (sw > sb || (sw == sb && b.libertyCount(w) > b.libertyCount(best))) best = w;
  }
  return best;
}

/// Read-only dragon analysis of one position (valid while positionId() matches the board).
class DragonAnalysis {
 public:
  /// Runs make_dragons on b (b is used for reading and restored before returning). With
  /// `worms` (the worm module's analysis of this position) its attack/defense points and
  /// liberties of order 4 are used; without, strings of at most two liberties are read by
  /// the worm module's reader in its cheap mode (ReadingLimits::cheap(), the end-of-game
  /// path). `reader` (on b) answers the safe-move questions of the eye spaces; without, a
  /// cheap reader with a small private cache.
  static DragonAnalysis make(board::Board& b, const worm::WormAnalysis* worms = nullptr,
                             worm::Reader* reader = nullptr);

  uint64_t positionId() const { return m_positionId; }
  int boardSize() const { return m_size; }
  /// Dragon index of a stone, -1 for an empty point.
  int dragonIndex(Point p) const { return m_dragonOf[p]; }
  /// Precondition: p holds a stone.
  const DragonData& dragonAt(Point p) const { return m_dragons[m_dragonOf[p]]; }
  const std::vector<DragonData>& dragons() const { return m_dragons; }
  /// Tactical facts of the worm through p. Precondition: p holds a stone.
  const WormTactics& worm(Point p) const { return m_worm[p]; }
  /// Eye space of color c through p, or nullptr.
  const EyeSpace* eyeSpace(Color c, Point p) const;
  /// True if p is a marginal point of c's eye space.
  bool marginal(Color c, Point p) const { return m_marginal[side(c)][p]; }
  const std::vector<EyeSpace>& eyeSpaces(Color c) const { return m_eyes[side(c)]; }
  /// Half/false eye classification of p and its key point.
  EyeKind eyeKind(Point p) const { return m_eyeKind[p]; }
  Point halfEyeKey(Point p) const { return m_halfEyeKey[p]; }
  /// True if p is a cutting point for color c (a conn.db class B match with c as O).
  bool cutPoint(Color c, Point p) const { return m_cutPoint[side(c)][p]; }
  /// Changes a dragon's safety (the moyo module's weak-area rule).
  void setSafety(int dragonIndex, Status s) { m_dragons[dragonIndex].safety = s; }
  /// Changes a dragon's status and safety (a reading or playout verdict on the dragon).
  void setStatus(int dragonIndex, Status s) {
    m_dragons[dragonIndex].status = s;
    m_dragons[dragonIndex].safety = s;
  }
  /// Mutable dragon data, for the owl pass (owl_status.h) only.
  DragonData& mutableDragon(int dragonIndex) { return m_dragons[dragonIndex]; }

 private:
  friend class DragonBuilder;
  static int side(Color c) { return c == Color::Black ? 0 : 1; }

  uint64_t m_positionId = 0;
  int m_size = 0;
  std::vector<DragonData> m_dragons;
  core::PointMap<int> m_dragonOf{-1};
  core::PointMap<WormTactics> m_worm;
  std::vector<EyeSpace> m_eyes[2];
  core::PointMap<int> m_eyeOf[2] = {core::PointMap<int>(-1), core::PointMap<int>(-1)};
  core::PointMap<bool> m_marginal[2];
  core::PointMap<bool> m_cutPoint[2];
  core::PointMap<EyeKind> m_eyeKind{EyeKind::Normal};
  core::PointMap<Point> m_halfEyeKey{core::kNoPoint};
};

/// Eye values {max, min} and vital point of an eye space (eyes.db, else heuristics).
struct EyeValue {
  int maxEye = 0;
  int minEye = 0;
  Point vital = core::kNoPoint;
};

/// Evaluates eye-space graphs; the built-in table can be replaced by an eyes.db matcher.
class EyeShapeEvaluator {
 public:
  virtual ~EyeShapeEvaluator() = default;
  /// points: the space; marginal[i] tells whether points[i] is marginal; half-eye key points
  /// grafted into the graph are included as marginal points.
  virtual EyeValue evaluate(const std::vector<Point>& points,
                            const std::vector<bool>& marginal) const = 0;
};

/// Built-in eye shapes: nakade shapes, small spaces, then GNU Go's size heuristic.
const EyeShapeEvaluator& builtinEyeShapes();

}  // namespace dragon
