// Golden tests for the moyo GTP commands and every `-m` level (ARCHITECTURE section 6,
// notes 4.14). The position has only single stones, so no dragon is dead or weak whatever
// the dragon module decides; the weak-area trace is checked on the text functions with the
// moyo module's own default view.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "engine/board/diagram.h"
#include "interface/ascii_game.h"
#include "interface/cli.h"
#include "interface/moyo_print.h"
#include "interface/tests/gtp_test_util.h"
#include "interface/tests/temp_dir.h"

namespace iface {
namespace {

const std::vector<testing::Step> kSetup = {
    {"boardsize 9", "= "},        {"clear_board", "= "},      {"komi 6.5", "= "},
    {"play b E5", "= "},          {"play w C3", "= "},        {"play b G3", "= "},
    {"play w G7", "= "},
};

// Whole answers without the final blank line.
const std::vector<std::pair<std::string, std::string>> kGolden = {
    {"moyo_map territory",
     R"(= . . . . . . . w w
. . . . . . . w .
. . . . . . O . .
. . . . . . . . .
. . . . X . . . .
. . . . . . . . .
. . O . . . X . .
w w . . . . . b .
w . . . . . . . b)"},
    {"moyo_map moyo",
     R"(= . . . . . . w w w
. . . . . . w w w
. . . . . . O w w
. . . . . . . . .
. . . . X . . . .
. . . . . b . . .
w w O . . . X b b
w w w . . . b b b
w w w . . . b b b)"},
    {"moyo_map area",
     R"(= . . . . w w w w w
. . . . w w w w w
. . b b . w O w w
. . b b b . w w w
w w . b X b . . .
w w w . b b b b b
w w O w . b X b b
w w w w . b b b b
w w w w . b b b b)"},
    {"moyo_values territory",
     R"(= 0 0 0 0 0 0 0 -4 -4
0 0 0 0 0 0 0 -9 0
0 0 0 0 0 0 -107 0 0
0 0 0 0 0 0 0 0 0
0 0 0 0 76 0 0 0 0
0 0 0 0 0 0 0 0 0
0 0 -107 0 0 0 116 0 0
-4 -9 0 0 0 0 0 6 0
-4 0 0 0 0 0 0 0 4)"},
    {"moyo_values moyo",
     R"(= 0 0 0 0 0 0 -8 -7 -4
0 0 0 0 0 0 -13 -12 -7
0 0 0 0 0 0 -132 -11 -4
0 0 0 0 0 0 0 0 0
0 0 0 0 120 0 0 0 0
0 0 0 0 0 4 0 0 0
-8 -13 -132 0 0 0 144 12 4
-7 -12 -11 0 0 0 12 12 7
-4 -7 -4 0 0 0 4 7 4)"},
    {"moyo_values area",
     R"(= 0 0 0 0 -2 -4 -5 -4 -2
0 0 0 0 -2 -8 -10 -8 -4
0 0 2 2 0 -6 -140 -10 -5
0 0 2 8 6 0 -6 -7 -4
-2 -2 0 6 140 6 0 0 0
-4 -8 -6 0 6 12 8 7 4
-5 -10 -140 -6 0 8 140 10 5
-4 -8 -10 -7 0 7 10 8 4
-2 -4 -5 -4 0 4 5 4 2)"},
    {"moyo_score",
     R"(= white_territory=6 black_territory=2 white_moyo=16 black_moyo=9)"},
    {"delta_terri_table b",
     R"(= 2 4 4 3 3 3 3 3 3
4 5 7 3 3 3 3 4 5
4 7 4 3 3 3 O 6 6
3 3 3 2 3 2 8 10 7
3 3 3 3 X 4 7 8 7
3 3 3 2 4 0 4 6 7
3 3 O 8 7 4 X 5 6
3 4 6 10 8 6 5 1 4
3 5 6 7 7 7 6 4 1)"},
    {"delta_terri_table w",
     R"(= 0 4 5 4 3 3 2 2 1
4 7 9 10 5 3 2 1 4
5 9 12 14 6 3 O 5 4
4 10 14 6 4 1 5 5 5
3 5 6 4 X 4 5 7 6
3 3 3 1 4 1 5 5 5
2 2 O 5 5 5 X 5 5
2 1 5 5 7 5 5 4 3
1 4 4 5 6 5 5 3 2)"},
    {"delta_moyo_table b",
     R"(= 3 6 7 7 8 9 8 8 8
6 8 11 9 9 13 9 11 10
7 11 9 10 6 6 O 14 11
7 9 10 1 2 3 9 14 11
8 9 6 2 X 3 6 7 8
9 13 6 3 3 1 3 4 5
8 9 O 9 6 3 X 3 3
8 11 14 14 7 4 3 -1 2
8 10 11 11 8 5 3 2 -1)"},
    {"delta_moyo_table w",
     R"(= 19 23 26 9 4 2 1 0 -1
23 30 31 30 6 2 1 -1 0
26 31 33 35 25 3 O 2 1
9 30 35 32 23 5 6 4 5
4 6 25 23 X 15 6 7 8
2 2 3 5 15 1 16 13 11
1 1 O 6 6 16 X 14 10
0 -1 2 4 7 13 14 12 9
-1 0 1 5 8 11 10 9 8)"},
    {"meta_connect_table b",
     R"(= . . . . . . . -1 -1
. . . . . . . -1 .
. . . . . . O . .
. . . . . . . . .
. . . . X . . . .
. . . . . . . . .
. . O . . . X . .
-1 -1 . . . . . . .
-1 . . . . . . . .)"},
    {"meta_connect_table w",
     R"(= 15 15 15 . . . . . .
15 15 15 15 . . . . .
15 15 15 15 15 . O . .
. 15 15 15 15 . . . .
. . 15 15 X 10 . . .
. . . . 10 -1 10 . .
. . O . . 10 X . .
. . . . . . . -1 .
. . . . . . . . -1)"},
    {"area_list",
     R"(= area 2  A5: color W,  1 stone  16 spaces
area 3  C7: color B,  2 stone  23 spaces
area 6  E9: color W,  1 stone  16 spaces)"},
    {"number_weak b",
     R"(= 0)"},
    {"number_weak w",
     R"(= 0)"},
    {"moyo_debug 1",
     R"(=    A B C D E F G H J
 9 . . . . . . . w w 9
 8 . . . . . . . w . 8
 7 . . . . . . O . . 7
 6 . . . . . . . . . 6
 5 . . . . X . . . . 5
 4 . . . . . . . . . 4     White territory 6
 3 . . O . . . X . . 3
 2 w w . . . . . b . 2     Black territory 2
 1 w . . . . . . . b 1
W/B moyo 16/9 : -7)"},
    {"moyo_debug 2",
     R"(= delta_terri :
  2  4  4  3  3  3  3  3  3
  4  5  7  3  3  3  3  4  5
  4  7  4  3  3  3  O  6  6
  3  3  3  2  3  2  8 10  7
  3  3  3  3  X  4  7  8  7
  3  3  3  2  4  0  4  6  7
  3  3  O  8  7  4  X  5  6
  3  4  6 10  8  6  5  1  4
  3  5  6  7  7  7  6  4  1)"},
    {"moyo_debug 4",
     R"(=    A B C D E F G H J
 9 . . . . . . w w w 9
 8 . . . . . . w w w 8
 7 . . . . . . O w w 7
 6 . . . . . . . . . 6
 5 . . . . X . . . . 5
 4 . . . . . b . . . 4     White territory 6
 3 w w O . . . X b b 3
 2 w w w . . . b b b 2     Black territory 2
 1 w w w . . . b b b 1
W/B moyo 16/9 : -7)"},
    {"moyo_debug 8",
     R"(= delta_moyo :
  3  6  7  7  8  9  8  8  8
  6  8 11  9  9 13  9 11 10
  7 11  9 10  6  6  O 14 11
  7  9 10  1  2  3  9 14 11
  8  9  6  2  X  3  6  7  8
  9 13  6  3  3  1  3  4  5
  8  9  O  9  6  3  X  3  3
  8 11 14 14  7  4  3 -1  2
  8 10 11 11  8  5  3  2 -1)"},
    {"moyo_debug 16",
     R"(=    A B C D E F G H J
 9 . . . . w w w w w 9
 8 . . . . w w w w w 8
 7 . . b b . w O w w 7
 6 . . b b b . w w w 6
 5 w w . b X b . . . 5
 4 w w w . b b b b b 4     White territory 6
 3 w w O w . b X b b 3
 2 w w w w . b b b b 2     Black territory 2
 1 w w w w . b b b b 1
W/B moyo 16/9 : -7)"},
    {"moyo_debug 32",
     R"(= area 2  A5: color W,  1 stone  16 spaces
area 3  C7: color B,  2 stone  23 spaces
area 6  E9: color W,  1 stone  16 spaces)"},
    {"moyo_debug 64",
     R"(= meta_connect :
  .  .  .  .  .  .  . -1 -1
  .  .  .  .  .  .  . -1  .
  .  .  .  .  .  .  O  .  .
  .  .  .  .  .  .  .  .  .
  .  .  .  .  X  .  .  .  .
  .  .  .  .  .  .  .  .  .
  .  .  O  .  .  .  X  .  .
 -1 -1  .  .  .  .  .  .  .
 -1  .  .  .  .  .  .  .  .)"},
    {"moyo_debug 128",  // not fearless: no override line, only the color stack's hit rate
     R"(= color stack: 0 queries, 0 answered from the stack (0%))"},
    {"moyo_debug 0x7f",
     R"(=    A B C D E F G H J
 9 . . . . . . . w w 9
 8 . . . . . . . w . 8
 7 . . . . . . O . . 7
 6 . . . . . . . . . 6
 5 . . . . X . . . . 5
 4 . . . . . . . . . 4     White territory 6
 3 . . O . . . X . . 3
 2 w w . . . . . b . 2     Black territory 2
 1 w . . . . . . . b 1
W/B moyo 16/9 : -7
delta_terri :
  2  4  4  3  3  3  3  3  3
  4  5  7  3  3  3  3  4  5
  4  7  4  3  3  3  O  6  6
  3  3  3  2  3  2  8 10  7
  3  3  3  3  X  4  7  8  7
  3  3  3  2  4  0  4  6  7
  3  3  O  8  7  4  X  5  6
  3  4  6 10  8  6  5  1  4
  3  5  6  7  7  7  6  4  1
   A B C D E F G H J
 9 . . . . . . w w w 9
 8 . . . . . . w w w 8
 7 . . . . . . O w w 7
 6 . . . . . . . . . 6
 5 . . . . X . . . . 5
 4 . . . . . b . . . 4     White territory 6
 3 w w O . . . X b b 3
 2 w w w . . . b b b 2     Black territory 2
 1 w w w . . . b b b 1
W/B moyo 16/9 : -7
delta_moyo :
  3  6  7  7  8  9  8  8  8
  6  8 11  9  9 13  9 11 10
  7 11  9 10  6  6  O 14 11
  7  9 10  1  2  3  9 14 11
  8  9  6  2  X  3  6  7  8
  9 13  6  3  3  1  3  4  5
  8  9  O  9  6  3  X  3  3
  8 11 14 14  7  4  3 -1  2
  8 10 11 11  8  5  3  2 -1
   A B C D E F G H J
 9 . . . . w w w w w 9
 8 . . . . w w w w w 8
 7 . . b b . w O w w 7
 6 . . b b b . w w w 6
 5 w w . b X b . . . 5
 4 w w w . b b b b b 4     White territory 6
 3 w w O w . b X b b 3
 2 w w w w . b b b b 2     Black territory 2
 1 w w w w . b b b b 1
W/B moyo 16/9 : -7
area 2  A5: color W,  1 stone  16 spaces
area 3  C7: color B,  2 stone  23 spaces
area 6  E9: color W,  1 stone  16 spaces
meta_connect :
  .  .  .  .  .  .  . -1 -1
  .  .  .  .  .  .  . -1  .
  .  .  .  .  .  .  O  .  .
  .  .  .  .  .  .  .  .  .
  .  .  .  .  X  .  .  .  .
  .  .  .  .  .  .  .  .  .
  .  .  O  .  .  .  X  .  .
 -1 -1  .  .  .  .  .  .  .
 -1  .  .  .  .  .  .  .  .)"},
    {"moyo_map foo",
     R"(? syntax error)"},
    {"delta_terri_table x",
     R"(? invalid color: 'x' is not a color (black, white, b or w))"},
    {"moyo_debug abc",
     R"(? syntax error)"},
    {"number_weak",
     R"(? syntax error: expected 1 argument, got 0)"},
};

TEST(MoyoGtp, GoldenAnswers) {
  testing::Session s;
  s.expect(kSetup);
  for (const auto& [command, answer] : kGolden) EXPECT_EQ(s.run(command), answer + "\n\n") << command;
}

TEST(MoyoGtp, HexLevelEqualsDecimalAndCachesSurviveUndo) {
  testing::Session s;
  s.expect(kSetup);
  EXPECT_EQ(s.run("moyo_debug 0x7f"), s.run("moyo_debug 127"));
  const std::string before = s.run("delta_terri_table black");
  s.run("play b D4");
  const std::string after = s.run("delta_terri_table black");
  EXPECT_NE(before, after);
  s.run("undo");
  EXPECT_EQ(s.run("delta_terri_table black"), before);
}

// The -m text with its empty lines dropped, as moyo_debug answers it.
std::string asGtp(const std::string& text) {
  std::string r;
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    if (end > start) r += (r.empty() ? "" : "\n") + text.substr(start, end - start);
    start = end + 1;
  }
  return "= " + r + "\n\n";
}

TEST(MoyoGtp, DebugTextFollowsTheSideToMove) {
  testing::Session s;
  s.expect(kSetup);
  // White played last: the tables are Black's. After Black plays, White's.
  EXPECT_EQ(s.run("moyo_debug 74"), asGtp(moyoDebugText(s.engine(), core::Color::Black, 74, false)));
  s.run("play b D4");
  const std::string white = s.run("moyo_debug 74");
  EXPECT_EQ(white, asGtp(moyoDebugText(s.engine(), core::Color::White, 74, false)));
  EXPECT_NE(white, asGtp(moyoDebugText(s.engine(), core::Color::Black, 74, false)));
}

TEST(MoyoPrint, AnsiColorsWrapStonesAndOwners) {
  engine::Engine e;
  e.game() = board::gameFromDiagram(
      ". . . . .\n"
      ". X . . .\n"
      ". . . . .\n"
      ". . . O .\n"
      ". . . . .\n",
      core::Color::Black);
  const std::string plain = moyoDebugText(e, core::Color::Black, 1, false);
  const std::string ansi = moyoDebugText(e, core::Color::Black, 1, true);
  EXPECT_EQ(plain.find('\033'), std::string::npos);
  EXPECT_NE(ansi.find("\033[35mX\033[0m"), std::string::npos);
  EXPECT_NE(ansi.find("\033[32mO\033[0m"), std::string::npos);
}

// The text functions on a moyo analysis with the default view (every dragon UNKNOWN).
struct Analysed {
  explicit Analysed(const char* diagram) : board(board::boardFromDiagram(diagram)) {
    m.makeMoyo(board, moyo::BoardDragonView(board), core::Color::Black);
  }
  board::Board board;
  moyo::Moyo m;
};

const char* const kSmall =
    "X X O . .\n"
    ". . O . .\n"
    "O O . . .\n"
    ". . . . X\n"
    ". . . . .\n";

TEST(MoyoPrint, SmallBoardPutsMissingAnnotationRowsAfterTheBoard) {
  const Analysed a(kSmall);
  EXPECT_EQ(moyoMapText(a.board, a.m, moyo::GridKind::Territory, false), R"(   A B C D E
 5 X X O . . 5
 4 . . O . . 4
 3 O O . . . 3
 2 . . . . X 2
 1 . . . . . 1
White territory 0
Black territory 0
W/B moyo 3/1 : -2
)");
  EXPECT_EQ(moyoMapText(a.board, a.m, moyo::GridKind::Moyo, false), R"(   A B C D E
 5 X X O w . 5
 4 . . O . . 4
 3 O O . . . 3
 2 w . . . X 2
 1 w . . . b 1
White territory 0
Black territory 0
W/B moyo 3/1 : -2
)");
  EXPECT_EQ(moyoMapText(a.board, a.m, moyo::GridKind::Area, false), R"(   A B C D E
 5 X X O w w 5
 4 . . O w . 4
 3 O O w . b 3
 2 w w . b X 2
 1 w w . b b 1
White territory 0
Black territory 0
W/B moyo 3/1 : -2
)");
}

TEST(MoyoPrint, WeakAreaTraceAndAreaList) {
  const Analysed a(kSmall);
  EXPECT_EQ(weakAreaTrace(a.board, a.m), R"(weak area 1  A5: color B,  2 stone  0 spaces
drag A5  gen 0  weakness: U => critical
weak area 3  A3: color W,  4 stone  8 spaces
drag A3  gen 0  weakness: U => critical
drag C5  gen 0  weakness: U => critical
)");
  EXPECT_EQ(areaListText(a.board, a.m), R"(area 1  A5: color B,  2 stone  0 spaces
area 3  A3: color W,  4 stone  8 spaces
area 6  D2: color B,  1 stone  4 spaces
)");
}

TEST(MoyoPrint, HeaderAndAnnotationsOnEveryBoardSize) {
  for (int n : {10, 13, 19, 25}) {
    const board::Board b(n);
    moyo::Moyo m;
    m.makeMoyo(b, moyo::BoardDragonView(b), core::Color::Black);
    const std::string text = moyoMapText(b, m, moyo::GridKind::Territory, false);
    std::string header = "  ";
    for (int x = 0; x < n; ++x) header += std::string(" ") + core::columnLetter(x);
    EXPECT_EQ(text.substr(0, text.find('\n')), header) << n;
    const int rows = static_cast<int>(std::count(text.begin(), text.end(), '\n'));
    EXPECT_EQ(rows, n + 1) << n;
    EXPECT_NE(text.find(". " + std::to_string(n - 5) + "     White territory 0\n"), std::string::npos);
    EXPECT_NE(text.find(". " + std::to_string(n - 7) + "     Black territory 0\n"), std::string::npos);
    EXPECT_NE(text.find(". " + std::to_string(n - 9) + "   W/B moyo 0/0 : 0\n"), std::string::npos);
  }
}

TEST(MoyoCli, LoadWithMoyoLevelPrintsTheDebugTextAndExits) {
  const testing::ScopedTempDir dir;
  const std::string path = dir.write("moyo.sgf", "(;GM[1]FF[4]SZ[9];B[ee];W[cg];B[gg];W[gc])");
  std::istringstream in;
  std::ostringstream out, err;
  RunEnvironment env{in, out, err, false, false};
  const std::string file = path;
  const char* argv[] = {"moyogo", "-l", file.c_str(), "-m", "0x7f"};
  EXPECT_EQ(moyogoMain(5, argv, env), 0);
  // The same position in a GTP session: identical text (Black to move).
  testing::Session s;
  s.expect(kSetup);
  EXPECT_EQ(out.str(), moyoDebugText(s.engine(), core::Color::Black, 127, false));
  EXPECT_EQ(err.str(), "");
}

TEST(MoyoAscii, ShowCommandsPrintOneMapEach) {
  engine::Engine e;
  e.game() = board::gameFromDiagram(kSmall, core::Color::Black);
  AsciiOptions options;
  options.quiet = true;
  AsciiGame game(e, options);
  for (const auto& [command, kind] :
       {std::pair{"showterri", moyo::GridKind::Territory}, std::pair{"showmoyo", moyo::GridKind::Moyo},
        std::pair{"showarea", moyo::GridKind::Area}}) {
    std::ostringstream out;
    EXPECT_TRUE(game.executeLine(command, out));
    const moyo::Moyo& m = analyzeMoyo(e, core::Color::Black);
    EXPECT_EQ(out.str(), moyoMapText(e.game().board(), m, kind, false)) << command;
  }
}

}  // namespace
}  // namespace iface
