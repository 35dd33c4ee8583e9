#include "moyo/areas.h"

namespace moyo {

using core::Color;

int AreaMap::find(int component) {
  while (m_parent[static_cast<size_t>(component)] != component) {
    const int up = m_parent[static_cast<size_t>(m_parent[static_cast<size_t>(component)])];
    m_parent[static_cast<size_t>(component)] = up;
    component = up;
  }
  return component;
}

void AreaMap::unite(int a, int b) {
  a = find(a);
  b = find(b);
  if (a < b) m_parent[static_cast<size_t>(b)] = a;
  if (b < a) m_parent[static_cast<size_t>(a)] = b;
}

void AreaMap::build(const Layout& lay, const Grid& g, const Color* stoneColor,
                    const int16_t* stones, int stoneCount) {
  const int runs = labelRuns(lay, g);
  joinKosumi(lay, g, stoneColor, stones, stoneCount);
  buildRecords(runs, stones, stoneCount);
}

// Vertical runs of one sign, column by column from the left, each column from the top.
// A run takes a new label and joins the overlapping same-sign runs of the previous
// column. Labels are created in scan order, so a set's smallest label (its root) is the
// label of the set's first point. Returns the number of runs (labels).
int AreaMap::labelRuns(const Layout& lay, const Grid& g) {
  const int n = lay.size(), stride = lay.stride();
  int8_t* sign = m_sign.data();
  for (int c = lay.first(); c < lay.last(); ++c)  // vectorised
    sign[c] = static_cast<int8_t>((g[c] > 0) - (g[c] < 0));
  int runs = 0, prevBegin = 0, prevEnd = 0;
  for (int x = 0; x < n; ++x) {
    const int begin = runs;
    for (int y = 0; y < n;) {
      const int top = lay.cell(x, y);
      const int8_t s = sign[top];
      const auto label = static_cast<int16_t>(runs);
      m_component[static_cast<size_t>(top)] = label;
      int end = y + 1;
      for (int c = top + stride; end < n && sign[c] == s; c += stride, ++end)
        m_component[static_cast<size_t>(c)] = label;
      m_parent[static_cast<size_t>(runs)] = runs;
      m_runs[static_cast<size_t>(runs)] = {static_cast<int16_t>(top), static_cast<int8_t>(y),
                                           static_cast<int8_t>(end), s, static_cast<int8_t>(x)};
      ++runs;
      y = end;
    }
    // Two pointers over the previous column's runs and this column's runs.
    for (int a = prevBegin, b = begin; a < prevEnd && b < runs;) {
      const Run& ra = m_runs[static_cast<size_t>(a)];
      const Run& rb = m_runs[static_cast<size_t>(b)];
      if (ra.sign == rb.sign && ra.top < rb.bottom && rb.top < ra.bottom) unite(a, b);
      if (ra.bottom < rb.bottom)
        ++a;
      else
        ++b;
    }
    prevBegin = begin;
    prevEnd = runs;
  }
  return runs;
}

// Kosumi: same-colored stones on diagonal points with both shared neighbours neutral.
void AreaMap::joinKosumi(const Layout& lay, const Grid& g, const Color* stoneColor,
                         const int16_t* stones, int stoneCount) {
  const int stride = lay.stride();
  for (int k = 0; k < stoneCount; ++k) {
    const int c = stones[k];
    const Color s = stoneColor[c];
    if (g[c + stride] != 0) continue;  // both diagonals share the point below: mostly owned
    for (int side : {-1, 1}) {
      const int diag = c + stride + side;
      if (g[c + side] != 0 || !lay.onBoard(diag) || stoneColor[diag] != s) continue;
      unite(m_component[static_cast<size_t>(c)], m_component[static_cast<size_t>(diag)]);
    }
  }
}

// Records: one per root, in label order (= order of the areas' first points); then sizes per
// run, the record index per point, and the stones (each in an area of its own color).
void AreaMap::buildRecords(int labels, const int16_t* stones, int stoneCount) {
  m_records.clear();
  auto& recordOf = m_recordOf;
  for (int id = 0; id < labels; ++id) {
    // Parents always point to smaller labels, so one forward pass flattens every set.
    int& parent = m_parent[static_cast<size_t>(id)];
    parent = m_parent[static_cast<size_t>(parent)];
    const int root = parent;
    if (root != id) {
      recordOf[static_cast<size_t>(id)] = recordOf[static_cast<size_t>(root)];
      continue;
    }
    const Run& run = m_runs[static_cast<size_t>(id)];
    recordOf[static_cast<size_t>(id)] = static_cast<int16_t>(m_records.size());
    AreaRecord& r = m_records.emplace_back();
    r.number = static_cast<int>(m_records.size());
    r.origin = core::toPoint(x0(run), run.top);
    r.color = run.sign > 0 ? Color::Black : (run.sign < 0 ? Color::White : Color::Empty);
  }
  m_groups = {0, 0};
  for (const AreaRecord& r : m_records) {
    if (r.color == Color::Black) ++m_groups[0];
    if (r.color == Color::White) ++m_groups[1];
  }
  for (int id = 0; id < labels; ++id) {
    const Run& run = m_runs[static_cast<size_t>(id)];
    m_records[static_cast<size_t>(recordOf[static_cast<size_t>(id)])].space += run.bottom - run.top;
  }
  for (int k = 0; k < stoneCount; ++k) {
    AreaRecord& r = m_records[static_cast<size_t>(recordAt(stones[k]))];
    ++r.stone;
    --r.space;
  }
}

}  // namespace moyo
