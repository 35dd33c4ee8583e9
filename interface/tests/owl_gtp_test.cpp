// The owl GTP commands (GNU Go 3.8's names and answer formats) through the GTP engine.
#include <gtest/gtest.h>

#include <string>

#include "engine/genmove/engine.h"
#include "interface/gtp_engine.h"

namespace iface {
namespace {

// White's corner group A2 B2 C2 D2 D1 with a straight three A1 B1 C1 inside a Black wall.
void straightThree(GtpEngine& gtp) {
  gtp.execute("boardsize 9");
  for (const char* v : {"a3", "b3", "c3", "d3", "e3", "e2", "e1"})
    gtp.execute(std::string("play b ") + v);
  for (const char* v : {"a2", "b2", "c2", "d2", "d1"}) gtp.execute(std::string("play w ") + v);
}

// The straight three on an engine with or without the Monte-Carlo search: genmove's owl pass
// runs on 9x9 only without it.
struct StraightThreeEngine {
  explicit StraightThreeEngine(bool search) : engine(options(search)), gtp(engine) {
    straightThree(gtp);
  }
  static engine::EngineOptions options(bool search) {
    engine::EngineOptions o;
    if (!search) o.playouts = 0;
    return o;
  }
  engine::Engine engine;
  GtpEngine gtp;
};

TEST(OwlGtp, AttackAndDefendAnswerCodeAndMove) {
  engine::Engine e;
  GtpEngine gtp(e);
  straightThree(gtp);
  EXPECT_EQ(gtp.execute("owl_attack a2"), "= 1 B1\n\n");
  EXPECT_EQ(gtp.execute("owl_defend a2"), "= 1 B1\n\n");
  EXPECT_EQ(gtp.execute("owl_does_attack b1 a2"), "= 1\n\n");
  EXPECT_EQ(gtp.execute("owl_does_defend b1 a2"), "= 1\n\n");
  EXPECT_EQ(gtp.execute("owl_does_defend a1 a2"), "= 0\n\n");
  EXPECT_EQ(gtp.execute("dragon_status a2"), "= critical B1 B1\n\n");
  // The Black wall cannot be killed: owl_attack fails, owl_defend needs no move.
  EXPECT_EQ(gtp.execute("owl_attack e3"), "= 0\n\n");
  EXPECT_EQ(gtp.execute("owl_defend e3"), "= 1 PASS\n\n");
  EXPECT_EQ(gtp.execute("dragon_status e3"), "= alive\n\n");
}

TEST(OwlGtp, AfterTheVitalPointTheGroupIsDead) {
  engine::Engine e;
  GtpEngine gtp(e);
  straightThree(gtp);
  gtp.execute("play b b1");
  EXPECT_EQ(gtp.execute("owl_defend a2"), "= 0\n\n");
  EXPECT_EQ(gtp.execute("dragon_status a2"), "= dead\n\n");
}

TEST(OwlGtp, BadInputGetsAnError) {
  engine::Engine e;
  GtpEngine gtp(e);
  straightThree(gtp);
  EXPECT_EQ(gtp.execute("owl_attack a1"), "? vertex must not be empty\n\n");
  EXPECT_EQ(gtp.execute("owl_attack"), "? syntax error: expected 1 argument, got 0\n\n");
  EXPECT_EQ(gtp.execute("owl_defend z99"), "? invalid coordinate: 'z99' is not a vertex of the 9x9 board\n\n");
  EXPECT_EQ(gtp.execute("owl_does_attack a2 a2"), "? move vertex must be empty\n\n");
  EXPECT_EQ(gtp.execute("owl_does_defend a1"), "? syntax error: expected 2 arguments, got 1\n\n");
}

// owl_pass shows the status pass as genmove runs it: the white group is read CRITICAL, the
// settled wall is not read. With the Monte-Carlo search on 9x9 the pass is skipped, and
// each line says so.
TEST(OwlGtp, OwlPassShowsWhatGenmoveRead) {
  StraightThreeEngine p(false);
  GtpEngine& gtp = p.gtp;
  EXPECT_EQ(gtp.execute("owl_pass"),
            "= A2 white 5 stones: read critical attack B1 defense B1 nodes 6\n"
            "A3 black 7 stones: not read alive settled\n\n");
  EXPECT_EQ(gtp.execute("owl_pass a2"), "? syntax error: expected 0 arguments, got 1\n\n");

  StraightThreeEngine searching(true);
  GtpEngine& gtp2 = searching.gtp;
  EXPECT_EQ(gtp2.execute("owl_pass"),
            "= A3 black 7 stones: not read alive search\n"
            "A2 white 5 stones: not read critical search\n\n");
  gtp2.execute("clear_board");
  EXPECT_EQ(gtp2.execute("owl_pass"), "= \n\n");
}

// When the pass's node total is spent, the unsettled dragons it did not reach say so (the
// two black walls are one dragon).
TEST(OwlGtp, OwlPassNamesTheSpentBudget) {
  engine::EngineOptions o;
  o.playouts = 0;
  o.owlPassNodes = 1;  // spent by the first dragon read
  engine::Engine e(o);
  GtpEngine gtp(e);
  straightThree(gtp);
  // The same straight three in the top left corner.
  for (const char* v : {"a7", "b7", "c7", "d7", "e7", "e8", "e9"})
    gtp.execute(std::string("play b ") + v);
  for (const char* v : {"a8", "b8", "c8", "d8", "d9"}) gtp.execute(std::string("play w ") + v);
  EXPECT_EQ(gtp.execute("owl_pass"),
            "= D9 white 5 stones: read critical attack B9 defense B9 nodes 6\n"
            "E9 black 14 stones: not read alive settled\n"
            "A2 white 5 stones: not read critical budget\n\n");
}

// dragon_data shows the dragons as genmove sees them, with GNU Go 3.8's owl fields: the
// white group the pass read (CRITICAL before and after, B1 both ways), the wall it did not read.
TEST(OwlGtp, DragonDataShowsTheOwlPass) {
  StraightThreeEngine p(false);
  GtpEngine& gtp = p.gtp;
  const std::string white = gtp.execute("dragon_data a2");
  const auto has = [](const std::string& text, const char* field, const char* value) {
    std::string line = field;
    line.resize(24, ' ');
    return text.find("\n" + line + value + "\n") != std::string::npos;
  };
  EXPECT_TRUE(has(white, "crude_status", "critical")) << white;
  EXPECT_TRUE(has(white, "owl_status", "critical")) << white;
  EXPECT_TRUE(has(white, "status", "critical")) << white;
  EXPECT_TRUE(has(white, "owl_attack_point", "B1")) << white;
  EXPECT_TRUE(has(white, "owl_attack_code", "1")) << white;
  EXPECT_TRUE(has(white, "owl_defense_point", "B1")) << white;
  EXPECT_TRUE(has(white, "owl_defense_certain", "YES")) << white;
  EXPECT_TRUE(has(white, "owl_in_genmove", "YES")) << white;
  const std::string wall = gtp.execute("dragon_data e3");
  EXPECT_TRUE(has(wall, "crude_status", "alive")) << wall;
  EXPECT_TRUE(has(wall, "owl_status", "unchecked")) << wall;
  EXPECT_EQ(wall.find("owl_attack_point"), std::string::npos) << wall;
  const std::string all = gtp.execute("dragon_data");
  EXPECT_EQ(all.substr(0, 6), "= A3:\n") << all;
  EXPECT_NE(all.find("\nA2:\n"), std::string::npos) << all;

  // With the search on this 9x9 board genmove leaves the pass out (OwlPassShowsWhatGenmoveRead),
  // but dragon_data still shows the owl's verdict, and says genmove does not use it.
  StraightThreeEngine searching(true);
  const std::string read = searching.gtp.execute("dragon_data a2");
  EXPECT_TRUE(has(read, "owl_status", "critical")) << read;
  EXPECT_TRUE(has(read, "owl_attack_point", "B1")) << read;
  EXPECT_TRUE(has(read, "owl_in_genmove", "NO")) << read;
}

TEST(OwlGtp, NodeCounterCountsOwlNodes) {
  engine::Engine e;
  GtpEngine gtp(e);
  straightThree(gtp);
  gtp.execute("reset_owl_node_counter");
  EXPECT_EQ(gtp.execute("get_owl_node_counter"), "= 0\n\n");
  gtp.execute("owl_attack a2");
  EXPECT_NE(gtp.execute("get_owl_node_counter"), "= 0\n\n");
}

}  // namespace
}  // namespace iface
