// The whole program through moyogoMain: -l analysis actions, modes, files.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <regex>
#include <sstream>

#include "interface/cli.h"
#include "interface/tests/temp_dir.h"

namespace iface {
namespace {

// 9x9, Black E5 D4 (two moves each side), White to move at move 5.
const char* const kGame = "(;GM[1]FF[4]SZ[9]KM[6.5];B[ee];W[cc];B[dg];W[gg])";

struct Outcome {
  int code = 0;
  std::string out;
  std::string err;
};

Outcome runMain(const std::vector<std::string>& args, const std::string& input = "",
                bool terminal = false, bool stderrTerminal = false) {
  std::vector<const char*> argv = {"moyogo"};
  for (const auto& a : args) argv.push_back(a.c_str());
  std::istringstream in(input);
  std::ostringstream out, err;
  RunEnvironment env{in, out, err, terminal, false, stderrTerminal};
  Outcome r;
  r.code = moyogoMain(static_cast<int>(argv.size()), argv.data(), env);
  r.out = out.str();
  r.err = err.str();
  return r;
}

std::string readFile(const std::string& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

TEST(CliActions, LoadAloneGeneratesOneMove) {
  const testing::ScopedTempDir dir;
  const std::string sgf = dir.write("game.sgf", kGame);
  const Outcome r = runMain({"-l", sgf});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_TRUE(std::regex_match(r.out, std::regex("black \\(X\\) move ([A-HJ][1-9]|PASS)\n")))
      << r.out;
  const Outcome until = runMain({"-l", sgf, "-L", "4"});  // three moves loaded: White to move
  EXPECT_TRUE(std::regex_match(until.out, std::regex("white \\(O\\) move ([A-HJ][1-9]|PASS)\n")))
      << until.out;
}

// -l FILE -L N -o OUT writes the game with the generated move and the chooser's ranked
// moves as LB labels on it; with the classic chooser the labels are the 2.x values, the
// move played labelled with the highest.
TEST(CliActions, LoadAndOutfileWritesTheMoveWithItsLabels) {
  const testing::ScopedTempDir dir;
  const std::string sgf = dir.write("game.sgf", kGame);
  const std::string out = dir.file("out.sgf");
  const Outcome r = runMain({"-l", sgf, "-L", "4", "-o", out, "--chooser", "classic"});
  ASSERT_EQ(r.code, 0) << r.err;
  std::smatch played;
  ASSERT_TRUE(std::regex_match(r.out, played, std::regex("white \\(O\\) move ([A-HJ][1-9])\n")))
      << r.out;
  const std::string text = readFile(out);
  std::smatch node;
  ASSERT_TRUE(std::regex_search(text, node, std::regex(";W\\[([a-i]{2})\\]LB((\\[[a-i]{2}:\\d+\\])+)C\\[Value of move: (\\d+)\\]\\)")))
      << text;
  // Three moves of the file, then the generated one: its label is the first and the highest.
  EXPECT_EQ(std::count(text.begin(), text.end(), ';'), 5) << text;
  const std::string labels = node[2];
  EXPECT_EQ(labels.substr(1, 2), std::string(node[1])) << labels;
  int first = -1, last = 1 << 30;
  const std::regex value(":(\\d+)\\]");
  for (std::sregex_iterator it(labels.begin(), labels.end(), value), end; it != end; ++it) {
    const int v = std::stoi((*it)[1]);
    if (first < 0) first = v;
    EXPECT_LE(v, last) << labels;
    last = v;
  }
  EXPECT_EQ(first, std::stoi(node[4]));
}

TEST(CliActions, PrintSgfWritesThePosition) {
  const testing::ScopedTempDir dir;
  const std::string sgf = dir.write("game2.sgf", kGame);
  const std::string printed = dir.file("printed.sgf");
  const Outcome r = runMain({"-l", sgf, "-L", "3", "--printsgf", printed});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, "");
  const std::string text = readFile(printed);
  EXPECT_NE(text.find("AB[ee]"), std::string::npos) << text;
  EXPECT_NE(text.find("AW[cc]"), std::string::npos) << text;
  EXPECT_EQ(text.find("dg"), std::string::npos) << text;
}

TEST(CliActions, ScoreLastAndMoveGiveTheEstimateInWhoWinsText) {
  const testing::ScopedTempDir dir;
  const std::string sgf = dir.write("game3.sgf", kGame);
  // The engine's score estimate (GTP estimate_score's number) with 6.5 komi, Black to move
  // after four moves, in 2.x who_wins' words.
  const Outcome last = runMain({"-l", sgf, "--score", "last"});
  EXPECT_EQ(last.code, 0) << last.err;
  EXPECT_EQ(last.out, "Result: W+7.7\nB says \"I lost!\"\n");
  // Move 3: the two moves before it are loaded; Black's center stone is worth less than
  // White's 3-3 point and the komi.
  const Outcome move = runMain({"-l", sgf, "--score", "3"});
  EXPECT_EQ(move.code, 0) << move.err;
  EXPECT_EQ(move.out, "Result: W+3.4\nB says \"I lost!\"\n");
  const Outcome vertex = runMain({"-l", sgf, "--score", "Z30"});
  EXPECT_EQ(vertex.code, 2);
  EXPECT_EQ(vertex.out, "");
  EXPECT_EQ(vertex.err, "moyogo: --score z30: not a move number or a vertex of the 9x9 board\n");
}

TEST(CliActions, ScoreEndPlaysOutAndCounts) {
  const testing::ScopedTempDir dir;
  const std::string sgf = dir.write("game3e.sgf", kGame);
  const Outcome end = runMain({"-l", sgf, "--score", "end", "-r", "5"});
  EXPECT_EQ(end.code, 0) << end.err;
  std::smatch m;
  ASSERT_TRUE(std::regex_match(end.out, m,
                               std::regex("Result: ([BW])\\+([0-9]+\\.[0-9])\n"
                                          "(Black|White) wins by ([0-9]+\\.[0-9]) points\n")))
      << end.out;
  EXPECT_EQ(m[1].str(), m[3].str().substr(0, 1));  // the same winner and margin twice
  EXPECT_EQ(m[2].str(), m[4].str());
}

TEST(CliActions, UntilOffTheBoardIsAnError) {
  const testing::ScopedTempDir dir;
  const std::string sgf = dir.write("game3u.sgf", kGame);
  const Outcome r = runMain({"-l", sgf, "-L", "Z30"});
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, "moyogo: -L Z30: not a move number or a vertex of the 9x9 board\n");
  const Outcome column = runMain({"-l", sgf, "-L", "K5"});  // no K column on 9x9
  EXPECT_EQ(column.code, 2);
  const Outcome onBoard = runMain({"-l", sgf, "-L", "J9"});  // on the board, never played
  EXPECT_EQ(onBoard.code, 0) << onBoard.err;
}

TEST(CliActions, BenchmarkPlaysAndReportsSpeed) {
  const Outcome r = runMain({"-b", "20", "--boardsize", "9"});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_TRUE(std::regex_search(r.out, std::regex("\n[0-9]+ moves in [0-9.]+ s \\("))) << r.out;
}

TEST(CliActions, MissingFileIsAnError) {
  const Outcome r = runMain({"-l", "/nonexistent/game.sgf"});
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err.rfind("moyogo: ", 0), 0u);
  EXPECT_EQ(r.err.find('\n'), r.err.size() - 1);  // one line
}

TEST(CliActions, LoadWithGtpModeStartsFromTheFile) {
  const testing::ScopedTempDir dir;
  const std::string sgf = dir.write("game4.sgf", kGame);
  const Outcome r = runMain({"-l", sgf, "--mode", "gtp"}, "list_stones black\nquit\n");
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out.substr(0, r.out.find("\n\n")), "= E5 D3");
}

TEST(CliActions, TerminalMeansAsciiGame) {
  const Outcome r = runMain({"--boardsize", "9", "--quiet"}, "quit\n", true);
  EXPECT_EQ(r.code, 0);
  EXPECT_EQ(r.out.rfind("Beginning ASCII mode game.\n", 0), 0u);
  EXPECT_NE(r.out.find("Board Size:   9\n"), std::string::npos);
}

TEST(CliActions, AsciiColorsFollowColorOutput) {
  const Outcome plain =
      runMain({"--mode", "ascii", "--boardsize", "5", "--color-output", "never"}, "c3\nquit\n");
  EXPECT_EQ(plain.out.find('\033'), std::string::npos);
  const Outcome colored =
      runMain({"--mode", "ascii", "--boardsize", "5", "--color-output", "always"}, "c3\nquit\n");
  EXPECT_NE(colored.out.find("\033[1;31mX"), std::string::npos);
}

TEST(CliActions, HandicapAndKomiReachTheGame) {
  const Outcome r =
      runMain({"--mode", "gtp", "--boardsize", "9", "--handicap", "4", "--komi", "0.5"},
              "list_stones black\nfinal_score\nquit\n");
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out.substr(0, r.out.find("\n\n")), "= C7 G7 C3 G3");
}

std::string firstLine(const std::string& text) {
  return text.substr(0, text.find('\n'));
}

TEST(CliActions, AnalyzeGameProgressBarOnlyOnATerminal) {
  const testing::ScopedTempDir dir;
  // 5x5, four stones then 48 passes: 52 moves, quick to analyse.
  std::string game = "(;GM[1]FF[4]SZ[5];B[bb];W[dd];B[db];W[bd]";
  for (int i = 0; i < 24; ++i) game += ";B[];W[]";
  const std::string sgf = dir.write("passes.sgf", game + ")");
  const std::vector<std::string> args = {"-l", sgf, "--analyze-game", "-o", dir.file("a.sgf")};
  // Not a terminal (a pipe, a log): a plain line every 25 moves and at the last.
  const Outcome plain = runMain(args, "", false, false);
  EXPECT_EQ(plain.code, 0) << plain.err;
  EXPECT_EQ(plain.err,
            "analyze-game: move 25 of 52\nanalyze-game: move 50 of 52\n"
            "analyze-game: move 52 of 52\n");
  // A terminal: the bar redrawn in place (53 states), one newline at the end.
  const Outcome bar = runMain(args, "", false, true);
  EXPECT_EQ(bar.code, 0) << bar.err;
  EXPECT_EQ(bar.err.rfind("\ranalyzing [", 0), 0u) << bar.err;
  EXPECT_EQ(std::count(bar.err.begin(), bar.err.end(), '\r'), 53);
  const std::string last = "\ranalyzing [" + std::string(40, '#') + "] 52/52 moves\n";
  EXPECT_EQ(bar.err.substr(bar.err.size() - last.size()), last);
  // --quiet: nothing in either case.
  std::vector<std::string> quiet = args;
  quiet.push_back("--quiet");
  EXPECT_EQ(runMain(quiet, "", false, false).err, "");
  EXPECT_EQ(runMain(quiet, "", false, true).err, "");
}

TEST(CliActions, IllegalMoveInTheFileWarnsAndLoadsUpToIt) {
  const testing::ScopedTempDir dir;
  struct Case {
    const char* name;
    const char* sgf;
    const char* warning;  // after "moyogo: FILE:"
    const char* blackStones;
  };
  const Case cases[] = {
      {"occupied.sgf", "(;GM[1]FF[4]SZ[9]\n;B[ee];W[cc]\n;B[dg];W[ee];B[aa])",
       "3:8: warning: move 4 (W E5) is illegal: E5 is occupied; the game is loaded up to move 3",
       "E5 D3"},
      {"suicide.sgf", "(;GM[1]SZ[9];B[ee];W[ba];B[ff];W[ab]\n  ;B[aa])",
       "2:4: warning: move 5 (B A9) is illegal: A9 is suicide; the game is loaded up to move 4",
       "E5 F4"},
      {"ko.sgf", "(;GM[1]SZ[9]AB[ba][ab][bc]AW[ca][bb][db][cc];B[cb];W[bb];B[ee])",
       "1:52: warning: move 2 (W B8) is illegal: B8 retakes the ko; the game is loaded up to "
       "move 1",
       "B9 A8 C8 B7"},
      {"offboard.sgf", "(;GM[1]SZ[9];B[zz];W[ee])",
       "1:14: warning: move 1 (B zz) is illegal: zz is not a point of the 9x9 board; no move "
       "is loaded",
       ""},
  };
  for (const Case& c : cases) {
    const std::string sgf = dir.write(c.name, c.sgf);
    const Outcome r = runMain({"-l", sgf, "--mode", "gtp"}, "list_stones black\nquit\n");
    EXPECT_EQ(r.code, 0) << c.name;
    EXPECT_EQ(r.err, "moyogo: " + sgf + ":" + c.warning + "\n");
    EXPECT_EQ(firstLine(r.out), std::string("= ") + c.blackStones) << c.name;
    // GTP loadsgf answers as before (GNU Go's answers), with nothing added to the answer.
    const Outcome gtp = runMain({"--mode", "gtp"}, "loadsgf " + sgf + "\nquit\n");
    EXPECT_EQ(firstLine(gtp.out).substr(0, 1), "=") << c.name << ": " << gtp.out;
    EXPECT_EQ(gtp.err, "") << c.name;
  }
  // Loading stops before the illegal move anyway: no warning.
  const std::string sgf = dir.file("occupied.sgf");
  EXPECT_EQ(runMain({"-l", sgf, "-L", "4", "--mode", "gtp"}, "quit\n").err, "");
}

TEST(CliActions, UntilPastTheEndWarns) {
  const testing::ScopedTempDir dir;
  const std::string sgf = dir.write("game5.sgf", kGame);  // four moves
  const Outcome past = runMain({"-l", sgf, "-L", "500", "--mode", "gtp"}, "quit\n");
  EXPECT_EQ(past.code, 0);
  EXPECT_EQ(past.err,
            "moyogo: warning: -L 500 is past the end of the game (4 moves); loaded to the end\n");
  const Outcome never = runMain({"-l", sgf, "-L", "J9", "--mode", "gtp"}, "quit\n");
  EXPECT_EQ(never.code, 0);
  EXPECT_EQ(never.err,
            "moyogo: warning: -L J9 is never played in the game (4 moves); loaded to the end\n");
  // Move 5 is the first after the game: loading to the end is what it asks.
  EXPECT_EQ(runMain({"-l", sgf, "-L", "5", "--mode", "gtp"}, "quit\n").err, "");
  EXPECT_EQ(runMain({"-l", sgf, "-L", "D3", "--mode", "gtp"}, "quit\n").err, "");
  const Outcome score = runMain({"-l", sgf, "--score", "40"});
  EXPECT_EQ(score.code, 0);
  EXPECT_EQ(firstLine(score.err),
            "moyogo: warning: --score 40 is past the end of the game (4 moves); loaded to the end");
  EXPECT_EQ(score.out, "Result: W+7.7\nB says \"I lost!\"\n");
}

// --decidedragon: White's straight three on the first line (A1-C1 inside A2-D2, D1) dies
// or lives by its vital point B1; with -t the trace shows the move tried and the node's
// result under it. No stone at the vertex is an error.
TEST(CliActions, DecideDragonReadsTheVitalPoint) {
  const testing::ScopedTempDir dir;
  const std::string sgf = dir.write(
      "three.sgf", "(;GM[1]FF[4]SZ[9]KM[6.5]AB[ag][bg][cg][dg][eg][eh][ei]AW[ah][bh][ch][dh][di])");
  const Outcome r = runMain({"-l", sgf, "--decidedragon", "B2"});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("B2 can be killed at B1 (code 1)"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("B2 can be saved at B1 (code 1)"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("\nB B1\n"), std::string::npos) << r.out;  // no trace without -t
  const Outcome traced = runMain({"-l", sgf, "--decidedragon", "B2", "-t"});
  EXPECT_EQ(traced.code, 0) << traced.err;
  EXPECT_EQ(traced.out.rfind("B B1\n", 0), 0u) << traced.out;  // the attack's first move
  EXPECT_NE(traced.out.find("\n kill: 1 B1\n"), std::string::npos) << traced.out;
  EXPECT_NE(traced.out.find("\nW B1\n"), std::string::npos) << traced.out;
  const Outcome empty = runMain({"-l", sgf, "--decidedragon", "E5"});
  EXPECT_EQ(empty.code, 1);
  EXPECT_NE(empty.err.find("--decidedragon: no stone at E5"), std::string::npos) << empty.err;
}

}  // namespace
}  // namespace iface
