// Bad input names what was wrong (issue 10): GTP answers are the spec's (GNU Go's) words,
// then ": " and the detail; SGF errors are "file:line:column: message"; command-line errors
// name the option and the form it expects.
#include <gtest/gtest.h>

#include <sstream>

#include "interface/cli.h"
#include "interface/tests/gtp_test_util.h"
#include "interface/tests/temp_dir.h"

namespace iface {
namespace {

TEST(ErrorMessages, GtpSpecWordsThenTheDetail) {
  testing::Session s;
  s.expect({
      {"boardsize 7", "= "},
      {"play b D4", "= "},
      {"play w D4", "? illegal move: D4 is occupied"},
      {"play w H1", "? invalid color or coordinate: 'H1' is not a vertex of the 7x7 board"},
      {"play red D4", "? invalid color or coordinate: 'red' is not a color (black, white, b or w)"},
      {"genmove", "? invalid color: missing color"},
      {"boardsize 40", "? unacceptable size: 40 (2 to 25)"},
      {"boardsize 7", "= "},
      {"undo", "? cannot undo: no move to take back"},
      {"komi lots", "? komi not a float: 'lots'"},
      {"fixed_handicap 7", "? invalid handicap: 7 (2 to 4 on this board)"},
      {"fixed_handicap 99999999999999999999",
       "? invalid handicap: '99999999999999999999' (out of range)"},
      {"fixed_handicap many", "? handicap not an integer: 'many'"},
      {"boardsize -99999999999999999999",
       "? unacceptable size: '-99999999999999999999' (2 to 25)"},
      {"boardsize 7", "= "},
      {"owl_attack", "? syntax error: expected 1 argument, got 0"},
      {"trymove b A1 B2", "? invalid color or coordinate: expected a color and a vertex"},
      {"frobnicate", "? unknown command"},
      {"loadsgf /nonexistent/x.sgf", "? cannot open or parse '/nonexistent/x.sgf': no such file"},
      {"loadsgf /", "? cannot open or parse '/': not a regular file"},
  });
  // A long bad word is cut in the answer.
  const std::string answer = s.run("play b " + std::string(1000, 'q'));
  EXPECT_LT(answer.size(), 140u) << answer;
  EXPECT_NE(answer.find("qqq...'"), std::string::npos) << answer;
}

TEST(ErrorMessages, SgfFileLineColumnMessage) {
  const testing::ScopedTempDir dir;
  testing::Session s;
  const std::string unterminated = dir.write("cut.sgf", "(;GM[1]SZ[9]\n;B[ee]\n;W[dd");
  EXPECT_EQ(s.run("loadsgf " + unterminated),
            "? " + unterminated + ":3:3: unterminated property value\n\n");
  const std::string stray = dir.write("stray.sgf", "(;GM[1]SZ[9]\n  ;B[ee]%;W[dd])");
  EXPECT_EQ(s.run("loadsgf " + stray), "? " + stray + ":2:9: unexpected character '%'\n\n");
  const std::string empty = dir.write("empty.sgf", "no tree here\n");
  EXPECT_EQ(s.run("loadsgf " + empty), "? " + empty + ":2:1: no game tree: '(' not found\n\n");
}

std::string cliError(const std::vector<std::string>& args) {
  const CliParseResult r = parseCommandLine(args);
  EXPECT_FALSE(r.options.has_value());
  return r.error;
}

TEST(ErrorMessages, CommandLineNamesTheOptionAndTheForm) {
  EXPECT_EQ(cliError({"--boardsize", "30"}),
            "invalid value '30' for --boardsize: expected an integer from 2 to 25");
  EXPECT_EQ(cliError({"--komi", "lots"}), "invalid value 'lots' for --komi: expected a number");
  EXPECT_EQ(cliError({"-M", "99999"}),
            "invalid value '99999' for --memory: expected an integer from 0 to 1024");
  EXPECT_EQ(cliError({"--mode", "emacs"}), "invalid value 'emacs' for --mode: expected ascii or gtp");
  EXPECT_EQ(cliError({"--color", "red"}), "invalid value 'red' for --color: expected black or white");
  EXPECT_EQ(cliError({"-p", "sleepy"}),
            "invalid value 'sleepy' for --playstyle: expected standard, no_fuseki, tenuki, "
            "fearless, aggressive or help");
  EXPECT_EQ(cliError({"--frobnicate"}), "unrecognised option '--frobnicate'");
  EXPECT_EQ(cliError({"-l"}), "the required argument for option '--infile' is missing");
  // Words holding Boost's own message placeholders (its what() looped forever on them).
  EXPECT_EQ(cliError({"--%canonical_option%x"}), "unrecognised option '--%canonical_option%x'");
  EXPECT_EQ(cliError({"--%original_token%analyzerfile", "a.sgf"}),
            "unrecognised option '--%original_token%analyzerfile'");
  EXPECT_EQ(cliError({"--boardsize", "9", "--boardsize", "%value%"}),
            "invalid use of option '--boardsize'");
  EXPECT_EQ(cliError({"--%prefix%"}), "unrecognised option '--%prefix%'");
}

/// Runs the whole program; returns the exit code, stdout and stderr.
struct RunResult {
  int code = 0;
  std::string out;
  std::string err;
};

RunResult runMain(const std::vector<std::string>& args) {
  std::vector<const char*> argv = {"moyogo"};
  for (const auto& a : args) argv.push_back(a.c_str());
  std::istringstream in;
  std::ostringstream out, err;
  RunEnvironment env{in, out, err, false, false};
  RunResult r;
  r.code = moyogoMain(static_cast<int>(argv.size()), argv.data(), env);
  r.out = out.str();
  r.err = err.str();
  return r;
}

/// Expects exit code 2, nothing on stdout, and on stderr exactly `first` then the pointer
/// to --help (no usage dump).
void expectCommandLineError(const std::vector<std::string>& args, const std::string& first) {
  const RunResult r = runMain(args);
  EXPECT_EQ(r.code, 2) << first;
  EXPECT_EQ(r.out, "") << first;
  EXPECT_EQ(r.err, "moyogo: " + first + "\ntry 'moyogo --help'\n");
}

TEST(ErrorMessages, CommandLineErrorThenTryHelpExitTwo) {
  expectCommandLineError({"--boardsize", "30"},
                         "invalid value '30' for --boardsize: expected an integer from 2 to 25");
  expectCommandLineError({"--frobnicate"}, "unrecognised option '--frobnicate'");
  expectCommandLineError({"-l"}, "the required argument for option '--infile' is missing");
  // A stray word is named (Boost's words were "too many positional options").
  expectCommandLineError({"--boardsize", "9", "game.sgf"}, "unexpected argument 'game.sgf'");
  EXPECT_EQ(cliError({"stray"}), "unexpected argument 'stray'");
}

TEST(ErrorMessages, UnknownHelpTopicNamesTheTopics) {
  expectCommandLineError({"--help", "bogus"},
                         "unknown help topic 'bogus': the topics are analyze, playstyle");
  expectCommandLineError({"-h", "Analyze"},
                         "unknown help topic 'Analyze': the topics are analyze, playstyle");
  expectCommandLineError({"--help=bogus"},
                         "unknown help topic 'bogus': the topics are analyze, playstyle");
  expectCommandLineError({"--help", "analyze", "extra"}, "unexpected argument 'extra'");
  // Known topics, in every spelling, also beside other options (the topic is printed; a bad
  // value elsewhere is still an error).
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"--help", "analyze"}, {"--help=analyze"}, {"--helpanalyze"},
        {"-h", "analyze", "--boardsize", "9"}, {"--boardsize", "9", "--help", "analyze"}}) {
    const RunResult r = runMain(args);
    EXPECT_EQ(r.code, 0) << args[0];
    EXPECT_EQ(r.out.substr(0, r.out.find('\n')),
              "--analyze OPTS (comma-separated; with -l FILE [-L N] and -o FILE or "
              "--analyzerfile FILE)");
    EXPECT_EQ(r.err, "");
  }
  const RunResult styles = runMain({"--help", "playstyle", "-L", "5"});  // help asked: -L no error
  EXPECT_EQ(styles.code, 0);
  EXPECT_EQ(styles.out.substr(0, styles.out.find('\n')),
            "Play styles (-p, matched on the first 5 characters):");
  expectCommandLineError({"--help", "playstyle", "--boardsize", "30"},
                         "invalid value '30' for --boardsize: expected an integer from 2 to 25");
  const RunResult usage = runMain({"--help", "-l", "game.sgf"});  // an option, not a topic
  EXPECT_EQ(usage.code, 0);
  EXPECT_EQ(usage.out.substr(0, usage.out.find('\n')), "Usage: moyogo [options]");
}

TEST(ErrorMessages, AnOptionThatNeedsAnotherNamesIt) {
  expectCommandLineError({"--score-plot", "p.svg"}, "--score-plot needs --analyze-game");
  expectCommandLineError({"-L", "40"}, "-L needs -l FILE");
  expectCommandLineError({"--until", "40"}, "--until needs -l FILE");
  expectCommandLineError({"--score", "end"}, "--score needs -l FILE");
  expectCommandLineError({"--printsgf", "p.sgf"}, "--printsgf needs -l FILE");
  expectCommandLineError({"--decidestring", "D4"}, "--decidestring needs -l FILE");
  expectCommandLineError({"--decidedragon", "D4"}, "--decidedragon needs -l FILE");
  expectCommandLineError({"-t"}, "-t needs --decidestring VERTEX or --decidedragon VERTEX");
  expectCommandLineError({"--analyze", "all", "-o", "a.sgf"}, "--analyze needs -l FILE");
  expectCommandLineError({"--analyzerfile", "a.sgf"}, "--analyzerfile needs -l FILE");
  expectCommandLineError({"--analyze-game", "-o", "a.sgf"}, "--analyze-game needs -l FILE");
  expectCommandLineError({"--svg", "a.svg"}, "--svg needs -l FILE");
  expectCommandLineError({"-l", "g.sgf", "--svg-kind", "moyo"}, "--svg-kind needs --svg FILE");
  expectCommandLineError({"-l", "g.sgf", "--analyze", "all"},
                         "--analyze needs -o FILE or --analyzerfile FILE");
  expectCommandLineError({"-l", "g.sgf", "--analyze-game"},
                         "--analyze-game needs -o FILE or --analyzerfile FILE");
  // The analysis actions run instead of a game, so never with --mode.
  expectCommandLineError({"-l", "g.sgf", "--svg", "a.svg", "--mode", "gtp"},
                         "--svg cannot be used with --mode (it runs instead of a game)");
  expectCommandLineError({"-b", "5", "--mode", "ascii"},
                         "-b cannot be used with --mode (it runs instead of a game)");
  // What works alone stays accepted: -b and -w from the empty board, -o for the ASCII
  // game, --analyzerfile (meaning --analyze all), -l with --mode.
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"-b", "5"}, {"-w"}, {"-o", "game.sgf"}, {"-m", "7"},
        {"-l", "g.sgf", "--analyzerfile", "a.sgf"}, {"-l", "g.sgf", "--mode", "gtp"},
        {"-l", "g.sgf", "--analyze-game", "--score-plot", "p.svg", "-o", "a.sgf"}}) {
    const CliParseResult r = parseCommandLine(args);
    EXPECT_TRUE(r.options.has_value()) << args[0] << ": " << r.error;
  }
}

}  // namespace
}  // namespace iface
