// The matrix products against a plain triple loop in double, on sizes that leave partial
// row blocks and partial 16-column panels.
#include "regression/policy_train/gemm.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <vector>

namespace policy_train {
namespace {

std::vector<float> randomMatrix(size_t n, std::mt19937& gen) {
  std::uniform_real_distribution<float> u(-1.0f, 1.0f);
  std::vector<float> v(n);
  for (float& x : v) x = u(gen);
  return v;
}

TEST(PolicyTrainGemm, ProductsMatchTheDefinition) {
  std::mt19937 gen(3);
  for (const auto& [m, n, k] : {std::tuple{13, 37, 29}, std::tuple{6, 16, 1}, std::tuple{1, 5, 50},
                                std::tuple{361, 48, 432}}) {
    const std::vector<float> a = randomMatrix(static_cast<size_t>(m * k), gen);
    const std::vector<float> b = randomMatrix(static_cast<size_t>(k * n), gen);
    std::vector<float> at(static_cast<size_t>(k * m));
    for (int i = 0; i < m; ++i)
      for (int kk = 0; kk < k; ++kk)
        at[static_cast<size_t>(kk * m + i)] = a[static_cast<size_t>(i * k + kk)];
    std::vector<float> c = randomMatrix(static_cast<size_t>(m * n), gen);
    const std::vector<float> before = c;
    std::vector<float> plain(c.size(), 0.0f), accumulated = c, transposed = c;
    gemmNN(m, n, k, a.data(), k, b.data(), n, plain.data(), n, false);
    gemmNN(m, n, k, a.data(), k, b.data(), n, accumulated.data(), n, true);
    gemmTN(m, n, k, at.data(), m, b.data(), n, transposed.data(), n);
    double worst = 0.0;
    for (int i = 0; i < m; ++i) {
      for (int j = 0; j < n; ++j) {
        double sum = 0.0;
        for (int kk = 0; kk < k; ++kk)
          sum += static_cast<double>(a[static_cast<size_t>(i * k + kk)]) *
                 b[static_cast<size_t>(kk * n + j)];
        const size_t at_ij = static_cast<size_t>(i * n + j);
        worst = std::max(worst, std::fabs(plain[at_ij] - sum));
        worst = std::max(worst, std::fabs(accumulated[at_ij] - (sum + before[at_ij])));
        worst = std::max(worst, std::fabs(transposed[at_ij] - (sum + before[at_ij])));
      }
    }
    EXPECT_LT(worst, 1e-4) << m << "x" << n << "x" << k;
  }
}

}  // namespace
}  // namespace policy_train
