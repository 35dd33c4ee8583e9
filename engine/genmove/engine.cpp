#include "engine/genmove/engine.h"

#include <algorithm>

#include "engine/genmove/genmove.h"

namespace engine {

Engine::Engine(const EngineOptions& options)
    : m_game(19, 0.0),
      m_options(options),
      m_random(options.seed),
      m_owl(options.owlMemoryMb),
      m_patternStats(patterns::shapePatternDb()) {}

void Engine::setSeed(uint64_t seed) {
  m_options.seed = seed;
  m_random.reseed(seed);
}

worm::ReadingLimits Engine::readingLimits() const {
  worm::ReadingLimits l;
  l.depth = m_options.depth;
  l.backfillDepth = m_options.backfillDepth;
  l.fourlibDepth = m_options.fourlibDepth;
  l.koDepth = m_options.koDepth;
  l.nodeBudget = m_options.readingNodes;
  return l;
}

playout::WorkerPool& Engine::workers() {
  const int threads = std::max(1, m_options.threads);
  if (!m_workers || m_workers->size() != threads)
    m_workers = std::make_unique<playout::WorkerPool>(threads);
  return *m_workers;
}

core::Point Engine::genmove(core::Color c) {
  m_lastResult = generateMove(*this, c, GenmoveMode::Normal);
  return m_lastResult.move;
}

core::Point Engine::genmoveCleanup(core::Color c) {
  m_lastResult = generateMove(*this, c, GenmoveMode::Cleanup);
  return m_lastResult.move;
}

}  // namespace engine
