// patterns.db as a whole: at least 800 shape patterns, each with a one-line rationale comment
// right after its name, and every name in one of the documented families.
#include <fstream>
#include <map>
#include <sstream>
#include <string>

#include <gtest/gtest.h>

#include "patterns/pattern_tables.h"

namespace patterns {
namespace {

constexpr size_t kMinShapePatterns = 800;

std::string readSource() {
  std::ifstream in(std::string(PATTERNS_DB_DIR) + "/patterns.db");
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

/// The family prefix of a pattern name: its leading letters.
std::string familyOf(const std::string& name) {
  size_t n = 0;
  while (n < name.size() && name[n] >= 'A' && name[n] <= 'Z') ++n;
  return name.substr(0, n);
}

TEST(PatternDbContents, AtLeast800ShapePatterns) {
  EXPECT_GE(shapePatternDb().patternCount, kMinShapePatterns);
}

TEST(PatternDbContents, EveryPatternHasARationaleAndAKnownFamily) {
  const std::string src = readSource();
  ASSERT_FALSE(src.empty()) << "cannot read " << PATTERNS_DB_DIR << "/patterns.db";
  static const char* const kFamilies[] = {"F",  "J",  "EB", "CB", "EC", "CC", "ED", "CD",
                                          "EE", "CE", "CM", "S",  "HH", "LD"};
  std::istringstream lines(src);
  std::string line, name;
  std::map<std::string, int> perFamily;
  size_t patterns = 0;
  bool expectRationale = false;
  while (std::getline(lines, line)) {
    if (expectRationale) {
      // "# " and at least a few words: the reason the move is good.
      EXPECT_TRUE(line.rfind("# ", 0) == 0 && line.size() >= 20)
          << name << " has no one-line rationale comment after its name: '" << line << "'";
      expectRationale = false;
    }
    if (line.rfind("Pattern ", 0) != 0) continue;
    std::istringstream words(line.substr(8));
    words >> name;
    const std::string family = familyOf(name);
    bool known = false;
    for (const char* f : kFamilies) known = known || family == f;
    EXPECT_TRUE(known) << name << ": unknown family prefix '" << family << "'";
    ++perFamily[family];
    ++patterns;
    expectRationale = true;
  }
  EXPECT_EQ(patterns, shapePatternDb().patternCount);
  EXPECT_GE(perFamily.size(), 14u);  // every family has patterns
}

}  // namespace
}  // namespace patterns
