// The two matrix products the trainer's convolutions are made of (row-major float matrices;
// a convolution is an im2col copy and one product, policy_model.h).
#pragma once

namespace policy_train {

/// c[i * ldc + j] = (accumulate ? c[i * ldc + j] : 0) + sum over kk < k of
/// a[i * lda + kk] * b[kk * ldb + j], for i < m and j < n.
void gemmNN(int m, int n, int k, const float* a, int lda, const float* b, int ldb, float* c,
            int ldc, bool accumulate);

/// c[i * ldc + j] += sum over kk < k of a[kk * lda + i] * b[kk * ldb + j] (a transposed: the
/// weight gradient, im2col columns times the output gradient), for i < m and j < n.
void gemmTN(int m, int n, int k, const float* a, int lda, const float* b, int ldb, float* c,
            int ldc);

}  // namespace policy_train
