// Area ownership on the 4-dilated board (ARCHITECTURE section 4, notes 4.10.1).
#pragma once

#include <array>
#include <cstdint>
#include <utility>
#include <vector>

#include "engine/core/geometry.h"
#include "moyo/bouzy.h"

namespace moyo {

/// One area: a connected set of points of one sign (neutral points form areas too).
struct AreaRecord {
  int number = 0;                             ///< 1, 2, ... in column-major order of origins
  core::Point origin = core::kNoPoint;        ///< first point, columns from the left, top down
  core::Color color = core::Color::Empty;     ///< Black, White or Empty (neutral)
  int stone = 0;                              ///< level-0 stones of the area's color
  int space = 0;                              ///< every other point
  int tag = 0;                                ///< 2 = weak, +1 per dragon made CRITICAL
};

/// The areas of one 4-dilated board. Two same-colored level-0 stones on diagonal points
/// whose two shared neighbours are both neutral join their areas (kosumi).
class AreaMap {
 public:
  /// stoneColor[cell]: the live (level-0) stone there, Empty if none; stones: the cells of
  /// those stones (each a stone of the area it lies in, since live stones keep their sign).
  void build(const Layout& lay, const Grid& dilated4, const core::Color* stoneColor,
             const int16_t* stones, int stoneCount);
  /// Records in number order (records()[k].number == k + 1).
  const std::vector<AreaRecord>& records() const { return m_records; }
  std::vector<AreaRecord>& records() { return m_records; }
  /// Index into records() of the area holding an on-board cell.
  int recordAt(int cell) const {
    return m_recordOf[static_cast<size_t>(m_component[static_cast<size_t>(cell)])];
  }
  /// Number of Black / White areas (count_groups).
  int groups(core::Color c) const { return c == core::Color::Black ? m_groups[0] : m_groups[1]; }

 private:
  int find(int label);
  void unite(int a, int b);
  int labelRuns(const Layout& lay, const Grid& g);
  void joinKosumi(const Layout& lay, const Grid& g, const core::Color* stoneColor,
                  const int16_t* stones, int stoneCount);
  void buildRecords(int labels, const int16_t* stones, int stoneCount);

  struct Run {
    int16_t cell;    // top cell
    int8_t top;      // first row
    int8_t bottom;   // one past the last row
    int8_t sign;
    int8_t column;
  };
  static constexpr size_t kMaxLabels = core::kMaxSize * core::kMaxSize;
  static constexpr int kScratchRun = static_cast<int>(kMaxLabels);
  std::vector<AreaRecord> m_records;
  std::array<int16_t, kCells> m_component{};    // run label per cell
  alignas(32) std::array<int8_t, kCells> m_sign{};
  alignas(32) std::array<int8_t, kCells> m_start{};  // 1 where a vertical run begins
  alignas(32) std::array<int8_t, kCells> m_link{};   // 1 where runs join their left runs
  std::array<Run, kMaxLabels + 1> m_runs{};                        // + a scratch record
  std::array<std::pair<int16_t, int16_t>, 2 * kMaxLabels> m_links{};  // runs to unite
  std::array<int, kMaxLabels> m_parent{};       // union-find; a root is its set's smallest label
  std::array<int16_t, kMaxLabels> m_recordOf{};  // record index per label
  std::array<int, 2> m_groups{};
};

}  // namespace moyo
