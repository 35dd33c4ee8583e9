// One middle-game genmove on 9x9 and 19x19, the 19x19 one with connection reading and
// without the policy network, and the policy network's prior alone (positions from the
// stored self-play games of regression/games): a fresh engine each iteration
// (setup not timed), so every reading, owl and moyo cache starts cold as in a game's first look at
// a position. Counters: the 70-board color stack's queries and hit rate of the genmove, reading
// nodes.
#include <benchmark/benchmark.h>

#include <memory>
#include <string>

#include "engine/board/bench/stored_game.h"
#include "engine/genmove/engine.h"
#include "engine/genmove/policy_net.h"

namespace {

void genmoveWith(benchmark::State& state, const char* name, int moves,
                 const engine::EngineOptions& options) {
  const board::Game position = board::loadStoredGame(name, 5.5, moves);
  uint64_t queries = 0, hits = 0, nodes = 0;
  for (auto _ : state) {
    state.PauseTiming();
    auto engine = std::make_unique<engine::Engine>(options);
    engine->game() = position;
    state.ResumeTiming();
    benchmark::DoNotOptimize(engine->genmove(position.toMove()));
    const engine::GenmoveResult& r = engine->lastResult();
    queries += r.colorQueries, hits += r.colorHits, nodes += r.readingNodes;
  }
  const double n = static_cast<double>(state.iterations());
  state.counters["color_queries"] = static_cast<double>(queries) / n;
  state.counters["color_hit_pct"] =
      queries ? 100.0 * static_cast<double>(hits) / static_cast<double>(queries) : 0.0;
  state.counters["reading_nodes"] = static_cast<double>(nodes) / n;
}

void genmove(benchmark::State& state, const char* name, int moves) {
  genmoveWith(state, name, moves, engine::EngineOptions());
}

// The same 19x19 genmove with --connection-reading (connection_moves.h).
void genmoveConnections(benchmark::State& state, const char* name, int moves) {
  engine::EngineOptions options;
  options.connectionReading = true;
  genmoveWith(state, name, moves, options);
}

// The same 19x19 genmove with --policy-weight 0 (the feature prior alone).
void genmoveNoPolicy(benchmark::State& state, const char* name, int moves) {
  engine::EngineOptions options;
  options.policyWeight = 0;
  genmoveWith(state, name, moves, options);
}

// One forward pass of the policy network and its softmax (policy_net.h).
void policyPrior(benchmark::State& state, const char* name, int moves) {
  const board::Game position = board::loadStoredGame(name, 5.5, moves);
  for (auto _ : state) benchmark::DoNotOptimize(engine::networkPrior(position, position.toMove()));
}

BENCHMARK_CAPTURE(genmove, middle_9x9, "game000.sgf", 24)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(genmove, middle_19x19, "game079.sgf", 110)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(genmoveConnections, middle_19x19, "game079.sgf", 110)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(genmoveNoPolicy, middle_19x19, "game079.sgf", 110)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(policyPrior, middle_19x19, "game079.sgf", 110)->Unit(benchmark::kMillisecond);

}  // namespace
