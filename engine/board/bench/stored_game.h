// Benchmark helper: replays a stored self-play game of regression/games (moves only, as
// regression/make_games.py writes them). Header-only; the including target defines
// MOYOGO_SOURCE_DIR.
#pragma once

#include <climits>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>

#include "engine/board/game.h"

namespace board {

/// The first `moves` moves (all by default) of regression/games/`name`, with `komi`.
inline Game loadStoredGame(const std::string& name, double komi, int moves = INT_MAX) {
  std::ifstream in(std::string(MOYOGO_SOURCE_DIR) + "/regression/games/" + name);
  std::stringstream text;
  text << in.rdbuf();
  const std::string sgf = text.str();
  std::smatch m;
  const int size = std::regex_search(sgf, m, std::regex("SZ\\[(\\d+)\\]")) ? std::stoi(m[1]) : 19;
  Game game(size, komi);
  const std::regex move(";([BW])\\[([a-s]{0,2})\\]");
  int played = 0;
  for (auto it = std::sregex_iterator(sgf.begin(), sgf.end(), move);
       it != std::sregex_iterator() && played < moves; ++it, ++played) {
    const core::Color c = (*it)[1] == "B" ? core::Color::Black : core::Color::White;
    const std::string v = (*it)[2];
    const core::Point p = v.empty() ? core::kPass : core::toPoint(v[0] - 'a', v[1] - 'a');
    game.play(p, c);
  }
  return game;
}

}  // namespace board
