#include "engine/genmove/interim_move.h"

#include <gtest/gtest.h>

#include "engine/board/diagram.h"

namespace engine {
namespace {

using core::Color;
using core::toPoint;

TEST(InterimMove, CapturesTheLargestStringInAtari) {
  const board::Game g = board::gameFromDiagram(R"(
    X X X X . . .
    X O O X . . .
    X O O . . . .
    X X X X . . .
    . . . . . X .
    . . . . X O X
    . . . . . . .)");
  core::Random rng(1);
  EXPECT_EQ(interimMove(g, Color::Black, rng), toPoint(3, 2));  // four stones, not the one
}

TEST(InterimMove, PassesWhenEveryPointIsSettledTerritory) {
  const board::Game g = board::gameFromDiagram(R"(
    . . . X O . . . .
    . . . X O . . . .
    . . . X O . . . .
    . . . X O . . . .
    . . . X O . . . .
    . . . X O . . . .
    . . . X O . . . .
    . . . X O . . . .
    . . . X O . . . .)");
  core::Random rng(1);
  EXPECT_EQ(interimMove(g, Color::Black, rng), core::kPass);
  EXPECT_EQ(interimMove(g, Color::White, rng), core::kPass);
}

TEST(InterimMove, NeverFillsItsOwnEye) {
  const board::Game g = board::gameFromDiagram(R"(
    . X O . .
    X X O . .
    O O O . .
    . . . . .
    . . . . .)");
  core::Random rng(3);
  for (int i = 0; i < 20; ++i) EXPECT_NE(interimMove(g, Color::Black, rng), toPoint(0, 0));
}

}  // namespace
}  // namespace engine
