#include "regression/policy_train/policy_data.h"

#include <algorithm>

namespace policy_train {

const char* sourceName(Source s) {
  return s == Source::Played ? "played" : "genmove";
}

Position encodePosition(const std::vector<float>& planes, const std::vector<uint8_t>& legal,
                        int label, int size, int planeCount) {
  const int points = size * size;
  const size_t words = static_cast<size_t>(wordsFor(points));
  Position pos;
  pos.bits.assign(words * static_cast<size_t>(planeCount), 0);
  pos.legal.assign(words, 0);
  for (int c = 0; c < planeCount; ++c) {
    for (int p = 0; p < points; ++p) {
      const size_t i = static_cast<size_t>(c) * points + static_cast<size_t>(p);
      const float v = planes[i];
      if (v == 0.0f) continue;
      if (v == 1.0f)
        pos.bits[static_cast<size_t>(c) * words + static_cast<size_t>(p / 64)] |= uint64_t{1}
                                                                                  << (p % 64);
      else
        pos.values.emplace_back(static_cast<uint32_t>(i), v);
    }
  }
  for (int p = 0; p < points; ++p)
    if (legal[static_cast<size_t>(p)])
      pos.legal[static_cast<size_t>(p / 64)] |= uint64_t{1} << (p % 64);
  pos.label = label;
  return pos;
}

int symmetricPoint(int p, int k, int size) {
  int y = p / size, x = p % size;
  if (k & 4) std::swap(x, y);
  if (k & 1) x = size - 1 - x;
  if (k & 2) y = size - 1 - y;
  return y * size + x;
}

void expandPosition(const Dataset& data, const Position& pos, int k, float* input,
                    std::vector<uint8_t>& legal, int& label) {
  const int points = data.points();
  const size_t planes = static_cast<size_t>(data.planes);
  const size_t words = static_cast<size_t>(wordsFor(points));
  std::fill(input, input + static_cast<size_t>(points) * planes, 0.0f);
  for (size_t c = 0; c < planes; ++c) {
    for (size_t w = 0; w < words; ++w) {
      uint64_t bits = pos.bits[c * words + w];
      while (bits) {
        const int p = static_cast<int>(w * 64) + __builtin_ctzll(bits);
        bits &= bits - 1;
        input[static_cast<size_t>(symmetricPoint(p, k, data.size)) * planes + c] = 1.0f;
      }
    }
  }
  for (const auto& [i, v] : pos.values) {
    const int c = static_cast<int>(i / static_cast<uint32_t>(points));
    const int p = static_cast<int>(i % static_cast<uint32_t>(points));
    input[static_cast<size_t>(symmetricPoint(p, k, data.size)) * planes + static_cast<size_t>(c)] =
        v;
  }
  legal.assign(static_cast<size_t>(points), 0);
  for (int p = 0; p < points; ++p)
    if ((pos.legal[static_cast<size_t>(p / 64)] >> (p % 64)) & 1)
      legal[static_cast<size_t>(symmetricPoint(p, k, data.size))] = 1;
  label = symmetricPoint(pos.label, k, data.size);
}

}  // namespace policy_train
