// End-of-game scoring for final_score / final_status_list. Placeholder until dragon
// status lands: every stone counts as alive. The dragon engineer replaces
// finalStatuses() (only); the counting below reads its result.
#pragma once

#include <string>
#include <vector>

#include "engine/core/point_map.h"
#include "engine/genmove/engine.h"
#include "engine/playout/score_estimate.h"

namespace iface {

/// GTP final_status_list categories (GNU Go's names).
enum class FinalStatus { Alive, Dead, Seki, BlackTerritory, WhiteTerritory, Dame };

/// Parses "alive", "dead", "seki", "black_territory", "white_territory", "dame".
bool parseFinalStatus(const std::string& text, FinalStatus* out);

/// The status of every board point at the end of the game. Today: stones alive, empty
/// regions bordered by one color only are that color's territory, the rest dame.
core::PointMap<FinalStatus> finalStatuses(engine::Engine& engine);

/// Score counted from the statuses: Japanese territory (territory + prisoners + dead
/// stones) or, with EngineOptions::chineseRules, area (live stones + territory).
struct FinalScore {
  double black = 0.0;  // Black's points
  double white = 0.0;  // White's points, komi included
  /// Breakdown, index 0 Black and 1 White: territory (empty points and the points of dead
  /// enemy stones), prisoners (captures plus dead enemy stones; Japanese only), live stones
  /// (Chinese only). black = territory + prisoners + stones, white adds komi.
  int territory[2] = {0, 0};
  int prisoners[2] = {0, 0};
  int stones[2] = {0, 0};
  /// White minus Black: positive means White wins.
  double margin() const { return white - black; }
};
FinalScore finalScore(engine::Engine& engine);

/// Statuses for an explicit set of dead stones (the ASCII game's user-confirmed marking):
/// other stones alive, and regions of empty points and dead stones bordered by live stones
/// of one color only are that color's territory (no seki detection).
core::PointMap<FinalStatus> statusesWithDead(const board::Board& b,
                                             const std::vector<core::Point>& deadStones);
/// The count of finalScore() for given statuses (Japanese, or area with `chinese`).
FinalScore scoreFromStatuses(const board::Game& game, const core::PointMap<FinalStatus>& status,
                             bool chinese);

/// The engine's score estimate (engine/playout/score_estimate.h) of the game's position, by
/// its komi and rules: GTP estimate_score, --score last|MOVE, the ASCII game's `score` and
/// final evaluation, --analyze-game and --score-plot.
playout::ScoreEstimate estimateScore(const engine::Engine& engine);
/// 2.x who_wins' text for `color` and a margin (White minus Black): "Result: W+12.5" and
/// `W says "I win!"` / `B says "I lost!"`.
std::string whoWinsText(double whiteMinusBlack, core::Color color);

/// End-of-game marking for the ASCII game: "Dead stones: D8 F3 G3" or "No dead stones.".
std::string deadStonesLine(const core::Geometry& geo, const std::vector<core::Point>& dead);

/// GNU Go's text: "W+3.5", "B+12.0" or "0".
std::string scoreText(double whiteMinusBlack);

}  // namespace iface
