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

constexpr int kN = kPolicyNetSize;  // the largest board served, the trained one
// Activations live on a zero-padded grid (two rows and columns each side: the 5x5 layer's
// reach), so the convolutions need no bounds tests; on a smaller board the grid shrinks
// with it, so every board has the same zero border the network was trained with.
constexpr int kPad = 2;

struct Grid {
  int n;
  int side() const { return n + 2 * kPad; }
  int cells() const { return side() * side(); }
  int index(int x, int y) const { return (y + kPad) * side() + x + kPad; }
};

// One convolution with a k x k kernel (weights [out][in][ky][kx], PyTorch's layout) from
// `in` (channels x cells) into `out`, ReLU after; the padding of `out` stays zero.
void convolve(const Grid& g, const std::vector<float>& in, int inChannels, const float* weights,
              const float* bias, int outChannels, int k, bool relu, std::vector<float>& out) {
  const size_t cells = static_cast<size_t>(g.cells());
  out.assign(static_cast<size_t>(outChannels) * cells, 0.0f);
  const int r = k / 2, n = g.n;
  std::array<float, kN> row;
  for (int o = 0; o < outChannels; ++o) {
    float* dst = &out[static_cast<size_t>(o) * cells];
    for (int y = 0; y < n; ++y) {
      row.fill(bias[o]);
      for (int i = 0; i < inChannels; ++i) {
        const float* src = &in[static_cast<size_t>(i) * cells];
        const float* wk = weights + (static_cast<size_t>(o) * inChannels + i) * k * k;
        for (int ky = 0; ky < k; ++ky) {
          const float* line = src + g.index(-r, y + ky - r);
          for (int kx = 0; kx < k; ++kx) {
            const float wv = wk[ky * k + kx];
            const float* s = line + kx;
            for (int x = 0; x < n; ++x) row[static_cast<size_t>(x)] += wv * s[x];
          }
        }
      }
      float* d = dst + g.index(0, y);
      for (int x = 0; x < n; ++x) {
        const float v = row[static_cast<size_t>(x)];
        d[x] = relu ? std::max(v, 0.0f) : v;
      }
    }
  }
}

// The 19x19 point whose bias a point of an n x n board takes: the same distance to the
// nearer edge on each axis (the identity on 19x19).
int biasIndex(int x, int y, int n) {
  const auto line = [n](int v) { return v <= (n - 1) / 2 ? v : kN - n + v; };
  return line(y) * kN + line(x);
}

// The network's score of every point, [y * n + x].
std::vector<float> pointScores(const std::vector<float>& planes, int n) {
  const Grid g{n};
  const int area = n * n;
  const size_t cells = static_cast<size_t>(g.cells());
  std::vector<float> a(static_cast<size_t>(kPolicyPlanes) * cells, 0.0f), b;
  for (int c = 0; c < kPolicyPlanes; ++c)
    for (int i = 0; i < area; ++i)
      a[static_cast<size_t>(c) * cells + g.index(i % n, i / n)] =
          planes[static_cast<size_t>(c) * area + i];
  convolve(g, a, kPolicyPlanes, w::kFirstW, w::kFirstB, w::kFilters, 5, true, b);
  for (int l = 0; l < w::kLayers; ++l) {
    convolve(g, b, w::kFilters, w::kHiddenW[l], w::kHiddenB[l], w::kFilters, 3, true, a);
    a.swap(b);
  }
  std::vector<float> out(static_cast<size_t>(area));
  for (int i = 0; i < area; ++i) {
    const int x = i % n, y = i / n;
    float s = w::kHeadB[0] + w::kPointBias[biasIndex(x, y, n)];
    const int at = g.index(x, y);
    for (int c = 0; c < w::kFilters; ++c)
      s += w::kHeadW[c] * b[static_cast<size_t>(c) * cells + at];
    out[static_cast<size_t>(i)] = s;
  }
  return out;
}

int planeIndex(Point p, int n) { return core::pointY(p) * n + core::pointX(p); }

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
  const int n = b.size();
  const size_t area = static_cast<size_t>(n) * n;
  std::vector<float> x(static_cast<size_t>(kPolicyPlanes) * area, 0.0f);
  auto set = [&x, area, n](int plane, Point p) {
    x[static_cast<size_t>(plane) * area + static_cast<size_t>(planeIndex(p, n))] = 1.0f;
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
  const int n = b.size();
  const std::vector<float> score = pointScores(policyPlanes(game, color), n);
  std::vector<std::pair<double, Point>> scored;
  for (Point p : b.geometry())
    if (b.isLegal(p, color))
      scored.emplace_back(static_cast<double>(score[static_cast<size_t>(planeIndex(p, n))]), p);
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
