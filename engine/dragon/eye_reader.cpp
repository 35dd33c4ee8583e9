// The eye-space reader (eye_reader.h): Go on the mini board of one eye space, searched with
// a transposition table; the defender lives with enough enclosed regions, the attacker wins
// by capturing the wall.
#include "engine/dragon/eye_reader.h"

#include <algorithm>

#include "engine/core/zobrist.h"

namespace dragon {

using core::kDirections;

namespace {

constexpr size_t kMaxCacheEntries = 1 << 16;
// Outside liberties of the wall the reader distinguishes (a corner's rectangular six lives
// with two, not with none).
constexpr int kMaxOutsideLibs = 2;

enum Outcome : int8_t { kDies = 0, kLives = 1, kUnknown = 2 };

/// A mini-board position: attacker and defender stones, the cell a ko forbids (-1: none).
struct Cells {
  uint32_t att = 0;
  uint32_t def = 0;
  int ko = -1;
  int outside = 0;  ///< liberties of the wall outside the space
};

int lowest(uint32_t m) {
  return __builtin_ctz(m);
}
// Counted in place: without a popcount instruction in the target, __builtin_popcount is a
// library call.
int bits(uint32_t m) {
  m = m - ((m >> 1) & 0x55555555u);
  m = (m & 0x33333333u) + ((m >> 2) & 0x33333333u);
  return static_cast<int>((((m + (m >> 4)) & 0x0f0f0f0fu) * 0x01010101u) >> 24);
}

/// The cells to play in search order (at most kMaxEyeCells).
struct MoveOrder {
  int size = 0;
  int8_t cells[kMaxEyeCells];
  const int8_t* begin() const { return cells; }
  const int8_t* end() const { return cells + size; }
};

/// The search's transposition table: position key -> outcome, open addressing, growing.
class OutcomeTable {
 public:
  OutcomeTable() : m_slots(kInitial, Slot{kEmpty, 0}) {}
  const int8_t* find(uint64_t key) const {
    for (size_t i = slot(key);; i = (i + 1) & (m_slots.size() - 1)) {
      if (m_slots[i].key == key) return &m_slots[i].value;
      if (m_slots[i].key == kEmpty) return nullptr;
    }
  }
  void set(uint64_t key, int8_t value) {
    if (2 * (m_used + 1) > m_slots.size()) grow();
    size_t i = slot(key);
    while (m_slots[i].key != kEmpty && m_slots[i].key != key) i = (i + 1) & (m_slots.size() - 1);
    if (m_slots[i].key == kEmpty) ++m_used;
    m_slots[i] = {key, value};
  }

 private:
  static constexpr uint64_t kEmpty = ~0ull;  // no position key has its top bits set
  static constexpr size_t kInitial = 64;
  struct Slot {
    uint64_t key;
    int8_t value;
  };
  size_t slot(uint64_t key) const {
    return static_cast<size_t>((key * 0x9E3779B97F4A7C15ull) >> 40) & (m_slots.size() - 1);
  }
  void grow() {
    std::vector<Slot> old(2 * m_slots.size(), Slot{kEmpty, 0});
    old.swap(m_slots);
    m_used = 0;
    for (const Slot& e : old)
      if (e.key != kEmpty) set(e.key, e.value);
  }
  std::vector<Slot> m_slots;
  size_t m_used = 0;
};

class EyeSpaceSearch {
 public:
  EyeSpaceSearch(const EyeSpaceCells& c, int budget)
      : m_c(c), m_all(c.size() >= 32 ? ~0u : (1u << c.size()) - 1), m_budget(budget) {
    std::fill(&m_killer[0][0], &m_killer[0][0] + 128, -1);
  }

  int nodes() const { return m_nodes; }
  bool outOfBudget() const { return m_nodes > m_budget; }
  /// Eyes (0..2) with the defender or the attacker to move; -1 when out of budget.
  int eyes(const Cells& s, bool defenderToMove);
  /// kLives / kDies / kUnknown for the defender needing `need` eyes here (2: alone, 1: with
  /// one more eye elsewhere).
  int lives(const Cells& s, bool defenderToMove, int need, int depth);
  /// The position after the move (attacker or defender) at cell i. Returns false when
  /// illegal; *wallCaptured is set when the attacker's move captures the wall.
  bool play(const Cells& s, int i, bool attacker, int need, Cells* out, bool* wallCaptured) const;

 private:
  uint32_t string(uint32_t stones, int i) const;
  uint32_t libs(uint32_t str, uint32_t empty) const;
  uint32_t adjacentTo(uint32_t set) const;
  uint32_t wallStones(uint32_t def) const;
  uint32_t wallLibs(const Cells& s) const;
  int enclosedRegions(const Cells& s) const;
  int possibleRegions(const Cells& s) const;
  MoveOrder orderedMoves(const Cells& s, bool defender, int killer) const;
  uint64_t key(const Cells& s, bool defenderToMove, int need) const;

  const EyeSpaceCells& m_c;
  uint32_t m_all;
  int m_budget;
  int m_nodes = 0;
  int m_maxDepth = 0;
  OutcomeTable m_table;
  int m_killer[2][64];  // per side and depth: the last move that decided a node

  friend EyeReading dragon::readEyeSpace(const EyeSpaceCells&, int);
};

uint32_t EyeSpaceSearch::string(uint32_t stones, int i) const {
  uint32_t str = 1u << i, frontier = str;
  while (frontier) {
    const uint32_t grown = adjacentTo(frontier) & stones & ~str;
    str |= grown;
    frontier = grown;
  }
  return str;
}

uint32_t EyeSpaceSearch::adjacentTo(uint32_t set) const {
  uint32_t out = 0;
  for (uint32_t m = set; m; m &= m - 1) out |= m_c.adjacent[lowest(m)];
  return out;
}

uint32_t EyeSpaceSearch::libs(uint32_t str, uint32_t empty) const {
  return adjacentTo(str) & empty;
}

// Defender stones connected to the wall (strings with a stone next to a defender stone).
uint32_t EyeSpaceSearch::wallStones(uint32_t def) const {
  uint32_t out = 0;
  for (uint32_t m = def & m_c.wall; m; m &= m - 1) {
    const int i = lowest(m);
    if (!(out & (1u << i))) out |= string(def, i);
  }
  return out;
}

// Liberties of the wall inside the space: empty cells next to it or to stones joined to it.
uint32_t EyeSpaceSearch::wallLibs(const Cells& s) const {
  const uint32_t empty = m_all & ~(s.att | s.def);
  return (empty & m_c.wall) | libs(wallStones(s.def), empty);
}

// Regions of non-defender cells without an exit or an attacker stone connected out, bordered
// by defender stones of the wall only.
int EyeSpaceSearch::enclosedRegions(const Cells& s) const {
  const uint32_t open = m_all & ~s.def;
  const uint32_t wall = wallStones(s.def);
  int count = 0;
  for (uint32_t left = open; left;) {
    const uint32_t region = string(open, lowest(left));
    left &= ~region;
    if (region & m_c.exits) continue;
    if (adjacentTo(region) & s.def & ~wall) continue;
    if (!(region & ~s.att)) continue;
    ++count;
  }
  return count;
}

// An upper bound on the enclosed regions the defender can still make (at most 2): exits and
// attacker stones connected out, and the cells next to those stones, never join one; a
// group of at most two other cells holds at most one.
int EyeSpaceSearch::possibleRegions(const Cells& s) const {
  uint32_t safe = 0;
  for (uint32_t m = s.att & m_c.exits; m; m &= m - 1)
    if (!(safe & (1u << lowest(m)))) safe |= string(s.att, lowest(m));
  const uint32_t room = m_all & ~(s.def | m_c.exits | safe | adjacentTo(safe));
  int count = 0;
  for (uint32_t left = room; left && count < 2;) {
    const uint32_t part = string(room, lowest(left));
    left &= ~part;
    count += bits(part) <= 2 ? 1 : 2;
  }
  return std::min(count, 2);
}

bool EyeSpaceSearch::play(const Cells& s, int i, bool attacker, int need, Cells* out,
                          bool* wallCaptured) const {
  *wallCaptured = false;
  const uint32_t bit = 1u << i;
  if ((s.att | s.def) & bit || s.ko == i) return false;
  Cells n = s;
  n.ko = -1;
  uint32_t& own = attacker ? n.att : n.def;
  uint32_t& other = attacker ? n.def : n.att;
  own |= bit;
  // The wall: captured when no liberty is left (need 2: no eye elsewhere).
  if (attacker && need == 2 && !n.outside && !wallLibs(n)) {
    *wallCaptured = true;
    return true;
  }
  uint32_t captured = 0;
  const uint32_t wall = attacker ? wallStones(n.def) : 0;
  const uint32_t emptyNow = m_all & ~(n.att | n.def);
  for (uint32_t m = m_c.adjacent[i] & other & ~wall; m; m &= m - 1) {
    const int j = lowest(m);
    if (captured & (1u << j)) continue;
    const uint32_t str = string(other, j);
    if (!attacker && (str & m_c.exits)) continue;  // connected out
    if (!libs(str, emptyNow)) captured |= str;
  }
  other &= ~captured;
  const uint32_t empty = m_all & ~(n.att | n.def);
  const uint32_t mine = string(own, i);
  bool breathes;
  if (attacker) {
    breathes = (mine & m_c.exits) || libs(mine, empty);
  } else {
    const bool joinsWall = (mine & m_c.wall) != 0;
    breathes = libs(mine, empty) || (joinsWall && (need == 1 || n.outside || wallLibs(n)));
  }
  if (!breathes) return false;
  if (bits(captured) == 1 && mine == bit && bits(libs(mine, empty)) == 1) n.ko = lowest(captured);
  *out = n;
  return true;
}

// Highest score first, equal scores by cell (the cells come lowest first).
MoveOrder EyeSpaceSearch::orderedMoves(const Cells& s, bool defender, int killer) const {
  const uint32_t empty = m_all & ~(s.att | s.def);
  const uint32_t wall = defender ? wallStones(s.def) : 0;
  MoveOrder out;
  int scores[kMaxEyeCells];
  for (uint32_t m = empty; m; m &= m - 1) {
    const int i = lowest(m);
    if (i == s.ko) continue;
    // The defender never fills an eye of one point (every neighbour its wall).
    if (defender && !((m_c.exits >> i) & 1) && !(m_c.adjacent[i] & ~wall)) continue;
    const int score = 4 * bits(m_c.adjacent[i] & ~s.def) + bits(m_c.adjacent[i] & empty) -
                      ((m_c.exits >> i) & 1) + (i == killer ? 100 : 0);
    int j = out.size++;
    for (; j > 0 && scores[j - 1] < score; --j) {
      scores[j] = scores[j - 1];
      out.cells[j] = out.cells[j - 1];
    }
    scores[j] = score;
    out.cells[j] = static_cast<int8_t>(i);
  }
  return out;
}

uint64_t EyeSpaceSearch::key(const Cells& s, bool defenderToMove, int need) const {
  return static_cast<uint64_t>(s.att) | static_cast<uint64_t>(s.def) << 16 |
         static_cast<uint64_t>(s.ko + 1) << 32 | static_cast<uint64_t>(defenderToMove) << 40 |
         static_cast<uint64_t>(need) << 41 | static_cast<uint64_t>(s.outside) << 44;
}

int EyeSpaceSearch::lives(const Cells& s, bool defenderToMove, int need, int depth) {
  if (++m_nodes > m_budget) return kUnknown;
  if (!defenderToMove && need == 1 && !s.outside && !wallLibs(s)) return kDies;  // the last
  if (enclosedRegions(s) >= need) return kLives;
  if (possibleRegions(s) < need || depth >= m_maxDepth) return kDies;
  const uint64_t k = key(s, defenderToMove, need);
  if (const int8_t* known = m_table.find(k)) return *known;
  int result = defenderToMove ? kDies : kLives;
  bool unknown = false;
  int& killer = m_killer[defenderToMove][std::min(depth, 63)];
  for (int i : orderedMoves(s, defenderToMove, killer)) {
    Cells next;
    bool wallCaptured = false;
    if (!play(s, i, !defenderToMove, need, &next, &wallCaptured)) continue;
    if (wallCaptured) {
      result = kDies;
      break;
    }
    const int r = lives(next, !defenderToMove, need, depth + 1);
    if (r == kUnknown) unknown = true;
    if (r == (defenderToMove ? kLives : kDies)) {
      result = r;
      killer = i;
      unknown = false;
      break;
    }
  }
  // The defender may also pass (every move inside can hurt it, as in a seki), the attacker
  // fill an outside liberty; the attacker passing lets the defender pass too: it lives.
  if (result == (defenderToMove ? kDies : kLives) && !unknown && (defenderToMove || s.outside)) {
    Cells passed = s;
    passed.ko = -1;
    if (!defenderToMove) --passed.outside;
    const int r = lives(passed, !defenderToMove, need, depth + 1);
    if (r == kUnknown) unknown = true;
    if (r != kUnknown) result = r;
  }
  if (unknown) return kUnknown;
  m_table.set(k, static_cast<int8_t>(result));
  return result;
}

int EyeSpaceSearch::eyes(const Cells& s, bool defenderToMove) {
  const int two = lives(s, defenderToMove, 2, 0);
  if (two == kUnknown) return -1;
  if (two == kLives) return 2;
  const int one = lives(s, defenderToMove, 1, 0);
  if (one == kUnknown) return -1;
  return one == kLives ? 1 : 0;
}

}  // namespace

uint64_t EyeSpaceCells::key() const {
  uint64_t h = 0x657965726561646bULL;
  for (int i = 0; i < size(); ++i) {
    uint64_t seed = static_cast<uint64_t>(points[i]) << 8 | ((wall >> i) & 1) << 2 |
                    ((exits >> i) & 1) << 1 | ((enemy >> i) & 1);
    seed ^= h;
    h = core::splitmix64(seed);
  }
  uint64_t seed = h ^ static_cast<uint64_t>(std::min(outsideLibs, kMaxOutsideLibs));
  return core::splitmix64(seed);
}

EyeSpaceCells makeEyeSpaceCells(const board::Board& b, Color owner,
                                const std::vector<Point>& points, const std::vector<bool>& marginal,
                                const std::vector<std::pair<Point, Point>>& grafts,
                                int outsideLibs) {
  EyeSpaceCells c;
  c.outsideLibs = outsideLibs;
  std::vector<Point> keys;
  for (const auto& g : grafts)
    if (std::find(points.begin(), points.end(), g.second) == points.end() &&
        std::find(keys.begin(), keys.end(), g.second) == keys.end())
      keys.push_back(g.second);
  if (static_cast<int>(points.size() + keys.size()) > kMaxEyeCells) return c;
  c.points = points;
  c.points.insert(c.points.end(), keys.begin(), keys.end());
  const int n = c.size();
  c.adjacent.assign(n, 0);
  const Color enemy = core::opponent(owner);
  for (int i = 0; i < n; ++i) {
    const Point p = c.points[i];
    const bool isKey = i >= static_cast<int>(points.size());
    if (b.at(p) == enemy) c.enemy |= 1u << i;
    if (isKey || (marginal[i] && b.at(p) == Color::Empty)) c.exits |= 1u << i;
    for (int d : kDirections) {
      const Point q = static_cast<Point>(p + d);
      if (b.at(q) == owner) c.wall |= 1u << i;
      if (isKey) continue;
      for (int j = 0; j < static_cast<int>(points.size()); ++j)
        if (c.points[j] == q) c.adjacent[i] |= 1u << j;
    }
  }
  for (const auto& [eye, key] : grafts) {
    const auto e = std::find(c.points.begin(), c.points.end(), eye);
    const auto k = std::find(c.points.begin(), c.points.end(), key);
    if (e == c.points.end() || k == c.points.end() || e == k) continue;
    const int ei = static_cast<int>(e - c.points.begin());
    const int ki = static_cast<int>(k - c.points.begin());
    c.adjacent[ei] |= 1u << ki;
    c.adjacent[ki] |= 1u << ei;
  }
  return c;
}

EyeReading readEyeSpace(const EyeSpaceCells& cells, int nodeBudget) {
  EyeReading r;
  if (cells.size() == 0 || cells.size() > kMaxEyeCells) return r;
  EyeSpaceSearch search(cells, nodeBudget);
  search.m_maxDepth = 3 * cells.size() + 6;
  Cells start;
  start.att = cells.enemy;
  start.outside = std::min(cells.outsideLibs, kMaxOutsideLibs);
  r.maxEye = search.eyes(start, true);
  r.minEye = search.eyes(start, false);
  if (r.maxEye < 0 || r.minEye < 0) {
    r.nodes = search.nodes();
    return r;
  }
  r.minEye = std::min(r.minEye, r.maxEye);
  if (r.minEye < r.maxEye) {
    for (int i = 0; i < cells.size(); ++i) {
      Cells next;
      bool wallCaptured = false;
      if (search.play(start, i, false, r.maxEye, &next, &wallCaptured) &&
          search.lives(next, false, r.maxEye, 1) == kLives)
        r.defensePoints.push_back(cells.points[i]);
      if (!search.play(start, i, true, r.minEye + 1, &next, &wallCaptured)) continue;
      if (wallCaptured || search.lives(next, true, r.minEye + 1, 1) == kDies)
        r.attackPoints.push_back(cells.points[i]);
    }
  }
  r.nodes = search.nodes();
  r.complete = !search.outOfBudget();
  return r;
}

const EyeReading* EyeReadingCache::find(uint64_t key) const {
  const auto it = m_map.find(key);
  return it == m_map.end() ? nullptr : &it->second;
}

void EyeReadingCache::store(uint64_t key, const EyeReading& r) {
  if (m_map.size() >= kMaxCacheEntries) m_map.clear();
  m_map[key] = r;
}

}  // namespace dragon
