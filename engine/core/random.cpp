#include "engine/core/random.h"

#include "engine/core/zobrist.h"

namespace core {

void Random::reseed(uint64_t seed) {
  m_seed = seed;
  uint64_t s = seed;
  for (auto& word : m_s) word = splitmix64(s);
}

static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

uint64_t Random::next() {
  const uint64_t result = rotl(m_s[1] * 5, 7) * 9;
  const uint64_t t = m_s[1] << 17;
  m_s[2] ^= m_s[0];
  m_s[3] ^= m_s[1];
  m_s[1] ^= m_s[2];
  m_s[0] ^= m_s[3];
  m_s[2] ^= t;
  m_s[3] = rotl(m_s[3], 45);
  return result;
}

}  // namespace core
