// Random legal play + undo on 19x19: moves per second (issue target: >= 5 million).
#include <benchmark/benchmark.h>

#include <vector>

#include "engine/board/board.h"
#include "engine/core/random.h"

namespace {

using board::Board;
using core::Color;
using core::Point;

// Plays one random game of up to maxMoves legal moves with tryMove, then pops them all.
int randomGameAndUndo(Board& b, core::Random& rng, std::vector<Point>& empties, int maxMoves) {
  int played = 0;
  Color c = Color::Black;
  for (int tries = 0; played < maxMoves && tries < 4 * maxMoves; ++tries) {
    empties.clear();
    const Point p = *(b.geometry().begin() + rng.below(static_cast<uint32_t>(b.geometry().numPoints())));
    if (b.at(p) != Color::Empty || !b.tryMove(p, c)) continue;
    ++played;
    c = core::opponent(c);
  }
  for (int i = 0; i < played; ++i) b.popMove();
  return played;
}

void BM_RandomPlayUndo19(benchmark::State& state) {
  Board b(19);
  core::Random rng(1);
  std::vector<Point> empties;
  int64_t moves = 0;
  for (auto _ : state) moves += randomGameAndUndo(b, rng, empties, 250);
  state.counters["moves_per_second"] =
      benchmark::Counter(static_cast<double>(moves), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_RandomPlayUndo19);

}  // namespace
