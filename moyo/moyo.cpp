#include "moyo/moyo.h"

#include <algorithm>
#include <cstring>

namespace moyo {

using core::Color;
using core::Point;

Moyo::Moyo() : m_layout(&Layout::forSize(19)), m_slots(kColorStackSize) {
  for (auto& kind : m_slotOf)
    for (auto& perColor : kind) perColor.fill(-1);
}

// Start board (notes 4.2): +-128 for live stones, 0 for empty points and DEAD stones.
// Weights for counting (notes 4.6): 1 empty, 2 dead stone, 0 live stone.
void Moyo::buildStart(const board::Board& board, const DragonView& dragons) {
  m_start.v.fill(0);
  m_stones.fill(Color::Empty);
  m_weight.fill(0);
  m_stoneCount = 0;
  const int n = board.size();
  for (int x = 0; x < n; ++x) {  // column-major, so m_stoneCells is in the areas' scan order
    for (int y = 0; y < n; ++y) {
      const Point p = core::toPoint(x, y);
      const int cell = m_layout->cell(x, y);
      const Color c = board.at(p);
      if (c == Color::Empty) {
        m_weight[static_cast<size_t>(cell)] = 1;
      } else if (dragons.safety(p) == Safety::Dead) {
        m_weight[static_cast<size_t>(cell)] = 2;
      } else {
        m_start[cell] = static_cast<int8_t>(c == Color::Black ? kStoneCell : -kStoneCell);
        m_stones[static_cast<size_t>(cell)] = c;
        m_stoneCells[static_cast<size_t>(m_stoneCount++)] = static_cast<int16_t>(cell);
      }
    }
  }
}

int Moyo::makeMoyo(const board::Board& board, const DragonView& dragons, Color color) {
  const Layout* oldLayout = m_layout;
  const Grid oldStart = m_start;
  const auto oldWeight = m_weight;
  m_layout = &Layout::forSize(board.size());
  buildStart(board, dragons);
  const bool same = m_valid && oldLayout == m_layout && m_positionId == board.positionId() &&
                    oldStart.v == m_start.v && oldWeight == m_weight;
  if (!same) resetCaches();
  m_valid = true;
  m_positionId = board.positionId();
  m_color = color;
  m_bigMove = BigMove{};
  m_prisoners = {board.captured(Color::White), board.captured(Color::Black)};

  const Layout& lay = *m_layout;
  Grid& area = m_grids[static_cast<size_t>(GridKind::Area)];
  area = m_start;
  dilateTimes(lay, area, m_scratch, kAreaDilations);
  m_areas.build(lay, area, m_stones.data(), m_stoneCells.data(), m_stoneCount);
  dilate(lay, area, m_work);
  dilateTimes(lay, m_work, m_scratch, kMoyoDilations - kAreaDilations - 1);
  erodeTimes(lay, m_work, m_scratch, kMoyoErosions);
  m_grids[static_cast<size_t>(GridKind::Moyo)] = m_work;
  countGrid(lay, m_work, m_weight.data(), m_moyoRaw[0], m_moyoRaw[1]);
  erodeTimes(lay, m_work, m_scratch, kTerriErosions - kMoyoErosions);
  m_grids[static_cast<size_t>(GridKind::Territory)] = m_work;
  countGrid(lay, m_work, m_weight.data(), m_terriRaw[0], m_terriRaw[1]);

  tagWeakAreas(dragons);
  m_moyo = m_moyoRaw;
  m_terri = {m_terriRaw[0] + m_prisoners[0], m_terriRaw[1] + m_prisoners[1]};
  return terriBalance();
}

bool Moyo::isFreshFor(const board::Board& board, Color color) const {
  return m_valid && m_positionId == board.positionId() && m_color == color &&
         m_layout->size() == board.size();
}

void Moyo::resetCaches() {
  ++m_epoch;
  for (auto& kind : m_slotOf)
    for (auto& perColor : kind) perColor.fill(-1);
  m_nextSlot = 0;
}

void Moyo::setAreaTag(Point p, int tag) {
  m_areas.records()[static_cast<size_t>(m_areas.recordAt(m_layout->cell(p)))].tag = tag;
}

// Weak areas (ARCHITECTURE section 4): colored, 0..20 spaces, 2 or more stones. Their stones
// are scanned column by column; each dragon is considered once per area, and an UNKNOWN one
// becomes CRITICAL (listed in m_critical) and raises the area's tag.
void Moyo::tagWeakAreas(const DragonView& dragons) {
  m_weak.clear();
  m_weakDragons.clear();
  m_critical.clear();
  auto& records = m_areas.records();
  for (size_t k = 0; k < records.size(); ++k) {
    AreaRecord& r = records[k];
    m_weakIndex[k] = -1;
    if (r.color == Color::Empty || r.space > kWeakSpaceLimit || r.stone < 2) continue;
    r.tag = 2;
    m_weakIndex[k] = static_cast<int16_t>(m_weak.size());
    m_weak.push_back({static_cast<int>(k), 0, 0});
  }
  if (m_weak.empty()) return;
  // Dragons are collected in stone order (column-major), each once per area, then laid out
  // per area with a counting sort. m_seen / m_raised hold this call's stamp, so nothing needs
  // clearing.
  ++m_weakStamp;
  m_found.clear();
  for (int k = 0; k < m_stoneCount; ++k) {
    const int cell = m_stoneCells[static_cast<size_t>(k)];
    const int rec = m_areas.recordAt(cell);
    const int weak = m_weakIndex[static_cast<size_t>(rec)];
    if (weak < 0) continue;
    const Point p = m_layout->point(cell);
    const Point origin = dragons.origin(p);
    const uint64_t seen = (m_weakStamp << 16) | static_cast<uint64_t>(weak);
    if (m_seen[origin] == seen) continue;
    m_seen[origin] = seen;
    Safety s = m_raised[origin] == m_weakStamp ? Safety::Critical : dragons.safety(p);
    const bool upgraded = s == Safety::Unknown;
    if (upgraded) {
      m_raised[origin] = m_weakStamp;
      m_critical.push_back(origin);
      ++records[static_cast<size_t>(rec)].tag;
    }
    m_found.push_back({weak, {p, origin, dragons.genus(p), s, upgraded}});
    ++m_weak[static_cast<size_t>(weak)].count;
  }
  int next = 0;
  for (WeakArea& area : m_weak) {
    area.first = next;
    next += area.count;
  }
  m_weakDragons.resize(m_found.size());
  std::vector<int> fill(m_weak.size(), 0);
  for (const auto& [weak, dragon] : m_found) {
    const WeakArea& area = m_weak[static_cast<size_t>(weak)];
    m_weakDragons[static_cast<size_t>(area.first + fill[static_cast<size_t>(weak)]++)] = dragon;
  }
}

int Moyo::numberWeak(Color c) const {
  int n = 0;
  for (const AreaRecord& r : m_areas.records())
    if (r.color == c && r.tag >= 3) ++n;
  return n;
}

// The test board: start board with the test stone at cell (replacing what is there); the
// stone joins the level-0 stones and its point is not counted.
void Moyo::prepareTest(int cell, Color color) {
  m_test = m_start;
  m_test[cell] = static_cast<int8_t>(color == Color::Black ? kStoneCell : -kStoneCell);
  ++m_evaluations;
}

// Runs 5/10 (and for Territory 5/21 more erosions) on the test board, caches the moyo delta
// (and the territory delta), returns the requested delta and its final grid.
Moyo::TestResult Moyo::evaluateTest(GridKind kind, int cell, Color color) {
  const Layout& lay = *m_layout;
  prepareTest(cell, color);
  const auto me = static_cast<size_t>(index(color)), other = 1 - me;
  const int8_t oldWeight = m_weight[static_cast<size_t>(cell)];
  m_weight[static_cast<size_t>(cell)] = 0;
  std::array<int, 2> count{};
  dilateTimes(lay, m_test, m_scratch, kMoyoDilations);
  erodeTimes(lay, m_test, m_scratch, kMoyoErosions);
  countGrid(lay, m_test, m_weight.data(), count[0], count[1]);
  int value = (count[me] - count[other]) - (m_moyoRaw[me] - m_moyoRaw[other]);
  ValueCache& moyoCache = m_cache[static_cast<size_t>(GridKind::Moyo)][me];
  moyoCache.stamp[static_cast<size_t>(cell)] = m_epoch;
  moyoCache.value[static_cast<size_t>(cell)] = static_cast<int16_t>(value);
  if (kind == GridKind::Territory) {
    erodeTimes(lay, m_test, m_scratch, kTerriErosions - kMoyoErosions);
    countGrid(lay, m_test, m_weight.data(), count[0], count[1]);
    value = (count[me] - count[other]) - (m_terriRaw[me] - m_terriRaw[other]);
    ValueCache& terriCache = m_cache[static_cast<size_t>(GridKind::Territory)][me];
    terriCache.stamp[static_cast<size_t>(cell)] = m_epoch;
    terriCache.value[static_cast<size_t>(cell)] = static_cast<int16_t>(value);
  }
  m_weight[static_cast<size_t>(cell)] = oldWeight;
  return {value, &m_test};
}

// meta_connect (notes 4.10.2) on the 4-dilated test board; leaves that board in m_test.
int Moyo::evaluateMetaConnect(int cell, Color color) {
  const Layout& lay = *m_layout;
  prepareTest(cell, color);
  dilateTimes(lay, m_test, m_scratch, kAreaDilations);
  const Color oldStone = m_stones[static_cast<size_t>(cell)];
  m_stones[static_cast<size_t>(cell)] = color;
  int count = m_stoneCount;
  if (oldStone == Color::Empty) m_stoneCells[static_cast<size_t>(count++)] = static_cast<int16_t>(cell);
  m_testAreas.build(lay, m_test, m_stones.data(), m_stoneCells.data(), count);
  m_stones[static_cast<size_t>(cell)] = oldStone;
  const AreaRecord& a = m_testAreas.records()[static_cast<size_t>(m_testAreas.recordAt(cell))];
  int value = 0;
  if (a.stone <= 2 && a.space <= 10) {
    value = -1;
  } else if (a.stone > 1) {
    const Color other = core::opponent(color);
    value = kGroupConnectBonus * (m_areas.groups(color) - m_testAreas.groups(color)) +
            kGroupCutBonus * (m_testAreas.groups(other) - m_areas.groups(other));
  }
  ValueCache& cache = m_cache[static_cast<size_t>(GridKind::Area)][static_cast<size_t>(index(color))];
  cache.stamp[static_cast<size_t>(cell)] = m_epoch;
  cache.value[static_cast<size_t>(cell)] = static_cast<int16_t>(value);
  return value;
}

int Moyo::cachedValue(GridKind kind, int cell, Color color) {
  const ValueCache& cache = m_cache[static_cast<size_t>(kind)][static_cast<size_t>(index(color))];
  if (cache.stamp[static_cast<size_t>(cell)] == m_epoch)
    return cache.value[static_cast<size_t>(cell)];
  if (kind == GridKind::Area) return evaluateMetaConnect(cell, color);
  const TestResult r = evaluateTest(kind, cell, color);
  if (kind == GridKind::Territory) recordSlot(kind, color, cell, *r.grid);
  return r.value;
}

// Round-robin color stack: the slot taken is the next one; whatever (point, color, kind) it
// held before loses its entry in both colors' slot maps.
int Moyo::recordSlot(GridKind kind, Color color, int cell, const Grid& g) {
  const int s = m_nextSlot;
  m_nextSlot = (m_nextSlot + 1) % kColorStackSize;
  Slot& slot = m_slots[static_cast<size_t>(s)];
  if (slot.cell >= 0) {
    for (auto& perKind : m_slotOf)
      for (auto& perColor : perKind)
        if (perColor[static_cast<size_t>(slot.cell)] == s) perColor[static_cast<size_t>(slot.cell)] = -1;
  }
  slot.cell = static_cast<int16_t>(cell);
  slot.color = color;
  slot.kind = kind;
  slot.epoch = m_epoch;
  const Layout& lay = *m_layout;
  for (int c = lay.first(); c < lay.last(); ++c) slot.owner[static_cast<size_t>(c)] = signColor(g[c]);
  m_slotOf[static_cast<size_t>(kind)][static_cast<size_t>(index(color))][static_cast<size_t>(cell)] =
      static_cast<int8_t>(s);
  return s;
}

Color Moyo::slotColor(GridKind kind, Color color, Point t, Point m) {
  const int cell = m_layout->cell(t);
  int s = colorSlot(kind, color, t);
  ++m_colorQueries;
  if (s >= 0) ++m_colorHits;
  if (s < 0) {
    if (kind == GridKind::Area) {
      evaluateMetaConnect(cell, color);
      s = recordSlot(kind, color, cell, m_test);
    } else {
      s = recordSlot(kind, color, cell, *evaluateTest(kind, cell, color).grid);
    }
  }
  return m_slots[static_cast<size_t>(s)].owner[static_cast<size_t>(m_layout->cell(m))];
}

int Moyo::colorSlot(GridKind kind, Color color, Point t) const {
  const int s = m_slotOf[static_cast<size_t>(kind)][static_cast<size_t>(index(color))]
                       [static_cast<size_t>(m_layout->cell(t))];
  if (s < 0) return -1;
  const Slot& slot = m_slots[static_cast<size_t>(s)];
  const bool mine = slot.epoch == m_epoch && slot.cell == m_layout->cell(t) &&
                    slot.color == color && slot.kind == kind;
  return mine ? s : -1;
}

int Moyo::deltaTerri(Point t, Color color) {
  return cachedValue(GridKind::Territory, m_layout->cell(t), color);
}

int Moyo::diffTerri(Point t, Color color) {
  return deltaTerri(t, color) + deltaTerri(t, core::opponent(color));
}

Color Moyo::deltaTerriColor(Point t, Color color, Point m) {
  return slotColor(GridKind::Territory, color, t, m);
}

int Moyo::deltaMoyo(Point t, Color color) {
  const int cell = m_layout->cell(t);
  const int simple = cachedValue(GridKind::Moyo, cell, color);
  const int meta = cachedValue(GridKind::Area, cell, color);
  return simple + std::max(meta, 0);
}

int Moyo::diffMoyo(Point t, Color color) {
  return deltaMoyo(t, color) + deltaMoyo(t, core::opponent(color));
}

Color Moyo::deltaMoyoColor(Point t, Color color, Point m) {
  return slotColor(GridKind::Moyo, color, t, m);
}

int Moyo::metaConnect(Point t, Color color) {
  return cachedValue(GridKind::Area, m_layout->cell(t), color);
}

Color Moyo::deltaAreaColor(Point t, Color color, Point m) {
  return slotColor(GridKind::Area, color, t, m);
}

// notes 4.12: only neutral points of the 5/21 map; a player 20 or more behind in territory
// looks at moyo too.
void Moyo::searchBigMove(Point move, Color color, int value) {
  if (terriColor(move) != Color::Empty) return;
  const int balance = terriEval(color) - terriEval(core::opponent(color));
  int dt = diffTerri(move, color);
  if (balance <= -20) dt = dt / 2 + deltaMoyo(move, color) / 2;
  if (dt < 4) return;
  const int big = static_cast<int>(dt * 0.9 + 15 + value * 0.7);
  if (big > m_bigMove.value) m_bigMove = {big, move};
}

}  // namespace moyo
