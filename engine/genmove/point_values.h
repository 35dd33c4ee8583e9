// Ours, beyond 2.x: every empty point valued from the moyo module's view of it, the way
// GNU Go 3 values "expands territory / moyo" for all moves and not only pattern moves.
// A linear model of 25 features of the point (delta_terri and delta_moyo for both colors,
// the line, the distance to the nearest live stone and to the last move, the live stones
// of each color within three points, who owns the point in the territory, moyo and area
// grids) predicts GNU Go 3.8's value of the move; the weights were fitted by least squares
// to GNU Go 3.8's `all_move_values` over 786 positions of twelve 19x19 match games
// (regression/point_values_fit.py) and checked on 393 positions of six other games. The
// best few safe points are proposed with kPointValueScale * prediction + kPointValueOffset:
// a 2.x generator's urgent moves (captures, saves, eyes) still outbid them.
#pragma once

#include <array>
#include <cstddef>

#include "engine/genmove/gen_context.h"

namespace engine {

inline constexpr int kPointFeatures = 25;
/// The fitted weights, in the order of pointFeatures().
inline constexpr std::array<double, kPointFeatures> kPointWeights = {
    0.555, 0.295, -0.218, 0.621, -1.448, 0.191, 0.267, -0.360, 0.409,
    0.953, 1.167, -4.155, -1.025, -0.027, -2.552, -2.415, -0.528, -0.788,
    1.549, 0.669, 0.250, 0.066, -0.635, 1.223, 2.680
};
/// Proposal value: kPointValueScale * prediction + kPointValueOffset (fitted with the
/// other generators' proposals: the pair that lost least by GNU Go's values).
inline constexpr int kPointValueScale = 4;
inline constexpr int kPointValueOffset = 25;
/// Points proposed (the best predictions that are safe), out of at most kPointValueTries
/// safety checks (each may read).
inline constexpr int kPointValueProposals = 3;
inline constexpr int kPointValueTries = 12;
/// A point is proposed only with a prediction of at least this (GNU Go's best move of a
/// position is worth 20 on the fitted scale), and never inside the mover's own 5/21
/// territory: the generator must not keep a finished game going.
inline constexpr double kMinPointPrediction = 1.0;
/// The linear models' sum w[0] x[0] + ... + w[n-1] x[n-1].
inline double weightedSum(const double* w, const double* x, size_t n) {
  double s = 0.0;
  for (size_t i = 0; i < n; ++i) s += w[i] * x[i];
  return s;
}

/// The features of the empty point p for `color` to move (moyo analysed for color).
std::array<double, kPointFeatures> pointFeatures(GenContext& g, core::Point p);
/// The model's prediction of GNU Go's value of p.
double predictPointValue(const std::array<double, kPointFeatures>& f);
/// Proposes the best predicted safe points (generator Valuation), only when some other
/// generator already found a move worth playing (the pass decision stays the 2.x one), and
/// not past 80% of the move's time. Genmove runs it for the classic and learned choosers
/// (genmove_plan.h), not in kgs-genmove_cleanup, which only removes dead stones.
void pointValueMoves(GenContext& g);

}  // namespace engine
