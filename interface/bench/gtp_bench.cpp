// GTP round trips on a 19x19 middle game (moves 1-120 of a stored GNU Go self-play game):
// delta_terri_table (the full table through the protocol) and moyo_score for comparison.
// Each iteration changes the position (play a pass, then undo) so nothing is served from
// the per-position caches.
#include <benchmark/benchmark.h>

#include <string>

#include "interface/gtp_engine.h"

namespace {

void loadMiddleGame(iface::GtpEngine& gtp) {
  const std::string answer =
      gtp.execute("loadsgf " MOYOGO_SOURCE_DIR "/regression/games/game019.sgf 121");
  if (answer.rfind("=", 0) != 0) throw std::runtime_error("cannot load game019: " + answer);
}

void runRoundTrip(benchmark::State& state, const char* command) {
  engine::Engine engine;
  iface::GtpEngine gtp(engine);
  loadMiddleGame(gtp);
  size_t bytes = 0;
  for (auto _ : state) {
    gtp.execute("play black pass");
    bytes += gtp.execute(command).size();
    gtp.execute("undo");
  }
  benchmark::DoNotOptimize(bytes);
}

void BM_GtpDeltaTerriTable19(benchmark::State& state) {
  runRoundTrip(state, "delta_terri_table white");
}
BENCHMARK(BM_GtpDeltaTerriTable19)->Unit(benchmark::kMicrosecond);

void BM_GtpMoyoScore19(benchmark::State& state) { runRoundTrip(state, "moyo_score"); }
BENCHMARK(BM_GtpMoyoScore19)->Unit(benchmark::kMicrosecond);

}  // namespace
