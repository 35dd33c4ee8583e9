// libFuzzer target: one input is a whole GTP session (one command per line, at most 200
// lines) on a fresh engine with small caches, shallow reading and genmoves capped at 20 ms.
// Every answer must be well formed and the board must pass its invariant check after the
// session. Commands that would write files (printsgf FILE, moyo_svg KIND FILE) are dropped,
// and so are whole-board searches (genmove...) on boards above 9x9.
#include <cstdint>
#include <set>
#include <sstream>
#include <string>

#include "fuzz/fuzz_common.h"
#include "interface/gtp_engine.h"

namespace {

constexpr size_t kMaxLines = 200;

// Whole-board searches: on boards above 9x9 one of them takes minutes under ASan (their
// time budget is not enforced everywhere), so there they are skipped; the stress test and
// the peer suites run them on big boards.
const std::set<std::string> kWholeBoardSearches = {
    "genmove", "genmove_black", "genmove_white", "reg_genmove", "gg_genmove",
    "kgs-genmove_cleanup", "restricted_genmove", "top_moves_black", "top_moves_white",
    "final_score", "final_status_list", "final_status", "big_move_gfx", "top_moves_gfx"};

// True when the line must not run: it would write a file (printsgf or moyo_svg with a
// file argument) or search the whole of a big board.
bool skipped(const std::string& cleaned, int boardSize) {
  std::istringstream words(cleaned);
  std::string name, arg;
  words >> name;
  if (!name.empty() && name.find_first_not_of("0123456789") == std::string::npos) words >> name;
  int args = 0;
  while (words >> arg) ++args;
  if (boardSize > 9 && kWholeBoardSearches.count(name) > 0) return true;
  return (name == "printsgf" && args >= 1) || (name == "moyo_svg" && args >= 2);
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  fuzz::reportAtExit("fuzz_gtp: %llu sessions, %llu GTP lines executed, %llu answered '='\n");
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  // Small caches and shallow reading: a session must take well under a second even with
  // the sanitizers (the reading limits themselves are tested elsewhere).
  engine::EngineOptions options;
  options.hashMemoryMb = 1;
  options.owlMemoryMb = 1;
  options.depth = 6;
  options.backfillDepth = 3;
  options.fourlibDepth = 2;
  options.koDepth = 3;
  options.owl.nodeBudget = 40;
  options.owl.depth = 6;
  options.owl.tacticalBudget = 40;
  options.owlPassNodes = 80;  // examine()'s owl pass over all dragons
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
    if (skipped(iface::preprocessGtpLine(line), engine.game().size())) continue;
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
