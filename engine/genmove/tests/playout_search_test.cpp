// The Monte-Carlo search over the generators' proposals (playout_search.h), through genmove.
#include "engine/genmove/playout_search.h"

#include <gtest/gtest.h>

#include <memory>

#include "engine/board/diagram.h"
#include "engine/genmove/engine.h"

namespace engine {
namespace {

using core::Color;

constexpr const char* kOpening = R"(
    . . . . . . . . .
    . . . . . . . . .
    . . O . . . X . .
    . . . . . . . . .
    . . . . X . . . .
    . . . . . . . . .
    . . O . . . X . .
    . . . . . . . . .
    . . . . . . . . .)";

std::unique_ptr<Engine> engineWith(std::string_view diagram, Color toMove, int playouts,
                                   uint64_t seed = 1) {
  EngineOptions o;
  o.playouts = playouts;
  o.seed = seed;
  auto e = std::make_unique<Engine>(o);
  e->game() = board::gameFromDiagram(diagram, toMove);
  e->game().setKomi(5.5);
  return e;
}

TEST(PlayoutSearch, ChoosesTheMoveAndExplainsIt) {
  auto e = engineWith(kOpening, Color::White, 500);
  const core::Point move = e->genmove(Color::White);
  const GenmoveResult& r = e->lastResult();
  EXPECT_EQ(r.generator, Generator::Playouts);
  EXPECT_EQ(r.move, move);
  EXPECT_GT(r.playouts, 0);
  EXPECT_LE(r.playouts, 500);
  EXPECT_GT(r.winRate, 0.0);
  bool explained = false;
  for (const MoveReason& m : r.reasons)
    explained |= m.move == move && m.generator == Generator::Playouts;
  EXPECT_TRUE(explained);
}

TEST(PlayoutSearch, DeterministicForASeed) {
  auto a = engineWith(kOpening, Color::White, 400, 7);
  auto b = engineWith(kOpening, Color::White, 400, 7);
  EXPECT_EQ(a->genmove(Color::White), b->genmove(Color::White));
  EXPECT_EQ(a->lastResult().playouts, b->lastResult().playouts);
}

TEST(PlayoutSearch, ZeroPlayoutsIsThe2xChoice) {
  auto e = engineWith(kOpening, Color::White, 0);
  e->genmove(Color::White);
  EXPECT_NE(e->lastResult().generator, Generator::Playouts);
  EXPECT_EQ(e->lastResult().playouts, 0);
}

// The tree of one genmove is kept for the next one (engine/playout tests check the
// re-rooting itself): after our move and a reply the next search runs normally.
TEST(PlayoutSearch, KeepsTheTreeForTheNextMove) {
  auto e = engineWith(kOpening, Color::White, 600);
  const core::Point ours = e->genmove(Color::White);
  ASSERT_EQ(e->game().play(ours, Color::White), board::PlayError::None);
  ASSERT_NE(e->searchTree(), nullptr);
  const core::Point black = e->genmove(Color::Black);  // a new tree: Black's turn
  ASSERT_EQ(e->game().play(black, Color::Black), board::PlayError::None);
  e->genmove(Color::White);
  EXPECT_EQ(e->lastResult().generator, Generator::Playouts);
  EXPECT_EQ(e->searchTree()->toMove(), Color::White);
}

}  // namespace
}  // namespace engine
