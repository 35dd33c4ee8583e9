#include "engine/playout/playout.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <vector>

#include "engine/board/diagram.h"
#include "engine/board/move_tactics.h"
#include "engine/playout/playout_tactics.h"
#include "engine/playout/shape3x3.h"
#include "engine/playout/tests/search_positions.h"
#include "engine/playout/uct_search.h"

namespace playout {
namespace {

using core::Color;
using core::Point;

// Every incremental fact of the playout board agrees with board::Board over random games.
TEST(PlayoutBoard, AgreesWithBoardOverRandomGames) {
  core::Random rng(11);
  for (int game = 0; game < 20; ++game) {
    board::Board b(9);
    PlayoutBoard pb(b);
    Color c = Color::Black;
    for (int move = 0; move < 120; ++move) {
      for (Point p : b.geometry()) {
        ASSERT_EQ(pb.at(p), b.at(p));
        ASSERT_EQ(pb.legal(p, c), b.isLegal(p, c)) << b.toAscii();
        if (!core::isStone(b.at(p))) continue;
        ASSERT_EQ(pb.inAtari(p), b.libertyCount(p) == 1);
        ASSERT_EQ(pb.stringSize(p), b.stringSize(p));
        std::vector<Point> libs;
        b.liberties(p, libs);
        if (pb.inAtari(p)) {
          ASSERT_EQ(pb.atariLiberty(p), libs[0]);
        }
        Point first = core::kNoPoint, second = core::kNoPoint;
        ASSERT_EQ(twoLiberties(pb, p, first, second), libs.size() == 2) << b.toAscii();
        if (libs.size() == 2) {
          ASSERT_EQ(first, std::min(libs[0], libs[1]));
          ASSERT_EQ(second, std::max(libs[0], libs[1]));
        }
      }
      ASSERT_EQ(pb.emptyCount(), [&] {
        int n = 0;
        for (Point p : b.geometry()) n += b.at(p) == Color::Empty;
        return n;
      }());
      const Point p = choosePlayoutMove(pb, c, rng);
      if (p == core::kNoPoint) break;
      ASSERT_TRUE(b.tryMove(p, c));
      pb.play(p, c);
      ASSERT_EQ(pb.lastCaptures(), b.lastCaptureCount());
      c = core::opponent(c);
    }
  }
}

// The shared move tactics (engine/board/move_tactics.h) read the same on the playout board
// as on board::Board over random games.
TEST(PlayoutBoard, MoveTacticsAgreeWithBoard) {
  core::Random rng(3);
  for (int game = 0; game < 10; ++game) {
    board::Board b(9);
    Color c = Color::Black;
    for (int move = 0; move < 80; ++move) {
      const PlayoutBoard pb(b);
      for (Point p : b.geometry()) {
        if (!b.isLegal(p, c)) continue;
        ASSERT_EQ(board::libertiesAfter(pb, p, c, 4), board::libertiesAfter(b, p, c, 4));
        ASSERT_EQ(board::capturedBy(pb, p, c), board::capturedBy(b, p, c));
        ASSERT_EQ(board::savedBy(pb, p, c), board::savedBy(b, p, c));
        ASSERT_EQ(board::atariBy(pb, p, c), board::atariBy(b, p, c)) << b.toAscii();
        ASSERT_EQ(board::isSelfAtari(pb, p, c), board::isSelfAtari(b, p, c));
      }
      const Point p = choosePlayoutMove(pb, c, rng);
      if (p == core::kNoPoint) break;
      ASSERT_TRUE(b.tryMove(p, c));
      c = core::opponent(c);
    }
  }
}

TEST(PlayoutBoard, KoIsForbiddenForOneMove) {
  board::Board b = board::boardFromDiagram(
      ". X O . .\n"
      "X O . O .\n"
      ". X O . .\n"
      ". . . . .\n"
      ". . . . .\n");
  PlayoutBoard pb(b);
  const Point take = core::toPoint(2, 1), retake = core::toPoint(1, 1);
  ASSERT_TRUE(pb.legal(take, Color::Black));
  pb.play(take, Color::Black);
  EXPECT_EQ(pb.lastCaptures(), 1);
  EXPECT_EQ(pb.koPoint(), retake);
  EXPECT_FALSE(pb.legal(retake, Color::White));
  pb.play(core::toPoint(4, 4), Color::White);
  pb.play(core::toPoint(4, 3), Color::Black);
  EXPECT_TRUE(pb.legal(retake, Color::White));
}

TEST(PlayoutBoard, OwnEyeAndArea) {
  const board::Board b = board::boardFromDiagram(
      ". X . X .\n"
      "X X X X X\n"
      ". . . . .\n"
      "O O O O O\n"
      ". O . O .\n");
  const PlayoutBoard pb(b);
  EXPECT_TRUE(pb.isOwnEye(core::toPoint(0, 0), Color::Black));
  EXPECT_TRUE(pb.isOwnEye(core::toPoint(2, 0), Color::Black));
  EXPECT_FALSE(pb.isOwnEye(core::toPoint(2, 0), Color::White));
  EXPECT_EQ(pb.blackArea(), 0);  // 10 each, the middle row neutral
}

TEST(Shape3x3, DiagramsMatchTheirCodes) {
  const board::Board b = board::boardFromDiagram(
      ". . . . .\n"
      ". X O . .\n"
      ". O . . .\n"
      ". . . . .\n"
      ". . . . .\n");
  const PlayoutBoard pb(b);
  const Point cut = core::toPoint(2, 2);  // the crosscut point of X B4 and O C4 / B3
  const uint16_t code = neighbourCode(pb, cut);
  EXPECT_TRUE(diagramMatches("XO?O*o?o?", code, Color::White));
  EXPECT_FALSE(diagramMatches("XO?O*o?o?", code, Color::Black));
  EXPECT_TRUE(Shape3x3Table::instance().urgent(code, Color::White));
  EXPECT_GT(Shape3x3Table::instance().count(Color::Black), 100);
  EXPECT_EQ(Shape3x3Table::instance().count(Color::Black),
            Shape3x3Table::instance().count(Color::White));
}

TEST(Playout, DeterministicAndCountsALivingGroup) {
  const board::Board b = board::boardFromDiagram(
      ". X . X . . . . .\n"
      "X X X X X . . . .\n"
      "X X X X X . . . .\n"
      ". . . . . . . . .\n"
      ". . . . . . . . .\n"
      ". . . . . . . . .\n"
      ". . . . . . . . .\n"
      ". . . . . . . . .\n"
      ". . . . . . . . .\n");
  PlayoutStats first, again;
  core::Random r1(5), r2(5);
  for (int i = 0; i < 50; ++i) {
    PlayoutBoard pb(b), pb2(b);
    first.add(pb, playToEnd(pb, Color::White, r1).blackArea);
    again.add(pb2, playToEnd(pb2, Color::White, r2).blackArea);
  }
  EXPECT_EQ(first.meanBlackArea(), again.meanBlackArea());
  EXPECT_GT(first.blackOwns(core::toPoint(0, 0)), 0.99);
  EXPECT_GT(first.blackOwns(core::toPoint(2, 1)), 0.99);
}

// Two searches with the same seed give the same root statistics; the position is Black's.
TEST(UctSearch, DeterministicForASeed) {
  const board::Board b = capturablePosition();
  std::vector<RootMove> runs[2];
  for (auto& moves : runs) {
    UctSearch search(b, Color::Black, 30.5);
    core::Random rng(3);
    search.run(1500, rng);
    moves = search.rootMoves();
    EXPECT_EQ(search.playouts(), 1500);
  }
  ASSERT_FALSE(runs[0].empty());
  EXPECT_GT(runs[0][0].winRate, 0.6);
  ASSERT_EQ(runs[0].size(), runs[1].size());
  for (size_t i = 0; i < runs[0].size(); ++i) {
    EXPECT_EQ(runs[0][i].move, runs[1][i].move);
    EXPECT_EQ(runs[0][i].visits, runs[1][i].visits);
  }
}

// Priors steer the first visits, and a restricted root searches only the given moves.
TEST(UctSearch, RestrictedRootAndPriors) {
  const board::Board b(9);
  UctSearch search(b, Color::Black, 5.5);
  const std::vector<Point> allowed = {core::toPoint(4, 4), core::toPoint(2, 2)};
  search.restrictRoot(allowed);
  search.setPriors({{core::toPoint(2, 2), 0.9}});
  core::Random rng(1);
  search.run(200, rng);
  const std::vector<RootMove> moves = search.rootMoves();
  ASSERT_EQ(moves.size(), 2u);
  EXPECT_EQ(moves[0].visits + moves[1].visits, 200);
}

// After a search, the subtree below the search's move and a reply becomes the new tree:
// its visits are kept and the playout count starts again.
TEST(UctSearch, AdvanceKeepsTheSubtree) {
  board::Board b(9);
  UctSearch search(b, Color::Black, 5.5);
  core::Random rng(2);
  search.run(400, rng);
  const Point ours = search.rootMoves()[0].move;
  board::Board after = b;
  ASSERT_TRUE(after.tryMove(ours, Color::Black));
  const Point wrong = core::toPoint(0, 0) == ours ? core::toPoint(8, 8) : core::toPoint(0, 0);
  EXPECT_FALSE(search.advance(ours, wrong, after));  // `after` is not that position
  // Some reply was searched deep enough to have visits below it: that subtree is kept.
  const auto keptVisits = [](const UctSearch& s) {
    int kept = 0;
    for (const RootMove& m : s.rootMoves()) kept += m.visits;
    return kept;
  };
  std::unique_ptr<UctSearch> found;
  for (Point p : after.geometry()) {
    if (!after.isLegal(p, Color::White)) continue;
    board::Board next = after;
    ASSERT_TRUE(next.tryMove(p, Color::White));
    auto trial = std::make_unique<UctSearch>(search);
    if (trial->advance(ours, p, next) && keptVisits(*trial) > 0) {
      EXPECT_EQ(trial->playouts(), 0);
      found = std::move(trial);
      break;
    }
  }
  ASSERT_NE(found, nullptr);
  found->run(100, rng);
  EXPECT_EQ(found->playouts(), 100);
}

// With territory counting and a root pass, a finished position is passed: any stone placed
// costs a point and changes nothing else.
TEST(UctSearch, PassesInAFinishedPositionByTerritory) {
  const board::Board b = board::boardFromDiagram(
      ". X . X O . O . .\n"
      "X X X X O O O O O\n"
      ". X . X O . O . O\n"
      "X X X X O O O O O\n"
      ". X . X O . O . .\n"
      "X X X X O O O O O\n"
      ". X . X O . O . O\n"
      "X X X X O O O O O\n"
      ". X . X O . O . .\n");
  UctOptions options;
  options.rootPass = true;
  options.stoneCost = 1.0;
  options.scoreWeight = 0.5;
  UctSearch search(b, Color::Black, 0.5, options);
  core::Random rng(4);
  search.run(600, rng);
  EXPECT_EQ(search.rootMoves()[0].move, core::kPass);
}

}  // namespace
}  // namespace playout
