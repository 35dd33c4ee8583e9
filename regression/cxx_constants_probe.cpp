// Prints the constants the trainers read from the engine's headers (regression/
// cxx_constants.py), as the compiler sees them: `NAME VALUE` per shared constant (ints,
// then doubles), `family I NAME` per weighted choice family (named by generatorName, as
// move_reasons prints them) and `weight I W` per point valuation weight.
// cxx_constants_test.py compares this output with the Python reader's, so a header edit the
// reader misreads fails a test.
#include <cstdio>
#include <string>

#include "engine/genmove/move_prior.h"
#include "engine/genmove/move_reasons.h"
#include "engine/genmove/point_values.h"
#include "engine/genmove/learned_chooser.h"
#include "engine/genmove/move_rules.h"
#include "engine/genmove/policy_net.h"

namespace {

void printInt(const char* name, int value) { std::printf("%s %d\n", name, value); }

}  // namespace

int main() {
  using namespace engine;
  printInt("kPointFeatures", kPointFeatures);
  printInt("kPriorShapeCodes", kPriorShapeCodes);
  printInt("kPriorGroupFeatures", kPriorGroupFeatures);
  printInt("kPriorDiamondBase", kPriorDiamondBase);
  printInt("kPriorDiamondCodes", kPriorDiamondCodes);
  printInt("kPriorCandidates", kPriorCandidates);
  printInt("kPriorCandidateMoves", kPriorCandidateMoves);
  printInt("kChoiceFamilies", kChoiceFamilies);
  printInt("kChoiceValueCap", kChoiceValueCap);
  printInt("kChoiceInputs", kChoiceInputs);
  std::printf("kPolicyNetShare %.6g\n", kPolicyNetShare);
  std::printf("kChoicePassScore %.6g\n", kChoicePassScore);
  for (int i = 0; i < kChoiceFamilies; ++i) {
    const ChoiceFamily& f = kChoiceFamilyList[static_cast<size_t>(i)];
    std::string name = generatorName(f.generator);
    if (f.pattern[0] != '\0') name += std::string(" ") + f.pattern;
    std::printf("family %d %s\n", i, name.c_str());
  }
  for (int i = 0; i < kPointFeatures; ++i)
    std::printf("weight %d %.6g\n", i, kPointWeights[static_cast<size_t>(i)]);
  return 0;
}
