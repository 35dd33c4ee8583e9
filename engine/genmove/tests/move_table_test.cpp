// BETTER_MOVE, the proposals table and the pattern firing counters.
#include "engine/genmove/move_table.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

#include "engine/genmove/pattern_helpers.h"
#include "engine/genmove/pattern_stats.h"

namespace engine {
namespace {

using core::toPoint;

TEST(BestMove, GreaterWinsLowerIsIgnored) {
  core::Random rng(1);
  BestMove b;
  EXPECT_FALSE(b.found());
  EXPECT_TRUE(b.offer(toPoint(1, 1), 10, Generator::Shapes, rng));
  EXPECT_FALSE(b.offer(toPoint(2, 2), 9, Generator::Attacker, rng));
  EXPECT_TRUE(b.offer(toPoint(3, 3), 11, Generator::Defender, rng));
  EXPECT_EQ(b.move(), toPoint(3, 3));
  EXPECT_EQ(b.value(), 11);
  EXPECT_EQ(b.generator(), Generator::Defender);
}

// Three moves of equal value are each chosen about a third of the time.
TEST(BestMove, TiesAreUniform) {
  core::Random rng(7);
  int counts[3] = {0, 0, 0};
  for (int trial = 0; trial < 3000; ++trial) {
    BestMove b;
    for (int k = 0; k < 3; ++k) b.offer(toPoint(k, 0), 5, Generator::Shapes, rng);
    ++counts[core::pointX(b.move())];
    EXPECT_EQ(b.ties(), 3);
  }
  for (int c : counts) EXPECT_NEAR(c, 1000, 120);
}

// Merging shapes' best (two tied candidates) with a global best (one) keeps the global
// move a third of the time.
TEST(BestMove, MergeIsProportional) {
  core::Random rng(3);
  int global = 0;
  for (int trial = 0; trial < 3000; ++trial) {
    BestMove g, s;
    g.offer(toPoint(9, 9), 40, Generator::Fuseki, rng);
    s.offer(toPoint(1, 1), 40, Generator::Shapes, rng);
    s.offer(toPoint(2, 2), 40, Generator::Shapes, rng);
    g.merge(s, rng);
    global += g.move() == toPoint(9, 9);
    EXPECT_EQ(g.ties(), 3);
  }
  EXPECT_NEAR(global, 1000, 120);
  BestMove g, s;
  g.offer(toPoint(9, 9), 40, Generator::Fuseki, rng);
  s.offer(toPoint(1, 1), 41, Generator::Shapes, rng);
  g.merge(s, rng);
  EXPECT_EQ(g.move(), toPoint(1, 1));
}

TEST(Proposals, BestValuePerPointBestFirst) {
  Proposals p;
  p.add(toPoint(4, 4), 30, Generator::Shapes, "a");
  p.add(toPoint(2, 2), 50, Generator::Attacker, "b");
  p.add(toPoint(4, 4), 70, Generator::Defender, "c");
  p.add(toPoint(4, 4), 20, Generator::Territory, "d");
  EXPECT_EQ(p.potential(toPoint(4, 4)), 70);
  EXPECT_EQ(p.potential(toPoint(0, 0)), -1);
  const auto c = p.considered();
  ASSERT_EQ(c.size(), 2u);
  EXPECT_EQ(c[0].move, toPoint(4, 4));
  EXPECT_EQ(c[0].why, "c");
  EXPECT_EQ(c[1].value, 50);
  EXPECT_EQ(p.all().size(), 4u);
}

TEST(PatternStats, TextAddAndMergeIntoFile) {
  const patterns::PatternDatabase& db = patterns::shapePatternDb();
  ASSERT_GT(db.patternCount, 2u);
  PatternStats s(db);
  s.matched(0);
  s.matched(0);
  s.accepted(0);
  s.chosen(1);
  s.countGenmove();
  const std::string text = s.text();
  std::istringstream in(text);
  std::string line;
  std::getline(in, line);
  EXPECT_EQ(line, "# genmoves 1");
  std::getline(in, line);
  EXPECT_EQ(line.substr(0, line.find(' ')), db.patterns[0].name);
  EXPECT_EQ(line.substr(line.size() - 6), " 2 1 0");

  char dir[] = "/tmp/moyogo_stats_XXXXXX";
  ASSERT_NE(mkdtemp(dir), nullptr);
  const std::string path = std::string(dir) + "/stats.txt";
  std::string error;
  ASSERT_TRUE(s.mergeIntoFile(path, &error)) << error;
  ASSERT_TRUE(s.mergeIntoFile(path, &error)) << error;  // counts add up
  std::ifstream f(path);
  std::stringstream all;
  all << f.rdbuf();
  PatternStats back(db);
  ASSERT_TRUE(back.add(all.str()));
  EXPECT_EQ(back.genmoves(), 2u);
  EXPECT_EQ(back.counts()[0].matched, 4u);
  EXPECT_EQ(back.counts()[1].chosen, 2u);
  EXPECT_FALSE(back.add("garbage line"));
  std::remove(path.c_str());
  rmdir(dir);
}

// Every helper patterns.db names exists (the patterns helper may only name these).
TEST(PatternHelpers, DatabaseNamesOnlyKnownHelpers) {
  const patterns::PatternDatabase& db = patterns::shapePatternDb();
  for (size_t i = 0; i < db.patternCount; ++i) {
    const std::string helper = db.patterns[i].helper;
    if (helper.empty() || helper == "NULL") continue;
    EXPECT_NE(findPatternHelper(helper), nullptr) << db.patterns[i].name << " names " << helper;
  }
  EXPECT_EQ(findPatternHelper("no_such_helper"), nullptr);
  EXPECT_GE(patternHelperNames().size(), 7u);
}

}  // namespace
}  // namespace engine
