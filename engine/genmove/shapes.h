// shapes(): the pattern database as a move generator (notes 5.4, 5.5). Every match anchored
// at a stone is valued (weight, wind or moyo assistance, bonuses for weak dragons, the
// split bonus, connection values for classes C and B, or a named helper), checked with the
// tactical reader (safe_move, confirm_safety) and offered through shapes' own best move.
#pragma once

#include "engine/core/point_map.h"
#include "engine/genmove/gen_context.h"
#include "engine/genmove/pattern_stats.h"
#include "engine/genmove/shape_context.h"

namespace engine {

/// 2.x's side effects of shapes, as explicit outputs read by the later generators.
struct ShapeEffects {
  /// Per worm origin: a class A (D) pattern move that also attacks (defends) the worm;
  /// attacker() / defender() play it instead of the reader's point.
  core::PointMap<core::Point> attackPoint{core::kNoPoint};
  core::PointMap<core::Point> defensePoint{core::kNoPoint};
  /// Per dragon origin: the friend dragon a class C/B pattern would join it to, and the
  /// joining move (eye_finder plays the bridge when the friend has eyes).
  core::PointMap<core::Point> friendDragon{core::kNoPoint};
  core::PointMap<core::Point> bridge{core::kNoPoint};
  /// Per move point: the pattern (index in patterns.db) that gave it its best value.
  core::PointMap<int> pattern{-1};
  core::PointMap<int> patternValue{-1};
  /// shapes' own best (2.x's shapei, shapej), merged into the global best at the end.
  BestMove best;
};

/// Beyond 2.x: a shape move whose own stones all belong to DEAD dragons (and that attacks
/// nothing, no class A) keeps 1/kDeadDragonShapeDivisor of its value. Stones added to a
/// group the life pass already gave up were most of the dead stones of lost 19x19 games.
inline constexpr int kDeadDragonShapeDivisor = 4;
/// That rule: `ownDead` (some own stone of the match is in a DEAD dragon), `ownLiving` (some
/// is in another dragon), the pattern's class bits, the value so far.
int shapeValueNearDeadDragons(bool ownDead, bool ownLiving, uint16_t classes, int value);

/// Value of a dragon: the sum of its worms' values.
int dragonValue(const PositionAnalysis& a, const dragon::DragonData& d);

/// connection_value (notes 5.5 step 4): what joining (or, for the opponent, cutting) the
/// dragons through a and b is worth. 0 when they are one dragon or both alive.
int connectionValue(const PositionAnalysis& a, core::Point da, core::Point db);

/// Runs the database for g.color and merges shapes' best into g.best. `gen` is Shapes, or
/// ReviseSemeai for the second pass after revise_semeai.
void shapes(GenContext& g, ShapeContext& ctx, PatternStats& stats, Generator gen,
            ShapeEffects& effects);

}  // namespace engine
