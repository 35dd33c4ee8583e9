#include "engine/board/move_tactics.h"

#include <gtest/gtest.h>

#include "engine/board/board.h"
#include "engine/board/diagram.h"
#include "engine/core/random.h"

namespace board {
namespace {

Point at(int x, int y) { return core::toPoint(x, y); }

TEST(MoveTactics, LibertiesAfterCountsCapturesAndMergedStrings) {
  const Board b = boardFromDiagram(
      "X O . . .\n"
      "X O . . .\n"
      ". X . . .\n"
      ". . . . .\n"
      ". . . . .\n");
  // White A3 captures A5-A4: A2 and the captured A4 are its liberties.
  EXPECT_EQ(capturedBy(b, at(0, 2), Color::White), 2);
  EXPECT_EQ(libertiesAfter(b, at(0, 2), Color::White, 4), 2);
  EXPECT_FALSE(isSelfAtari(b, at(0, 2), Color::White));
  // Black A3 joins A5-A4 and B3: A2, C3, B2.
  EXPECT_EQ(libertiesAfter(b, at(0, 2), Color::Black, 4), 3);
  EXPECT_EQ(stringSizeAfter(b, at(0, 2), Color::Black), 4);
  EXPECT_EQ(savedBy(b, at(0, 2), Color::Black), 2);
  // White C5 joins B5-B4: C4, D5, C5's string has also C4 via B4... C4 and D5.
  EXPECT_EQ(libertiesAfter(b, at(2, 0), Color::White, 4), 2);
}

TEST(MoveTactics, SelfAtariAndAtari) {
  const Board b = boardFromDiagram(
      ". X . . .\n"
      "X . X . .\n"
      ". X O . .\n"
      ". . . . .\n"
      ". . . . .\n");
  EXPECT_EQ(libertiesAfter(b, at(1, 1), Color::White, 4), 0);  // suicide
  EXPECT_EQ(libertiesAfter(b, at(0, 0), Color::White, 4), 0);
  EXPECT_EQ(libertiesAfter(b, at(2, 0), Color::White, 4), 1);
  EXPECT_TRUE(isSelfAtari(b, at(2, 0), Color::White));
  // White C4 (next to C3's string? no: D3 is empty) — B3 black has liberties A3, B4?, B2.
  // White D4 next to the black C4 stone (liberties C5, D4, B4... ) puts nothing in atari.
  EXPECT_EQ(atariBy(b, at(3, 1), Color::White), 0);
  // Black D3 next to the white C3 stone (liberties D3, C2): atari of one stone.
  EXPECT_EQ(atariBy(b, at(3, 2), Color::Black), 1);
  EXPECT_EQ(capturedBy(b, at(3, 2), Color::Black), 0);
}

// The definitions read only at/stringAt/nextStone/stringSize/inAtari: against a played
// move on random positions, liberties and captures agree with the board's own count.
TEST(MoveTactics, AgreesWithPlayingTheMove) {
  core::Random rng(5);
  for (int game = 0; game < 10; ++game) {
    Board b(9);
    core::Color c = core::Color::Black;
    for (int move = 0; move < 70; ++move) {
      for (Point p : b.geometry()) {
        if (!b.isLegal(p, c)) continue;
        const int libs = libertiesAfter(b, p, c, 8), captured = capturedBy(b, p, c);
        const int size = stringSizeAfter(b, p, c);
        ASSERT_TRUE(b.tryMove(p, c));
        EXPECT_EQ(captured, b.lastCaptureCount()) << b.toAscii();
        EXPECT_EQ(libs, std::min(b.libertyCount(p), 8)) << b.toAscii();
        EXPECT_EQ(size, b.stringSize(p));
        b.popMove();
      }
      std::vector<Point> legal;
      for (Point p : b.geometry())
        if (b.isLegal(p, c)) legal.push_back(p);
      if (legal.empty()) break;
      b.tryMove(legal[rng.below(static_cast<uint32_t>(legal.size()))], c);
      c = core::opponent(c);
    }
  }
}

}  // namespace
}  // namespace board
