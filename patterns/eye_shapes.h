// Eye-space shapes (eyes.db): look up an eye space's graph to get its min/max eye values
// and vital points (notes 3.2, compute_eyes). For the dragon module.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/board/board.h"

namespace patterns {

/// One vertex of an eye-space graph.
struct EyeVertex {
  core::Point point = core::kNoPoint;
  bool marginal = false;   ///< the opponent can reach it (notes 3.2 "marginal")
  bool deadStone = false;  ///< holds a dead (non-lively) opponent stone
};

/// An eye space as a graph: vertices plus undirected edges (indices into vertices).
/// Orthogonal adjacency comes from the points; addEdge() grafts extra links (a half eye's
/// key point, notes 3.2).
class EyeSpaceGraph {
 public:
  EyeSpaceGraph() = default;
  /// Builds the graph of the given vertices, linking orthogonal neighbours on the board.
  explicit EyeSpaceGraph(std::vector<EyeVertex> vertices);
  /// Adds a vertex (no edges); returns its index.
  int addVertex(const EyeVertex& v);
  /// Links two vertices (ignored if already linked or a == b).
  void addEdge(int a, int b);

  int size() const { return static_cast<int>(m_vertices.size()); }
  const EyeVertex& vertex(int i) const { return m_vertices[i]; }
  const std::vector<int>& neighbours(int i) const { return m_adjacent[i]; }
  int marginalCount() const;

 private:
  std::vector<EyeVertex> m_vertices;
  std::vector<std::vector<int>> m_adjacent;
};

/// What eyes.db knows about a shape.
struct EyeShapeValue {
  int minEyes = 0;  ///< eyes if the attacker moves first in the space
  int maxEyes = 0;  ///< eyes if the defender moves first
  /// Vital points: where either side should play to change the value (`*`/`@` vertices);
  /// empty when min == max.
  std::vector<core::Point> vitalPoints;
  std::string shapeName;  ///< eyes.db pattern name (for traces)
};

/// Looks the graph up in eyes.db (graph isomorphism respecting marginal and dead-stone
/// flags; `x` vertices of the database accept both). nullopt if no shape matches: the
/// caller then falls back to GNU Go's linear / size heuristics (notes 3.2).
std::optional<EyeShapeValue> lookupEyeShape(const EyeSpaceGraph& graph);

/// Largest eye space (in vertices) eyes.db describes.
int maxEyeShapeSize();

}  // namespace patterns
