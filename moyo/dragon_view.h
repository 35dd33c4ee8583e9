// What the moyo module reads about dragons (read-only). The dragon module implements it;
// until then BoardDragonView treats every string as its own dragon with status UNKNOWN.
#pragma once

#include <vector>

#include "engine/board/board.h"
#include "engine/core/point_map.h"

namespace moyo {

/// Dragon status / safety (GNU Go's ALIVE, DEAD, CRITICAL, UNKNOWN).
enum class Safety : uint8_t { Alive, Dead, Critical, Unknown };

/// One-letter form used by the weak-area trace: A, D, C, U.
char safetyLetter(Safety s);

/// Read-only dragon data for the stones of one position.
class DragonView {
 public:
  virtual ~DragonView() = default;
  /// Safety of the dragon through the stone at p (DEAD stones are removed by make_moyo).
  virtual Safety safety(core::Point p) const = 0;
  /// Status of that dragon (the area map prints stones with status DEAD as empty).
  virtual Safety status(core::Point p) const = 0;
  /// The dragon's origin (identifies the dragon).
  virtual core::Point origin(core::Point p) const = 0;
  /// Number of eyes (genus) of the dragon.
  virtual int genus(core::Point p) const = 0;
};

/// The default view: each string is a dragon (origin = string origin), genus 0, safety and
/// status UNKNOWN, so no stone is dead and every stone of a weak area becomes CRITICAL.
/// setSafety() marks whole strings (tests, tools: e.g. DEAD stones).
class BoardDragonView : public DragonView {
 public:
  explicit BoardDragonView(const board::Board& board);
  Safety safety(core::Point p) const override { return m_safety[m_origin[p]]; }
  Safety status(core::Point p) const override { return m_safety[m_origin[p]]; }
  core::Point origin(core::Point p) const override { return m_origin[p]; }
  int genus(core::Point) const override { return 0; }
  /// Sets safety and status of the string through the stone at p (a stone).
  void setSafety(core::Point p, Safety s) { m_safety[m_origin[p]] = s; }

 private:
  core::PointMap<core::Point> m_origin{core::kNoPoint};
  core::PointMap<Safety> m_safety{Safety::Unknown};
};

}  // namespace moyo
