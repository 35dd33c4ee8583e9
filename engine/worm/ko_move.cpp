#include "engine/worm/ko_move.h"

namespace worm {

using core::Color;
using core::opponent;

KoMove::KoMove(board::Board& b, KoRules& rules, core::Point p, Color c)
    : m_board(b), m_rules(rules), m_savedKomaster(rules.komaster), m_savedKomPos(rules.komPos) {
  const board::MoveError err = b.check(p, c);
  if (err == board::MoveError::Ko) {
    if (rules.komaster != Color::Empty || rules.stackp >= rules.koDepth) return;
    // The mover wins a threat exchange first: both sides play elsewhere, the ko opens.
    b.tryMove(core::kPass, c);
    b.tryMove(core::kPass, opponent(c));
    if (!b.tryMove(p, c)) {
      b.popMove();
      b.popMove();
      return;
    }
    m_frames = 3;
    m_cap = kKoB;
    m_koCapture = true;
    rules.komaster = c;
    rules.komPos = b.koPoint();
  } else {
    if (err != board::MoveError::None) return;
    b.playChecked(p, c);
    m_frames = 1;
    m_koCapture = b.koPoint() != core::kNoPoint;
    if (m_koCapture) {  // a ko capture
      // The owl's scheme (KoRules::freeLegalCaptures): free, except the komaster's opponent
      // retaking the komaster's ko. The tactical reader's: capped at ko A (see the header).
      const bool free = rules.freeLegalCaptures;
      const bool barred =
          free ? rules.komaster == opponent(c) && p == rules.komPos : rules.komaster == opponent(c);
      if (barred) {
        b.popMove();
        m_frames = 0;
        return;
      }
      if (!free && rules.komaster == Color::Empty) {
        rules.komaster = c;
        m_cap = kKoA;
      }
    }
  }
  ++rules.stackp;
}

KoMove::~KoMove() {
  if (m_frames == 0) return;
  for (int i = 0; i < m_frames; ++i) m_board.popMove();
  --m_rules.stackp;
  m_rules.komaster = m_savedKomaster;
  m_rules.komPos = m_savedKomPos;
}

}  // namespace worm
