// The trainer's copy of the move prediction network of engine/genmove/policy_net.h: the same
// layers (a 5x5 convolution from the input planes to F filters, L 3x3 convolutions of F
// filters, ReLU after each, a 1x1 convolution to one plane plus a bias per point; zero
// padding), the same scores, and their gradients. Activations are channel-last ([point]
// [channel], points row by row from the top); every convolution is an im2col copy and one
// matrix product (gemm.h). The board size is a parameter so the tests can check gradients on
// a small board; the engine's network is 19x19.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace policy_train {

struct ModelShape {
  int size = 19;     ///< board side
  int planes = 20;   ///< input planes
  int filters = 48;  ///< F
  int layers = 6;    ///< L hidden 3x3 convolutions
  int points() const { return size * size; }
};

/// One convolution's place in the flat parameter vector: weights [tap][in][out] (tap =
/// ky * k + kx) then the biases [out].
struct ConvSlot {
  int k = 0;
  int in = 0;
  int out = 0;
  size_t weights = 0;
  size_t bias = 0;
};

/// The parameters, in one flat vector (the optimizer and the gradient reduction see one
/// array): the convolutions (first, then the hidden ones), the head's weights [F], its bias,
/// the point biases [points].
class Model {
 public:
  explicit Model(const ModelShape& shape);

  const ModelShape& shape() const { return m_shape; }
  std::vector<float>& params() { return m_params; }
  const std::vector<float>& params() const { return m_params; }
  /// Convolution c: 0 the 5x5 one, 1..L the hidden ones.
  const ConvSlot& conv(int c) const { return m_convs[static_cast<size_t>(c)]; }
  int convCount() const { return static_cast<int>(m_convs.size()); }
  size_t headWeights() const { return m_headWeights; }
  size_t headBias() const { return m_headBias; }
  size_t pointBias() const { return m_pointBias; }

  /// PyTorch's default initialization of the fit it replaces: weights and biases of a
  /// convolution uniform in +-1/sqrt(fan in), point biases 0; from a generator seeded with
  /// `seed`.
  void initialize(uint64_t seed);

  /// The weight [out][in][ky][kx] of convolution c (the header's layout) and its index in
  /// params().
  size_t weightIndex(int c, int out, int in, int ky, int kx) const;

 private:
  ModelShape m_shape;
  std::vector<ConvSlot> m_convs;
  size_t m_headWeights = 0, m_headBias = 0, m_pointBias = 0;
  std::vector<float> m_params;
};

/// Buffers of one thread's forward and backward passes.
struct Workspace {
  std::vector<float> input;              ///< [point][plane], filled by the caller
  std::vector<std::vector<float>> acts;  ///< output of convolution c after ReLU, [point][F]
  std::vector<float> col;                ///< im2col rows
  std::vector<float> delta, deltaIn;     ///< gradients [point][channel]
  std::vector<float> scores;             ///< [point]
  std::vector<float> scoreGrad;          ///< [point]
  explicit Workspace(const ModelShape& shape);
};

/// Weights of the hidden convolutions rearranged for the input gradient (a convolution of
/// the output gradient with the kernel flipped and in/out exchanged): [c][tap][out][in],
/// empty for c = 0. Made once a step from the current parameters.
std::vector<std::vector<float>> flippedWeights(const Model& model);

/// The scores of every point (before the softmax) from ws.input into ws.scores.
void forward(const Model& model, Workspace& ws);

/// The loss -log p(label) of the softmax of ws.scores over the points with legal[p] != 0,
/// and its gradient times `scale` into ws.scoreGrad (0 on illegal points). Precondition:
/// legal[label] != 0.
double softmaxLoss(Workspace& ws, const std::vector<uint8_t>& legal, int label, float scale);

/// Adds the gradient of the loss whose score gradient is ws.scoreGrad to `grad` (one entry
/// per parameter). Precondition: forward() ran on ws.
void backward(const Model& model, const std::vector<std::vector<float>>& flipped, Workspace& ws,
              float* grad);

/// The legal point with the highest score (-1 when none is legal).
int bestPoint(const std::vector<float>& scores, const std::vector<uint8_t>& legal);

}  // namespace policy_train
