// Bounded life-and-death reading (life_reader.h) on small corner shapes.
#include "engine/dragon/life_reader.h"

#include <gtest/gtest.h>

#include "engine/board/diagram.h"

namespace dragon {
namespace {

Point at(const board::Board& b, const char* vertex) {
  return *b.geometry().parseVertex(vertex);
}

LifeResult readAt(board::Board& b, const char* vertex) {
  const uint64_t before = b.hash();
  const DragonAnalysis da = DragonAnalysis::make(b);
  LifeReader reader(b);
  const LifeResult r = reader.read(da, at(b, vertex));
  EXPECT_EQ(b.hash(), before);  // the board is restored
  return r;
}

TEST(LifeReaderTest, StraightThreeIsCriticalAtItsMiddle) {
  board::Board b = board::boardFromDiagram(R"(
    . . . . . . .
    . . . . . . .
    . . . . . . .
    X X X X X X .
    O O O O O X .
    O O O O O X .
    . . . O O X .)");
  const LifeResult r = readAt(b, "A2");
  EXPECT_EQ(r.status, Status::Critical);
  EXPECT_EQ(r.attack, at(b, "B1"));
  EXPECT_EQ(r.defense, at(b, "B1"));
}

TEST(LifeReaderTest, StraightFourLives) {
  board::Board b = board::boardFromDiagram(R"(
    . . . . . . .
    . . . . . . .
    . . . . . . .
    X X X X X X .
    O O O O O X .
    O O O O O X .
    . . . . O X .)");
  EXPECT_EQ(readAt(b, "A2").status, Status::Alive);
}

TEST(LifeReaderTest, TwoSeparateEyesLive) {
  board::Board b = board::boardFromDiagram(R"(
    . . . . . . .
    . . . . . . .
    . . . . . . .
    X X X X X X .
    O O O O O X .
    O O O O O X .
    . O . O O X .)");
  EXPECT_EQ(readAt(b, "B2").status, Status::Alive);
}

TEST(LifeReaderTest, StoneOnTheVitalPointKills) {
  // Black already sits in the middle of the straight three: White cannot make two eyes.
  board::Board b = board::boardFromDiagram(R"(
    . . . . . . .
    . . . . . . .
    . . . . . . .
    X X X X X X .
    O O O O O X .
    O O O O O X .
    . X . O O X .)");
  EXPECT_EQ(readAt(b, "A2").status, Status::Dead);
}

TEST(LifeReaderTest, TwoPointEyeIsDead) {
  board::Board b = board::boardFromDiagram(R"(
    . . . . . . .
    . . . . . . .
    . . . . . . .
    X X X X X X .
    O O O O O X .
    O O O O O X .
    . . O O O X .)");
  EXPECT_EQ(readAt(b, "A2").status, Status::Dead);
}

TEST(LifeReaderTest, BigEnclosedAreaLives) {
  board::Board b = board::boardFromDiagram(R"(
    . . . X O . .
    . . . X O . .
    . . . X O . .
    . . . X O . .
    . . . X O . .
    . . . X O . .
    . . . X O . .)");
  EXPECT_EQ(readAt(b, "D4").status, Status::Alive);
}

}  // namespace
}  // namespace dragon
