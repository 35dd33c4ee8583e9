#include "regression/policy_train/gemm.h"

#include <algorithm>
#include <cstring>
#include <vector>

// On x86-64 with GCC the products are compiled three times (AVX-512, AVX2 + FMA, the
// baseline) and the loader picks the best one the processor runs; elsewhere once.
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__)
#define POLICY_TRAIN_CLONES \
  __attribute__((target_clones("arch=x86-64-v4", "arch=x86-64-v3", "default")))
#else
#define POLICY_TRAIN_CLONES
#endif

namespace policy_train {
namespace {

// A block of C is kRows rows by kCols columns, kept in registers over the whole k loop:
// one 16-float vector a row (one AVX-512 register, two AVX2 ones).
constexpr int kCols = 16;
constexpr int kRows = 6;
typedef float Lane __attribute__((vector_size(kCols * sizeof(float))));

// Columns [0, n) of b (k rows) copied into panel[kk * kCols + j], zeros for j >= n: the
// inner loop then reads one aligned vector a row, whatever n.
void packPanel(int k, int n, const float* b, int ldb, float* panel) {
  for (int kk = 0; kk < k; ++kk) {
    float* dst = panel + static_cast<size_t>(kk) * kCols;
    std::memcpy(dst, b + static_cast<size_t>(kk) * ldb, static_cast<size_t>(n) * sizeof(float));
    std::fill(dst + n, dst + kCols, 0.0f);
  }
}

// R rows of C, columns [0, n) (n <= kCols), from the packed panel. Row r of A is read at
// a[r * rowStride + kk * kStride]: (lda, 1) for A, (1, lda) for A transposed.
template <int R>
inline __attribute__((always_inline)) void block(int k, const float* a, int rowStride, int kStride,
                                                 const float* panel, float* c, int ldc, int n,
                                                 bool accumulate) {
  Lane acc[R];
  for (int r = 0; r < R; ++r) {
    float tmp[kCols] = {};
    if (accumulate)
      std::memcpy(tmp, c + static_cast<size_t>(r) * ldc, static_cast<size_t>(n) * sizeof(float));
    std::memcpy(&acc[r], tmp, sizeof(Lane));
  }
  for (int kk = 0; kk < k; ++kk) {
    Lane bv;
    std::memcpy(&bv, panel + static_cast<size_t>(kk) * kCols, sizeof(Lane));
    const float* ak = a + static_cast<size_t>(kk) * kStride;
    for (int r = 0; r < R; ++r) acc[r] += ak[r * rowStride] * bv;
  }
  for (int r = 0; r < R; ++r) {
    float tmp[kCols];
    std::memcpy(tmp, &acc[r], sizeof(Lane));
    std::memcpy(c + static_cast<size_t>(r) * ldc, tmp, static_cast<size_t>(n) * sizeof(float));
  }
}

// Every row block of one panel of columns.
inline __attribute__((always_inline)) void panelRows(int m, int k, const float* a, int rowStride,
                                                     int kStride, const float* panel, float* c,
                                                     int ldc, int n, bool accumulate) {
  int i = 0;
  for (; i + kRows <= m; i += kRows)
    block<kRows>(k, a + static_cast<size_t>(i) * rowStride, rowStride, kStride, panel,
                 c + static_cast<size_t>(i) * ldc, ldc, n, accumulate);
  for (; i < m; ++i)
    block<1>(k, a + static_cast<size_t>(i) * rowStride, rowStride, kStride, panel,
             c + static_cast<size_t>(i) * ldc, ldc, n, accumulate);
}

}  // namespace

POLICY_TRAIN_CLONES
void gemmNN(int m, int n, int k, const float* a, int lda, const float* b, int ldb, float* c,
            int ldc, bool accumulate) {
  std::vector<float> panel(static_cast<size_t>(k) * kCols);
  for (int j = 0; j < n; j += kCols) {
    const int w = std::min(kCols, n - j);
    packPanel(k, w, b + j, ldb, panel.data());
    panelRows(m, k, a, lda, 1, panel.data(), c + j, ldc, w, accumulate);
  }
}

POLICY_TRAIN_CLONES
void gemmTN(int m, int n, int k, const float* a, int lda, const float* b, int ldb, float* c,
            int ldc) {
  std::vector<float> panel(static_cast<size_t>(k) * kCols);
  for (int j = 0; j < n; j += kCols) {
    const int w = std::min(kCols, n - j);
    packPanel(k, w, b + j, ldb, panel.data());
    panelRows(m, k, a, 1, lda, panel.data(), c + j, ldc, w, true);
  }
}

}  // namespace policy_train
