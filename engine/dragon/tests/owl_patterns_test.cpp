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

}  // namespace
}  // namespace dragon
