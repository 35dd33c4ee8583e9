#include "engine/genmove/genmove_plan.h"

#include <algorithm>

#include "engine/genmove/policy_net.h"

namespace engine {

namespace {

ChooserKind chooserFor(const EngineOptions& o, int size) {
  if (o.chooser) return *o.chooser;
  if (o.playouts == 0) return ChooserKind::Classic;
  if (o.playouts > 0) return ChooserKind::Search;
  return size >= kLearnedFrom ? ChooserKind::Learned : ChooserKind::Search;
}

PriorSource priorFor(const EngineOptions& o, ChooserKind chooser, int size) {
  if (chooser == ChooserKind::Search) {
    if (size < kSearchPriorFrom) return PriorSource::None;
    return o.policyWeight > 0 && size <= kPolicyNetSize ? PriorSource::Mixed
                                                        : PriorSource::Features;
  }
  if (chooser != ChooserKind::Learned) return PriorSource::None;
  return o.policyWeight > 0 && size == kPolicyNetSize ? PriorSource::Mixed : PriorSource::Features;
}

}  // namespace

int defaultPlayouts(int size) {
  if (size <= 9) return kDefaultPlayouts9;
  return size >= kSearchPriorFrom ? kDefaultPlayouts13 : kDefaultPlayouts;
}

GenmovePlan genmovePlan(const EngineOptions& o, int size) {
  GenmovePlan plan;
  plan.chooser = chooserFor(o, size);
  const bool search = plan.chooser == ChooserKind::Search;
  plan.playouts = search ? (o.playouts > 0 ? o.playouts : defaultPlayouts(size)) : 0;
  const int nodes = o.readingNodes;
  plan.readingNodes = std::min(nodes, std::max(kMinAnalysisNodes, nodes * size * size / 361));
  if (search) plan.readingNodes = std::min(plan.readingNodes, kSearchAnalysisNodes);
  plan.owlPass = !search || size >= kDropGuessedFrom;
  plan.dropGuessedCritical = size >= kDropGuessedFrom;
  plan.connectionReadable = size >= kDropGuessedFrom;
  plan.connectionReading = o.connectionReading && plan.connectionReadable;
  plan.pointValuation = plan.chooser != ChooserKind::Search;
  plan.edgeShapeMaxLine =
      plan.chooser == ChooserKind::Classic && size < kEdgeShapesFrom ? kSmallBoardEdgeLines : 0;
  plan.prior = priorFor(o, plan.chooser, size);
  return plan;
}

GenmovePlan genmovePlan(const Engine& engine) {
  return genmovePlan(engine.options(), engine.game().size());
}

}  // namespace engine
