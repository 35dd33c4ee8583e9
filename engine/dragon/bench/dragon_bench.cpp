// make_dragons and the end-of-game evaluation on finished self-play games from
// regression/games (19x19 and 9x9).
#include <benchmark/benchmark.h>

#include <fstream>
#include <regex>
#include <sstream>
#include <string>

#include "engine/board/game.h"
#include "engine/dragon/final_score.h"

namespace {

/// Replays the main line of one of the stored SGF games (moves only, as written by
/// regression/make_games.py).
board::Game loadGame(const std::string& name) {
  std::ifstream in(std::string(MOYOGO_SOURCE_DIR) + "/regression/games/" + name);
  std::stringstream text;
  text << in.rdbuf();
  const std::string sgf = text.str();
  std::smatch m;
  const int size = std::regex_search(sgf, m, std::regex("SZ\\[(\\d+)\\]")) ? std::stoi(m[1]) : 19;
  board::Game game(size, 6.5);
  const std::regex move(";([BW])\\[([a-s]{0,2})\\]");
  for (auto it = std::sregex_iterator(sgf.begin(), sgf.end(), move); it != std::sregex_iterator();
       ++it) {
    const core::Color c = (*it)[1] == "B" ? core::Color::Black : core::Color::White;
    const std::string v = (*it)[2];
    const core::Point p = v.empty() ? core::kPass : core::toPoint(v[0] - 'a', v[1] - 'a');
    game.play(p, c);
  }
  return game;
}

void finalScore(benchmark::State& state, const char* name) {
  board::Game game = loadGame(name);
  board::Board& b = game.mutableBoard();
  for (auto _ : state) {
    const auto dragons = dragon::DragonAnalysis::make(b);
    const auto eval = dragon::FinalEvaluation::make(b, dragons, game.komi(), false);
    benchmark::DoNotOptimize(eval.score());
  }
}

void makeDragons(benchmark::State& state, const char* name) {
  board::Game game = loadGame(name);
  board::Board& b = game.mutableBoard();
  for (auto _ : state) benchmark::DoNotOptimize(dragon::DragonAnalysis::make(b).dragons().size());
}

BENCHMARK_CAPTURE(finalScore, game079_19x19, "game079.sgf")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(finalScore, game039_19x19, "game039.sgf")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(finalScore, game000_9x9, "game000.sgf")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(makeDragons, game079_19x19, "game079.sgf")->Unit(benchmark::kMillisecond);

}  // namespace
