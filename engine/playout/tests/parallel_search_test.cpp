#include "engine/playout/parallel_search.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <stdexcept>
#include <vector>

#include "engine/board/diagram.h"
#include "engine/playout/tests/search_positions.h"
#include "engine/playout/worker_pool.h"

namespace playout {
namespace {

using core::Color;
using core::Point;

const auto kNever = [] { return false; };

// Every index runs once per job, on distinct threads, and the pool is reusable.
TEST(WorkerPool, RunsEveryIndexOncePerJob) {
  WorkerPool pool(3);
  ASSERT_EQ(pool.size(), 3);
  for (int job = 0; job < 50; ++job) {
    std::vector<std::atomic<int>> calls(3);
    pool.run([&](int i) { calls[static_cast<size_t>(i)].fetch_add(1); });
    for (const auto& c : calls) ASSERT_EQ(c.load(), 1);
  }
  EXPECT_EQ(WorkerPool(0).size(), 1);  // at least the calling thread
}

// An exception of a worker reaches the caller, and the pool keeps working after it.
TEST(WorkerPool, RethrowsAWorkersException) {
  WorkerPool pool(2);
  EXPECT_THROW(pool.run([](int i) {
    if (i == 1) throw std::runtime_error("worker");
  }),
               std::runtime_error);
  std::atomic<int> sum{0};
  pool.run([&](int i) { sum += i + 1; });
  EXPECT_EQ(sum.load(), 3);
}

// One thread searches exactly as UctSearch alone with the same random stream, in chunks,
// stopping when the most visited move's lead exceeds the playouts left.
TEST(ParallelSearch, OneThreadIsTheSingleSearch) {
  const board::Board b = capturablePosition();
  UctSearch single(b, Color::Black, 30.5);
  core::Random rng(17);
  while (single.playouts() < 700 && single.rootLead() <= 700 - single.playouts())
    single.run(std::min(kSearchChunk, 700 - single.playouts()), rng);
  ParallelSearch parallel(b, Color::Black, 30.5, {}, 1);
  WorkerPool pool(1);
  parallel.run(pool, 700, 17, kNever);
  EXPECT_EQ(parallel.playouts(), single.playouts());
  const std::vector<RootMove> a = single.rootMoves(), p = parallel.rootMoves();
  ASSERT_EQ(a.size(), p.size());
  for (size_t i = 0; i < a.size(); ++i) {
    EXPECT_EQ(a[i].move, p[i].move);
    EXPECT_EQ(a[i].visits, p[i].visits);
    EXPECT_DOUBLE_EQ(a[i].winRate, p[i].winRate);
  }
}

// Two threads grow one tree: at most the playouts asked, the visits of the root moves adding
// up to exactly them (no playout starts beside the root while it is expanded, no addition is
// lost), a won position seen as won; with one thread a seed gives the same tree.
TEST(ParallelSearch, TwoThreadsShareOneTree) {
  const board::Board b = capturablePosition();
  WorkerPool pool(2);
  ParallelSearch s(b, Color::Black, 30.5, {}, 2);
  s.run(pool, 1501, 3, kNever);
  EXPECT_LE(s.playouts(), 1501);
  EXPECT_GT(s.playouts(), 2 * kSearchChunk);
  int visits = 0;
  for (const RootMove& m : s.rootMoves()) visits += m.visits;
  EXPECT_EQ(visits, s.playouts());
  EXPECT_GT(s.rootMoves().front().winRate, 0.6);  // Black captures the five, here or later
  const auto oneThread = [&](uint64_t seed) {
    ParallelSearch one(b, Color::Black, 30.5, {}, 1);
    one.run(pool, 700, seed, kNever);
    return one.rootMoves();
  };
  const std::vector<RootMove> first = oneThread(3), again = oneThread(3);
  ASSERT_EQ(again.size(), first.size());
  for (size_t i = 0; i < first.size(); ++i) {
    ASSERT_EQ(again[i].move, first[i].move);
    ASSERT_EQ(again[i].visits, first[i].visits);
    ASSERT_DOUBLE_EQ(again[i].winRate, first[i].winRate);
  }
}

// The stop test ends every thread at its next chunk.
TEST(ParallelSearch, StopsWhenAsked) {
  ParallelSearch s(board::Board(9), Color::Black, 5.5, {}, 2);
  WorkerPool pool(2);
  std::atomic<int> asked{0};
  s.run(pool, 100000, 1, [&] { return ++asked > 6; });
  EXPECT_LE(s.playouts(), 6 * kSearchChunk);
  EXPECT_GT(s.playouts(), 0);
}

// The observer sees growing statistics from the calling thread while the threads run,
// each line's moves most visited first with a variation that starts with the move.
TEST(ParallelSearch, ObserverSeesTheSearchGrow) {
  ParallelSearch s(capturablePosition(), Color::Black, 30.5, {}, 2);
  WorkerPool pool(2);
  std::vector<int> shownPlayouts;
  SearchObserver observer;
  observer.interval = 0.0;  // at every chunk of the calling thread
  observer.show = [&](const std::vector<AnalysisMove>& moves, int playouts) {
    shownPlayouts.push_back(playouts);
    for (size_t i = 0; i < moves.size(); ++i) {
      ASSERT_FALSE(moves[i].pv.empty());
      EXPECT_EQ(moves[i].pv.front(), moves[i].root.move);
      EXPECT_LE(static_cast<int>(moves[i].pv.size()), observer.pvLength);
      if (i > 0) {
        EXPECT_GE(moves[i - 1].root.visits, moves[i].root.visits);
      }
    }
  };
  s.run(pool, 4000, 5, kNever, &observer);
  ASSERT_GE(shownPlayouts.size(), 3u);
  EXPECT_LT(shownPlayouts.front(), shownPlayouts.back());
  EXPECT_LE(shownPlayouts.back(), 4000);
}

// A principal variation follows the most visited child, starting with the root move.
TEST(UctSearch, PrincipalVariationFollowsTheMostVisited) {
  UctSearch s(capturablePosition(), Color::Black, 30.5);
  core::Random rng(9);
  s.run(3000, rng);
  const RootMove best = s.rootMoves().front();
  const std::vector<Point> pv = s.principalVariation(best.move, 6);
  ASSERT_GE(pv.size(), 2u);
  EXPECT_LE(pv.size(), 6u);
  EXPECT_EQ(pv.front(), best.move);
  EXPECT_TRUE(s.principalVariation(core::kNoPoint, 6).empty());
}

// A full tree stops growing and the playouts go on from its leaves.
TEST(UctSearch, StopsGrowingAtMaxNodes) {
  UctOptions options;
  options.maxNodes = 3000;
  UctSearch s(board::Board(9), Color::Black, 5.5, options);
  core::Random rng(2);
  s.run(4000, rng);
  EXPECT_EQ(s.playouts(), 4000);
  EXPECT_LE(s.nodes(), 3000);
  EXPECT_GT(s.nodes(), 3000 - 83);  // it grew until one more expansion would not fit
  int visits = 0;
  for (const RootMove& m : s.rootMoves()) visits += m.visits;
  EXPECT_EQ(visits, 4000);
}

}  // namespace
}  // namespace playout
