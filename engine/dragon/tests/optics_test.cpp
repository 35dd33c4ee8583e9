// Eye-space values on diagrams, one test per cause of a wrong value: half and false eyes on
// dead stones, two single dead stones around one point, false margins, ko-contingent half
// eyes, dead strings that take moves to capture, bent four in the corner. Each expected
// value is GNU Go 3.8's `eval_eye` on the same diagram.
#include <gtest/gtest.h>

#include "engine/board/diagram.h"
#include "engine/dragon/dragon.h"

namespace dragon {
namespace {

Point at(const board::Board& b, const char* vertex) {
  return *b.geometry().parseVertex(vertex);
}

// The eye space `color` owns through `vertex`; fails the test when there is none.
const EyeSpace& spaceAt(const DragonAnalysis& d, const board::Board& b, Color color,
                        const char* vertex) {
  const EyeSpace* e = d.eyeSpace(color, at(b, vertex));
  EXPECT_NE(e, nullptr) << vertex;
  static const EyeSpace kNone;
  return e ? *e : kNone;
}

TEST(OpticsTest, DeadStoneOnAFalseEyePoint) {
  // D4 (a dead white stone) and D3 are Black's space; White's C5 and E5 make D4 a false
  // eye once captured, so the space is worth nothing.
  board::Board b = board::boardFromDiagram(R"(
    . . . X . O . O .
    X X X X X X O X X
    O O . X . . O . .
    X O . X X X O X X
    O O O X O O . O .
    X O X O X O X O O
    X O X . X O O O .
    X O X X X X O . X
    X O . . . X O X .)");
  const auto d = DragonAnalysis::make(b);
  const EyeSpace& e = spaceAt(d, b, Color::Black, "D3");
  EXPECT_TRUE(d.marginal(Color::Black, at(b, "D4")));
  EXPECT_EQ(e.minEye, 0);
  EXPECT_EQ(e.maxEye, 0);
}

TEST(OpticsTest, HalfEyeOnADeadStoneGraftsItsKey) {
  // Black's dead A5 and the point A4 are White's space; A5's diagonal B6 decides it (a half
  // eye on the stone's point): no eye if Black plays B6 first, one if White does.
  board::Board b = board::boardFromDiagram(R"(
    . O X . . . . . .
    O O X . . . . . .
    O X X X X . . . .
    O . . . X . . . .
    X O O O X X X X X
    . O . . O O O O O
    O O O O X O . X O
    X X . O X O O O O
    . X . O X X X X O)");
  const auto d = DragonAnalysis::make(b);
  const EyeSpace& e = spaceAt(d, b, Color::White, "A4");
  EXPECT_EQ(e.minEye, 0);
  EXPECT_EQ(e.maxEye, 1);
  EXPECT_EQ(e.vital, at(b, "B6"));
}

TEST(OpticsTest, TwoSingleDeadStonesAroundOnePointAreTwoEyes) {
  // White's A6 and A4 each have only A5 as liberty: White cannot play A5 (suicide), Black's
  // A5 captures both and leaves two eyes.
  board::Board b = board::boardFromDiagram(R"(
    . X . X . . O X O
    O X O X X X O X X
    X X X X X O X O .
    O X . . X O . O .
    . X . X . O . O .
    O X X X O O O O O
    X X O O O . . . .
    . X X O X X X X X
    . . X O X . . . X)");
  const auto d = DragonAnalysis::make(b);
  const EyeSpace& e = spaceAt(d, b, Color::Black, "A5");
  EXPECT_EQ(e.minEye, 2);
  EXPECT_EQ(e.maxEye, 2);
}

TEST(OpticsTest, FalseMarginLeavesTheEyeSpace) {
  // White's eye holds the dead black D9. Black's E9 would connect it to F9 but leave the
  // three stones with one liberty, so E9 is a false margin: the space is D9 alone, one eye.
  board::Board b = board::boardFromDiagram(R"(
    O . O X . X . X .
    O O O O O O X . X
    X X X X X X X X X
    O O O . O O O X X
    X X X X X X X X X
    . . . . . . . . .
    . . X . X X X O O
    O O O X O . . X .
    . O X . O . X O X)");
  const auto d = DragonAnalysis::make(b);
  EXPECT_EQ(d.eyeSpace(Color::White, at(b, "E9")), nullptr);
  const EyeSpace& e = spaceAt(d, b, Color::White, "D9");
  EXPECT_EQ(e.esize, 1);
  EXPECT_EQ(e.minEye, 1);
  EXPECT_EQ(e.maxEye, 1);
}

TEST(OpticsTest, KoContingentDiagonalMakesAHalfEye) {
  // Black's corner eye A1: White's B2 would capture B3 as a ko. The ko makes A1 a half eye
  // whose key is B2 (GNU Go's topological value 2.75).
  board::Board b = board::boardFromDiagram(R"(
    . X . X O . O X X
    . X X X O . O . X
    X . X O O . . O O
    O X O X O O O X O
    O O O X X X X . X
    O O O O O O X X X
    O X O . . O O . .
    X . X X X . O O O
    . X X . X . O . .)");
  const auto d = DragonAnalysis::make(b);
  const EyeSpace& e = spaceAt(d, b, Color::Black, "A1");
  EXPECT_EQ(e.minEye, 0);
  EXPECT_EQ(e.maxEye, 1);
  EXPECT_EQ(e.vital, at(b, "B2"));
}

TEST(OpticsTest, StoneTakenOnlyByKoMakesAHalfEye) {
  // White's eye D7: Black's C6 and E8 can each be captured only by a ko capture (White's B6
  // or F8, which Black retakes). Two such diagonals make a half eye (GNU Go's value 2.5).
  board::Board b = board::boardFromDiagram(R"(
    X . O O O X X . .
    X . O O X . X . .
    X X O . O X X . .
    X . X O O O X X X
    X X O O . O . X .
    X X . O O X X X O
    O X X . X X O O .
    . O X X X O . O .
    O X X . X X O . O)");
  const auto d = DragonAnalysis::make(b);
  const EyeSpace& e = spaceAt(d, b, Color::White, "D7");
  EXPECT_EQ(e.minEye, 0);
  EXPECT_EQ(e.maxEye, 1);
}

TEST(OpticsTest, DeadStringOnTheEdgeTakesTwoMovesToCapture) {
  // White's G9-J9 string has two liberties, F9 and J8, both in Black's space. Black needs
  // both moves to capture, and the straight three left on the edge is one eye (the
  // eye-space reader's value; the shapes would count five points as two eyes).
  board::Board b = board::boardFromDiagram(R"(
    . . O . X . O O O
    . . O . X X X X .
    . . O O O . . X X
    . . . . O O O O O
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .)");
  const auto d = DragonAnalysis::make(b);
  const EyeSpace& e = spaceAt(d, b, Color::Black, "F9");
  EXPECT_EQ(e.esize, 5);
  EXPECT_EQ(e.minEye, 1);
  EXPECT_EQ(e.maxEye, 1);
}

TEST(OpticsTest, BentFourInTheCorner) {
  // Black's A9 B9 A8 A7 bends at the corner: White's A8 leaves Black a ko at best, Black's
  // A8 makes two eyes.
  board::Board b = board::boardFromDiagram(R"(
    . . X O . . . . .
    . X X O . . . . .
    . X O O . . . . .
    X X O . . . . . .
    O O O . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .)");
  const auto d = DragonAnalysis::make(b);
  const EyeSpace& e = spaceAt(d, b, Color::Black, "A9");
  EXPECT_EQ(e.minEye, 1);
  EXPECT_EQ(e.maxEye, 2);
  EXPECT_EQ(e.vital, at(b, "A8"));
}

}  // namespace
}  // namespace dragon
