// fuseki() (notes 6.2): the opening. Empty corners (a weighted random 3-3 .. 4-5 point),
// the centre on small boards, and on 19x19 enclosures, approaches and big points on the
// sides chosen by diff_moyo. Play styles: no_fuseki (empty corners only), tenuki (every
// fuseki move at 85), fearless (4th-line side points, 3-3 invasions).
#pragma once

#include "engine/genmove/gen_context.h"

namespace engine {

/// Proposes the opening move (if any) for g.color.
void fuseki(GenContext& g);

/// True while fuseki still proposes moves: boards of 9 and more with fewer than 2 * size
/// stones (size with no_fuseki). Counted from the stones, so set-up positions and undo
/// agree with played games.
bool fusekiActive(const board::Game& game, unsigned style);

}  // namespace engine
