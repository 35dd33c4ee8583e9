// Shared by the libFuzzer targets: counters printed when the fuzzer exits, and a crash
// with a message when an invariant of the target fails (libFuzzer saves the input).
#pragma once

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

namespace fuzz {

/// What a target counts over a whole fuzzing run (one process).
struct Counters {
  uint64_t inputs = 0;
  uint64_t units = 0;     ///< GTP lines executed, SGF texts parsed, command lines parsed
  uint64_t accepted = 0;  ///< successful ones ("=" answers, loaded files, valid options)
};

/// The process's counters, printed at exit as "NAME: N inputs, N UNIT, N accepted".
inline Counters& counters() {
  static Counters c;
  return c;
}

inline const char*& counterNames() {
  static const char* names = "fuzz: %llu inputs, %llu units, %llu accepted\n";
  return names;
}

/// Registers the exit report; `format` takes inputs, units, accepted (unsigned long long).
inline void reportAtExit(const char* format) {
  counterNames() = format;
  std::atexit([] {
    const Counters& c = counters();
    std::fprintf(stderr, counterNames(), static_cast<unsigned long long>(c.inputs),
                 static_cast<unsigned long long>(c.units),
                 static_cast<unsigned long long>(c.accepted));
  });
}

/// Aborts with a message (libFuzzer reports it as a crash and writes the input).
[[noreturn]] inline void fail(const std::string& what) {
  std::fprintf(stderr, "fuzz invariant failed: %s\n", what.c_str());
  std::abort();
}

/// Splits the input into lines ('\n'), at most `maxLines`.
inline std::vector<std::string_view> splitLines(std::string_view text, size_t maxLines) {
  std::vector<std::string_view> lines;
  while (!text.empty() && lines.size() < maxLines) {
    const size_t end = text.find('\n');
    lines.push_back(text.substr(0, end));
    text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
  }
  return lines;
}

}  // namespace fuzz
