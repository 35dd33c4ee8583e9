// A game: the board plus history, komi, side to move, handicap and superko.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/board/board.h"

namespace board {

enum class PlayError { None, Occupied, Suicide, Ko, OffBoard, Superko, ReadingFramesOpen };

/// The game-level error of a board-level refusal (None for a legal move).
PlayError toPlayError(MoveError e);

/// One entry of the game record: a move (point or kPass) or a setup step (stones added,
/// removed or recolored, e.g. handicap or SGF AB/AW/AE).
struct GameRecordEntry {
  bool isSetup = false;
  Color color = Color::Empty;  // mover; unused for setup
  Point point = kPass;         // move point; unused for setup
  Color toMoveBefore = Color::Black;
};

/// The real game (KataGo's BoardHistory): rules live here, the Board knows only simple ko.
/// Every record entry is one Board frame, so undo is exact and O(changes).
class Game {
 public:
  explicit Game(int size = 19, double komi = 0.0);

  const Board& board() const { return m_board; }
  /// Mutable board for reading (trymove/popgo). Frames opened on it must be closed before
  /// the game changes again.
  Board& mutableBoard() { return m_board; }
  int size() const { return m_board.size(); }
  double komi() const { return m_komi; }
  void setKomi(double komi) { m_komi = komi; }
  int handicap() const { return m_handicap; }
  void setHandicapCount(int n) { m_handicap = n; }
  bool positionalSuperko() const { return m_superko; }
  void setPositionalSuperko(bool on) { m_superko = on; }

  Color toMove() const { return m_toMove; }
  void setToMove(Color c) { m_toMove = c; }

  /// Clears the board (size must be valid); keeps komi, drops the record.
  void clear(int size);
  /// Checks a move under the game's rules (simple ko plus superko if enabled).
  PlayError check(Point p, Color c) const;
  /// Would c at p (legal under simple ko) recreate an earlier whole-board position of this
  /// game, whatever the rules? The move generator never repeats a position: under rules
  /// without superko a triple ko would otherwise cycle for ever.
  bool repeatsPosition(Point p, Color c) const;
  /// Plays a move or pass for c; on success the side to move becomes the opponent.
  /// Refused (ReadingFramesOpen) while reading frames are open.
  PlayError play(Point p, Color c);
  /// Adds, removes or recolors stones as one setup step. Precondition: points on board.
  void setup(const std::vector<Point>& black, const std::vector<Point>& white,
             const std::vector<Point>& empty = {});
  /// Places handicap stones as a setup step and gives White the move.
  void placeHandicap(const std::vector<Point>& stones);
  /// Takes back the last move (not setup). False if there is none or reading frames are open.
  bool undo();
  /// True while frames opened on mutableBoard() (reading, GTP trymove) sit on top of the
  /// game's own frames: the game refuses to change until they are closed.
  bool readingFramesOpen() const { return m_board.depth() != static_cast<int>(m_record.size()); }

  /// Number of moves (passes included, setup excluded).
  int moveCount() const;
  const std::vector<GameRecordEntry>& record() const { return m_record; }
  /// The moves only, in order.
  std::vector<GameRecordEntry> moves() const;
  /// Last move entry, or nullptr.
  const GameRecordEntry* lastMove() const;
  /// Two passes in a row end the game.
  bool bothPassed() const;
  uint64_t positionId() const { return m_board.positionId(); }

 private:
  Board m_board;
  double m_komi;
  int m_handicap = 0;
  bool m_superko = false;
  Color m_toMove = Color::Black;
  std::vector<GameRecordEntry> m_record;
  std::vector<uint64_t> m_history;  // stone hashes of every earlier position
};

/// GTP/GNU Go fixed handicap placement; empty if n is not allowed on this size.
std::vector<Point> fixedHandicapPoints(int size, int n);
/// Largest fixed handicap allowed on this size (0 if none).
int maxFixedHandicap(int size);

}  // namespace board
