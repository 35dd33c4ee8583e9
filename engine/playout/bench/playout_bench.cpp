// Playouts per second on an empty board and from a middle-game position.
#include <benchmark/benchmark.h>

#include "engine/board/board.h"
#include "engine/playout/playout.h"

namespace {

void playouts(benchmark::State& state, int size, int setupMoves) {
  board::Board root(size);
  core::Random setup(3);
  core::Color c = core::Color::Black;
  playout::PlayoutBoard start(root);
  for (int i = 0; i < setupMoves; ++i) {
    const core::Point p = playout::choosePlayoutMove(start, c, setup);
    if (p == core::kNoPoint || !root.tryMove(p, c)) break;
    start.play(p, c);
    c = core::opponent(c);
  }
  const playout::PlayoutBoard base(root);
  core::Random rng(7);
  int64_t moves = 0;
  for (auto _ : state) {
    playout::PlayoutBoard pb = base;
    moves += playout::playToEnd(pb, c, rng).moves;
    benchmark::DoNotOptimize(pb.blackArea());
  }
  state.counters["moves"] =
      benchmark::Counter(static_cast<double>(moves), benchmark::Counter::kAvgIterations);
}

void BM_Playout9Empty(benchmark::State& s) {
  playouts(s, 9, 0);
}
void BM_Playout9Middle(benchmark::State& s) {
  playouts(s, 9, 30);
}
void BM_Playout19Empty(benchmark::State& s) {
  playouts(s, 19, 0);
}
BENCHMARK(BM_Playout9Empty);
BENCHMARK(BM_Playout9Middle);
BENCHMARK(BM_Playout19Empty);

}  // namespace
