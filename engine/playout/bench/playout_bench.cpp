// Playouts per second on an empty board and from a middle-game position; the tree search
// with 1 and 2 threads in one tree: playouts per wall second and per CPU second
// of the process (all threads); one score estimate on stored games of each size.
#include <benchmark/benchmark.h>
#include <time.h>

#include <chrono>
#include <vector>

#include "engine/board/bench/stored_game.h"
#include "engine/board/board.h"
#include "engine/playout/parallel_search.h"
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

double processCpuSeconds() {
  timespec t{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + 1e-9 * static_cast<double>(t.tv_nsec);
}

// One search of `playouts` playouts from the empty board per iteration, on range(0) threads.
void search(benchmark::State& state, int size, int playouts) {
  const int threads = static_cast<int>(state.range(0));
  playout::WorkerPool pool(threads);
  const board::Board root(size);
  int64_t done = 0;
  const double cpu0 = processCpuSeconds();
  const auto wall0 = std::chrono::steady_clock::now();
  for (auto _ : state) {
    playout::ParallelSearch s(root, core::Color::Black, 7.5, {}, threads);
    s.run(pool, playouts, 11, [] { return false; });
    done += s.playouts();
  }
  const double wall =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - wall0).count();
  const double cpu = processCpuSeconds() - cpu0;
  state.counters["playouts_per_wall_s"] = static_cast<double>(done) / wall;
  state.counters["playouts_per_cpu_s"] = static_cast<double>(done) / cpu;
}

void BM_Search9(benchmark::State& s) {
  search(s, 9, 20000);
}
void BM_Search19(benchmark::State& s) {
  search(s, 19, 4000);
}
BENCHMARK(BM_Search9)->Arg(1)->Arg(2)->UseRealTime()->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Search19)->Arg(1)->Arg(2)->UseRealTime()->Unit(benchmark::kMillisecond);

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
