#include "engine/worm/worm_state.h"

#include "engine/worm/unconditional.h"
#include "engine/worm/worm_analysis.h"

namespace worm {

WormState::WormState() : m_cache(0) {}
WormState::~WormState() = default;

ReadingCache& WormState::cache(int megabytes) {
  if (megabytes != m_cacheMb) {
    m_cache.resize(megabytes);
    m_cacheMb = megabytes;
  }
  return m_cache;
}

const WormAnalysis& WormState::worms(board::Board& b, const ReadingLimits& limits, int megabytes,
                                     Tracer* tracer) {
  if (!m_worms) m_worms = std::make_unique<WormAnalysis>();
  if (!m_worms->isFreshFor(b)) {
    Reader reader(b, cache(megabytes), limits, tracer);
    m_worms->compute(b, reader);
    m_nodes += reader.nodes();
  }
  return *m_worms;
}

const UnconditionalAnalysis& WormState::unconditional(const board::Board& b) {
  if (!m_unconditional || m_unconditionalHash != b.hash() || m_unconditionalSize != b.size()) {
    m_unconditional = std::make_unique<UnconditionalAnalysis>(UnconditionalAnalysis::make(b));
    m_unconditionalHash = b.hash();
    m_unconditionalSize = b.size();
  }
  return *m_unconditional;
}

}  // namespace worm
