#include "engine/genmove/move_prior.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <iterator>

#include "engine/board/move_tactics.h"
#include "engine/genmove/move_prior_weights.h"

namespace engine {

using core::Color;
using core::Point;

namespace {

static_assert(std::size(kPriorShapeKeys) == std::size(kPriorShapeWeights));
static_assert(std::size(kPriorDiamondKeys) == std::size(kPriorDiamondWeights));
static_assert(std::size(kPriorGroupWeights) == static_cast<size_t>(kPriorGroupFeatures));

// The weight of a code in a sorted key table, 0 when absent.
template <size_t N>
double lookup(const int (&keys)[N], const double (&weights)[N], int code) {
  const int* it = std::lower_bound(keys, keys + N, code);
  return it != keys + N && *it == code ? weights[it - keys] : 0.0;
}

// The ring around a point, clockwise from north: rotating by 90 degrees shifts it by two,
// a reflection reverses it.
constexpr std::array<int, 8> kRing = {core::kNorth, core::kNorth + core::kEast, core::kEast,
                                      core::kSouth + core::kEast, core::kSouth,
                                      core::kSouth + core::kWest, core::kWest,
                                      core::kNorth + core::kWest};

int ringCode(const std::array<int, 8>& cell, int start, int step) {
  int code = 0;
  for (int k = 7; k >= 0; --k)
    code = code * 4 + cell[static_cast<size_t>((start + step * k + 16) % 8)];
  return code;
}

// The diamond's 12 offsets (dx, dy), y down: the ring clockwise from north, then N2, E2,
// S2, W2.
constexpr std::array<std::array<int, 2>, 12> kDiamond = {{{0, -1}, {1, -1}, {1, 0}, {1, 1},
                                                          {0, 1}, {-1, 1}, {-1, 0}, {-1, -1},
                                                          {0, -2}, {2, 0}, {0, 2}, {-2, 0}}};

int cellState(const board::Board& b, Color color, int x, int y) {
  const int n = b.size();
  if (x < 0 || y < 0 || x >= n || y >= n) return 3;
  const Color c = b.at(core::toPoint(x, y));
  return c == Color::Empty ? 0 : c == color ? 1 : 2;
}

int sizeBucket4(int n) { return n <= 1 ? 0 : n <= 3 ? 1 : n <= 6 ? 2 : 3; }

// Gridcular distance dx + dy + max(dx, dy): 2..9 one each, 10-12, 13+, and "no move".
int distanceBucket(Point p, Point q) {
  if (q == core::kNoPoint) return 10;
  const int d = core::manhattanDistance(p, q) + core::chebyshevDistance(p, q);
  return d <= 9 ? d - 2 : d <= 12 ? 8 : 9;
}

// Manhattan distance to the nearest stone of color c within 5 (6 when none).
int nearestStone(const board::Board& b, Point p, Color c) {
  const int x0 = core::pointX(p), y0 = core::pointY(p), n = b.size();
  int best = 6;
  for (int dy = -5; dy <= 5; ++dy) {
    for (int dx = -5; dx <= 5; ++dx) {
      const int d = std::abs(dx) + std::abs(dy), x = x0 + dx, y = y0 + dy;
      if (d == 0 || d >= best || x < 0 || y < 0 || x >= n || y >= n) continue;
      if (b.at(core::toPoint(x, y)) == c) best = d;
    }
  }
  return best;
}

// Touches two or more distinct strings of color c.
bool touchesTwoStrings(const board::Board& b, Point p, Color c) {
  Point first = core::kNoPoint;
  for (int d : core::kDirections) {
    const Point q = static_cast<Point>(p + d);
    if (b.at(q) != c) continue;
    const Point s = b.stringAt(q);
    if (first == core::kNoPoint) first = s;
    else if (s != first) return true;
  }
  return false;
}

// The tactical features (engine/board/move_tactics.h): captures, saves, ataris, the new
// string's liberties, self-atari; and whether it connects or cuts.
void tacticalFeatures(const board::Board& b, Color me, Point p, PriorIds& f) {
  const int captured = board::capturedBy(b, p, me);
  const int saved = board::savedBy(b, p, me), atari = board::atariBy(b, p, me);
  const int libs = board::libertiesAfter(b, p, me, 4);
  if (captured > 0) f.add(kPriorCapture + sizeBucket4(captured));
  if (saved > 0) f.add(kPriorSave + sizeBucket4(saved));
  if (atari > 0) f.add(kPriorAtari + sizeBucket4(atari));
  f.add(kPriorLiberties + std::clamp(libs, 1, 4) - 1);
  if (board::isSelfAtari(b, p, me)) {
    const int size = board::stringSizeAfter(b, p, me);
    f.add(kPriorSelfAtari + (size <= 1 ? 0 : size <= 3 ? 1 : 2));
  }
  if (touchesTwoStrings(b, p, me)) f.add(kPriorConnect);
  if (touchesTwoStrings(b, p, core::opponent(me))) f.add(kPriorCut);
}

PriorIds pointFeatures(const board::Board& b, Color me, Point p, const std::array<Point, 2>& recent,
                       int moves) {
  PriorIds f;
  f.add(priorShapeCode(b, me, p));
  f.add(kPriorDiamondBase + priorDiamondCode(b, me, p));
  tacticalFeatures(b, me, p, f);
  f.add(kPriorLastMove + distanceBucket(p, recent[0]));
  f.add(kPriorOwnMove + distanceBucket(p, recent[1]));
  const int line = std::min(b.geometry().edgeDistance(p), 5);
  f.add(kPriorLine + line);
  const int own = nearestStone(b, p, me), opp = nearestStone(b, p, core::opponent(me));
  if (std::min(own, opp) > 4) f.add(kPriorLineAlone + line);
  f.add(kPriorNearOwn + own - 1);
  f.add(kPriorNearOpp + opp - 1);
  const int stage = moves < 20 ? 0 : moves < 60 ? 1 : moves < 150 ? 2 : 3;
  f.add(kPriorStageLine + stage * 5 + std::min(line, 4));
  return f;
}

}  // namespace

std::array<Point, 2> recentMoves(const board::Game& game) {
  std::array<Point, 2> out = {core::kNoPoint, core::kNoPoint};
  size_t k = 0;
  const auto& record = game.record();
  for (auto it = record.rbegin(); it != record.rend() && k < 2; ++it) {
    if (it->isSetup) continue;
    out[k++] = it->point == core::kPass ? core::kNoPoint : it->point;
  }
  return out;
}

int priorShapeCode(const board::Board& b, Color color, Point p) {
  std::array<int, 8> cell{};
  for (size_t k = 0; k < kRing.size(); ++k) {
    const Color c = b.at(static_cast<Point>(p + kRing[k]));
    cell[k] = c == Color::Empty ? 0 : c == color ? 1 : c == Color::Border ? 3 : 2;
  }
  int best = kPriorShapeCodes;
  for (int start = 0; start < 8; start += 2) {
    best = std::min(best, ringCode(cell, start, 1));
    best = std::min(best, ringCode(cell, start, -1));
  }
  return best;
}

int priorDiamondCode(const board::Board& b, Color color, Point p) {
  const int x0 = core::pointX(p), y0 = core::pointY(p);
  int best = kPriorDiamondCodes;
  for (int t = 0; t < 8; ++t) {  // bit 0: swap x and y, bit 1: negate x, bit 2: negate y
    int code = 0;
    for (const auto& [dx0, dy0] : kDiamond) {
      int dx = (t & 1) ? dy0 : dx0, dy = (t & 1) ? dx0 : dy0;
      if (t & 2) dx = -dx;
      if (t & 4) dy = -dy;
      code = code * 4 + cellState(b, color, x0 + dx, y0 + dy);
    }
    best = std::min(best, code);
  }
  return best;
}

std::vector<PriorPoint> priorFeatures(const board::Game& game, Color color) {
  const board::Board& b = game.board();
  const std::array<Point, 2> recent = recentMoves(game);
  const int moves = game.moveCount();
  std::vector<PriorPoint> out;
  for (Point p : b.geometry()) {
    if (b.at(p) != Color::Empty || game.check(p, color) != board::PlayError::None) continue;
    out.push_back({p, pointFeatures(b, color, p, recent, moves)});
  }
  return out;
}

double priorScore(const PriorIds& f) {
  double s = 0.0;
  for (int k = 0; k < f.count; ++k) {
    const int id = f.ids[static_cast<size_t>(k)];
    if (id >= kPriorDiamondBase) {
      s += lookup(kPriorDiamondKeys, kPriorDiamondWeights, id - kPriorDiamondBase);
      continue;
    }
    if (id >= kPriorShapeCodes) {
      s += kPriorGroupWeights[static_cast<size_t>(id - kPriorShapeCodes)];
      continue;
    }
    s += lookup(kPriorShapeKeys, kPriorShapeWeights, id);
  }
  return s;
}

bool MoveProbabilities::isBest(Point p) const {
  const auto end = best.begin() + std::min(best.size(), static_cast<size_t>(kPriorCandidates));
  return std::find(best.begin(), end, p) != end;
}

MoveProbabilities priorFromScores(std::vector<std::pair<double, Point>> scored) {
  MoveProbabilities prior;
  if (scored.empty()) return prior;
  double top = scored.front().first;
  for (const auto& [s, p] : scored) top = std::max(top, s);
  double sum = 0.0;
  for (const auto& [s, p] : scored) sum += std::exp(s - top);
  const double norm = top + std::log(sum);
  for (const auto& [s, p] : scored) prior.logProb[p] = s - norm;
  const size_t n = std::min(scored.size(), static_cast<size_t>(kPriorCandidateMoves));
  std::partial_sort(scored.begin(), scored.begin() + static_cast<std::ptrdiff_t>(n), scored.end(),
                    [](const auto& a, const auto& b) { return a.first > b.first; });
  for (size_t k = 0; k < n; ++k) prior.best.push_back(scored[k].second);
  return prior;
}

MoveProbabilities featurePrior(const board::Game& game, Color color) {
  const std::vector<PriorPoint> points = priorFeatures(game, color);
  std::vector<std::pair<double, Point>> scored;
  scored.reserve(points.size());
  for (const PriorPoint& pp : points) scored.emplace_back(priorScore(pp.features), pp.point);
  return priorFromScores(std::move(scored));
}

}  // namespace engine
