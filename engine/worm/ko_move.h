// One reading move under the reading ko rules (komaster), shared by the tactical reader and
// the owl reader: scoped, undone at the end of the scope.
#pragma once

#include "engine/board/board.h"
#include "engine/worm/read_result.h"

namespace worm {

/// The ko state of one reading line: who is komaster, how deep the line is, and the depth
/// beyond which ko captures needing a threat are no longer tried (-K).
struct KoRules {
  core::Color komaster = core::Color::Empty;
  int stackp = 0;
  int koDepth = 8;
  /// The owl's scheme (GNU Go's documented one): a legal ko capture is free (no cap, the
  /// komaster unchanged); only a retake after a threat exchange makes the mover komaster,
  /// and its opponent may then not retake at `komPos`, the stone that retake removed.
  /// A side that takes a ko legally thus gets ko A only when the other side's retake after
  /// a threat succeeds. Off (the tactical reader): a legal ko capture caps at ko A and makes
  /// the mover komaster.
  bool freeLegalCaptures = false;
  core::Point komPos = core::kNoPoint;
};

/// Legal ko captures need komaster Empty (then the mover becomes komaster, result capped at
/// ko A) or the mover as komaster (KoRules::freeLegalCaptures: see there); a ko retake that is
/// illegal right now is played after an exchange of threats (two passes) when komaster is Empty and
/// stackp < koDepth (cap ko B). Opens frames on the board only when it succeeds; the destructor
/// closes them and restores the ko state.
class KoMove {
 public:
  KoMove(board::Board& board, KoRules& rules, core::Point p, core::Color c);
  ~KoMove();
  KoMove(const KoMove&) = delete;
  KoMove& operator=(const KoMove&) = delete;
  explicit operator bool() const { return m_frames > 0; }
  /// Best code the mover can claim for a line starting with this move.
  int cap() const { return m_cap; }
  /// Best code for a move that captures the string read: a ko capture is capped at ko A
  /// (the other side may retake after a threat), even when free.
  int captureCap() const { return m_koCapture && m_cap > kKoA ? kKoA : m_cap; }

 private:
  board::Board& m_board;
  KoRules& m_rules;
  int m_frames = 0;
  int m_cap = kWin;
  bool m_koCapture = false;
  core::Color m_savedKomaster;
  core::Point m_savedKomPos;
};

}  // namespace worm
