// make_moyo and the full delta_terri table on 19x19 middle-game positions (GNU Go 3.8
// self-play, 120 moves), plus the single kernels.
#include <benchmark/benchmark.h>

#include "engine/board/diagram.h"
#include "moyo/moyo.h"

namespace {

using core::Color;

const char* const kFirst =
    "..O..........XOX...\n"
    "XO.O......X..XOXOO.\n"
    ".XO.....XO...XOXXO.\n"
    ".XXO.O...X.X.XOX.O.\n"
    "...XO........OO....\n"
    ".XX.XOOO.OO.O.O.O..\n"
    ".O.XXXXO...........\n"
    ".XO...XX..X...X.X..\n"
    ".O.O.OOX...........\n"
    "...O..X......X.....\n"
    ".....X.X...O...XXX.\n"
    "...OOOX......O...O.\n"
    "..........O....X...\n"
    ".X.OXXXX.....O.X.O.\n"
    "...O..O........X...\n"
    "..XOXXOO.O.X.OOXO..\n"
    ".XXXO.........XO.O.\n"
    "...OO.O.....X.XO...\n"
    "...................\n";

const char* const kSecond =
    "...................\n"
    "OOO..OXOX.XO..OXX..\n"
    ".XXOXO.X..XO.OOOOX.\n"
    "..X.XO.....X..XXX..\n"
    "...X.O..X......OX..\n"
    ".......X.....X.O...\n"
    "...X..X.OX....X.O..\n"
    ".....XO.OX.....X.O.\n"
    ".XXXOXXO.X.........\n"
    "XXOX.O.O...XX.X.O..\n"
    "XOOOO.O.X.XOOX.....\n"
    "O....OXX.....OO.O..\n"
    ".O......O.X.O....OO\n"
    "......O..O.XO...XXO\n"
    "..O.......XO...X..X\n"
    "...........O.O...X.\n"
    "...O.....O...OX.X..\n"
    ".............OX.X..\n"
    ".............OOX...\n";

board::Board position(int which) {
  return board::boardFromDiagram(which == 0 ? kFirst : kSecond);
}

void BM_MakeMoyo19(benchmark::State& state) {
  const board::Board b = position(static_cast<int>(state.range(0)));
  const moyo::BoardDragonView view(b);
  moyo::Moyo m;
  for (auto _ : state) benchmark::DoNotOptimize(m.makeMoyo(b, view, Color::Black));
}
BENCHMARK(BM_MakeMoyo19)->Arg(0)->Arg(1);

// Including the default dragon view (string origins), as the GTP commands run it.
void BM_MakeMoyoWithView19(benchmark::State& state) {
  const board::Board b = position(0);
  moyo::Moyo m;
  for (auto _ : state) {
    const moyo::BoardDragonView view(b);
    benchmark::DoNotOptimize(m.makeMoyo(b, view, Color::Black));
  }
}
BENCHMARK(BM_MakeMoyoWithView19);

// make_moyo plus one test-move function at every empty point; the two positions alternate
// so every iteration starts with empty caches.
template <typename Delta>
void deltaTable(benchmark::State& state, Delta delta) {
  const board::Board boards[2] = {position(0), position(1)};
  const moyo::BoardDragonView views[2] = {moyo::BoardDragonView(boards[0]),
                                          moyo::BoardDragonView(boards[1])};
  moyo::Moyo m;
  int k = 0;
  for (auto _ : state) {
    const board::Board& b = boards[k];
    m.makeMoyo(b, views[k], Color::Black);
    int sum = 0;
    for (core::Point p : b.geometry())
      if (b.at(p) == Color::Empty) sum += delta(m, p);
    benchmark::DoNotOptimize(sum);
    k ^= 1;
  }
}

void BM_DeltaTerriTable19(benchmark::State& state) {
  deltaTable(state, [](moyo::Moyo& m, core::Point p) { return m.deltaTerri(p, Color::Black); });
}
BENCHMARK(BM_DeltaTerriTable19)->Unit(benchmark::kMicrosecond);

void BM_DeltaMoyoTable19(benchmark::State& state) {
  deltaTable(state, [](moyo::Moyo& m, core::Point p) { return m.deltaMoyo(p, Color::Black); });
}
BENCHMARK(BM_DeltaMoyoTable19)->Unit(benchmark::kMicrosecond);

void BM_Dilate19(benchmark::State& state) {
  const moyo::Layout& lay = moyo::Layout::forSize(19);
  moyo::Grid a, b;
  a[lay.cell(3, 3)] = moyo::kStoneCell;
  a[lay.cell(15, 15)] = -moyo::kStoneCell;
  for (auto _ : state) {
    moyo::dilate(lay, a, b);
    benchmark::DoNotOptimize(b.v.data());
  }
}
BENCHMARK(BM_Dilate19);

void BM_Erode19(benchmark::State& state) {
  const moyo::Layout& lay = moyo::Layout::forSize(19);
  moyo::Grid a, b;
  a[lay.cell(3, 3)] = moyo::kStoneCell;
  a[lay.cell(15, 15)] = -moyo::kStoneCell;
  moyo::dilateTimes(lay, a, b, 5);
  for (auto _ : state) {
    moyo::erode(lay, a, b);
    benchmark::DoNotOptimize(b.v.data());
  }
}
BENCHMARK(BM_Erode19);

}  // namespace

namespace {

void BM_AreaMap19(benchmark::State& state) {
  const board::Board b = position(0);
  const moyo::Layout& lay = moyo::Layout::forSize(19);
  moyo::Grid g, scratch;
  std::array<core::Color, moyo::kCells> stoneColor{};
  std::vector<int16_t> stones;
  for (core::Point p : b.geometry()) {
    if (b.at(p) == Color::Empty) continue;
    g[lay.cell(p)] = static_cast<int8_t>(b.at(p) == Color::Black ? 100 : -100);
    stoneColor[static_cast<size_t>(lay.cell(p))] = b.at(p);
    stones.push_back(static_cast<int16_t>(lay.cell(p)));
  }
  moyo::dilateTimes(lay, g, scratch, 4);
  moyo::AreaMap areas;
  for (auto _ : state) {
    areas.build(lay, g, stoneColor.data(), stones.data(), static_cast<int>(stones.size()));
    benchmark::DoNotOptimize(areas.records().data());
  }
  state.counters["areas"] = static_cast<double>(areas.records().size());
}
BENCHMARK(BM_AreaMap19);

}  // namespace
