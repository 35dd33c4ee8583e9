// The trainer's backward pass against central finite differences, every parameter of a tiny
// network (F=4, L=1) on a 5x5 board, and a sample of a wider one (F=20: a full 16-column
// panel of the matrix products and a partial one, L=2) on 6x6.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <random>
#include <string>
#include <vector>

#include "regression/policy_train/policy_model.h"

namespace policy_train {
namespace {

struct Probe {
  Model model;
  Workspace ws;
  std::vector<uint8_t> legal;
  int label = 0;
  explicit Probe(const ModelShape& shape) : model(shape), ws(shape) {}
};

Probe randomProbe(const ModelShape& shape, uint64_t seed) {
  Probe t(shape);
  t.model.initialize(seed);
  std::mt19937_64 gen(seed + 100);
  std::uniform_real_distribution<float> u(-0.3f, 0.3f);
  // Point biases start at 0; random ones make their gradient check less trivial.
  for (size_t i = t.model.pointBias(); i < t.model.params().size(); ++i)
    t.model.params()[i] = u(gen);
  for (float& x : t.ws.input) x = gen() % 10 < 3 ? 1.0f : 0.0f;
  t.legal.assign(static_cast<size_t>(shape.points()), 1);
  t.legal[0] = t.legal[7] = 0;
  t.label = shape.points() / 2 + 1;
  return t;
}

// The loss at the current parameters and the ReLU pattern behind it.
double lossAt(Probe& t, std::vector<uint8_t>& pattern) {
  forward(t.model, t.ws);
  pattern.clear();
  for (const std::vector<float>& a : t.ws.acts)
    for (float v : a) pattern.push_back(v > 0.0f);
  return softmaxLoss(t.ws, t.legal, t.label, 1.0f);
}

struct Block {
  std::string name;
  size_t begin, end;
};

std::vector<Block> blocksOf(const Model& m) {
  std::vector<Block> out;
  for (int c = 0; c < m.convCount(); ++c) {
    const ConvSlot& s = m.conv(c);
    out.push_back({"conv " + std::to_string(c) + " weights", s.weights, s.bias});
    out.push_back({"conv " + std::to_string(c) + " bias", s.bias, s.bias + s.out});
  }
  out.push_back({"head weights", m.headWeights(), m.headBias()});
  out.push_back({"head bias", m.headBias(), m.headBias() + 1});
  out.push_back({"point bias", m.pointBias(), m.params().size()});
  return out;
}

// The central difference of the loss in parameter i with step eps, unless the step moves a
// ReLU across its kink (finite differences are wrong there).
bool centralDifference(Probe& t, size_t i, float eps, const std::vector<uint8_t>& pattern,
                       double& numeric) {
  std::vector<uint8_t> plus, minus;
  float& w = t.model.params()[i];
  const float saved = w;
  w = saved + eps;
  const double up = lossAt(t, plus);
  w = saved - eps;
  const double down = lossAt(t, minus);
  w = saved;
  numeric = (up - down) / (2.0 * eps);
  return plus == pattern && minus == pattern;
}

// Every `stride`-th parameter of every block (all of a block shorter than 4 * stride). One
// unit near its kink is reached by every weight before it, so where a step of 1e-3 crosses
// a kink, a step of 1e-4 is taken (float rounding then allows a larger error); a probe that
// still crosses one is skipped, and few may be. The head's bias shifts every score alike:
// the softmax does not see it and its gradient is 0.
void checkGradient(const ModelShape& shape, int stride) {
  Probe t = randomProbe(shape, 11);
  std::vector<uint8_t> pattern;
  lossAt(t, pattern);
  std::vector<float> grad(t.model.params().size(), 0.0f);
  backward(t.model, flippedWeights(t.model), t.ws, grad.data());
  int checked = 0, smallSteps = 0, skipped = 0;
  for (const Block& b : blocksOf(t.model)) {
    const size_t step = b.end - b.begin < 4u * stride ? 1 : static_cast<size_t>(stride);
    int nonzero = 0;
    for (size_t i = b.begin; i < b.end; i += step) {
      double numeric = 0.0, tolerance = 0.0;
      if (centralDifference(t, i, 1e-3f, pattern, numeric)) {
        tolerance = 3e-4 + 1e-2 * std::fabs(numeric);
      } else if (centralDifference(t, i, 1e-4f, pattern, numeric)) {
        tolerance = 3e-3 + 3e-2 * std::fabs(numeric);
        ++smallSteps;
      } else {
        ++skipped;
        continue;
      }
      ++checked;
      if (std::fabs(grad[i]) > 1e-5) ++nonzero;
      EXPECT_NEAR(grad[i], numeric, tolerance) << b.name << " " << i - b.begin;
    }
    if (b.name == "head bias")
      EXPECT_NEAR(grad[b.begin], 0.0, 1e-6);
    else
      EXPECT_GT(nonzero, 0) << b.name << ": no gradient at all";
  }
  std::printf("%d parameters checked (%d with the small step), %d skipped at a kink\n", checked,
              smallSteps, skipped);
  EXPECT_LE(skipped * 20, checked);
}

TEST(PolicyTrainGradient, TinyNetworkEveryParameter) {
  ModelShape shape;
  shape.size = 5;
  shape.filters = 4;
  shape.layers = 1;
  checkGradient(shape, 1);
}

TEST(PolicyTrainGradient, WiderNetworkSampled) {
  ModelShape shape;
  shape.size = 6;
  shape.filters = 20;
  shape.layers = 2;
  checkGradient(shape, 7);
}

// The loss is the cross-entropy over the legal points only: an illegal point gets no
// probability and no gradient, however high its score.
TEST(PolicyTrainGradient, IllegalPointsTakeNoPart) {
  ModelShape shape;
  shape.size = 5;
  shape.filters = 4;
  shape.layers = 1;
  Probe t = randomProbe(shape, 3);
  forward(t.model, t.ws);
  t.ws.scores[0] = 50.0f;  // illegal
  const double loss = softmaxLoss(t.ws, t.legal, t.label, 1.0f);
  double sum = 0.0;
  for (size_t p = 0; p < t.ws.scores.size(); ++p)
    if (t.legal[p]) sum += std::exp(static_cast<double>(t.ws.scores[p]));
  EXPECT_NEAR(loss, std::log(sum) - t.ws.scores[static_cast<size_t>(t.label)], 1e-6);
  EXPECT_EQ(t.ws.scoreGrad[0], 0.0f);
  EXPECT_EQ(t.ws.scoreGrad[7], 0.0f);
  double total = 0.0;
  for (float g : t.ws.scoreGrad) total += g;
  EXPECT_NEAR(total, 0.0, 1e-6);  // probabilities minus the one-hot label
}

}  // namespace
}  // namespace policy_train
