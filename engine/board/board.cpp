#include "engine/board/board.h"

#include <algorithm>
#include <sstream>

#include "engine/core/check.h"
#include "engine/core/zobrist.h"

namespace board {

using core::kDirections;

Board::Board(int size) : m_geo(&core::Geometry::forSize(size)) {
  clear(size);
}

void Board::clear(int size) {
  m_geo = &core::Geometry::forSize(size);
  m_cell.fill(0);
  for (int p = 0; p < core::kMaxArea; ++p)
    m_cell[kColor + p] =
        static_cast<int16_t>(m_geo->onBoard(static_cast<Point>(p)) ? Color::Empty : Color::Border);
  m_ko = kNoPoint;
  m_koColor = Color::Empty;
  m_hash = 0;
  m_capturedBlack = m_capturedWhite = 0;
  m_lastCaptures = 0;
  m_log.clear();
  m_frames.clear();
  m_log.reserve(4096);
  m_frames.reserve(512);
  m_positionId = m_nextPositionId++;
}

uint64_t Board::koHash() const {
  return m_ko == kNoPoint ? m_hash : m_hash ^ core::kZobrist.ko[m_ko];
}

Point Board::origin(Point p) const {
  Point best = p;
  for (Point q = nextStone(p); q != p; q = nextStone(q)) best = std::min(best, q);
  return best;
}

namespace {
// Ascending order of the points when the list is short (the usual case); std::sort beyond.
template <typename It>
void sortPoints(It first, It last) {
  if (last - first > 16) {
    std::sort(first, last);
    return;
  }
  for (It i = first; i != last; ++i)
    for (It j = i; j != first && *j < *(j - 1); --j) std::iter_swap(j, j - 1);
}
}  // namespace

template <typename List>
int Board::collectLiberties(Point p, List& out, int maxLibs) const {
  const size_t start = out.size();
  if (nextStone(p) == p) {  // one stone: its empty neighbours, already ascending
    for (int d : {core::kNorth, core::kWest, core::kEast, core::kSouth})
      if (at(static_cast<Point>(p + d)) == Color::Empty) out.push_back(static_cast<Point>(p + d));
    const int count = static_cast<int>(out.size() - start);
    if (maxLibs >= 0 && count > maxLibs) out.resize(start + static_cast<size_t>(maxLibs));
    return count;
  }
  const uint32_t stamp = ++m_markStamp;
  Point q = p;
  do {
    for (int d : kDirections) {
      const Point n = static_cast<Point>(q + d);
      if (at(n) == Color::Empty && m_mark[n] != stamp) {
        m_mark[n] = stamp;
        out.push_back(n);
      }
    }
    q = nextStone(q);
  } while (q != p);
  sortPoints(out.begin() + static_cast<long>(start), out.end());
  const int count = static_cast<int>(out.size() - start);
  if (maxLibs >= 0 && count > maxLibs) out.resize(start + static_cast<size_t>(maxLibs));
  return count;
}

template <typename List>
int Board::collectStones(Point p, List& out) const {
  const size_t start = out.size();
  Point q = p;
  do {
    out.push_back(q);
    q = nextStone(q);
  } while (q != p);
  sortPoints(out.begin() + static_cast<long>(start), out.end());
  return static_cast<int>(out.size() - start);
}

template <typename List>
int Board::collectAdjacent(Point p, List& out, int maxLibs) const {
  const uint32_t stamp = ++m_markStamp;
  const Color enemy = core::opponent(at(p));
  int count = 0;
  Point q = p;
  do {
    for (int d : kDirections) {
      const Point n = static_cast<Point>(q + d);
      if (at(n) == enemy && libertyCount(n) <= maxLibs && m_mark[stringAt(n)] != stamp) {
        m_mark[stringAt(n)] = stamp;
        out.push_back(stringAt(n));
        ++count;
      }
    }
    q = nextStone(q);
  } while (q != p);
  return count;
}

int Board::liberties(Point p, std::vector<Point>& out, int maxLibs) const {
  return collectLiberties(p, out, maxLibs);
}
int Board::liberties(Point p, core::PointList& out, int maxLibs) const {
  return collectLiberties(p, out, maxLibs);
}
int Board::stones(Point p, std::vector<Point>& out) const {
  return collectStones(p, out);
}
int Board::stones(Point p, core::PointList& out) const {
  return collectStones(p, out);
}
int Board::adjacentStrings(Point p, std::vector<Point>& out) const {
  return collectAdjacent(p, out);
}
int Board::adjacentStrings(Point p, core::PointList& out) const {
  return collectAdjacent(p, out);
}
int Board::adjacentStrings(Point p, core::PointList& out, int maxLibs) const {
  return collectAdjacent(p, out, maxLibs);
}

bool Board::isLiberty(Point lib, Point p) const {
  return at(lib) == Color::Empty && adjacentToString(lib, stringAt(p), kNoPoint);
}

bool Board::sameString(Point a, Point b) const {
  return isStone(at(a)) && stringAt(a) == stringAt(b);
}

bool Board::adjacentToString(Point lib, Point head, Point skip) const {
  for (int d : kDirections) {
    const Point n = static_cast<Point>(lib + d);
    if (n != skip && m_cell[kString + n] == head && isStone(at(n))) return true;
  }
  return false;
}

MoveError Board::check(Point p, Color c) const {
  if (p == kPass) return MoveError::None;
  if (!onBoard(p)) return MoveError::OffBoard;
  if (at(p) != Color::Empty) return MoveError::Occupied;
  if (p == m_ko && c == m_koColor) return MoveError::Ko;
  for (int d : kDirections) {
    const Point n = static_cast<Point>(p + d);
    const Color nc = at(n);
    if (nc == Color::Empty) return MoveError::None;
    if (nc == c && libertyCount(n) > 1) return MoveError::None;
    if (nc == core::opponent(c) && libertyCount(n) == 1) return MoveError::None;
  }
  return MoveError::Suicide;
}

bool Board::wouldCapture(Point p, Color c) const {
  for (int d : kDirections) {
    const Point n = static_cast<Point>(p + d);
    if (at(n) == core::opponent(c) && libertyCount(n) == 1) return true;
  }
  return false;
}

void Board::openFrame() {
  m_frames.push_back({m_log.size(), m_hash, m_ko, m_koColor, m_capturedBlack, m_capturedWhite});
  m_positionId = m_nextPositionId++;
}

bool Board::tryMove(Point p, Color c) {
  if (check(p, c) != MoveError::None) return false;
  playChecked(p, c);
  return true;
}

void Board::playChecked(Point p, Color c) {
  openFrame();
  m_ko = kNoPoint;
  m_koColor = Color::Empty;
  m_lastCaptures = 0;
  if (p != kPass) placeStone(p, c);
}

void Board::beginSetup() {
  openFrame();
  m_ko = kNoPoint;
  m_koColor = Color::Empty;
}

void Board::popMove() {
  GX_CHECK(!m_frames.empty(), "popMove without an open frame\n" + toAscii());
  const Frame& f = m_frames.back();
  for (size_t i = m_log.size(); i > f.logStart; --i) {
    const Change& ch = m_log[i - 1];
    m_cell[static_cast<size_t>(ch.index)] = ch.old;
  }
  m_log.resize(f.logStart);
  m_hash = f.hash;
  m_ko = f.ko;
  m_koColor = f.koColor;
  m_capturedBlack = f.capturedBlack;
  m_capturedWhite = f.capturedWhite;
  m_frames.pop_back();
  m_positionId = m_nextPositionId++;
}

void Board::placeStone(Point p, Color c) {
  const Color enemy = core::opponent(c);
  set(kColor + p, static_cast<int>(c));
  set(kString + p, p);
  set(kNext + p, p);
  set(kSize + p, 1);
  m_hash ^= core::stoneKey(c, p);

  Point friends[4];
  Point enemies[4];
  int nFriends = 0, nEnemies = 0, ownLibs = 0;
  for (int d : kDirections) {
    const Point n = static_cast<Point>(p + d);
    const Color nc = at(n);
    if (nc == Color::Empty) {
      ++ownLibs;
    } else if (nc == c || nc == enemy) {
      const Point head = stringAt(n);
      Point* list = nc == c ? friends : enemies;
      int& count = nc == c ? nFriends : nEnemies;
      if (!among(list, count, head)) list[count++] = head;
    }
  }
  for (int i = 0; i < nEnemies; ++i) set(kLibs + enemies[i], m_cell[kLibs + enemies[i]] - 1);

  Point head = p;
  if (nFriends == 0) {
    set(kLibs + p, ownLibs);
  } else if (nFriends == 1) {
    head = friends[0];
    int libs = m_cell[kLibs + head] - 1;
    for (int d : kDirections) {
      const Point n = static_cast<Point>(p + d);
      if (at(n) == Color::Empty && !adjacentToString(n, head, p)) ++libs;
    }
    mergeInto(head, p);
    set(kLibs + head, libs);
  } else {
    head = friends[0];
    for (int i = 1; i < nFriends; ++i)
      if (m_cell[kSize + friends[i]] > m_cell[kSize + head]) head = friends[i];
    mergeInto(head, p);
    for (int i = 0; i < nFriends; ++i)
      if (friends[i] != head) mergeInto(head, friends[i]);
    set(kLibs + head, recountLiberties(head));
  }

  Point lastCaptured = kNoPoint;
  for (int i = 0; i < nEnemies; ++i) {
    if (at(enemies[i]) == enemy && m_cell[kLibs + enemies[i]] == 0) {
      lastCaptured = enemies[i];
      m_lastCaptures += removeString(enemies[i]);
    }
  }
  if (m_lastCaptures == 1 && m_cell[kSize + head] == 1 && m_cell[kLibs + head] == 1) {
    m_ko = lastCaptured;
    m_koColor = enemy;
  }
}

void Board::mergeInto(Point keepHead, Point otherHead) {
  Point q = otherHead;
  do {
    set(kString + q, keepHead);
    q = nextStone(q);
  } while (q != otherHead);
  const Point keepNext = nextStone(keepHead);
  set(kNext + keepHead, nextStone(otherHead));
  set(kNext + otherHead, keepNext);
  set(kSize + keepHead, m_cell[kSize + keepHead] + m_cell[kSize + otherHead]);
}

int Board::recountLiberties(Point head) {
  const uint32_t stamp = ++m_markStamp;
  int count = 0;
  Point q = head;
  do {
    for (int d : kDirections) {
      const Point n = static_cast<Point>(q + d);
      if (at(n) == Color::Empty && m_mark[n] != stamp) {
        m_mark[n] = stamp;
        ++count;
      }
    }
    q = nextStone(q);
  } while (q != head);
  return count;
}

int Board::removeString(Point head) {
  const Color victim = at(head);
  int removed = 0;
  Point q = head;
  do {
    const Point next = nextStone(q);
    set(kColor + q, static_cast<int>(Color::Empty));
    set(kString + q, kNoPoint);
    m_hash ^= core::stoneKey(victim, q);
    ++removed;
    Point seen[4];
    int nSeen = 0;
    for (int d : kDirections) {
      const Point n = static_cast<Point>(q + d);
      if (!isStone(at(n)) || at(n) == victim) continue;
      const Point h = stringAt(n);
      if (among(seen, nSeen, h)) continue;
      seen[nSeen++] = h;
      set(kLibs + h, m_cell[kLibs + h] + 1);
    }
    q = next;
  } while (q != head);
  (victim == Color::Black ? m_capturedBlack : m_capturedWhite) += removed;
  return removed;
}

void Board::setStone(Point p, Color c) {
  setStones({p}, c);
}

void Board::setStones(const std::vector<Point>& points, Color c) {
  bool changed = false;
  for (Point p : points) {
    GX_CHECK(!m_frames.empty() && onBoard(p), "setStone outside a setup frame\n" + toAscii());
    const Color old = at(p);
    if (old == c) continue;
    if (isStone(old)) m_hash ^= core::stoneKey(old, p);
    if (isStone(c)) m_hash ^= core::stoneKey(c, p);
    set(kColor + p, static_cast<int>(c));
    changed = true;
  }
  if (!changed) return;
  rebuildStrings();
  m_positionId = m_nextPositionId++;
}

void Board::rebuildStrings() {
  std::array<int16_t, core::kMaxArea> head{}, next{}, libs{}, size{};
  for (Point p : *m_geo) {
    if (!isStone(at(p)) || head[p] != 0) continue;
    std::vector<Point> members{p};
    head[p] = p;
    for (size_t i = 0; i < members.size(); ++i)
      for (int d : kDirections) {
        const Point n = static_cast<Point>(members[i] + d);
        if (at(n) == at(p) && head[n] == 0) {
          head[n] = p;
          members.push_back(n);
        }
      }
    for (size_t i = 0; i < members.size(); ++i)
      next[members[i]] = members[(i + 1) % members.size()];
    size[p] = static_cast<int16_t>(members.size());
  }
  for (Point p : *m_geo) {
    if (head[p] == p) {
      const uint32_t stamp = ++m_markStamp;
      int count = 0;
      for (Point q = p;;) {
        for (int d : kDirections) {
          const Point n = static_cast<Point>(q + d);
          if (at(n) == Color::Empty && m_mark[n] != stamp) m_mark[n] = stamp, ++count;
        }
        q = next[q];
        if (q == p) break;
      }
      libs[p] = static_cast<int16_t>(count);
    }
  }
  for (Point p : *m_geo) {
    if (m_cell[kString + p] != head[p]) set(kString + p, head[p]);
    if (m_cell[kNext + p] != next[p]) set(kNext + p, next[p]);
    if (m_cell[kLibs + p] != libs[p]) set(kLibs + p, libs[p]);
    if (m_cell[kSize + p] != size[p]) set(kSize + p, size[p]);
  }
}

std::string Board::toAscii() const {
  std::string out;
  for (int y = 0; y < size(); ++y) {
    for (int x = 0; x < size(); ++x) {
      const Color c = at(core::toPoint(x, y));
      out += c == Color::Black ? 'X' : c == Color::White ? 'O' : '.';
      if (x + 1 < size()) out += ' ';
    }
    out += '\n';
  }
  return out;
}

void Board::checkInvariants() const {
  uint64_t hash = 0;
  for (Point p : *m_geo) {
    const Color c = at(p);
    if (!isStone(c)) {
      GX_CHECK(c == Color::Empty, "bad color\n" + toAscii());
      continue;
    }
    hash ^= core::stoneKey(c, p);
    const Point h = stringAt(p);
    GX_CHECK(at(h) == c && stringAt(h) == h,
             "bad head at " + m_geo->vertexName(p) + "\n" + toAscii());
    for (int d : kDirections) {
      const Point n = static_cast<Point>(p + d);
      if (at(n) == c)
        GX_CHECK(stringAt(n) == h, "split string at " + m_geo->vertexName(p) + "\n" + toAscii());
    }
    if (h == p) {
      int count = 0;
      Point q = p;
      do {
        GX_CHECK(stringAt(q) == h, "ring leaves string at " + m_geo->vertexName(p));
        ++count;
        q = nextStone(q);
      } while (q != p && count <= 700);
      GX_CHECK(count == m_cell[kSize + h],
               "bad size at " + m_geo->vertexName(p) + "\n" + toAscii());
      std::vector<Point> libs;
      liberties(p, libs);
      GX_CHECK(static_cast<int>(libs.size()) == m_cell[kLibs + h],
               "bad liberties at " + m_geo->vertexName(p) + "\n" + toAscii());
    }
  }
  for (int p = 0; p < core::kMaxArea; ++p)
    if (!m_geo->onBoard(static_cast<Point>(p)))
      GX_CHECK(at(static_cast<Point>(p)) == Color::Border, "border cell changed");
  GX_CHECK(hash == m_hash, "bad hash\n" + toAscii());
}

}  // namespace board
