#include "moyo/areas.h"

namespace moyo {

using core::Color;

namespace {

int signOf(int16_t v) { return (v > 0) - (v < 0); }

}  // namespace

int AreaMap::find(int component) {
  while (m_parent[static_cast<size_t>(component)] != component) {
    const int up = m_parent[static_cast<size_t>(m_parent[static_cast<size_t>(component)])];
    m_parent[static_cast<size_t>(component)] = up;
    component = up;
  }
  return component;
}

void AreaMap::build(const Layout& lay, const Grid& g, const Color* stoneColor) {
  const int n = lay.size(), stride = lay.stride();
  m_component.fill(-1);
  m_parent.clear();
  m_seed.clear();
  // 1. Components of one sign, numbered in column-major order of their first point.
  for (int x = 0; x < n; ++x) {
    for (int y = 0; y < n; ++y) {
      const int seed = lay.cell(x, y);
      if (m_component[static_cast<size_t>(seed)] >= 0) continue;
      const int id = static_cast<int>(m_seed.size());
      const int sign = signOf(g[seed]);
      m_seed.push_back(seed);
      m_parent.push_back(id);
      m_component[static_cast<size_t>(seed)] = static_cast<int16_t>(id);
      m_stack.assign(1, seed);
      while (!m_stack.empty()) {
        const int c = m_stack.back();
        m_stack.pop_back();
        for (int d : {-1, 1, -stride, stride}) {
          const int q = c + d;
          if (!lay.onBoard(q) || m_component[static_cast<size_t>(q)] >= 0) continue;
          if (signOf(g[q]) != sign) continue;
          m_component[static_cast<size_t>(q)] = static_cast<int16_t>(id);
          m_stack.push_back(q);
        }
      }
    }
  }
  // 2. Kosumi: same-colored stones on diagonal points with both shared neighbours neutral.
  for (int c = lay.first(); c < lay.last(); ++c) {
    const Color s = stoneColor[c];
    if (s == Color::Empty || !lay.onBoard(c)) continue;
    for (int side : {-1, 1}) {
      const int diag = c + stride + side;
      if (!lay.onBoard(diag) || stoneColor[diag] != s) continue;
      if (g[c + side] != 0 || g[c + stride] != 0) continue;
      const int a = find(m_component[static_cast<size_t>(c)]);
      const int b = find(m_component[static_cast<size_t>(diag)]);
      if (a < b) m_parent[static_cast<size_t>(b)] = a;
      if (b < a) m_parent[static_cast<size_t>(a)] = b;
    }
  }
  // 3. Records: one per root, in component order (= order of the areas' first points).
  m_records.clear();
  std::vector<int> recordOf(m_seed.size(), -1);
  for (size_t id = 0; id < m_seed.size(); ++id) {
    if (find(static_cast<int>(id)) != static_cast<int>(id)) continue;
    AreaRecord r;
    r.number = static_cast<int>(m_records.size()) + 1;
    r.origin = lay.point(m_seed[id]);
    const int16_t v = g[m_seed[id]];
    r.color = v > 0 ? Color::Black : (v < 0 ? Color::White : Color::Empty);
    recordOf[id] = static_cast<int>(m_records.size());
    m_records.push_back(r);
  }
  m_groups = {0, 0};
  for (const AreaRecord& r : m_records) {
    if (r.color == Color::Black) ++m_groups[0];
    if (r.color == Color::White) ++m_groups[1];
  }
  // 4. Per point: record index and stone/space counts.
  for (int c = lay.first(); c < lay.last(); ++c) {
    if (!lay.onBoard(c)) continue;
    const int rec = recordOf[static_cast<size_t>(find(m_component[static_cast<size_t>(c)]))];
    m_recordAt[static_cast<size_t>(c)] = static_cast<int16_t>(rec);
    AreaRecord& r = m_records[static_cast<size_t>(rec)];
    if (r.color != Color::Empty && stoneColor[c] == r.color)
      ++r.stone;
    else
      ++r.space;
  }
}

}  // namespace moyo
