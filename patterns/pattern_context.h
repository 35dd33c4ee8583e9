// The interface through which the matcher asks about a position beyond the stones:
// constraint predicates and the dragon status used by class filters. The matcher depends on
// the board only; worm-, dragon- and moyo-backed implementations live in those modules.
#pragma once

#include <array>
#include <optional>

#include "engine/board/board.h"
#include "patterns/format/predicates.h"

namespace patterns {

/// Dragon status as the class filters see it (notes 5.4).
enum class StoneStatus : uint8_t { Unknown, Alive, Critical, Dead };

/// One predicate call with its arguments already mapped to board points.
struct PredicateCall {
  Predicate predicate;
  core::Color own;  ///< the pattern's O color (the side the pattern is matched for)
  int argc;
  std::array<core::Point, kMaxPredicateArgs> args;
};

/// Answers the named predicates of the constraint vocabulary.
class PatternContext {
 public:
  virtual ~PatternContext() = default;
  /// Value of the predicate (booleans as 0/1), or nullopt when this context cannot answer
  /// it. The matcher evaluates constraints in three-valued logic (see MatchOptions).
  virtual std::optional<int> evaluate(const board::Board& board, const PredicateCall& call) = 0;
  /// Dragon status of the stone at p for the class filters O o X x.
  /// Precondition: p holds a stone. Default: Unknown (never rejects).
  virtual StoneStatus status(const board::Board& board, core::Point p) {
    (void)board;
    (void)p;
    return StoneStatus::Unknown;
  }
};

/// The predicates the board alone can answer: lib, xlib, olib, ko, legal_xmove,
/// legal_omove, and the board-level approximations safe_xmove/safe_omove (legal and the
/// new string keeps 2+ liberties). Everything else is nullopt (unknown).
class BoardContext : public PatternContext {
 public:
  std::optional<int> evaluate(const board::Board& board, const PredicateCall& call) override;
};

}  // namespace patterns
