#include "engine/board/game.h"

#include <gtest/gtest.h>

namespace board {
namespace {

using core::toPoint;

TEST(GameTest, UndoRestoresSideToMoveAndRefusesSetup) {
  Game g(9);
  g.placeHandicap(fixedHandicapPoints(9, 2));
  EXPECT_EQ(g.toMove(), Color::White);
  EXPECT_FALSE(g.undo());
  ASSERT_EQ(g.play(toPoint(4, 4), Color::White), PlayError::None);
  EXPECT_EQ(g.toMove(), Color::Black);
  EXPECT_TRUE(g.undo());
  EXPECT_EQ(g.toMove(), Color::White);
  EXPECT_EQ(g.moveCount(), 0);
}

TEST(GameTest, PositionalSuperkoForbidsRepeatingAPosition) {
  Game g(4);
  g.setPositionalSuperko(true);
  // A ko: White plays into B3 (one liberty) and Black takes it back at C3.
  g.setup({toPoint(1, 0), toPoint(0, 1), toPoint(1, 2)}, {toPoint(2, 0), toPoint(3, 1), toPoint(2, 2)});
  ASSERT_EQ(g.play(toPoint(1, 1), Color::White), PlayError::None);
  ASSERT_EQ(g.play(toPoint(2, 1), Color::Black), PlayError::None);  // captures B3
  EXPECT_EQ(g.board().at(toPoint(1, 1)), Color::Empty);
  EXPECT_EQ(g.check(toPoint(1, 1), Color::White), PlayError::Ko);
  ASSERT_EQ(g.play(kPass, Color::White), PlayError::None);
  ASSERT_EQ(g.play(kPass, Color::Black), PlayError::None);
  EXPECT_TRUE(g.bothPassed());
  // Recapturing now would repeat the position after White's first move.
  EXPECT_EQ(g.check(toPoint(1, 1), Color::White), PlayError::Superko);
  g.setPositionalSuperko(false);
  EXPECT_EQ(g.check(toPoint(1, 1), Color::White), PlayError::None);
  // Whatever the rules, the move generator can ask whether a move repeats a position.
  EXPECT_TRUE(g.repeatsPosition(toPoint(1, 1), Color::White));
  EXPECT_FALSE(g.repeatsPosition(toPoint(3, 3), Color::White));
  EXPECT_FALSE(g.repeatsPosition(kPass, Color::White));
}

TEST(GameTest, FixedHandicapFollowsGtpTable) {
  EXPECT_EQ(fixedHandicapPoints(19, 9).size(), 9u);
  EXPECT_TRUE(fixedHandicapPoints(19, 1).empty());
  EXPECT_TRUE(fixedHandicapPoints(19, 10).empty());
  EXPECT_TRUE(fixedHandicapPoints(7, 5).empty());
  EXPECT_TRUE(fixedHandicapPoints(6, 2).empty());
  EXPECT_EQ(fixedHandicapPoints(10, 4).size(), 4u);
  EXPECT_TRUE(fixedHandicapPoints(10, 5).empty());
}

}  // namespace
}  // namespace board
