// libFuzzer target: one input is an SGF text. The tree parser must either throw SgfError with
// a position inside the text or give a tree that the writer writes and the parser reads back
// to the same text; loading the main line into a game (GNU Go's loadsgf, up to a move
// number taken from the input's length) must either throw SgfLoadError or give a game whose
// writeSgf output loads back to the same position.
#include <algorithm>
#include <cstdint>
#include <string>

#include "fuzz/fuzz_common.h"
#include "interface/sgf_game.h"
#include "interface/sgf_tree.h"

namespace {

void checkTree(std::string_view text) {
  std::unique_ptr<iface::SgfNode> root;
  try {
    root = iface::parseSgf(text);
  } catch (const iface::SgfError& e) {
    const int lines = 1 + static_cast<int>(std::count(text.begin(), text.end(), '\n'));
    if (e.line() < 1 || e.line() > lines || e.column() < 1)
      fuzz::fail(std::string("error position outside the text: ") + e.what());
    return;
  }
  const std::string written = iface::writeSgfTree(*root);
  const std::string again = iface::writeSgfTree(*iface::parseSgf(written));
  if (again != written) fuzz::fail("write/parse/write differs:\n" + written + "\n---\n" + again);
}

// Two engines for the whole run, with the smallest caches: loading replaces the game and
// touches nothing else, and building an engine per input (its caches) was most of the time.
engine::Engine& sharedEngine(int which) {
  static engine::EngineOptions options = [] {
    engine::EngineOptions o;
    o.hashMemoryMb = 0;
    o.owlMemoryMb = 1;
    return o;
  }();
  static engine::Engine engines[2] = {engine::Engine(options), engine::Engine(options)};
  return engines[which];
}

void checkLoad(std::string_view text) {
  engine::Engine& engine = sharedEngine(0);
  const std::string until = text.size() % 3 == 0 ? "" : std::to_string(text.size() % 40);
  try {
    iface::loadSgfTextIntoGame(engine, text, until, "fuzz.sgf");
  } catch (const iface::SgfLoadError& e) {
    if (std::string_view(e.what()).substr(0, 9) != "fuzz.sgf:")
      fuzz::fail(std::string("load error without the file name: ") + e.what());
    return;
  }
  ++fuzz::counters().accepted;
  engine.game().board().checkInvariants();
  const std::string written = iface::writeSgf(engine.game(), {"b", "w", "", "2026-01-01", ""});
  engine::Engine& copy = sharedEngine(1);
  iface::loadSgfTextIntoGame(copy, written, "", "written.sgf");
  if (copy.game().board().toAscii() != engine.game().board().toAscii() ||
      copy.game().toMove() != engine.game().toMove())
    fuzz::fail("writeSgf does not load back to the same position:\n" + written);
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  fuzz::reportAtExit("fuzz_sgf: %llu inputs, %llu SGF texts parsed, %llu loaded as games\n");
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  ++fuzz::counters().inputs;
  ++fuzz::counters().units;
  checkTree(text);
  checkLoad(text);
  return 0;
}
