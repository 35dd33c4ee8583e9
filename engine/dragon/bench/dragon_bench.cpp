// make_dragons and the end-of-game evaluation on finished self-play games from
// regression/games (19x19 and 9x9).
#include <benchmark/benchmark.h>

#include <string>

#include "engine/board/bench/stored_game.h"
#include "engine/board/game.h"
#include "engine/dragon/final_score.h"

namespace {

void finalScore(benchmark::State& state, const char* name) {
  board::Game game = board::loadStoredGame(name, 6.5);
  board::Board& b = game.mutableBoard();
  for (auto _ : state) {
    const auto dragons = dragon::DragonAnalysis::make(b);
    const auto eval = dragon::FinalEvaluation::make(b, dragons, game.komi(), false);
    benchmark::DoNotOptimize(eval.score());
  }
}

void makeDragons(benchmark::State& state, const char* name) {
  board::Game game = board::loadStoredGame(name, 6.5);
  board::Board& b = game.mutableBoard();
  for (auto _ : state) benchmark::DoNotOptimize(dragon::DragonAnalysis::make(b).dragons().size());
}

BENCHMARK_CAPTURE(finalScore, game079_19x19, "game079.sgf")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(finalScore, game039_19x19, "game039.sgf")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(finalScore, game000_9x9, "game000.sgf")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(makeDragons, game079_19x19, "game079.sgf")->Unit(benchmark::kMillisecond);

}  // namespace
