#include "engine/genmove/semeai.h"

#include <algorithm>
#include <unordered_map>

namespace engine {

using core::Color;
using core::Point;

namespace {

/// Liberty-race minimax: +1 the attacker (side 0) captures, -1 the defender captures, 0 seki.
/// Moves: fill an outside liberty of the other side, fill a shared liberty, fill the other
/// side's eye (only when it has nothing else left), pass; two passes end the race.
class RaceSearch {
 public:
  int solve(int outA, int outB, int shared, int eyeA, int eyeB, int mover, int passes) {
    const int key =
        ((((outA * 16 + outB) * 16 + shared) * 2 + eyeA) * 2 + eyeB) * 4 + mover * 2 + passes;
    if (const auto it = m_memo.find(key); it != m_memo.end()) return it->second;
    int out[2] = {outA, outB}, eye[2] = {eyeA, eyeB};
    const int me = mover, them = 1 - mover;
    const int sign = me == 0 ? 1 : -1;  // the mover maximises sign * result
    int best = passes == 1 ? 0 : -2;    // a second pass ends the race in seki
    if (passes == 0) best = std::max(best, sign * next(out, shared, eye, them, 1));
    const int theirLibs = out[them] + shared + eye[them];
    const int myLibs = out[me] + shared + eye[me];
    const auto play = [&](int* counter) {
      --*counter;
      const int value = theirLibs == 1 ? 1 : sign * next(out, shared, eye, them, 0);
      ++*counter;
      best = std::max(best, value);
    };
    if (out[them] > 0) play(&out[them]);
    if (shared > 0 && (myLibs > 1 || theirLibs == 1)) play(&shared);
    if (eye[them] > 0 && out[them] + shared == 0) play(&eye[them]);
    const int result = sign * best;
    m_memo[key] = result;
    return result;
  }

 private:
  int next(const int* out, int shared, const int* eye, int mover, int passes) {
    return solve(out[0], out[1], shared, eye[0], eye[1], mover, passes);
  }
  std::unordered_map<int, int> m_memo;
};

}  // namespace

int raceResult(int attackerOutside, int defenderOutside, int common, bool attackerEye,
               bool defenderEye) {
  const auto cap = [](int v) { return std::clamp(v, 0, 15); };
  RaceSearch search;
  return search.solve(cap(attackerOutside), cap(defenderOutside), cap(common), attackerEye,
                      defenderEye, 0, 0);
}

namespace {

struct Race {
  int own = 0, enemy = 0, common = 0;
  Point fill = core::kNoPoint;  // the liberty to fill
};

Race countRace(GenContext& g, Point ownWorm, Point enemyWorm) {
  std::vector<Point> ownLibs, enemyLibs;
  g.board.liberties(ownWorm, ownLibs);
  g.board.liberties(enemyWorm, enemyLibs);
  Race r;
  Point commonFill = core::kNoPoint;
  for (Point l : enemyLibs) {
    const bool shared = std::find(ownLibs.begin(), ownLibs.end(), l) != ownLibs.end();
    if (shared) {
      ++r.common;
      if (commonFill == core::kNoPoint && g.safety.safe(l, g.color)) commonFill = l;
    } else {
      ++r.enemy;
      if (r.fill == core::kNoPoint && g.safety.safe(l, g.color)) r.fill = l;
    }
  }
  r.own = static_cast<int>(ownLibs.size()) - r.common;
  if (r.fill == core::kNoPoint && r.enemy == 0) r.fill = commonFill;
  return r;
}

}  // namespace

std::vector<Point> semeai(GenContext& g) {
  std::vector<Point> raced;
  const PositionAnalysis& a = g.analysis;
  for (const worm::Worm& w : a.worms().all()) {
    if (w.color != g.color || a.dragon(w.origin).status != dragon::Status::Dead) continue;
    const dragon::DragonData& own = a.dragon(w.origin);
    std::vector<Point> enemies;
    g.board.adjacentStrings(w.origin, enemies);
    for (Point e : enemies) {
      const dragon::DragonData& enemy = a.dragon(e);
      if (enemy.vitality >= 0) continue;
      const Race r = countRace(g, w.origin, e);
      const bool ownEye = own.genus > 0, enemyEye = enemy.genus > 0;
      const bool winFirst = raceResult(r.own, r.enemy, r.common, ownEye, enemyEye) == 1;
      const bool winSecond = raceResult(r.enemy, r.own, r.common, enemyEye, ownEye) == -1;
      if (std::find(raced.begin(), raced.end(), enemy.origin) == raced.end())
        raced.push_back(enemy.origin);
      if (!winFirst || winSecond || r.fill == core::kNoPoint) continue;
      const int value = 85 + (enemy.status == dragon::Status::Dead ? 10 : 0);
      g.propose(r.fill, value, Generator::Semeai,
                "semeai of " + g.vertex(own.origin) + " against " + g.vertex(e) + " (liberties " +
                    std::to_string(r.own) + "/" + std::to_string(r.enemy) + ", shared " +
                    std::to_string(r.common) + ")");
    }
  }
  return raced;
}

std::vector<Point> reviseSemeai(GenContext& g, const std::vector<Point>& raced) {
  std::vector<Point> revived;
  for (Point origin : raced) {
    const dragon::DragonData& d = g.analysis.dragon(origin);
    if (d.color == g.other() && d.status == dragon::Status::Dead) revived.push_back(d.origin);
  }
  return revived;
}

namespace {

// The color a neighbour counts for: dead stones count for the other side, inessential
// strings not at all (Empty).
Color effectiveColor(GenContext& g, Point n) {
  const Color c = g.board.at(n);
  if (!core::isStone(c) || g.analysis.worm(n).inessential) return Color::Empty;
  return g.analysis.dragon(n).status == dragon::Status::Dead ? core::opponent(c) : c;
}

bool isDame(GenContext& g, Point p) {
  bool black = false, white = false;
  for (int d : core::kDirections) {
    const Point n = static_cast<Point>(p + d);
    const Color c = effectiveColor(g, n);
    black = black || c == Color::Black;
    white = white || c == Color::White;
  }
  return black && white;
}

// When the dame itself is not safe: an own move that gives the strings next to it room
// (backfilling), a capture at the dame, or taking an adjacent enemy string in atari.
Point backfill(GenContext& g, Point p) {
  if (g.board.wouldCapture(p, g.color) && g.board.isLegal(p, g.color)) return p;
  for (int d : core::kDirections) {
    const Point n = static_cast<Point>(p + d);
    if (g.board.at(n) != g.other()) continue;
    const worm::Worm& w = g.analysis.worm(n);
    if (w.attackCode == worm::kWin && w.attackPoint != core::kNoPoint &&
        g.safety.safe(w.attackPoint, g.color) && g.safety.confirm(w.attackPoint, g.color))
      return w.attackPoint;
  }
  return core::kNoPoint;
}

}  // namespace

void fillLiberty(GenContext& g) {
  for (Point p : g.board.geometry()) {
    if (g.board.at(p) != Color::Empty || !isDame(g, p)) continue;
    Point move = core::kNoPoint;
    if (g.safety.safe(p, g.color) && g.safety.confirm(p, g.color))
      move = p;
    else
      move = backfill(g, p);
    if (move == core::kNoPoint) continue;
    g.propose(move, 1, Generator::FillLiberty, "fills the dame at " + g.vertex(p));
    return;
  }
}

}  // namespace engine
