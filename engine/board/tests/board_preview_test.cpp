// Board::previewMove against the move really played, on random positions of 9x9 and 19x19.
#include <gtest/gtest.h>

#include <vector>

#include "engine/board/board.h"
#include "engine/core/random.h"

namespace board {
namespace {

// Plays c at p and reads what previewMove promises; the board is restored.
MovePreview played(Board& b, Point p, Color c, Point watched) {
  MovePreview out;
  out.error = b.check(p, c);
  if (out.error != MoveError::None) return out;
  const Color watchedColor = b.at(watched);
  std::vector<Point> stones;
  b.stones(watched, stones);
  EXPECT_TRUE(b.tryMove(p, c));
  out.captured = b.lastCaptureCount();
  out.ownLibs = b.libertyCount(p);
  out.takes = b.at(watched) != watchedColor;
  out.joins = !out.takes && b.sameString(p, watched);
  if (!out.takes) out.watchedLibs = b.libertyCount(watched);
  b.popMove();
  return out;
}

void expectSame(Board& b, Point p, Color c, Point watched) {
  const MovePreview e = b.previewMove(p, c, watched);
  const MovePreview r = played(b, p, c, watched);
  const std::string where = b.geometry().vertexName(p) + " watching " +
                            b.geometry().vertexName(watched) + "\n" + b.toAscii();
  ASSERT_EQ(static_cast<int>(e.error), static_cast<int>(r.error)) << where;
  if (e.error != MoveError::None) return;
  EXPECT_EQ(e.captured, r.captured) << where;
  EXPECT_EQ(e.ownLibs, r.ownLibs) << where;
  EXPECT_EQ(e.takes, r.takes) << where;
  EXPECT_EQ(e.joins, r.joins) << where;
  if (!e.takes) {
    EXPECT_EQ(e.watchedLibs, r.watchedLibs) << where;
  }
}

TEST(BoardPreviewTest, AgreesWithPlayingOnRandomPositions) {
  for (int size : {9, 19}) {
    core::Random rng(static_cast<uint64_t>(size));
    Board b(size);
    std::vector<Point> points(b.geometry().begin(), b.geometry().end());
    int checked = 0;
    for (int move = 0; move < 3 * size * size; ++move) {
      const Color toMove = move % 2 ? Color::White : Color::Black;
      const Point p = points[rng.below(static_cast<uint32_t>(points.size()))];
      if (!b.tryMove(p, toMove)) continue;
      if (move % 3 != 0) continue;
      const Point watched = points[rng.below(static_cast<uint32_t>(points.size()))];
      if (!isStone(b.at(watched))) continue;
      for (Point q : points)
        for (Color c : {Color::Black, Color::White}) {
          expectSame(b, q, c, watched);
          ++checked;
        }
    }
    EXPECT_GT(checked, 1000);
  }
}

}  // namespace
}  // namespace board
