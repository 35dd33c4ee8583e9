// Game commands while trymove frames are open, and the -m text on genmove.
#include <gtest/gtest.h>

#include "interface/tests/gtp_test_util.h"

namespace iface::testing {
namespace {

TEST(GtpGameGuard, PlayUndoAndGenmoveWaitForPopgo) {
  Session s;
  s.expect({{"boardsize 9", "= "},
            {"play black E5", "= "},
            {"trymove white D5", "= "},
            {"is_legal black D5", "= 0"},
            {"play black C3", "? trymove stack not empty (popgo first)"},
            {"undo", "? trymove stack not empty (popgo first)"},
            {"genmove black", "? trymove stack not empty (popgo first)"},
            {"popgo", "= "},
            {"undo", "= "},
            {"list_stones black", "= "}});
}

TEST(GtpGameGuard, MoyoLevelPrintsOncePerGenmoveOnDiagnostics) {
  Session s;
  s.engine().options().moyoLevel = 1;
  s.expect({{"boardsize 9", "= "}, {"play black E5", "= "}});
  EXPECT_EQ(s.diagnostics(), "");
  const std::string answer = s.run("genmove white");
  ASSERT_EQ(answer.substr(0, 2), "= ");
  EXPECT_EQ(s.diagnostics().rfind("   A B C D E F G H J\n", 0), 0u) << s.diagnostics();
  EXPECT_NE(s.diagnostics().find(" 5 . . . . X . . . . 5") , std::string::npos)
      << s.diagnostics();
}

}  // namespace
}  // namespace iface::testing
