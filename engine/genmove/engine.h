// The Engine owns everything mutable: the game, options, random generator and caches.
// Two engines in one process never share state.
#pragma once

#include <cstdint>

#include "engine/board/game.h"
#include "engine/core/random.h"
#include "engine/dragon/owl.h"
#include "engine/worm/worm_state.h"
#include "moyo/moyo.h"

namespace engine {

/// Play style bits (GNU Go 2.x `-p`).
enum PlayStyle : unsigned {
  kStyleStandard = 1,
  kStyleNoFuseki = 2,
  kStyleTenuki = 8,
  kStyleFearless = 16,
};

struct EngineOptions {
  uint64_t seed = 1;
  unsigned playStyle = kStyleStandard;
  unsigned moyoLevel = 0;  // -m bits
  bool chineseRules = false;
  // Reading depths (GNU Go 2.6 defaults): -D -B -F -K, -M hash memory in MB.
  int depth = 14;
  int backfillDepth = 9;
  int fourlibDepth = 5;
  int koDepth = 8;
  int hashMemoryMb = 8;
  // Owl (life-and-death) reading: --owl-nodes, --owl-depth; the owl cache memory in MB.
  dragon::OwlOptions owl;
  int owlMemoryMb = 4;
};

class Engine {
 public:
  explicit Engine(const EngineOptions& options = {});

  board::Game& game() { return m_game; }
  const board::Game& game() const { return m_game; }
  EngineOptions& options() { return m_options; }
  const EngineOptions& options() const { return m_options; }
  core::Random& random() { return m_random; }
  /// Worm module state: reading cache, node counter, trymove frames, worm analysis.
  worm::WormState& wormState() { return m_worm; }
  /// Owl state: owl result cache (hash-keyed, kept across moves), owl tactics cache, nodes.
  dragon::OwlState& owlState() { return m_owl; }
  /// Moyo module state: the last make_moyo, test-move caches and the 70-board color stack.
  moyo::Moyo& moyo() { return m_moyo; }
  void setSeed(uint64_t seed);

  /// Chooses a move for c in the current position (kPass when nothing sensible is left).
  /// Does not play it.
  core::Point genmove(core::Color c);

 private:
  board::Game m_game;
  EngineOptions m_options;
  core::Random m_random;
  worm::WormState m_worm;
  dragon::OwlState m_owl;
  moyo::Moyo m_moyo;
};

}  // namespace engine
