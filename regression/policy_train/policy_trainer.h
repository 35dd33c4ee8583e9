// Training and evaluation of the network (policy_model.h) on a Dataset: cross-entropy to
// the label over the legal points, a random board symmetry per sample, minibatches, Adam
// with PyTorch's one-cycle schedule (the PyTorch fit this replaces: rate rising from 1/25
// of the peak to the peak over the first 30% of the steps and falling to 1/250000 of it by
// cosine, beta1 cycling 0.95 -> 0.85 -> 0.95, weight decay 1e-5 added to the gradient).
//
// Deterministic for a seed whatever the thread count: a minibatch is cut into shards of
// kShardSamples samples in a fixed way, each shard's gradient is summed in sample order into
// its own buffer, and the shards are added in shard order; the threads only choose which
// shards they compute.
#pragma once

#include <cstddef>
#include <cstdint>
#include <ostream>
#include <vector>

#include "regression/policy_train/policy_data.h"
#include "regression/policy_train/policy_model.h"

namespace policy_train {

inline constexpr int kShardSamples = 16;

struct TrainOptions {
  int epochs = 6;
  int batch = 256;
  double rate = 2e-3;  ///< the peak rate of the one-cycle schedule
  double weightDecay = 1e-5;
  uint64_t seed = 1;
  int threads = 2;
  int progressBatches = 50;  ///< a progress line every this many minibatches (0: none)
};

/// PyTorch's OneCycleLR (defaults: 30% warm-up, div 25, final div 1e4, cosine) and the
/// Adam step it drives.
class OneCycleAdam {
 public:
  OneCycleAdam(size_t params, double peakRate, long totalSteps, double weightDecay);
  /// The rate and beta1 of step t (from 0).
  double rate(long t) const;
  double beta1(long t) const;
  /// One Adam step with the next step's rate and beta1.
  void step(std::vector<float>& params, const std::vector<float>& grad);
  long steps() const { return m_step; }

 private:
  double anneal(long t, double start, double middle, double end) const;
  double m_peak;
  long m_total;
  double m_decay;
  long m_step = 0;
  std::vector<float> m_first, m_second;
};

struct EvalResult {
  size_t positions = 0;
  size_t hits = 0;    ///< the network's best legal point is the label
  double loss = 0.0;  ///< mean cross-entropy
  size_t bySource[kSources] = {0, 0};
  size_t hitsBySource[kSources] = {0, 0};
  double top1() const { return positions ? static_cast<double>(hits) / positions : 0.0; }
};

/// The network on positions `which` of `data` (no symmetry), on `threads` threads.
EvalResult evaluate(const Model& model, const Dataset& data, const std::vector<size_t>& which,
                    int threads);

struct EpochResult {
  double trainLoss = 0.0;  ///< mean over the epoch's samples, as they were trained
  double trainTop1 = 0.0;
  EvalResult heldOut;
  double seconds = 0.0;     ///< since training started
  double cpuSeconds = 0.0;  ///< CPU time of the process since training started
};

/// Trains `model` (already initialized) on positions `train`, evaluating `heldOut` after
/// every epoch; progress lines on `log`. Returns one result per epoch.
std::vector<EpochResult> trainModel(Model& model, const Dataset& data,
                                    const std::vector<size_t>& train,
                                    const std::vector<size_t>& heldOut, const TrainOptions& options,
                                    std::ostream& log);

}  // namespace policy_train
