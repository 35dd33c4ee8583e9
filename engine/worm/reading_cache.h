// Zobrist-keyed transposition table for reading results, of bounded memory.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>

#include "engine/worm/read_result.h"

namespace worm {

/// A direct-mapped table of (key -> code, move). Memory is fixed at construction (-M MB);
/// a new result overwrites whatever shared its slot, so lookups are deterministic for a
/// given sequence of questions.
class ReadingCache {
 public:
  /// Precondition: megabytes >= 0 (0 disables caching).
  explicit ReadingCache(int megabytes = 8);
  /// Rebuilds the table with a new size (drops every entry).
  void resize(int megabytes);
  /// Forgets everything (keeps the size).
  void clear();
  /// True and fills `out` if the key is stored.
  bool lookup(uint64_t key, ReadResult& out) const;
  void store(uint64_t key, const ReadResult& result);
  size_t capacity() const { return m_size; }
  uint64_t hits() const { return m_hits; }
  uint64_t stores() const { return m_stores; }

 private:
  struct Entry {
    uint64_t key = 0;
    int16_t move = 0;
    int8_t code = 0;
    int8_t used = 0;
  };
  struct Free {
    void operator()(Entry* p) const { std::free(p); }
  };
  std::unique_ptr<Entry[], Free> m_entries;
  size_t m_size = 0;
  mutable uint64_t m_hits = 0;
  uint64_t m_stores = 0;
};

}  // namespace worm
