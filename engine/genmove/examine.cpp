#include "engine/genmove/examine.h"

#include <algorithm>

#include "engine/dragon/owl_status.h"
#include "engine/genmove/dragon_moyo_view.h"
#include "engine/genmove/genmove_plan.h"
#include "engine/worm/worm_state.h"

namespace engine {

worm::ReadingLimits scaledReadingLimits(const Engine& engine, const MoveClock& clock) {
  worm::ReadingLimits limits = engine.readingLimits();
  limits.nodeBudget = genmovePlan(engine).readingNodes;
  if (!clock.unlimited()) {
    // About 500k reading nodes a second; one question may use a fiftieth of the budget.
    const double nodes = clock.budget() * 500000.0 / 50.0;
    limits.nodeBudget = std::clamp(static_cast<int>(nodes), 500, limits.nodeBudget);
  }
  return limits;
}

static const worm::WormAnalysis& wormsOf(Engine& engine, const worm::ReadingLimits& limits) {
  return engine.wormState().worms(engine.game().mutableBoard(), limits,
                                  engine.options().hashMemoryMb);
}

dragon::DragonAnalysis analyzeDragons(Engine& engine) {
  const worm::WormAnalysis& worms = wormsOf(engine, engine.readingLimits());
  return dragon::DragonAnalysis::make(engine.game().mutableBoard(), &worms);
}

int owlQuestionNodes(int totalNodes, int questionNodes) {
  if (totalNodes >= questionNodes) return questionNodes;
  int nodes = kOwlPassMinNodes;
  while (nodes * 2 <= totalNodes && nodes * 2 < questionNodes) nodes *= 2;
  return std::min(nodes, questionNodes);
}

bool owlPassSkipped(const Engine& engine) { return !genmovePlan(engine).owlPass; }

int owlPass(Engine& engine, dragon::DragonAnalysis& dragons, const MoveClock& clock,
            std::vector<dragon::OwlPassRecord>* record, OwlPassScope scope) {
  if (clock.stopped()) return 0;
  if (scope == OwlPassScope::AsGenmove && owlPassSkipped(engine)) return 0;
  dragon::OwlPassOptions options;
  // The pass's questions use the budget mode (on small boards the plan's depth and branch
  // depth), never beyond the engine's own owl limits.
  const dragon::OwlOptions& limits = engine.options().owl;
  const GenmovePlan plan = genmovePlan(engine);
  options.owl.nodeBudget = std::min(engine.options().owlPassQuestionNodes, limits.nodeBudget);
  if (plan.owlPassDepth > 0) options.owl.depth = plan.owlPassDepth;
  if (plan.owlPassBranchDepth > 0) options.owl.branchDepth = plan.owlPassBranchDepth;
  options.owl.depth = std::min(options.owl.depth, limits.depth);
  options.owl.tacticalBudget = std::min(options.owl.tacticalBudget, limits.tacticalBudget);
  options.owl.searchRoot = plan.owlPassSearchRoot;
  options.dropGuessedCritical = plan.dropGuessedCritical;
  options.record = record;
  options.stop = [&clock] { return clock.past(kOwlPassClockShare); };
  const int most = engine.options().owlPassNodes;
  options.totalNodes = most;
  if (!clock.unlimited()) {
    options.totalNodes = std::min(
        most, std::max(static_cast<int>(clock.budget() * 20000.0), kOwlPassMinNodes));
    options.owl.nodeBudget = owlQuestionNodes(options.totalNodes, options.owl.nodeBudget);
  }
  options.bigDragonSize = kOwlPassBigDragon;
  options.bigDragonOwl = limits;
  options.bigDragonOwl.nodeBudget = options.owl.nodeBudget;
  return dragon::owlStatusPass(engine.game().mutableBoard(), dragons, engine.owlState(), options);
}

// make_dragons on the worms, then the owl pass.
static dragon::DragonAnalysis dragonsOf(Engine& engine, const worm::WormAnalysis& worms,
                                        const MoveClock& clock,
                                        std::vector<dragon::OwlPassRecord>* record,
                                        OwlPassScope scope = OwlPassScope::AsGenmove) {
  dragon::DragonAnalysis dragons =
      dragon::DragonAnalysis::make(engine.game().mutableBoard(), &worms);
  owlPass(engine, dragons, clock, record, scope);
  return dragons;
}

dragon::DragonAnalysis examinedDragons(Engine& engine, const MoveClock& clock,
                                       std::vector<dragon::OwlPassRecord>* record,
                                       OwlPassScope scope) {
  return dragonsOf(engine, wormsOf(engine, scaledReadingLimits(engine, clock)), clock, record,
                   scope);
}

PositionAnalysis examine(Engine& engine, core::Color color, const MoveClock& clock) {
  board::Board& b = engine.game().mutableBoard();
  const worm::ReadingLimits limits = scaledReadingLimits(engine, clock);
  const worm::WormAnalysis& worms = wormsOf(engine, limits);
  dragon::DragonAnalysis dragons = dragonsOf(engine, worms, clock, nullptr);
  engine.moyo().makeMoyo(b, DragonMoyoView(dragons), color);
  applyWeakAreas(engine.moyo(), dragons);
  return PositionAnalysis(b, color, worms, std::move(dragons), engine.moyo(), limits);
}

}  // namespace engine
