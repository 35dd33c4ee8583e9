// The names of the choosers (chooser.h), for the options, GTP and the explanations.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace engine {

/// The stage that picks the move among the candidates (chooser.h): GNU Go 2.x's rule (the
/// highest value wins), the Monte-Carlo tree search, or the learned choice.
enum class ChooserKind : uint8_t { Classic, Search, Learned };
/// "classic", "search", "learned".
const char* chooserName(ChooserKind kind);
/// The chooser of that name, or nothing.
std::optional<ChooserKind> parseChooser(std::string_view name);

}  // namespace engine
