// Ours, beyond 2.x: a move prior in the manner of Coulom's "Computing Elo ratings of move
// patterns" (2007), the move predictor behind Crazy Stone and Fuego's prior knowledge. Every
// legal point gets a handful of sparse features (its 3x3 neighbourhood and the 12 points
// within Manhattan distance 2, each up to symmetry; captures, saves from atari, ataris, the
// liberties of the new string, self-atari; the distance to the last two moves, the line,
// the nearest stones, the game stage); a learned weight per feature sums to the move's
// score, and the softmax of the scores over the legal points predicts GNU Go 3.8's move
// (regression/move_prior.py fits the weights on the moves GNU Go played in 19x19 match
// games against moyogo, move_prior_weights.h).
#pragma once

#include <array>
#include <utility>
#include <vector>

#include "engine/board/game.h"
#include "engine/core/geometry.h"
#include "engine/core/point_map.h"

namespace engine {

/// Feature ids. [0, kPriorShapeCodes): the canonical 3x3 code (4^8, neighbours N, NE, E, SE,
/// S, SW, W, NW as 0 empty, 1 own, 2 opponent, 3 off board; the smallest code over the 8
/// symmetries). The others follow, in groups.
inline constexpr int kPriorShapeCodes = 65536;
enum PriorGroup : int {
  kPriorCapture = kPriorShapeCodes,     // 4: stones captured 1, 2-3, 4-6, 7+
  kPriorSave = kPriorCapture + 4,       // 4: largest own string saved from atari, by size
  kPriorAtari = kPriorSave + 4,         // 4: largest opponent string put in atari, by size
  kPriorLiberties = kPriorAtari + 4,    // 4: liberties of the new string 1, 2, 3, 4+
  kPriorSelfAtari = kPriorLiberties + 4,  // 3: the new string in atari, size 1, 2-3, 4+
  kPriorLastMove = kPriorSelfAtari + 3,   // 11: distance to the last move (below)
  kPriorOwnMove = kPriorLastMove + 11,    // 11: distance to the mover's previous move
  kPriorLine = kPriorOwnMove + 11,        // 6: line 1-5, 6+
  kPriorLineAlone = kPriorLine + 6,       // 6: the line, no stone within Manhattan 4
  kPriorNearOwn = kPriorLineAlone + 6,    // 6: nearest own stone at 1-5, 6+ or none
  kPriorNearOpp = kPriorNearOwn + 6,      // 6: nearest opponent stone
  kPriorStageLine = kPriorNearOpp + 6,    // 20: moves played <20, <60, <150, more; line 1-4, 5+
  kPriorConnect = kPriorStageLine + 20,   // 1: touches two own strings
  kPriorCut = kPriorConnect + 1,          // 1: touches two opponent strings
  kPriorFeatureEnd = kPriorCut + 1,
};
inline constexpr int kPriorGroupFeatures = kPriorFeatureEnd - kPriorShapeCodes;
/// [kPriorDiamondBase, kPriorDiamondBase + kPriorDiamondCodes): the canonical code of the
/// 12 points within Manhattan distance 2 (the 3x3 ring, then the 4 points two away:
/// N, E, S, W), 4 states each as above, smallest over the 8 symmetries.
inline constexpr int kPriorDiamondBase = kPriorFeatureEnd;
inline constexpr int kPriorDiamondCodes = 1 << 24;
/// At most this many features fire for one move (16 today: two shapes, seven tactical
/// groups, two distances, line, line alone, two nearest stones, stage).
inline constexpr int kPriorMaxIds = 20;

struct PriorIds {
  std::array<int, kPriorMaxIds> ids{};
  int count = 0;
  void add(int id) { ids[static_cast<size_t>(count++)] = id; }
};

/// The canonical 3x3 code of p for color to move (smallest over rotations and reflections).
int priorShapeCode(const board::Board& b, core::Color color, core::Point p);
/// The canonical diamond code of p (without kPriorDiamondBase).
int priorDiamondCode(const board::Board& b, core::Color color, core::Point p);

/// The board points of the last and the one-before-last move (kNoPoint for a pass or none),
/// setup steps skipped.
std::array<core::Point, 2> recentMoves(const board::Game& game);

/// The features of every legal empty point for color to move (the order of the geometry).
/// The board is played on and restored; the result does not depend on its frames.
struct PriorPoint {
  core::Point point;
  PriorIds features;
};
std::vector<PriorPoint> priorFeatures(const board::Game& game, core::Color color);

/// The learned score of a move's features (0 for shapes the training never saw).
double priorScore(const PriorIds& f);

/// The weighted choice's input "among the prior's best" marks this many (learned_chooser.h).
inline constexpr int kPriorCandidates = 6;
/// The prior's best points that are candidates of the weighted choice (may be more than it
/// marks; regression/choice_net.py PRIOR_CANDIDATE_MOVES must agree). More candidates
/// screened slightly better by GNU Go's values but lost more 19x19 match games
/// (docs/measurements.md).
inline constexpr int kPriorCandidateMoves = 6;
static_assert(kPriorCandidateMoves >= kPriorCandidates);
/// The prior over the legal points: log-softmax of the scores, and the best points.
struct MoveProbabilities {
  core::PointMap<double> logProb{kPriorIllegal};
  std::vector<core::Point> best;  ///< the kPriorCandidateMoves highest scores, best first
  /// Among the first kPriorCandidates of `best`.
  bool isBest(core::Point p) const;
  static constexpr double kPriorIllegal = -1e9;
};
MoveProbabilities featurePrior(const board::Game& game, core::Color color);
/// The prior of scores over the legal points (score, point): their log-softmax and the
/// kPriorCandidateMoves best. The feature prior and the policy network (policy_net.h) share it.
MoveProbabilities priorFromScores(std::vector<std::pair<double, core::Point>> scored);

}  // namespace engine
