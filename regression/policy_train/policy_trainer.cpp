#include "regression/policy_train/policy_trainer.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <functional>
#include <random>
#include <string>
#include <thread>

namespace policy_train {

namespace {
constexpr double kPi = 3.14159265358979323846;
}  // namespace

OneCycleAdam::OneCycleAdam(size_t params, double peakRate, long totalSteps, double weightDecay)
    : m_peak(peakRate),
      m_total(std::max(totalSteps, 1L)),
      m_decay(weightDecay),
      m_first(params, 0.0f),
      m_second(params, 0.0f) {}

// PyTorch's two phases: step 0 to 0.3 * total - 1 from `start` to `middle`, then to the
// last step (total - 1) from `middle` to `end`, each by half a cosine.
double OneCycleAdam::anneal(long t, double start, double middle, double end) const {
  const double warmEnd = 0.3 * static_cast<double>(m_total) - 1.0;
  const double lastStep = static_cast<double>(m_total) - 1.0;
  const double x = static_cast<double>(t);
  double from = start, to = middle, pct = 0.0;
  if (x <= warmEnd) {
    pct = x / warmEnd;
  } else {
    from = middle;
    to = end;
    pct = (x - warmEnd) / (lastStep - warmEnd);
  }
  return to + (from - to) / 2.0 * (std::cos(kPi * pct) + 1.0);
}

double OneCycleAdam::rate(long t) const {
  const double initial = m_peak / 25.0;
  return anneal(t, initial, m_peak, initial / 1e4);
}

double OneCycleAdam::beta1(long t) const {
  return anneal(t, 0.95, 0.85, 0.95);
}

void OneCycleAdam::step(std::vector<float>& params, const std::vector<float>& grad) {
  const double lr = rate(m_step), b1 = beta1(m_step), b2 = 0.999, eps = 1e-8;
  ++m_step;
  const double correction1 = 1.0 - std::pow(b1, static_cast<double>(m_step));
  const double correction2 = 1.0 - std::pow(b2, static_cast<double>(m_step));
  const float stepSize = static_cast<float>(lr / correction1);
  const float root2 = static_cast<float>(std::sqrt(correction2));
  const float fb1 = static_cast<float>(b1), fb2 = static_cast<float>(b2);
  const float decay = static_cast<float>(m_decay), feps = static_cast<float>(eps);
  for (size_t i = 0; i < params.size(); ++i) {
    const float g = grad[i] + decay * params[i];
    m_first[i] = fb1 * m_first[i] + (1.0f - fb1) * g;
    m_second[i] = fb2 * m_second[i] + (1.0f - fb2) * g * g;
    params[i] -= stepSize * m_first[i] / (std::sqrt(m_second[i]) / root2 + feps);
  }
}

namespace {

// body(thread, task) for tasks [0, tasks) on `threads` threads (the calling one included);
// which thread runs a task must not change its result.
void parallelFor(int threads, int tasks, const std::function<void(int, int)>& body) {
  const int n = std::max(1, std::min(threads, tasks));
  std::atomic<int> next{0};
  auto work = [&](int thread) {
    for (int t = next++; t < tasks; t = next++) body(thread, t);
  };
  std::vector<std::thread> pool;
  for (int i = 1; i < n; ++i) pool.emplace_back(work, i);
  work(0);
  for (std::thread& t : pool) t.join();
}

struct Sample {
  size_t position;
  int symmetry;
};

struct ShardResult {
  double loss = 0.0;
  size_t hits = 0;
};

void runShard(const Model& model, const Dataset& data,
              const std::vector<std::vector<float>>& flipped, const Sample* samples, int count,
              float scale, Workspace& ws, std::vector<float>& grad, ShardResult& result) {
  std::fill(grad.begin(), grad.end(), 0.0f);
  result = ShardResult{};
  std::vector<uint8_t> legal;
  for (int s = 0; s < count; ++s) {
    int label = 0;
    expandPosition(data, data.positions[samples[s].position], samples[s].symmetry, ws.input.data(),
                   legal, label);
    forward(model, ws);
    result.loss += softmaxLoss(ws, legal, label, scale);
    if (bestPoint(ws.scores, legal) == label) ++result.hits;
    backward(model, flipped, ws, grad.data());
  }
}

// The state of a training run between minibatches.
struct Trainer {
  Model& model;
  const Dataset& data;
  const TrainOptions& options;
  std::vector<Workspace> workspaces;
  std::vector<std::vector<float>> shardGrads;
  std::vector<ShardResult> shardResults;
  std::vector<float> grad;

  Trainer(Model& m, const Dataset& d, const TrainOptions& o)
      : model(m),
        data(d),
        options(o),
        workspaces(static_cast<size_t>(std::max(o.threads, 1)), Workspace(m.shape())),
        shardGrads(static_cast<size_t>((o.batch + kShardSamples - 1) / kShardSamples),
                   std::vector<float>(m.params().size())),
        shardResults(shardGrads.size()),
        grad(m.params().size()) {}

  // One minibatch: the gradient of its mean loss into `grad`; its loss sum and hits.
  ShardResult gradient(const std::vector<Sample>& batch) {
    const std::vector<std::vector<float>> flipped = flippedWeights(model);
    const int count = static_cast<int>(batch.size());
    const int shards = (count + kShardSamples - 1) / kShardSamples;
    const float scale = 1.0f / static_cast<float>(count);
    parallelFor(options.threads, shards, [&](int thread, int s) {
      const int first = s * kShardSamples;
      runShard(model, data, flipped, &batch[static_cast<size_t>(first)],
               std::min(kShardSamples, count - first), scale,
               workspaces[static_cast<size_t>(thread)], shardGrads[static_cast<size_t>(s)],
               shardResults[static_cast<size_t>(s)]);
    });
    std::fill(grad.begin(), grad.end(), 0.0f);
    ShardResult total;
    for (int s = 0; s < shards; ++s) {
      const std::vector<float>& g = shardGrads[static_cast<size_t>(s)];
      for (size_t i = 0; i < grad.size(); ++i) grad[i] += g[i];
      total.loss += shardResults[static_cast<size_t>(s)].loss;
      total.hits += shardResults[static_cast<size_t>(s)].hits;
    }
    return total;
  }
};

// Fisher-Yates with the generator's raw numbers (std::shuffle's use of it is left to the
// library; this order is the same everywhere).
void shuffle(std::vector<size_t>& v, std::mt19937_64& gen) {
  for (size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[gen() % i]);
}

// The process's CPU time (all threads): on a busy machine the time an epoch needs.
double processCpuSeconds() {
  return static_cast<double>(std::clock()) / CLOCKS_PER_SEC;
}

double secondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

std::string format(const char* fmt, double a, double b, double c) {
  char buf[160];
  std::snprintf(buf, sizeof buf, fmt, a, b, c);
  return buf;
}

std::string epochLine(int epoch, const EpochResult& e, bool heldOut) {
  std::string line = "epoch " + std::to_string(epoch) +
                     format(": train loss %.3f, top-1 %.3f (as trained, symmetries); ", e.trainLoss,
                            e.trainTop1, 0.0);
  if (heldOut)
    line += format("held-out loss %.3f, top-1 %.3f", e.heldOut.loss, e.heldOut.top1(), 0.0);
  else
    line += "no held-out games";
  return line + format(" (%.0f s, %.0f s of CPU)\n", e.seconds, e.cpuSeconds, 0.0);
}

}  // namespace

EvalResult evaluate(const Model& model, const Dataset& data, const std::vector<size_t>& which,
                    int threads) {
  const int chunks = static_cast<int>((which.size() + kShardSamples - 1) / kShardSamples);
  std::vector<double> loss(which.size());
  std::vector<uint8_t> hit(which.size());
  std::vector<Workspace> ws(static_cast<size_t>(std::max(threads, 1)), Workspace(model.shape()));
  parallelFor(threads, chunks, [&](int thread, int chunk) {
    Workspace& w = ws[static_cast<size_t>(thread)];
    std::vector<uint8_t> legal;
    const size_t end = std::min(which.size(), static_cast<size_t>(chunk + 1) * kShardSamples);
    for (size_t i = static_cast<size_t>(chunk) * kShardSamples; i < end; ++i) {
      int label = 0;
      expandPosition(data, data.positions[which[i]], 0, w.input.data(), legal, label);
      forward(model, w);
      loss[i] = softmaxLoss(w, legal, label, 1.0f);
      hit[i] = bestPoint(w.scores, legal) == label;
    }
  });
  EvalResult r;
  for (size_t i = 0; i < which.size(); ++i) {
    const int source = static_cast<int>(data.positions[which[i]].source);
    ++r.positions;
    ++r.bySource[source];
    r.loss += loss[i];
    if (hit[i]) {
      ++r.hits;
      ++r.hitsBySource[source];
    }
  }
  if (r.positions) r.loss /= static_cast<double>(r.positions);
  return r;
}

std::vector<EpochResult> trainModel(Model& model, const Dataset& data,
                                    const std::vector<size_t>& train,
                                    const std::vector<size_t>& heldOut, const TrainOptions& options,
                                    std::ostream& log) {
  const auto start = std::chrono::steady_clock::now();
  const double cpuStart = processCpuSeconds();
  const size_t batchSize = static_cast<size_t>(options.batch);
  const long perEpoch = static_cast<long>((train.size() + batchSize - 1) / batchSize);
  OneCycleAdam adam(model.params().size(), options.rate, perEpoch * options.epochs,
                    options.weightDecay);
  Trainer trainer(model, data, options);
  std::mt19937_64 gen(options.seed * 0x9E3779B97F4A7C15ULL + 0x5851F42D4C957F2DULL);
  std::vector<size_t> order = train;
  std::vector<EpochResult> results;
  for (int epoch = 1; epoch <= options.epochs; ++epoch) {
    shuffle(order, gen);
    double lossSum = 0.0;
    size_t hits = 0, seen = 0;
    for (long b = 0; b < perEpoch; ++b) {
      std::vector<Sample> batch;
      const size_t first = static_cast<size_t>(b) * batchSize;
      for (size_t i = first; i < std::min(order.size(), first + batchSize); ++i)
        batch.push_back({order[i], static_cast<int>(gen() % 8)});
      const ShardResult r = trainer.gradient(batch);
      adam.step(model.params(), trainer.grad);
      lossSum += r.loss;
      hits += r.hits;
      seen += batch.size();
      if (options.progressBatches > 0 && (b + 1) % options.progressBatches == 0)
        log << "epoch " << epoch << " batch " << b + 1 << "/" << perEpoch
            << format(": loss %.3f, top-1 %.3f so far (%.0f s)\n", lossSum / seen,
                      static_cast<double>(hits) / seen, secondsSince(start))
            << std::flush;
    }
    EpochResult e;
    e.trainLoss = seen ? lossSum / seen : 0.0;
    e.trainTop1 = seen ? static_cast<double>(hits) / seen : 0.0;
    e.heldOut = evaluate(model, data, heldOut, options.threads);
    e.seconds = secondsSince(start);
    e.cpuSeconds = processCpuSeconds() - cpuStart;
    log << epochLine(epoch, e, !heldOut.empty()) << std::flush;
    results.push_back(e);
  }
  return results;
}

}  // namespace policy_train
