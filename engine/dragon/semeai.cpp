// The semeai reader: the liberty-count race (a small minimax over counts) and, where the
// count is close, a board search that fills liberties, captures stones next to the own
// string and extends its liberties.
#include "engine/dragon/semeai.h"

#include <algorithm>
#include <cstdint>
#include <vector>

namespace dragon {

namespace {

/// Liberty-race minimax over counts, side 0 moving first.
class RaceSearch {
 public:
  int solve(int out0, int out1, int shared, int eye0, int eye1, int mover, int passes) {
    const int key =
        ((((out0 * 16 + out1) * 16 + shared) * 2 + eye0) * 2 + eye1) * 4 + mover * 2 + passes;
    if (m_memo[key] != kUnsolved) return m_memo[key];
    int out[2] = {out0, out1}, eye[2] = {eye0, eye1};
    const int me = mover, them = 1 - mover;
    const int sign = me == 0 ? 1 : -1;  // the mover maximises sign * result
    int best = passes == 1 ? 0 : -2;    // a second pass ends the race in seki
    if (passes == 0) best = std::max(best, sign * next(out, shared, eye, them, 1));
    const int theirLibs = out[them] + shared + eye[them];
    const int myLibs = out[me] + shared + eye[me];
    const auto play = [&](int* counter) {
      --*counter;
      const int value = theirLibs == 1 ? 1 : sign * next(out, shared, eye, them, 0);
      ++*counter;
      best = std::max(best, value);
    };
    if (out[them] > 0) play(&out[them]);
    if (shared > 0 && (myLibs > 1 || theirLibs == 1)) play(&shared);
    if (eye[them] > 0 && out[them] + shared == 0) play(&eye[them]);
    const int result = sign * best;
    m_memo[key] = static_cast<int8_t>(result);
    return result;
  }

 private:
  int next(const int* out, int shared, const int* eye, int mover, int passes) {
    return solve(out[0], out[1], shared, eye[0], eye[1], mover, passes);
  }
  static constexpr int8_t kUnsolved = 2;
  std::vector<int8_t> m_memo = std::vector<int8_t>(16 * 16 * 16 * 2 * 2 * 4, kUnsolved);
};

// Every race of counts up to 15 solved once: a constant table of the first mover's results.
int solvedRace(int firstOutside, int secondOutside, int shared, bool firstEye, bool secondEye) {
  static const std::vector<int8_t> table = [] {
    std::vector<int8_t> t(16 * 16 * 16 * 2 * 2);
    RaceSearch search;
    size_t i = 0;
    for (int a = 0; a < 16; ++a)
      for (int b = 0; b < 16; ++b)
        for (int s = 0; s < 16; ++s)
          for (int e0 = 0; e0 < 2; ++e0)
            for (int e1 = 0; e1 < 2; ++e1)
              t[i++] = static_cast<int8_t>(search.solve(a, b, s, e0, e1, 0, 0));
    return t;
  }();
  return table[static_cast<size_t>(
      (((firstOutside * 16 + secondOutside) * 16 + shared) * 2 + firstEye) * 2 + secondEye)];
}

/// The board search of one race. Results are from the view of the side owning `own`.
class SemeaiReader {
 public:
  SemeaiReader(board::Board& b, Point own, Point other, bool ownEye, bool otherEye,
               const SemeaiOptions& o)
      : m_board(b), m_options(o), m_ownEye(ownEye), m_otherEye(otherEye) {
    m_point[0] = own;
    m_point[1] = other;
    m_color[0] = b.at(own);
    m_color[1] = b.at(other);
  }
  int nodes() const { return m_nodes; }
  /// Value for side 0 with `side` to move.
  int search(int side, int depth, int passes, Point* move);
  /// The count's verdict with `side` to move; `decided` when the mover does not matter.
  int count(int side, bool* decided) const;

 private:
  bool gone(int side) const { return m_board.at(m_point[side]) != m_color[side]; }
  std::vector<Point> moves(int side) const;

  board::Board& m_board;
  SemeaiOptions m_options;
  bool m_ownEye, m_otherEye;
  Point m_point[2];
  Color m_color[2];
  int m_nodes = 0;
};

int SemeaiReader::count(int side, bool* decided) const {
  const SemeaiCount c = countSemeai(m_board, m_point[0], m_point[1]);
  const int ownFirst = raceResult(c.ownOutside, c.otherOutside, c.shared, m_ownEye, m_otherEye);
  const int otherFirst = -raceResult(c.otherOutside, c.ownOutside, c.shared, m_otherEye, m_ownEye);
  *decided = ownFirst == otherFirst;
  return side == 0 ? ownFirst : otherFirst;
}

// Liberties of the other string (outside ones first), captures of short strings next to the
// mover's string, and liberties that give the mover's string more room.
std::vector<Point> SemeaiReader::moves(int side) const {
  const Point mine = m_point[side], theirs = m_point[1 - side];
  std::vector<Point> myLibs, theirLibs, out, shared, adjacent, libs;
  m_board.liberties(mine, myLibs);
  m_board.liberties(theirs, theirLibs);
  for (Point l : theirLibs)
    (std::find(myLibs.begin(), myLibs.end(), l) == myLibs.end() ? out : shared).push_back(l);
  out.insert(out.end(), shared.begin(), shared.end());
  m_board.adjacentStrings(mine, adjacent);
  for (Point a : adjacent) {
    libs.clear();
    if (m_board.liberties(a, libs) == 1) out.insert(out.begin(), libs[0]);
  }
  const int mineLibs = static_cast<int>(myLibs.size());
  for (Point l : myLibs) {
    if (std::find(out.begin(), out.end(), l) != out.end()) continue;
    int fresh = 0;
    for (int d : core::kDirections) {
      const Point n = static_cast<Point>(l + d);
      fresh += m_board.at(n) == Color::Empty &&
                       std::find(myLibs.begin(), myLibs.end(), n) == myLibs.end()
                   ? 1
                   : 0;
    }
    if (fresh >= 2 || (fresh == 1 && mineLibs <= 2)) out.push_back(l);
  }
  std::vector<Point> unique;
  for (Point p : out)
    if (std::find(unique.begin(), unique.end(), p) == unique.end()) unique.push_back(p);
  return unique;
}

int SemeaiReader::search(int side, int depth, int passes, Point* move) {
  *move = core::kNoPoint;
  if (gone(0)) return -1;
  if (gone(1)) return 1;
  ++m_nodes;
  bool decided = false;
  const int counted = count(side, &decided);
  if (depth > 0 && decided) return counted;
  if (passes >= 2 || depth >= m_options.depth || m_nodes >= m_options.nodeBudget) return counted;
  const int sign = side == 0 ? 1 : -1;
  Point reply = core::kNoPoint;
  int best = -2;
  for (Point p : moves(side)) {
    if (best == 1) break;
    const bool captures = m_board.wouldCapture(p, m_color[side]);
    board::ScopedMove mv(m_board, p, m_color[side]);
    if (!mv) continue;
    // A self-atari that captures nothing only helps when it kills the other string.
    if (!gone(1 - side) && m_board.libertyCount(p) == 1 && !captures) continue;
    const int v = sign * search(1 - side, depth + 1, 0, &reply);
    if (v > best) {
      best = v;
      *move = p;
    }
  }
  if (best < 1) {  // passing (tenuki) is the last resort
    const int v = sign * search(1 - side, depth + 1, passes + 1, &reply);
    if (v > best) {
      best = v;
      *move = core::kNoPoint;
    }
  }
  return sign * best;
}

}  // namespace

int raceResult(int firstOutside, int secondOutside, int shared, bool firstEye, bool secondEye) {
  const auto cap = [](int v) { return std::clamp(v, 0, 15); };
  return solvedRace(cap(firstOutside), cap(secondOutside), cap(shared), firstEye, secondEye);
}

SemeaiCount countSemeai(const board::Board& b, Point own, Point other) {
  std::vector<Point> ownLibs, otherLibs;
  b.liberties(own, ownLibs);
  b.liberties(other, otherLibs);
  const Color c = b.at(own);
  SemeaiCount r;
  for (Point l : otherLibs) {
    const bool shared = std::find(ownLibs.begin(), ownLibs.end(), l) != ownLibs.end();
    (shared ? r.shared : r.otherOutside) += 1;
    Point& fill = shared ? r.fillShared : r.fillOutside;
    if (fill == core::kNoPoint && b.isLegal(l, c)) fill = l;
  }
  r.ownOutside = static_cast<int>(ownLibs.size()) - r.shared;
  return r;
}

SemeaiResult readSemeai(board::Board& b, Point own, Point other, bool ownEye, bool otherEye,
                        const SemeaiOptions& options) {
  SemeaiReader reader(b, own, other, ownEye, otherEye, options);
  SemeaiResult r;
  bool decided = false;
  reader.count(0, &decided);
  r.read = !decided;
  r.result = reader.search(0, 0, 0, &r.move);
  r.nodes = reader.nodes();
  if (r.result < 0) r.move = core::kNoPoint;  // a lost race has no move
  return r;
}

}  // namespace dragon
