#include "engine/worm/reading_cache.h"

#include <algorithm>
#include <new>

#ifdef __linux__
#include <sys/mman.h>
#endif

namespace worm {

namespace {
constexpr size_t kHugePage = size_t{2} << 20;
constexpr size_t kLine = 64;
}  // namespace

ReadingCache::ReadingCache(int megabytes) {
  resize(megabytes);
}

// Lookups land on random slots; with 4 KB pages nearly every one of them missed the TLB
// (a fifth of a 19x19 genmove went to them), so a table of a huge page or more is aligned
// to one and offered to the kernel as huge pages.
void ReadingCache::resize(int megabytes) {
  const size_t bytes = static_cast<size_t>(megabytes < 0 ? 0 : megabytes) << 20;
  m_entries.reset();
  m_size = bytes / sizeof(Entry);
  if (m_size == 0) return;
  const size_t align = bytes >= kHugePage ? kHugePage : kLine;
  const size_t rounded = (bytes + align - 1) / align * align;
  void* p = std::aligned_alloc(align, rounded);
  if (!p) throw std::bad_alloc();
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  if (align == kHugePage) madvise(p, rounded, MADV_HUGEPAGE);
#endif
  m_entries.reset(static_cast<Entry*>(p));
  clear();
}

void ReadingCache::clear() {
  std::fill(m_entries.get(), m_entries.get() + m_size, Entry{});
  m_hits = m_stores = 0;
}

bool ReadingCache::lookup(uint64_t key, ReadResult& out) const {
  if (m_size == 0) return false;
  const Entry& e = m_entries[key % m_size];
  if (!e.used || e.key != key) return false;
  out.code = e.code;
  out.move = e.move;
  ++m_hits;
  return true;
}

void ReadingCache::store(uint64_t key, const ReadResult& result) {
  if (m_size == 0) return;
  Entry& e = m_entries[key % m_size];
  e.key = key;
  e.move = result.move;
  e.code = static_cast<int8_t>(result.code);
  e.used = 1;
  ++m_stores;
}

}  // namespace worm
