// Reader speed: attack + defense of every worm of a 19x19 middle game (GNU Go's incident2
// position at move 212), reader nodes per second, and the full worm analysis; the
// unconditional analysis of that position and of a finished one full of pass-alive groups,
// dead stones and sekis (GNU Go's unconditional3 regression position).
#include <benchmark/benchmark.h>

#include <vector>

#include "engine/board/diagram.h"
#include "engine/worm/reader.h"
#include "engine/worm/unconditional.h"
#include "engine/worm/worm_analysis.h"

namespace {

constexpr const char* kMiddleGame = R"(
. . X . X O . O O X . . . . . . . . .
. X . X O . . O X . X O O O O . . . .
. . X . O O . O X X . X O X X O O . .
. X O O . X O . O X X . X X . X . . .
. . X O . O O O . X . X O X . X . O .
X X X X O . . O O X . X O O X . X O .
X O . O . . O X X . . X X O X X O O .
O O . O O . O X . . . X O O O O . . .
. . . O X O O X . . . . X X X O O . .
. . O X X X X X . X . X X O O X O . .
O O O O X X . . . . . . O O . X X O .
. . . O . X O . . O . . O X . X . O .
O O O X . X O . O . O . O X . . X O .
O O X . X . O . . . . O . X . . X O .
X X . . X O . O . . O . O X . X O X .
. . X X O O X . O . X O X . X X O . .
. . . . X O O . . O O O X O X X O . .
. . . . X X O . . O X X X X X O O . .
. . . . X O . . . . . . X O . . . X X)";

constexpr const char* kSekiPosition = R"(
O O . . O O X O O . . O X X X X O O O
O . X X . O X O . X X . O X X O O . O
X O . . O O X X O . . O O X X O . X .
X X O O O X X X X O O O X X X O . X .
X . X X X X . . X X X X X . X O O . O
X X X . X . . . . X O O O X X X O O O
X O O X X . . . X X O . O X . X X X X
O . O X X . . . X O . X . O X X O O O
. X . O X . . . X O . X . O X X O . O
. X . O X . . . X X O . O X X O . X .
O . O O X . . . . X O O O X X O . X .
O O O X X . . . . X X X X X X O O . O
X X X . X . . . . . . . . . X X O O O
O O X X X . . . . . . . . . X . X X X
O . O O X X X X X X X X . . X X X . X
. X . O X . X O O O O X X X X O O X X
. X . O X X X O . . O O X O O . . O O
O . O X . X O . X X . O X O . X X . O
O O O X X X O O . . O O X O O . . O O)";

std::vector<core::Point> stringOrigins(const board::Board& b) {
  std::vector<core::Point> out;
  for (core::Point p : b.geometry())
    if (isStone(b.at(p)) && b.origin(p) == p) out.push_back(p);
  return out;
}

void BM_AttackDefenseAllWorms(benchmark::State& state) {
  board::Board b = board::boardFromDiagram(kMiddleGame);
  const auto origins = stringOrigins(b);
  worm::ReadingLimits limits;
  worm::ReadingCache cache(8);
  uint64_t nodes = 0;
  for (auto _ : state) {
    cache.clear();  // every iteration reads from scratch, as a new position would
    worm::Reader reader(b, cache, limits);
    for (core::Point p : origins) {
      const worm::ReadResult a = reader.attack(p);
      if (a.code != worm::kLose) benchmark::DoNotOptimize(reader.findDefense(p));
    }
    nodes += reader.nodes();
  }
  state.counters["worms"] = static_cast<double>(origins.size());
  state.counters["nodes"] = benchmark::Counter(static_cast<double>(nodes) / state.iterations());
  state.counters["nodes/s"] =
      benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_AttackDefenseAllWorms)->Unit(benchmark::kMillisecond);

void BM_WormAnalysis(benchmark::State& state) {
  board::Board b = board::boardFromDiagram(kMiddleGame);
  worm::ReadingLimits limits;
  worm::ReadingCache cache(8);
  for (auto _ : state) {
    cache.clear();
    worm::Reader reader(b, cache, limits);
    worm::WormAnalysis worms;
    worms.compute(b, reader);
    benchmark::DoNotOptimize(worms.all().size());
  }
}
BENCHMARK(BM_WormAnalysis)->Unit(benchmark::kMillisecond);

void BM_Unconditional(benchmark::State& state, const char* diagram) {
  const board::Board b = board::boardFromDiagram(diagram);
  for (auto _ : state) benchmark::DoNotOptimize(worm::UnconditionalAnalysis::make(b));
}
BENCHMARK_CAPTURE(BM_Unconditional, middle_game, kMiddleGame)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_Unconditional, seki_position, kSekiPosition)->Unit(benchmark::kMicrosecond);

}  // namespace
