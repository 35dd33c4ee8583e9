// The table of what a genmove runs (genmove_plan.h), row by row.
#include "engine/genmove/genmove_plan.h"

#include <gtest/gtest.h>

namespace engine {
namespace {

GenmovePlan planFor(int size, EngineOptions o = {}) { return genmovePlan(o, size); }

TEST(GenmovePlan, DefaultsBySize) {
  for (int size : {5, 9, 11, 13}) {
    const GenmovePlan p = planFor(size);
    EXPECT_EQ(p.chooser, ChooserKind::Search) << size;
    EXPECT_EQ(p.playouts, size <= 9    ? kDefaultPlayouts9
                          : size == 13 ? kDefaultPlayouts13
                                       : kDefaultPlayouts);
    EXPECT_FALSE(p.owlPass);  // the playouts judge life and death
    EXPECT_FALSE(p.owlPassSearchRoot);
    EXPECT_EQ(p.owlPassDepth, 0);
    EXPECT_EQ(p.owlPassBranchDepth, 0);
    EXPECT_FALSE(p.dropGuessedCritical);
    EXPECT_FALSE(p.pointValuation);
    EXPECT_FALSE(p.learnedRoot);
    EXPECT_EQ(p.prior, size >= kSearchPriorFrom ? PriorSource::Mixed : PriorSource::None);
    EXPECT_EQ(p.readingNodes, kSearchAnalysisNodes);
  }
  // From 14x14 the search decides among the learned ranking's best moves: the learned
  // chooser's analysis, valuation and prior, and a few playouts.
  const GenmovePlan p19 = planFor(19);
  EXPECT_EQ(p19.chooser, ChooserKind::Search);
  EXPECT_TRUE(p19.learnedRoot);
  EXPECT_EQ(p19.playouts, kDefaultPlayoutsLearnedRoot);
  EXPECT_TRUE(p19.owlPass);
  EXPECT_TRUE(p19.dropGuessedCritical);
  EXPECT_TRUE(p19.pointValuation);
  EXPECT_EQ(p19.prior, PriorSource::Mixed);
  EXPECT_EQ(p19.readingNodes, 40000);
  EXPECT_TRUE(planFor(15).learnedRoot);
  EXPECT_EQ(planFor(15).prior, PriorSource::Features);  // the network serves 19x19 only
}

TEST(GenmovePlan, ReadingNodesShrinkWithTheArea) {
  EngineOptions o;
  o.chooser = ChooserKind::Classic;
  EXPECT_EQ(planFor(19, o).readingNodes, 40000);
  EXPECT_EQ(planFor(13, o).readingNodes, 40000 * 169 / 361);
  EXPECT_EQ(planFor(5, o).readingNodes, kMinAnalysisNodes);
}

TEST(GenmovePlan, OptionsChooseTheChooser) {
  EngineOptions o;
  o.playouts = 0;  // without --chooser: classic everywhere
  for (int size : {9, 19}) {
    const GenmovePlan p = planFor(size, o);
    EXPECT_EQ(p.chooser, ChooserKind::Classic);
    EXPECT_TRUE(p.owlPass);
    EXPECT_EQ(p.owlPassSearchRoot, size < kOwlPassRootSearchBelow);
    // Small boards read the pass's questions deeper; 19x19 keeps the budget mode's limits.
    EXPECT_EQ(p.owlPassDepth, size < kOwlPassRootSearchBelow ? kSmallOwlPassDepth : 0);
    EXPECT_EQ(p.owlPassBranchDepth, size < kOwlPassRootSearchBelow ? kSmallOwlPassBranchDepth : 0);
    EXPECT_TRUE(p.pointValuation);
    EXPECT_EQ(p.prior, PriorSource::None);
    EXPECT_EQ(p.playouts, 0);
  }
  o.playouts = 700;  // the search everywhere, with the owl pass on large boards
  EXPECT_EQ(planFor(19, o).chooser, ChooserKind::Search);
  EXPECT_EQ(planFor(19, o).playouts, 700);
  EXPECT_TRUE(planFor(19, o).owlPass);
  EXPECT_FALSE(planFor(9, o).owlPass);
  o = EngineOptions{};
  o.chooser = ChooserKind::Learned;
  EXPECT_EQ(planFor(9, o).chooser, ChooserKind::Learned);
  EXPECT_EQ(planFor(9, o).prior, PriorSource::Features);
  EXPECT_TRUE(planFor(9, o).pointValuation);
  EXPECT_FALSE(planFor(19, o).learnedRoot);  // the learned ranking played as it stands
  o.policyWeight = 0;
  EXPECT_EQ(planFor(19, o).prior, PriorSource::Features);
  o.chooser.reset();
  EXPECT_EQ(planFor(13, o).prior, PriorSource::Features);  // the search without the network
  EXPECT_EQ(planFor(19, o).prior, PriorSource::Features);
  o = EngineOptions{};
  o.connectionReading = true;
  EXPECT_TRUE(planFor(19, o).connectionReading);
  EXPECT_FALSE(planFor(13, o).connectionReading);
  EXPECT_TRUE(planFor(19).connectionReadable);
  EXPECT_FALSE(planFor(19).connectionReading);
}

}  // namespace
}  // namespace engine
