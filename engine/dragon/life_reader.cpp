#include "engine/dragon/life_reader.h"

#include <algorithm>
#include <utility>

namespace dragon {

using core::kDirections;
using core::kNoPoint;

namespace {

// Moves worth reading for (or against) dragon d, best first: vital points of its eye
// spaces, the other eye-space points, tactical points of its worms and of their
// neighbours, liberties.
class MoveRanker {
 public:
  MoveRanker(const board::Board& b, const DragonAnalysis& da, const DragonData& d, bool attacker)
      : m_board(b), m_da(da), m_d(d), m_attacker(attacker) {}

  std::vector<Point> rank(int width) {
    addEyeSpaces();
    addWorms();
    std::vector<std::pair<int, Point>> order;
    for (Point p : m_board.geometry())
      if (m_score[p] > 0 && m_board.at(p) == Color::Empty) order.emplace_back(-m_score[p], p);
    std::sort(order.begin(), order.end());
    std::vector<Point> out;
    for (const auto& o : order) {
      if (static_cast<int>(out.size()) >= width) break;
      if (!m_attacker && ownEye(o.second)) continue;
      out.push_back(o.second);
    }
    return out;
  }

 private:
  bool touchesDragon(Point p) const {
    for (int dir : kDirections) {
      const Point n = static_cast<Point>(p + dir);
      if (m_board.at(n) == m_d.color && m_da.dragonIndex(n) == m_da.dragonIndex(m_d.origin))
        return true;
    }
    return false;
  }
  // A point whose four neighbours are the defender's stones (or the edge): filling it
  // can only lose an eye.
  bool ownEye(Point p) const {
    for (int dir : kDirections) {
      const Color n = m_board.at(static_cast<Point>(p + dir));
      if (n != m_d.color && n != Color::Border) return false;
    }
    return true;
  }
  void addEyeSpaces() {
    for (const EyeSpace& e : m_da.eyeSpaces(m_d.color)) {
      bool ours = false;
      for (Point p : e.points) ours = ours || touchesDragon(p);
      if (!ours || e.esize > 12) continue;
      for (Point p : e.points) {
        int inner = 0;
        for (int dir : kDirections) inner += m_da.eyeSpace(m_d.color, static_cast<Point>(p + dir)) == &e;
        m_score[p] += 20 + 3 * inner;
      }
      if (e.vital != kNoPoint && e.maxEye > e.minEye) m_score[e.vital] += 60;
    }
    if (m_d.heye != kNoPoint) m_score[m_d.heye] += 50;
  }
  void addWorms() {
    std::vector<Point> libs, enemies;
    for (Point w : m_d.worms) {
      const WormTactics& t = m_da.worm(w);
      if (m_attacker && t.attackPoint != kNoPoint) m_score[t.attackPoint] += 50;
      if (!m_attacker && t.defensePoint != kNoPoint) m_score[t.defensePoint] += 50;
      m_board.liberties(w, libs);
      for (Point l : libs) m_score[l] += m_board.libertyCount(w) <= 2 ? 30 : 8;
      m_board.adjacentStrings(w, enemies);
      for (Point e : enemies) {
        const WormTactics& et = m_da.worm(e);
        if (et.attackPoint == kNoPoint) continue;
        if (!m_attacker) m_score[et.attackPoint] += 45;
        if (m_attacker && et.defensePoint != kNoPoint) m_score[et.defensePoint] += 35;
      }
    }
  }

  const board::Board& m_board;
  const DragonAnalysis& m_da;
  const DragonData& m_d;
  bool m_attacker;
  core::PointMap<int> m_score{0};
};

// Points of c's eye spaces touching dragon d: a big enclosed area is hard to kill.
int eyeArea(const board::Board& b, const DragonAnalysis& da, const DragonData& d) {
  int area = 0;
  for (const EyeSpace& e : da.eyeSpaces(d.color)) {
    bool touches = false;
    for (Point p : e.points)
      for (int dir : kDirections) {
        const Point n = static_cast<Point>(p + dir);
        touches = touches || (b.at(n) == d.color && da.dragonIndex(n) == da.dragonIndex(d.origin));
      }
    if (touches) area += e.esize;
  }
  return area;
}

}  // namespace

LifeReader::Verdict LifeReader::judge(Point stone, Color c, int depth, std::vector<Point>& moves,
                                      bool attacker) {
  moves.clear();
  if (m_board.at(stone) != c) return Verdict::Dead;
  if (m_nodes >= m_nodeLimit) return Verdict::Open;  // out of budget: unresolved
  ++m_nodes;
  const DragonAnalysis da = DragonAnalysis::make(m_board);
  const DragonData& d = da.dragonAt(stone);
  // The static eye count can be fooled (enemy stones inside the space), so two eyes only
  // end the reading at the horizon; many eyes or a wide open escape end it at once.
  const int area = eyeArea(m_board, da, d);
  if (d.trueGenus() >= 6 || d.escapeRoute >= 8 || area >= 12) return Verdict::Alive;
  if (d.trueGenus() >= 4 && depth == 0) return Verdict::Alive;
  // Not dragon_status's DEAD: a freshly placed enemy stone is a lunch of one stone, which
  // the static rule ignores; while a lunch exists the reading goes on.
  const bool lost = d.worms.size() == 1 && da.worm(stone).lost();
  const bool dead = d.trueGenus() < 3 && d.lunch == kNoPoint && (d.escapeRoute == 0 || lost);
  if (dead && attacker) return Verdict::Dead;
  if (depth == 0 || m_nodes > m_nodeLimit) {
    // Horizon: a capturable enemy stone is worth a half eye; with a half eye left the
    // side to move decides.
    const int eyes = d.trueGenus() + (d.lunch != kNoPoint ? 1 : 0) + (area >= 7 ? 2 : 0);
    if (d.escapeRoute >= 3) return Verdict::Alive;
    if (attacker) return eyes >= 4 ? Verdict::Alive : Verdict::Dead;
    return eyes >= 3 ? Verdict::Alive : Verdict::Dead;
  }
  moves = MoveRanker(m_board, da, d, attacker).rank(8);
  return dead ? Verdict::Dead : Verdict::Open;
}

// Attacker (the opponent of c) to move: true if the dragon through `stone` dies.
bool LifeReader::attack(Point stone, Color c, int depth, Point* move) {
  const uint64_t key = m_board.hash() * 4 + static_cast<uint64_t>(depth) * 0x9e3779b97f4a7c15ULL;
  if (!move) {
    auto it = m_cache.find(key);
    if (it != m_cache.end()) return it->second;
  }
  std::vector<Point> moves;
  const Verdict v = judge(stone, c, depth, moves, true);
  bool result = v == Verdict::Dead;
  if (v == Verdict::Open && depth > 0) {
    const int width = std::min<int>(static_cast<int>(moves.size()), 3 + depth);
    for (int i = 0; i < width && (!result || move); ++i) {
      if (!m_board.tryMove(moves[i], core::opponent(c))) continue;
      const bool kills = m_board.at(stone) != c || !defend(stone, c, depth - 1, nullptr);
      m_board.popMove();
      if (kills) {
        if (move && !result) *move = moves[i];
        if (move) m_rootAttacks.push_back(moves[i]);
        result = true;
      }
    }
  }
  m_cache[key] = result;
  return result;
}

// Defender (c) to move: true if the dragon through `stone` lives (or cannot be proven
// dead within the horizon).
bool LifeReader::defend(Point stone, Color c, int depth, Point* move) {
  const uint64_t key =
      m_board.hash() * 4 + 1 + static_cast<uint64_t>(depth) * 0x9e3779b97f4a7c15ULL;
  if (!move) {
    auto it = m_cache.find(key);
    if (it != m_cache.end()) return it->second;
  }
  std::vector<Point> moves;
  const Verdict v = judge(stone, c, depth, moves, false);
  bool result = v != Verdict::Dead;
  if (v != Verdict::Alive && depth > 0 && !moves.empty()) {
    result = false;
    const int width = std::min<int>(static_cast<int>(moves.size()), 3 + depth);
    for (int i = 0; i < width && (!result || move); ++i) {
      if (!m_board.tryMove(moves[i], c)) continue;
      const bool lives = m_board.at(stone) == c && !attack(stone, c, depth - 1, nullptr);
      m_board.popMove();
      if (lives) {
        if (move && !result) *move = moves[i];
        if (move) m_rootDefenses.push_back(moves[i]);
        result = true;
      }
    }
  }
  m_cache[key] = result;
  return result;
}

LifeResult LifeReader::read(const DragonAnalysis& da, Point stone) {
  LifeResult r;
  const DragonData& d = da.dragonAt(stone);
  // Follow the dragon's biggest worm: losing a small cutting stone is not dying.
  for (Point w : d.worms)
    if (m_board.stringSize(w) > m_board.stringSize(stone)) stone = w;
  m_nodes = 0;
  m_cache.clear();
  m_rootAttacks.clear();
  m_rootDefenses.clear();
  const bool killed = attack(stone, d.color, m_depth, &r.attack);
  r.nodes = m_nodes;
  m_nodes = 0;  // the defense gets a budget of its own
  if (!killed) {
    r.status = Status::Alive;
  } else if (!defend(stone, d.color, m_depth, &r.defense)) {
    r.status = Status::Dead;
  } else {
    r.status = Status::Critical;
    // A point that both kills and saves is the vital point: answer it for both.
    for (Point a : m_rootAttacks)
      if (std::find(m_rootDefenses.begin(), m_rootDefenses.end(), a) != m_rootDefenses.end()) {
        r.attack = r.defense = a;
        break;
      }
  }
  if (r.status != Status::Critical) r.attack = r.defense = kNoPoint;
  r.nodes += m_nodes;
  return r;
}

}  // namespace dragon
