// Small text helpers shared by the ASCII game's files (ascii_game.cpp, ascii_commands.cpp,
// ascii_endgame.cpp).
#pragma once

#include <cctype>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>

#include "engine/core/geometry.h"

namespace iface::ascii {

/// s without leading and trailing white space.
inline std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

/// s in lower case (ASCII).
inline std::string lower(std::string_view s) {
  std::string out(s);
  for (char& ch : out) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return out;
}

/// "Black" or "White".
inline std::string capitalName(core::Color c) {
  return c == core::Color::Black ? "Black" : "White";
}

/// Whole-string integer, or nullopt.
inline std::optional<int> toInt(std::string_view s) {
  const std::string text(trim(s));
  if (text.empty() || text.size() > 9) return std::nullopt;
  char* end = nullptr;
  const long v = std::strtol(text.c_str(), &end, 10);
  if (*end != '\0') return std::nullopt;
  return static_cast<int>(v);
}

}  // namespace iface::ascii
