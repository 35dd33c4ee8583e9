// make_dragons, the end-of-game evaluation and the owl on self-play games from
// regression/games (19x19 and 9x9).
#include <benchmark/benchmark.h>

#include <string>

#include "engine/board/bench/stored_game.h"
#include "engine/board/game.h"
#include "engine/dragon/final_score.h"
#include "engine/dragon/owl.h"

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

// owl_attack and owl_defend of every dragon after `moves` moves, from an empty owl cache.
void owlEveryDragon(benchmark::State& state, const char* name, int moves) {
  board::Game game = board::loadStoredGame(name, 6.5, moves);
  board::Board& b = game.mutableBoard();
  const auto dragons = dragon::DragonAnalysis::make(b);
  dragon::OwlState owlState;
  for (auto _ : state) {
    owlState.clear();
    dragon::OwlReader owl(b, owlState, dragon::OwlOptions());
    int codes = 0;
    for (const auto& d : dragons.dragons())
      if (core::isStone(b.at(d.origin)))
        codes += owl.attack(dragons, d.origin).code + owl.defend(dragons, d.origin).code;
    benchmark::DoNotOptimize(codes);
  }
}

BENCHMARK_CAPTURE(finalScore, game079_19x19, "game079.sgf")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(finalScore, game039_19x19, "game039.sgf")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(finalScore, game000_9x9, "game000.sgf")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(makeDragons, game079_19x19, "game079.sgf")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(owlEveryDragon, game079_19x19_move120, "game079.sgf", 120)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(owlEveryDragon, game000_9x9_move30, "game000.sgf", 30)
    ->Unit(benchmark::kMillisecond);

}  // namespace
