// Helpers for ASCII game tests: run a scripted session, look for text in its output.
#pragma once

#include <gtest/gtest.h>

#include <sstream>
#include <string>

#include "interface/ascii_game.h"

namespace iface::testing {

/// Runs a whole ASCII session on `input` (commands echoed) and returns everything printed.
inline std::string asciiSession(engine::Engine& engine, const std::string& input,
                                AsciiOptions options = {}) {
  options.echo = true;
  AsciiGame game(engine, options);
  std::istringstream in(input);
  std::ostringstream out;
  EXPECT_EQ(game.run(in, out), 0);
  return out.str();
}

/// The same with the game written to `outfile` at the end (`-o`).
inline std::string asciiSessionWithOutfile(engine::Engine& engine, const std::string& input,
                                           const std::string& outfile) {
  AsciiOptions options;
  options.outfile = outfile;
  return asciiSession(engine, input, options);
}

inline bool contains(const std::string& text, const std::string& piece) {
  return text.find(piece) != std::string::npos;
}

}  // namespace iface::testing
