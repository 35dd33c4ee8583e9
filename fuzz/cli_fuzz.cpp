// libFuzzer target: one input is a command line, one argument per line (at most 40). The
// parser must never throw and must give either options or a one-line error naming the
// problem. Nothing is run.
#include <cstdint>
#include <string>
#include <vector>

#include "fuzz/fuzz_common.h"
#include "interface/cli.h"

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  fuzz::reportAtExit("fuzz_cli: %llu inputs, %llu command lines parsed, %llu accepted\n");
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  std::vector<std::string> args;
  for (std::string_view a : fuzz::splitLines(text, 40)) args.emplace_back(a);
  ++fuzz::counters().inputs;
  ++fuzz::counters().units;
  const iface::CliParseResult r = iface::parseCommandLine(args);
  if (r.options) {
    ++fuzz::counters().accepted;
    if (!r.error.empty()) fuzz::fail("options and an error: " + r.error);
  } else if (r.error.empty() || r.error.find('\n') != std::string::npos) {
    fuzz::fail("no options and no one-line error: '" + r.error + "'");
  }
  return 0;
}
