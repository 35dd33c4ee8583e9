// An independent Go board for the stress test: a plain grid, flood fill for strings and
// liberties, captures, suicide and simple ko. It shares no code with the engine (it must not:
// it is the referee the engine is checked against) and is written for clarity, not speed.
#pragma once

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

namespace stress {

enum Stone : char { kEmpty = '.', kBlack = 'X', kWhite = 'O' };

inline Stone opponent(Stone s) { return s == kBlack ? kWhite : kBlack; }

/// What a move does on the simple board.
enum class Verdict { Legal, Occupied, Suicide, Ko };

class SimpleBoard {
 public:
  explicit SimpleBoard(int size = 19) : m_size(size), m_cells(size * size, kEmpty) {}

  int size() const { return m_size; }
  Stone at(int x, int y) const { return m_cells[y * m_size + x]; }
  /// Stones captured by black / white so far (GTP `captures`).
  int captured(Stone by) const { return by == kBlack ? m_capturedByBlack : m_capturedByWhite; }

  /// Whether `color` may play at (x, y), without playing.
  Verdict check(int x, int y, Stone color) const {
    SimpleBoard copy = *this;
    return copy.play(x, y, color);
  }

  /// Plays if legal and returns the verdict; on anything but Legal nothing changes.
  Verdict play(int x, int y, Stone color) {
    if (at(x, y) != kEmpty) return Verdict::Occupied;
    if (m_ko && *m_ko == y * m_size + x && color == m_koColor) return Verdict::Ko;
    const std::vector<Stone> before = m_cells;
    set(x, y, color);
    int removed = 0;
    int lastRemoved = -1;
    for (const auto& [nx, ny] : neighbours(x, y)) {
      if (at(nx, ny) != opponent(color)) continue;
      std::vector<int> group;
      if (countLiberties(nx, ny, group) > 0) continue;
      for (int cell : group) m_cells[cell] = kEmpty;
      removed += static_cast<int>(group.size());
      lastRemoved = group.front();
    }
    std::vector<int> own;
    if (countLiberties(x, y, own) == 0) {
      m_cells = before;
      return Verdict::Suicide;
    }
    (color == kBlack ? m_capturedByBlack : m_capturedByWhite) += removed;
    // Simple ko: one stone took exactly one stone and is left alone with one liberty.
    m_ko.reset();
    if (removed == 1 && own.size() == 1 && countLiberties(x, y, own) == 1) {
      m_ko = lastRemoved;
      m_koColor = opponent(color);  // only the other side may not retake at once
    }
    return Verdict::Legal;
  }

  /// A pass: only clears the ko.
  void pass() { m_ko.reset(); }

  /// Places a stone without rules (handicap, SGF setup).
  void place(int x, int y, Stone s) { set(x, y, s); }
  void setCaptured(int byBlack, int byWhite) {
    m_capturedByBlack = byBlack;
    m_capturedByWhite = byWhite;
  }

  /// GTP vertex name ("A1" bottom left, no I column).
  static std::string vertex(int x, int y) {
    const char letter = static_cast<char>('A' + x + (x >= 8 ? 1 : 0));
    return std::string(1, letter) + std::to_string(y + 1);
  }
  /// The stones of one color as sorted vertex names.
  std::vector<std::string> stones(Stone s) const {
    std::vector<std::string> out;
    for (int y = 0; y < m_size; ++y)
      for (int x = 0; x < m_size; ++x)
        if (at(x, y) == s) out.push_back(vertex(x, y));
    std::sort(out.begin(), out.end());
    return out;
  }

 private:
  void set(int x, int y, Stone s) { m_cells[y * m_size + x] = s; }

  std::vector<std::pair<int, int>> neighbours(int x, int y) const {
    std::vector<std::pair<int, int>> out;
    if (x > 0) out.emplace_back(x - 1, y);
    if (x + 1 < m_size) out.emplace_back(x + 1, y);
    if (y > 0) out.emplace_back(x, y - 1);
    if (y + 1 < m_size) out.emplace_back(x, y + 1);
    return out;
  }

  // Flood fill from (x, y): the string's cells into `group`, returns its liberty count.
  int countLiberties(int x, int y, std::vector<int>& group) const {
    const Stone color = at(x, y);
    std::vector<char> seen(m_cells.size(), 0);
    std::vector<int> todo = {y * m_size + x};
    group.clear();
    int liberties = 0;
    seen[todo.front()] = 1;
    while (!todo.empty()) {
      const int cell = todo.back();
      todo.pop_back();
      group.push_back(cell);
      for (const auto& [nx, ny] : neighbours(cell % m_size, cell / m_size)) {
        const int n = ny * m_size + nx;
        if (seen[n]) continue;
        seen[n] = 1;
        if (m_cells[n] == kEmpty) ++liberties;
        else if (m_cells[n] == color) todo.push_back(n);
      }
    }
    return liberties;
  }

  int m_size;
  std::vector<Stone> m_cells;
  int m_capturedByBlack = 0;
  int m_capturedByWhite = 0;
  std::optional<int> m_ko;  // the cell m_koColor may not retake on the next move
  Stone m_koColor = kEmpty;
};

}  // namespace stress
