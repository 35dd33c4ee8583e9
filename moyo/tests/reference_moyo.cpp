#include "moyo/tests/reference_moyo.h"

#include <algorithm>

namespace moyo::ref {

namespace {

const int kDx[4] = {1, -1, 0, 0};
const int kDy[4] = {0, 0, 1, -1};

bool inside(int n, int x, int y) { return x >= 0 && y >= 0 && x < n && y < n; }

int sign(int v) { return (v > 0) - (v < 0); }

}  // namespace

Board2 startBoard(const Position& pos) {
  Board2 b(pos.size, std::vector<int>(pos.size, 0));
  for (int y = 0; y < pos.size; ++y)
    for (int x = 0; x < pos.size; ++x)
      if (pos.color[y][x] != 0 && !pos.dead[y][x]) b[y][x] = pos.color[y][x] == 1 ? 128 : -128;
  return b;
}

Board2 liveStones(const Position& pos) {
  Board2 s(pos.size, std::vector<int>(pos.size, 0));
  for (int y = 0; y < pos.size; ++y)
    for (int x = 0; x < pos.size; ++x)
      if (!pos.dead[y][x]) s[y][x] = pos.color[y][x];
  return s;
}

void dilate(Board2& b) {
  const int n = static_cast<int>(b.size());
  Board2 out = b;
  for (int y = 0; y < n; ++y) {
    for (int x = 0; x < n; ++x) {
      int pos = 0, neg = 0;
      for (int k = 0; k < 4; ++k) {
        const int nx = x + kDx[k], ny = y + kDy[k];
        if (!inside(n, nx, ny)) continue;
        if (b[ny][nx] > 0) ++pos;
        if (b[ny][nx] < 0) ++neg;
      }
      const int v = b[y][x];
      if ((pos && neg) || (v > 0 && neg) || (v < 0 && pos)) continue;
      out[y][x] = v + pos - neg;
    }
  }
  b = out;
}

void erode(Board2& b) {
  const int n = static_cast<int>(b.size());
  Board2 out = b;
  for (int y = 0; y < n; ++y) {
    for (int x = 0; x < n; ++x) {
      const int v = b[y][x];
      if (v == 0) continue;
      int m = 0;
      for (int k = 0; k < 4; ++k) {
        const int nx = x + kDx[k], ny = y + kDy[k];
        if (inside(n, nx, ny) && b[ny][nx] * v <= 0) ++m;
      }
      const int mag = std::max(0, std::abs(v) - m);
      out[y][x] = v > 0 ? mag : -mag;
    }
  }
  b = out;
}

// Flood fill by sign in column-major order, then kosumi merges by relabelling, then the
// numbers follow the column-major order of each area's first point.
Areas ownership(const Board2& g, const Board2& stones) {
  const int n = static_cast<int>(g.size());
  Board2 label(n, std::vector<int>(n, -1));
  int next = 0;
  for (int x = 0; x < n; ++x) {
    for (int y = 0; y < n; ++y) {
      if (label[y][x] >= 0) continue;
      std::vector<std::pair<int, int>> todo{{x, y}};
      label[y][x] = next;
      while (!todo.empty()) {
        auto [cx, cy] = todo.back();
        todo.pop_back();
        for (int k = 0; k < 4; ++k) {
          const int nx = cx + kDx[k], ny = cy + kDy[k];
          if (!inside(n, nx, ny) || label[ny][nx] >= 0) continue;
          if (sign(g[ny][nx]) != sign(g[y][x])) continue;
          label[ny][nx] = next;
          todo.push_back({nx, ny});
        }
      }
      ++next;
    }
  }
  bool merged = true;
  while (merged) {
    merged = false;
    for (int y = 0; y + 1 < n; ++y) {
      for (int x = 0; x < n; ++x) {
        for (int side : {-1, 1}) {
          const int dx = x + side;
          if (dx < 0 || dx >= n || stones[y][x] == 0 || stones[y + 1][dx] != stones[y][x]) continue;
          if (g[y][dx] != 0 || g[y + 1][x] != 0) continue;
          const int a = label[y][x], b = label[y + 1][dx];
          if (a == b) continue;
          for (auto& row : label)
            for (int& l : row)
              if (l == b) l = a;
          merged = true;
        }
      }
    }
  }
  Areas areas;
  areas.index.assign(n, std::vector<int>(n, -1));
  std::vector<int> numberOf(static_cast<size_t>(next), -1);
  for (int x = 0; x < n; ++x) {
    for (int y = 0; y < n; ++y) {
      int& num = numberOf[static_cast<size_t>(label[y][x])];
      if (num < 0) {
        num = static_cast<int>(areas.list.size());
        Area a;
        a.number = num + 1;
        a.originX = x;
        a.originY = y;
        a.color = g[y][x] > 0 ? 1 : (g[y][x] < 0 ? 2 : 0);
        areas.list.push_back(a);
        ++areas.groups[a.color];
      }
      areas.index[y][x] = num;
      Area& a = areas.list[static_cast<size_t>(num)];
      if (a.color != 0 && stones[y][x] == a.color)
        ++a.stone;
      else
        ++a.space;
    }
  }
  return areas;
}

void count(const Board2& b, const Position& pos, int out[3], int skipX, int skipY) {
  out[0] = out[1] = out[2] = 0;
  for (int y = 0; y < pos.size; ++y) {
    for (int x = 0; x < pos.size; ++x) {
      if (x == skipX && y == skipY) continue;
      int w = 0;
      if (pos.color[y][x] == 0) w = 1;
      else if (pos.dead[y][x]) w = 2;
      if (b[y][x] > 0) out[1] += w;
      if (b[y][x] < 0) out[2] += w;
    }
  }
}

Analysis analyze(const Position& pos) {
  Analysis a;
  a.area = startBoard(pos);
  for (int k = 0; k < 4; ++k) dilate(a.area);
  a.areas = ownership(a.area, liveStones(pos));
  a.moyo = startBoard(pos);
  for (int k = 0; k < 5; ++k) dilate(a.moyo);
  for (int k = 0; k < 10; ++k) erode(a.moyo);
  a.terri = a.moyo;
  for (int k = 0; k < 11; ++k) erode(a.terri);
  count(a.moyo, pos, a.moyoCount);
  count(a.terri, pos, a.terriCount);
  a.terriCount[1] += pos.blackPrisoners;
  a.terriCount[2] += pos.whitePrisoners;
  return a;
}

Board2 testBoard(const Position& pos, int x, int y, int color, int d, int e) {
  Board2 b = startBoard(pos);
  b[y][x] = color == 1 ? 128 : -128;
  for (int k = 0; k < d; ++k) dilate(b);
  for (int k = 0; k < e; ++k) erode(b);
  return b;
}

int deltaTerri(const Position& pos, const Analysis& a, int x, int y, int color) {
  const int other = 3 - color;
  int c[3];
  count(testBoard(pos, x, y, color, 5, 21), pos, c, x, y);
  c[1] += pos.blackPrisoners;
  c[2] += pos.whitePrisoners;
  return (c[color] - c[other]) - (a.terriCount[color] - a.terriCount[other]);
}

int metaConnect(const Position& pos, const Analysis& a, int x, int y, int color) {
  const int other = 3 - color;
  Board2 stones = liveStones(pos);
  stones[y][x] = color;
  const Areas t = ownership(testBoard(pos, x, y, color, 4, 0), stones);
  const Area& mine = t.list[static_cast<size_t>(t.index[y][x])];
  if (mine.stone <= 2 && mine.space <= 10) return -1;
  if (mine.stone > 1)
    return 15 * (a.areas.groups[color] - t.groups[color]) +
           10 * (t.groups[other] - a.areas.groups[other]);
  return 0;
}

int deltaMoyo(const Position& pos, const Analysis& a, int x, int y, int color) {
  const int other = 3 - color;
  int c[3];
  count(testBoard(pos, x, y, color, 5, 10), pos, c, x, y);
  const int simple = (c[color] - c[other]) - (a.moyoCount[color] - a.moyoCount[other]);
  return simple + std::max(0, metaConnect(pos, a, x, y, color));
}

int numberWeak(const Analysis& a, int color) {
  int n = 0;
  for (const Area& area : a.areas.list)
    if (area.color == color && area.space <= 20 && area.stone >= 2) ++n;
  return n;
}

}  // namespace moyo::ref
