#include "interface/dragon_access.h"

#include "engine/worm/worm_analysis.h"
#include "engine/worm/worm_state.h"

namespace iface {

dragon::DragonAnalysis analyzeDragons(engine::Engine& engine) {
  board::Board& b = engine.game().mutableBoard();
  const engine::EngineOptions& o = engine.options();
  worm::ReadingLimits limits;
  limits.depth = o.depth;
  limits.backfillDepth = o.backfillDepth;
  limits.fourlibDepth = o.fourlibDepth;
  limits.koDepth = o.koDepth;
  const worm::WormAnalysis& worms = engine.wormState().worms(b, limits, o.hashMemoryMb);
  return dragon::DragonAnalysis::make(b, &worms);
}

}  // namespace iface
