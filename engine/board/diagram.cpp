#include "engine/board/diagram.h"

#include <string>
#include <vector>

#include "engine/core/check.h"

namespace board {

static std::vector<std::string> diagramRows(std::string_view diagram) {
  std::vector<std::string> rows;
  std::string row;
  for (char ch : std::string(diagram) + "\n") {
    if (ch == '\n') {
      if (!row.empty()) rows.push_back(row);
      row.clear();
    } else if (ch == 'X' || ch == 'O' || ch == '.' || ch == '+') {
      row += ch;
    }
  }
  return rows;
}

Game gameFromDiagram(std::string_view diagram, Color toMove) {
  const auto rows = diagramRows(diagram);
  const int size = static_cast<int>(rows.size());
  GX_CHECK(size >= core::kMinSize && size <= core::kMaxSize, "bad diagram size");
  std::vector<Point> black, white;
  for (int y = 0; y < size; ++y) {
    GX_CHECK(static_cast<int>(rows[y].size()) == size, "diagram row " + std::to_string(y));
    for (int x = 0; x < size; ++x) {
      if (rows[y][x] == 'X') black.push_back(core::toPoint(x, y));
      if (rows[y][x] == 'O') white.push_back(core::toPoint(x, y));
    }
  }
  Game game(size);
  game.setup(black, white);
  game.setToMove(toMove);
  return game;
}

Board boardFromDiagram(std::string_view diagram) { return gameFromDiagram(diagram).board(); }

}  // namespace board
