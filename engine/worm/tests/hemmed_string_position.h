// A 19x19 position shared by the reader's and the generators' tests: a white string hemmed
// in at the lower right (R7, two liberties, liberties T6 and T4) that the reader attacks only
// through the root's wider candidates (the attack at Q9 first saves Black's wall next to it;
// GNU Go 3.8: attack R7 = 1, defend R7 = 0). From a 19x19 classic match game, move 232.
#pragma once

namespace worm::testing {

inline constexpr const char* kHemmedStringR7 = R"(
. . . X O O O . O X O O X X X . . . .
. . . X X O . X O X . O X O O X . . .
. X X X O O O O O X O O X O O X . . X
. X O O X X . . . X . O X O O O X X .
. O O O O X . X . . X . X . O O X . X
O . O X X . . . . X . X . O O X O X X
. O O . . X . O . X O O O . X X O O X
. X O O . X X X . X . . . . . X O X X
. X X O . . . O . X O . . . . X O O O
. . X X X . . . . X . . . . X O O . .
. . . . . . . . . . . X . . X . O O O
. . . . O X . . . X X . . X . X X X X
. . X . . . X . . . O O O O O X O O O
. . . X X X O X X X X X X O . X O O .
. . X O O O O O O O O O X X . O X O O
. . X O O O . O . O O O O X X . X O .
. . . X X O O O O O X O . O O X X O X
. . . . X O X O X X X O . . O O X X .
. . . . X X X X X X O O . . . O X . X)";

}  // namespace worm::testing
