// The bookkeeping of one genmove: every proposal with its reason (2.x's move_considered /
// potential_moves) and the BETTER_MOVE rule that keeps the single best move (notes 6.1).
#pragma once

#include <string>
#include <vector>

#include "engine/core/point_map.h"
#include "engine/core/random.h"
#include "engine/genmove/move_reasons.h"

namespace engine {

/// The best move so far under 2.x's BETTER_MOVE rule: a greater value replaces it, an equal
/// value replaces it with probability 1/counter (counter starts at 2 and grows), so equal
/// values are chosen uniformly with the seeded generator.
class BestMove {
 public:
  /// Offers a move; true if it became the best. Values below the best are ignored.
  bool offer(core::Point move, int value, Generator g, core::Random& rng);
  /// Merges another best (shapes' private best, notes 5.5): greater wins; equal values are
  /// merged in proportion to the number of tied candidates on each side.
  void merge(const BestMove& other, core::Random& rng);
  core::Point move() const { return m_move; }
  int value() const { return m_value; }
  Generator generator() const { return m_generator; }
  /// Number of candidates tied at value() so far.
  int ties() const { return m_equal - 1; }
  bool found() const { return m_move != core::kNoPoint; }

 private:
  core::Point m_move = core::kNoPoint;
  int m_value = -1;
  Generator m_generator = Generator::None;
  int m_equal = 2;
};

/// Every proposal of one genmove, and the best value per point.
class Proposals {
 public:
  Proposals() : m_best(-1) {}
  /// Records a proposal (move_considered): keeps the maximum per point and the reason.
  void add(core::Point move, int value, Generator g, std::string why);
  /// Best value proposed at p, -1 if none.
  int potential(core::Point p) const { return m_best[p]; }
  /// Every proposal in order.
  const std::vector<MoveReason>& all() const { return m_all; }
  /// One entry per proposed point with its best value, best first (ties: board order).
  std::vector<MoveReason> considered() const;

 private:
  core::PointMap<int> m_best;
  core::PointMap<int> m_bestIndex{-1};
  std::vector<MoveReason> m_all;
};

}  // namespace engine
