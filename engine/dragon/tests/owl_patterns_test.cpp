// Owl candidates that come from the owl pattern databases (patterns/db/owl_attack.db,
// owl_defend.db): shapes where the eye-space analysis alone does not put the move first.
// Codes and moves were checked against GNU Go 3.8's owl_attack on the same diagram.
#include "engine/dragon/tests/owl_fixture.h"

namespace dragon {
namespace {

using OwlPatternsTest = OwlTest;

// Black's two-space extension on the third line (C3-F3, with D4) inside White's framework:
// the second-line probe under the gap (OA113) splits the base. Without the pattern the owl
// answers with a first-line liberty (C2) that GNU Go does not accept.
TEST_F(OwlPatternsTest, AttackerProbesUnderTheThirdLineTwoSpaceExtension) {
  load(R"(
    . . . . . . . . .
    . . . . . . . . .
    . O . . . O . O .
    . . O . O . . . .
    . O . . . . . O .
    . O . X . . . . .
    . X X . . X . O .
    . . . . . . O . .
    . . . . . . . . .)");
  const Answer a = attack("B3");
  EXPECT_EQ(a.gtp, 1);
  EXPECT_TRUE(oneOf(a.move, {"D2", "E2"})) << said(a);
}

// Black's corner (F8, with G7 on the 3-3 point) whose eye space is the empty corner behind
// the 3-3 stone: White's placement on the 2-2 point (OA119) leaves it one eye. Without the
// pattern the attacker gets only liberties and cutting points and the owl finds no kill.
TEST_F(OwlPatternsTest, AttackerPlacesOnTheTwoTwoPointUnderTheThreeThreeStone) {
  load(R"(
    . . . O X X . . .
    . . O . O X . . .
    . . . . O . X . .
    . O . . . . X X .
    . X O . O . O X O
    . X . . . O . O .
    . . X . X X O . .
    . . . . . X O . .
    . . . . . . . . .)");
  const Answer a = attack("F8");
  EXPECT_EQ(a.gtp, 1);
  EXPECT_EQ(a.move, "H8") << said(a);
}

// White's dragon F7 (owl1.tst 278): Black's connection F3 under White's F4 joins Black's
// E3 and G3 (OA122), so White's E7 is no defence; G4, joining G5 to the F4 string, is (GNU
// Go 3.8's answer). Without the pattern the attacker never tries F3 and the owl answers E7,
// which GNU Go's owl_does_defend refutes.
TEST_F(OwlPatternsTest, AttackerConnectsItsGapUnderTheDragonsStone) {
  load(R"(
    . . . . . . . . .
    . . . X X X . X .
    X X X X . O . X .
    . X O O O . O . X
    . O . X X X O . .
    X O O O O O . X .
    X X X X X . X X .
    . . . . . . X . .
    . . . . . . . . .)");
  const Answer a = defend("F7");
  EXPECT_EQ(a.gtp, 1);
  EXPECT_EQ(a.move, "G4") << said(a);
}

}  // namespace
}  // namespace dragon
