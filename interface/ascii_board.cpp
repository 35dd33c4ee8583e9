// Board display of the ASCII game.
#include <cstdio>
#include <sstream>

#include "engine/core/point_map.h"
#include "interface/ascii_game.h"

namespace iface {
namespace {

using core::Color;
using core::Point;

const char* const kAnsiBlack = "\033[1;31m";  // bold red: readable on dark and light screens
const char* const kAnsiWhite = "\033[1;36m";  // bold cyan
const char* const kAnsiReset = "\033[0m";

std::string columnLine(int size) {
  std::string line = "   ";
  for (int x = 0; x < size; ++x) {
    line += ' ';
    line += core::columnLetter(x);
  }
  return line + '\n';
}

/// One point's character, colored if asked.
std::string pointText(const board::Board& b, Point p, bool color, bool dead) {
  const Color c = b.at(p);
  const char* black = dead ? "x" : "X";
  const char* white = dead ? "o" : "O";
  if (c == Color::Black) return color ? std::string(kAnsiBlack) + black + kAnsiReset : black;
  if (c == Color::White) return color ? std::string(kAnsiWhite) + white + kAnsiReset : white;
  return isHoshi(b.size(), p) ? "+" : ".";
}

}  // namespace

bool isHoshi(int size, Point p) {
  if (size < 5) return false;
  const int x = core::pointX(p);
  const int y = core::pointY(p);
  const int d = size >= 12 ? 3 : (size >= 6 ? 2 : 1);
  const int mid = (size - 1) / 2;
  auto line = [&](int v) {
    if (v == d || v == size - 1 - d) return true;
    return size % 2 == 1 && v == mid && size >= 13;  // side star points on big odd boards
  };
  if (size % 2 == 1 && x == mid && y == mid) return true;
  return line(x) && line(y);
}

std::string asciiBoard(const board::Game& game, bool color, const std::vector<Point>& dead) {
  const board::Board& b = game.board();
  core::PointMap<bool> isDead(false);
  for (Point p : dead) isDead[p] = true;
  const int size = b.size();
  const board::GameRecordEntry* last = game.lastMove();
  const Point lastPoint = last ? last->point : core::kPass;
  std::ostringstream out;
  // captured(White) = white stones taken by Black.
  out << "    White has captured " << b.captured(Color::Black) << " pieces\n"
      << "    Black has captured " << b.captured(Color::White) << " pieces\n\n";
  out << columnLine(size);
  for (int y = 0; y < size; ++y) {
    char number[16];
    std::snprintf(number, sizeof number, "%3d", size - y);
    out << number;
    for (int x = 0; x < size; ++x) {
      const Point p = core::toPoint(x, y);
      const bool markHere = p == lastPoint;
      const bool markLeft = x > 0 && core::toPoint(x - 1, y) == lastPoint;
      out << (markHere ? '(' : markLeft ? ')' : ' ') << pointText(b, p, color, isDead[p]);
    }
    const bool markLast = core::toPoint(size - 1, y) == lastPoint;
    out << (markLast ? ')' : ' ') << size - y << '\n';
  }
  out << columnLine(size);
  return out.str();
}

std::string winnerText(double whiteMinusBlack) {
  if (whiteMinusBlack == 0.0) return "The game is a tie";
  char line[64];
  std::snprintf(line, sizeof line, "%s wins by %.1f points",
                whiteMinusBlack < 0 ? "Black" : "White",
                whiteMinusBlack < 0 ? -whiteMinusBlack : whiteMinusBlack);
  return line;
}

std::string finalResultText(double whiteMinusBlack) {
  if (whiteMinusBlack == 0.0) return "TIED GAME!";
  char line[64];
  std::snprintf(line, sizeof line, "%s WINS by %.1f", whiteMinusBlack < 0 ? "BLACK" : "WHITE",
                whiteMinusBlack < 0 ? -whiteMinusBlack : whiteMinusBlack);
  return line;
}

}  // namespace iface
