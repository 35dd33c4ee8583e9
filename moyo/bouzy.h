// Bouzy's dilation and erosion (notes 4.3, 4.4) on compact padded int8 grids.
// The loops are branch-free over whole rows so the compiler vectorises them (32 cells per
// AVX2 instruction when the CPU has it, chosen at run time).
//
// Why 8 bits are exact: an empty point gains at most 4 per dilation, so its magnitude stays
// <= 20 after 5 dilations. A live stone (true value 128) is stored as 100: it gains at most
// 20 and loses at most 4 per erosion, 84 in 21 erosions, so it stays in 16..120 and never
// reaches 0 or overflows. Only signs reach the neighbours, hence every grid value equals the
// true value except on live stones, where the true value is the stored one + 28 (signed).
#pragma once

#include <array>
#include <cstdint>

#include "engine/core/geometry.h"

namespace moyo {

/// Value of a live stone on the start board (negative for White).
inline constexpr int kStoneValue = 128;
/// How a live stone is stored in a Grid, and the offset back to the true value.
inline constexpr int kStoneCell = 100;
inline constexpr int kStoneOffset = kStoneValue - kStoneCell;
/// The true value of a grid cell (stone: a live stone sits there).
inline int trueValue(int cell, bool stone) {
  return stone ? cell + (cell > 0 ? kStoneOffset : -kStoneOffset) : cell;
}
inline constexpr int kTerriDilations = 5;
inline constexpr int kTerriErosions = 21;
inline constexpr int kMoyoDilations = 5;
inline constexpr int kMoyoErosions = 10;
inline constexpr int kAreaDilations = 4;
/// Cells of a grid: the largest compact board ((25 + 2) * 26 = 702) plus room for loops
/// rounded up to whole 32-cell vectors (Layout::paddedLast() + one row of reads).
inline constexpr int kCells = 736;

/// The compact padded layout for one size: stride size + 1 (one shared border column),
/// cell (y + 1) * stride + x + 1 for the point in column x, row y (row 0 on top).
class Layout {
 public:
  /// Precondition: core::kMinSize <= size <= core::kMaxSize.
  explicit Layout(int size);
  int size() const { return m_size; }
  int stride() const { return m_stride; }
  /// Cell of a board point.
  int cell(core::Point p) const { return (core::pointY(p) + 1) * m_stride + core::pointX(p) + 1; }
  int cell(int x, int y) const { return (y + 1) * m_stride + x + 1; }
  /// Board point of an on-board cell.
  core::Point point(int cell) const {
    return core::toPoint(cell % m_stride - 1, cell / m_stride - 1);
  }
  /// The half-open range of cells holding every board point (border cells in between).
  int first() const { return m_stride + 1; }
  int last() const { return m_size * m_stride + m_size + 1; }
  /// last() rounded up so that [first, paddedLast) is whole 32-cell vectors; the cells
  /// beyond last() are off the board (mask 0) and stay 0.
  int paddedLast() const { return first() + ((last() - first() + 31) & ~31); }
  bool onBoard(int cell) const { return m_mask[static_cast<size_t>(cell)] != 0; }
  /// -1 on board cells, 0 on border cells.
  const int8_t* mask() const { return m_mask.data(); }
  /// Number of on-board orthogonal neighbours.
  const int8_t* degree() const { return m_degree.data(); }
  /// Shared immutable layout for a size.
  static const Layout& forSize(int size);

 private:
  int m_size;
  int m_stride;
  alignas(32) std::array<int8_t, kCells> m_mask{};
  alignas(32) std::array<int8_t, kCells> m_degree{};
};

/// One numeric board (positive Black, negative White); border cells are always 0.
/// Live stones are stored as +-kStoneCell (see trueValue).
struct alignas(32) Grid {
  std::array<int8_t, kCells> v{};
  int8_t operator[](int cell) const { return v[static_cast<size_t>(cell)]; }
  int8_t& operator[](int cell) { return v[static_cast<size_t>(cell)]; }
};

/// One simultaneous dilation: out = D(in). in and out must differ.
void dilate(const Layout& lay, const Grid& in, Grid& out);
/// One simultaneous erosion: out = E(in). in and out must differ.
void erode(const Layout& lay, const Grid& in, Grid& out);
/// Applies n dilations (or erosions) in place; scratch is a work buffer.
void dilateTimes(const Layout& lay, Grid& g, Grid& scratch, int n);
void erodeTimes(const Layout& lay, Grid& g, Grid& scratch, int n);

/// sign[cell] = -1, 0 or +1 for every cell of [first, paddedLast).
void signs(const Layout& lay, const Grid& g, int8_t* sign);
/// start[cell] = 1 where a vertical run of one sign begins (the cell above has another sign
/// or is off the board); link[cell] = 1 where the cell's run and its left neighbour's run
/// (same sign) first overlap. For every cell of [first, paddedLast). Writes a sentinel into
/// the sign cells of the row above the board.
void runStarts(const Layout& lay, int8_t* sign, int8_t* start, int8_t* link);
/// Weighted ownership count: sums weight[cell] over cells > 0 (black) and < 0 (white).
/// Weights: 1 empty point, 2 dead stone, 0 live stone and border.
void countGrid(const Layout& lay, const Grid& g, const int8_t* weight, int& black, int& white);

}  // namespace moyo
