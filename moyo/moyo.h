// The moyo module (GNU Go 2.x moyo.c, ARCHITECTURE section 4): territory 5/21, moyo 5/10 and
// area 4/0 from one start board, test-move deltas with per-position caches and the 70-board
// color stack, weak groups, and the fearless big-move search. One object per Engine.
#pragma once

#include <array>
#include <cstdint>
#include <utility>
#include <vector>

#include "engine/board/board.h"
#include "engine/core/point_map.h"
#include "moyo/areas.h"
#include "moyo/bouzy.h"
#include "moyo/dragon_view.h"

namespace moyo {

inline constexpr int kGroupConnectBonus = 15;
inline constexpr int kGroupCutBonus = 10;
/// Boards in the color stack (the seed's number).
inline constexpr int kColorStackSize = 70;
/// An area is weak with at most this many spaces (and 2 or more stones).
inline constexpr int kWeakSpaceLimit = 20;

/// The three grids of make_moyo.
enum class GridKind : uint8_t { Territory = 0, Moyo = 1, Area = 2 };

/// One dragon considered in a weak area (the `-m 16` trace line `drag ...`).
struct WeakDragon {
  core::Point stone;   ///< first stone of the dragon met in the area
  core::Point origin;  ///< the dragon's origin
  int genus;
  Safety safety;       ///< before the upgrade
  bool upgraded;       ///< UNKNOWN -> CRITICAL
};

/// A weak area: record index into areas() and its dragons, weakDragons()[first, first+count).
struct WeakArea {
  int record;
  int first;
  int count;
};

/// The best big move found by searchBigMove since the last makeMoyo.
struct BigMove {
  int value = 0;
  core::Point move = core::kNoPoint;
};

class Moyo {
 public:
  Moyo();

  /// make_moyo(color): analyses the position (dead stones from `dragons` are removed) and
  /// returns terriBalance(). Test-move caches survive only while positionId() and the start
  /// board stay the same.
  int makeMoyo(const board::Board& board, const DragonView& dragons, core::Color color);
  /// True if the last makeMoyo was for this position (same positionId) and color.
  bool isFreshFor(const board::Board& board, core::Color color) const;
  int size() const { return m_layout->size(); }
  core::Color color() const { return m_color; }

  /// terri_eval[c]: territory of c with prisoners, no komi. terriBalance = color - other.
  int terriEval(core::Color c) const { return m_terri[index(c)]; }
  int terriBalance() const { return terriEval(m_color) - terriEval(core::opponent(m_color)); }
  /// moyo_eval[c] (no prisoners) and its balance.
  int moyoEval(core::Color c) const { return m_moyo[index(c)]; }
  int moyoBalance() const { return moyoEval(m_color) - moyoEval(core::opponent(m_color)); }

  /// The grid value at p (positive Black).
  int value(GridKind kind, core::Point p) const {
    const int cell = m_layout->cell(p);
    return trueValue(grid(kind)[cell], m_stones[static_cast<size_t>(cell)] != core::Color::Empty);
  }
  /// Sign of the 5/21 (5/10) grid at p: Black, White or Empty.
  core::Color terriColor(core::Point p) const {
    return signColor(grid(GridKind::Territory)[m_layout->cell(p)]);
  }
  core::Color moyoColor(core::Point p) const { return signColor(grid(GridKind::Moyo)[m_layout->cell(p)]); }
  /// Area record queries (4/0).
  core::Color areaColor(core::Point p) const { return areaAt(p).color; }
  int areaStone(core::Point p) const { return areaAt(p).stone; }
  int areaSpace(core::Point p) const { return areaAt(p).space; }
  int areaTag(core::Point p) const { return areaAt(p).tag; }
  void setAreaTag(core::Point p, int tag);
  /// Area number (1, 2, ...) of the area holding p.
  int areaNumber(core::Point p) const { return areaAt(p).number; }
  const std::vector<AreaRecord>& areas() const { return m_areas.records(); }
  /// A stone removed as DEAD by the last makeMoyo.
  bool isDeadStone(core::Point p) const { return m_weight[m_layout->cell(p)] == 2; }
  /// A live (level-0) stone of the last makeMoyo: its color, else Empty.
  core::Color liveStone(core::Point p) const { return m_stones[m_layout->cell(p)]; }

  /// Territory balance change for `color` playing t (t should be empty; the test stone
  /// replaces what is there). No capture simulated; the test point itself is not counted.
  int deltaTerri(core::Point t, core::Color color);
  /// deltaTerri(t, color) + deltaTerri(t, other): the swing of the point.
  int diffTerri(core::Point t, core::Color color);
  /// Owner of m in the 5/21 grid after `color` plays t (color stack).
  core::Color deltaTerriColor(core::Point t, core::Color color, core::Point m);
  /// Moyo balance change plus meta_connect when that is positive.
  int deltaMoyo(core::Point t, core::Color color);
  int diffMoyo(core::Point t, core::Color color);
  core::Color deltaMoyoColor(core::Point t, core::Color color, core::Point m);
  /// -1 for a new small isolated area, else 15 per own area joined, 10 per opponent area cut.
  int metaConnect(core::Point t, core::Color color);
  /// Owner of m in the 4-dilated area ownership after `color` plays t.
  core::Color deltaAreaColor(core::Point t, core::Color color, core::Point m);

  /// Weak areas of the last makeMoyo, in area order, with the dragons considered.
  const std::vector<WeakArea>& weakAreas() const { return m_weak; }
  const std::vector<WeakDragon>& weakDragons() const { return m_weakDragons; }
  /// Origins of the dragons raised from UNKNOWN to CRITICAL (explicit output).
  const std::vector<core::Point>& criticalDragons() const { return m_critical; }
  /// Areas of color c in which at least one dragon was raised to CRITICAL.
  int numberWeak(core::Color c) const;

  /// search_big_move: remembers the best `int(dt*0.9 + 15 + value*0.7)` (notes 4.12).
  void searchBigMove(core::Point move, core::Color color, int value);
  const BigMove& bigMove() const { return m_bigMove; }

  /// Color stack slot recorded for (kind, color, t), or -1 (tests, tracing).
  int colorSlot(GridKind kind, core::Color color, core::Point t) const;
  /// The slot the next color-board request will take.
  int nextSlot() const { return m_nextSlot; }
  /// Number of full test-move evaluations run since construction (tests, benchmarks).
  uint64_t evaluations() const { return m_evaluations; }
  /// delta_*_color queries since construction, and those answered from a stack slot.
  uint64_t colorQueries() const { return m_colorQueries; }
  uint64_t colorHits() const { return m_colorHits; }

 private:
  struct Slot {
    int16_t cell = -1;
    core::Color color = core::Color::Empty;
    GridKind kind = GridKind::Territory;
    uint32_t epoch = 0;
    std::array<core::Color, kCells> owner{};
  };
  struct ValueCache {
    std::array<uint32_t, kCells> stamp{};
    std::array<int16_t, kCells> value{};
  };
  struct TestResult {
    int value;
    const Grid* grid;
  };

  static int index(core::Color c) { return c == core::Color::Black ? 0 : 1; }
  static core::Color signColor(int v) {
    return v > 0 ? core::Color::Black : (v < 0 ? core::Color::White : core::Color::Empty);
  }
  const Grid& grid(GridKind kind) const { return m_grids[static_cast<size_t>(kind)]; }
  const AreaRecord& areaAt(core::Point p) const {
    return m_areas.records()[static_cast<size_t>(m_areas.recordAt(m_layout->cell(p)))];
  }
  void buildStart(const board::Board& board, const DragonView& dragons);
  void tagWeakAreas(const DragonView& dragons);
  void resetCaches();
  void prepareTest(int cell, core::Color color);
  TestResult evaluateTest(GridKind kind, int cell, core::Color color);
  int evaluateMetaConnect(int cell, core::Color color);
  int cachedValue(GridKind kind, int cell, core::Color color);
  int recordSlot(GridKind kind, core::Color color, int cell, const Grid& g);
  core::Color slotColor(GridKind kind, core::Color color, core::Point t, core::Point m);

  const Layout* m_layout;
  core::Color m_color = core::Color::Black;
  uint64_t m_positionId = 0;
  bool m_valid = false;
  Grid m_start, m_work, m_scratch, m_test;
  std::array<Grid, 3> m_grids;
  alignas(32) std::array<core::Color, kCells> m_stones{};
  alignas(32) std::array<int8_t, kCells> m_weight{};
  std::array<int16_t, kCells> m_stoneCells{};  // cells of the live stones (one spare)
  int m_stoneCount = 0;
  AreaMap m_areas, m_testAreas;
  std::array<int, 2> m_terri{}, m_moyo{};
  std::array<int, 2> m_terriRaw{}, m_moyoRaw{};  // without prisoners
  std::array<int, 2> m_prisoners{};              // stones taken by Black, by White
  std::vector<WeakArea> m_weak;
  std::vector<WeakDragon> m_weakDragons;
  std::array<int16_t, kCells> m_weakIndex{};  // per area record: index into m_weak or -1
  std::vector<std::pair<int, WeakDragon>> m_found;
  uint64_t m_weakStamp = 0;
  core::PointMap<uint64_t> m_seen;    // dragon origin -> (stamp, weak area) last considered
  core::PointMap<uint64_t> m_raised;  // dragon origin -> stamp when raised to CRITICAL
  std::vector<core::Point> m_critical;
  BigMove m_bigMove;
  // Caches: [kind][color], kind Area holds meta_connect. Valid when stamp == m_epoch.
  uint32_t m_epoch = 1;
  std::array<std::array<ValueCache, 2>, 3> m_cache;
  std::array<std::array<std::array<int8_t, kCells>, 2>, 3> m_slotOf{};
  std::vector<Slot> m_slots;
  int m_nextSlot = 0;
  uint64_t m_evaluations = 0;
  uint64_t m_colorQueries = 0, m_colorHits = 0;
};

}  // namespace moyo
