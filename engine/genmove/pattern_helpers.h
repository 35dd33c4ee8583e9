// The named pattern helpers (the `helper` field of patterns.db, notes 5.5): functions that
// compute a matched pattern's value from the position, never more than its weight. A helper
// returning 0 or less rejects the match (2.6 played such moves at value 0; quirk 9 fixed).
// A filter helper (ours: near_helper) only accepts or rejects; the pattern's weight and
// assistance value the accepted match.
#pragma once

#include <string_view>
#include <vector>

#include "engine/genmove/gen_context.h"
#include "patterns/matcher.h"

namespace engine {

/// One helper call: the match, its move, and the pattern's weight (the upper bound).
struct HelperCall {
  GenContext& g;
  const patterns::Match& match;
  core::Point move;
  int weight;
};

using PatternHelper = int (*)(HelperCall& call);

/// The helper with this name, or nullptr.
PatternHelper findPatternHelper(std::string_view name);
/// Every helper name (README and the test that patterns.db names only existing helpers).
std::vector<std::string_view> patternHelperNames();

/// True for the helpers that only accept or reject a match (isFilterHelper: near_helper).
bool isFilterHelper(PatternHelper h);

/// delta_moyo_simple (notes 4.7): the moyo balance change of `color` at t without the
/// meta_connect bonus, 0 when the move would start a small isolated area.
int deltaMoyoSimple(moyo::Moyo& m, core::Point t, core::Color color);

}  // namespace engine
