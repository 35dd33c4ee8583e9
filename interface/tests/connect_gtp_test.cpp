// The connection reading GTP commands (GNU Go 3.8's names, answer formats and error words)
// through the GTP engine; the answers were checked against GNU Go 3.8.
#include <gtest/gtest.h>

#include "interface/tests/gtp_test_util.h"

namespace iface {
namespace {

using testing::Session;

// Black C4 E4 D3 around a White cutting stone D4 in atari (its liberty D5).
void cuttingStoneInAtari(Session& s) {
  s.expect({{"boardsize 9", "= "},
            {"play black C4", "= "},
            {"play white D4", "= "},
            {"play black E4", "= "},
            {"play black D3", "= "}});
}

TEST(ConnectGtp, AnswersCodeAndMoveOrZero) {
  Session s;
  cuttingStoneInAtari(s);
  s.expect({{"connect C4 E4", "= 1 D5"}, {"disconnect C4 E4", "= 0"}, {"connect C4 D3", "= 1 C3"}});
}

TEST(ConnectGtp, OneStringIsConnectedWithPass) {
  Session s;
  s.expect({{"boardsize 9", "= "},
            {"play black C3", "= "},
            {"play black D3", "= "},
            {"connect C3 D3", "= 1 PASS"},
            {"disconnect C3 D3", "= 0"}});
}

TEST(ConnectGtp, BadArgumentsGetGnuGoErrors) {
  Session s;
  cuttingStoneInAtari(s);
  s.expect({{"connect C4 D4", "? vertices must have same color"},
            {"disconnect A1 C4", "? vertex must not be empty"}});
  EXPECT_EQ(s.run("connect C4").substr(0, 2), "? ");
  EXPECT_EQ(s.run("connect Z9 C4").substr(0, 2), "? ");
}

TEST(ConnectGtp, NodeCounterCountsAndResets) {
  Session s;
  cuttingStoneInAtari(s);
  s.expect({{"reset_connection_node_counter", "= "}, {"connect C4 E4", "= 1 D5"}});
  EXPECT_NE(s.run("get_connection_node_counter"), "= 0\n\n");
  s.expect({{"reset_connection_node_counter", "= "}, {"get_connection_node_counter", "= 0"}});
}

}  // namespace
}  // namespace iface
