// The optimizer's schedule, training on a synthetic task, and determinism across runs and
// thread counts.
#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <sstream>
#include <vector>

#include "regression/policy_train/policy_trainer.h"

namespace policy_train {
namespace {

const double kPi = std::acos(-1.0);

// PyTorch's OneCycleLR(max_lr=2e-3, total_steps=100): warm-up ends at step 29.
TEST(PolicyTrainOneCycleAdam, ScheduleOfPyTorch) {
  const OneCycleAdam adam(1, 2e-3, 100, 0.0);
  EXPECT_DOUBLE_EQ(adam.rate(0), 8e-5);
  EXPECT_DOUBLE_EQ(adam.rate(29), 2e-3);
  EXPECT_NEAR(adam.rate(99), 8e-9, 1e-20);
  EXPECT_NEAR(adam.rate(10), 2e-3 + (8e-5 - 2e-3) / 2 * (std::cos(kPi * 10 / 29.0) + 1), 1e-15);
  EXPECT_NEAR(adam.rate(64), 8e-9 + (2e-3 - 8e-9) / 2 * (std::cos(kPi * 35 / 70.0) + 1), 1e-15);
  EXPECT_DOUBLE_EQ(adam.beta1(0), 0.95);
  EXPECT_DOUBLE_EQ(adam.beta1(29), 0.85);
  EXPECT_DOUBLE_EQ(adam.beta1(99), 0.95);
}

// Adam's first step moves every parameter with a gradient by the rate (bias corrected).
TEST(PolicyTrainOneCycleAdam, FirstStepIsTheRate) {
  OneCycleAdam adam(3, 2e-3, 100, 0.0);
  std::vector<float> params = {1.0f, 1.0f, 1.0f};
  adam.step(params, {0.5f, -2.0f, 0.0f});
  EXPECT_NEAR(params[0], 1.0 - 8e-5, 1e-7);
  EXPECT_NEAR(params[1], 1.0 + 8e-5, 1e-7);
  EXPECT_EQ(params[2], 1.0f);
}

// A 5x5 task: the label is the point marked on plane 0, plane 1 is noise, plane 2 ones.
Dataset syntheticData(int count, uint64_t seed) {
  Dataset data;
  data.size = 5;
  data.planes = 3;
  std::mt19937_64 gen(seed);
  for (int i = 0; i < count; ++i) {
    std::vector<float> planes(75, 0.0f);
    const int label = static_cast<int>(gen() % 25);
    planes[static_cast<size_t>(label)] = 1.0f;
    for (int p = 0; p < 25; ++p) {
      if (gen() % 4 == 0) planes[static_cast<size_t>(25 + p)] = 1.0f;
      planes[static_cast<size_t>(50 + p)] = 1.0f;
    }
    std::vector<uint8_t> legal(25, 1);
    data.positions.push_back(encodePosition(planes, legal, label, 5, 3));
  }
  data.games = {"synthetic"};
  return data;
}

ModelShape smallShape() {
  ModelShape shape;
  shape.size = 5;
  shape.planes = 3;
  shape.filters = 8;
  shape.layers = 1;
  return shape;
}

std::vector<size_t> all(const Dataset& d) {
  std::vector<size_t> v(d.positions.size());
  for (size_t i = 0; i < v.size(); ++i) v[i] = i;
  return v;
}

std::vector<float> trained(uint64_t seed, int threads, const Dataset& data, int epochs) {
  Model model(smallShape());
  model.initialize(seed);
  TrainOptions o;
  o.epochs = epochs;
  o.batch = 40;  // shards of 16, 16 and 8
  o.rate = 1e-2;
  o.seed = seed;
  o.threads = threads;
  std::ostringstream log;
  trainModel(model, data, all(data), {}, o, log);
  return model.params();
}

TEST(PolicyTrainFit, LossFallsOnASyntheticTask) {
  const Dataset data = syntheticData(200, 5);
  Model model(smallShape());
  model.initialize(1);
  const EvalResult before = evaluate(model, data, all(data), 1);
  TrainOptions o;
  o.epochs = 4;
  o.batch = 20;
  o.rate = 1e-2;
  o.progressBatches = 10;
  std::ostringstream log;
  const std::vector<EpochResult> epochs = trainModel(model, data, all(data), all(data), o, log);
  ASSERT_EQ(epochs.size(), 4u);
  const EvalResult after = evaluate(model, data, all(data), 2);
  EXPECT_GT(before.loss, 3.0);  // about log 25
  EXPECT_LT(after.loss, 0.5 * before.loss);
  EXPECT_GT(after.top1(), 0.9);
  EXPECT_DOUBLE_EQ(epochs.back().heldOut.loss, after.loss);
  EXPECT_LT(epochs.back().trainLoss, epochs.front().trainLoss);
  EXPECT_NE(log.str().find("epoch 1 batch 10/10: loss "), std::string::npos) << log.str();
}

TEST(PolicyTrainFit, SameSeedSameWeightsWithOneOrTwoThreads) {
  const Dataset data = syntheticData(100, 9);
  const std::vector<float> one = trained(7, 1, data, 2);
  EXPECT_TRUE(trained(7, 1, data, 2) == one);
  EXPECT_TRUE(trained(7, 2, data, 2) == one);
  EXPECT_TRUE(trained(7, 3, data, 2) == one);
  EXPECT_FALSE(trained(8, 2, data, 2) == one);
}

}  // namespace
}  // namespace policy_train
