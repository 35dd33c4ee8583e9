#include "engine/genmove/genmove_plan.h"

#include <algorithm>

#include "engine/genmove/policy_net.h"

namespace engine {

namespace {

// The search everywhere by default; `--playouts 0` without --chooser is the classic rule.
ChooserKind chooserFor(const EngineOptions& o) {
  if (o.chooser) return *o.chooser;
  return o.playouts == 0 ? ChooserKind::Classic : ChooserKind::Search;
}

PriorSource priorFor(const EngineOptions& o, ChooserKind chooser, int size) {
  const bool network = o.policyWeight > 0;
  // The learned score, alone or as the search's root from kLearnedFrom, reads the prior it
  // was fitted with: the network's on 19x19 only.
  if (chooser == ChooserKind::Learned || (chooser == ChooserKind::Search && size >= kLearnedFrom))
    return network && size == kPolicyNetSize ? PriorSource::Mixed : PriorSource::Features;
  if (chooser != ChooserKind::Search || size < kSearchPriorFrom) return PriorSource::None;
  return network && size <= kPolicyNetSize ? PriorSource::Mixed : PriorSource::Features;
}

}  // namespace

int defaultPlayouts(int size) {
  if (size <= 9) return kDefaultPlayouts9;
  if (size >= kLearnedFrom) return kDefaultPlayoutsLearnedRoot;
  return size >= kSearchPriorFrom ? kDefaultPlayouts13 : kDefaultPlayouts;
}

GenmovePlan genmovePlan(const EngineOptions& o, int size) {
  GenmovePlan plan;
  plan.chooser = chooserFor(o);
  const bool search = plan.chooser == ChooserKind::Search;
  plan.playouts = search ? (o.playouts > 0 ? o.playouts : defaultPlayouts(size)) : 0;
  plan.learnedRoot = search && size >= kLearnedFrom;
  const int nodes = o.readingNodes;
  plan.readingNodes = std::min(nodes, std::max(kMinAnalysisNodes, nodes * size * size / 361));
  if (search && !plan.learnedRoot)
    plan.readingNodes = std::min(plan.readingNodes, kSearchAnalysisNodes);
  plan.owlPass = !search || size >= kDropGuessedFrom;
  plan.owlPassSearchRoot = plan.owlPass && size < kOwlPassRootSearchBelow;
  if (plan.owlPassSearchRoot) {
    plan.owlPassDepth = kSmallOwlPassDepth;
    plan.owlPassBranchDepth = kSmallOwlPassBranchDepth;
  }
  plan.dropGuessedCritical = size >= kDropGuessedFrom;
  plan.connectionReadable = size >= kDropGuessedFrom;
  plan.connectionReading = o.connectionReading && plan.connectionReadable;
  plan.pointValuation = plan.chooser != ChooserKind::Search || plan.learnedRoot;
  plan.edgeShapeMaxLine =
      plan.chooser == ChooserKind::Classic && size < kEdgeShapesFrom ? kSmallBoardEdgeLines : 0;
  plan.prior = priorFor(o, plan.chooser, size);
  return plan;
}

GenmovePlan genmovePlan(const Engine& engine) {
  return genmovePlan(engine.options(), engine.game().size());
}

}  // namespace engine
