#include "interface/judgement.h"

#include "engine/genmove/examine.h"

namespace iface {

Judgement judge(engine::Engine& engine, core::Color toMove) {
  const engine::PositionAnalysis a = engine::examine(engine, toMove);
  return Judgement{a.dragons(), a.moyo(), toMove};
}

core::Color gridOwner(const moyo::Moyo& m, moyo::GridKind kind, core::Point p) {
  switch (kind) {
    case moyo::GridKind::Territory:
      return m.terriColor(p);
    case moyo::GridKind::Moyo:
      return m.moyoColor(p);
    case moyo::GridKind::Area:
      return m.areaColor(p);
  }
  return core::Color::Empty;
}

const char* safetyName(const Judgement& j, core::Point p) {
  return dragon::statusName(j.dragons.dragonAt(p).safety);
}

}  // namespace iface
