#include "engine/playout/score_estimate.h"

#include <cmath>

#include "engine/core/random.h"
#include "engine/playout/playout.h"

namespace playout {
namespace {

/// Salt so the estimate's random stream differs from other users of the stone hash.
constexpr uint64_t kScoreSalt = 0x5c0e'e571'3a7e'0001ULL;

}  // namespace


double ScoreEstimate::pointValue(double blackShare) {
  return std::tanh(kSharpness * (2.0 * blackShare - 1.0)) / std::tanh(kSharpness);
}

ScoreEstimate ScoreEstimate::run(const board::Board& b, const ScoreRules& rules, int playouts) {
  if (playouts <= 0) playouts = kPlayouts;
  ScoreEstimate est;
  const PlayoutBoard start(b);
  // The ko point forbids one color only: a playout the other color starts plays without it.
  PlayoutBoard startUnbound = start;
  startUnbound.pass();
  const Color koColor = b.koPoint() != core::kNoPoint ? b.koColor() : Color::Empty;
  core::Random rng(b.hash() ^ kScoreSalt);
  double blackArea = 0.0;
  for (int g = 0; g < playouts; ++g) {
    const Color first = g % 2 == 0 ? Color::Black : Color::White;
    PlayoutBoard pb = first == koColor || koColor == Color::Empty ? start : startUnbound;
    playToEnd(pb, first, rng, nullptr, PlayoutEnd::Finished);
    blackArea += pb.blackArea();
    for (Point p : b.geometry()) {
      Color owner = pb.at(p);
      if (owner == Color::Empty) owner = pb.emptyOwner(p);
      est.m_owner[p] += owner == Color::Black ? 2 : owner == Color::Empty ? 1 : 0;
    }
  }
  est.m_count = playouts;
  double count = 0.0;
  for (Point p : b.geometry()) count += pointValue(est.blackOwns(p));
  // White minus Black = komi (+ the stones Black placed beyond White's, Japanese) - area.
  const double offset = (rules.chinese ? 0 : stonesPlaced(b)) + rules.komi;
  est.m_whiteMinusBlack = offset - count;
  est.m_meanMargin = offset - blackArea / playouts;
  return est;
}

}  // namespace playout
