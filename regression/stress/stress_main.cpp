// moyogo_stress: the stress test's command line (regression/stress/README.md).
//   moyogo_stress [--games N] [--seed S] [--max-size N] [--genmove-rate P]
//                 [--move-seconds S] [--genmove-limit S] [--progress N]
// Exit 0 when every game matched the referee; prints the counts, the slowest genmove and
// the peak RSS (getrusage) at the end.
#include <sys/resource.h>
#include <stdlib.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <sstream>
#include <string>

#include "regression/stress/stress_session.h"

namespace {

bool parseArgs(int argc, char** argv, stress::StressOptions& o) {
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string name = argv[i];
    const char* v = argv[i + 1];
    if (name == "--games") o.games = std::atoi(v);
    else if (name == "--seed") o.seed = std::strtoull(v, nullptr, 10);
    else if (name == "--max-size") o.maxSize = std::atoi(v);
    else if (name == "--genmove-rate") o.genmoveRate = std::atof(v);
    else if (name == "--move-seconds") o.moveSeconds = std::atof(v);
    else if (name == "--genmove-limit") o.genmoveLimit = std::atof(v);
    else if (name == "--progress") o.progressEvery = std::atoi(v);
    else return false;
  }
  return argc % 2 == 1 && o.games >= 0 && o.maxSize >= 2;
}

}  // namespace

int main(int argc, char** argv) {
  stress::StressOptions options;
  if (!parseArgs(argc, argv, options)) {
    std::fprintf(stderr, "usage: moyogo_stress [--games N] [--seed S] [--max-size N] "
                         "[--genmove-rate P] [--move-seconds S] [--genmove-limit S] [--progress N]\n");
    return 2;
  }
  const char* tmp = std::getenv("TMPDIR");
  std::string pattern = std::string(tmp != nullptr ? tmp : "/tmp") + "/moyogo-stress-XXXXXX";
  if (mkdtemp(pattern.data()) == nullptr) {
    std::perror("mkdtemp");
    return 1;
  }
  options.tempDir = pattern;
  engine::Engine engine;
  iface::GtpEngine gtp(engine);
  std::ostringstream diagnostics;
  gtp.setDiagnostics(&diagnostics);
  stress::StressStats stats;
  const auto start = std::chrono::steady_clock::now();
  int code = 0;
  try {
    stress::StressSession(gtp, options).run(stats);
  } catch (const stress::StressFailure& e) {
    std::fprintf(stderr, "%s\n", e.what());
    code = 1;
  }
  std::error_code ignored;
  std::filesystem::remove_all(options.tempDir, ignored);
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("stress: %llu games, %llu steps, %llu GTP commands, %llu moves, %llu illegal refused, "
              "%llu genmoves (%.1f s wall, slowest %.2f s CPU on %dx%d, %.2f s wall), %llu passes, %llu undos, %llu trymoves, %llu garbage, "
              "%llu hostile, %llu loadsgf; %.1f s, peak RSS %ld MB; %s\n",
              static_cast<unsigned long long>(stats.games), static_cast<unsigned long long>(stats.steps),
              static_cast<unsigned long long>(stats.commands), static_cast<unsigned long long>(stats.moves),
              static_cast<unsigned long long>(stats.illegalRefused),
              static_cast<unsigned long long>(stats.genmoves), stats.genmoveSeconds, stats.maxGenmoveSeconds,
              stats.maxGenmoveSize, stats.maxGenmoveSize, stats.maxGenmoveWall,
              static_cast<unsigned long long>(stats.passes), static_cast<unsigned long long>(stats.undos),
              static_cast<unsigned long long>(stats.trymoves), static_cast<unsigned long long>(stats.garbage),
              static_cast<unsigned long long>(stats.hostile), static_cast<unsigned long long>(stats.loads),
              seconds, usage.ru_maxrss / 1024, code == 0 ? "PASS" : "FAIL");
  return code;
}
