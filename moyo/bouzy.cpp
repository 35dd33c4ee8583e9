#include "moyo/bouzy.h"

#include <algorithm>
#include <utility>

namespace moyo {

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define MOYO_VECTOR_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define MOYO_VECTOR_CLONES
#endif

Layout::Layout(int size) : m_size(size), m_stride(size + 1) {
  for (int y = 0; y < size; ++y) {
    for (int x = 0; x < size; ++x) {
      const auto c = static_cast<size_t>(cell(x, y));
      m_mask[c] = -1;
      m_degree[c] = static_cast<int8_t>((x > 0) + (x < size - 1) + (y > 0) + (y < size - 1));
    }
  }
}

const Layout& Layout::forSize(int size) {
  static const auto table = [] {
    std::array<Layout, core::kMaxSize + 1> all{
        Layout(2),  Layout(2),  Layout(2),  Layout(3),  Layout(4),  Layout(5),  Layout(6),
        Layout(7),  Layout(8),  Layout(9),  Layout(10), Layout(11), Layout(12), Layout(13),
        Layout(14), Layout(15), Layout(16), Layout(17), Layout(18), Layout(19), Layout(20),
        Layout(21), Layout(22), Layout(23), Layout(24), Layout(25)};
    return all;
  }();
  return table[static_cast<size_t>(std::clamp(size, core::kMinSize, core::kMaxSize))];
}

namespace {

// A point gains +1 per positive neighbour unless it is negative or touches a negative point,
// and symmetrically for White (notes 4.3). Border cells read as 0 and are masked back to 0.
MOYO_VECTOR_CLONES
void dilateRange(const int8_t* __restrict in, int8_t* __restrict out,
                 const int8_t* __restrict mask, int lo, int hi, int stride) {
  for (int i = lo; i < hi; ++i) {
    const int8_t v = in[i];
    const int8_t l = in[i - 1], r = in[i + 1], u = in[i - stride], d = in[i + stride];
    const int8_t pos = static_cast<int8_t>((l > 0) + (r > 0) + (u > 0) + (d > 0));
    const int8_t neg = static_cast<int8_t>((l < 0) + (r < 0) + (u < 0) + (d < 0));
    const int8_t inc = (neg == 0 && v >= 0) ? pos : int8_t{0};
    const int8_t dec = (pos == 0 && v <= 0) ? neg : int8_t{0};
    out[i] = static_cast<int8_t>((v + inc - dec) & mask[i]);
  }
}

// A non-zero point loses 1 per on-board neighbour that is zero or of the other sign, never
// crossing zero (notes 4.4). Such neighbours = degree - neighbours of the same sign.
MOYO_VECTOR_CLONES
void erodeRange(const int8_t* __restrict in, int8_t* __restrict out,
                const int8_t* __restrict degree, int lo, int hi, int stride) {
  for (int i = lo; i < hi; ++i) {
    const int8_t v = in[i];
    const int8_t l = in[i - 1], r = in[i + 1], u = in[i - stride], d = in[i + stride];
    const int8_t pos = static_cast<int8_t>((l > 0) + (r > 0) + (u > 0) + (d > 0));
    const int8_t neg = static_cast<int8_t>((l < 0) + (r < 0) + (u < 0) + (d < 0));
    const int8_t up = static_cast<int8_t>(v - degree[i] + pos);
    const int8_t down = static_cast<int8_t>(v + degree[i] - neg);
    const int8_t upClamped = up > 0 ? up : int8_t{0};
    const int8_t downClamped = down < 0 ? down : int8_t{0};
    out[i] = v > 0 ? upClamped : (v < 0 ? downClamped : int8_t{0});
  }
}

MOYO_VECTOR_CLONES
void countRange(const int8_t* __restrict g, const int8_t* __restrict weight, int lo, int hi,
                int& black, int& white) {
  int b = 0, w = 0;
  for (int i = lo; i < hi; ++i) {
    const auto wt = static_cast<uint8_t>(weight[i]);
    b += static_cast<uint8_t>(wt & -static_cast<uint8_t>(g[i] > 0));
    w += static_cast<uint8_t>(wt & -static_cast<uint8_t>(g[i] < 0));
  }
  black = b;
  white = w;
}

MOYO_VECTOR_CLONES
void signRange(const int8_t* __restrict g, int8_t* __restrict sign, int lo, int hi) {
  for (int i = lo; i < hi; ++i) sign[i] = static_cast<int8_t>((g[i] > 0) - (g[i] < 0));
}

MOYO_VECTOR_CLONES
void startRange(const int8_t* __restrict sign, int8_t* __restrict start, int lo, int hi,
                int stride) {
  for (int i = lo; i < hi; ++i) start[i] = static_cast<int8_t>(sign[i] != sign[i - stride]);
}

// A link where a cell and its left neighbour (on the board) have one sign and one of their
// vertical runs begins there: the first row where the two runs overlap.
MOYO_VECTOR_CLONES
void linkRange(const int8_t* __restrict sign, const int8_t* __restrict start,
               const int8_t* __restrict mask, int8_t* __restrict link, int lo, int hi) {
  for (int i = lo; i < hi; ++i)
    link[i] = static_cast<int8_t>((sign[i] == sign[i - 1]) & (start[i] | start[i - 1]) &
                                  mask[i - 1] & 1);
}

}  // namespace

void dilate(const Layout& lay, const Grid& in, Grid& out) {
  dilateRange(in.v.data(), out.v.data(), lay.mask(), lay.first(), lay.paddedLast(), lay.stride());
}

void erode(const Layout& lay, const Grid& in, Grid& out) {
  erodeRange(in.v.data(), out.v.data(), lay.degree(), lay.first(), lay.paddedLast(), lay.stride());
}

void signs(const Layout& lay, const Grid& g, int8_t* sign) {
  signRange(g.v.data(), sign, lay.first(), lay.paddedLast());
}

void runStarts(const Layout& lay, int8_t* sign, int8_t* start, int8_t* link) {
  for (int c = lay.first() - lay.stride(); c < lay.first(); ++c) sign[c] = 2;  // row above
  startRange(sign, start, lay.first(), lay.paddedLast(), lay.stride());
  linkRange(sign, start, lay.mask(), link, lay.first(), lay.paddedLast());
}

// Ping-pong between the two buffers; one copy at the end when n is odd. Cells outside
// [first, last) are never written, so both buffers keep their zero border there.
void dilateTimes(const Layout& lay, Grid& g, Grid& scratch, int n) {
  Grid* from = &g;
  Grid* to = &scratch;
  for (int k = 0; k < n; ++k) {
    dilate(lay, *from, *to);
    std::swap(from, to);
  }
  if (from != &g) g = *from;
}

void erodeTimes(const Layout& lay, Grid& g, Grid& scratch, int n) {
  Grid* from = &g;
  Grid* to = &scratch;
  for (int k = 0; k < n; ++k) {
    erode(lay, *from, *to);
    std::swap(from, to);
  }
  if (from != &g) g = *from;
}

void countGrid(const Layout& lay, const Grid& g, const int8_t* weight, int& black, int& white) {
  countRange(g.v.data(), weight, lay.first(), lay.paddedLast(), black, white);
}

}  // namespace moyo
