#include "engine/genmove/policy_net.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <iterator>
#include <utility>

#include "engine/board/move_tactics.h"
#include "engine/genmove/policy_net_weights.h"

namespace engine {

using core::Color;
using core::Point;

namespace {

namespace w = policy_weights;

static_assert(w::kPlanes == kPolicyPlanes, "policy_net_weights.h is for other input planes");
static_assert(std::size(w::kFirstW) == static_cast<size_t>(w::kFilters) * kPolicyPlanes * 25);
static_assert(std::size(w::kHiddenW) == static_cast<size_t>(w::kLayers));

constexpr int kN = kPolicyNetSize;
constexpr int kArea = kN * kN;
// Activations live on a zero-padded grid (two rows and columns each side: the 5x5 layer's
// reach), so the convolutions need no bounds tests.
constexpr int kPad = 2;
constexpr int kSide = kN + 2 * kPad;
constexpr int kGrid = kSide * kSide;

int gridIndex(int x, int y) { return (y + kPad) * kSide + x + kPad; }

// One convolution with a k x k kernel (weights [out][in][ky][kx], PyTorch's layout) from
// `in` (channels x kGrid) into `out`, ReLU after; the padding of `out` stays zero.
void convolve(const std::vector<float>& in, int inChannels, const float* weights,
              const float* bias, int outChannels, int k, bool relu, std::vector<float>& out) {
  out.assign(static_cast<size_t>(outChannels) * kGrid, 0.0f);
  const int r = k / 2;
  std::array<float, kN> row;
  for (int o = 0; o < outChannels; ++o) {
    float* dst = &out[static_cast<size_t>(o) * kGrid];
    for (int y = 0; y < kN; ++y) {
      row.fill(bias[o]);
      for (int i = 0; i < inChannels; ++i) {
        const float* src = &in[static_cast<size_t>(i) * kGrid];
        const float* wk = weights + (static_cast<size_t>(o) * inChannels + i) * k * k;
        for (int ky = 0; ky < k; ++ky) {
          const float* line = src + gridIndex(-r, y + ky - r);
          for (int kx = 0; kx < k; ++kx) {
            const float wv = wk[ky * k + kx];
            const float* s = line + kx;
            for (int x = 0; x < kN; ++x) row[static_cast<size_t>(x)] += wv * s[x];
          }
        }
      }
      float* d = dst + gridIndex(0, y);
      for (int x = 0; x < kN; ++x) {
        const float v = row[static_cast<size_t>(x)];
        d[x] = relu ? std::max(v, 0.0f) : v;
      }
    }
  }
}

// The network's score of every point, [y * 19 + x].
std::array<float, kArea> pointScores(const std::vector<float>& planes) {
  std::vector<float> a(static_cast<size_t>(kPolicyPlanes) * kGrid, 0.0f), b;
  for (int c = 0; c < kPolicyPlanes; ++c)
    for (int i = 0; i < kArea; ++i)
      a[static_cast<size_t>(c) * kGrid + gridIndex(i % kN, i / kN)] =
          planes[static_cast<size_t>(c) * kArea + i];
  convolve(a, kPolicyPlanes, w::kFirstW, w::kFirstB, w::kFilters, 5, true, b);
  for (int l = 0; l < w::kLayers; ++l) {
    convolve(b, w::kFilters, w::kHiddenW[l], w::kHiddenB[l], w::kFilters, 3, true, a);
    a.swap(b);
  }
  std::array<float, kArea> out;
  for (int i = 0; i < kArea; ++i) {
    float s = w::kHeadB[0] + w::kPointBias[i];
    const int g = gridIndex(i % kN, i / kN);
    for (int c = 0; c < w::kFilters; ++c)
      s += w::kHeadW[c] * b[static_cast<size_t>(c) * kGrid + g];
    out[static_cast<size_t>(i)] = s;
  }
  return out;
}

int planeIndex(Point p) { return core::pointY(p) * kN + core::pointX(p); }

// Planes 15-19 at an empty point p: what a stone of `color` there does (policy_net.h), by
// engine/board/move_tactics.h.
std::array<bool, 5> tacticalBits(const board::Board& b, Color color, Point p) {
  const int captured = board::capturedBy(b, p, color);
  return {captured > 0, captured >= 3, board::extendsAtari(b, p, color) > 0,
          board::atariBy(b, p, color) > 0, board::isSelfAtari(b, p, color)};
}

}  // namespace

std::vector<float> policyPlanes(const board::Game& game, Color color) {
  const board::Board& b = game.board();
  std::vector<float> x(static_cast<size_t>(kPolicyPlanes) * kArea, 0.0f);
  auto set = [&x](int plane, Point p) {
    x[static_cast<size_t>(plane) * kArea + static_cast<size_t>(planeIndex(p))] = 1.0f;
  };
  for (Point p : b.geometry()) {
    const Color c = b.at(p);
    set(14, p);
    if (c == Color::Empty) {
      set(2, p);
      const std::array<bool, 5> bits = tacticalBits(b, color, p);
      for (size_t k = 0; k < bits.size(); ++k)
        if (bits[k]) set(15 + static_cast<int>(k), p);
      continue;
    }
    const bool own = c == color;
    const int libs = std::min(b.libertyCount(p), 4);
    set(own ? 0 : 1, p);
    set((own ? 3 : 7) + libs - 1, p);
  }
  const std::array<Point, 2> recent = recentMoves(game);
  if (recent[0] != core::kNoPoint) set(11, recent[0]);
  if (recent[1] != core::kNoPoint) set(12, recent[1]);
  if (b.koPoint() != core::kNoPoint && b.koColor() == color) set(13, b.koPoint());
  return x;
}

MoveProbabilities networkPrior(const board::Game& game, Color color) {
  const board::Board& b = game.board();
  const std::array<float, kArea> score = pointScores(policyPlanes(game, color));
  std::vector<std::pair<double, Point>> scored;
  for (Point p : b.geometry())
    if (b.isLegal(p, color))
      scored.emplace_back(static_cast<double>(score[static_cast<size_t>(planeIndex(p))]), p);
  return priorFromScores(std::move(scored));
}

MoveProbabilities mixPriors(const MoveProbabilities& features, const MoveProbabilities& network) {
  std::vector<std::pair<double, Point>> scored;
  for (Point p : core::Geometry::forSize(kPolicyNetSize)) {
    const double a = features.logProb[p], b = network.logProb[p];
    if (a > MoveProbabilities::kPriorIllegal && b > MoveProbabilities::kPriorIllegal)
      scored.emplace_back(kPolicyNetShare * b + (1.0 - kPolicyNetShare) * a, p);
  }
  return priorFromScores(std::move(scored));
}

MoveProbabilities mixedPrior(const board::Game& game, Color color) {
  return mixPriors(featurePrior(game, color), networkPrior(game, color));
}

}  // namespace engine
