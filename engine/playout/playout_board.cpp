#include "engine/playout/playout_board.h"

namespace playout {

using core::kDirections;

PlayoutBoard::PlayoutBoard(const board::Board& b) : m_size(b.size()) {
  m_color.fill(static_cast<uint8_t>(Color::Border));
  for (Point p : b.geometry()) {
    const Color c = b.at(p);
    m_color[p] = static_cast<uint8_t>(c);
    if (c == Color::Empty) addEmpty(p);
    m_stoneBalance += c == Color::Black ? 1 : c == Color::White ? -1 : 0;
  }
  // Strings: heads first (each a one-stone list), then every other stone joins its head's
  // list; pseudo-liberties per adjacency.
  for (Point p : b.geometry())
    if (core::isStone(b.at(p)) && b.stringAt(p) == p) m_next[p] = p;
  for (Point p : b.geometry()) {
    if (!core::isStone(b.at(p))) continue;
    const Point h = b.stringAt(p);
    m_head[p] = h;
    if (h != p) {
      m_next[p] = m_next[h];
      m_next[h] = p;
    }
    ++m_stones[h];
    for (int d : kDirections)
      if (b.at(static_cast<Point>(p + d)) == Color::Empty) addLiberty(h, static_cast<Point>(p + d));
  }
  m_ko = b.koPoint();
}

bool PlayoutBoard::inAtari(Point p) const {
  const Point h = m_head[p];
  const int64_t n = m_libs[h], s = m_libSum[h];
  return n > 0 && n * m_libSum2[h] == s * s;
}

Point PlayoutBoard::atariLiberty(Point p) const {
  const Point h = m_head[p];
  return static_cast<Point>(m_libSum[h] / m_libs[h]);
}

bool PlayoutBoard::legal(Point p, Color c) const {
  if (at(p) != Color::Empty || p == m_ko) return false;
  for (int d : kDirections) {
    const Point n = static_cast<Point>(p + d);
    const Color nc = at(n);
    if (nc == Color::Empty) return true;
    if (nc == Color::Border) continue;
    if ((nc == c) != inAtari(n)) return true;  // own string keeps a liberty, or a capture
  }
  return false;
}

bool PlayoutBoard::isOwnEye(Point p, Color c) const {
  for (int d : kDirections) {
    const Color n = at(static_cast<Point>(p + d));
    if (n != c && n != Color::Border) return false;
  }
  int enemy = 0, off = 0;
  const Color o = core::opponent(c);
  for (int d : core::kDiagonals) {
    const Color n = at(static_cast<Point>(p + d));
    off += n == Color::Border;
    enemy += n == o;
  }
  return off > 0 ? enemy == 0 : enemy <= 1;
}

void PlayoutBoard::removeEmpty(Point p) {
  const int i = m_emptyIndex[p];
  const Point last = m_empty[--m_emptyCount];
  m_empty[i] = last;
  m_emptyIndex[last] = static_cast<int16_t>(i);
}

void PlayoutBoard::merge(Point keep, Point other) {
  Point s = other;
  do {
    m_head[s] = keep;
    s = m_next[s];
  } while (s != other);
  std::swap(m_next[keep], m_next[other]);
  m_stones[keep] = static_cast<int16_t>(m_stones[keep] + m_stones[other]);
  m_libs[keep] = static_cast<int16_t>(m_libs[keep] + m_libs[other]);
  m_libSum[keep] += m_libSum[other];
  m_libSum2[keep] += m_libSum2[other];
}

int PlayoutBoard::capture(Point h) {
  const int removed = m_stones[h];
  Point s = h;
  do {
    m_color[s] = static_cast<uint8_t>(Color::Empty);
    addEmpty(s);
    s = m_next[s];
  } while (s != h);
  do {
    for (int d : kDirections) {
      const Point n = static_cast<Point>(s + d);
      if (core::isStone(at(n))) addLiberty(m_head[n], s);
    }
    s = m_next[s];
  } while (s != h);
  return removed;
}

void PlayoutBoard::play(Point p, Color c) {
  m_color[p] = static_cast<uint8_t>(c);
  removeEmpty(p);
  m_head[p] = p, m_next[p] = p, m_stones[p] = 1;
  m_libs[p] = 0, m_libSum[p] = 0, m_libSum2[p] = 0;
  const Color o = core::opponent(c);
  for (int d : kDirections) {
    const Point n = static_cast<Point>(p + d);
    const Color nc = at(n);
    if (nc == Color::Empty)
      addLiberty(p, n);
    else if (core::isStone(nc))
      removeLiberty(m_head[n], p);
  }
  for (int d : kDirections) {
    const Point n = static_cast<Point>(p + d);
    if (at(n) != c || m_head[n] == m_head[p]) continue;
    const Point a = m_head[p], b = m_head[n];
    if (m_stones[a] >= m_stones[b])
      merge(a, b);
    else
      merge(b, a);
  }
  int captured = 0;
  Point lastCaptured = core::kNoPoint;
  for (int d : kDirections) {
    const Point n = static_cast<Point>(p + d);
    if (at(n) != o || m_libs[m_head[n]] != 0) continue;
    captured += capture(m_head[n]);
    lastCaptured = n;
  }
  m_ko = core::kNoPoint;
  if (captured == 1 && m_stones[m_head[p]] == 1 && inAtari(p)) m_ko = lastCaptured;
  m_lastCaptures = captured;
  m_stoneBalance += (c == Color::Black ? 1 : -1) * (1 + captured);
  m_previous = m_last;
  m_last = p;
  ++m_moves;
}

void PlayoutBoard::pass() {
  m_ko = core::kNoPoint;
  m_previous = m_last;
  m_last = core::kNoPoint;
  m_lastCaptures = 0;
  ++m_moves;
}

Color PlayoutBoard::emptyOwner(Point p) const {
  bool black = false, white = false;
  for (int d : kDirections) {
    const Color n = at(static_cast<Point>(p + d));
    black |= n == Color::Black;
    white |= n == Color::White;
  }
  return black == white ? Color::Empty : black ? Color::Black : Color::White;
}

int PlayoutBoard::blackArea() const {
  int margin = 0;
  for (int y = 0; y < m_size; ++y)
    for (int x = 0; x < m_size; ++x) {
      const Point p = core::toPoint(x, y);
      Color owner = at(p);
      if (owner == Color::Empty) owner = emptyOwner(p);
      margin += owner == Color::Black ? 1 : owner == Color::White ? -1 : 0;
    }
  return margin;
}

}  // namespace playout
