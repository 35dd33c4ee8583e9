// A value per cell of the padded board.
#pragma once

#include <array>

#include "engine/core/geometry.h"

namespace core {

template <typename T>
class PointMap {
 public:
  PointMap() = default;
  explicit PointMap(const T& init) { m_cells.fill(init); }
  T& operator[](Point p) { return m_cells[static_cast<size_t>(p)]; }
  const T& operator[](Point p) const { return m_cells[static_cast<size_t>(p)]; }
  void fill(const T& v) { m_cells.fill(v); }
  bool operator==(const PointMap& o) const { return m_cells == o.m_cells; }

 private:
  std::array<T, kMaxArea> m_cells{};
};

}  // namespace core
