#include "engine/board/board.h"

#include <gtest/gtest.h>

#include "engine/board/diagram.h"
#include "engine/core/random.h"

namespace board {
namespace {

using core::toPoint;

TEST(BoardTest, EmptyBoardHasNoStonesAndZeroHash) {
  Board b(9);
  EXPECT_EQ(b.hash(), 0u);
  for (Point p : b.geometry()) EXPECT_EQ(b.at(p), Color::Empty);
  EXPECT_EQ(b.at(toPoint(-1, 0)), Color::Border);
  EXPECT_EQ(b.at(toPoint(9, 0)), Color::Border);
  b.checkInvariants();
}

TEST(BoardTest, CaptureRemovesStringAndUndoRestoresIt) {
  Board b = boardFromDiagram(R"(
    . X O .
    X O . .
    . X . .
    . . . .)");
  const uint64_t before = b.hash();
  EXPECT_EQ(b.libertyCount(toPoint(1, 1)), 1);
  EXPECT_EQ(b.libertyCount(toPoint(2, 0)), 2);
  ASSERT_TRUE(b.tryMove(toPoint(2, 1), Color::Black));  // takes the O in the middle
  EXPECT_EQ(b.at(toPoint(1, 1)), Color::Empty);
  EXPECT_EQ(b.libertyCount(toPoint(2, 0)), 1);
  EXPECT_EQ(b.libertyCount(toPoint(2, 1)), 3);
  b.checkInvariants();
  ASSERT_TRUE(b.tryMove(toPoint(3, 0), Color::Black));
  EXPECT_EQ(b.at(toPoint(2, 0)), Color::Empty);
  EXPECT_EQ(b.captured(Color::White), 2);
  b.checkInvariants();
  b.popMove();
  b.popMove();
  EXPECT_EQ(b.hash(), before);
  EXPECT_EQ(b.at(toPoint(2, 0)), Color::White);
  b.checkInvariants();
}

TEST(BoardTest, SuicideIsIllegalAndKoForbidsImmediateRecapture) {
  Board b = boardFromDiagram(R"(
    . X O . .
    X O . O .
    . X O . .
    X . . . .
    . X . . .)");
  EXPECT_EQ(b.check(toPoint(0, 4), Color::White), MoveError::Suicide);
  EXPECT_EQ(b.check(toPoint(0, 0), Color::White), MoveError::None);  // captures B5
  ASSERT_TRUE(b.tryMove(toPoint(2, 1), Color::Black));  // captures O at B4
  EXPECT_EQ(b.lastCaptureCount(), 1);
  EXPECT_EQ(b.koPoint(), toPoint(1, 1));
  EXPECT_EQ(b.check(toPoint(1, 1), Color::White), MoveError::Ko);
  ASSERT_TRUE(b.tryMove(toPoint(4, 4), Color::White));
  EXPECT_EQ(b.koPoint(), kNoPoint);
  EXPECT_TRUE(b.isLegal(toPoint(1, 1), Color::White));
}

TEST(BoardTest, MergingStringsCountsSharedLibertiesOnce) {
  Board b = boardFromDiagram(R"(
    . . . . .
    . X . X .
    . . . . .
    . . . . .
    . . . . .)");
  ASSERT_TRUE(b.tryMove(toPoint(2, 1), Color::Black));
  EXPECT_EQ(b.stringSize(toPoint(1, 1)), 3);
  EXPECT_EQ(b.libertyCount(toPoint(3, 1)), 8);
  EXPECT_EQ(b.origin(toPoint(3, 1)), toPoint(1, 1));
  b.checkInvariants();
}

// KataGo-style stress: random and garbage moves on several sizes, invariants after every
// change, and exact restoration after undo.
TEST(BoardTest, RandomPlayAndUndoKeepInvariants) {
  core::Random rng(7);
  for (int size : {2, 3, 5, 9, 13, 19, 25}) {
    Board b(size);
    std::vector<uint64_t> hashes;
    std::vector<std::string> pictures;
    for (int i = 0; i < 600; ++i) {
      const Point p = static_cast<Point>(rng.below(core::kMaxArea));
      const Color c = rng.below(2) ? Color::Black : Color::White;
      const uint64_t h = b.hash();
      const std::string pic = b.toAscii();
      if (b.tryMove(p, c)) {
        hashes.push_back(h);
        pictures.push_back(pic);
        b.checkInvariants();
      }
      if (!hashes.empty() && rng.below(5) == 0) {
        b.popMove();
        EXPECT_EQ(b.hash(), hashes.back());
        EXPECT_EQ(b.toAscii(), pictures.back());
        hashes.pop_back();
        pictures.pop_back();
        b.checkInvariants();
      }
    }
  }
}

TEST(BoardTest, SetupRebuildsStringsAndPositionIdChanges) {
  Board b(5);
  const uint64_t id = b.positionId();
  b.beginSetup();
  b.setStone(toPoint(1, 1), Color::Black);
  b.setStone(toPoint(1, 2), Color::Black);
  EXPECT_NE(b.positionId(), id);
  EXPECT_EQ(b.stringSize(toPoint(1, 1)), 2);
  b.setStone(toPoint(1, 1), Color::Empty);
  EXPECT_EQ(b.stringSize(toPoint(1, 2)), 1);
  b.checkInvariants();
  b.popMove();
  EXPECT_EQ(b.at(toPoint(1, 2)), Color::Empty);
  b.checkInvariants();
}

}  // namespace
}  // namespace board
