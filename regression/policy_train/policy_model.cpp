#include "regression/policy_train/policy_model.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <random>

#include "regression/policy_train/gemm.h"

namespace policy_train {

Model::Model(const ModelShape& shape) : m_shape(shape) {
  size_t next = 0;
  auto add = [&next](int k, int in, int out) {
    ConvSlot s;
    s.k = k;
    s.in = in;
    s.out = out;
    s.weights = next;
    next += static_cast<size_t>(k) * k * in * out;
    s.bias = next;
    next += static_cast<size_t>(out);
    return s;
  };
  m_convs.push_back(add(5, shape.planes, shape.filters));
  for (int l = 0; l < shape.layers; ++l) m_convs.push_back(add(3, shape.filters, shape.filters));
  m_headWeights = next;
  next += static_cast<size_t>(shape.filters);
  m_headBias = next++;
  m_pointBias = next;
  next += static_cast<size_t>(shape.points());
  m_params.assign(next, 0.0f);
}

size_t Model::weightIndex(int c, int out, int in, int ky, int kx) const {
  const ConvSlot& s = conv(c);
  return s.weights +
         (static_cast<size_t>((ky * s.k + kx) * s.in + in)) * static_cast<size_t>(s.out) +
         static_cast<size_t>(out);
}

void Model::initialize(uint64_t seed) {
  std::mt19937_64 gen(seed);
  // uniform_real_distribution's algorithm differs between libraries; 24 bits of the
  // generator give the same numbers everywhere.
  auto uniform = [&gen](float bound) {
    const float u = static_cast<float>(gen() >> 40) * (1.0f / 16777216.0f);
    return (2.0f * u - 1.0f) * bound;
  };
  for (const ConvSlot& s : m_convs) {
    const float bound = 1.0f / std::sqrt(static_cast<float>(s.in * s.k * s.k));
    for (size_t i = s.weights; i < s.bias; ++i) m_params[i] = uniform(bound);
    for (int o = 0; o < s.out; ++o) m_params[s.bias + static_cast<size_t>(o)] = uniform(bound);
  }
  const float head = 1.0f / std::sqrt(static_cast<float>(m_shape.filters));
  for (int c = 0; c < m_shape.filters; ++c)
    m_params[m_headWeights + static_cast<size_t>(c)] = uniform(head);
  m_params[m_headBias] = uniform(head);
  std::fill(m_params.begin() + static_cast<std::ptrdiff_t>(m_pointBias), m_params.end(), 0.0f);
}

Workspace::Workspace(const ModelShape& shape) {
  const size_t points = static_cast<size_t>(shape.points());
  const size_t widest = static_cast<size_t>(std::max(shape.planes * 25, shape.filters * 9));
  input.assign(points * static_cast<size_t>(shape.planes), 0.0f);
  acts.assign(static_cast<size_t>(shape.layers + 1),
              std::vector<float>(points * static_cast<size_t>(shape.filters)));
  col.assign(points * widest, 0.0f);
  delta.assign(points * static_cast<size_t>(shape.filters), 0.0f);
  deltaIn = delta;
  scores.assign(points, 0.0f);
  scoreGrad.assign(points, 0.0f);
}

namespace {

// Row p of col: the k x k neighbourhood of point p, [tap][channel], zeros off the board
// (the zero padding of the engine's convolutions).
void im2col(const float* src, int channels, int size, int k, float* col) {
  const int r = k / 2;
  const size_t width = static_cast<size_t>(channels);
  const size_t rowLength = static_cast<size_t>(k * k) * width;
  for (int y = 0; y < size; ++y) {
    for (int x = 0; x < size; ++x) {
      float* row = col + static_cast<size_t>(y * size + x) * rowLength;
      for (int ky = 0; ky < k; ++ky) {
        const int sy = y + ky - r;
        for (int kx = 0; kx < k; ++kx) {
          const int sx = x + kx - r;
          float* dst = row + static_cast<size_t>(ky * k + kx) * width;
          if (sy < 0 || sy >= size || sx < 0 || sx >= size)
            std::fill(dst, dst + width, 0.0f);
          else
            std::memcpy(dst, src + static_cast<size_t>(sy * size + sx) * width,
                        width * sizeof(float));
        }
      }
    }
  }
}

}  // namespace

std::vector<std::vector<float>> flippedWeights(const Model& model) {
  std::vector<std::vector<float>> out(static_cast<size_t>(model.convCount()));
  const std::vector<float>& w = model.params();
  for (int c = 1; c < model.convCount(); ++c) {
    const ConvSlot& s = model.conv(c);
    const int taps = s.k * s.k;
    std::vector<float>& f = out[static_cast<size_t>(c)];
    f.resize(static_cast<size_t>(taps) * s.out * s.in);
    for (int t = 0; t < taps; ++t) {
      const int flip = taps - 1 - t;  // (k-1-ky, k-1-kx)
      for (int i = 0; i < s.in; ++i)
        for (int o = 0; o < s.out; ++o)
          f[(static_cast<size_t>(flip) * s.out + static_cast<size_t>(o)) * s.in +
            static_cast<size_t>(i)] =
              w[s.weights + (static_cast<size_t>(t) * s.in + static_cast<size_t>(i)) * s.out +
                static_cast<size_t>(o)];
    }
  }
  return out;
}

void forward(const Model& model, Workspace& ws) {
  const ModelShape& shape = model.shape();
  const int points = shape.points();
  const std::vector<float>& w = model.params();
  const float* in = ws.input.data();
  for (int c = 0; c < model.convCount(); ++c) {
    const ConvSlot& s = model.conv(c);
    const int width = s.k * s.k * s.in;
    im2col(in, s.in, shape.size, s.k, ws.col.data());
    float* out = ws.acts[static_cast<size_t>(c)].data();
    gemmNN(points, s.out, width, ws.col.data(), width, &w[s.weights], s.out, out, s.out, false);
    const float* bias = &w[s.bias];
    for (int p = 0; p < points; ++p) {
      float* row = out + static_cast<size_t>(p) * s.out;
      for (int o = 0; o < s.out; ++o) row[o] = std::max(row[o] + bias[o], 0.0f);
    }
    in = out;
  }
  const float* head = &w[model.headWeights()];
  const float* pointBias = &w[model.pointBias()];
  for (int p = 0; p < points; ++p) {
    const float* row = in + static_cast<size_t>(p) * shape.filters;
    float sum = 0.0f;
    for (int f = 0; f < shape.filters; ++f) sum += head[f] * row[f];
    ws.scores[static_cast<size_t>(p)] = sum + w[model.headBias()] + pointBias[p];
  }
}

double softmaxLoss(Workspace& ws, const std::vector<uint8_t>& legal, int label, float scale) {
  const size_t points = ws.scores.size();
  double top = -1e300;
  for (size_t p = 0; p < points; ++p)
    if (legal[p]) top = std::max(top, static_cast<double>(ws.scores[p]));
  double sum = 0.0;
  for (size_t p = 0; p < points; ++p)
    if (legal[p]) sum += std::exp(static_cast<double>(ws.scores[p]) - top);
  const double logSum = top + std::log(sum);
  for (size_t p = 0; p < points; ++p) {
    double g = 0.0;
    if (legal[p]) g = std::exp(static_cast<double>(ws.scores[p]) - logSum);
    if (static_cast<int>(p) == label) g -= 1.0;
    ws.scoreGrad[p] = static_cast<float>(g) * scale;
  }
  return logSum - static_cast<double>(ws.scores[static_cast<size_t>(label)]);
}

namespace {

// The head: its parameters' gradients, and the gradient of the last activation (ReLU
// applied) into ws.delta.
void backwardHead(const Model& model, Workspace& ws, float* grad) {
  const ModelShape& shape = model.shape();
  const std::vector<float>& w = model.params();
  const std::vector<float>& h = ws.acts.back();
  const float* head = &w[model.headWeights()];
  float* headGrad = grad + model.headWeights();
  float biasGrad = 0.0f;
  for (int p = 0; p < shape.points(); ++p) {
    const float g = ws.scoreGrad[static_cast<size_t>(p)];
    biasGrad += g;
    grad[model.pointBias() + static_cast<size_t>(p)] += g;
    const size_t row = static_cast<size_t>(p) * shape.filters;
    for (int f = 0; f < shape.filters; ++f) {
      const float a = h[row + static_cast<size_t>(f)];
      headGrad[f] += g * a;
      ws.delta[row + static_cast<size_t>(f)] = a > 0.0f ? g * head[f] : 0.0f;
    }
  }
  grad[model.headBias()] += biasGrad;
}

}  // namespace

void backward(const Model& model, const std::vector<std::vector<float>>& flipped, Workspace& ws,
              float* grad) {
  const ModelShape& shape = model.shape();
  const int points = shape.points();
  backwardHead(model, ws, grad);
  for (int c = model.convCount() - 1; c >= 0; --c) {
    const ConvSlot& s = model.conv(c);
    const float* in = c == 0 ? ws.input.data() : ws.acts[static_cast<size_t>(c - 1)].data();
    float* biasGrad = grad + s.bias;
    for (int p = 0; p < points; ++p) {
      const float* row = ws.delta.data() + static_cast<size_t>(p) * s.out;
      for (int o = 0; o < s.out; ++o) biasGrad[o] += row[o];
    }
    const int width = s.k * s.k * s.in;
    im2col(in, s.in, shape.size, s.k, ws.col.data());
    gemmTN(width, s.out, points, ws.col.data(), width, ws.delta.data(), s.out, grad + s.weights,
           s.out);
    if (c == 0) break;
    const int back = s.k * s.k * s.out;
    im2col(ws.delta.data(), s.out, shape.size, s.k, ws.col.data());
    gemmNN(points, s.in, back, ws.col.data(), back, flipped[static_cast<size_t>(c)].data(), s.in,
           ws.deltaIn.data(), s.in, false);
    const size_t n = static_cast<size_t>(points) * s.in;
    for (size_t i = 0; i < n; ++i)
      if (!(in[i] > 0.0f)) ws.deltaIn[i] = 0.0f;
    ws.delta.swap(ws.deltaIn);
  }
}

int bestPoint(const std::vector<float>& scores, const std::vector<uint8_t>& legal) {
  int best = -1;
  for (size_t p = 0; p < scores.size(); ++p)
    if (legal[p] && (best < 0 || scores[p] > scores[static_cast<size_t>(best)]))
      best = static_cast<int>(p);
  return best;
}

}  // namespace policy_train
