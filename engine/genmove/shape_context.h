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
  explicit ShapeContext(GenContext& g) : m_g(g) {}
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
  patterns::BoardContext m_boardOnly;
  std::vector<core::Point> m_revived;
};

/// Liberties a stone of c at empty p would have (captures counted). 0 if illegal.
int libertiesAfterMove(board::Board& b, core::Point p, core::Color c);

}  // namespace engine
