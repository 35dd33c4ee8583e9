// GTP input preprocessing, ids and response framing (GTP v2 section 3, as GNU Go 3.8 does).
#include <gtest/gtest.h>

#include <sstream>

#include "interface/tests/gtp_test_util.h"

namespace iface {
namespace {

using testing::Session;

TEST(GtpPreprocess, RemovesControlCharactersConvertsTabsAndCutsComments) {
  EXPECT_EQ(preprocessGtpLine("na\rme\x01\x7f"), "name");
  EXPECT_EQ(preprocessGtpLine("play\tb\tc3"), "play b c3");
  EXPECT_EQ(preprocessGtpLine("name # a comment"), "name ");
  EXPECT_EQ(preprocessGtpLine("# only a comment"), "");
  EXPECT_EQ(preprocessGtpLine("echo caf\xc3\xa9"), "echo caf\xc3\xa9");  // bytes >= 128 stay
}

TEST(GtpPreprocess, LinesWithoutACommandGetNoAnswer) {
  Session s;
  EXPECT_EQ(s.run(""), "");
  EXPECT_EQ(s.run("   "), "");
  EXPECT_EQ(s.run("\t\r"), "");
  EXPECT_EQ(s.run("# comment"), "");
  EXPECT_EQ(s.run("7"), "");  // an id alone: GNU Go answers nothing
  EXPECT_EQ(s.run("7 # comment"), "");
}

TEST(GtpPreprocess, IdsAreEchoedOnSuccessAndFailure) {
  Session s;
  EXPECT_EQ(s.run("1 name"), "=1 moyogo\n\n");
  EXPECT_EQ(s.run("01 name"), "=1 moyogo\n\n");
  EXPECT_EQ(s.run("000 name"), "=0 moyogo\n\n");
  EXPECT_EQ(s.run(" 5  name "), "=5 moyogo\n\n");
  EXPECT_EQ(s.run("\t9\tname # comment"), "=9 moyogo\n\n");
  EXPECT_EQ(s.run("8 foo"), "?8 unknown command\n\n");
  EXPECT_EQ(s.run("12 boardsize 30"), "?12 unacceptable size: 30 (2 to 25)\n\n");
  EXPECT_EQ(s.run("13 clear_board"), "=13 \n\n");
  // GNU Go reads the id with sscanf: a negative id is no id, "1a" is id 1 and command "a".
  EXPECT_EQ(s.run("-1 name"), "= moyogo\n\n");
  EXPECT_EQ(s.run("1a name"), "?1 unknown command\n\n");
  EXPECT_EQ(s.run("10 na\rme"), "=10 moyogo\n\n");
}

TEST(GtpPreprocess, CommandNamesAreCaseSensitive) {
  Session s;
  EXPECT_EQ(s.run("NAME"), "? unknown command\n\n");
  EXPECT_EQ(s.run("Play b c3"), "? unknown command\n\n");
}

TEST(GtpPreprocess, ExtraArgumentsAreIgnoredLikeGnuGo) {
  Session s;
  EXPECT_EQ(s.run("boardsize 9 3"), "= \n\n");
  EXPECT_EQ(s.run("komi 6.5 extra"), "= \n\n");
  EXPECT_EQ(s.run("12 quit extra"), "=12 \n\n");
}

TEST(GtpPreprocess, PipelinedCommandsAnswerInOrder) {
  Session s;
  std::istringstream in(
      "1 boardsize 5\r\n2 play b c3\n\n# comment\n3 play w c3\n4 color c3\n  \n5 query_boardsize\n");
  std::ostringstream out;
  s.gtp().run(in, out);
  EXPECT_EQ(out.str(), "=1 \n\n=2 \n\n?3 illegal move: C3 is occupied\n\n=4 black\n\n=5 5\n\n");
}

TEST(GtpPreprocess, EndOfInputWithoutNewlineStillRuns) {
  Session s;
  std::istringstream in("1 name\n2 version");
  std::ostringstream out;
  s.gtp().run(in, out);
  EXPECT_EQ(out.str(), "=1 moyogo\n\n=2 " MOYOGO_VERSION "\n\n");
}

TEST(GtpResponse, WellFormedDetector) {
  EXPECT_TRUE(isWellFormedResponse("= \n\n"));
  EXPECT_TRUE(isWellFormedResponse("=12 a\nb\n\n"));
  EXPECT_TRUE(isWellFormedResponse("? unknown command\n\n"));
  EXPECT_FALSE(isWellFormedResponse("= a\n\n\n"));
  EXPECT_FALSE(isWellFormedResponse("= a\n\nb\n\n"));
  EXPECT_FALSE(isWellFormedResponse("a\n\n"));
  EXPECT_FALSE(isWellFormedResponse("= a\n"));
}

// An empty line inside an answer would end it early for the client.
TEST(GtpResponse, NoEmptyLineInsideAnAnswer) {
  Session s;
  const std::string echo = s.run("echo a");
  EXPECT_TRUE(isWellFormedResponse(echo));
  const std::string board = s.run("showboard");
  EXPECT_TRUE(isWellFormedResponse(board)) << board;
  EXPECT_EQ(board.substr(0, 3), "= \n");
}

TEST(GtpArgs, GnuGoStyleReading) {
  const core::Geometry& geo = core::Geometry::forSize(19);
  GtpArgs a({"A01", "t19", "pAsS", "i5", "u1", "a0", "c+3", "3x", "x", "6.5k", "nan"});
  EXPECT_EQ(a.tryVertex(0, geo), core::toPoint(0, 18));
  EXPECT_EQ(a.tryVertex(1, geo), core::toPoint(18, 0));
  EXPECT_EQ(a.tryVertex(2, geo), core::kPass);
  EXPECT_FALSE(a.tryVertex(3, geo));
  EXPECT_FALSE(a.tryVertex(4, geo));
  EXPECT_FALSE(a.tryVertex(5, geo));
  EXPECT_EQ(a.tryVertex(6, geo), core::toPoint(2, 16));
  EXPECT_EQ(a.tryInteger(7), 3);
  EXPECT_FALSE(a.tryInteger(8));
  EXPECT_EQ(a.tryReal(9), 6.5);
  EXPECT_FALSE(a.tryReal(10));
  EXPECT_FALSE(a.tryVertex(11, geo));
  EXPECT_THROW(a.point(2, geo), GtpError);
  EXPECT_THROW(a.at(11), GtpError);
}

}  // namespace
}  // namespace iface
