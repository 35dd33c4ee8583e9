#include "engine/board/game.h"

#include <algorithm>

namespace board {

Game::Game(int size, double komi) : m_board(size), m_komi(komi) { clear(size); }

void Game::clear(int size) {
  m_board.clear(size);
  m_record.clear();
  m_history.assign(1, m_board.hash());
  m_toMove = Color::Black;
  m_handicap = 0;
}

PlayError toPlayError(MoveError e) {
  switch (e) {
    case MoveError::Occupied: return PlayError::Occupied;
    case MoveError::Suicide: return PlayError::Suicide;
    case MoveError::Ko: return PlayError::Ko;
    case MoveError::OffBoard: return PlayError::OffBoard;
    case MoveError::None: break;
  }
  return PlayError::None;
}

PlayError Game::check(Point p, Color c) const {
  if (const PlayError e = toPlayError(m_board.check(p, c)); e != PlayError::None) return e;
  if (m_superko && repeatsPosition(p, c)) return PlayError::Superko;
  return PlayError::None;
}

bool Game::repeatsPosition(Point p, Color c) const {
  if (p == kPass || m_board.check(p, c) != MoveError::None) return false;
  Board& b = const_cast<Board&>(m_board);  // a probe that is always taken back
  ScopedMove probe(b, p, c);
  return std::find(m_history.begin(), m_history.end(), b.hash()) != m_history.end();
}

PlayError Game::play(Point p, Color c) {
  if (readingFramesOpen()) return PlayError::ReadingFramesOpen;
  const PlayError err = check(p, c);
  if (err != PlayError::None) return err;
  m_board.tryMove(p, c);
  m_record.push_back({false, c, p, m_toMove});
  m_history.push_back(m_board.hash());
  m_toMove = core::opponent(c);
  return PlayError::None;
}

void Game::setup(const std::vector<Point>& black, const std::vector<Point>& white,
                 const std::vector<Point>& empty) {
  while (readingFramesOpen()) m_board.popMove();
  m_board.beginSetup();
  m_board.setStones(empty, Color::Empty);
  m_board.setStones(black, Color::Black);
  m_board.setStones(white, Color::White);
  m_record.push_back({true, Color::Empty, kPass, m_toMove});
  m_history.push_back(m_board.hash());
}

void Game::placeHandicap(const std::vector<Point>& stones) {
  setup(stones, {});
  m_handicap = static_cast<int>(stones.size());
  m_toMove = Color::White;
}

bool Game::undo() {
  if (m_record.empty() || m_record.back().isSetup || readingFramesOpen()) return false;
  m_board.popMove();
  m_toMove = m_record.back().toMoveBefore;
  m_record.pop_back();
  m_history.pop_back();
  return true;
}

int Game::moveCount() const {
  return static_cast<int>(std::count_if(m_record.begin(), m_record.end(),
                                        [](const GameRecordEntry& e) { return !e.isSetup; }));
}

std::vector<GameRecordEntry> Game::moves() const {
  std::vector<GameRecordEntry> out;
  for (const auto& e : m_record)
    if (!e.isSetup) out.push_back(e);
  return out;
}

const GameRecordEntry* Game::lastMove() const {
  for (auto it = m_record.rbegin(); it != m_record.rend(); ++it)
    if (!it->isSetup) return &*it;
  return nullptr;
}

bool Game::bothPassed() const {
  const size_t n = m_record.size();
  return n >= 2 && !m_record[n - 1].isSetup && !m_record[n - 2].isSetup &&
         m_record[n - 1].point == kPass && m_record[n - 2].point == kPass;
}

int maxFixedHandicap(int size) {
  if (size < 7) return 0;
  if (size % 2 == 0 || size == 7) return 4;
  return 9;
}

std::vector<Point> fixedHandicapPoints(int size, int n) {
  if (n < 2 || n > maxFixedHandicap(size)) return {};
  const int edge = size >= 13 ? 3 : 2;
  const int lo = edge, hi = size - 1 - edge, mid = size / 2;
  auto at = [](int x, int row) { return core::toPoint(x, row); };
  // GTP order: the four corners first (upper right, lower left, then upper left as GNU Go
  // 3.8 places the third stone, then lower right).
  std::vector<Point> pts = {at(hi, lo), at(lo, hi)};
  if (n >= 3) pts.push_back(at(lo, lo));
  if (n >= 4) pts.push_back(at(hi, hi));
  if (n == 5 || n == 7 || n == 9) pts.push_back(at(mid, mid));
  if (n >= 6) {
    pts.push_back(at(lo, mid));
    pts.push_back(at(hi, mid));
  }
  if (n >= 8) {
    pts.push_back(at(mid, lo));
    pts.push_back(at(mid, hi));
  }
  return pts;
}

}  // namespace board
