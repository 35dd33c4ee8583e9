// Connection reading (connection_moves.h) on a diagram from a 19x19 match game (seed 11,
// game 10, move 60): Black's B5, D5 and C4-C3 form one dragon; a white cut at C5 leaves
// three pieces, and two of them can be attacked, so the cut loses the one worth less.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "engine/genmove/connection_moves.h"
#include "engine/genmove/gen_context.h"
#include "engine/genmove/tests/gen_test_util.h"

namespace engine {
namespace {

using core::Color;
using testing::at;
using testing::engineWith;
using testing::kLooseCorner;

// The best proposal connectionMoves makes at a vertex (value -1 if none), and the worm
// values of the two one-stone pieces the cut leaves open to attack.
struct CutProposal {
  int value = -1;
  Generator generator = Generator::Pass;
  int b5 = 0;
  int d5 = 0;
};

CutProposal cutProposal(Engine& e, Color c, const char* vertex) {
  GenSession session(e, c);
  GenContext& g = session.context();
  connectionMoves(g);
  CutProposal out;
  out.b5 = g.analysis.worm(at(e, "B5")).value;
  out.d5 = g.analysis.worm(at(e, "D5")).value;
  for (const MoveReason& m : g.proposals.all()) {
    if (m.move != at(e, vertex) || m.value <= out.value) continue;
    out.value = m.value;
    out.generator = m.generator;
  }
  return out;
}

TEST(ConnectionMoves, OwnerConnectsWhereTheCutLosesAPiece) {
  auto e = engineWith(kLooseCorner, Color::Black);
  const CutProposal p = cutProposal(*e, Color::Black, "C5");
  // After the cut both B5 and D5 can be attacked; the owner saves the one worth more, so
  // the cut loses the other, valued as its worm. D5 is no cutting stone (a black E6 is
  // captured at F6, as GNU Go 3.8 reads it), so both are worth 74.
  EXPECT_LE(p.b5, p.d5);
  EXPECT_EQ(p.value, std::min(p.b5, p.d5));
  EXPECT_EQ(p.value, 74);
  EXPECT_EQ(p.generator, Generator::OwlDefense);
}

// White's cut is read (GTP connection_reading shows it) but not proposed: kProposeCuts.
TEST(ConnectionMoves, EnemyCutIsReadNotProposed) {
  auto e = engineWith(kLooseCorner, Color::White);
  GenSession session(*e, Color::White);
  GenContext& g = session.context();
  std::vector<CutRecord> record;
  connectionMoves(g, &record);
  bool read = false;
  for (const CutRecord& c : record)
    read = read || (c.cut == at(*e, "C5") && c.outcome == CutOutcome::Loses);
  EXPECT_TRUE(read);
  int cuts = 0;
  for (const MoveReason& m : g.proposals.all()) cuts += m.generator == Generator::OwlAttack;
  EXPECT_EQ(cuts, kProposeCuts ? 1 : 0);
}

TEST(ConnectionMoves, NothingOnceConnected) {
  auto e = engineWith(kLooseCorner, Color::Black);
  ASSERT_EQ(e->game().play(at(*e, "C5"), Color::Black), board::PlayError::None);
  GenSession session(*e, Color::White);
  GenContext& g = session.context();
  connectionMoves(g);
  for (const MoveReason& m : g.proposals.all())
    EXPECT_EQ(m.why.find("dragon B5"), std::string::npos) << m.why;
}

// Genmove reads the cuts only with --connection-reading (EngineOptions::connectionReading).
TEST(ConnectionMoves, GenmoveReadsOnlyWithTheOption) {
  for (const bool on : {false, true}) {
    auto e = engineWith(kLooseCorner, Color::Black);
    e->options().connectionReading = on;
    e->genmove(Color::Black);
    int connects = 0;
    for (const MoveReason& m : e->lastResult().reasons)
      if (m.why.rfind("connects dragon B5", 0) == 0 && m.move == at(*e, "C5")) ++connects;
    EXPECT_EQ(connects, on ? 1 : 0);
  }
}

// The outcome words of GTP connection_reading, in CutOutcome's order.
TEST(ConnectionMoves, OutcomeNames) {
  EXPECT_STREQ(cutOutcomeName(CutOutcome::Loses), "loses");
  EXPECT_STREQ(cutOutcomeName(CutOutcome::NoCut), "no cut");
  EXPECT_STREQ(cutOutcomeName(CutOutcome::Joined), "joined");
  EXPECT_STREQ(cutOutcomeName(CutOutcome::Holds), "holds");
  EXPECT_STREQ(cutOutcomeName(CutOutcome::Saved), "saved");
  EXPECT_STREQ(cutOutcomeName(CutOutcome::Unsafe), "unsafe");
  EXPECT_STREQ(cutOutcomeName(CutOutcome::Unread), "unread");
}

// The same corner on 13x13: connection reading is for boards above 13x13 only (up to 13x13
// the Monte-Carlo search reads the cuts).
constexpr const char* kLooseCorner13 = R"(
    . . O . X . . . . . . . .
    . . . . . . . . . . . . .
    . . . O . X . . . . . . .
    . . . . . . . . . . . . .
    . . O . . O . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . O O O . . . . . . . . .
    . X . X O . . . . . . . .
    . . X . O . . O . . . . .
    . . X O . . X . . . . . .
    . . . . . O . X . . . . .
    . . . . . . . . . . . . .)";

TEST(ConnectionMoves, NotUpTo13x13) {
  auto e = engineWith(kLooseCorner13, Color::Black);
  ASSERT_EQ(e->game().size(), 13);
  EXPECT_EQ(cutProposal(*e, Color::Black, "C5").value, -1);
}

}  // namespace
}  // namespace engine
