#include "patterns/eye_shapes.h"

#include <algorithm>
#include <cstdlib>

#include "patterns/format/eye_graph.h"
#include "patterns/pattern_tables.h"

namespace patterns {

using format::SmallGraph;

EyeSpaceGraph::EyeSpaceGraph(std::vector<EyeVertex> vertices) {
  for (const EyeVertex& v : vertices) addVertex(v);
  for (int i = 0; i < size(); ++i)
    for (int j = i + 1; j < size(); ++j)
      for (int d : core::kDirections)
        if (m_vertices[i].point + d == m_vertices[j].point) addEdge(i, j);
}

int EyeSpaceGraph::addVertex(const EyeVertex& v) {
  m_vertices.push_back(v);
  m_adjacent.emplace_back();
  return size() - 1;
}

void EyeSpaceGraph::addEdge(int a, int b) {
  if (a == b || std::find(m_adjacent[a].begin(), m_adjacent[a].end(), b) != m_adjacent[a].end())
    return;
  m_adjacent[a].push_back(b);
  m_adjacent[b].push_back(a);
}

int EyeSpaceGraph::marginalCount() const {
  return static_cast<int>(std::count_if(m_vertices.begin(), m_vertices.end(),
                                        [](const EyeVertex& v) { return v.marginal; }));
}

namespace {

// Target labels: 0 interior empty, 1 marginal empty, 2 dead stone, 3 marginal dead stone.
bool accepts(uint8_t kind, uint8_t target) {
  switch (kind) {
    case kElEmpty:
    case kElMove:
      return target == 0;
    case kElInhibit:
    case kElMarginalKey:
      return target == 1;
    case kElOpp:
      return target >= 2;
    case kElMarginalOpp:
      return target == 3;
    case kElOppOrEmpty:
      return target != 1;
    default:
      return false;
  }
}

/// eyes.db shapes as graphs (labels are the element kinds), built once.
const std::vector<SmallGraph>& shapeGraphs() {
  static const std::vector<SmallGraph> graphs = [] {
    const PatternDatabase& db = eyeShapeDb();
    std::vector<SmallGraph> out;
    for (size_t i = 0; i < db.patternCount; ++i) {
      const PatternInfo& info = db.patterns[i];
      const Element* els = db.elements + db.orientations[info.firstOrientation].firstElement;
      SmallGraph g;
      for (int a = 0; a < info.elementCount; ++a) {
        g.label.push_back(els[a].kind);
        uint32_t adj = 0;
        for (int b = 0; b < info.elementCount; ++b)
          if (std::abs(els[a].dx - els[b].dx) + std::abs(els[a].dy - els[b].dy) == 1)
            adj |= 1u << b;
        g.adjacent.push_back(adj);
      }
      out.push_back(g);
    }
    return out;
  }();
  return graphs;
}

}  // namespace

std::optional<EyeShapeValue> lookupEyeShape(const EyeSpaceGraph& graph) {
  if (graph.size() == 0 || graph.size() > 32) return std::nullopt;
  SmallGraph target;
  for (int i = 0; i < graph.size(); ++i) {
    const EyeVertex& v = graph.vertex(i);
    target.label.push_back(static_cast<uint8_t>((v.deadStone ? 2 : 0) + (v.marginal ? 1 : 0)));
    uint32_t adj = 0;
    for (int n : graph.neighbours(i)) adj |= 1u << n;
    target.adjacent.push_back(adj);
  }
  const PatternDatabase& db = eyeShapeDb();
  const auto& graphs = shapeGraphs();
  std::vector<int> mapping;
  for (size_t i = 0; i < graphs.size(); ++i) {
    if (graphs[i].size() != target.size()) continue;
    if (!format::findIsomorphism(graphs[i], target, accepts, &mapping)) continue;
    const PatternInfo& info = db.patterns[i];
    EyeShapeValue value;
    value.minEyes = info.minEyes;
    value.maxEyes = info.maxEyes;
    value.shapeName = info.name;
    for (int a = 0; a < graphs[i].size(); ++a)
      if (info.maxEyes > info.minEyes &&
          (graphs[i].label[a] == kElMove || graphs[i].label[a] == kElMarginalKey))
        value.vitalPoints.push_back(graph.vertex(mapping[a]).point);
    return value;
  }
  return std::nullopt;
}

int maxEyeShapeSize() {
  int best = 0;
  for (const auto& g : shapeGraphs()) best = std::max(best, g.size());
  return best;
}

}  // namespace patterns
