// ASCII diagrams for tests and tools: "X" black, "O" white, "." or "+" empty, spaces ignored.
#pragma once

#include <string_view>

#include "engine/board/board.h"
#include "engine/board/game.h"

namespace board {

/// Builds a board from a diagram, top row first; the size is the number of rows.
/// The stones are placed in one setup frame. Precondition: a well-formed square diagram
/// (tests only; external input never comes here).
Board boardFromDiagram(std::string_view diagram);
/// The same as a Game (setup step), with `toMove` to play.
Game gameFromDiagram(std::string_view diagram, Color toMove = Color::Black);

}  // namespace board
