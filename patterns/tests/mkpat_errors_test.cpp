// Runs the real mkpat binary on the small bad databases of tests/bad/ and checks that each
// fails with the right `file:line: message`.
#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <string>

namespace {

struct MkpatRun {
  int status;
  std::string output;
};

MkpatRun runMkpat(const std::string& kind, const std::string& file) {
  const std::string cmd = std::string(MKPAT_PATH) + " --kind " + kind + " --db " +
                          PATTERNS_BAD_DIR + "/" + file + " 2>&1";
  MkpatRun r{0, ""};
  FILE* pipe = popen(cmd.c_str(), "r");
  if (!pipe) return {-1, "popen failed"};
  std::array<char, 512> buf{};
  while (fgets(buf.data(), buf.size(), pipe)) r.output += buf.data();
  r.status = pclose(pipe);
  return r;
}

void expectError(const std::string& kind, const std::string& file, const std::string& where,
                 const std::string& message) {
  const MkpatRun r = runMkpat(kind, file);
  EXPECT_NE(r.status, 0) << file;
  const std::string want =
      std::string(PATTERNS_BAD_DIR) + "/" + file + ":" + where + ": " + message;
  EXPECT_NE(r.output.find(want), std::string::npos) << "want: " << want << "\ngot: " << r.output;
}

TEST(MkpatErrorsTest, UnknownCharacter) {
  expectError("shapes", "unknown_char.db", "3", "unknown character 'Q' in diagram");
}
TEST(MkpatErrorsTest, NoStar) {
  expectError("shapes", "no_star.db", "1", "no '*' in pattern B1");
}
TEST(MkpatErrorsTest, TwoStars) {
  expectError("shapes", "two_stars.db", "4", "two '*' in pattern B1 (first on line 3)");
}
TEST(MkpatErrorsTest, LabelDiagramMismatch) {
  expectError("shapes", "label_mismatch.db", "9",
              "constraint diagram does not match the diagram ('.' over 'O')");
}
TEST(MkpatErrorsTest, DuplicateName) {
  expectError("shapes", "duplicate_name.db", "7", "duplicate pattern name B1 (first on line 1)");
}
TEST(MkpatErrorsTest, EqualUnderSymmetry) {
  expectError("shapes", "symmetric_duplicate.db", "8",
              "pattern B2 is equal to B1 (line 1) under symmetry");
}
TEST(MkpatErrorsTest, UnknownPredicate) {
  expectError("shapes", "unknown_predicate.db", "9", "constraint: unknown predicate 'libs'");
}
TEST(MkpatErrorsTest, EyeValues) {
  expectError("eyes", "eye_values.db", "5", "eye values must satisfy 0 <= min <= max <= 2");
}
TEST(MkpatErrorsTest, GoodDatabasePasses) {
  const MkpatRun r = runMkpat("shapes", "../../db/patterns.db");
  EXPECT_EQ(r.status, 0) << r.output;
}

}  // namespace
