// The network's weights as the C++ header the engine compiles
// (engine/genmove/policy_net_weights.h): names, sizes and layouts of the PyTorch fit it
// replaces (convolution weights [out][in][ky][kx], biases [out], point biases [y * 19 + x]),
// numbers as "%.7g"; and the reader of such a header (policy_train --eval).
#pragma once

#include <string>

#include "regression/policy_train/policy_model.h"

namespace policy_train {

/// The header text. `description` is the second comment line (how the weights were made).
/// Precondition: model.shape().layers >= 1.
std::string weightsHeader(const Model& model, const std::string& description);

/// The network of a header text (19x19); throws std::runtime_error with a clear message
/// when a name is missing or a size does not fit.
Model readWeightsHeader(const std::string& text);

}  // namespace policy_train
