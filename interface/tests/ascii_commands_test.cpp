// ASCII game commands of 2.x: comment, depth, forward, goto, playblack/playwhite, score,
// capture, defend, dead, listdragons (scripted sessions).
#include <gtest/gtest.h>

#include <fstream>
#include <regex>
#include <sstream>

#include "engine/board/diagram.h"
#include "interface/ascii_game.h"
#include "engine/genmove/examine.h"
#include "interface/dragon_print.h"
#include "interface/moyo_print.h"
#include "interface/score.h"
#include "interface/tests/ascii_test_util.h"
#include "interface/tests/temp_dir.h"

namespace iface {
namespace {

using testing::asciiSession;
using testing::asciiSessionWithOutfile;
using testing::contains;

using core::Color;

std::string lastVertex(const engine::Engine& engine) {
  const board::GameRecordEntry* last = engine.game().lastMove();
  return last ? engine.game().board().geometry().vertexName(last->point) : "none";
}

TEST(AsciiCommands, GotoAndForwardWalkTheRecord) {
  engine::Engine engine;
  engine.game().clear(9);
  const std::string out = asciiSession(engine,
                                       "force e5; force d4; force c3\n"
                                       "goto 1\ngoto 9\nforward\nforward\nforward\ngoto 3\n"
                                       "goto 0\nforward\nforce g7\nforward\nquit\n");
  EXPECT_TRUE(contains(out, "): goto 1\nAt move 1, White (you) to move.\n"));
  EXPECT_TRUE(contains(out, "): goto 9\nUsage: goto N, with N from 0 to 3.\n"));
  EXPECT_TRUE(contains(out, "): forward\nCannot go forward: no move taken back.\n"));
  EXPECT_TRUE(contains(out, "): goto 3\nAt move 3, White (you) to move.\n"));
  EXPECT_TRUE(contains(out, "): goto 0\nAt move 0, Black (you) to move.\n"));
  // A new move (G7 for White after E5) drops the moves taken back.
  EXPECT_TRUE(contains(out, "Black(3): forward\nCannot go forward: no move taken back.\n"));
  EXPECT_EQ(engine.game().moveCount(), 2);
  EXPECT_EQ(lastVertex(engine), "G7");
}

TEST(AsciiCommands, DepthAndComment) {
  engine::Engine engine;
  engine.game().clear(5);
  const testing::ScopedTempDir dir;
  const std::string sgf = dir.file("comment.sgf");
  const std::string out =
      asciiSessionWithOutfile(engine, "depth 7\ndepth x\ncomment a quiet game\nquit\n", sgf);
  EXPECT_TRUE(contains(out, "): depth 7\nReading depth set to 7.\n"));
  EXPECT_TRUE(contains(out, "): depth x\nUsage: depth N (reading depth, now 7).\n"));
  EXPECT_EQ(engine.options().depth, 7);
  std::ifstream file(sgf);
  std::stringstream text;
  text << file.rdbuf();
  EXPECT_TRUE(contains(text.str(), "C[a quiet game]")) << text.str();
}

TEST(AsciiCommands, PlayBlackGivesTheComputerBlack) {
  engine::Engine engine;
  engine.game().clear(5);
  const std::string out = asciiSession(engine, "playblack\nquit\n");
  EXPECT_TRUE(std::regex_search(
      out,
      std::regex("\\): playblack\nThe computer plays Black\\.\n(moyogo is thinking\\.\\.\\.\n)?"
                 "Black\\(1\\): ([A-E][1-5]|Pass)\n")))
      << out;
  EXPECT_TRUE(contains(out, "White(2): quit\n"));
  EXPECT_EQ(engine.game().moveCount(), 1);
}

TEST(AsciiCommands, PlayWhiteKeepsTheComputerOnWhite) {
  engine::Engine engine;
  engine.game().clear(5);
  const std::string out = asciiSession(engine, "playwhite\nquit\n");
  EXPECT_TRUE(contains(out, "): playwhite\nThe computer plays White.\n"));
  EXPECT_TRUE(contains(out, "Black(1): quit\n"));
  EXPECT_EQ(engine.game().moveCount(), 0);
}

const char* const kWalls =
    ". . X . O . .\n"
    ". . X . O . X\n"
    ". . X . O . .\n"
    ". . X . O . .\n"
    ". . X . O . .\n"
    ". . X . O . .\n"
    "X . X . O . .\n";

TEST(AsciiCommands, ScoreAndDeadToggles) {
  engine::Engine engine;
  engine.game() = board::gameFromDiagram(kWalls, Color::Black);
  // `score` prints the engine's score estimate (GTP estimate_score's number) above the board.
  const std::string estimate =
      "    score estimate: " + scoreText(estimateScore(engine).whiteMinusBlack());
  EXPECT_EQ(estimate, "    score estimate: W+1.2");  // mirrored walls: about the komi
  const std::string out = asciiSession(engine, "score\ndead\nscore\ndead\ndisplay\nquit\n");
  EXPECT_TRUE(contains(out, "): score\nScore estimate on.\n"));
  EXPECT_TRUE(contains(out, "): dead\nDead stones in lower case on.\n\n" + estimate +
                                "\n    White has captured 0 pieces\n"));
  EXPECT_TRUE(contains(out, "  6 . . X . O . x 6\n"));
  EXPECT_TRUE(contains(out, "): score\nScore estimate off.\n"));
  EXPECT_TRUE(contains(out, "): dead\nDead stones in lower case off.\n"));
  EXPECT_TRUE(contains(out, "): display\n\n    White has captured 0 pieces\n"));
  EXPECT_TRUE(contains(out, "  6 . . X . O . X 6\n"));
}

TEST(AsciiCommands, CaptureAndDefendAskTheWormModule) {
  engine::Engine engine;
  // The black stone C4 has one liberty (C5); the white pair D1-E1 is safe.
  engine.game() = board::gameFromDiagram(
      ". . . . .\n"
      ". O X O .\n"
      ". . O . .\n"
      ". . . . .\n"
      ". . . . .\n",
      Color::Black);
  const std::string out =
      asciiSession(engine, "capture c4\ncapture b4\ndefend c3\ncapture e1\ndefend\nquit\n");
  EXPECT_TRUE(contains(out, "): capture c4\nThe string at C4 can be captured at C5.\n"));
  EXPECT_TRUE(contains(out, "): capture b4\nThe string at B4 cannot be captured.\n"));
  EXPECT_TRUE(contains(out, "): defend c3\nThe string at C3 can be defended"));
  EXPECT_TRUE(contains(out, "): capture e1\nUsage: capture VERTEX, a vertex holding a stone.\n"));
  EXPECT_TRUE(contains(out, "): defend\nUsage: defend VERTEX, a vertex holding a stone.\n"));
}

TEST(AsciiCommands, ListDragons) {
  engine::Engine engine;
  engine.game() = board::gameFromDiagram(kWalls, Color::Black);
  const std::string out = asciiSession(engine, "listdragons\nquit\n");
  const std::string expected = dragonListText(engine.game().board(), analyzeDragons(engine));
  EXPECT_TRUE(contains(out, "): listdragons\n" + expected));
  // One line per dragon: the black wall with A1, G6, the white wall.
  EXPECT_EQ(std::count(expected.begin(), expected.end(), '\n'), 3);
  EXPECT_TRUE(contains(expected, "G6 black size 1 "));
  EXPECT_TRUE(contains(expected, "E7 white size 7 "));
  EXPECT_TRUE(contains(expected, ": E7 E6 E5 E4 E3 E2 E1\n"));
}

}  // namespace
}  // namespace iface
