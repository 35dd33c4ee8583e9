// The position under the simple ko rule: stones, strings with exact liberties, ko, hash,
// captures, and an O(changes) undo log used both by games and by tactical reading.
#pragma once

#include <array>
#include <climits>
#include <cstdint>
#include <string>
#include <vector>

#include "engine/core/geometry.h"
#include "engine/core/point_list.h"

namespace board {

using core::Color;
using core::kNoPoint;
using core::kPass;
using core::Point;

enum class MoveError { None, Occupied, Suicide, Ko, OffBoard };

/// What a move would do, computed without playing it (Board::previewMove).
struct MovePreview {
  MoveError error = MoveError::None;
  int captured = 0;     ///< stones it would capture
  int ownLibs = 0;      ///< liberties of the string it would form
  bool joins = false;   ///< the watched string would be part of that string
  bool takes = false;   ///< the watched string would be captured
  int watchedLibs = 0;  ///< liberties of the watched string afterwards (unless taken)
};

/// A position with incremental strings (GNU Go's worms before analysis).
///
/// Strings are identified by their head point (`stringAt`); a head is stable while the string
/// exists but may change when strings merge, so never keep it across moves.
/// Every mutation goes through frames: tryMove()/tryPass()/beginSetup() open one, popMove()
/// closes the newest. Frames nest without limit (games and reading share the stack).
class Board {
 public:
  /// Precondition: core::kMinSize <= size <= core::kMaxSize.
  explicit Board(int size = 19);

  int size() const { return m_geo->size(); }
  const core::Geometry& geometry() const { return *m_geo; }
  bool onBoard(Point p) const { return m_geo->onBoard(p); }

  Color at(Point p) const { return static_cast<Color>(m_cell[kColor + p]); }
  /// Stones of both colors on the board (counted, O(points)).
  int stoneCount() const {
    int n = 0;
    for (Point p : geometry()) n += core::isStone(at(p));
    return n;
  }
  /// Head point of the string through p; kNoPoint when p holds no stone.
  Point stringAt(Point p) const { return m_cell[kString + p]; }
  /// Exact liberty count of the string through p. Precondition: p holds a stone.
  int libertyCount(Point p) const { return m_cell[kLibs + stringAt(p)]; }
  /// Stones in the string through p. Precondition: p holds a stone.
  int stringSize(Point p) const { return m_cell[kSize + stringAt(p)]; }
  /// The string through the stone at p has exactly one liberty.
  bool inAtari(Point p) const { return libertyCount(p) == 1; }
  /// Next stone in the circular stone list of p's string.
  Point nextStone(Point p) const { return m_cell[kNext + p]; }
  /// Smallest point index of the string (GNU Go's origin: first stone in row-major order).
  Point origin(Point p) const;
  /// Appends the liberties of p's string (each once, ascending) and returns their number;
  /// at most maxLibs are written when maxLibs >= 0 (the count returned is still exact).
  int liberties(Point p, std::vector<Point>& out, int maxLibs = -1) const;
  int liberties(Point p, core::PointList& out, int maxLibs = -1) const;
  /// Appends the stones of p's string in ascending order.
  int stones(Point p, std::vector<Point>& out) const;
  int stones(Point p, core::PointList& out) const;
  /// Appends the distinct strings (heads) of the given color adjacent to p's string.
  int adjacentStrings(Point p, std::vector<Point>& out) const;
  int adjacentStrings(Point p, core::PointList& out) const;
  /// Those of them with at most maxLibs liberties, in the same order.
  int adjacentStrings(Point p, core::PointList& out, int maxLibs) const;
  /// True if lib is a liberty of the string through p.
  bool isLiberty(Point lib, Point p) const;
  bool sameString(Point a, Point b) const;

  /// The point where an immediate recapture is forbidden, or kNoPoint.
  Point koPoint() const { return m_ko; }
  /// The color that may not play at koPoint() (the side whose stone was just taken).
  Color koColor() const { return m_koColor; }
  /// Stones only: equal positions have equal hashes whatever the ko or side to move.
  uint64_t hash() const { return m_hash; }
  /// Stones plus the ko point: the key for reading caches (add the side to move yourself).
  uint64_t koHash() const;
  /// Stones of `c` captured so far (so captured(White) are Black's prisoners).
  int captured(Color c) const { return c == Color::Black ? m_capturedBlack : m_capturedWhite; }
  /// Serial number: differs after every play, pass, setup change or undo (never reused).
  uint64_t positionId() const { return m_positionId; }

  /// Legality under simple ko, no mutation. kPass is always legal.
  MoveError check(Point p, Color c) const;
  bool isLegal(Point p, Color c) const { return check(p, c) == MoveError::None; }
  /// Would playing p capture something? Precondition: p empty.
  bool wouldCapture(Point p, Color c) const;
  /// The effect of c at p on the position and on the string at `watched` (a stone), as
  /// tryMove would leave it, without changing anything (board_preview.cpp).
  MovePreview previewMove(Point p, Color c, Point watched) const;

  /// Plays c at p if legal and opens a frame; returns false (no frame) if illegal.
  /// kPass is accepted and clears the ko point.
  bool tryMove(Point p, Color c);
  /// tryMove for a move already checked. Precondition: check(p, c) == MoveError::None.
  void playChecked(Point p, Color c);
  /// Number of stones the last tryMove captured. Valid until the next change.
  int lastCaptureCount() const { return m_lastCaptures; }
  /// Opens a frame in which placeStone/removeStone may edit the position freely.
  void beginSetup();
  /// Setup edit (handicap, AB/AW/AE). Stones with no liberties left are not removed.
  /// Precondition: inside a setup frame, p on board.
  void setStone(Point p, Color c);
  /// setStone for each point, the strings rebuilt once at the end.
  void setStones(const std::vector<Point>& points, Color c);
  /// Closes the newest frame, restoring everything it changed.
  /// Precondition: depth() > 0.
  void popMove();
  /// Open frames.
  int depth() const { return static_cast<int>(m_frames.size()); }

  /// Clears to an empty board of the given size (drops every frame).
  void clear(int size);
  /// Dies with a diagram if any incremental structure disagrees with a recount.
  void checkInvariants() const;
  /// Plain diagram: X, O and '.', top row first, one line per row, no coordinates.
  std::string toAscii() const;

 private:
  // The list-filling queries above, for either kind of list (board.cpp).
  template <typename List>
  int collectLiberties(Point p, List& out, int maxLibs) const;
  template <typename List>
  int collectStones(Point p, List& out) const;
  template <typename List>
  int collectAdjacent(Point p, List& out, int maxLibs = INT_MAX) const;

  // All mutable per-cell data lives in one int16 array so that the undo log can record
  // (index, old value) pairs of a single type.
  static constexpr int kColor = 0;
  static constexpr int kString = core::kMaxArea;
  static constexpr int kNext = 2 * core::kMaxArea;
  static constexpr int kLibs = 3 * core::kMaxArea;  // indexed by head
  static constexpr int kSize = 4 * core::kMaxArea;  // indexed by head
  static constexpr int kCells = 5 * core::kMaxArea;

  struct Change {
    int32_t index;
    int16_t old;
  };
  struct Frame {
    size_t logStart;
    uint64_t hash;
    Point ko;
    Color koColor;
    int capturedBlack, capturedWhite;
  };

  void set(int index, int value) {
    m_log.push_back({index, m_cell[index]});
    m_cell[index] = static_cast<int16_t>(value);
  }
  void openFrame();
  void placeStone(Point p, Color c);
  void mergeInto(Point keepHead, Point otherHead);
  void rebuildStrings();
  int recountLiberties(Point head);
  int removeString(Point head);
  bool adjacentToString(Point lib, Point head, Point skip) const;
  int unionLiberties(Point p, const Point* friends, int nFriends) const;

  const core::Geometry* m_geo;
  std::array<int16_t, kCells> m_cell{};
  Point m_ko = kNoPoint;
  Color m_koColor = Color::Empty;
  uint64_t m_hash = 0;
  int m_capturedBlack = 0, m_capturedWhite = 0;
  int m_lastCaptures = 0;
  uint64_t m_positionId = 1;
  uint64_t m_nextPositionId = 2;
  mutable uint32_t m_markStamp = 0;
  mutable std::array<uint32_t, core::kMaxArea> m_mark{};
  std::vector<Change> m_log;
  std::vector<Frame> m_frames;
};

/// Plays a move for a scope and always takes it back (Pachi's with_move, as a type).
class ScopedMove {
 public:
  ScopedMove(Board& b, Point p, Color c) : m_board(b), m_ok(b.tryMove(p, c)) {}
  ~ScopedMove() {
    if (m_ok) m_board.popMove();
  }
  ScopedMove(const ScopedMove&) = delete;
  ScopedMove& operator=(const ScopedMove&) = delete;
  explicit operator bool() const { return m_ok; }

 private:
  Board& m_board;
  bool m_ok;
};

/// p among the first n points of `list` (short lists: the neighbours of placeStone and
/// previewMove, the reader's candidates; a plain loop, where std::find was an out-of-line
/// call).
inline bool among(const Point* list, int n, Point p) {
  for (int i = 0; i < n; ++i)
    if (list[i] == p) return true;
  return false;
}

/// The liberties of the string through s, up to `cap` (move_tactics.h's, from the exact count).
inline int libertiesUpTo(const Board& b, Point s, int cap) {
  return b.libertyCount(s) < cap ? b.libertyCount(s) : cap;
}

}  // namespace board
