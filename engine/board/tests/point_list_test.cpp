// core::PointList: in place up to kInline points, on the heap beyond, same answers as a
// std::vector from the board's list queries.
#include <gtest/gtest.h>

#include <vector>

#include "engine/board/board.h"
#include "engine/board/diagram.h"
#include "engine/core/point_list.h"

namespace {

using core::Point;
using core::PointList;

TEST(PointList, GrowsPastItsInlineRoomAndKeepsOrder) {
  PointList list;
  const int n = PointList::kInline * 3 + 5;
  for (int i = 0; i < n; ++i) list.push_back(static_cast<Point>(1000 - i));
  ASSERT_EQ(list.size(), static_cast<size_t>(n));
  for (int i = 0; i < n; ++i) EXPECT_EQ(list[static_cast<size_t>(i)], 1000 - i);
  EXPECT_EQ(list.front(), 1000);
  EXPECT_EQ(list.back(), 1000 - (n - 1));
  list.resize(3);
  EXPECT_EQ(list.size(), 3u);
  list.resize(10);  // never grows
  EXPECT_EQ(list.size(), 3u);
  EXPECT_TRUE(list.contains(999));
  EXPECT_FALSE(list.contains(990));
}

TEST(PointList, CopiesCompareEqualAndStayIndependent) {
  PointList a{5, 7, 9};
  for (int i = 0; i < 40; ++i) a.push_back(static_cast<Point>(100 + i));
  PointList b(a);
  EXPECT_EQ(a, b);
  b[0] = 6;
  EXPECT_NE(a, b);
  EXPECT_EQ(a[0], 5);
  PointList c{1, 2};
  c = a;
  EXPECT_EQ(c, a);
  c.clear();
  EXPECT_TRUE(c.empty());
  EXPECT_EQ(a.size(), 43u);
}

TEST(PointList, BoardQueriesMatchTheVectorForms) {
  const board::Board b = board::boardFromDiagram(R"(
      . X X X X X X X .
      X O O O O O O O X
      . X X X X X X X .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .)");
  const core::Geometry& g = b.geometry();
  for (const char* vertex : {"B8", "A8", "B9", "B7", "J8"}) {
    const Point p = *g.parseVertex(vertex);
    std::vector<Point> v;
    PointList l;
    EXPECT_EQ(b.liberties(p, v), b.liberties(p, l));
    EXPECT_EQ(std::vector<Point>(l.begin(), l.end()), v);
    v.clear();
    l.clear();
    EXPECT_EQ(b.liberties(p, v, 1), b.liberties(p, l, 1));
    EXPECT_EQ(std::vector<Point>(l.begin(), l.end()), v);
    v.clear();
    l.clear();
    b.stones(p, v);
    b.stones(p, l);
    EXPECT_EQ(std::vector<Point>(l.begin(), l.end()), v);
    v.clear();
    l.clear();
    b.adjacentStrings(p, v);
    b.adjacentStrings(p, l);
    EXPECT_EQ(std::vector<Point>(l.begin(), l.end()), v);
  }
}

}  // namespace
