// pattern_matches / list_patterns through the GTP engine.
#include <gtest/gtest.h>

#include <string>

#include "interface/gtp_engine.h"

namespace iface {
namespace {

TEST(PatternGtp, ListPatternsNamesEveryDatabase) {
  engine::Engine e;
  GtpEngine gtp(e);
  const std::string r = gtp.execute("list_patterns");
  ASSERT_EQ(r.substr(0, 2), "= ");
  EXPECT_EQ(r.substr(0, 20), "= CB101 patterns OX\n");
  EXPECT_NE(r.find("\nCC101 conn C\n"), std::string::npos);
  EXPECT_NE(r.find("\nCB101 conn B\n"), std::string::npos);
  EXPECT_NE(r.find("\nE301 eyes 2,1\n"), std::string::npos);
  EXPECT_NE(r.find("\nLD101 patterns sxL\n"), std::string::npos);
}

TEST(PatternGtp, PatternMatchesListsMatchesCoveringTheVertex) {
  engine::Engine e;
  GtpEngine gtp(e);
  gtp.execute("boardsize 9");
  gtp.execute("play b c5");
  gtp.execute("play b d5");
  gtp.execute("play w c4");
  gtp.execute("play w d4");
  gtp.execute("play b a1");  // White to move: hane at the head of two stones is E5
  const std::string r = gtp.execute("pattern_matches e5");
  EXPECT_NE(r.find("CB101 patterns move=E5 anchor="), std::string::npos) << r;
  EXPECT_EQ(gtp.execute("pattern_matches z9"), "? invalid coordinate: 'z9' is not a vertex of the 9x9 board\n\n");
  EXPECT_EQ(gtp.execute("pattern_matches"), "? syntax error: expected 1 argument, got 0\n\n");
  EXPECT_EQ(gtp.execute("pattern_matches j1"), "= \n\n");  // empty corner: nothing
}

}  // namespace
}  // namespace iface
