// End of the ASCII game, as 2.x did it (notes 7.4): after two passes the engine's score
// estimate in who_wins' words ("My final evaluation of the game :"), the board with the
// stones the engine thinks dead in lower case, then the user toggles dragons dead/alive by
// typing a vertex until `done`, and the game is counted with those dead stones.
#include <algorithm>
#include <cstdio>
#include <ostream>

#include "engine/dragon/dragon.h"
#include "interface/ascii_game.h"
#include "interface/ascii_util.h"
#include "interface/score.h"

namespace iface {
namespace {

using core::Color;
using core::Point;

const char* const kMarkingHelp =
    "Dead stone marking: dead stones are shown in lower case (x, o).\n"
    "  <vertex>  toggle the whole dragon through that stone between alive and dead\n"
    "  done      count the game with the stones marked dead\n"
    "  undo      take back the last pass and resume the game\n"
    "  help      this text\n"
    "  quit      end the session without counting\n";

}  // namespace

std::vector<Point> AsciiGame::engineDeadStones() {
  const core::PointMap<FinalStatus> status = finalStatuses(m_engine);
  std::vector<Point> dead;
  for (Point p : m_engine.game().board().geometry())
    if (status[p] == FinalStatus::Dead) dead.push_back(p);
  return dead;
}

void AsciiGame::startMarking(std::ostream& out) {
  out << "Both players passed: the game is over.\n";
  out << "My final evaluation of the game :\n"
      << whoWinsText(estimateScore(m_engine).whiteMinusBlack(), computerColor());
  m_dead = engineDeadStones();
  m_marking = true;
  printMarkedBoard(out);
  out << kMarkingHelp;
}

void AsciiGame::printMarkedBoard(std::ostream& out) const {
  out << '\n' << asciiBoard(m_engine.game(), m_options.color, m_dead) << '\n';
}

bool AsciiGame::markingLine(std::string_view line, std::ostream& out) {
  const std::string word = ascii::lower(ascii::trim(line));
  if (word.empty()) return true;
  if (word == "done") {
    countMarkedGame(out);
    return false;
  }
  if (word == "quit" || word == "exit") {
    m_marking = false;
    return false;
  }
  if (word == "help" || word == "?") {
    out << kMarkingHelp;
    return true;
  }
  if (word == "undo" || word == "back") {
    m_marking = false;
    m_over = false;
    m_dead.clear();
    std::string_view none;
    cmdUndo(none, out);
    return true;
  }
  const auto p = m_engine.game().board().geometry().parseVertex(word);
  if (!p || *p == core::kPass) {
    out << "Unknown input: " << word << " (a vertex, done, undo, help or quit)\n";
  } else if (!core::isStone(m_engine.game().board().at(*p))) {
    out << "No stone at " << m_engine.game().board().geometry().vertexName(*p) << ".\n";
  } else {
    toggleDragon(*p, out);
  }
  return true;
}

void AsciiGame::toggleDragon(Point p, std::ostream& out) {
  board::Board& b = m_engine.game().mutableBoard();
  const auto dragons = dragon::DragonAnalysis::make(b);
  const std::vector<Point>& stones = dragons.dragonAt(p).stones;
  const bool wasDead = std::find(m_dead.begin(), m_dead.end(), p) != m_dead.end();
  for (Point s : stones) m_dead.erase(std::remove(m_dead.begin(), m_dead.end(), s), m_dead.end());
  if (!wasDead) m_dead.insert(m_dead.end(), stones.begin(), stones.end());
  std::sort(m_dead.begin(), m_dead.end());
  out << stones.size() << (stones.size() == 1 ? " stone" : " stones") << " at "
      << b.geometry().vertexName(p) << (wasDead ? " marked alive.\n" : " marked dead.\n");
  printMarkedBoard(out);
}

void AsciiGame::countMarkedGame(std::ostream& out) {
  m_marking = false;
  const board::Game& game = m_engine.game();
  const bool chinese = m_engine.options().chineseRules;
  const FinalScore s = scoreFromStatuses(game, statusesWithDead(game.board(), m_dead), chinese);
  const core::Geometry& geo = game.board().geometry();
  out << deadStonesLine(geo, m_dead) << '\n'
      << (chinese ? "Chinese" : "Japanese") << " counting:\n";
  char line[160];
  for (int side = 0; side < 2; ++side) {
    if (chinese)
      std::snprintf(line, sizeof line, "  %s: %d stones + %d territory", side ? "White" : "Black",
                    s.stones[side], s.territory[side]);
    else
      std::snprintf(line, sizeof line, "  %s: %d territory + %d prisoners",
                    side ? "White" : "Black", s.territory[side], s.prisoners[side]);
    out << line;
    if (side) out << " + " << game.komi() << " komi";
    std::snprintf(line, sizeof line, " = %.1f\n", side ? s.white : s.black);
    out << line;
  }
  out << finalResultText(s.margin()) << '\n';
  m_result = scoreText(s.margin());  // SGF RE: B+4.5, W+0.5 or 0
}

}  // namespace iface
