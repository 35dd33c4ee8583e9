// Caches and the color stack: never stale after play/undo/setup, round-robin eviction with
// both colors' maps invalidated; sizes 2 to 25, empty and full boards; weak groups.
#include <gtest/gtest.h>

#include <vector>

#include "engine/board/diagram.h"
#include "engine/core/random.h"
#include "moyo/moyo.h"
#include "moyo/tests/reference_moyo.h"
#include "moyo/tests/reference_position.h"

namespace moyo {
namespace {

using core::Color;
using core::Point;

// Every delta of a fresh Moyo equals the reference at every empty point.
void expectFresh(Moyo& m, const board::Board& b, const DragonView& view) {
  const ref::Position pos = ref::fromBoard(b, view);
  const ref::Analysis a = ref::analyze(pos);
  EXPECT_EQ(m.terriEval(Color::Black), a.terriCount[1]);
  EXPECT_EQ(m.terriEval(Color::White), a.terriCount[2]);
  for (Point p : b.geometry()) {
    if (b.at(p) != Color::Empty) continue;
    const int x = core::pointX(p), y = core::pointY(p);
    ASSERT_EQ(m.deltaTerri(p, Color::Black), ref::deltaTerri(pos, a, x, y, 1)) << x << "," << y;
    ASSERT_EQ(m.deltaMoyo(p, Color::White), ref::deltaMoyo(pos, a, x, y, 2)) << x << "," << y;
    ASSERT_EQ(m.metaConnect(p, Color::White), ref::metaConnect(pos, a, x, y, 2)) << x << "," << y;
  }
}

const char* const kPosition =
    ". . . . . . . . .\n"
    ". . O . . . . . .\n"
    ". . . . . . X . .\n"
    ". . . . . . . . .\n"
    ". . . . X . . . .\n"
    ". . . . . . . . .\n"
    ". . O . . . X . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n";

TEST(MoyoCache, PlayUndoAndSetupNeverStale) {
  board::Board b = board::boardFromDiagram(kPosition);
  Moyo m;
  m.makeMoyo(b, BoardDragonView(b), Color::Black);
  expectFresh(m, b, BoardDragonView(b));
  const Point move = core::toPoint(4, 2);
  ASSERT_TRUE(b.tryMove(move, Color::White));
  m.makeMoyo(b, BoardDragonView(b), Color::Black);
  expectFresh(m, b, BoardDragonView(b));
  b.popMove();
  m.makeMoyo(b, BoardDragonView(b), Color::Black);
  expectFresh(m, b, BoardDragonView(b));
  // A setup frame (loadsgf-like): same stones count, different position.
  b.beginSetup();
  b.setStone(core::toPoint(2, 1), Color::Empty);
  b.setStone(core::toPoint(1, 7), Color::White);
  m.makeMoyo(b, BoardDragonView(b), Color::White);
  expectFresh(m, b, BoardDragonView(b));
  b.popMove();
  m.makeMoyo(b, BoardDragonView(b), Color::White);
  expectFresh(m, b, BoardDragonView(b));
}

TEST(MoyoCache, SamePositionKeepsValuesOtherDeadStonesDoNot) {
  board::Board b = board::boardFromDiagram(kPosition);
  Moyo m;
  const BoardDragonView alive(b);
  m.makeMoyo(b, alive, Color::Black);
  const Point p = core::toPoint(4, 6);
  const int before = m.deltaTerri(p, Color::Black);
  const uint64_t runs = m.evaluations();
  EXPECT_EQ(m.deltaTerri(p, Color::Black), before);
  m.makeMoyo(b, alive, Color::White);  // same position, other color: cache kept
  EXPECT_EQ(m.deltaTerri(p, Color::Black), before);
  EXPECT_EQ(m.evaluations(), runs);
  BoardDragonView dead(b);
  dead.setSafety(core::toPoint(6, 6), Safety::Dead);
  m.makeMoyo(b, dead, Color::Black);  // same positionId, other start board: recomputed
  expectFresh(m, b, dead);
  EXPECT_GT(m.evaluations(), runs);
  EXPECT_TRUE(m.isDeadStone(core::toPoint(6, 6)));
}

TEST(MoyoCache, ColorStackEvictsRoundRobinForBothColors) {
  const board::Board b(19);
  Moyo m;
  m.makeMoyo(b, BoardDragonView(b), Color::Black);
  EXPECT_EQ(m.nextSlot(), 0);
  // The first request is White's: slot 0.
  const Point first = core::toPoint(0, 0);
  const Color owner = m.deltaTerriColor(first, Color::White, core::toPoint(1, 0));
  EXPECT_EQ(m.colorSlot(GridKind::Territory, Color::White, first), 0);
  std::vector<Point> points;
  for (Point p : b.geometry())
    if (p != first) points.push_back(p);
  for (int k = 0; k < kColorStackSize - 1; ++k) m.deltaTerri(points[static_cast<size_t>(k)], Color::Black);
  for (int k = 0; k < kColorStackSize - 1; ++k)
    EXPECT_EQ(m.colorSlot(GridKind::Territory, Color::Black, points[static_cast<size_t>(k)]), k + 1);
  EXPECT_EQ(m.nextSlot(), 0);
  // Black's 71st board takes slot 0: White's entry for `first` is gone.
  m.deltaTerri(points[kColorStackSize - 1], Color::Black);
  EXPECT_EQ(m.colorSlot(GridKind::Territory, Color::White, first), -1);
  EXPECT_EQ(m.colorSlot(GridKind::Territory, Color::Black, points[kColorStackSize - 1]), 0);
  EXPECT_EQ(m.colorSlot(GridKind::Territory, Color::Black, points[0]), 1);
  // Asking again recomputes into the next slot (1), evicting points[0], same answer.
  EXPECT_EQ(m.deltaTerriColor(first, Color::White, core::toPoint(1, 0)), owner);
  EXPECT_EQ(m.colorSlot(GridKind::Territory, Color::White, first), 1);
  EXPECT_EQ(m.colorSlot(GridKind::Territory, Color::Black, points[0]), -1);
  // A new position resets the stack.
  board::Board other(19);
  other.beginSetup();
  other.setStone(core::toPoint(3, 3), Color::Black);
  m.makeMoyo(other, BoardDragonView(other), Color::Black);
  EXPECT_EQ(m.nextSlot(), 0);
  EXPECT_EQ(m.colorSlot(GridKind::Territory, Color::Black, points[kColorStackSize - 1]), -1);
}

TEST(MoyoCache, ColorBoardsMatchTheirKinds) {
  board::Board b = board::boardFromDiagram(kPosition);
  Moyo m;
  const BoardDragonView view(b);
  m.makeMoyo(b, view, Color::Black);
  const ref::Position pos = ref::fromBoard(b, view);
  const Point t = core::toPoint(4, 6);
  const ref::Board2 terri = ref::testBoard(pos, 4, 6, 2, 5, 21);
  const ref::Board2 moyo = ref::testBoard(pos, 4, 6, 2, 5, 10);
  const ref::Board2 area = ref::testBoard(pos, 4, 6, 2, 4, 0);
  auto sign = [](int v) { return v > 0 ? Color::Black : (v < 0 ? Color::White : Color::Empty); };
  for (Point q : b.geometry()) {
    const int x = core::pointX(q), y = core::pointY(q);
    EXPECT_EQ(m.deltaTerriColor(t, Color::White, q), sign(terri[y][x]));
    EXPECT_EQ(m.deltaMoyoColor(t, Color::White, q), sign(moyo[y][x]));
    EXPECT_EQ(m.deltaAreaColor(t, Color::White, q), sign(area[y][x]));
  }
}

TEST(MoyoSizes, EverySizeEmptyAndFull) {
  for (int n = core::kMinSize; n <= core::kMaxSize; ++n) {
    board::Board empty(n);
    Moyo m;
    EXPECT_EQ(m.makeMoyo(empty, BoardDragonView(empty), Color::Black), 0) << n;
    EXPECT_EQ(m.terriEval(Color::White), 0);
    EXPECT_EQ(m.moyoEval(Color::Black), 0);
    ASSERT_EQ(m.areas().size(), 1u) << n;  // one neutral area
    EXPECT_EQ(m.areas()[0].space, n * n);
    EXPECT_EQ(m.areaColor(core::toPoint(n - 1, n - 1)), Color::Empty);
    expectFresh(m, empty, BoardDragonView(empty));
    // A full board: columns alternate colors; no empty point is left.
    board::Board full(n);
    full.beginSetup();
    for (Point p : full.geometry())
      full.setStone(p, core::pointX(p) % 2 == 0 ? Color::Black : Color::White);
    const BoardDragonView view(full);
    m.makeMoyo(full, view, Color::White);
    const ref::Analysis a = ref::analyze(ref::fromBoard(full, view));
    EXPECT_EQ(m.terriEval(Color::Black), a.terriCount[1]) << n;
    EXPECT_EQ(m.terriEval(Color::White), a.terriCount[2]) << n;
    EXPECT_EQ(static_cast<int>(m.areas().size()), n);  // one area per column
    for (Point p : full.geometry()) {
      const int x = core::pointX(p), y = core::pointY(p);
      EXPECT_EQ(m.value(GridKind::Territory, p), a.terri[y][x]);
    }
  }
}

TEST(MoyoSizes, RandomPositionsOnSmallBoards) {
  core::Random rng(7);
  for (int n = core::kMinSize; n <= 6; ++n) {
    for (int iter = 0; iter < 40; ++iter) {
      board::Board b(n);
      b.beginSetup();
      for (Point p : b.geometry()) {
        const uint32_t r = rng.below(3);
        if (r) b.setStone(p, r == 1 ? Color::Black : Color::White);
      }
      Moyo m;
      m.makeMoyo(b, BoardDragonView(b), Color::Black);
      expectFresh(m, b, BoardDragonView(b));
    }
  }
}

TEST(MoyoWeak, SmallAreasWithTwoStonesMakeUnknownDragonsCritical) {
  // Black's two-stone group in the corner is boxed in by White: a weak area.
  const board::Board b = board::boardFromDiagram(
      "X X O . . . .\n"
      ". . O . . . .\n"
      "O O . . . . .\n"
      ". . . . . . .\n"
      ". . . . . X .\n"
      ". . . . . . .\n"
      ". . . . . . .\n");
  Moyo m;
  const BoardDragonView unknown(b);
  m.makeMoyo(b, unknown, Color::Black);
  // White's two strings share one area of 4 stones with few spaces: weak as well.
  ASSERT_EQ(m.weakAreas().size(), 2u);
  const AreaRecord& r = m.areas()[static_cast<size_t>(m.weakAreas()[0].record)];
  const AreaRecord& white = m.areas()[static_cast<size_t>(m.weakAreas()[1].record)];
  EXPECT_EQ(white.color, Color::White);
  EXPECT_EQ(white.stone, 4);
  EXPECT_EQ(white.tag, 4);  // two dragons (strings) upgraded
  EXPECT_EQ(r.color, Color::Black);
  EXPECT_EQ(r.stone, 2);
  EXPECT_LE(r.space, kWeakSpaceLimit);
  EXPECT_EQ(r.tag, 3);
  EXPECT_EQ(m.numberWeak(Color::Black), 1);
  EXPECT_EQ(m.numberWeak(Color::White), 1);
  ASSERT_EQ(m.criticalDragons().size(), 3u);
  EXPECT_EQ(m.criticalDragons()[0], core::toPoint(0, 0));
  ASSERT_EQ(m.weakDragons().size(), 3u);
  EXPECT_TRUE(m.weakDragons()[0].upgraded);
  EXPECT_EQ(m.weakDragons()[0].safety, Safety::Unknown);
  // An ALIVE dragon in the same area is not upgraded: still a weak area, but not counted.
  BoardDragonView alive(b);
  alive.setSafety(core::toPoint(0, 0), Safety::Alive);
  m.makeMoyo(b, alive, Color::Black);
  EXPECT_EQ(m.numberWeak(Color::Black), 0);
  EXPECT_EQ(m.criticalDragons().size(), 2u);
  EXPECT_EQ(m.areaTag(core::toPoint(0, 0)), 2);
  m.setAreaTag(core::toPoint(0, 0), 3);
  EXPECT_EQ(m.numberWeak(Color::Black), 1);
}

TEST(MoyoBigMove, KeepsTheBestNeutralPoint) {
  board::Board b = board::boardFromDiagram(kPosition);
  Moyo m;
  m.makeMoyo(b, BoardDragonView(b), Color::Black);
  int best = 0;
  Point bestMove = core::kNoPoint;
  for (Point p : b.geometry()) {
    if (b.at(p) != Color::Empty) continue;
    m.searchBigMove(p, Color::Black, 50);
    if (m.terriColor(p) != Color::Empty) continue;
    const int balance = m.terriEval(Color::Black) - m.terriEval(Color::White);
    int dt = m.diffTerri(p, Color::Black);
    if (balance <= -20) dt = dt / 2 + m.deltaMoyo(p, Color::Black) / 2;
    if (dt < 4) continue;
    const int v = static_cast<int>(dt * 0.9 + 15 + 50 * 0.7);
    if (v > best) {
      best = v;
      bestMove = p;
    }
  }
  EXPECT_GT(best, 0);
  EXPECT_EQ(m.bigMove().value, best);
  EXPECT_EQ(m.bigMove().move, bestMove);
  m.makeMoyo(b, BoardDragonView(b), Color::Black);  // reset by make_moyo
  EXPECT_EQ(m.bigMove().value, 0);
}

}  // namespace
}  // namespace moyo
