// Bugs the stress test (regression/stress) found, each as the shortest GTP session that
// showed it.
#include <gtest/gtest.h>

#include "interface/tests/gtp_test_util.h"

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

}  // namespace
}  // namespace iface
