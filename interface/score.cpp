#include "interface/score.h"

#include <cstdio>

#include "engine/dragon/final_score.h"

namespace iface {

using core::Color;
using core::Point;

bool parseFinalStatus(const std::string& text, FinalStatus* out) {
  static const std::pair<const char*, FinalStatus> kNames[] = {
      {"alive", FinalStatus::Alive},
      {"dead", FinalStatus::Dead},
      {"seki", FinalStatus::Seki},
      {"black_territory", FinalStatus::BlackTerritory},
      {"white_territory", FinalStatus::WhiteTerritory},
      {"dame", FinalStatus::Dame}};
  for (const auto& [name, status] : kNames) {
    if (text == name) {
      *out = status;
      return true;
    }
  }
  return false;
}

// The dragon module's end-of-game evaluation (dragon::FinalEvaluation): dragons that
// random playouts from the position give to the opponent are dead; regions bordered by
// live stones of one color are that color's territory.
core::PointMap<FinalStatus> finalStatuses(engine::Engine& engine) {
  board::Board& b = engine.game().mutableBoard();
  // The module's own small reader keeps final_score fast (the worm analysis can take
  // most of a second on some endgame positions); the playouts decide life and death here.
  const auto dragons = dragon::DragonAnalysis::make(b);
  const double komi = engine.game().komi();
  const bool chinese = engine.options().chineseRules;
  const auto eval = dragon::FinalEvaluation::make(b, dragons, komi, chinese);
  core::PointMap<FinalStatus> status(FinalStatus::Dame);
  for (Point p : b.geometry()) {
    switch (eval.status(p)) {
      case dragon::FinalStatus::Alive: status[p] = FinalStatus::Alive; break;
      case dragon::FinalStatus::Dead: status[p] = FinalStatus::Dead; break;
      case dragon::FinalStatus::Seki: status[p] = FinalStatus::Seki; break;
      case dragon::FinalStatus::BlackTerritory: status[p] = FinalStatus::BlackTerritory; break;
      case dragon::FinalStatus::WhiteTerritory: status[p] = FinalStatus::WhiteTerritory; break;
      case dragon::FinalStatus::Dame: status[p] = FinalStatus::Dame; break;
    }
  }
  return status;
}

std::string deadStonesLine(engine::Engine& engine) {
  const core::PointMap<FinalStatus> status = finalStatuses(engine);
  const core::Geometry& geo = engine.game().board().geometry();
  std::string line;
  for (Point p : geo) {
    if (status[p] != FinalStatus::Dead) continue;
    line += line.empty() ? "Dead stones:" : "";
    line += " " + geo.vertexName(p);
  }
  return line.empty() ? "No dead stones." : line;
}

FinalScore finalScore(engine::Engine& engine) {
  const board::Game& game = engine.game();
  const board::Board& b = game.board();
  const bool chinese = engine.options().chineseRules;
  const core::PointMap<FinalStatus> status = finalStatuses(engine);
  FinalScore score;
  score.white = game.komi();
  if (!chinese) {
    score.black += b.captured(Color::White);
    score.white += b.captured(Color::Black);
  }
  for (Point p : b.geometry()) {
    const Color c = b.at(p);
    switch (status[p]) {
      case FinalStatus::BlackTerritory: score.black += 1; break;
      case FinalStatus::WhiteTerritory: score.white += 1; break;
      case FinalStatus::Alive:
      case FinalStatus::Seki:
        if (chinese) (c == Color::Black ? score.black : score.white) += 1;
        break;
      case FinalStatus::Dead:
        // A dead stone is a prisoner (Japanese) and its point the captor's area (both).
        (c == Color::Black ? score.white : score.black) += chinese ? 1 : 2;
        break;
      case FinalStatus::Dame: break;
    }
  }
  return score;
}

std::string scoreText(double whiteMinusBlack) {
  char buf[64];
  if (whiteMinusBlack > 0)
    std::snprintf(buf, sizeof buf, "W+%3.1f", whiteMinusBlack);
  else if (whiteMinusBlack < 0)
    std::snprintf(buf, sizeof buf, "B+%3.1f", -whiteMinusBlack);
  else
    std::snprintf(buf, sizeof buf, "0");
  return buf;
}

}  // namespace iface
