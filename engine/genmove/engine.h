// The Engine owns everything mutable: the game, options, random generator and caches.
// Two engines in one process never share state.
#pragma once

#include <cstdint>

#include "engine/board/game.h"
#include "engine/core/random.h"
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
  /// Moyo module state: the last make_moyo, test-move caches and the 70-board color stack.
  moyo::Moyo& moyo() { return m_moyo; }
  void setSeed(uint64_t seed);

  /// Chooses a move for c in the current position (kPass when nothing sensible is left).
  /// Does not play it.
  core::Point genmove(core::Color c);

  /// Time budget of the next genmove in seconds (0 = unlimited, the default). The GTP
  /// clock sets it before each genmove; move generation scales its reading to it.
  void setMoveBudget(double seconds) { m_moveBudget = seconds > 0 ? seconds : 0.0; }
  double moveBudget() const { return m_moveBudget; }

 private:
  board::Game m_game;
  EngineOptions m_options;
  core::Random m_random;
  worm::WormState m_worm;
  moyo::Moyo m_moyo;
  double m_moveBudget = 0.0;
};

}  // namespace engine
