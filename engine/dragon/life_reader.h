// A small, bounded life-and-death reader on top of make_dragons: the attacker and the
// defender try the dragon's vital points, eye-space points and liberties; every node is
// judged by the static eye evaluation (two eyes: alive; captured or hopeless: dead).
#pragma once

#include <cstdint>
#include <unordered_map>
#include <vector>

#include "engine/dragon/dragon.h"

namespace dragon {

/// Result of reading one dragon: status and, when CRITICAL, the key moves.
struct LifeResult {
  Status status = Status::Unknown;
  Point attack = core::kNoPoint;   ///< a killing move (CRITICAL, attacker first)
  Point defense = core::kNoPoint;  ///< a living move (CRITICAL, defender first)
  int nodes = 0;                   ///< positions evaluated
};

/// Reads whether a dragon lives (owl-like, but shallow and node-limited).
class LifeReader {
 public:
  /// b is used for reading and restored before each public call returns.
  explicit LifeReader(board::Board& b, int nodeLimit = 600, int depth = 5)
      : m_board(b), m_nodeLimit(nodeLimit), m_depth(depth) {}
  /// Reads the dragon through `stone` (which must hold a stone). Dragons the static
  /// analysis `da` of the current position calls safely alive are not read.
  LifeResult read(const DragonAnalysis& da, Point stone);

 private:
  enum class Verdict : uint8_t { Alive, Dead, Open };
  Verdict judge(Point stone, Color c, int depth, std::vector<Point>& moves, bool attacker);
  bool attack(Point stone, Color c, int depth, Point* move);
  bool defend(Point stone, Color c, int depth, Point* move);

  board::Board& m_board;
  int m_nodeLimit;
  int m_depth;
  int m_nodes = 0;
  std::vector<Point> m_rootAttacks;   // every killing first move found
  std::vector<Point> m_rootDefenses;  // every saving first move found
  std::unordered_map<uint64_t, bool> m_cache;  // (hash, side, depth) -> success
};

}  // namespace dragon
