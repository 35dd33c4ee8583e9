// The seed's worked example (bouzy-5-21-gnugo-manual.txt): a "tobi" of two black stones on an
// open board, after 1, 2, 3 dilations and after 3 dilations with 1 to 7 erosions. Checked on
// the fast kernels and on the reference implementation.
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "moyo/bouzy.h"
#include "moyo/tests/reference_moyo.h"

namespace moyo {
namespace {

constexpr int kSize = 15;
// The window shown: rows 4..10, columns 3..11; the stones sit at (6,7) and (8,7).
constexpr int kTop = 4, kLeft = 3, kRows = 7, kCols = 9;

// Exact grids (window), steps 1-3 dilations then erosions 1-7 after 3 dilations.
const char* const kExpected[10] = {
    // after 1
    {
      "0 0 0 0 0 0 0 0 0\n"
      "0 0 0 0 0 0 0 0 0\n"
      "0 0 0 1 0 1 0 0 0\n"
      "0 0 1 128 2 128 1 0 0\n"
      "0 0 0 1 0 1 0 0 0\n"
      "0 0 0 0 0 0 0 0 0\n"
      "0 0 0 0 0 0 0 0 0\n"},
    // after 2
    {
      "0 0 0 0 0 0 0 0 0\n"
      "0 0 0 1 0 1 0 0 0\n"
      "0 0 2 2 3 2 2 0 0\n"
      "0 1 2 132 4 132 2 1 0\n"
      "0 0 2 2 3 2 2 0 0\n"
      "0 0 0 1 0 1 0 0 0\n"
      "0 0 0 0 0 0 0 0 0\n"},
    // after 3
    {
      "0 0 0 1 0 1 0 0 0\n"
      "0 0 2 2 3 2 2 0 0\n"
      "0 2 4 6 6 6 4 2 0\n"
      "1 2 6 136 8 136 6 2 1\n"
      "0 2 4 6 6 6 4 2 0\n"
      "0 0 2 2 3 2 2 0 0\n"
      "0 0 0 1 0 1 0 0 0\n"},
    // 3 dilations, erosions 1
    {
      "0 0 0 0 0 0 0 0 0\n"
      "0 0 0 2 2 2 0 0 0\n"
      "0 0 4 6 6 6 4 0 0\n"
      "0 2 6 136 8 136 6 2 0\n"
      "0 0 4 6 6 6 4 0 0\n"
      "0 0 0 2 2 2 0 0 0\n"
      "0 0 0 0 0 0 0 0 0\n"},
    // 3 dilations, erosions 2
    {
      "0 0 0 0 0 0 0 0 0\n"
      "0 0 0 0 1 0 0 0 0\n"
      "0 0 2 6 6 6 2 0 0\n"
      "0 0 6 136 8 136 6 0 0\n"
      "0 0 2 6 6 6 2 0 0\n"
      "0 0 0 0 1 0 0 0 0\n"
      "0 0 0 0 0 0 0 0 0\n"},
    // 3 dilations, erosions 3
    {
      "0 0 0 0 0 0 0 0 0\n"
      "0 0 0 0 0 0 0 0 0\n"
      "0 0 0 5 6 5 0 0 0\n"
      "0 0 5 136 8 136 5 0 0\n"
      "0 0 0 5 6 5 0 0 0\n"
      "0 0 0 0 0 0 0 0 0\n"
      "0 0 0 0 0 0 0 0 0\n"},
    // 3 dilations, erosions 4
    {
      "0 0 0 0 0 0 0 0 0\n"
      "0 0 0 0 0 0 0 0 0\n"
      "0 0 0 3 5 3 0 0 0\n"
      "0 0 2 136 8 136 2 0 0\n"
      "0 0 0 3 5 3 0 0 0\n"
      "0 0 0 0 0 0 0 0 0\n"
      "0 0 0 0 0 0 0 0 0\n"},
    // 3 dilations, erosions 5
    {
      "0 0 0 0 0 0 0 0 0\n"
      "0 0 0 0 0 0 0 0 0\n"
      "0 0 0 1 4 1 0 0 0\n"
      "0 0 0 136 8 136 0 0 0\n"
      "0 0 0 1 4 1 0 0 0\n"
      "0 0 0 0 0 0 0 0 0\n"
      "0 0 0 0 0 0 0 0 0\n"},
    // 3 dilations, erosions 6
    {
      "0 0 0 0 0 0 0 0 0\n"
      "0 0 0 0 0 0 0 0 0\n"
      "0 0 0 0 3 0 0 0 0\n"
      "0 0 0 135 8 135 0 0 0\n"
      "0 0 0 0 3 0 0 0 0\n"
      "0 0 0 0 0 0 0 0 0\n"
      "0 0 0 0 0 0 0 0 0\n"},
    // 3 dilations, erosions 7
    {
      "0 0 0 0 0 0 0 0 0\n"
      "0 0 0 0 0 0 0 0 0\n"
      "0 0 0 0 0 0 0 0 0\n"
      "0 0 0 132 8 132 0 0 0\n"
      "0 0 0 0 0 0 0 0 0\n"
      "0 0 0 0 0 0 0 0 0\n"
      "0 0 0 0 0 0 0 0 0\n"},
};

// The manual's sequences (non-zero values in reading order). The seed text also shows a few
// stray 0s inside the 3/1 line (layout residue of its diamond drawing, not symmetric between
// the two halves); they are dropped here.
const char* const kManual[10] = {
    "1 1 1 128 2 128 1 1 1",
    "1 1 2 2 3 2 2 1 2 132 4 132 2 1 2 2 3 2 2 1 1",
    "1 1 2 2 3 2 2 2 4 6 6 6 4 2 1 2 6 136 8 136 6 2 1 2 4 6 6 6 4 2 2 2 3 2 2 1 1",
    "2 2 2 4 6 6 6 4 2 6 136 8 136 6 2 4 6 6 6 4 2 2 2",
    "1 2 6 6 6 2 6 136 8 136 6 2 6 6 6 2 1",
    "5 6 5 5 136 8 136 5 5 6 5",
    "3 5 3 2 136 8 136 2 3 5 3",
    "1 4 1 136 8 136 1 4 1",
    "3 135 8 135 3",
    "132 8 132",
};

std::vector<int> parseInts(const std::string& text) {
  std::istringstream in(text);
  std::vector<int> out;
  for (int v; in >> v;) out.push_back(v);
  return out;
}

std::vector<int> windowOf(const ref::Board2& b) {
  std::vector<int> out;
  for (int y = kTop; y < kTop + kRows; ++y)
    for (int x = kLeft; x < kLeft + kCols; ++x) out.push_back(b[y][x]);
  return out;
}

std::vector<int> nonZero(const ref::Board2& b) {
  std::vector<int> out;
  for (const auto& row : b)
    for (int v : row)
      if (v != 0) out.push_back(v);
  return out;
}

ref::Board2 fromFast(const Layout& lay, const Grid& g) {
  ref::Board2 b(kSize, std::vector<int>(kSize, 0));
  for (int y = 0; y < kSize; ++y)
    for (int x = 0; x < kSize; ++x)
      b[y][x] = trueValue(g[lay.cell(x, y)], (x == 6 || x == 8) && y == 7);
  return b;
}

TEST(BouzyTobi, FastKernelsMatchTheSeed) {
  const Layout& lay = Layout::forSize(kSize);
  Grid g, scratch;
  g[lay.cell(6, 7)] = kStoneCell;
  g[lay.cell(8, 7)] = kStoneCell;
  for (int step = 0; step < 10; ++step) {
    if (step < 3)
      dilateTimes(lay, g, scratch, 1);
    else
      erodeTimes(lay, g, scratch, 1);
    const ref::Board2 b = fromFast(lay, g);
    EXPECT_EQ(windowOf(b), parseInts(kExpected[step])) << "step " << step;
    EXPECT_EQ(nonZero(b), parseInts(kManual[step])) << "step " << step;
  }
}

TEST(BouzyTobi, ReferenceMatchesTheSeed) {
  ref::Board2 b(kSize, std::vector<int>(kSize, 0));
  b[7][6] = b[7][8] = 128;
  for (int step = 0; step < 10; ++step) {
    if (step < 3)
      ref::dilate(b);
    else
      ref::erode(b);
    EXPECT_EQ(windowOf(b), parseInts(kExpected[step])) << "step " << step;
    EXPECT_EQ(nonZero(b), parseInts(kManual[step])) << "step " << step;
  }
}

TEST(BouzyTobi, WhiteIsTheMirror) {
  const Layout& lay = Layout::forSize(kSize);
  Grid g, scratch;
  g[lay.cell(6, 7)] = -kStoneCell;
  g[lay.cell(8, 7)] = -kStoneCell;
  dilateTimes(lay, g, scratch, 3);
  erodeTimes(lay, g, scratch, 7);
  std::vector<int> negated;
  for (int v : nonZero(fromFast(lay, g))) negated.push_back(-v);
  EXPECT_EQ(negated, parseInts(kManual[9]));
}

TEST(Bouzy, EdgesHaveFewerNeighboursAndNeverErode) {
  // A corner stone on 5x5: the corner neighbours grow by 1 per dilation; off-board cells
  // neither feed nor erode.
  const Layout& lay = Layout::forSize(5);
  Grid g, scratch;
  g[lay.cell(0, 0)] = kStoneCell;
  dilateTimes(lay, g, scratch, 1);
  EXPECT_EQ(g[lay.cell(0, 0)], kStoneCell);
  EXPECT_EQ(g[lay.cell(1, 0)], 1);
  EXPECT_EQ(g[lay.cell(0, 1)], 1);
  EXPECT_EQ(g[lay.cell(1, 1)], 0);
  dilateTimes(lay, g, scratch, 1);
  EXPECT_EQ(g[lay.cell(0, 0)], kStoneCell + 2);
  EXPECT_EQ(g[lay.cell(1, 1)], 2);
  erodeTimes(lay, g, scratch, 1);
  // The stone has no zero neighbour: it keeps its value. (1,0) has neighbours (0,0)=130,
  // (2,0)=1, (1,1)=2: none is zero, so it stays 2.
  EXPECT_EQ(g[lay.cell(0, 0)], kStoneCell + 2);
  EXPECT_EQ(g[lay.cell(1, 0)], 2);
  for (int c = 0; c < kCells; ++c)
    if (!lay.onBoard(c)) {
      EXPECT_EQ(g[c], 0) << c;
    }
}

TEST(Bouzy, OpposingInfluenceBlocks) {
  const Layout& lay = Layout::forSize(5);
  Grid g, scratch;
  g[lay.cell(0, 2)] = kStoneCell;
  g[lay.cell(4, 2)] = -kStoneCell;
  dilateTimes(lay, g, scratch, 2);
  EXPECT_EQ(g[lay.cell(2, 2)], 0);  // touches both colors: stays neutral
  EXPECT_GT(g[lay.cell(1, 2)], 0);
  EXPECT_LT(g[lay.cell(3, 2)], 0);
}

}  // namespace
}  // namespace moyo
