// dragon_score_tool: reads "size komi" then one move per line ("B D4", "W pass") from stdin,
// prints GNU Go's final_score text and the dead stones (for regression/score_games.py).
#include <chrono>
#include <iostream>
#include <string>

#include "engine/board/game.h"
#include "engine/dragon/final_score.h"

int main(int argc, char** argv) {
  bool chinese = false, dump = false;
  for (int i = 1; i < argc; ++i) {
    chinese |= std::string(argv[i]) == "--chinese-rules";
    dump |= std::string(argv[i]) == "--dump";
  }
  int size = 0;
  double komi = 0;
  if (!(std::cin >> size >> komi) || size < core::kMinSize || size > core::kMaxSize) {
    std::cerr << "dragon_score_tool: expected 'size komi' on the first line\n";
    return 2;
  }
  board::Game game(size, komi);
  const core::Geometry& geo = core::Geometry::forSize(size);
  std::string colorText, vertex;
  while (std::cin >> colorText >> vertex) {
    const auto color = core::parseColor(colorText);
    const auto p = geo.parseVertex(vertex);
    if (!color || !p || game.play(*p, *color) != board::PlayError::None) {
      std::cerr << "dragon_score_tool: bad move " << colorText << ' ' << vertex << '\n';
      return 2;
    }
  }
  const auto start = std::chrono::steady_clock::now();
  board::Board& b = game.mutableBoard();
  const auto dragons = dragon::DragonAnalysis::make(b);
  const auto eval = dragon::FinalEvaluation::make(b, dragons, komi, chinese);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (dump) {
    std::cerr << b.toAscii();
    for (const auto& d : dragons.dragons())
      std::cerr << geo.vertexName(d.origin) << " size " << d.size << " genus " << d.genus
                << " heyes " << d.heyes << " escape " << d.escapeRoute << " lunch "
                << geo.vertexName(d.lunch) << " " << dragon::statusName(d.status) << '\n';
  }
  std::cout << dragon::FinalEvaluation::resultText(eval.score()) << '\t';
  bool first = true;
  for (core::Point p : eval.stonesWith(dragon::FinalStatus::Dead)) {
    std::cout << (first ? "" : " ") << geo.vertexName(p);
    first = false;
  }
  std::cout << '\t' << seconds << '\n';
  return 0;
}
