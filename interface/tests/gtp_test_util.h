// Helpers for GTP transcript tests: run commands on a fresh engine, compare whole answers.
#pragma once

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "interface/gtp_engine.h"

namespace iface::testing {

/// One command and its full expected answer without the final blank line
/// ("= D4" stands for "= D4\n\n"); an empty answer is not compared.
struct Step {
  std::string command;
  std::string answer;
};

/// A GTP session on its own engine, diagnostics captured.
class Session {
 public:
  Session() : m_gtp(m_engine) { m_gtp.setDiagnostics(&m_err); }
  /// Runs one line and returns the raw response.
  std::string run(const std::string& line) { return m_gtp.execute(line); }
  /// Runs the steps, failing with the command and both answers on any difference.
  void expect(const std::vector<Step>& steps) {
    for (const Step& s : steps) {
      const std::string response = run(s.command);
      if (!s.answer.empty()) {
        EXPECT_EQ(response, s.answer + "\n\n") << s.command;
      }
    }
  }
  engine::Engine& engine() { return m_engine; }
  GtpEngine& gtp() { return m_gtp; }
  std::string diagnostics() const { return m_err.str(); }

 private:
  engine::Engine m_engine;
  GtpEngine m_gtp;
  std::ostringstream m_err;
};

/// A peer-regression file path, or "" when the folder is missing.
inline std::string peerFile(const std::string& relative) {
#ifdef MOYOGO_PEER_DIR
  const std::string path = std::string(MOYOGO_PEER_DIR) + "/" + relative;
  if (std::ifstream(path).good()) return path;
#endif
  (void)relative;
  return "";
}

}  // namespace iface::testing
