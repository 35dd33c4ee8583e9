// The stress test's referee: the independent SimpleBoard plus what the GTP session should
// hold around it (move history for undo, the trymove stack, moves for an SGF copy).
#pragma once

#include <string>
#include <vector>

#include "regression/stress/simple_board.h"

namespace stress {

struct RecordedMove {
  Stone color;
  int x, y;  // x < 0: pass
};

class Referee {
 public:
  explicit Referee(int size = 19) : m_board(size) {}

  /// The board the engine should show: the top trymove frame, else the game.
  const SimpleBoard& board() const { return m_frames.empty() ? m_board : m_frames.back(); }
  const SimpleBoard& gameBoard() const { return m_board; }
  int size() const { return m_board.size(); }
  bool framesOpen() const { return !m_frames.empty(); }
  size_t undoable() const { return m_history.size(); }
  /// After a successful loadsgf the game holds moves the referee never saw: undo past the
  /// referee's own history is not predicted.
  bool unknownBase() const { return m_unknownBase; }
  const std::vector<RecordedMove>& moves() const { return m_moves; }

  /// boardsize / clear_board: an empty board, no history, no frames.
  void reset(int size) { *this = Referee(size); }
  /// A game move (or pass with x < 0) that the referee found legal.
  Verdict play(Stone color, int x, int y) {
    SimpleBoard next = m_board;
    const Verdict v = x < 0 ? Verdict::Legal : next.play(x, y, color);
    if (v != Verdict::Legal) return v;
    if (x < 0) next.pass();
    m_history.push_back(m_board);
    m_moves.push_back({color, x, y});
    m_board = next;
    return v;
  }
  void undo() {
    m_board = m_history.back();
    m_history.pop_back();
    if (!m_moves.empty()) m_moves.pop_back();
  }
  /// trymove: a frame on top of the game (the same rules).
  Verdict tryMove(Stone color, int x, int y) {
    SimpleBoard next = board();
    const Verdict v = x < 0 ? Verdict::Legal : next.play(x, y, color);
    if (x < 0) next.pass();
    if (v == Verdict::Legal) m_frames.push_back(next);
    return v;
  }
  void popFrame() { m_frames.pop_back(); }
  /// Setup stones (handicap): part of the base position, not undoable.
  void placeBase(int x, int y, Stone s) { m_board.place(x, y, s); }
  /// Replaces everything by a position read back from the engine (after loadsgf).
  void resync(const SimpleBoard& board) {
    reset(board.size());
    m_board = board;
    m_unknownBase = true;
  }

 private:
  SimpleBoard m_board;
  std::vector<SimpleBoard> m_history;  // the board before each move since the base
  std::vector<SimpleBoard> m_frames;   // trymove stack
  std::vector<RecordedMove> m_moves;
  bool m_unknownBase = false;
};

}  // namespace stress
