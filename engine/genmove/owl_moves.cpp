#include "engine/genmove/owl_moves.h"

#include <algorithm>

#include "engine/genmove/shapes.h"

namespace engine {

using core::Color;
using core::Point;

int owlMoveValue(const PositionAnalysis& a, const dragon::DragonData& d) {
  return std::min(dragonValue(a, d), kOwlMoveBase + kOwlMovePerStone * d.size);
}

void owlMoves(GenContext& g) {
  const PositionAnalysis& a = g.analysis;
  for (const dragon::DragonData& d : a.dragons().dragons()) {
    if (!d.owlRead || d.status != dragon::Status::Critical) continue;
    const bool own = d.color == g.color;
    const Point move = own ? d.owlDefense : d.owlAttack;
    if (move == core::kNoPoint || !g.board.isLegal(move, g.color)) continue;
    if (own && !g.safety.safe(move, g.color)) continue;
    const int value = owlMoveValue(a, d);
    g.propose(move, value, own ? Generator::OwlDefense : Generator::OwlAttack,
              std::string(own ? "saves dragon " : "kills dragon ") + g.vertex(d.origin) + " (" +
                  std::to_string(d.size) + " stones)");
  }
}

void territoryMoves(GenContext& g) {
  moyo::Moyo& m = g.analysis.moyo();
  for (Point p : g.board.geometry()) {
    if (g.board.at(p) != Color::Empty || m.terriColor(p) != Color::Empty) continue;
    if (!g.board.isLegal(p, g.color)) continue;
    const int swing = m.diffTerri(p, g.color);
    if (swing <= 0 || m.metaConnect(p, g.color) < 0) continue;
    if (!g.safety.safe(p, g.color) || !g.safety.confirm(p, g.color)) continue;
    g.propose(p, std::min(swing, 40), Generator::Territory,
              "territory swing " + std::to_string(swing));
  }
}

}  // namespace engine
