// The end-of-game evaluation where the unconditional analysis (engine/worm/unconditional.h)
// overrules the random playouts: unconditionally alive strings are never dead nor in seki,
// unconditionally dead ones always dead, unconditional territory always counts. Without the
// analysis the playouts get each of these diagrams wrong; GNU Go 3.8's final_score agrees
// with every expected score (komi 0.5).
#include "engine/dragon/final_score.h"

#include <gtest/gtest.h>

#include "engine/board/diagram.h"
#include "engine/dragon/dragon.h"

namespace dragon {
namespace {

struct Scored {
  explicit Scored(const char* diagram)
      : board(board::boardFromDiagram(diagram)),
        dragons(DragonAnalysis::make(board)),
        eval(FinalEvaluation::make(board, dragons, 0.5, false)) {}
  FinalStatus at(const char* vertex) const {
    return eval.status(*board.geometry().parseVertex(vertex));
  }
  board::Board board;
  DragonAnalysis dragons;
  FinalEvaluation eval;
};

// White's one string runs round the black corner group (three eyes of its own) and has two
// eyes, E9 and E1, each on the edge with a black stone on a diagonal: a playout takes them
// for false eyes and White fills one now and then, after which Black captures, so most
// playouts end with the white string captured. By Benson White is pass-alive: Black can
// never play E9 or E1.
constexpr const char* kFalseLookingEyes = R"(
O O O O . O X X X
O X X X O O X X X
O X . X O . X . X
O X X X O . X X X
O X . X O . X X X
O X X X O . X X X
O X . X O . X . X
O X X X O O X X X
O O O O . O X X X)";

TEST(FinalScoreUnconditional, PassAliveGroupWithFalseLookingEyesIsNeverDead) {
  const Scored s(kFalseLookingEyes);
  for (const char* v : {"A9", "A1", "E8", "F9", "F1", "E2"})
    EXPECT_EQ(s.at(v), FinalStatus::Alive) << v;
  EXPECT_EQ(s.at("E9"), FinalStatus::WhiteTerritory);
  EXPECT_EQ(s.at("E1"), FinalStatus::WhiteTerritory);
  EXPECT_EQ(s.at("B8"), FinalStatus::Alive);  // the black group inside lives too
  EXPECT_EQ(s.at("C5"), FinalStatus::BlackTerritory);
  EXPECT_EQ(s.at("F5"), FinalStatus::Dame);  // between the white and the black wall
  // Black: C7, C5, C3, H7, H3; White: E9, E1.
  EXPECT_EQ(s.eval.blackPoints(), 5);
  EXPECT_EQ(s.eval.whitePoints(), 2);
  EXPECT_EQ(FinalEvaluation::resultText(s.eval.score()), "B+2.5");
}

// Black's wall (eyes B9, D9) is pass-alive and shuts in a white ring whose only liberties,
// C6 and C3, are those of the black pair C5-C4. The playouts leave both sides standing (a
// seki), but Black kills the ring: Black C6 (self-atari), White C3 takes three stones, and
// Black C5 in the straight three leaves the ring one eye. Unconditionally the ring is dead,
// the pair alive and C6, C3 Black's territory.
constexpr const char* kRingAroundPair = R"(
X . X . X O . . .
X X X X X O . . .
X O O O X O . . .
X O . O X O . . .
X O X O X O . . .
X O X O X O . . .
X O . O X O . . .
X O O X X O . . .
X X X X X O . . .)";

TEST(FinalScoreUnconditional, UnconditionallyDeadRingIsDeadNotSeki) {
  const Scored s(kRingAroundPair);
  for (const char* v : {"B7", "C7", "D7", "B6", "D6", "D3", "B2", "C2"})
    EXPECT_EQ(s.at(v), FinalStatus::Dead) << v;
  EXPECT_EQ(s.eval.stonesWith(FinalStatus::Dead).size(), 13u);
  EXPECT_TRUE(s.eval.stonesWith(FinalStatus::Seki).empty());
}

TEST(FinalScoreUnconditional, UnconditionallyAlivePairIsNotInSeki) {
  const Scored s(kRingAroundPair);
  EXPECT_EQ(s.at("C5"), FinalStatus::Alive);
  EXPECT_EQ(s.at("C4"), FinalStatus::Alive);
}

TEST(FinalScoreUnconditional, UnconditionalTerritoryCounts) {
  const Scored s(kRingAroundPair);
  EXPECT_EQ(s.at("C6"), FinalStatus::BlackTerritory);
  EXPECT_EQ(s.at("C3"), FinalStatus::BlackTerritory);
  EXPECT_EQ(s.at("B9"), FinalStatus::BlackTerritory);
  EXPECT_EQ(s.at("J5"), FinalStatus::WhiteTerritory);
  // Black: B9, D9, C6, C3, the 13 points under the dead ring and its 13 prisoners; White:
  // columns G to J.
  EXPECT_EQ(s.eval.blackPoints(), 2 + 2 + 13 + 13);
  EXPECT_EQ(s.eval.whitePoints(), 27);
  EXPECT_EQ(FinalEvaluation::resultText(s.eval.score()), "B+2.5");
}

}  // namespace
}  // namespace dragon
