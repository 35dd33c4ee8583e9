// Generated from the databases themselves: every pattern matches its own diagram in each of
// its distinct orientations, for both colors, and stops matching after any one-point change
// or when moved off its edge.
#include <algorithm>

#include <gtest/gtest.h>

#include "engine/board/board.h"
#include "patterns/matcher.h"
#include "patterns/tests/test_support.h"

namespace patterns {
namespace {

using core::Color;
using core::Point;

constexpr int kSize = 19;

/// Anchor position that puts the orientation against its edges (or mid-board).
Point anchorFor(const Orientation& o, int shift = 0) {
  const int last = kSize - 1;
  // Away from an edge the box sits mid-board, moved inward when the diagram is long.
  const int midX = std::clamp(9, -o.minDx, last - o.maxDx);
  const int midY = std::clamp(9, -o.minDy, last - o.maxDy);
  int x = (o.edges & kEdgeWest) ? -o.minDx : (o.edges & kEdgeEast) ? last - o.maxDx : midX;
  int y = (o.edges & kEdgeNorth) ? -o.minDy : (o.edges & kEdgeSouth) ? last - o.maxDy : midY;
  if (o.edges & kEdgeWest)
    x += shift;
  else if (o.edges & kEdgeEast)
    x -= shift;
  if (o.edges & kEdgeNorth)
    y += shift;
  else if (o.edges & kEdgeSouth)
    y -= shift;
  return core::toPoint(x, y);
}

/// The stone an element wants, or Empty; `o`/`x` get a stone unless orEmpty.
Color stoneFor(uint8_t kind, Color own, bool orEmpty) {
  if (kind == kElOwn || (kind == kElOwnOrEmpty && !orEmpty)) return own;
  if (kind == kElOpp || (kind == kElOppOrEmpty && !orEmpty)) return core::opponent(own);
  return Color::Empty;
}

/// A color that violates the element.
Color violationFor(uint8_t kind, Color own) {
  switch (kind) {
    case kElOwn:
      return Color::Empty;
    case kElOpp:
      return Color::Empty;
    case kElOwnOrEmpty:
      return core::opponent(own);
    case kElOppOrEmpty:
      return own;
    default:
      return own;
  }
}

board::Board place(const PatternDatabase& db, const PatternInfo& info, const Orientation& o,
                   Point anchor, Color own, int changed, bool orEmpty = false) {
  board::Board b(kSize);
  b.beginSetup();
  const Element* els = db.elements + o.firstElement;
  for (int i = 0; i < info.elementCount; ++i) {
    const Point p = static_cast<Point>(anchor + els[i].dy * core::kStride + els[i].dx);
    const Color c =
        i == changed ? violationFor(els[i].kind, own) : stoneFor(els[i].kind, own, orEmpty);
    b.setStone(p, c);
  }
  return b;
}

bool matchesExactly(const Matcher& m, const board::Board& b, Point anchor, Color own, int pattern,
                    int orientation) {
  testing::NullContext ctx;
  MatchOptions opt;
  opt.allPatterns = true;
  opt.acceptUnknown = true;  // constraints are not what this test is about
  bool found = false;
  m.matchAt(b, anchor, own, ctx, opt, [&](const Match& mt) {
    found |= mt.pattern == pattern && mt.orientation == orientation;
    return true;
  });
  return found;
}

void selfTest(const PatternDatabase& db) {
  ASSERT_GT(db.patternCount, 0u) << db.name;
  const Matcher matcher(db);
  for (size_t i = 0; i < db.patternCount; ++i) {
    const PatternInfo& info = db.patterns[i];
    for (int k = 0; k < info.orientationCount; ++k) {
      const int oi = info.firstOrientation + k;
      const Orientation& o = db.orientations[oi];
      const Point anchor = anchorFor(o);
      for (Color own : {Color::Black, Color::White}) {
        for (bool orEmpty : {false, true}) {  // `o`/`x` as stones, then empty
          const auto b = place(db, info, o, anchor, own, -1, orEmpty);
          EXPECT_TRUE(matchesExactly(matcher, b, anchor, own, static_cast<int>(i), oi))
              << db.name << " " << info.name << " orientation " << k << " own "
              << core::colorName(own) << "\n"
              << b.toAscii();
        }
      }
      for (int e = 0; e < info.elementCount; ++e) {
        const auto b = place(db, info, o, anchor, Color::Black, e);
        EXPECT_FALSE(matchesExactly(matcher, b, anchor, Color::Black, static_cast<int>(i), oi))
            << db.name << " " << info.name << " orientation " << k << " element " << e << "\n"
            << b.toAscii();
      }
      if (o.edges) {  // one line away from its edge, an edge pattern must not match
        const Point moved = anchorFor(o, 1);
        const auto b = place(db, info, o, moved, Color::Black, -1);
        EXPECT_FALSE(matchesExactly(matcher, b, moved, Color::Black, static_cast<int>(i), oi))
            << db.name << " " << info.name << " off its edge, orientation " << k;
      }
    }
  }
}

TEST(PatternDbSelfTest, ShapePatternsMatchTheirOwnDiagrams) {
  selfTest(shapePatternDb());
}
TEST(PatternDbSelfTest, ConnPatternsMatchTheirOwnDiagrams) {
  selfTest(connPatternDb());
}

}  // namespace
}  // namespace patterns
