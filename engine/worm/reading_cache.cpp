#include "engine/worm/reading_cache.h"

namespace worm {

ReadingCache::ReadingCache(int megabytes) {
  resize(megabytes);
}

void ReadingCache::resize(int megabytes) {
  const size_t bytes = static_cast<size_t>(megabytes < 0 ? 0 : megabytes) << 20;
  m_entries.assign(bytes / sizeof(Entry), Entry{});
  m_hits = m_stores = 0;
}

void ReadingCache::clear() {
  for (Entry& e : m_entries) e = Entry{};
  m_hits = m_stores = 0;
}

bool ReadingCache::lookup(uint64_t key, ReadResult& out) const {
  if (m_entries.empty()) return false;
  const Entry& e = m_entries[key % m_entries.size()];
  if (!e.used || e.key != key) return false;
  out.code = e.code;
  out.move = e.move;
  ++m_hits;
  return true;
}

void ReadingCache::store(uint64_t key, const ReadResult& result) {
  if (m_entries.empty()) return;
  Entry& e = m_entries[key % m_entries.size()];
  e.key = key;
  e.move = result.move;
  e.code = static_cast<int8_t>(result.code);
  e.used = 1;
  ++m_stores;
}

}  // namespace worm
