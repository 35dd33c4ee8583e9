// The whole program through moyogoMain: -l analysis actions, modes, files.
#include <gtest/gtest.h>

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
                bool terminal = false) {
  std::vector<const char*> argv = {"moyogo"};
  for (const auto& a : args) argv.push_back(a.c_str());
  std::istringstream in(input);
  std::ostringstream out, err;
  RunEnvironment env{in, out, err, terminal, false};
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
  EXPECT_EQ(last.out, "Result: W+4.1\nB says \"I lost!\"\n");
  // Move 3: the two moves before it are loaded; Black's center stone is worth more than
  // White's 3-3 point and the komi.
  const Outcome move = runMain({"-l", sgf, "--score", "3"});
  EXPECT_EQ(move.code, 0) << move.err;
  EXPECT_EQ(move.out, "Result: B+0.5\nB says \"I win!\"\n");
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

}  // namespace
}  // namespace iface
