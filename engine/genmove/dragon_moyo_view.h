// moyo::DragonView backed by the dragon module's analysis: DEAD dragons leave the moyo
// start board, and the weak-area rule reads and raises their safety (notes 4.11).
#pragma once

#include "engine/dragon/dragon.h"
#include "moyo/dragon_view.h"
#include "moyo/moyo.h"

namespace engine {

/// Adapts a DragonAnalysis to the read-only view make_moyo consumes.
class DragonMoyoView : public moyo::DragonView {
 public:
  explicit DragonMoyoView(const dragon::DragonAnalysis& dragons) : m_dragons(dragons) {}
  moyo::Safety safety(core::Point p) const override {
    return convert(m_dragons.dragonAt(p).safety);
  }
  moyo::Safety status(core::Point p) const override {
    return convert(m_dragons.dragonAt(p).status);
  }
  core::Point origin(core::Point p) const override { return m_dragons.dragonAt(p).origin; }
  int genus(core::Point p) const override { return m_dragons.dragonAt(p).genus; }
  /// The moyo module's Safety for a dragon Status.
  static moyo::Safety convert(dragon::Status s) {
    switch (s) {
      case dragon::Status::Dead:
        return moyo::Safety::Dead;
      case dragon::Status::Alive:
        return moyo::Safety::Alive;
      case dragon::Status::Critical:
        return moyo::Safety::Critical;
      default:
        return moyo::Safety::Unknown;
    }
  }

 private:
  const dragon::DragonAnalysis& m_dragons;
};

/// Feeds make_moyo's weak-area verdicts back: every dragon the last makeMoyo upgraded from
/// UNKNOWN gets safety CRITICAL (notes 4.11). Precondition: `m` was computed from a
/// DragonMoyoView over `dragons`.
inline void applyWeakAreas(const moyo::Moyo& m, dragon::DragonAnalysis& dragons) {
  for (const moyo::WeakDragon& w : m.weakDragons())
    if (w.upgraded) dragons.setSafety(dragons.dragonIndex(w.origin), dragon::Status::Critical);
}

}  // namespace engine
