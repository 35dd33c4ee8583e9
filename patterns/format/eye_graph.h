// Small labelled graphs and isomorphism, for eye shapes (used by mkpat's duplicate check
// and by the runtime eye-shape lookup).
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

namespace patterns::format {

/// A graph of at most 32 vertices; adjacency as bit masks; one small label per vertex.
struct SmallGraph {
  std::vector<uint8_t> label;
  std::vector<uint32_t> adjacent;

  int size() const { return static_cast<int>(label.size()); }
  int degree(int v) const;
  int edgeCount() const;
};

/// Searches a bijection pattern -> target that preserves edges, with accepts(patternLabel,
/// targetLabel) true for every vertex. Fills mapping[patternVertex] = targetVertex.
bool findIsomorphism(const SmallGraph& pattern, const SmallGraph& target,
                     const std::function<bool(uint8_t, uint8_t)>& accepts,
                     std::vector<int>* mapping);

}  // namespace patterns::format
