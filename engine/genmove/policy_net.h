// Ours, beyond 2.x: a convolutional move predictor for 19x19, in the manner of the move
// prediction networks of Clark & Storkey (2015) and Maddison et al. (2015), far smaller: a
// 5x5 convolution and a few 3x3 ones over 20 input planes (stones, liberties of their
// strings, the last two moves, the ko point; on empty points, whether a stone there
// captures, captures 3+ stones, saves a string in atari, gives atari, is a self-atari:
// the tactical inputs of AlphaGo's policy network, fewer), a 1x1 convolution and a bias per point give a
// score to every point; the softmax over the legal points predicts GNU Go 3.8's move
// (regression/policy_train fits it on the moves GNU Go played, or would play, in 19x19
// match positions; policy_net_weights.h, `make policy-net`). The learned chooser mixes it
// with the feature prior (move_prior.h) as the candidates' prior.
#pragma once

#include <vector>

#include "engine/board/game.h"
#include "engine/genmove/move_prior.h"

namespace engine {

/// The board size the network was trained for, the largest it serves. Its convolutions run
/// on any smaller board (with the same zero border); a point's own bias is that of the 19x19
/// point as far from the nearer edges.
inline constexpr int kPolicyNetSize = 19;
/// Input planes (regression/policy_train reads them from policyPlanes itself).
inline constexpr int kPolicyPlanes = 20;

/// The input planes of the position for color to move, [plane][y * n + x] on an n x n
/// board, y from the top. Precondition: game.size() <= kPolicyNetSize.
std::vector<float> policyPlanes(const board::Game& game, core::Color color);

/// The network's prior over the legal points (log-softmax, best points first), as
/// featurePrior() gives it. Precondition: game.size() <= kPolicyNetSize.
MoveProbabilities networkPrior(const board::Game& game, core::Color color);

/// The share of the network in the mixed prior: log-probabilities weighted
/// kPolicyNetShare (the network) and 1 - kPolicyNetShare (the feature prior), renormalized
/// (a product of experts). On held-out positions at GNU Go's turns the even mix predicts
/// GNU Go's move as often as the network alone and more often than the feature prior;
/// shares of 0.3 and 0.7 did worse (docs/measurements.md).
inline constexpr double kPolicyNetShare = 0.5;
/// The mixed prior of the two. Precondition: both over the same position.
MoveProbabilities mixPriors(const MoveProbabilities& features, const MoveProbabilities& network);
/// mixPriors(featurePrior(...), networkPrior(...)). Precondition: game.size() <= kPolicyNetSize.
MoveProbabilities mixedPrior(const board::Game& game, core::Color color);

}  // namespace engine
