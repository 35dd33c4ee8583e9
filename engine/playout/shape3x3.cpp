#include "engine/playout/shape3x3.h"

#include <string>

namespace playout {

namespace {

// Diagrams of urgent local shape around the move '*' (rows top first). O is the side to
// move, X the other; each is also tried in its 8 rotations and reflections. The policy
// plays such a point next to the last move before any random move.
constexpr const char* kShapeDiagrams[] = {
    // stretch out of a pincer: the stone between two enemy stones grows (or is shut in)
    "XOX"
    ".*."
    "???",
    // extend against a hane from one side (or hane under the stone)
    "XO."
    ".*."
    "?.?",
    // turn round the enemy's corner stone
    "XO?"
    "X*."
    "x.?",
    // answer a diagonal attachment
    ".O."
    "X*."
    "...",
    // the crosscut point: connect own diagonal stones (or cut the enemy's)
    "XO?"
    "O*o"
    "?o?",
    // push between two enemy stones one space apart (or fill the gap)
    "?X?"
    "O*O"
    "ooo",
    // knight's-move cut through the enemy's keima
    "OX?"
    "o*O"
    "???",
    // first line: block the enemy crawling along the edge
    "X.?"
    "O*?"
    "###",
    // first line: block the descent of an enemy stone
    "?X?"
    "x*O"
    "###",
    // first line: hane on the edge against a second-line stone
    "?XO"
    "x*x"
    "###",
    // first line: cut at the edge
    "?OX"
    "X*O"
    "###",
};

// Grid positions (row, column) of the neighbour order N, NE, E, SE, S, SW, W, NW.
constexpr int kRow[8] = {0, 0, 1, 2, 2, 2, 1, 0};
constexpr int kCol[8] = {1, 2, 2, 2, 1, 0, 0, 0};

int cellState(Color c) {
  return c == Color::Empty ? 0 : c == Color::Black ? 1 : c == Color::White ? 2 : 3;
}

// The states (0 empty, 1 black, 2 white, 3 off board) a diagram character allows.
unsigned allowedStates(char ch, Color mover) {
  const unsigned own = 1u << cellState(mover), opp = 1u << cellState(core::opponent(mover));
  switch (ch) {
    case '.':
      return 1u;
    case 'O':
      return own;
    case 'X':
      return opp;
    case 'o':
      return own | 1u;
    case 'x':
      return opp | 1u;
    case '#':
      return 8u;
    default:
      return 15u;
  }
}

// The diagram under one of the 8 symmetries (transpose, then flips).
std::string transformed(const char* d, int sym) {
  std::string out(9, '?');
  for (int r = 0; r < 3; ++r)
    for (int c = 0; c < 3; ++c) {
      int rr = r, cc = c;
      if (sym & 4) std::swap(rr, cc);
      if (sym & 1) rr = 2 - rr;
      if (sym & 2) cc = 2 - cc;
      out[static_cast<size_t>(rr * 3 + cc)] = d[r * 3 + c];
    }
  return out;
}

// Sets the bit of every code whose neighbours i.. take allowed states (code holds 0..i-1).
void markCodes(const unsigned (&allowed)[8], int i, unsigned code, uint64_t (&bits)[1024]) {
  if (i == 8) {
    bits[code >> 6] |= uint64_t{1} << (code & 63);
    return;
  }
  for (unsigned state = 0; state < 4; ++state)
    if ((allowed[i] >> state) & 1u) markCodes(allowed, i + 1, code | state << (2 * i), bits);
}

}  // namespace

uint16_t neighbourCode(const PlayoutBoard& b, Point p) {
  constexpr int s = core::kStride;
  const Point n[8] = {static_cast<Point>(p - s), static_cast<Point>(p - s + 1),
                      static_cast<Point>(p + 1), static_cast<Point>(p + s + 1),
                      static_cast<Point>(p + s), static_cast<Point>(p + s - 1),
                      static_cast<Point>(p - 1), static_cast<Point>(p - s - 1)};
  unsigned code = 0;
  for (int i = 0; i < 8; ++i) code |= static_cast<unsigned>(cellState(b.at(n[i]))) << (2 * i);
  return static_cast<uint16_t>(code);
}

bool diagramMatches(const char* diagram, uint16_t code, Color c) {
  for (int i = 0; i < 8; ++i) {
    const unsigned state = (code >> (2 * i)) & 3u;
    if (!(allowedStates(diagram[kRow[i] * 3 + kCol[i]], c) & (1u << state))) return false;
  }
  return true;
}

const Shape3x3Table& Shape3x3Table::instance() {
  static const Shape3x3Table table;
  return table;
}

Shape3x3Table::Shape3x3Table() {
  for (int side = 0; side < 2; ++side) {
    const Color mover = side == 0 ? Color::Black : Color::White;
    for (const char* d : kShapeDiagrams)
      for (int sym = 0; sym < 8; ++sym) {
        const std::string t = transformed(d, sym);
        unsigned allowed[8];
        for (int i = 0; i < 8; ++i) allowed[i] = allowedStates(t[kRow[i] * 3 + kCol[i]], mover);
        markCodes(allowed, 0, 0, m_bits[side]);
      }
  }
}

int Shape3x3Table::count(Color c) const {
  int n = 0;
  for (uint64_t w : m_bits[c == Color::Black ? 0 : 1]) n += __builtin_popcountll(w);
  return n;
}

}  // namespace playout
