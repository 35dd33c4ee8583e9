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
// Written without data-dependent branches (run ends are unpredictable): a start cell opens
// its run record, other cells write into a scratch record; a run is linked to each
// same-sign run on its left once, at the first row where they overlap; links are united last.
int AreaMap::labelRuns(const Layout& lay, const Grid& g) {
  const int n = lay.size(), stride = lay.stride();
  int8_t* sign = m_sign.data();
  const int8_t* start = m_start.data();
  const int8_t* link = m_link.data();
  signs(lay, g, sign);
  runStarts(lay, sign, m_start.data(), m_link.data());
  int runs = 0, links = 0;
  for (int x = 0; x < n; ++x) {
    const int begin = runs;
    int c = lay.cell(x, 0);
    for (int y = 0; y < n; ++y, c += stride) {
      runs += start[c];
      const int id = runs - 1;
      m_component[static_cast<size_t>(c)] = static_cast<int16_t>(id);
      m_runs[static_cast<size_t>(start[c] ? id : kScratchRun)] = {
          static_cast<int16_t>(c), static_cast<int8_t>(y), 0, sign[c], static_cast<int8_t>(x)};
      m_links[static_cast<size_t>(links)] = {m_component[static_cast<size_t>(c - 1)],
                                             static_cast<int16_t>(id)};
      links += link[c];
    }
    for (int id = begin; id < runs; ++id) {  // a run ends where the next one of its column starts
      m_runs[static_cast<size_t>(id)].bottom =
          id + 1 < runs ? m_runs[static_cast<size_t>(id) + 1].top : static_cast<int8_t>(n);
      m_parent[static_cast<size_t>(id)] = id;
    }
  }
  for (int k = 0; k < links; ++k) unite(m_links[static_cast<size_t>(k)].first, m_links[static_cast<size_t>(k)].second);
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
  // Parents always point to smaller labels, so one forward pass flattens every set. Each
  // root writes the next record; other labels write the same slot again harmlessly.
  m_records.resize(static_cast<size_t>(labels) + 1);
  int count = 0;
  m_groups = {0, 0};
  for (int id = 0; id < labels; ++id) {
    int& parent = m_parent[static_cast<size_t>(id)];
    parent = m_parent[static_cast<size_t>(parent)];
    const int isRoot = parent == id;
    const int16_t rec = isRoot ? static_cast<int16_t>(count) : m_recordOf[static_cast<size_t>(parent)];
    m_recordOf[static_cast<size_t>(id)] = rec;
    const Run& run = m_runs[static_cast<size_t>(id)];
    AreaRecord& r = m_records[static_cast<size_t>(count)];
    r.number = count + 1;
    r.origin = core::toPoint(run.column, run.top);
    r.color = run.sign > 0 ? Color::Black : (run.sign < 0 ? Color::White : Color::Empty);
    r.stone = r.space = r.tag = 0;
    m_groups[0] += isRoot & (run.sign > 0);
    m_groups[1] += isRoot & (run.sign < 0);
    count += isRoot;
  }
  m_records.resize(static_cast<size_t>(count));
  for (int id = 0; id < labels; ++id) {
    const Run& run = m_runs[static_cast<size_t>(id)];
    m_records[static_cast<size_t>(m_recordOf[static_cast<size_t>(id)])].space += run.bottom - run.top;
  }
  for (int k = 0; k < stoneCount; ++k) {
    AreaRecord& r = m_records[static_cast<size_t>(recordAt(stones[k]))];
    ++r.stone;
    --r.space;
  }
}

}  // namespace moyo
