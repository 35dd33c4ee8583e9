#include "engine/genmove/engine.h"

#include "engine/genmove/interim_move.h"

namespace engine {

Engine::Engine(const EngineOptions& options)
    : m_game(19, 0.0), m_options(options), m_random(options.seed) {}

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
  return l;
}

core::Point Engine::genmove(core::Color c) {
  m_lastResult = GenmoveResult();
  const core::Point p = interimMove(m_game, c, m_random);
  m_lastResult.move = p;
  m_lastResult.value = p == core::kPass ? -1 : 0;
  m_lastResult.generator = p == core::kPass ? Generator::Pass : Generator::None;
  return p;
}

}  // namespace engine
