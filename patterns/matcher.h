// The pattern matcher: every orientation of every pattern of one compiled database, anchored
// at the stones of a board, with prefilter, edge constraints, class filters and constraints.
#pragma once

#include <functional>
#include <vector>

#include "engine/board/board.h"
#include "engine/core/point_map.h"
#include "patterns/pattern_context.h"
#include "patterns/pattern_tables.h"

namespace patterns {

/// Which patterns are tried (notes 5.4) and how unknown predicates are treated.
struct MatchOptions {
  /// Try every pattern (`-a/--allpats`), ignoring minMaxWeight.
  bool allPatterns = false;
  /// Skip patterns whose maxWeight is below this (the current best move value), unless
  /// their class contains D, A, B, C or L. 0 tries everything.
  int minMaxWeight = 0;
  /// Only patterns having at least one of these class bits (0 = no class requirement).
  uint16_t requiredClasses = 0;
  /// A constraint that evaluates to "unknown" (the context could not answer a predicate)
  /// accepts the match when true, rejects it when false.
  bool acceptUnknown = false;
  /// Reject a match whose move lies on the first or second line of a board side that the
  /// diagram does not see: a first-line move needs that edge declared, a second-line move
  /// needs the diagram to reach the first line. A fuseki extension drawn five points wide
  /// otherwise "fits" with its move on the first line of the perpendicular side.
  bool moveSeesNearEdge = false;
};

/// The options a caller gets for GNU Go's `-a/--allpats` flag (interface/CLI entry point):
/// allPatterns set, everything else default.
MatchOptions matchOptionsForAllpats(bool allpats);

/// One match: which pattern, where, and how it is oriented.
struct Match {
  const PatternDatabase* db = nullptr;
  int pattern = 0;      ///< index into db->patterns
  int orientation = 0;  ///< index into db->orientations
  core::Point anchor = core::kNoPoint;
  core::Point move = core::kNoPoint;     ///< the `*` point, kNoPoint if none
  core::Color own = core::Color::Empty;  ///< the pattern's O color
  bool constraintUnknown = false;        ///< accepted only because of acceptUnknown

  const PatternInfo& info() const { return db->patterns[pattern]; }
  const Orientation& orient() const { return db->orientations[orientation]; }
};

/// Called for each match; return false to stop matching.
using MatchCallback = std::function<bool(const Match&)>;

class Matcher {
 public:
  /// Precondition: db outlives the matcher.
  explicit Matcher(const PatternDatabase& db);

  /// All matches anchored at any stone, for `own` as the O color.
  void matchAll(const board::Board& board, core::Color own, PatternContext& ctx,
                const MatchOptions& options, const MatchCallback& callback) const;
  /// The matches of matchAll, in its order, whose move lies on a point of `targets`, and
  /// some matches whose move lies near one: only the anchors within moveReach() of a target
  /// are tried (the owl asks for moves near its dragon; the rest of the board is skipped).
  void matchNear(const board::Board& board, core::Color own, const core::PointMap<bool>& targets,
                 PatternContext& ctx, const MatchOptions& options,
                 const MatchCallback& callback) const;
  /// The farthest any pattern's move lies from its anchor, in lines (Chebyshev distance).
  int moveReach() const { return m_moveReach; }
  /// Matches anchored at the stone at `anchor` only. Precondition: anchor on board.
  bool matchAt(const board::Board& board, core::Point anchor, core::Color own, PatternContext& ctx,
               const MatchOptions& options, const MatchCallback& callback) const;
  /// Convenience: every match in a vector.
  std::vector<Match> collect(const board::Board& board, core::Color own, PatternContext& ctx,
                             const MatchOptions& options) const;

  /// Board point of the i-th element of a match.
  static core::Point elementPoint(const Match& m, int i);
  /// Element kind of the i-th element of a match.
  static ElementKind elementKind(const Match& m, int i);
  /// Board point of a label ('a'..'z', 'A'..'Z' or '*') of a match; kNoPoint if absent.
  static core::Point labelPoint(const Match& m, char label);

  const PatternDatabase& db() const { return *m_db; }

 private:
  struct Candidate {
    uint64_t maskBlack, valueBlack, maskWhite, valueWhite;
    uint16_t pattern, orientation;
  };
  bool tryAnchor(const board::Board& board, core::Point anchor, core::Color own,
                 PatternContext& ctx, const MatchOptions& options,
                 const MatchCallback& callback) const;
  bool verify(const board::Board& board, core::Point anchor, core::Color own, const Candidate& c,
              PatternContext& ctx, const MatchOptions& options, Match& out) const;

  const PatternDatabase* m_db;
  std::vector<Candidate> m_byAnchor[2];  // [0]: anchored at an O stone, [1]: at an X stone
  int m_moveReach = 0;
};

/// Evaluates a match's constraint: 1 true, 0 false, -1 unknown.
int evaluateConstraint(const board::Board& board, const Match& m, PatternContext& ctx);

/// The 5x5 window word (2 bits a cell: 0 empty, 1 black, 2 white, 3 off board) around p,
/// cell (dx,dy) at bit 2*((dy+2)*5 + dx+2).
uint64_t windowWord(const board::Board& board, core::Point p);

}  // namespace patterns
