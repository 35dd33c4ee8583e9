#include "engine/playout/score_estimate.h"

#include <gtest/gtest.h>

#include <cmath>
#include <fstream>
#include <sstream>
#include <string>

#include "engine/board/bench/stored_game.h"
#include "engine/board/diagram.h"

namespace playout {
namespace {

// A finished board: Black fills the left five columns but for three eyes, White the right
// four but for three. No playout can move: Black has 45 points of area (42 stones), White
// 36 (33 stones); territory three eyes each.
constexpr const char* kFilledBoard =
    "X X X X X O O O O\n"
    "X . X X X O O . O\n"
    "X X X X X O O O O\n"
    "X X X X X O O O O\n"
    "X X X . X O O . O\n"
    "X X X X X O O O O\n"
    "X X X X X O O O O\n"
    "X . X X X O O . O\n"
    "X X X X X O O O O\n";

// The same position gives the same estimate; another position (one more move) another.
TEST(ScoreEstimate, DeterministicForAPosition) {
  const board::Game game = board::loadStoredGame("game001.sgf", 7.5, 20);
  const ScoreEstimate a = ScoreEstimate::run(game.board(), {7.5, false}, 200);
  const ScoreEstimate again = ScoreEstimate::run(game.board(), {7.5, false}, 200);
  EXPECT_EQ(a.whiteMinusBlack(), again.whiteMinusBlack());
  EXPECT_EQ(a.meanMargin(), again.meanMargin());
  for (Point p : game.board().geometry()) ASSERT_EQ(a.blackOwns(p), again.blackOwns(p));
  EXPECT_EQ(a.playouts(), 200);
  EXPECT_EQ(ScoreEstimate::run(game.board(), {7.5, false}).playouts(),
            ScoreEstimate::kPlayouts);
  const board::Game next = board::loadStoredGame("game001.sgf", 7.5, 21);
  EXPECT_NE(ScoreEstimate::run(next.board(), {7.5, false}, 200).meanMargin(), a.meanMargin());
}

// A finished position counts exactly: Japanese territory, Chinese area, komi for White.
TEST(ScoreEstimate, CountsAFinishedBoardByTheRules) {
  const board::Board b = board::boardFromDiagram(kFilledBoard);
  const ScoreEstimate japanese = ScoreEstimate::run(b, {6.5, false}, 100);
  EXPECT_DOUBLE_EQ(japanese.whiteMinusBlack(), 3 - 3 + 6.5);
  EXPECT_DOUBLE_EQ(japanese.meanMargin(), 3 - 3 + 6.5);
  EXPECT_DOUBLE_EQ(japanese.leadFor(core::Color::Black), -6.5);
  EXPECT_DOUBLE_EQ(ScoreEstimate::run(b, {6.5, true}, 100).whiteMinusBlack(), 36 - 45 + 6.5);
  EXPECT_DOUBLE_EQ(japanese.blackOwns(core::toPoint(1, 1)), 1.0);
  EXPECT_DOUBLE_EQ(japanese.blackOwns(core::toPoint(7, 4)), 0.0);
}

// Owner shares count sharpened: a whole point at 0 or 1, nothing at one half, symmetric.
TEST(ScoreEstimate, PointValueSharpensTheShare) {
  EXPECT_DOUBLE_EQ(ScoreEstimate::pointValue(1.0), 1.0);
  EXPECT_DOUBLE_EQ(ScoreEstimate::pointValue(0.5), 0.0);
  EXPECT_DOUBLE_EQ(ScoreEstimate::pointValue(0.2), -ScoreEstimate::pointValue(0.8));
  EXPECT_GT(ScoreEstimate::pointValue(0.8), 0.9);
  EXPECT_LT(ScoreEstimate::pointValue(0.55), 0.35);
}

// The side to move does not change the estimate: the game with Black to move and the same
// stones with White to move (after a pass) give the same number, on an open position.
TEST(ScoreEstimate, DoesNotFlipWithTheSideToMove) {
  board::Game game(9, 7.5);
  for (const char* v : {"E5", "C3", "G7", "C7", "G3", "E3"}) {
    const core::Color c = game.toMove();
    ASSERT_EQ(game.play(*game.board().geometry().parseVertex(v), c), board::PlayError::None);
  }
  const double blackToMove = ScoreEstimate::run(game.board(), {7.5, false}).whiteMinusBlack();
  ASSERT_EQ(game.play(core::kPass, game.toMove()), board::PlayError::None);
  const double whiteToMove = ScoreEstimate::run(game.board(), {7.5, false}).whiteMinusBlack();
  EXPECT_EQ(blackToMove, whiteToMove);
  // The empty board is even but for komi: each side starts half of the playouts. A playout
  // from the empty board often ends with one side owning nearly all of it, so the mean of
  // 1000 strays by several points; 16000 keep it within 2.
  const board::Board empty(9);
  EXPECT_NEAR(ScoreEstimate::run(empty, {0.0, true}, 16000).whiteMinusBlack(), 0.0, 2.0);
}

// A dead white group inside Black's framework: Black wins by a lot, whatever komi.
TEST(ScoreEstimate, AWonPositionHasItsSign) {
  const board::Board b = board::boardFromDiagram(
      ". . . . . . . . .\n"
      ". X X X X X X X .\n"
      ". X . . . . . X .\n"
      ". X . O . . . X .\n"
      ". X . . O . . X .\n"
      ". X . . . . . X .\n"
      ". X X X X X X X .\n"
      ". . . . . . . . .\n"
      ". . . . . . . . .\n");
  const ScoreEstimate e = ScoreEstimate::run(b, {7.5, false});
  EXPECT_LT(e.whiteMinusBlack(), -40.0);
  EXPECT_GT(e.blackOwns(core::toPoint(3, 3)), 0.9);  // D6, the dead white stone's point
}

// A finished stored game: the estimate lands near GNU Go 3.8's final_score of it (the one
// regression/games/expected.tsv keeps, which moyogo's final_score equals).
TEST(ScoreEstimate, FinishedGamesCloseToTheirFinalScore) {
  struct Case {
    const char* name;
    double komi;
    double whiteMinusBlack;
  };
  for (const Case& c : {Case{"game001.sgf", 7.5, -12.5}, Case{"game009.sgf", 7.5, 6.5},
                        Case{"game004.sgf", 6.5, -30.5}, Case{"game079.sgf", 7.5, 14.5}}) {
    const board::Game game = board::loadStoredGame(c.name, c.komi);
    const ScoreEstimate e = ScoreEstimate::run(game.board(), {c.komi, false});
    EXPECT_NEAR(e.whiteMinusBlack(), c.whiteMinusBlack, 3.0) << c.name;
  }
}

}  // namespace
}  // namespace playout
