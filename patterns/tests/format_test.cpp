// Parser and compiler of the .db format (no board involved).
#include <gtest/gtest.h>

#include "patterns/format/pattern_compiler.h"
#include "patterns/tests/test_support.h"

namespace patterns {
namespace {

using format::DbKind;
using testing::TestDb;

TEST(PatternFormatTest, ParsesTheColonLineAndEdges) {
  const auto r = format::parseDatabase(R"(# comment
Pattern EB7   rationale after the name is ignored

+---  top edge
|.X?  comment
|*O.

:|,65,moyo(5,3),sOD,2,-1,4,-3,3,edge_helper
)",
                                       "t.db", DbKind::Shapes);
  ASSERT_TRUE(r.errors.empty()) << r.errors[0].text();
  ASSERT_EQ(r.patterns.size(), 1u);
  const auto& p = r.patterns[0];
  EXPECT_EQ(p.name, "EB7");
  EXPECT_EQ(p.line, 2);
  EXPECT_EQ(p.edges, kEdgeNorth | kEdgeWest);
  EXPECT_EQ(p.cells, (std::vector<std::string>{".X?", "*O."}));
  EXPECT_EQ(p.symmetry, '|');
  EXPECT_EQ(p.weight, 65);
  EXPECT_EQ(p.assist, AssistKind::Moyo);
  EXPECT_EQ(p.assistArgs[0], 5);
  EXPECT_EQ(p.classes, kClassSafeOnly | kClassOwnAlive | kClassDefend);
  EXPECT_EQ(format::classString(p.classes), "sOD");
  EXPECT_EQ(p.oBonus, 2);
  EXPECT_EQ(p.xBonus, -1);
  EXPECT_EQ(p.minRand, -3);
  EXPECT_EQ(p.helper, "edge_helper");
}

TEST(PatternFormatTest, CompilesDistinctOrientationsOnly) {
  TestDb sym("Pattern S1\n\n.O.\n.*.\n\n:|,50\n");
  ASSERT_EQ(sym.errors, "");
  EXPECT_EQ(sym.db.patterns[0].orientationCount, 4);
  TestDb full("Pattern S2\n\n...\n.O.\n.*.\n...\n\n:8,50\n");
  EXPECT_EQ(full.db.patterns[0].orientationCount, 4);
  TestDb one("Pattern S3\n\nX*\n*X\n\n:8,50\n");
  EXPECT_NE(one.errors.find("two '*'"), std::string::npos);
}

TEST(PatternFormatTest, ReportsErrorsWithFileAndLine) {
  struct Case {
    const char* text;
    const char* message;
  };
  const Case cases[] = {
      {"Pattern A\n\n.Q*O\n\n:8,50\n", "test.db:3: unknown character 'Q' in diagram"},
      {"Pattern A\n\n..O\n\n:8,50\n", "test.db:1: no '*' in pattern A"},
      {"Pattern A\n\n*.*O\n\n:8,50\n", "test.db:3: two '*' in pattern A"},
      {"Pattern A\n\n*.\n\n:8,50\n", "test.db:1: pattern A has no stone to anchor it"},
      {"Pattern A\n\n*O\n\n:|,50\n", "test.db:5: declared symmetry '|' does not hold"},
      {"Pattern A\n\n*O\n\n:8,50\n\nPattern A\n\n*X\n\n:8,50\n",
       "test.db:7: duplicate pattern name A (first on line 1)"},
      {"Pattern A\n\n*O\n\n:8,50\n\nPattern B\n\nO\n*\n\n:8,50\n",
       "test.db:7: pattern B is equal to A (line 1) under symmetry"},
      {"Pattern A\n\n*OX\n\n:8,50\n\n*O.\n\n;lib(b)>1\n",
       "test.db:7: constraint diagram does not match the diagram ('.' over 'X')"},
      {"Pattern A\n\n*OX\n\n:8,50\n\n*OA\n\n;lib(c)>1\n",
       "test.db:9: constraint: undefined label 'c'"},
      {"Pattern A\n\n*OX\n\n:8,50\n\n*OA\n\n;libs(A)>1\n",
       "test.db:9: constraint: unknown predicate 'libs'"},
      {"Pattern A\n\n*OX\n\n:8,50\n\n*OA\n\n;does_attack(A)\n",
       "test.db:9: constraint: does_attack takes 2 argument(s)"},
      {"Pattern A\n\n*OX\n\n:8,50,0,Z\n", "test.db:5: unknown class 'Z'"},
      {"Pattern A\n\n*OX\n\n:8,50,wind(1,2)\n", "test.db:5: bad assistance 'wind(1,2)'"},
  };
  for (const auto& c : cases) {
    TestDb t(c.text);
    EXPECT_NE(t.errors.find(c.message), std::string::npos)
        << "want: " << c.message << "\ngot: " << t.errors;
  }
}

TEST(PatternFormatTest, ConnAndEyeGrammars) {
  TestDb conn("Pattern C1\n\nO!\n!O\n\n:X,C\n\nPattern C2\n\nO*\nXO\n\n:8,B\n", DbKind::Conn);
  EXPECT_EQ(conn.errors, "");
  EXPECT_EQ(conn.db.patterns[0].classes, kClassConnect);
  EXPECT_FALSE(conn.db.patterns[0].hasMove);
  TestDb badConn("Pattern C1\n\nX.\n.X\n\n:X,C\n", DbKind::Conn);
  EXPECT_NE(badConn.errors.find("has no O stone"), std::string::npos) << badConn.errors;
  TestDb eyes("Pattern E1\n\n.*.\n\n:2,1\n\nPattern E2\n\n.\n*\n.\n\n:2,1\n", DbKind::Eyes);
  EXPECT_NE(eyes.errors.find("test.db:7: eye shape E2 is equal to E1"), std::string::npos)
      << eyes.errors;
  TestDb noVital("Pattern E1\n\n...\n\n:2,1\n", DbKind::Eyes);
  EXPECT_NE(noVital.errors.find("needs a vital point"), std::string::npos);
  TestDb split("Pattern E1\n\n. .\n\n:1,1\n", DbKind::Eyes);
  EXPECT_NE(split.errors.find("not connected"), std::string::npos);
}

TEST(PatternFormatTest, LinkReportsTablesTooLargeForTheirIndexTypes) {
  TestDb small("Pattern A1\n\nO*\n\n:8,40,0,-,0,0,0,0,0,NULL\n", DbKind::Shapes);
  ASSERT_EQ(small.errors, "");
  EXPECT_EQ(small.linked.limitError(), "");
  format::LinkedDatabase db;
  db.elements.resize(200000);  // elements are indexed in 32 bits: a big database is fine
  EXPECT_EQ(db.limitError(), "");
  db.orientations.resize(70000);
  EXPECT_NE(db.limitError().find("orientations"), std::string::npos) << db.limitError();
  db.orientations.clear();
  db.args.resize(40000);
  EXPECT_NE(db.limitError().find("arguments"), std::string::npos) << db.limitError();
}

}  // namespace
}  // namespace patterns
