// Per-engine state of connection reading: the result cache, the cache of the tactical
// questions the search asks, and the connection node counter (GTP
// get/reset_connection_node_counter).
#pragma once

#include <cstdint>

#include "engine/connect/connection.h"
#include "engine/worm/reading_cache.h"

namespace connect {

/// Owned by engine::Engine (one per engine, never shared). The caches are keyed by position
/// hash and question, so they stay valid across moves.
class ConnectionState {
 public:
  static constexpr int kCacheMb = 1;
  ConnectionState() : m_cache(kCacheMb), m_tactics(kCacheMb) {}
  worm::ReadingCache& cache() { return m_cache; }
  worm::ReadingCache& tacticsCache() { return m_tactics; }
  uint64_t nodeCounter() const { return m_nodes; }
  void addNodes(uint64_t n) { m_nodes += n; }
  void resetNodeCounter() { m_nodes = 0; }

 private:
  worm::ReadingCache m_cache;
  worm::ReadingCache m_tactics;
  uint64_t m_nodes = 0;
};

/// One batch of connection questions on a board with the engine's caches: a tactical
/// reader in ConnectionLimits::tactics() and a connection reader; the nodes are added to
/// the state's counter at the end.
class ConnectionSession {
 public:
  ConnectionSession(board::Board& b, ConnectionState& state,
                    const ConnectionLimits& limits = ConnectionLimits{},
                    worm::Tracer* tracer = nullptr)
      : m_state(state),
        m_tactics(b, state.tacticsCache(), ConnectionLimits::tactics()),
        m_reader(b, m_tactics, state.cache(), limits, tracer) {}
  ~ConnectionSession() { m_state.addNodes(m_reader.nodes()); }
  ConnectionSession(const ConnectionSession&) = delete;
  ConnectionSession& operator=(const ConnectionSession&) = delete;
  ConnectionReader& reader() { return m_reader; }
  uint64_t tacticalNodes() const { return m_tactics.nodes(); }

 private:
  ConnectionState& m_state;
  worm::Reader m_tactics;
  ConnectionReader m_reader;
};

}  // namespace connect
