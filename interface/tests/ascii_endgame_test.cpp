// ASCII game end: the dead-stone marking after two passes, the count with the user's
// marking (Japanese and Chinese), undo/quit during the marking, RE in the SGF, and the
// score.h helpers it uses.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "engine/board/diagram.h"
#include "interface/ascii_game.h"
#include "interface/score.h"
#include "interface/tests/ascii_test_util.h"
#include "interface/tests/temp_dir.h"

namespace iface {
namespace {

using testing::asciiSession;
using testing::asciiSessionWithOutfile;
using testing::contains;

using core::Color;

// Black's wall on column C with A1 inside; White's wall on column E; a lone Black stone at
// G6 in White's side, which the engine finds dead.
const char* const kWalls =
    ". . X . O . .\n"
    ". . X . O . X\n"
    ". . X . O . .\n"
    ". . X . O . .\n"
    ". . X . O . .\n"
    ". . X . O . .\n"
    "X . X . O . .\n";

void setWalls(engine::Engine& engine) {
  engine.game() = board::gameFromDiagram(kWalls, Color::Black);
  engine.game().setKomi(0.5);
}

TEST(AsciiEndgame, EngineMarkingIsShownInLowerCaseAndCounted) {
  engine::Engine engine;
  setWalls(engine);
  const std::string out = asciiSession(engine, "force pass; force pass\ndone\n");
  EXPECT_TRUE(contains(out, "My final evaluation of the game :\nResult: W+"));
  EXPECT_TRUE(contains(out,
                       "    A B C D E F G\n"
                       "  7 . . X . O . . 7\n"
                       "  6 . . X . O . x 6\n"
                       "  5 . . X . O . . 5\n"));
  EXPECT_TRUE(contains(out,
                       "Dead stones (vertex, done, undo, help, quit): done\n"
                       "Dead stones: G6\n"
                       "Japanese counting:\n"
                       "  Black: 13 territory + 0 prisoners = 13.0\n"
                       "  White: 14 territory + 1 prisoners + 0.5 komi = 15.5\n"
                       "WHITE WINS by 2.5\n"));
}

TEST(AsciiEndgame, UserTogglesWholeDragonsAndTheCountFollows) {
  engine::Engine engine;
  setWalls(engine);
  const testing::ScopedTempDir dir;
  const std::string sgf = dir.file("endgame.sgf");
  const std::string out =
      asciiSessionWithOutfile(engine, "force pass; force pass\nb1\nzz\ng6\na1\na1\ndone\n", sgf);
  EXPECT_TRUE(contains(out, "): b1\nNo stone at B1.\n"));
  EXPECT_TRUE(contains(out, "): zz\nUnknown input: zz (a vertex, done, undo, help or quit)\n"));
  EXPECT_TRUE(contains(out, "): g6\n1 stone at G6 marked alive.\n"));
  // A1 and the wall are one dragon: all 8 stones toggle together, and back.
  EXPECT_TRUE(contains(out, "): a1\n8 stones at A1 marked dead.\n"));
  EXPECT_TRUE(contains(out, "  1 x . x . O . . 1\n"));
  EXPECT_TRUE(contains(out, "): a1\n8 stones at A1 marked alive.\n"));
  EXPECT_TRUE(contains(out,
                       "No dead stones.\n"
                       "Japanese counting:\n"
                       "  Black: 13 territory + 0 prisoners = 13.0\n"
                       "  White: 0 territory + 0 prisoners + 0.5 komi = 0.5\n"
                       "BLACK WINS by 12.5\n"));
  std::ifstream file(sgf);
  std::stringstream text;
  text << file.rdbuf();
  EXPECT_TRUE(contains(text.str(), "RE[B+12.5]")) << text.str();
}

TEST(AsciiEndgame, ChineseRulesCountArea) {
  engine::EngineOptions options;
  options.chineseRules = true;
  engine::Engine engine(options);
  setWalls(engine);
  const std::string out = asciiSession(engine, "force pass; force pass\ndone\n");
  EXPECT_TRUE(contains(out,
                       "Dead stones: G6\n"
                       "Chinese counting:\n"
                       "  Black: 8 stones + 13 territory = 21.0\n"
                       "  White: 7 stones + 14 territory + 0.5 komi = 21.5\n"
                       "WHITE WINS by 0.5\n"));
}

TEST(AsciiEndgame, UndoResumesTheGameAndQuitSkipsTheCount) {
  engine::Engine engine;
  setWalls(engine);
  const std::string out = asciiSession(engine, "force pass; force pass\nundo\nquit\n");
  // Both passes are taken back (the second one was White's, the computer's color).
  EXPECT_TRUE(contains(out, "quit): undo\n"));
  EXPECT_TRUE(contains(out, "Black(1): quit\n"));
  EXPECT_EQ(engine.game().moveCount(), 0);
  EXPECT_FALSE(contains(out, "WINS"));

  engine::Engine other;
  setWalls(other);
  const std::string quit = asciiSession(other, "force pass; force pass\nhelp\nquit\n");
  EXPECT_TRUE(contains(quit, "): help\nDead stone marking: dead stones are shown in lower case"));
  EXPECT_FALSE(contains(quit, "WINS"));
  EXPECT_FALSE(contains(quit, "Japanese counting"));
}

TEST(AsciiEndgame, ResultTexts) {
  EXPECT_EQ(finalResultText(-4.5), "BLACK WINS by 4.5");
  EXPECT_EQ(finalResultText(11), "WHITE WINS by 11.0");
  EXPECT_EQ(finalResultText(0), "TIED GAME!");
  EXPECT_EQ(whoWinsText(12.5, Color::White), "Result: W+12.5\nW says \"I win!\"\n");
  EXPECT_EQ(whoWinsText(-3, Color::White), "Result: B+3.0\nW says \"I lost!\"\n");
  EXPECT_EQ(whoWinsText(-3, Color::Black), "Result: B+3.0\nB says \"I win!\"\n");
}

TEST(ScoreWithDead, StatusesAndBreakdown) {
  const board::Game game = board::gameFromDiagram(kWalls, Color::Black);
  const core::Geometry& geo = game.board().geometry();
  const core::Point g6 = *geo.parseVertex("G6");
  const auto status = statusesWithDead(game.board(), {g6});
  EXPECT_EQ(status[g6], FinalStatus::Dead);
  EXPECT_EQ(status[*geo.parseVertex("F1")], FinalStatus::WhiteTerritory);
  EXPECT_EQ(status[*geo.parseVertex("B7")], FinalStatus::BlackTerritory);
  EXPECT_EQ(status[*geo.parseVertex("D4")], FinalStatus::Dame);
  EXPECT_EQ(status[*geo.parseVertex("A1")], FinalStatus::Alive);
  const FinalScore japanese = scoreFromStatuses(game, status, false);
  EXPECT_EQ(japanese.territory[0], 13);
  EXPECT_EQ(japanese.territory[1], 14);
  EXPECT_EQ(japanese.prisoners[1], 1);
  EXPECT_DOUBLE_EQ(japanese.margin(), 2.0);  // komi 0 in the diagram game
  // Nothing dead: G6 alive makes F/G dame.
  const FinalScore none = scoreFromStatuses(game, statusesWithDead(game.board(), {}), true);
  EXPECT_EQ(none.stones[0], 9);
  EXPECT_EQ(none.stones[1], 7);
  EXPECT_EQ(none.territory[1], 0);
  EXPECT_DOUBLE_EQ(none.margin(), -15.0);
}

}  // namespace
}  // namespace iface
