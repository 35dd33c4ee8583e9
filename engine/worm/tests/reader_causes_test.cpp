// Tactical reading on diagrams, one test per cause of GNU Go 3.8 C-tactics failures
// (reading.tst, capture.tst). Expected answers were checked against GNU Go 3.8.
#include <gtest/gtest.h>

#include <string>

#include "engine/board/diagram.h"
#include "engine/worm/reader.h"

namespace worm {
namespace {

struct Fixture {
  explicit Fixture(const char* diagram, Color toMove = Color::Black)
      : game(board::gameFromDiagram(diagram, toMove)), board(game.board()) {}
  Point at(const char* vertex) const { return *board.geometry().parseVertex(vertex); }
  std::string name(Point p) const { return board.geometry().vertexName(p); }
  ReadResult attack(const char* v) {
    Reader r(board, cache, limits);
    const ReadResult result = r.attack(at(v));
    nodes = r.nodes();
    return result;
  }
  ReadResult defend(const char* v) {
    Reader r(board, cache, limits);
    const ReadResult result = r.findDefense(at(v));
    nodes = r.nodes();
    return result;
  }
  board::Game game;
  board::Board board;
  ReadingCache cache{1};
  ReadingLimits limits;
  uint64_t nodes = 0;
};

// Cause: breadth at deep plies. strategy5.sgf before move 45 (reading.tst 87): White
// captures the black edge string T7 by S4 (GNU Go 3.8: attack T7 = 1 S4). When the defender
// also tries to capture every two-liberty neighbour down to -D, the reading of the crawl
// along the edge runs out of its node budget before S4 is confirmed.
constexpr const char* kEdgeCrawl = R"(
. . . . . . . . . . . . . . . . . . .
. X . . O O . . . . . . . . . O O . .
. . O . O X . . . . . . . O . . X . .
. X . X . . X . . X . . . . . X . . .
. . X . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . X . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . X . . . . . X . . . . . X . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . O .
. . . . . . . . . . . . . . . . . . X
. . O . . . . . . . . . . . . . O O X
. X X X . . . . . . . . . . . . O X X
. . O X . . X . . X . . . . . X O . .
. O . O O O O O . . . . . X . . X . .
. . O X X X X O . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .)";

TEST(ReaderCausesTest, BreakChainDepthLeavesRoomForTheEdgeCrawl) {
  Fixture f(kEdgeCrawl, Color::White);
  const ReadResult a = f.attack("T7");
  EXPECT_EQ(a.code, kWin);
  EXPECT_EQ(f.name(a.move), "S4");
  EXPECT_LT(f.nodes, 4000u);  // 7907 nodes without a failing answer when it went to -D
}

}  // namespace
}  // namespace worm
