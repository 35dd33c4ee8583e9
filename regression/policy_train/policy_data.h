// The training positions, compact: every input plane as the set of points where it is 1
// (all planes of engine::policyPlanes are 0 or 1 today; any other value is kept in a list),
// the legal points, the label; and the 8 board symmetries applied when a position becomes
// the network's input.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace policy_train {

/// Where a label comes from: the move played in the game, or GNU Go's genmove there.
enum class Source : uint8_t { Played = 0, Genmove = 1 };
inline constexpr int kSources = 2;
const char* sourceName(Source s);

struct Position {
  std::vector<uint64_t> bits;  ///< [plane][word]: point p is bit p % 64
  std::vector<std::pair<uint32_t, float>>
      values;                   ///< (plane * points + point, value), neither 0 nor 1
  std::vector<uint64_t> legal;  ///< [word]
  int label = 0;                ///< the label move, y * size + x
  int game = 0;                 ///< index in Dataset::games
  Source source = Source::Played;
};

struct Dataset {
  int size = 19;
  int planes = 20;
  std::vector<std::string> games;  ///< SGF file names, as the labels name them
  std::vector<Position> positions;
  int points() const { return size * size; }
};

/// 64-bit words of a set of `points` points.
inline int wordsFor(int points) {
  return (points + 63) / 64;
}

/// A position from its planes [plane][point] (policyPlanes' layout), its legal points
/// (legal[p] != 0) and label.
Position encodePosition(const std::vector<float>& planes, const std::vector<uint8_t>& legal,
                        int label, int size, int planeCount);

/// Point p = y * size + x under symmetry k (0-7): bit 4 exchanges x and y, then bit 1
/// mirrors x and bit 2 mirrors y (the PyTorch fit's order).
int symmetricPoint(int p, int k, int size);

/// The network's input of a position under symmetry k, [point][plane] (input must hold
/// points * planes floats), its legal points and its label.
void expandPosition(const Dataset& data, const Position& pos, int k, float* input,
                    std::vector<uint8_t>& legal, int& label);

}  // namespace policy_train
