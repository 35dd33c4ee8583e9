#include "engine/dragon/owl_status.h"

#include <algorithm>
#include <optional>

namespace dragon {

namespace {
// The attack works, yet the defense answered "no move needed": the root attack (the widest
// search) found a kill that the defense's own check, one ply deeper and narrower, missed.
// The dragon needs a move after all; the killing point is the first one to try (in budget
// mode a CRITICAL dragon without a defense point got no owl move at all).
void nameDefense(OwlReader& owl, const DragonAnalysis& da, Point stone, OwlStatus& s) {
  if (s.attack == core::kNoPoint) return;
  const OwlResult r = owl.tryDefense(da, s.attack, stone);
  s.nodes += r.nodes;
  // Only a complete reading names the move (a guess would not make the verdict one).
  if (r.code == worm::kLose || r.budgetHit) return;
  s.defense = s.attack;
  s.defenseCode = worm::gtpCode(r.code);
}
}  // namespace

OwlStatus readOwlStatus(OwlReader& owl, const DragonAnalysis& da, Point stone) {
  OwlStatus s;
  const OwlResult attack = owl.attack(da, stone);
  s.nodes += attack.nodes;
  s.attackCode = worm::gtpCode(attack.code);
  s.guessed = attack.budgetHit;
  if (attack.code == worm::kLose) {
    s.status = Status::Alive;
    s.seki = owl.livesInSeki(da, stone);
    return s;
  }
  s.attack = attack.move;
  const OwlResult defense = owl.defend(da, stone);
  s.nodes += defense.nodes;
  s.defenseCode = worm::gtpCode(defense.code);
  s.guessed = s.guessed || defense.budgetHit;
  if (defense.code == worm::kLose) {
    s.status = Status::Dead;
    return s;
  }
  s.defense = defense.move;
  s.status = Status::Critical;
  if (s.defense == core::kNoPoint) nameDefense(owl, da, stone, s);
  return s;
}

int owlStatusPass(board::Board& b, DragonAnalysis& da, OwlState& state,
                  const OwlPassOptions& options) {
  OwlReader owl(b, state, options.owl);
  owl.setStop(options.stop);
  std::optional<OwlReader> bigOwl;  // built at the first big dragon
  int used = 0;
  // Bigger dragons first: when the budget runs out, the small ones keep their static status.
  std::vector<int> order;
  for (int i = 0; i < static_cast<int>(da.dragons().size()); ++i) {
    const Status st = da.dragons()[static_cast<size_t>(i)].status;
    if (options.everyDragon || st == Status::Critical || st == Status::Unknown) order.push_back(i);
  }
  std::stable_sort(order.begin(), order.end(), [&](int x, int y) {
    return da.dragons()[static_cast<size_t>(x)].size > da.dragons()[static_cast<size_t>(y)].size;
  });
  for (int i : order) {
    if (options.totalNodes > 0 && used >= options.totalNodes) break;
    if (options.stop && options.stop()) break;
    // Through the origin, not keyStone as GTP dragon_status: genmove's pass read through the
    // key stone lowered the 19x19 match margin (docs/measurements.md).
    const DragonData& dragon = da.dragons()[static_cast<size_t>(i)];
    const bool big = options.bigDragonSize > 0 && dragon.size >= options.bigDragonSize;
    if (big && !bigOwl) {
      bigOwl.emplace(b, state, options.bigDragonOwl);
      bigOwl->setStop(options.stop);
    }
    const OwlStatus s = readOwlStatus(big ? *bigOwl : owl, da, dragon.origin);
    used += s.nodes;
    const bool drop = options.dropGuessedCritical && s.guessed && s.status == Status::Critical;
    if (options.record != nullptr)
      options.record->push_back({i, s, !drop, da.dragons()[static_cast<size_t>(i)].status});
    if (drop) continue;
    DragonData& d = da.mutableDragon(i);
    d.status = d.safety = s.status;
    d.owlAttack = s.attack;
    d.owlAttackCode = s.attackCode;
    d.owlDefense = s.defense;
    d.owlDefenseCode = s.defenseCode;
    d.seki = s.seki;
    d.owlRead = true;
  }
  return used;
}

}  // namespace dragon
