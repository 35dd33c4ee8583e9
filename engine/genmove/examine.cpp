#include "engine/genmove/examine.h"

#include <algorithm>

#include "engine/dragon/life_reader.h"
#include "engine/genmove/dragon_moyo_view.h"
#include "engine/worm/worm_state.h"

namespace engine {

worm::ReadingLimits scaledReadingLimits(const Engine& engine, const MoveClock& clock) {
  worm::ReadingLimits limits = engine.readingLimits();
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

std::vector<DragonLife> readDragons(board::Board& b, dragon::DragonAnalysis& dragons,
                                    const MoveClock& clock) {
  std::vector<DragonLife> life(dragons.dragons().size());
  const int nodes =
      clock.unlimited() ? 200 : std::clamp(static_cast<int>(clock.budget() * 2000), 30, 200);
  for (size_t i = 0; i < life.size(); ++i) {
    const dragon::DragonData& d = dragons.dragons()[i];
    if (d.status != dragon::Status::Unknown && d.status != dragon::Status::Critical) continue;
    if (clock.past(0.4)) break;
    dragon::LifeReader reader(b, nodes, 4);
    const dragon::LifeResult r = reader.read(dragons, d.origin);
    DragonLife& l = life[i];
    l.read = true;
    l.status = r.status;
    l.attack = r.attack;
    l.defense = r.defense;
    if (r.status == dragon::Status::Alive && d.status == dragon::Status::Critical)
      l.status = dragon::Status::Critical;
    if (l.status != dragon::Status::Unknown) dragons.setStatus(static_cast<int>(i), l.status);
  }
  return life;
}

PositionAnalysis examine(Engine& engine, core::Color color, const MoveClock& clock) {
  board::Board& b = engine.game().mutableBoard();
  const worm::ReadingLimits limits = scaledReadingLimits(engine, clock);
  const worm::WormAnalysis& worms = wormsOf(engine, limits);
  dragon::DragonAnalysis dragons = dragon::DragonAnalysis::make(b, &worms);
  std::vector<DragonLife> life = readDragons(b, dragons, clock);
  engine.moyo().makeMoyo(b, DragonMoyoView(dragons), color);
  applyWeakAreas(engine.moyo(), dragons);
  return PositionAnalysis(b, color, worms, std::move(dragons), std::move(life), engine.moyo(),
                          limits);
}

}  // namespace engine
