// End-of-game scoring for final_score / final_status_list. Placeholder until dragon
// status lands: every stone counts as alive. The dragon engineer replaces
// finalStatuses() (only); the counting below reads its result.
#pragma once

#include <string>
#include <vector>

#include "engine/core/point_map.h"
#include "engine/genmove/engine.h"

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
  /// White minus Black: positive means White wins.
  double margin() const { return white - black; }
};
FinalScore finalScore(engine::Engine& engine);

/// End-of-game marking for the ASCII game: "Dead stones: D8 F3 G3" or "No dead stones.".
std::string deadStonesLine(engine::Engine& engine);

/// GNU Go's text: "W+3.5", "B+12.0" or "0".
std::string scoreText(double whiteMinusBlack);

}  // namespace iface
