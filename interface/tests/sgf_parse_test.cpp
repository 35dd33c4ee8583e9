// SGF FF[4] tree parser: structure, values, escapes, leniency and error positions.
#include <gtest/gtest.h>

#include "interface/sgf_tree.h"

namespace iface {
namespace {

// The main line as "ID[v][v] ID[v] ; ..." for compact expectations.
std::string mainLine(const SgfNode& root) {
  std::string out;
  for (const SgfNode* n = &root; n != nullptr;
       n = n->children.empty() ? nullptr : n->children[0].get()) {
    if (!out.empty()) out += " ; ";
    for (const SgfProperty& p : n->properties) {
      out += p.id;
      for (const auto& v : p.values) out += "[" + v + "]";
    }
  }
  return out;
}

SgfError errorOf(std::string_view text) {
  try {
    parseSgf(text);
  } catch (const SgfError& e) {
    return e;
  }
  ADD_FAILURE() << "no error for: " << text;
  return SgfError(0, 0, "");
}

TEST(SgfParse, MainLineAndProperties) {
  const auto root = parseSgf("(;GM[1]FF[4]SZ[9]KM[6.5]AB[aa][bb]\n;B[cc];W[];B[tt])");
  EXPECT_EQ(mainLine(*root), "GM[1]FF[4]SZ[9]KM[6.5]AB[aa][bb] ; B[cc] ; W[] ; B[tt]");
  ASSERT_NE(root->value("SZ"), nullptr);
  EXPECT_EQ(*root->value("SZ"), "9");
  EXPECT_EQ(root->find("AB")->values.size(), 2u);
  EXPECT_EQ(root->find("XX"), nullptr);
}

TEST(SgfParse, VariationsKeepTheFirstAsMainLine) {
  const auto root = parseSgf("(;SZ[9](;B[aa];W[bb](;B[cc])(;B[dd]))(;B[ee]))");
  EXPECT_EQ(mainLine(*root), "SZ[9] ; B[aa] ; W[bb] ; B[cc]");
  ASSERT_EQ(root->children.size(), 2u);
  EXPECT_EQ(*root->children[1]->value("B"), "ee");
  EXPECT_EQ(root->children[0]->children[0]->children.size(), 2u);
}

TEST(SgfParse, EscapesAndSoftLineBreaks) {
  const auto root = parseSgf("(;C[a \\] b \\\\ c\\\nd\\\r\ne\nf]GN[x\\:y])");
  EXPECT_EQ(*root->value("C"), "a ] b \\ cde\nf");
  EXPECT_EQ(*root->value("GN"), "x:y");
}

TEST(SgfParse, LenientAboutJunkAroundAndOldIdentifiers) {
  const auto root = parseSgf("header junk\n(;AddBlack[aa]\n  CoPyright[x]  ;B [bb])trailing");
  EXPECT_EQ(mainLine(*root), "AB[aa]CP[x] ; B[bb]");
}

TEST(SgfParse, UnknownPropertiesAreKept) {
  const auto root = parseSgf("(;ZZ[1]XY[a][b];B[aa]FOO[bar])");
  EXPECT_EQ(mainLine(*root), "ZZ[1]XY[a][b] ; B[aa]FOO[bar]");
}

TEST(SgfParse, MissingClosingParenthesesAtEndAreTolerated) {
  EXPECT_EQ(mainLine(*parseSgf("(;SZ[9];B[aa]")), "SZ[9] ; B[aa]");
  EXPECT_EQ(mainLine(*parseSgf("(;SZ[9](;B[aa]\n")), "SZ[9] ; B[aa]");
}

TEST(SgfParse, ErrorsCarryLineAndColumn) {
  SgfError e = errorOf("(;SZ[9]\n;B[aa\n");
  EXPECT_EQ(e.line(), 2);
  EXPECT_EQ(e.column(), 3);
  EXPECT_STREQ(e.what(), "2:3: unterminated property value");

  e = errorOf("(;SZ[9]\n  ;B[aa]!)");
  EXPECT_STREQ(e.what(), "2:9: unexpected character '!'");

  e = errorOf("(;SZ[9];B)");
  EXPECT_STREQ(e.what(), "1:9: property B has no value");

  e = errorOf("no tree here");
  EXPECT_STREQ(e.what(), "1:13: no game tree: '(' not found");

  e = errorOf("()");
  EXPECT_STREQ(e.what(), "1:2: empty game tree: expected ';' before ')'");

  e = errorOf("(SZ[9])");
  EXPECT_STREQ(e.what(), "1:2: property outside a node: expected ';'");

  e = errorOf("(");
  EXPECT_STREQ(e.what(), "1:2: missing ')' at end of file");

  e = errorOf("(;B[aa]\x01)");
  EXPECT_STREQ(e.what(), "1:8: unexpected character byte 0x01");
}

TEST(SgfParse, CrLfCountsAsOneLine) {
  const SgfError e = errorOf("(;SZ[9]\r\n;B[aa]\r\n;W[bb]?)");
  EXPECT_EQ(e.line(), 3);
  EXPECT_EQ(e.column(), 7);
}

TEST(SgfParse, DeepNestingAndLongGamesDoNotRecurse) {
  std::string deep(200000, '(');
  EXPECT_THROW(parseSgf(deep), SgfError);
  std::string nested = "(;SZ[19]";
  for (int i = 0; i < 50000; ++i) nested += "(;C[x]";
  nested += std::string(50000, ')') + ")";
  const auto root = parseSgf(nested);
  std::string longGame = "(;SZ[19]";
  for (int i = 0; i < 200000; ++i) longGame += ";B[]";
  const auto game = parseSgf(longGame + ")");
  EXPECT_EQ(*game->children[0]->value("B"), "");
  // Writing is iterative too.
  EXPECT_GT(writeSgfTree(*root).size(), 300000u);
}

TEST(SgfWrite, TreeRoundTrip) {
  const std::string text = "(;GM[1]SZ[9]C[a\\]b\\\\]\n;B[aa]\n(;W[bb]\n;B[cc])\n(;W[dd]))\n";
  const auto root = parseSgf(text);
  EXPECT_EQ(writeSgfTree(*root), text);
  EXPECT_EQ(writeSgfTree(*parseSgf(writeSgfTree(*root))), text);
}

TEST(SgfWrite, Escape) { EXPECT_EQ(sgfEscape("a]b\\c"), "a\\]b\\\\c"); }

}  // namespace
}  // namespace iface
