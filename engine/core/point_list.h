// A list of points that keeps its first kInline points in place: the liberty and neighbour
// lists that reading builds at every node then never touch the heap (a std::vector there
// cost a fifth of the reader's time in malloc/free, half of it under AddressSanitizer).
// Longer lists move to the heap and keep working.
#pragma once

#include <algorithm>
#include <memory>

#include "engine/core/geometry.h"

namespace core {

class PointList {
 public:
  static constexpr int kInline = 24;

  PointList() = default;
  PointList(std::initializer_list<Point> points) {
    for (Point p : points) push_back(p);
  }
  PointList(const PointList& o) { *this = o; }
  PointList& operator=(const PointList& o) {
    if (this == &o) return *this;
    clear();
    reserve(o.m_size);
    std::copy(o.begin(), o.end(), m_data);
    m_size = o.m_size;
    return *this;
  }

  void push_back(Point p) {
    if (m_size == m_capacity) reserve(2 * m_capacity);
    m_data[m_size++] = p;
  }
  void clear() { m_size = 0; }
  /// Shrinks to n points (never grows).
  void resize(size_t n) { m_size = std::min(m_size, static_cast<int>(n)); }
  size_t size() const { return static_cast<size_t>(m_size); }
  bool empty() const { return m_size == 0; }
  Point operator[](size_t i) const { return m_data[i]; }
  Point& operator[](size_t i) { return m_data[i]; }
  Point front() const { return m_data[0]; }
  Point back() const { return m_data[m_size - 1]; }
  Point* begin() { return m_data; }
  Point* end() { return m_data + m_size; }
  const Point* begin() const { return m_data; }
  const Point* end() const { return m_data + m_size; }
  bool contains(Point p) const { return std::find(begin(), end(), p) != end(); }

  bool operator==(const PointList& o) const {
    return m_size == o.m_size && std::equal(begin(), end(), o.begin());
  }
  bool operator!=(const PointList& o) const { return !(*this == o); }

 private:
  void reserve(int capacity) {
    if (capacity <= m_capacity) return;
    std::unique_ptr<Point[]> grown(new Point[static_cast<size_t>(capacity)]);
    std::copy(begin(), end(), grown.get());
    m_heap = std::move(grown);
    m_data = m_heap.get();
    m_capacity = capacity;
  }

  Point m_inline[kInline];
  std::unique_ptr<Point[]> m_heap;
  Point* m_data = m_inline;
  int m_size = 0;
  int m_capacity = kInline;
};

}  // namespace core
