// The owl's eye spaces on diagrams: which space a goal may count as its own, and when a
// friendly string next to the goal is a way out.
#include "engine/dragon/owl_eyes.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <initializer_list>
#include <vector>

#include "engine/board/diagram.h"
#include "engine/worm/reader.h"

namespace dragon {
namespace {

// A wall on the sixth line with a gap at E6 walls in the lower board (65 points). The
// goal (E8 to E11) reaches that space only through E7, where Black's cut joins D7 and F7:
// the space is the wall's, not two eyes of the goal.
constexpr const char* kWallAndGoal = R"(
    . . . . . . . . . . . . .
    . . . X . X . . . . . . .
    . . . X O X . . . . . . .
    . . . X O X . . . . . . .
    . . . X O X . . . . . . .
    . . . X O X . . . . . . .
    . . . X . X . . . . . . .
    O O O O . O O O O O O O O
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .)";

// The owl's analysis of the goal made of `stones` (a node at the question's root), with the
// stones of `safeFriend` counted as alive.
OwlEyes eyesOfGoal(board::Board& b, const std::vector<Point>& stones,
                   const core::PointMap<bool>& safeFriend) {
  OwlGoal goal(b, b.at(stones.front()), stones);
  goal.refresh(b);
  worm::ReadingCache cache{1};
  worm::Reader reader(b, cache, worm::ReadingLimits{});
  OwlEyes eyes;
  eyes.compute(b, goal, reader, 0, safeFriend);
  return eyes;
}

class OwlEyesTest : public ::testing::Test {
 protected:
  // Is there a big space among the eye spaces of the goal made of these strings?
  bool hasBigSpace(std::initializer_list<const char*> goalStrings) {
    std::vector<Point> stones;
    for (const char* vertex : goalStrings)
      m_board.stones(*m_board.geometry().parseVertex(vertex), stones);
    const OwlEyes eyes = eyesOfGoal(m_board, stones, core::PointMap<bool>(false));
    const auto& spaces = eyes.spaces();
    return std::any_of(spaces.begin(), spaces.end(), [](const OwlEyeSpace& e) { return e.big; });
  }

  board::Board m_board = board::boardFromDiagram(kWallAndGoal);
};

TEST_F(OwlEyesTest, BigSpaceWalledByAnotherGroupIsNotTheGoalsEyes) {
  EXPECT_FALSE(hasBigSpace({"E11"}));
}

TEST_F(OwlEyesTest, BigSpaceIsTheEyesOfTheWallAroundIt) {
  EXPECT_TRUE(hasBigSpace({"A6", "F6"}));
}

// The escape of the goal through `goalVertex` when the dragon of `friendVertex` counts as
// alive at the question's root.
int escapeNextToFriend(board::Board& b, const char* goalVertex, const char* friendVertex) {
  const Point g = *b.geometry().parseVertex(goalVertex);
  std::vector<Point> stones, friendStones;
  b.stones(g, stones);
  b.stones(*b.geometry().parseVertex(friendVertex), friendStones);
  core::PointMap<bool> safeFriend(false);
  for (Point s : friendStones) safeFriend[s] = true;
  return eyesOfGoal(b, stones, safeFriend).escape();
}

// White's corner group (F2 to J3) could connect at F1 to E1, but E1 is in atari: the
// attacker's stones around it made the friend, alive at the root, capturable. It is no way
// out (GNU Go 3.8: E1 dead, F1 does not defend the corner).
TEST_F(OwlEyesTest, CapturableFriendIsNoWayOut) {
  board::Board b = board::boardFromDiagram(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . X X X X X
    . . . . X O O O O
    . . . X X O . . .
    . . . X O . . . .)");
  EXPECT_LT(escapeNextToFriend(b, "G3", "E1"), 12);
}

// The same goal next to a friend with many liberties: one move at E2 connects.
TEST_F(OwlEyesTest, SafeFriendNextToALibertyIsAWayOut) {
  board::Board b = board::boardFromDiagram(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . X X X X X
    . . . . X O O O O
    . . O O . O . . .
    . . O . . . . . .)");
  EXPECT_GE(escapeNextToFriend(b, "G3", "D2"), 20);
}

}  // namespace
}  // namespace dragon
