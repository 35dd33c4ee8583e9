#include "engine/genmove/engine.h"

#include "engine/genmove/interim_move.h"

namespace engine {

Engine::Engine(const EngineOptions& options)
    : m_game(19, 0.0), m_options(options), m_random(options.seed), m_owl(options.owlMemoryMb) {}

void Engine::setSeed(uint64_t seed) {
  m_options.seed = seed;
  m_random.reseed(seed);
}

core::Point Engine::genmove(core::Color c) { return interimMove(m_game, c, m_random); }

}  // namespace engine
