// GTP unconditional_status (GNU Go 3.8's command and answers), through the GTP engine.
#include <gtest/gtest.h>

#include <string>

#include "interface/tests/gtp_test_util.h"

namespace iface {
namespace {

using testing::Session;

// A black corner group with two single-point eyes (A9, C9) against a white wall.
void twoEyes(Session& s) {
  s.run("boardsize 9");
  s.run("clear_board");
  for (const char* v : {"B9", "D9", "A8", "B8", "C8", "D8"}) s.run(std::string("play b ") + v);
  for (const char* v : {"E9", "E8", "A7", "B7", "C7", "D7", "E7"})
    s.run(std::string("play w ") + v);
}

TEST(UnconditionalGtp, AnswersGnuGoWords) {
  Session s;
  twoEyes(s);
  s.expect({{"unconditional_status B9", "= alive"},
            {"unconditional_status d8", "= alive"},
            {"unconditional_status A9", "= black_territory"},
            {"unconditional_status C9", "= black_territory"},
            {"unconditional_status E9", "= undecided"},
            {"unconditional_status J1", "= undecided"},
            {"7 unconditional_status c9", "=7 black_territory"}});
}

TEST(UnconditionalGtp, FollowsTrymoveFrames) {
  Session s;
  twoEyes(s);
  s.expect({{"trymove black A9", "= "},  // Black fills its own eye: one eye left
            {"unconditional_status B9", "= undecided"},
            {"unconditional_status C9", "= undecided"},
            {"popgo", "= "},
            {"unconditional_status B9", "= alive"}});
}

TEST(UnconditionalGtp, BadInputGetsGnuGoErrorWords) {
  Session s;
  s.run("boardsize 9");
  s.expect(
      {{"unconditional_status", "? invalid coordinate: missing vertex"},
       {"unconditional_status K9", "? invalid coordinate: 'K9' is not a vertex of the 9x9 board"},
       {"unconditional_status pass", "? invalid coordinate: pass is not a point of the board"},
       {"unconditional_status foo", "? invalid coordinate: 'foo' is not a vertex of the 9x9 board"},
       {"unconditional_status A1 B2", "? syntax error: expected 1 argument, got 2"},
       {"unconditional_status A1", "= undecided"}});
}

TEST(UnconditionalGtp, IsListed) {
  Session s;
  const std::string list = s.run("list_commands");
  EXPECT_NE(list.find("\nunconditional_status\n"), std::string::npos);
  EXPECT_EQ(s.run("known_command unconditional_status"), "= true\n\n");
}

// GNU Go's unconditional3 position: pass-alive groups, dead stones and two-stone sekis.
TEST(UnconditionalGtp, PeerPositionUnconditional3) {
  const std::string sgf = testing::peerFile("games/unconditional/unconditional3.sgf");
  if (sgf.empty()) GTEST_SKIP() << "peer-regression folder missing";
  Session s;
  s.run("loadsgf " + sgf);
  s.expect({{"unconditional_status H19", "= dead"},  // inside Black's territory
            {"unconditional_status J18", "= black_territory"},
            {"unconditional_status K18", "= alive"},      // taken only into a dead shape
            {"unconditional_status C18", "= undecided"},  // a two-stone seki
            {"unconditional_status A19", "= undecided"},
            {"unconditional_status G19", "= alive"}});
}

}  // namespace
}  // namespace iface
