// Domain and marginal rules of the eye spaces (eye_value.h): GNU Go 3.x's rule against
// 2.x's on diagrams where they differ, with the answers GNU Go 3.8's `eye_data` gives.
#include <gtest/gtest.h>

#include "engine/board/board.h"
#include "engine/core/random.h"
#include "engine/dragon/dragon.h"
#include "engine/dragon/eye_value.h"

namespace dragon {
namespace {

board::Board boardWith(int size, std::initializer_list<std::pair<const char*, Color>> stones) {
  board::Board b(size);
  b.beginSetup();
  for (const auto& [vertex, color] : stones) b.setStone(*b.geometry().parseVertex(vertex), color);
  return b;
}

Point at(const board::Board& b, const char* vertex) {
  return *b.geometry().parseVertex(vertex);
}

// The color's eye space through `inner` has esize and msize, `inner` is not marginal and
// `marginal` is.
void expectSpace(const DragonAnalysis& d, const board::Board& b, Color c, const char* inner,
                 const char* marginal, int esize, int msize) {
  const EyeSpace* e = d.eyeSpace(c, at(b, inner));
  ASSERT_NE(e, nullptr) << inner;
  EXPECT_EQ(e->esize, esize);
  EXPECT_EQ(e->msize, msize);
  EXPECT_FALSE(d.marginal(c, at(b, inner)));
  EXPECT_TRUE(d.marginal(c, at(b, marginal)));
  EXPECT_EQ(d.eyeSpace(c, at(b, marginal)), e);
}

core::PointMap<bool> domainOf(const board::Board& b, Color c, DomainRule rule) {
  core::PointMap<bool> lively(false), dom(false);
  for (Point p : b.geometry()) lively[p] = core::isStone(b.at(p));
  growDomain(b, c, lively, dom, rule);
  return dom;
}

// Two black stones on the third and seventh points of the B line, White far away. The
// 3.x rule keeps White's influence from leaking under B3 along the first line: GNU Go 3.8
// sees a 7-point black space A1 A2 A3 B2 (inner) with A4 B1 C2 marginal.
TEST(DomainTest, InfluenceDoesNotLeakUnderAThirdLineStone) {
  board::Board b =
      boardWith(19, {{"B3", Color::Black}, {"B7", Color::Black}, {"Q16", Color::White}});
  const auto white3 = domainOf(b, Color::White, DomainRule::Gnugo3);
  const auto white2 = domainOf(b, Color::White, DomainRule::Gnugo2);
  EXPECT_FALSE(white3[at(b, "B2")]);
  EXPECT_FALSE(white3[at(b, "A2")]);
  EXPECT_TRUE(white2[at(b, "B2")]);  // 2.x's fixed point reaches the corner
  EXPECT_TRUE(white3[at(b, "B5")]);  // the open side between the stones stays shared
  const auto d = DragonAnalysis::make(b);
  expectSpace(d, b, Color::Black, "B2", "A4", 7, 3);
  EXPECT_EQ(d.eyeSpace(Color::Black, at(b, "B5")), nullptr);
}

// A one-point jump: the point between the stones is White's alone and, by the 3.x marginal
// rule, inner (only a neighbour in Black's domain alone would make it marginal); 2.x calls
// it marginal because Black can play there safely.
TEST(DomainTest, OnePointJumpGapIsInner) {
  board::Board b =
      boardWith(19, {{"K10", Color::White}, {"M10", Color::White}, {"C17", Color::Black}});
  const auto d = DragonAnalysis::make(b);
  expectSpace(d, b, Color::White, "L10", "L11", 3, 2);
  // The ikken tobi gap does not amalgamate (notes 3.1 step 5).
  EXPECT_NE(d.dragonIndex(at(b, "K10")), d.dragonIndex(at(b, "M10")));
}

// Four stones a one-point jump apart: a point between two of them needs more influence
// than White brings from outside, so the ring holds a 9-point black space (5 inner points),
// as GNU Go 3.8's eye_data sees it.
TEST(DomainTest, RingOfJumpsHoldsAnEyeSpace) {
  board::Board b = boardWith(19, {{"K10", Color::Black},
                                  {"M10", Color::Black},
                                  {"K12", Color::Black},
                                  {"M12", Color::Black},
                                  {"D4", Color::White}});
  EXPECT_FALSE(domainOf(b, Color::White, DomainRule::Gnugo3)[at(b, "L11")]);
  const auto d = DragonAnalysis::make(b);
  expectSpace(d, b, Color::Black, "K11", "J11", 9, 4);
}

// Spaces eyes.db does not know: each marginal point costs two points of the space.
TEST(DomainTest, BigSpaceWithManyMarginalPointsHasNoEye) {
  std::vector<Point> points;
  std::vector<bool> marginal;
  for (int x = 2; x < 13; ++x) {
    points.push_back(core::toPoint(x, 5));
    marginal.push_back(x % 2 == 0);
  }
  EyeValue v = builtinEyeShapes().evaluate(points, marginal);  // 11 points, 6 marginal
  EXPECT_EQ(v.maxEye, 0);
  EXPECT_EQ(v.minEye, 0);
  marginal.assign(points.size(), false);
  marginal[0] = marginal[1] = marginal[2] = true;  // 11 - 2 * 3 = 5: two eyes
  v = builtinEyeShapes().evaluate(points, marginal);
  EXPECT_EQ(v.maxEye, 2);
  EXPECT_EQ(v.minEye, 2);
  marginal[3] = true;  // 11 - 2 * 4 = 3: one eye
  v = builtinEyeShapes().evaluate(points, marginal);
  EXPECT_EQ(v.maxEye, 1);
  EXPECT_EQ(v.minEye, 1);
}

// The 3.x rule read literally: every point's count from its neighbours, then sweeps over
// the whole board until no point joins.
core::PointMap<bool> sweptDomain(const board::Board& b, Color c,
                                 const core::PointMap<bool>& lively) {
  const auto& geo = b.geometry();
  core::PointMap<bool> dom(false);
  core::PointMap<int> carried(0), needed(0);
  auto livelyOf = [&](Point q, Color k) { return b.at(q) == k && lively[q]; };
  for (Point p : geo) {
    if (livelyOf(p, c) || livelyOf(p, core::opponent(c))) {
      dom[p] = livelyOf(p, c);
      carried[p] = dom[p] ? 1 : -1;
      continue;
    }
    bool own = false, enemy = false;
    for (int d : core::kDirections) {
      own = own || livelyOf(static_cast<Point>(p + d), c);
      enemy = enemy || livelyOf(static_cast<Point>(p + d), core::opponent(c));
    }
    dom[p] = own;
    carried[p] = (own ? 1 : 0) - (enemy || geo.edgeDistance(p) == 0 ? 1 : 0);
    needed[p] = enemy ? 1 : 0;
  }
  for (bool changed = true; changed;) {
    changed = false;
    for (Point p : geo) {
      if (dom[p] || livelyOf(p, core::opponent(c))) continue;
      for (int i = 0; i < 4; ++i) {
        const Point diag = static_cast<Point>(p + core::kDiagonals[i]);
        if (!geo.onBoard(diag)) continue;
        const int a = carried[static_cast<Point>(p + core::kDirections[i])];
        const int n = carried[static_cast<Point>(p + core::kDirections[(i + 3) % 4])];
        if (std::max(a, n) + carried[diag] > needed[p]) {
          dom[p] = true;
          ++carried[p];
          changed = true;
          break;
        }
      }
    }
  }
  return dom;
}

// The row-at-a-time growth agrees with the literal rule on random positions of every size,
// dead stones (not lively) included.
TEST(DomainTest, RowGrowthAgreesWithTheRuleReadLiterally) {
  core::Random rng(7);
  int differences = 0, domainPoints = 0;
  for (int size : {5, 9, 13, 19, 25}) {
    for (int round = 0; round < 40; ++round) {
      board::Board b(size);
      b.beginSetup();
      const uint32_t density = 5 + rng.below(40);
      core::PointMap<bool> lively(false);
      for (Point p : b.geometry()) {
        const uint32_t roll = rng.below(100);
        if (roll >= density) continue;
        b.setStone(p, roll % 2 ? Color::Black : Color::White);
        lively[p] = rng.below(5) != 0;
      }
      for (Color c : {Color::Black, Color::White}) {
        core::PointMap<bool> dom(false);
        growDomain(b, c, lively, dom, DomainRule::Gnugo3);
        const core::PointMap<bool> expected = sweptDomain(b, c, lively);
        for (Point p : b.geometry()) {
          differences += dom[p] != expected[p];
          domainPoints += expected[p];
        }
      }
    }
  }
  EXPECT_EQ(differences, 0);
  EXPECT_GT(domainPoints, 10000);
}

}  // namespace
}  // namespace dragon
