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

std::string deadStonesLine(const core::Geometry& geo, const std::vector<Point>& dead) {
  std::string line = dead.empty() ? "No dead stones." : "Dead stones:";
  for (Point p : dead) line += " " + geo.vertexName(p);
  return line;
}

FinalScore finalScore(engine::Engine& engine) {
  return scoreFromStatuses(engine.game(), finalStatuses(engine), engine.options().chineseRules);
}

FinalScore scoreFromStatuses(const board::Game& game, const core::PointMap<FinalStatus>& status,
                             bool chinese) {
  const board::Board& b = game.board();
  FinalScore s;
  if (!chinese) {
    s.prisoners[0] = b.captured(Color::White);
    s.prisoners[1] = b.captured(Color::Black);
  }
  for (Point p : b.geometry()) {
    const int owner = b.at(p) == Color::Black ? 0 : 1;  // for stones
    switch (status[p]) {
      case FinalStatus::BlackTerritory: ++s.territory[0]; break;
      case FinalStatus::WhiteTerritory: ++s.territory[1]; break;
      case FinalStatus::Alive:
      case FinalStatus::Seki:
        if (chinese) ++s.stones[owner];
        break;
      case FinalStatus::Dead:
        // A dead stone is a prisoner (Japanese) and its point the captor's area (both).
        ++s.territory[1 - owner];
        if (!chinese) ++s.prisoners[1 - owner];
        break;
      case FinalStatus::Dame: break;
    }
  }
  s.black = s.territory[0] + s.prisoners[0] + s.stones[0];
  s.white = s.territory[1] + s.prisoners[1] + s.stones[1] + game.komi();
  return s;
}

core::PointMap<FinalStatus> statusesWithDead(const board::Board& b,
                                             const std::vector<Point>& deadStones) {
  core::PointMap<FinalStatus> status(FinalStatus::Dame);
  for (Point p : b.geometry())
    if (isStone(b.at(p))) status[p] = FinalStatus::Alive;
  for (Point p : deadStones)
    if (isStone(b.at(p))) status[p] = FinalStatus::Dead;
  core::PointMap<bool> seen(false);
  for (Point start : b.geometry()) {
    if (seen[start] || status[start] == FinalStatus::Alive) continue;
    std::vector<Point> region{start};
    seen[start] = true;
    bool bordersBlack = false, bordersWhite = false;
    for (size_t i = 0; i < region.size(); ++i) {
      for (int d : core::kDirections) {
        const Point n = static_cast<Point>(region[i] + d);
        if (!b.onBoard(n)) continue;
        if (status[n] == FinalStatus::Alive) {
          (b.at(n) == Color::Black ? bordersBlack : bordersWhite) = true;
        } else if (!seen[n]) {
          seen[n] = true;
          region.push_back(n);
        }
      }
    }
    if (bordersBlack == bordersWhite) continue;  // dame (or a board without live stones)
    for (Point p : region)
      if (status[p] != FinalStatus::Dead)
        status[p] = bordersBlack ? FinalStatus::BlackTerritory : FinalStatus::WhiteTerritory;
  }
  return status;
}

playout::ScoreEstimate estimateScore(const engine::Engine& engine) {
  const board::Game& game = engine.game();
  return playout::ScoreEstimate::run(game.board(), {game.komi(), engine.options().chineseRules});
}

std::string whoWinsText(double whiteMinusBlack, Color color) {
  const bool whiteWins = whiteMinusBlack > 0;
  char buf[160];
  std::snprintf(buf, sizeof buf, "Result: %c+%.1f\n%c says \"I %s!\"\n", whiteWins ? 'W' : 'B',
                whiteWins ? whiteMinusBlack : -whiteMinusBlack, color == Color::Black ? 'B' : 'W',
                (color == Color::White) == whiteWins ? "win" : "lost");
  return buf;
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
