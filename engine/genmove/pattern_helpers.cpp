// The helpers read the moyo module's test-move boards through the 70-board color stack
// (delta_terri_color, delta_moyo_color, delta_area_color): who owns a point after the move.
#include "engine/genmove/pattern_helpers.h"

#include <algorithm>
#include <cstdlib>

namespace engine {

using core::Color;
using core::Point;

int deltaMoyoSimple(moyo::Moyo& m, Point t, Color color) {
  const int meta = m.metaConnect(t, color);
  if (meta < 0) return 0;
  return m.deltaMoyo(t, color) - std::max(meta, 0);
}

namespace {

/// Calls f(p) for every board point within Manhattan distance `radius` of center.
template <typename F>
void forNear(const board::Board& b, Point center, int radius, F f) {
  const int cx = core::pointX(center), cy = core::pointY(center), n = b.size();
  for (int y = std::max(0, cy - radius); y <= std::min(n - 1, cy + radius); ++y)
    for (int x = std::max(0, cx - radius); x <= std::min(n - 1, cx + radius); ++x)
      if (std::abs(x - cx) + std::abs(y - cy) <= radius) f(core::toPoint(x, y));
}

int clampTo(int value, int weight) {
  return std::min(value, weight);
}

// endgame_helper: the value follows the swing of the point (diff_terri: what the move gains
// plus what the opponent would gain there), a quarter of the weight at least.
int endgameHelper(HelperCall& c) {
  const int swing = c.g.analysis.moyo().diffTerri(c.move, c.g.color);
  return clampTo(c.weight / 4 + 2 * std::max(swing, 0), c.weight);
}

// reduce_helper: points near the move that are the opponent's moyo (5/10) now and are not
// after the move (delta_moyo_color). No such point: no reduction, the match is rejected.
int reduceHelper(HelperCall& c) {
  moyo::Moyo& m = c.g.analysis.moyo();
  int reduced = 0;
  forNear(c.g.board, c.move, 4, [&](Point p) {
    if (m.moyoColor(p) == c.g.other() && m.deltaMoyoColor(c.move, c.g.color, p) != c.g.other())
      ++reduced;
  });
  return reduced == 0 ? 0 : clampTo(c.weight / 2 + 2 * reduced, c.weight);
}

// secure_helper: for a weak (CRITICAL) own dragon near the move, the points near the move
// that become the mover's area (4/0) only after the move (delta_area_color).
int secureHelper(HelperCall& c) {
  const board::Board& b = c.g.board;
  bool weakNear = false;
  forNear(b, c.move, 3, [&](Point p) {
    weakNear = weakNear ||
               (b.at(p) == c.g.color && c.g.analysis.dragon(p).safety == dragon::Status::Critical);
  });
  if (!weakNear) return 0;
  moyo::Moyo& m = c.g.analysis.moyo();
  int gained = 0;
  forNear(b, c.move, 3, [&](Point p) {
    if (b.at(p) == Color::Empty && m.areaColor(p) != c.g.color &&
        m.deltaAreaColor(c.move, c.g.color, p) == c.g.color)
      ++gained;
  });
  return clampTo(c.weight / 2 + 3 * gained, c.weight);
}

// invade_helper: opponent territory (5/21) near the move that is no longer territory after
// the move (delta_terri_color); an invasion that destroys nothing is rejected.
int invadeHelper(HelperCall& c) {
  moyo::Moyo& m = c.g.analysis.moyo();
  int destroyed = 0;
  forNear(c.g.board, c.move, 4, [&](Point p) {
    if (m.terriColor(p) == c.g.other() && m.deltaTerriColor(c.move, c.g.color, p) != c.g.other())
      ++destroyed;
  });
  return destroyed == 0 ? 0 : clampTo(c.weight / 3 + 2 * destroyed, c.weight);
}

// extend_helper: an extension is worth what it adds to the mover's territory (delta_terri).
int extendHelper(HelperCall& c) {
  const int gain = c.g.analysis.moyo().deltaTerri(c.move, c.g.color);
  return gain <= 0 ? 0 : clampTo(c.weight / 2 + gain, c.weight);
}

// block_helper: a block is worth what the opponent would gain by playing there first.
int blockHelper(HelperCall& c) {
  const int gain = c.g.analysis.moyo().deltaTerri(c.move, c.g.other());
  return gain <= 0 ? 0 : clampTo(c.weight / 2 + gain, c.weight);
}

// approach_helper: an approach to an enemy corner costs 10 per weak own group (fuseki's
// number_weak rule, notes 6.2): no time for new fights with weak groups on the board.
int approachHelper(HelperCall& c) {
  return c.weight - 10 * c.g.analysis.moyo().numberWeak(c.g.color);
}

// near_helper: for the classic chooser, an opening corner move near the opponent's stones
// (within kNearDistance), when the opponent has any: on 9x9 the corner away from them let
// the opponent settle. The search weighs the corners by its playouts and takes them all.
constexpr int kNearDistance = 5;
int nearHelper(HelperCall& c) {
  if (c.g.plan.chooser != ChooserKind::Classic) return c.weight;
  const board::Board& b = c.g.board;
  bool any = false, near = false;
  for (Point p : b.geometry()) {
    if (b.at(p) != c.g.other()) continue;
    any = true;
    near = near || core::manhattanDistance(p, c.move) <= kNearDistance;
  }
  return !any || near ? c.weight : 0;
}

struct NamedHelper {
  std::string_view name;
  PatternHelper fn;
};

constexpr NamedHelper kHelpers[] = {
    {"approach_helper", approachHelper}, {"block_helper", blockHelper},
    {"endgame_helper", endgameHelper},   {"extend_helper", extendHelper},
    {"invade_helper", invadeHelper},     {"reduce_helper", reduceHelper},
    {"near_helper", nearHelper},         {"secure_helper", secureHelper},
};

}  // namespace

PatternHelper findPatternHelper(std::string_view name) {
  for (const NamedHelper& h : kHelpers)
    if (h.name == name) return h.fn;
  return nullptr;
}

std::vector<std::string_view> patternHelperNames() {
  std::vector<std::string_view> names;
  for (const NamedHelper& h : kHelpers) names.push_back(h.name);
  return names;
}

bool isFilterHelper(PatternHelper h) { return h == nearHelper; }

}  // namespace engine
