// The owl's eye spaces on diagrams: which space a goal may count as its own.
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

class OwlEyesTest : public ::testing::Test {
 protected:
  // Is there a big space among the eye spaces of the goal made of these strings?
  bool hasBigSpace(std::initializer_list<const char*> goalStrings) {
    std::vector<Point> stones;
    Color color = Color::Empty;
    for (const char* vertex : goalStrings) {
      const Point s = *m_board.geometry().parseVertex(vertex);
      color = m_board.at(s);
      m_board.stones(s, stones);
    }
    OwlGoal goal(m_board, color, stones);
    goal.refresh(m_board);
    worm::ReadingCache cache{1};
    worm::Reader reader(m_board, cache, worm::ReadingLimits{});
    OwlEyes eyes;
    eyes.compute(m_board, goal, reader, 0, core::PointMap<bool>(false));
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

}  // namespace
}  // namespace dragon
