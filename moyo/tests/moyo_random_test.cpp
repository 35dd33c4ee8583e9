// The fast moyo module against the plain reference on random positions of sizes 5 to 25:
// grids, counts (dead stones count 2, prisoners), area records, deltas, meta_connect.
#include <gtest/gtest.h>

#include <vector>

#include "engine/core/random.h"
#include "moyo/moyo.h"
#include "moyo/tests/reference_moyo.h"
#include "moyo/tests/reference_position.h"

namespace moyo {
namespace {

using core::Color;
using core::Point;

// A random game: random legal moves (captures happen, giving prisoners), then some strings
// are marked DEAD in the view.
struct Sample {
  explicit Sample(core::Random& rng) : board(5 + static_cast<int>(rng.below(21))) {
    const int n = board.size();
    const int moves = static_cast<int>(rng.below(static_cast<uint32_t>(n * n)));
    Color c = Color::Black;
    for (int k = 0; k < moves; ++k) {
      const Point p = core::toPoint(static_cast<int>(rng.below(static_cast<uint32_t>(n))),
                                    static_cast<int>(rng.below(static_cast<uint32_t>(n))));
      if (board.tryMove(p, c)) c = core::opponent(c);
    }
  }
  board::Board board;
};

void expectGrids(Moyo& m, const ref::Analysis& a, int n) {
  for (int y = 0; y < n; ++y) {
    for (int x = 0; x < n; ++x) {
      const Point p = core::toPoint(x, y);
      ASSERT_EQ(m.value(GridKind::Area, p), a.area[y][x]) << x << "," << y;
      ASSERT_EQ(m.value(GridKind::Moyo, p), a.moyo[y][x]) << x << "," << y;
      ASSERT_EQ(m.value(GridKind::Territory, p), a.terri[y][x]) << x << "," << y;
      ASSERT_EQ(m.areaNumber(p), a.areas.index[y][x] + 1) << x << "," << y;
    }
  }
}

void expectAreas(Moyo& m, const ref::Analysis& a) {
  ASSERT_EQ(m.areas().size(), a.areas.list.size());
  for (size_t k = 0; k < a.areas.list.size(); ++k) {
    const ref::Area& r = a.areas.list[k];
    const AreaRecord& f = m.areas()[k];
    EXPECT_EQ(f.number, r.number);
    EXPECT_EQ(f.origin, core::toPoint(r.originX, r.originY));
    EXPECT_EQ(static_cast<int>(f.color), r.color);
    EXPECT_EQ(f.stone, r.stone);
    EXPECT_EQ(f.space, r.space);
  }
}

void expectDeltas(Moyo& m, const ref::Position& pos, const ref::Analysis& a, int x, int y) {
  const Point p = core::toPoint(x, y);
  for (int c = 1; c <= 2; ++c) {
    const Color color = static_cast<Color>(c);
    ASSERT_EQ(m.deltaTerri(p, color), ref::deltaTerri(pos, a, x, y, c)) << x << "," << y;
    ASSERT_EQ(m.metaConnect(p, color), ref::metaConnect(pos, a, x, y, c)) << x << "," << y;
    ASSERT_EQ(m.deltaMoyo(p, color), ref::deltaMoyo(pos, a, x, y, c)) << x << "," << y;
  }
}

TEST(MoyoRandom, FastMatchesReferenceOnThousandPositions) {
  core::Random rng(20261122);
  int withDead = 0, withPrisoners = 0, deltasChecked = 0;
  for (int iter = 0; iter < 1000; ++iter) {
    Sample s(rng);
    const board::Board& b = s.board;
    const int n = b.size();
    BoardDragonView view(b);
    for (Point p : b.geometry())
      if (core::isStone(b.at(p)) && rng.below(8) == 0) view.setSafety(p, Safety::Dead);
    const ref::Position pos = ref::fromBoard(b, view);
    const ref::Analysis a = ref::analyze(pos);
    Moyo m;
    const Color toMove = rng.below(2) ? Color::Black : Color::White;
    const int balance = m.makeMoyo(b, view, toMove);
    const int me = toMove == Color::Black ? 1 : 2;
    ASSERT_EQ(balance, a.terriCount[me] - a.terriCount[3 - me]);
    ASSERT_EQ(m.terriEval(Color::Black), a.terriCount[1]);
    ASSERT_EQ(m.terriEval(Color::White), a.terriCount[2]);
    ASSERT_EQ(m.moyoEval(Color::Black), a.moyoCount[1]);
    ASSERT_EQ(m.moyoEval(Color::White), a.moyoCount[2]);
    ASSERT_EQ(m.numberWeak(Color::Black), ref::numberWeak(a, 1));
    ASSERT_EQ(m.numberWeak(Color::White), ref::numberWeak(a, 2));
    expectGrids(m, a, n);
    expectAreas(m, a);
    bool dead = false;
    for (const auto& row : pos.dead)
      for (int d : row) dead = dead || d;
    withDead += dead;
    withPrisoners += (pos.blackPrisoners + pos.whitePrisoners) > 0;
    // Deltas at up to 6 random points (every point on one position in 50).
    std::vector<Point> points;
    for (Point p : b.geometry())
      if (b.at(p) == Color::Empty) points.push_back(p);
    const size_t limit = iter % 50 == 0 ? points.size() : 6;
    for (size_t k = 0; k < limit && !points.empty(); ++k) {
      const size_t pick = iter % 50 == 0 ? k : rng.below(static_cast<uint32_t>(points.size()));
      const Point p = points[pick];
      expectDeltas(m, pos, a, core::pointX(p), core::pointY(p));
      ++deltasChecked;
      if (k == 0) {
        const ref::Board2 t = ref::testBoard(pos, core::pointX(p), core::pointY(p), 1, 5, 21);
        const ref::Board2 mo = ref::testBoard(pos, core::pointX(p), core::pointY(p), 2, 5, 10);
        const ref::Board2 ar = ref::testBoard(pos, core::pointX(p), core::pointY(p), 1, 4, 0);
        for (int y = 0; y < n; ++y) {
          for (int x = 0; x < n; ++x) {
            const Point q = core::toPoint(x, y);
            auto sign = [](int v) { return static_cast<Color>(v > 0 ? 1 : (v < 0 ? 2 : 0)); };
            ASSERT_EQ(m.deltaTerriColor(p, Color::Black, q), sign(t[y][x]));
            ASSERT_EQ(m.deltaMoyoColor(p, Color::White, q), sign(mo[y][x]));
            ASSERT_EQ(m.deltaAreaColor(p, Color::Black, q), sign(ar[y][x]));
          }
        }
      }
    }
    if (HasFatalFailure()) return;
  }
  EXPECT_GT(withDead, 500);
  EXPECT_GT(withPrisoners, 200);
  EXPECT_GT(deltasChecked, 5000);
}

}  // namespace
}  // namespace moyo
