// Command-line parsing: every option's value lands in CliOptions; bad input is one error.
#include <gtest/gtest.h>

#include <sstream>

#include "interface/cli.h"

namespace iface {
namespace {

CliOptions parseOk(const std::vector<std::string>& args) {
  const CliParseResult r = parseCommandLine(args);
  EXPECT_TRUE(r.options.has_value()) << r.error;
  return r.options.value_or(CliOptions{});
}

std::string parseError(const std::vector<std::string>& args) {
  const CliParseResult r = parseCommandLine(args);
  EXPECT_FALSE(r.options.has_value());
  return r.error;
}

TEST(CliParse, DefaultsWithNoArguments) {
  const CliOptions o = parseOk({});
  EXPECT_EQ(o.mode, Mode::Auto);
  EXPECT_EQ(o.boardSize, 19);
  EXPECT_FALSE(o.komi.has_value());
  EXPECT_EQ(o.handicap, 0);
  EXPECT_EQ(o.humanColor, core::Color::Black);
  EXPECT_EQ(o.engine.seed, 1u);
  EXPECT_EQ(o.engine.playStyle, engine::kStyleStandard);
  EXPECT_EQ(o.engine.moyoLevel, 0u);
  EXPECT_EQ(o.engine.depth, 14);
  EXPECT_EQ(o.trace, 0);
  EXPECT_EQ(o.colorOutput, ColorOutput::Auto);
  EXPECT_FALSE(o.superko);
}

TEST(CliParse, GameOptions) {
  const CliOptions o = parseOk({"--mode", "gtp", "--boardsize", "9", "--komi", "6.5", "--handicap",
                                "3", "--color", "white", "--superko", "--chinese-rules"});
  EXPECT_EQ(o.mode, Mode::Gtp);
  EXPECT_EQ(o.boardSize, 9);
  EXPECT_DOUBLE_EQ(o.komi.value_or(0), 6.5);
  EXPECT_EQ(o.handicap, 3);
  EXPECT_EQ(o.humanColor, core::Color::White);
  EXPECT_TRUE(o.superko);
  EXPECT_TRUE(o.engine.chineseRules);
  EXPECT_EQ(parseOk({"--mode", "ASCII"}).mode, Mode::Ascii);
  EXPECT_DOUBLE_EQ(parseOk({"--komi", "-0.5"}).komi.value_or(0), -0.5);
}

TEST(CliParse, FilesAndShortNames) {
  const CliOptions o =
      parseOk({"-l", "game.sgf", "-L", "42", "-o", "out.sgf", "-r", "77", "--quiet"});
  EXPECT_EQ(o.infile, "game.sgf");
  EXPECT_EQ(o.until, "42");
  EXPECT_EQ(o.outfile, "out.sgf");
  EXPECT_EQ(o.engine.seed, 77u);
  EXPECT_TRUE(o.quiet);
  EXPECT_EQ(parseOk({"--infile=a.sgf", "--until=K10"}).until, "K10");
  EXPECT_EQ(parseOk({"--seed", "18446744073709551615"}).engine.seed, 18446744073709551615ull);
}

TEST(CliParse, PlayStylesMatchOnFiveCharacters) {
  EXPECT_EQ(parseOk({"-p", "fearless"}).engine.playStyle, 17u);
  EXPECT_EQ(parseOk({"-p", "aggressive"}).engine.playStyle, 25u);
  EXPECT_EQ(parseOk({"-p", "tenuki"}).engine.playStyle, 9u);
  EXPECT_EQ(parseOk({"-p", "no_fuseki"}).engine.playStyle, 2u);
  EXPECT_EQ(parseOk({"--playstyle", "standard"}).engine.playStyle, 1u);
  EXPECT_EQ(parseOk({"-p", "fearlessly"}).engine.playStyle, 17u);  // first 5 only
  EXPECT_EQ(parsePlayStyle("aggre"), 25u);
  EXPECT_FALSE(parsePlayStyle("fear").has_value());
  EXPECT_TRUE(parseOk({"-p", "help"}).playStyleHelp);
  EXPECT_NE(parseError({"-p", "timid"}).find("--playstyle"), std::string::npos);
}

TEST(CliParse, MoyoLevelDecimalOrHex) {
  EXPECT_EQ(parseOk({"-m", "16"}).engine.moyoLevel, 16u);
  EXPECT_EQ(parseOk({"-m", "0x1f"}).engine.moyoLevel, 31u);
  EXPECT_EQ(parseOk({"--moyo", "0XFF"}).engine.moyoLevel, 255u);
  EXPECT_EQ(parseOk({"-m", "010"}).engine.moyoLevel, 10u);  // decimal, not octal
  EXPECT_FALSE(parseMoyoLevel("0x").has_value());
  EXPECT_FALSE(parseMoyoLevel("12a").has_value());
  EXPECT_FALSE(parseMoyoLevel("-1").has_value());
  parseError({"-m", "lots"});
}

TEST(CliParse, TraceIsACounter) {
  const std::vector<std::string> decide = {"-l", "g.sgf", "--decidestring", "D4"};
  auto with = [&decide](std::vector<std::string> args) {
    args.insert(args.end(), decide.begin(), decide.end());
    return args;
  };
  EXPECT_EQ(parseOk(with({"-t"})).trace, 1);
  EXPECT_EQ(parseOk(with({"-t", "-t", "--trace"})).trace, 3);
  EXPECT_EQ(parseOk(with({"-ttt"})).trace, 3);
}

TEST(CliParse, DepthsAndDebugSwitches) {
  const CliOptions o = parseOk({"-l",
                                "g.sgf",
                                "-D",
                                "20",
                                "-B",
                                "7",
                                "-F",
                                "4",
                                "-K",
                                "6",
                                "-M",
                                "32",
                                "-w",
                                "-T",
                                "-E",
                                "-a",
                                "--score",
                                "end",
                                "--printsgf",
                                "p.sgf",
                                "--decidestring",
                                "D4",
                                "-b",
                                "50",
                                "--color-output",
                                "never"});
  EXPECT_EQ(o.engine.depth, 20);
  EXPECT_EQ(o.engine.backfillDepth, 7);
  EXPECT_EQ(o.engine.fourlibDepth, 4);
  EXPECT_EQ(o.engine.koDepth, 6);
  EXPECT_EQ(o.engine.hashMemoryMb, 32);
  EXPECT_TRUE(o.worms && o.printBoard && o.eyes && o.allPats);
  EXPECT_EQ(o.score, "end");
  EXPECT_EQ(o.printSgf, "p.sgf");
  EXPECT_EQ(o.decideString, "D4");
  EXPECT_EQ(o.benchmark, 50);
  EXPECT_EQ(o.colorOutput, ColorOutput::Never);
  const CliOptions owl = parseOk({"--owl-pass-nodes", "12000", "--owl-pass-question", "900"});
  EXPECT_EQ(owl.engine.owlPassNodes, 12000);
  EXPECT_EQ(owl.engine.owlPassQuestionNodes, 900);
  EXPECT_EQ(parseOk({}).engine.owlPassQuestionNodes, 3000);
  EXPECT_FALSE(parseOk({}).engine.connectionReading);
  EXPECT_TRUE(parseOk({"--connection-reading"}).engine.connectionReading);
  EXPECT_EQ(parseOk({}).engine.policyWeight, 1.0);
  EXPECT_EQ(parseOk({"--policy-weight", "0"}).engine.policyWeight, 0.0);
  EXPECT_EQ(parseOk({"--policy-weight", "1.5"}).engine.policyWeight, 1.5);
  EXPECT_NE(parseError({"--policy-weight", "-1"}).find("a weight from 0 to 100"),
            std::string::npos);
  EXPECT_NE(parseError({"--policy-weight", "x"}).find("--policy-weight"), std::string::npos);
  EXPECT_EQ(parseOk({}).engine.owlPassNodes, 30000);
  EXPECT_EQ(parseOk({"--reading-nodes", "8000"}).engine.readingNodes, 8000);
  EXPECT_EQ(parseOk({}).engine.threads, 1);
  EXPECT_EQ(parseOk({"--threads", "2"}).engine.threads, 2);
  EXPECT_GE(parseOk({"--threads", "0"}).engine.threads, 1);  // the hardware threads
  EXPECT_NE(parseError({"--threads", "-1"}).find("--threads"), std::string::npos);
  EXPECT_NE(parseError({"--threads", "257"}).find("--threads"), std::string::npos);
  EXPECT_EQ(parseOk({"-l", "g.sgf", "--score", "last"}).score, "last");
  EXPECT_EQ(parseOk({"-l", "g.sgf", "--score", "120"}).score, "120");
}

TEST(CliParse, InformationFlags) {
  EXPECT_TRUE(parseOk({"-v"}).version);
  EXPECT_TRUE(parseOk({"--help"}).help);
  EXPECT_TRUE(parseOk({"-h"}).help);
}

TEST(CliParse, BadOptionsGiveOneLineErrors) {
  const std::vector<std::vector<std::string>> bad = {
      {"--frobnicate"},
      {"--boardsize", "1"},
      {"--boardsize", "26"},
      {"--boardsize", "9x9"},
      {"--komi", "lots"},
      {"--handicap", "10"},
      {"--color", "green"},
      {"--mode", "gmp"},
      {"--seed", "-3"},
      {"-L", "0"},
      {"-L", "elephant"},
      {"--score", "never"},
      {"--decidestring", "4"},
      {"-b", "0"},
      {"--color-output", "sometimes"},
      {"--boardsize"},
      {"stray"},
      {"-D", "deep"},
      {"--owl-pass-nodes", "-1"},
      {"--owl-pass-question", "many"},
      {"--reading-nodes", "-5"},
      {"--reading-nodes", "1e4"},
      {"--reading-nodes", "0"},
  };
  for (const auto& args : bad) {
    const std::string e = parseError(args);
    EXPECT_FALSE(e.empty()) << args[0];
    EXPECT_EQ(e.find('\n'), std::string::npos) << e;
  }
  EXPECT_EQ(parseError({"--boardsize", "26"}),
            "invalid value '26' for --boardsize: expected an integer from 2 to 25");
}

TEST(CliMain, BadOptionPrintsErrorAndTryHelpExitTwo) {
  std::istringstream in;
  std::ostringstream out, err;
  RunEnvironment env{in, out, err, false, false};
  const char* argv[] = {"moyogo", "--komi", "x"};
  EXPECT_EQ(moyogoMain(3, argv, env), 2);
  EXPECT_EQ(out.str(), "");
  // The error and one pointer to --help: the usage would scroll the error away.
  EXPECT_EQ(err.str(),
            "moyogo: invalid value 'x' for --komi: expected a number\n"
            "try 'moyogo --help'\n");
}

TEST(CliMain, HelpVersionAndPlayStyleList) {
  std::istringstream in;
  std::ostringstream out, err;
  RunEnvironment env{in, out, err, false, false};
  const char* help[] = {"moyogo", "--help"};
  EXPECT_EQ(moyogoMain(2, help, env), 0);
  EXPECT_EQ(out.str().rfind("Usage: moyogo [options]", 0), 0u);
  out.str("");
  const char* version[] = {"moyogo", "-v"};
  EXPECT_EQ(moyogoMain(2, version, env), 0);
  EXPECT_EQ(out.str(), std::string("moyogo ") + MOYOGO_VERSION + "\n");
  out.str("");
  const char* styles[] = {"moyogo", "-p", "help"};
  EXPECT_EQ(moyogoMain(3, styles, env), 0);
  EXPECT_NE(out.str().find("aggressive"), std::string::npos);
  EXPECT_EQ(err.str(), "");
}

TEST(CliMain, NoTerminalMeansGtp) {
  std::istringstream in("boardsize 7\nname\nquit\n");
  std::ostringstream out, err;
  RunEnvironment env{in, out, err, false, false};
  const char* argv[] = {"moyogo"};
  EXPECT_EQ(moyogoMain(1, argv, env), 0);
  EXPECT_NE(out.str().find("\n\n= moyogo\n\n"), std::string::npos);
  EXPECT_EQ(out.str().rfind("=", 0), 0u);
}

TEST(CliMain, ImpossibleHandicapIsAnError) {
  std::istringstream in;
  std::ostringstream out, err;
  RunEnvironment env{in, out, err, false, false};
  const char* argv[] = {"moyogo", "--boardsize", "5", "--handicap", "9", "--mode", "gtp"};
  EXPECT_EQ(moyogoMain(7, argv, env), 2);
  EXPECT_NE(err.str().find("handicap of 9"), std::string::npos);
}

}  // namespace
}  // namespace iface
