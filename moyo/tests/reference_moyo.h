// A plain, obviously correct implementation of the moyo module, written straight from
// notes 4.2-4.10 and ARCHITECTURE section 4 with 2-D vectors and no tricks. The fast
// implementation in moyo/ is checked against it.
#pragma once

#include <vector>

namespace moyo::ref {

/// grid[y][x], row 0 on top.
using Board2 = std::vector<std::vector<int>>;

/// A position: color[y][x] 0 empty, 1 black, 2 white; dead[y][x] marks DEAD stones.
struct Position {
  int size = 0;
  Board2 color;
  Board2 dead;
  int blackPrisoners = 0;  ///< white stones Black has captured
  int whitePrisoners = 0;  ///< black stones White has captured
};

struct Area {
  int number = 0;
  int originX = 0, originY = 0;
  int color = 0;  // 0 neutral, 1 black, 2 white
  int stone = 0, space = 0;
};

struct Areas {
  std::vector<Area> list;  // in number order
  Board2 index;            // index into list per point
  int groups[3] = {0, 0, 0};
};

struct Analysis {
  Board2 area, moyo, terri;
  Areas areas;
  int terriCount[3] = {0, 0, 0};  // [1] black, [2] white, with prisoners
  int moyoCount[3] = {0, 0, 0};
};

Board2 startBoard(const Position& pos);
/// Level-0 stones: live stones' colors, 0 elsewhere.
Board2 liveStones(const Position& pos);
void dilate(Board2& b);
void erode(Board2& b);
Areas ownership(const Board2& dilated4, const Board2& stones);
/// Counts 1 per empty point, 2 per dead stone by sign; skips (skipX, skipY).
void count(const Board2& b, const Position& pos, int out[3], int skipX = -1, int skipY = -1);
Analysis analyze(const Position& pos);

/// The test board (start plus a stone of `color` at x,y) after d dilations and e erosions.
Board2 testBoard(const Position& pos, int x, int y, int color, int d, int e);
int deltaTerri(const Position& pos, const Analysis& a, int x, int y, int color);
int metaConnect(const Position& pos, const Analysis& a, int x, int y, int color);
/// Moyo balance change plus meta_connect when positive.
int deltaMoyo(const Position& pos, const Analysis& a, int x, int y, int color);
/// Number of weak areas of `color` (0..20 spaces, 2+ stones) when every dragon is UNKNOWN.
int numberWeak(const Analysis& a, int color);

}  // namespace moyo::ref
