// libFuzzer target: one input is a whole GTP session (one command per line, at most 200
// lines) on a fresh engine with small caches and genmoves capped at 20 ms. Every answer must
// be well formed and the board must pass its invariant check after the session. Commands
// that would write files (printsgf FILE, moyo_svg KIND FILE) are dropped.
#include <cstdint>
#include <sstream>
#include <string>

#include "fuzz/fuzz_common.h"
#include "interface/gtp_engine.h"

namespace {

constexpr size_t kMaxLines = 200;

// True when the line would write a file: printsgf or moyo_svg with a file argument.
bool writesFile(const std::string& cleaned) {
  std::istringstream words(cleaned);
  std::string name, arg;
  words >> name;
  if (!name.empty() && name.find_first_not_of("0123456789") == std::string::npos) words >> name;
  int args = 0;
  while (words >> arg) ++args;
  return (name == "printsgf" && args >= 1) || (name == "moyo_svg" && args >= 2);
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  fuzz::reportAtExit("fuzz_gtp: %llu sessions, %llu GTP lines executed, %llu answered '='\n");
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  engine::EngineOptions options;
  options.hashMemoryMb = 1;
  options.owlMemoryMb = 1;
  engine::Engine engine(options);
  iface::GtpEngine gtp(engine);
  std::ostringstream diagnostics;
  gtp.setDiagnostics(&diagnostics);
  gtp.context().maxMoveSeconds = 0.02;
  engine.setMoveBudget(0.02);  // commands that call genmove without the clock
  fuzz::Counters& c = fuzz::counters();
  ++c.inputs;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  for (std::string_view line : fuzz::splitLines(text, kMaxLines)) {
    if (writesFile(iface::preprocessGtpLine(line))) continue;
    const std::string response = gtp.execute(line);
    ++c.units;
    if (!response.empty() && !iface::isWellFormedResponse(response))
      fuzz::fail("malformed GTP answer to '" + std::string(line) + "': " + response);
    if (!response.empty() && response[0] == '=') ++c.accepted;
    if (gtp.quitRequested()) break;
    diagnostics.str("");
  }
  engine.game().board().checkInvariants();
  return 0;
}
