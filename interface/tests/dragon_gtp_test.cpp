// The dragon module's GTP commands and the end-of-game scoring, through the GTP engine.
#include <gtest/gtest.h>

#include <string>

#include "engine/genmove/dragon_moyo_view.h"
#include "interface/gtp_engine.h"

namespace iface {
namespace {

// Black wall on D, White wall on E.
void walls(GtpEngine& gtp) {
  gtp.execute("boardsize 9");
  gtp.execute("komi 0.5");
  for (int row = 1; row <= 9; ++row) {
    gtp.execute("play b d" + std::to_string(row));
    gtp.execute("play w e" + std::to_string(row));
  }
}

// The walls plus a lost White stone at B5 and a lost Black one at G5.
void setUp(GtpEngine& gtp) {
  walls(gtp);
  gtp.execute("play w b5");
  gtp.execute("play b g5");
}

TEST(DragonGtp, FinalScoreRemovesDeadStones) {
  engine::Engine e;
  GtpEngine gtp(e);
  setUp(gtp);
  // Black 27 points + 1 prisoner, White 36 + 1 + komi.
  EXPECT_EQ(gtp.execute("final_score"), "= W+9.5\n\n");
  EXPECT_EQ(gtp.execute("final_status b5"), "= dead\n\n");
  EXPECT_EQ(gtp.execute("final_status g5"), "= dead\n\n");
  EXPECT_EQ(gtp.execute("final_status d5"), "= alive\n\n");
  EXPECT_EQ(gtp.execute("final_status a1"), "= black_territory\n\n");
  EXPECT_EQ(gtp.execute("final_status j9"), "= white_territory\n\n");
  EXPECT_EQ(gtp.execute("final_status_list dead"), "= B5\nG5\n\n");
}

// estimate_score: the playout estimate in GNU Go 3.8's format, near final_score's W+9.5
// here, and the same whoever is to move.
TEST(DragonGtp, EstimateScoreNearTheFinalScoreWhoeverIsToMove) {
  engine::Engine e;
  GtpEngine gtp(e);
  setUp(gtp);
  const std::string estimate = gtp.execute("estimate_score");
  EXPECT_EQ(estimate, "= W+6.9 (upper bound: 6.9, lower: 6.9)\n\n");
  EXPECT_EQ(gtp.execute("play w pass"), "= \n\n");
  EXPECT_EQ(gtp.execute("estimate_score"), estimate);
  EXPECT_EQ(gtp.execute("final_score"), "= W+9.5\n\n");
}

TEST(DragonGtp, DragonQueries) {
  engine::Engine e;
  GtpEngine gtp(e);
  walls(gtp);
  EXPECT_EQ(gtp.execute("dragon_status d5"), "= alive\n\n");
  EXPECT_EQ(gtp.execute("dragon_stones d5"), "= D9 D8 D7 D6 D5 D4 D3 D2 D1\n\n");
  EXPECT_EQ(gtp.execute("same_dragon d1 d9"), "= 1\n\n");
  EXPECT_EQ(gtp.execute("same_dragon d1 e1"), "= 0\n\n");
  EXPECT_EQ(gtp.execute("eval_eye a1"), "= 2 2\n\n");
  EXPECT_EQ(gtp.execute("dragon_status a1"), "? vertex must not be empty\n\n");
  EXPECT_EQ(gtp.execute("dragon_stones a1"), "? dragon_stones called on an empty vertex\n\n");
  EXPECT_EQ(gtp.execute("dragon_data a1"), "= A1 empty\n\n");
  const std::string data = gtp.execute("dragon_data d5");
  EXPECT_EQ(data.substr(0, 6), "= D5:\n");
  EXPECT_NE(data.find("\ncolor                   black\n"), std::string::npos);
}

// White's corner group with a straight three on the first line (A1 B1 C1) on 7x7, Black
// around it.
void playStraightThreeInTheCorner(GtpEngine& gtp) {
  gtp.execute("boardsize 7");
  for (const char* v : {"a4", "b4", "c4", "d4", "e4", "f4", "f3", "f2", "f1"})
    gtp.execute(std::string("play b ") + v);
  for (const char* v : {"a3", "b3", "c3", "d3", "e3", "a2", "b2", "c2", "d2", "e2", "d1", "e1"})
    gtp.execute(std::string("play w ") + v);
}

// The straight three: whoever plays B1 first decides; B1 both kills and saves.
TEST(DragonGtp, DragonStatusReadsTheVitalPoint) {
  engine::Engine e;
  GtpEngine gtp(e);
  playStraightThreeInTheCorner(gtp);
  EXPECT_EQ(gtp.execute("dragon_status a2"), "= critical B1 B1\n\n");
  EXPECT_EQ(gtp.execute("dragon_status f4"), "= alive\n\n");
  // GNU Go 3.8's order: min, max, then the attack and defense points.
  EXPECT_EQ(gtp.execute("eval_eye a1"), "= 1 2 B1 B1\n\n");
  const std::string eye = gtp.execute("eye_data white b1");
  EXPECT_NE(eye.find("origin                  A1\n"), std::string::npos) << eye;
  EXPECT_NE(eye.find("esize                   3\n"), std::string::npos) << eye;
  EXPECT_NE(eye.find("value                   1 2\n"), std::string::npos) << eye;
  EXPECT_EQ(gtp.execute("eye_data black b1").substr(0, 30), "= origin                  PASS");
  EXPECT_EQ(gtp.execute("eye_data white").substr(0, 15), "? syntax error:");
  gtp.execute("play b b1");
  EXPECT_EQ(gtp.execute("dragon_status a2"), "= dead\n\n");
}

// The dragon commands reuse one analysis while the position stands: a second eval_eye
// answers the same, a move changes the answer, and an undo brings the first one back.
TEST(DragonGtp, EvalEyeFollowsThePosition) {
  engine::Engine e;
  GtpEngine gtp(e);
  playStraightThreeInTheCorner(gtp);
  EXPECT_EQ(gtp.execute("eval_eye a1"), "= 1 2 B1 B1\n\n");
  EXPECT_EQ(gtp.execute("eval_eye c1"), "= 1 2 B1 B1\n\n");
  gtp.execute("play w b1");  // A1 and C1: two one-point eyes
  EXPECT_EQ(gtp.execute("eval_eye a1"), "= 1 1\n\n");
  gtp.execute("undo");
  EXPECT_EQ(gtp.execute("eval_eye a1"), "= 1 2 B1 B1\n\n");
}

TEST(DragonGtp, WeakAreaUpgradesUnknownToCritical) {
  engine::Engine e;
  GtpEngine gtp(e);
  walls(gtp);
  gtp.execute("play b g5");
  gtp.execute("play b g6");  // two stones in White's area: a weak area
  board::Board& b = e.game().mutableBoard();
  dragon::DragonAnalysis dragons = dragon::DragonAnalysis::make(b);
  const core::Point e5 = *b.geometry().parseVertex("G5");
  ASSERT_EQ(dragons.dragonAt(e5).safety, dragon::Status::Unknown);
  moyo::Moyo m;
  m.makeMoyo(b, engine::DragonMoyoView(dragons), core::Color::Black);
  engine::applyWeakAreas(m, dragons);
  EXPECT_EQ(dragons.dragonAt(e5).safety, dragon::Status::Critical);
}

}  // namespace
}  // namespace iface
