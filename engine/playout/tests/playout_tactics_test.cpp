#include "engine/playout/playout_tactics.h"

#include <gtest/gtest.h>

#include "engine/board/diagram.h"
#include "engine/playout/playout.h"

namespace playout {
namespace {

using core::Color;
using core::toPoint;

// The playout board of a diagram after `color` plays `last` there.
PlayoutBoard afterMove(const char* diagram, Point last, Color color) {
  PlayoutBoard pb(board::boardFromDiagram(diagram));
  pb.play(last, color);
  return pb;
}

// White's new stone has two liberties; of Black's two ataris, the one whose run leaves
// White one liberty (a net) is chosen, and the policy plays it.
TEST(PlayoutTactics, AtariTheRunCannotEscape) {
  const PlayoutBoard pb = afterMove(
      ". . . . . . .\n"
      ". . . . . . .\n"
      ". . . X . . .\n"
      ". . X . . . .\n"
      ". . X . X . .\n"
      ". . . . . . .\n"
      ". . . . . . .\n",
      toPoint(3, 3), Color::White);
  core::Random rng(1);
  EXPECT_EQ(lowLibertyReply(pb, Color::Black, toPoint(3, 3), rng), toPoint(4, 3));
  EXPECT_EQ(choosePlayoutMove(pb, Color::Black, rng), toPoint(4, 3));
}

// An atari White escapes from with three liberties is no reply.
TEST(PlayoutTactics, NoAtariWhenTheRunEscapes) {
  const PlayoutBoard pb = afterMove(
      ". . . . . . .\n"
      ". . . . . . .\n"
      ". . . X . . .\n"
      ". . X . . . .\n"
      ". . . . . . .\n"
      ". . . . . . .\n"
      ". . . . . . .\n",
      toPoint(3, 3), Color::White);
  core::Random rng(1);
  EXPECT_EQ(lowLibertyReply(pb, Color::Black, toPoint(3, 3), rng), core::kNoPoint);
}

// White's move leaves Black's two stones two liberties: Black runs to the liberty that
// gives it the most.
TEST(PlayoutTactics, OwnStringRunsToThreeLiberties) {
  const PlayoutBoard pb = afterMove(
      ". . . . . . .\n"
      ". . . . . . .\n"
      ". . . . . . .\n"
      ". . O X X . .\n"
      ". . . O O . .\n"
      ". . . . . . .\n"
      ". . . . . . .\n",
      toPoint(3, 2), Color::White);
  Point first, second;
  ASSERT_TRUE(twoLiberties(pb, toPoint(3, 3), first, second));
  EXPECT_EQ(first, toPoint(4, 2));
  EXPECT_EQ(second, toPoint(5, 3));
  core::Random rng(1);
  EXPECT_EQ(lowLibertyReply(pb, Color::Black, toPoint(3, 2), rng), toPoint(5, 3));
}

// White captures three black stones in the corner: Black plays the middle point of the
// straight three White's capture left, so White has one eye there, not two.
TEST(PlayoutTactics, NakadeAfterCaptureOfThree) {
  const PlayoutBoard pb = afterMove(
      "X X X . . . .\n"
      "O O O O . . .\n"
      ". . . . . . .\n"
      ". . . . . . .\n"
      ". . . . . . .\n"
      ". . . . . . .\n"
      ". . . . . . .\n",
      toPoint(3, 0), Color::White);
  ASSERT_EQ(pb.lastCaptures(), 3);
  EXPECT_EQ(nakadeReply(pb, Color::Black, toPoint(3, 0)), toPoint(1, 0));
  core::Random rng(1);
  EXPECT_EQ(choosePlayoutMove(pb, Color::Black, rng), toPoint(1, 0));
}

// A square four has no vital point: no nakade reply.
TEST(PlayoutTactics, NoNakadeInASquareFour) {
  const PlayoutBoard pb = afterMove(
      "X X O . . . .\n"
      "X X . . . . .\n"
      "O O O . . . .\n"
      ". . . . . . .\n"
      ". . . . . . .\n"
      ". . . . . . .\n"
      ". . . . . . .\n",
      toPoint(2, 1), Color::White);
  ASSERT_EQ(pb.lastCaptures(), 4);
  EXPECT_EQ(nakadeReply(pb, Color::Black, toPoint(2, 1)), core::kNoPoint);
}

}  // namespace
}  // namespace playout
