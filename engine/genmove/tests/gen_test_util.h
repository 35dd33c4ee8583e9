// Helpers for the generator tests: an engine holding a diagram position.
#pragma once

#include <initializer_list>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>

#include "engine/board/diagram.h"
#include "engine/genmove/engine.h"
#include "engine/genmove/move_reasons.h"

namespace engine::testing {

/// These engines choose with the 2.x generators alone (no Monte-Carlo search): the tests
/// check what each generator proposes and that the 2.x rule picks it.
inline std::unique_ptr<Engine> engineWith(std::string_view diagram,
                                          core::Color toMove = core::Color::Black,
                                          unsigned style = kStyleStandard) {
  EngineOptions o;
  o.playStyle = style;
  o.playouts = 0;
  auto e = std::make_unique<Engine>(o);
  e->game() = board::gameFromDiagram(diagram, toMove);
  return e;
}

/// A 19x19 corner of loose black and white stones (23), for the connection reading and
/// the weighted choice's tests.
inline constexpr const char* kLooseCorner = R"(
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . . X . . . . . . . . . . . . . . .
    . . X X . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . O . X . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . . O . X . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . O . . O . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    . O O O . . . . . . . . . . . . . . .
    . X . X O . . . . . . . . . . . . . .
    . . X . O . . O . . . . . . . . . . .
    . . X O . . X . . . . . . . . . . . .
    . . . . . O . X . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .)";

/// An engine on an empty board of the given size (komi 5.5).
inline std::unique_ptr<Engine> engineOnEmpty(int size, unsigned style = kStyleStandard) {
  EngineOptions o;
  o.playStyle = style;
  o.playouts = 0;
  auto e = std::make_unique<Engine>(o);
  e->game() = board::Game(size, 5.5);
  return e;
}

/// The point of a GTP vertex on the engine's board ("C2").
inline core::Point at(const Engine& e, std::string_view vertex) {
  return *e.game().board().geometry().parseVertex(vertex);
}

/// An engine after the given moves, colors alternating from Black (each must be legal).
inline std::unique_ptr<Engine> engineAfter(int size, std::initializer_list<const char*> moves) {
  auto e = engineOnEmpty(size);
  for (const char* m : moves) {
    const core::Color c = e->game().toMove();
    if (e->game().play(at(*e, m), c) != board::PlayError::None)
      throw std::invalid_argument(std::string("illegal test move ") + m);
  }
  return e;
}

/// The best value a generator proposed at p in a result, -1 if none.
inline int valueFrom(const GenmoveResult& r, core::Point p, Generator g) {
  int best = -1;
  for (const MoveReason& m : r.reasons)
    if (m.move == p && m.generator == g && m.value > best) best = m.value;
  return best;
}

}  // namespace engine::testing
