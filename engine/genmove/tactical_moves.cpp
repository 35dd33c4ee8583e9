#include "engine/genmove/tactical_moves.h"

#include <algorithm>
#include <vector>

namespace engine {

using core::Color;
using core::Point;

namespace {

// After the owner plays its defense, does some adjacent enemy string become attackable? If
// not, the defense is passive (it only saves the string).
bool passiveDefense(GenContext& g, const worm::Worm& w) {
  if (w.defensePoint == core::kNoPoint) return true;
  board::Board& b = g.board;
  std::vector<Point> enemies;
  b.adjacentStrings(w.origin, enemies);
  board::ScopedMove mv(b, w.defensePoint, w.color);
  if (!mv) return true;
  for (Point e : enemies)
    if (!core::isStone(b.at(e)) ||
        (g.analysis.worm(e).attackCode == worm::kLose && g.reader.attack(e).code != worm::kLose))
      return false;
  return true;
}

// The single stone we would play is captured at once and the recapture is a snapback:
// 2.x skips these (the reader's point is a sacrifice the value formula cannot judge).
bool isSnapbackStone(GenContext& g, Point move) {
  board::Board& b = g.board;
  board::ScopedMove mv(b, move, g.color);
  return mv && b.stringSize(move) == 1 && b.libertyCount(move) == 1 && b.lastCaptureCount() == 0;
}

// The reader's point, read again as the question "after this move": its answer at the
// root widens the candidates (broad search), and a point found that way may not hold once
// the other side gets the same wide look in reply.
bool worksAsRead(GenContext& g, Point move, Point origin, bool attacker) {
  const int code = attacker ? g.reader.doesAttack(move, origin) : g.reader.doesDefend(move, origin);
  return code != worm::kLose;
}

}  // namespace

bool readAsLost(const dragon::DragonData& d) {
  return d.owlRead && d.status == dragon::Status::Dead;
}

int valueForDragon(const dragon::DragonData& d, bool attacker, int value) {
  if (!readAsLost(d)) return value;
  return attacker ? value / kDeadDragonAttackDivisor : 0;
}

int tacticalValue(GenContext& g, const worm::Worm& w, Point move, bool attacker) {
  (void)move;
  const dragon::DragonData& d = g.analysis.dragon(w.origin);
  int value = w.value + 3 - 2 * w.liberties;
  if (d.escapeRoute <= 4) value -= 2;
  if (d.escapeRoute <= 2) value -= 2;
  const Color owner = w.color;
  if (w.defensePoint != core::kNoPoint &&
      g.analysis.moyo().terriColor(w.defensePoint) == core::opponent(owner) &&
      passiveDefense(g, w)) {
    value -= 15;
    if (d.status == dragon::Status::Dead) value /= 2;
  }
  if (attacker) {
    if (w.attackCode != worm::kWin) value -= 10;
    if (w.defenseCode != worm::kWin) value -= 10;
  }
  return std::max(value, 0);
}

static void tactical(GenContext& g, ShapeEffects& fx, bool attacker) {
  const Color owner = attacker ? g.other() : g.color;
  const Generator gen = attacker ? Generator::Attacker : Generator::Defender;
  for (const worm::Worm& w : g.analysis.worms().all()) {
    if (w.color != owner || w.attackCode == worm::kLose || w.defenseCode == worm::kLose || w.ko ||
        w.inessential)
      continue;
    const dragon::DragonData& d = g.analysis.dragon(w.origin);
    if (readAsLost(d) && !attacker) continue;
    const Point readerPoint = attacker ? w.attackPoint : w.defensePoint;
    const Point shapePoint = attacker ? fx.attackPoint[w.origin] : fx.defensePoint[w.origin];
    Point move = shapePoint != core::kNoPoint ? shapePoint : readerPoint;
    if (move == core::kNoPoint || !g.board.isLegal(move, g.color)) continue;
    if (attacker && isSnapbackStone(g, move) && w.size == 1) continue;
    if (!worksAsRead(g, move, w.origin, attacker)) continue;
    int value = tacticalValue(g, w, move, attacker);
    if (!g.safety.confirm(move, g.color)) value = 0;
    value = valueForDragon(d, attacker, value);
    // The shape move attacks (defends) too: play it instead (notes 6.3).
    const Point shape = fx.best.move();
    if (value >= g.best.value() && shape != core::kNoPoint && shape != move) {
      const int code =
          attacker ? g.reader.doesAttack(shape, w.origin) : g.reader.doesDefend(shape, w.origin);
      if (code == worm::kWin) move = shape;
    }
    g.propose(move, value, gen,
              std::string(attacker ? "attacks " : "defends ") + g.vertex(w.origin) +
                  " (worm value " + std::to_string(w.value) + ", " + std::to_string(w.liberties) +
                  " liberties)");
  }
}

void attacker(GenContext& g, ShapeEffects& fx) {
  tactical(g, fx, true);
}
void defender(GenContext& g, ShapeEffects& fx) {
  tactical(g, fx, false);
}

// The move that decides the dragon's half eye, and the value it is worth.
static bool eyeMove(GenContext& g, const ShapeEffects& fx, const dragon::DragonData& d, Point* move,
                    int* value, std::string* why) {
  const bool own = d.color == g.color;
  *value = dragonValue(g.analysis, d);
  const Point lunch = d.lunch;
  if (lunch != core::kNoPoint) {
    const worm::Worm& l = g.analysis.worm(lunch);
    if (l.attackCode != worm::kLose && l.defenseCode != worm::kLose) {
      *move = own ? l.attackPoint : l.defensePoint;
      *value += l.value;
      *why = std::string(own ? "captures lunch " : "saves lunch ") + g.vertex(lunch);
      const Point shape = fx.best.move();
      if (shape != core::kNoPoint && shape != *move &&
          (own ? g.reader.doesAttack(shape, lunch) : g.reader.doesDefend(shape, lunch)) ==
              worm::kWin)
        *move = shape;
      return *move != core::kNoPoint;
    }
  }
  const Point bridge = fx.bridge[d.origin];
  const Point friendOrigin = fx.friendDragon[d.origin];
  if (own && bridge != core::kNoPoint && friendOrigin != core::kNoPoint &&
      g.analysis.dragon(friendOrigin).genus > 0) {
    *move = bridge;
    *why = "joins to " + g.vertex(friendOrigin);
    return true;
  }
  *move = d.heye;
  *why = own ? "makes the eye" : "destroys the eye";
  return *move != core::kNoPoint;
}

void eyeFinder(GenContext& g, const ShapeEffects& fx) {
  for (const dragon::DragonData& d : g.analysis.dragons().dragons()) {
    if (d.safety != dragon::Status::Critical || d.trueGenus() != 3) continue;
    Point move = core::kNoPoint;
    int value = 0;
    std::string why;
    if (!eyeMove(g, fx, d, &move, &value, &why) || !g.board.isLegal(move, g.color)) continue;
    if (d.color == g.color && !g.safety.safe(move, g.color)) continue;
    g.propose(move, value, Generator::EyeFinder, why + " of " + g.vertex(d.origin));
  }
}

}  // namespace engine
