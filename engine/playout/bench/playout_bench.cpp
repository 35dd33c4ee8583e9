// Playouts per second on an empty board and from a middle-game position; one score estimate
// on stored games of each size.
#include <benchmark/benchmark.h>

#include <vector>

#include "engine/board/bench/stored_game.h"
#include "engine/board/board.h"
#include "engine/playout/playout.h"
#include "engine/playout/score_estimate.h"

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

// One score estimate (its default playouts) per iteration, cycling through the positions
// after 25%, 50% and 75% of the moves of stored self-play games of one size.
void scoreEstimate(benchmark::State& state, std::vector<const char*> names) {
  std::vector<board::Game> positions;
  for (const char* name : names) {
    const int moves = board::loadStoredGame(name, 6.5).moveCount();
    for (int quarter = 1; quarter <= 3; ++quarter)
      positions.push_back(board::loadStoredGame(name, 6.5, moves * quarter / 4));
  }
  size_t i = 0;
  for (auto _ : state) {
    const board::Game& g = positions[i++ % positions.size()];
    benchmark::DoNotOptimize(playout::ScoreEstimate::run(g.board(), {6.5, false}).whiteMinusBlack());
  }
}
BENCHMARK_CAPTURE(scoreEstimate, 9x9, {"game000.sgf", "game001.sgf", "game002.sgf"})
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(scoreEstimate, 13x13, {"game004.sgf", "game009.sgf", "game014.sgf"})
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(scoreEstimate, 19x19, {"game019.sgf", "game039.sgf", "game079.sgf"})
    ->Unit(benchmark::kMillisecond);

}  // namespace
