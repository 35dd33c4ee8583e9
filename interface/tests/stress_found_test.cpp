// Bugs the stress test (regression/stress) found, each as the shortest GTP session that
// showed it.
#include <gtest/gtest.h>

#include "interface/tests/gtp_test_util.h"
#include "interface/tests/temp_dir.h"

namespace iface {
namespace {

// A trymove frame dropped by clear_board stayed on the try stack; when a later game move
// recreated the same position at the same depth, popgo took that game move back.
TEST(StressFound, PopgoNeverTakesBackAGameMoveAfterClearBoard) {
  testing::Session s;
  s.expect({
      {"boardsize 6", "= "},
      {"trymove b C1", "= "},
      {"clear_board", "= "},
      {"play b C1", "= "},
      {"popgo", "? Stack empty."},
      {"list_stones black", "= C1"},
      {"trymove w pass", "= "},
      {"boardsize 6", "= "},
      {"play b C1", "= "},
      {"popgo", "? Stack empty."},
      {"trymove w D4", "= "},
      {"popgo", "= "},
      {"popgo", "? Stack empty."},
      {"list_stones black", "= C1"},
  });
}

// loadsgf built a new Game whose board numbered its positions from the start again, so a
// position of the loaded game could carry the id of a position analysed before: the worm
// analysis cached for that one was taken as fresh, and genmove's semeai generator read a
// dragon of -1 (a segfault in game ~1,700 of the stress run).
TEST(StressFound, LoadsgfNeverReusesPositionIds) {
  const testing::ScopedTempDir dir;
  testing::Session s;
  s.run("boardsize 6");
  for (const char* move : {"play b C3", "play w D4", "play b C4", "play w D3", "undo", "undo"})
    s.run(move);
  s.run("worm_data");
  const uint64_t before = s.engine().game().positionId();
  const std::string path = dir.write("pass.sgf", "(;GM[1]FF[4]SZ[6]KM[6.5];B[])");
  EXPECT_EQ(s.run("loadsgf " + path + " A1"), "= white\n\n");
  EXPECT_GT(s.engine().game().positionId(), before);
  EXPECT_EQ(s.run("play black pass"), "= \n\n");
  EXPECT_EQ(s.run("undo"), "= \n\n");
  s.gtp().context().maxMoveSeconds = 0.05;
  EXPECT_EQ(s.run("reg_genmove white")[0], '=');
  EXPECT_EQ(s.run("worm_data")[0], '=');
}

}  // namespace
}  // namespace iface
