// Board geometry shared by every module: points, colors, vertices.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace core {

/// Stone colors. Border marks the padding cells around the playing area.
enum class Color : uint8_t { Empty = 0, Black = 1, White = 2, Border = 3 };

/// The other player. Precondition: c is Black or White.
constexpr Color opponent(Color c) { return c == Color::Black ? Color::White : Color::Black; }
constexpr bool isStone(Color c) { return c == Color::Black || c == Color::White; }
/// "black"/"white"/"empty"/"border".
std::string_view colorName(Color c);
/// Parses GTP colors: black, b, white, w (any case). Empty optional on error.
std::optional<Color> parseColor(std::string_view text);

/// A point of the 1-D padded board. 0 is never a board point.
using Point = int16_t;

inline constexpr int kMinSize = 2;
inline constexpr int kMaxSize = 25;
/// One shared border column: the cell left of column 0 is the cell right of the last column.
inline constexpr int kStride = kMaxSize + 1;
/// Cells in the padded array (rows -1..kMaxSize, plus one).
inline constexpr int kMaxArea = (kMaxSize + 2) * kStride + 1;
inline constexpr Point kNoPoint = 0;
/// Pass move. Index 0 is a border cell, so it is never a playable point.
inline constexpr Point kPass = 0;

inline constexpr int kNorth = -kStride;
inline constexpr int kSouth = kStride;
inline constexpr int kWest = -1;
inline constexpr int kEast = 1;
inline constexpr std::array<int, 4> kDirections = {kNorth, kEast, kSouth, kWest};
inline constexpr std::array<int, 4> kDiagonals = {kNorth + kWest, kNorth + kEast,
                                                  kSouth + kEast, kSouth + kWest};

/// x: column from the left (0-based); y: row from the top (0-based, row 0 is the top row).
constexpr Point toPoint(int x, int y) { return static_cast<Point>((y + 1) * kStride + x + 1); }
constexpr int pointX(Point p) { return p % kStride - 1; }
constexpr int pointY(Point p) { return p / kStride - 1; }
/// |dx| + |dy| between two board points.
constexpr int manhattanDistance(Point a, Point b) {
  const int dx = pointX(a) - pointX(b), dy = pointY(a) - pointY(b);
  return (dx < 0 ? -dx : dx) + (dy < 0 ? -dy : dy);
}
/// max(|dx|, |dy|) between two board points.
constexpr int chebyshevDistance(Point a, Point b) {
  const int dx = pointX(a) - pointX(b), dy = pointY(a) - pointY(b);
  const int ax = dx < 0 ? -dx : dx, ay = dy < 0 ? -dy : dy;
  return ax > ay ? ax : ay;
}

/// Per-size constants: which cells are on the board, the list of board points.
class Geometry {
 public:
  /// Precondition: kMinSize <= size <= kMaxSize.
  explicit Geometry(int size);
  int size() const { return m_size; }
  int numPoints() const { return m_size * m_size; }
  bool onBoard(Point p) const { return p > 0 && p < kMaxArea && m_onBoard[p]; }
  /// Every board point, top row first, left to right.
  const Point* begin() const { return m_points.data(); }
  const Point* end() const { return m_points.data() + numPoints(); }
  /// Distance to the nearest edge (0 on the first line).
  int edgeDistance(Point p) const;
  /// Shared, immutable geometry for a size. Precondition: size valid.
  static const Geometry& forSize(int size);

  /// "D4" style (no I), GTP row numbers count from the bottom. "PASS" for kPass.
  std::string vertexName(Point p) const;
  /// Parses a GTP vertex ("D4", "d4", "pass"). Empty optional if malformed or off board.
  std::optional<Point> parseVertex(std::string_view text) const;

 private:
  int m_size;
  std::array<bool, kMaxArea> m_onBoard{};
  std::array<Point, kMaxSize * kMaxSize> m_points{};
};

/// Column letter for x (skips I).
char columnLetter(int x);

}  // namespace core
