#include "interface/judgement.h"

#include "interface/dragon_access.h"
#include "interface/dragon_moyo_view.h"
#include "interface/moyo_print.h"

namespace iface {

Judgement judge(engine::Engine& engine, core::Color toMove) {
  moyo::Moyo& m = analyzeMoyo(engine, toMove);
  Judgement j{analyzeDragons(engine), m, toMove};
  applyWeakAreas(m, j.dragons);
  return j;
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
