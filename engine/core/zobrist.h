// Compile-time Zobrist keys: identical on every run, no init call.
#pragma once

#include <array>
#include <cstdint>

#include "engine/core/geometry.h"

namespace core {

constexpr uint64_t splitmix64(uint64_t& state) {
  state += 0x9E3779B97F4A7C15ull;
  uint64_t z = state;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

struct ZobristTable {
  std::array<uint64_t, kMaxArea> black{};
  std::array<uint64_t, kMaxArea> white{};
  std::array<uint64_t, kMaxArea> ko{};
  uint64_t whiteToMove = 0;
};

constexpr ZobristTable makeZobrist() {
  ZobristTable t;
  uint64_t s = 0x6d6f796f676f2121ull;  // "moyogo!!"
  for (int i = 0; i < kMaxArea; ++i) t.black[i] = splitmix64(s);
  for (int i = 0; i < kMaxArea; ++i) t.white[i] = splitmix64(s);
  for (int i = 0; i < kMaxArea; ++i) t.ko[i] = splitmix64(s);
  t.whiteToMove = splitmix64(s);
  return t;
}

inline constexpr ZobristTable kZobrist = makeZobrist();

constexpr uint64_t stoneKey(Color c, Point p) {
  return c == Color::Black ? kZobrist.black[p] : kZobrist.white[p];
}

}  // namespace core
