// The PatternContext of patterns.db during move generation: every predicate of the
// constraint vocabulary answered from the worms, dragons and moyo of the PositionAnalysis
// and the tactical reader (never the board-only approximations).
#pragma once

#include <vector>

#include "engine/genmove/gen_context.h"
#include "patterns/pattern_context.h"

namespace engine {

class ShapeContext : public patterns::PatternContext {
 public:
  /// Reads with its own reader on g's board and reading cache, limited by constraintLimits.
  explicit ShapeContext(GenContext& g)
      : m_g(g), m_reader(g.board, g.reader.cache(), constraintLimits(g.reader.limits())) {}
  ~ShapeContext() { m_g.engine.wormState().addNodes(m_reader.nodes()); }
  ShapeContext(const ShapeContext&) = delete;
  ShapeContext& operator=(const ShapeContext&) = delete;
  /// Reading nodes of the constraints so far.
  uint64_t readingNodes() const { return m_reader.nodes(); }
  std::optional<int> evaluate(const board::Board& board,
                              const patterns::PredicateCall& call) override;
  patterns::StoneStatus status(const board::Board& board, core::Point p) override;

  /// revise_semeai: these dragons (origins) count as UNKNOWN instead of DEAD.
  void setRevived(std::vector<core::Point> origins) { m_revived = std::move(origins); }
  /// Dragon status with the revise_semeai changes. Precondition: p holds a stone.
  dragon::Status dragonStatus(core::Point p) const;

 private:
  int playThenRead(const patterns::PredicateCall& call, bool xFirst, bool attack);
  int defendAgainst(core::Point move, core::Color mover, core::Point target);
  int sekiHelper(core::Point str);
  int liberties(core::Point p, core::Color c) const;

  GenContext& m_g;
  worm::Reader m_reader;
  patterns::BoardContext m_boardOnly;
  std::vector<core::Point> m_revived;
};

/// Liberties a stone of c at empty p would have (captures counted). 0 if illegal.
int libertiesAfterMove(board::Board& b, core::Point p, core::Color c);

}  // namespace engine
