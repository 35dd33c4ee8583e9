#include "engine/core/geometry.h"

#include <algorithm>
#include <cctype>
#include <charconv>

namespace core {

std::string_view colorName(Color c) {
  switch (c) {
    case Color::Black: return "black";
    case Color::White: return "white";
    case Color::Empty: return "empty";
    default: return "border";
  }
}

std::optional<Color> parseColor(std::string_view text) {
  std::string lower(text);
  std::transform(lower.begin(), lower.end(), lower.begin(),
                 [](unsigned char ch) { return static_cast<char>(std::tolower(ch)); });
  if (lower == "b" || lower == "black") return Color::Black;
  if (lower == "w" || lower == "white") return Color::White;
  return std::nullopt;
}

char columnLetter(int x) { return static_cast<char>('A' + x + (x >= 8 ? 1 : 0)); }

Geometry::Geometry(int size) : m_size(size) {
  int n = 0;
  for (int y = 0; y < size; ++y) {
    for (int x = 0; x < size; ++x) {
      const Point p = toPoint(x, y);
      m_onBoard[p] = true;
      m_points[n++] = p;
    }
  }
}

int Geometry::edgeDistance(Point p) const {
  const int x = pointX(p), y = pointY(p);
  return std::min(std::min(x, y), std::min(m_size - 1 - x, m_size - 1 - y));
}

const Geometry& Geometry::forSize(int size) {
  static const auto table = [] {
    std::array<Geometry, kMaxSize + 1> all{
        Geometry(kMinSize), Geometry(kMinSize), Geometry(2),  Geometry(3),  Geometry(4),
        Geometry(5),        Geometry(6),        Geometry(7),  Geometry(8),  Geometry(9),
        Geometry(10),       Geometry(11),       Geometry(12), Geometry(13), Geometry(14),
        Geometry(15),       Geometry(16),       Geometry(17), Geometry(18), Geometry(19),
        Geometry(20),       Geometry(21),       Geometry(22), Geometry(23), Geometry(24),
        Geometry(25)};
    return all;
  }();
  return table[static_cast<size_t>(std::clamp(size, kMinSize, kMaxSize))];
}

std::string Geometry::vertexName(Point p) const {
  if (p == kPass) return "PASS";
  return std::string(1, columnLetter(pointX(p))) + std::to_string(m_size - pointY(p));
}

std::optional<Point> Geometry::parseVertex(std::string_view text) const {
  if (text.size() < 2 || text.size() > 3) {
    if (text.size() == 4) {
      std::string lower(text);
      for (auto& ch : lower) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
      if (lower == "pass") return kPass;
    }
    return std::nullopt;
  }
  const char letter = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
  if (letter < 'A' || letter > 'Z' || letter == 'I') return std::nullopt;
  const int x = letter - 'A' - (letter > 'I' ? 1 : 0);
  int row = 0;
  const auto digits = text.substr(1);
  const auto [ptr, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), row);
  if (ec != std::errc() || ptr != digits.data() + digits.size() || digits[0] == '0')
    return std::nullopt;
  if (x >= m_size || row < 1 || row > m_size) return std::nullopt;
  return toPoint(x, m_size - row);
}

}  // namespace core
