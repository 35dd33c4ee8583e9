// Matcher speed: every database over a 19x19 middle-game position (issue target < 1 ms for
// all databases, both colors' anchors, board-only context).
#include <benchmark/benchmark.h>

#include "engine/board/diagram.h"
#include "patterns/eye_shapes.h"
#include "patterns/matcher.h"

namespace {

using core::Color;

// A middle game of about 120 stones: corner enclosures, side frameworks, a centre fight.
const char* kMiddleGame = R"(
. . . . . . . . . . . . . . . . . . .
. . . O O X . . . . . . . . X O . . .
. . X X O X . . X . . . . X . O O . .
. . O X O . X . . . . X . X O . X . .
. . O X O . . . . . . . O O X X . . .
. . . O X . . . . . . . . O . . . . .
. . . . . . . . O . . . . . . X . . .
. . O . . . . . . . . . . . . . . . .
. . . . . . . X X O . . . . . . X . .
. . X . . . O X O . O . . . . . . . .
. . . . . . . O X X . . . . . . O . .
. . X O . . . . . . . . . X . . . . .
. . . . . . . . . . . . . . . . . . .
. . O X . . . . . . . . O . . X . . .
. . O X . . . . . . . . . . . . . . .
. . . O X X . X . . . . X . . O X . .
. . O O O X . . . O . . . O O X X . .
. . . . O X . . . . . . . . O X . . .
. . . . . . . . . . . . . . . . . . .)";

void matchAllDatabases(benchmark::State& state, bool allPatterns) {
  const board::Board b = board::boardFromDiagram(kMiddleGame);
  const patterns::Matcher shapes(patterns::shapePatternDb());
  const patterns::Matcher conn(patterns::connPatternDb());
  patterns::BoardContext ctx;
  patterns::MatchOptions opt = patterns::matchOptionsForAllpats(allPatterns);
  opt.acceptUnknown = true;  // count every candidate the board alone cannot rule out
  size_t matches = 0;
  for (auto _ : state) {
    for (const patterns::Matcher* m : {&shapes, &conn})
      m->matchAll(b, Color::Black, ctx, opt, [&](const patterns::Match&) {
        ++matches;
        return true;
      });
    benchmark::DoNotOptimize(matches);
  }
  state.counters["matches"] =
      benchmark::Counter(static_cast<double>(matches), benchmark::Counter::kAvgIterations);
}

void BM_AllDatabases19x19(benchmark::State& state) {
  matchAllDatabases(state, true);
}
BENCHMARK(BM_AllDatabases19x19)->Unit(benchmark::kMicrosecond);

}  // namespace

namespace {

// eyes.db lookup of a six-point space (rabbity six), as the dragon module does per eye space.
void BM_EyeShapeLookup(benchmark::State& state) {
  std::vector<patterns::EyeVertex> vs;
  for (auto [x, y] : {std::pair{3, 3}, {4, 3}, {3, 4}, {4, 4}, {5, 4}, {4, 5}})
    vs.push_back({core::toPoint(x, y), false, false});
  const patterns::EyeSpaceGraph graph(vs);
  for (auto _ : state) benchmark::DoNotOptimize(patterns::lookupEyeShape(graph));
}
BENCHMARK(BM_EyeShapeLookup)->Unit(benchmark::kMicrosecond);

}  // namespace
