// ASCII game: golden board displays and scripted sessions through istream/ostream.
#include "interface/ascii_game.h"

#include <gtest/gtest.h>

#include "interface/tests/ascii_test_util.h"
#include "interface/tests/temp_dir.h"

#include <cstdio>
#include <fstream>
#include <regex>
#include <sstream>

#include "engine/board/diagram.h"

namespace iface {
namespace {

using core::Color;

board::Game playMoves(int size, const std::vector<std::string>& moves) {
  board::Game game(size, 0.0);
  const core::Geometry& geo = game.board().geometry();
  for (const std::string& m : moves) {
    const board::PlayError e = game.play(*geo.parseVertex(m), game.toMove());
    EXPECT_EQ(e, board::PlayError::None) << m;
  }
  return game;
}

TEST(AsciiBoard, NineByNineWithCaptureAndLastMove) {
  // Black takes the white stone at A1; White's last move E5 sits on the center star point.
  const board::Game game = playMoves(9, {"B1", "A1", "A2", "E5"});
  EXPECT_EQ(asciiBoard(game),
            "    White has captured 0 pieces\n"
            "    Black has captured 1 pieces\n"
            "\n"
            "    A B C D E F G H J\n"
            "  9 . . . . . . . . . 9\n"
            "  8 . . . . . . . . . 8\n"
            "  7 . . + . . . + . . 7\n"
            "  6 . . . . . . . . . 6\n"
            "  5 . . . .(O). . . . 5\n"
            "  4 . . . . . . . . . 4\n"
            "  3 . . + . . . + . . 3\n"
            "  2 X . . . . . . . . 2\n"
            "  1 . X . . . . . . . 1\n"
            "    A B C D E F G H J\n");
}

TEST(AsciiBoard, LastMoveOnTheRightEdge) {
  const board::Game game = playMoves(5, {"A5", "E1"});
  EXPECT_EQ(asciiBoard(game),
            "    White has captured 0 pieces\n"
            "    Black has captured 0 pieces\n"
            "\n"
            "    A B C D E\n"
            "  5 X . . . . 5\n"
            "  4 . + . + . 4\n"
            "  3 . . + . . 3\n"
            "  2 . + . + . 2\n"
            "  1 . . . .(O)1\n"
            "    A B C D E\n");
}

TEST(AsciiBoard, NineteenByNineteen) {
  const board::Game game = playMoves(19, {"Q16", "D4", "A19"});
  const std::string empty = " . . . . . . . . . . . . . . . . . . .";
  const std::string stars = " . . . + . . . . . + . . . . . + . . .";
  const std::string expected =
      "    White has captured 0 pieces\n"
      "    Black has captured 0 pieces\n"
      "\n"
      "    A B C D E F G H J K L M N O P Q R S T\n"
      " 19(X). . . . . . . . . . . . . . . . . . 19\n"
      " 18" +
      empty +
      " 18\n"
      " 17" +
      empty +
      " 17\n"
      " 16 . . . + . . . . . + . . . . . X . . . 16\n"
      " 15" +
      empty +
      " 15\n"
      " 14" +
      empty +
      " 14\n"
      " 13" +
      empty +
      " 13\n"
      " 12" +
      empty +
      " 12\n"
      " 11" +
      empty +
      " 11\n"
      " 10" +
      stars +
      " 10\n"
      "  9" +
      empty +
      " 9\n"
      "  8" +
      empty +
      " 8\n"
      "  7" +
      empty +
      " 7\n"
      "  6" +
      empty +
      " 6\n"
      "  5" +
      empty +
      " 5\n"
      "  4 . . . O . . . . . + . . . . . + . . . 4\n"
      "  3" +
      empty +
      " 3\n"
      "  2" +
      empty +
      " 2\n"
      "  1" +
      empty +
      " 1\n"
      "    A B C D E F G H J K L M N O P Q R S T\n";
  EXPECT_EQ(asciiBoard(game), expected);
}

TEST(AsciiBoard, ColorsOnlyWhenAsked) {
  const board::Game game = playMoves(5, {"C3", "D3"});
  EXPECT_EQ(asciiBoard(game).find('\033'), std::string::npos);
  const std::string colored = asciiBoard(game, true);
  EXPECT_NE(colored.find("\033[1;31mX\033[0m"), std::string::npos);
  EXPECT_NE(colored.find("(\033[1;36mO\033[0m)"), std::string::npos);
}

TEST(AsciiBoard, HoshiPoints) {
  auto stars = [](int size) {
    int n = 0;
    for (core::Point p : core::Geometry::forSize(size)) n += isHoshi(size, p);
    return n;
  };
  EXPECT_EQ(stars(4), 0);
  EXPECT_EQ(stars(9), 5);
  EXPECT_EQ(stars(10), 4);
  EXPECT_EQ(stars(13), 9);
  EXPECT_EQ(stars(19), 9);
  EXPECT_TRUE(isHoshi(19, core::toPoint(3, 3)));
  EXPECT_TRUE(isHoshi(19, core::toPoint(9, 3)));
  EXPECT_FALSE(isHoshi(9, core::toPoint(4, 2)));
}

TEST(AsciiScore, WinnerText) {
  EXPECT_EQ(winnerText(-4.5), "Black wins by 4.5 points");
  EXPECT_EQ(winnerText(11), "White wins by 11.0 points");
  EXPECT_EQ(winnerText(0), "The game is a tie");
}

/// Runs a whole quiet session on `input` and returns everything printed.
std::string session(engine::Engine& engine, const std::string& input, AsciiOptions options = {}) {
  options.quiet = true;
  return testing::asciiSession(engine, input, options);
}

using testing::contains;

TEST(AsciiGameSession, ScriptedGameToTwoPasses) {
  engine::Engine engine;
  engine.game().clear(5);
  engine.game().setKomi(0.5);
  // force keeps the human at the keyboard, so the whole game is scripted.
  const std::string out = session(engine,
                                  "force c1; force d1; force c2; force d2; force c3\n"
                                  "force d3; force c4; force d4; force c5; force d5\n"
                                  "force pass; force pass\n");
  EXPECT_EQ(out.rfind("Beginning ASCII mode game.\n\nBoard Size:   5\n", 0), 0u);
  EXPECT_TRUE(contains(out, "Komi:         0.5\n"));
  EXPECT_TRUE(contains(out, "Computer player: White\n"));
  EXPECT_TRUE(contains(out, "Black(1): force c1; force d1;"));
  EXPECT_TRUE(contains(out, "Black(11): force pass; force pass\n"));
  EXPECT_TRUE(contains(out, "  5 . . X(O). 5\n"));
  EXPECT_TRUE(contains(out, "Both players passed: the game is over.\n"
                            "My final evaluation of the game :\n"
                            "Result: B+4.4\nW says \"I lost!\"\n"))
      << out;
  // End of input during the marking counts the engine's marking (no dead stones here).
  EXPECT_TRUE(contains(out, "No dead stones.\nJapanese counting:\n"
                            "  Black: 10 territory + 0 prisoners = 10.0\n"
                            "  White: 5 territory + 0 prisoners + 0.5 komi = 5.5\n"
                            "BLACK WINS by 4.5\n"));
  EXPECT_EQ(engine.game().moveCount(), 12);
}

TEST(AsciiGameSession, ComputerAnswersAndUndoTakesBothBack) {
  engine::Engine engine;
  engine.game().clear(9);
  const std::string out = session(engine, "e5\nundo\nquit\n");
  EXPECT_TRUE(contains(out, "Black(1): e5\n"));
  EXPECT_TRUE(std::regex_search(out, std::regex("\nWhite\\(2\\): ([A-HJ][1-9]|Pass)\n")));
  // After undo the board is empty again and Black is to move at move 1.
  const size_t undo = out.find("Black(3): undo\n");
  ASSERT_NE(undo, std::string::npos);
  EXPECT_TRUE(contains(out.substr(undo), "Black(1): quit\n"));
  EXPECT_EQ(engine.game().moveCount(), 0);
}

TEST(AsciiGameSession, ComputerPlaysBlackWhenHumanIsWhite) {
  engine::Engine engine;
  engine.game().clear(9);
  AsciiOptions options;
  options.humanColor = Color::White;
  const std::string out = session(engine, "quit\n", options);
  EXPECT_TRUE(std::regex_search(out, std::regex("\nBlack\\(1\\): ([A-HJ][1-9]|Pass)\n")));
  EXPECT_TRUE(contains(out, "White(2): quit\n"));
}

TEST(AsciiGameSession, ClearErrors) {
  engine::Engine engine;
  engine.game().clear(9);
  const std::string out =
      session(engine,
              "undo\nforce c3\nc3\nz9\nfrobnicate\np\nkomi 3\nboardsize 40\nhandicap 12\n"
              "play x\nquit\n");
  EXPECT_TRUE(contains(out, "Illegal move C3: the point is occupied.\n"));
  EXPECT_TRUE(contains(out, "Invalid move: z9 is not on the 9x9 board.\n"));
  EXPECT_TRUE(contains(out, "Unknown command: frobnicate (type help for the list)\n"));
  EXPECT_TRUE(contains(out, "Ambiguous command: p could be pass play playblack playwhite\n"));
  EXPECT_TRUE(contains(out, "Komi can only be changed before the first move.\n"));
  EXPECT_TRUE(contains(out, "Usage: boardsize N, with N from 2 to 25.\n"));
  EXPECT_TRUE(contains(out, "Usage: handicap N, with N from 2 to 9 on this board (0: none).\n"));
  EXPECT_TRUE(contains(out, "Usage: play N, with N at least 1.\n"));
  EXPECT_TRUE(contains(out, "Cannot undo: no move to take back.\n"));
}

TEST(AsciiGameSession, SettingsCommands) {
  engine::Engine engine;
  engine.game().clear(19);
  const std::string out = session(engine, "boardsize 7; komi 6.5; info; showboard; quit\n");
  EXPECT_EQ(engine.game().size(), 7);
  EXPECT_DOUBLE_EQ(engine.game().komi(), 6.5);
  EXPECT_TRUE(contains(out, "Komi set to 6.5.\n"));
  EXPECT_TRUE(contains(out, "Board Size:   7\nHandicap      0\nKomi:         6.5\n"));
  EXPECT_TRUE(contains(out, "Board display off.\n"));
}

TEST(AsciiGameSession, HandicapGivesWhiteTheMove) {
  engine::Engine engine;
  engine.game().clear(9);
  const std::string out = session(engine, "handicap 2\nquit\n");
  EXPECT_EQ(engine.game().handicap(), 2);
  EXPECT_TRUE(std::regex_search(out, std::regex("\nWhite\\(1\\): ([A-HJ][1-9]|Pass)\n")));
  const core::Geometry& geo = engine.game().board().geometry();
  EXPECT_EQ(engine.game().board().at(*geo.parseVertex("C3")), Color::Black);
  EXPECT_EQ(engine.game().board().at(*geo.parseVertex("G7")), Color::Black);
}

TEST(AsciiGameSession, PlayLetsTheComputerMoveForBothSides) {
  engine::Engine engine;
  engine.game().clear(9);
  const std::string out = session(engine, "play 3\nquit\n");
  EXPECT_TRUE(std::regex_search(out, std::regex("Black\\(1\\): ([A-HJ][1-9]|Pass)\n")));
  EXPECT_TRUE(std::regex_search(out, std::regex("Black\\(3\\): ([A-HJ][1-9]|Pass)\n")));
  // After three computer moves White (the computer) answers too: Black is to move at 5.
  EXPECT_EQ(engine.game().moveCount(), 4);
}

// A whole 9x9 game between the computer and itself with each chooser: every move legal
// (the game records it), and it ends by two passes.
TEST(AsciiGameSession, WholeGameWithEachChooser) {
  for (engine::ChooserKind kind :
       {engine::ChooserKind::Classic, engine::ChooserKind::Search, engine::ChooserKind::Learned}) {
    engine::EngineOptions o;
    o.chooser = kind;
    o.playouts = kind == engine::ChooserKind::Search ? 300 : -1;
    engine::Engine engine(o);
    engine.game().clear(9);
    const std::string out = session(engine, "play 400\nquit\n");
    EXPECT_TRUE(contains(out, "Both players passed: the game is over.")) << chooserName(kind);
    EXPECT_FALSE(contains(out, "llegal")) << chooserName(kind);
    EXPECT_TRUE(engine.game().bothPassed()) << chooserName(kind);
    EXPECT_GT(engine.game().moveCount(), 30) << chooserName(kind);
  }
}

TEST(AsciiGameSession, EndOfInputEndsTheSession) {
  engine::Engine engine;
  engine.game().clear(9);
  const std::string out = session(engine, "");
  EXPECT_TRUE(contains(out, "Black(1): \n"));
  const std::string tail = "\nThanks for playing moyogo.\n";
  EXPECT_EQ(out.substr(out.size() - tail.size()), tail);
}

std::string readFile(const std::string& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

TEST(AsciiGameSession, SaveLoadAndOutfile) {
  const testing::ScopedTempDir dir;
  const std::string saved = dir.file("saved.sgf");
  const std::string outfile = dir.file("out.sgf");
  {
    engine::Engine engine;
    engine.game().clear(9);
    AsciiOptions options;
    options.outfile = outfile;
    const std::string out =
        session(engine, "force e5; force c3; force g7; save " + saved + "\nquit\n", options);
    EXPECT_TRUE(contains(out, "Game saved to " + saved + ".\n"));
  }
  const std::string text = readFile(saved);
  EXPECT_TRUE(contains(text, "SZ[9]"));
  EXPECT_TRUE(contains(text, ";B[ee]"));
  EXPECT_TRUE(contains(text, ";W[cg]"));
  EXPECT_TRUE(contains(text, ";B[gc]"));
  EXPECT_EQ(readFile(outfile), text);  // the same three moves at the end of the session

  engine::Engine engine;
  engine.game().clear(19);
  AsciiOptions options;
  options.humanColor = Color::White;  // White is to move after the three moves
  const std::string out = session(engine, "load " + saved + "\nquit\n", options);
  EXPECT_TRUE(contains(out, "Loaded " + saved + ": 3 moves, White to move.\n"));
  EXPECT_EQ(engine.game().size(), 9);
  EXPECT_EQ(engine.game().moveCount(), 3);
  EXPECT_TRUE(contains(out, "  7 . . + . . .(X). . 7\n"));
  EXPECT_TRUE(contains(session(engine, "load /nonexistent/x.sgf\nquit\n"), "Cannot load: "));
}

}  // namespace
}  // namespace iface
