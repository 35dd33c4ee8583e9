// The nodes of a search tree that several threads grow at once: blocks of fixed size that
// never move once made, so a node's address stays valid while others are added, and a
// node's children are always contiguous inside one block. Making room takes a mutex; reading
// and updating nodes takes none (the statistics are relaxed atomics, uct_search.h).
#pragma once

#include <atomic>
#include <memory>
#include <mutex>
#include <vector>

namespace playout {

template <typename Node>
class NodeArena {
 public:
  static constexpr int kBlockBits = 14;
  static constexpr int kBlockSize = 1 << kBlockBits;

  /// Room for about `capacity` nodes (a block's tail too short for a family is skipped).
  explicit NodeArena(int capacity)
      : m_blocks(static_cast<size_t>(capacity / kBlockSize + 8)) {}
  NodeArena(const NodeArena&) = delete;
  NodeArena& operator=(const NodeArena&) = delete;

  Node& operator[](int i) { return m_blocks[block(i)][offset(i)]; }
  const Node& operator[](int i) const { return m_blocks[block(i)][offset(i)]; }

  /// Nodes handed out so far (with the skipped tails).
  int size() const { return m_size.load(std::memory_order_relaxed); }

  /// The first index of `count` new contiguous nodes in one block (count <= kBlockSize),
  /// or -1 when the arena is full.
  int allocate(int count) {
    std::lock_guard<std::mutex> lock(m_mutex);
    int first = m_size.load(std::memory_order_relaxed);
    if (offset(first) + count > kBlockSize) first = (block(first) + 1) << kBlockBits;
    if (block(first) >= m_blocks.size()) return -1;
    std::unique_ptr<Node[]>& nodes = m_blocks[block(first)];
    if (!nodes) nodes = std::make_unique<Node[]>(kBlockSize);
    m_size.store(first + count, std::memory_order_relaxed);
    return first;
  }

 private:
  static size_t block(int i) { return static_cast<size_t>(i) >> kBlockBits; }
  static size_t offset(int i) { return static_cast<size_t>(i) & (kBlockSize - 1); }

  std::vector<std::unique_ptr<Node[]>> m_blocks;  // sized once: entries never move
  std::atomic<int> m_size{0};
  std::mutex m_mutex;
};

}  // namespace playout
