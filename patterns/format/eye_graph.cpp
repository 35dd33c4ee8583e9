#include "patterns/format/eye_graph.h"

#include <bitset>

namespace patterns::format {

int SmallGraph::degree(int v) const {
  return static_cast<int>(std::bitset<32>(adjacent[v]).count());
}

int SmallGraph::edgeCount() const {
  int sum = 0;
  for (int v = 0; v < size(); ++v) sum += degree(v);
  return sum / 2;
}

namespace {

struct Search {
  const SmallGraph& p;
  const SmallGraph& t;
  const std::function<bool(uint8_t, uint8_t)>& accepts;
  std::vector<int> map;
  uint32_t used = 0;

  bool extend(int v) {
    if (v == p.size()) return true;
    for (int w = 0; w < t.size(); ++w) {
      if (used & (1u << w)) continue;
      if (p.degree(v) != t.degree(w) || !accepts(p.label[v], t.label[w])) continue;
      bool ok = true;
      for (int u = 0; u < v && ok; ++u) {
        const bool pe = (p.adjacent[v] >> u) & 1u;
        const bool te = (t.adjacent[w] >> map[u]) & 1u;
        ok = pe == te;
      }
      if (!ok) continue;
      map[v] = w;
      used |= 1u << w;
      if (extend(v + 1)) return true;
      used &= ~(1u << w);
    }
    return false;
  }
};

}  // namespace

bool findIsomorphism(const SmallGraph& pattern, const SmallGraph& target,
                     const std::function<bool(uint8_t, uint8_t)>& accepts,
                     std::vector<int>* mapping) {
  if (pattern.size() != target.size() || pattern.size() > 32) return false;
  if (pattern.edgeCount() != target.edgeCount()) return false;
  Search s{pattern, target, accepts, std::vector<int>(pattern.size(), -1)};
  if (!s.extend(0)) return false;
  if (mapping) *mapping = s.map;
  return true;
}

}  // namespace patterns::format
