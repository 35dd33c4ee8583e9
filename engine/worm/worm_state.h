// Per-engine state of the worm module: the reading cache, the node counter, the frames
// opened by GTP trymove, and the worm and unconditional analyses of the last position asked
// about.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "engine/board/board.h"
#include "engine/worm/read_result.h"
#include "engine/worm/reading_cache.h"

namespace worm {

class WormAnalysis;
class Tracer;
class UnconditionalAnalysis;

/// Owned by engine::Engine (one per engine, never shared).
class WormState {
 public:
  WormState();
  ~WormState();
  WormState(const WormState&) = delete;
  WormState& operator=(const WormState&) = delete;

  /// The reading cache of this memory size, resized (emptied) when the size changed since
  /// the last call. Readings under different limits share it: every key includes the
  /// limits it was read with (the Reader's salt).
  ReadingCache& cache(int megabytes);
  /// Reading nodes counted since the last reset (GTP get/reset_reading_node_counter).
  uint64_t nodeCounter() const { return m_nodes; }
  void addNodes(uint64_t n) { m_nodes += n; }
  void resetNodeCounter() { m_nodes = 0; }

  /// The worm analysis of `b`, computed once per position (positionId) and cached.
  const WormAnalysis& worms(board::Board& b, const ReadingLimits& limits, int megabytes,
                            Tracer* tracer = nullptr);

  /// The unconditional analysis of `b`, computed once per arrangement of stones (it
  /// depends on nothing else) and cached.
  const UnconditionalAnalysis& unconditional(const board::Board& b);

  /// GTP trymove/popgo bookkeeping: the board right after each open trymove frame (a key
  /// of its position and its frame depth). Frames are ours only while the board still shows
  /// the entry recorded last.
  struct TryFrame {
    uint64_t key = 0;
    int depth = 0;
    bool operator==(const TryFrame& o) const { return key == o.key && depth == o.depth; }
  };
  std::vector<TryFrame>& tryStack() { return m_tryStack; }

 private:
  ReadingCache m_cache;
  int m_cacheMb = -1;
  uint64_t m_nodes = 0;
  std::unique_ptr<WormAnalysis> m_worms;
  std::unique_ptr<UnconditionalAnalysis> m_unconditional;
  uint64_t m_unconditionalHash = 0;
  int m_unconditionalSize = 0;
  std::vector<TryFrame> m_tryStack;
};

}  // namespace worm
