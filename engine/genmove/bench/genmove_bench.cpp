// One middle-game genmove on 9x9 and 19x19 (positions from the stored self-play games of
// regression/games): a fresh engine each iteration (setup not timed), so every reading,
// owl and moyo cache starts cold as in a game's first look at a position. Counters: the
// 70-board color stack's queries and hit rate of the genmove, reading nodes.
#include <benchmark/benchmark.h>

#include <fstream>
#include <memory>
#include <regex>
#include <sstream>
#include <string>

#include "engine/genmove/engine.h"

namespace {

/// The first `moves` moves of a stored game (moves only, as regression/make_games.py writes).
board::Game loadGame(const std::string& name, int moves) {
  std::ifstream in(std::string(MOYOGO_SOURCE_DIR) + "/regression/games/" + name);
  std::stringstream text;
  text << in.rdbuf();
  const std::string sgf = text.str();
  std::smatch m;
  const int size = std::regex_search(sgf, m, std::regex("SZ\\[(\\d+)\\]")) ? std::stoi(m[1]) : 19;
  board::Game game(size, 5.5);
  const std::regex move(";([BW])\\[([a-s]{0,2})\\]");
  int played = 0;
  for (auto it = std::sregex_iterator(sgf.begin(), sgf.end(), move);
       it != std::sregex_iterator() && played < moves; ++it, ++played) {
    const core::Color c = (*it)[1] == "B" ? core::Color::Black : core::Color::White;
    const std::string v = (*it)[2];
    const core::Point p = v.empty() ? core::kPass : core::toPoint(v[0] - 'a', v[1] - 'a');
    game.play(p, c);
  }
  return game;
}

void genmove(benchmark::State& state, const char* name, int moves) {
  const board::Game position = loadGame(name, moves);
  uint64_t queries = 0, hits = 0, nodes = 0;
  for (auto _ : state) {
    state.PauseTiming();
    auto engine = std::make_unique<engine::Engine>();
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

BENCHMARK_CAPTURE(genmove, middle_9x9, "game000.sgf", 24)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(genmove, middle_19x19, "game079.sgf", 110)->Unit(benchmark::kMillisecond);

}  // namespace
