// Deterministic random generator owned by an Engine (never global).
#pragma once

#include <cstdint>

namespace core {

/// xoshiro256** seeded through splitmix64: the same seed gives the same sequence everywhere.
class Random {
 public:
  explicit Random(uint64_t seed = 1) { reseed(seed); }
  void reseed(uint64_t seed);
  uint64_t seed() const { return m_seed; }
  uint64_t next();
  /// Uniform in [0, n). Precondition: n > 0.
  uint32_t below(uint32_t n) { return static_cast<uint32_t>((next() >> 32) * n >> 32); }

 private:
  uint64_t m_seed = 1;
  uint64_t m_s[4] = {};
};

}  // namespace core
