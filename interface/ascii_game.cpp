#include "interface/ascii_game.h"

#include <cctype>
#include <cstdlib>
#include <fstream>
#include <istream>
#include <ostream>
#include <vector>

#include "interface/ascii_util.h"
#include "interface/moyo_print.h"
#include "interface/score.h"
#include "interface/sgf_game.h"

namespace iface {
namespace {

using core::Color;
using core::Point;
using ascii::capitalName;
using ascii::lower;
using ascii::toInt;
using ascii::trim;

const char* playErrorText(board::PlayError e) {
  switch (e) {
    case board::PlayError::Occupied:
      return "the point is occupied";
    case board::PlayError::Suicide:
      return "suicide is not allowed";
    case board::PlayError::Ko:
      return "the ko must be taken back later";
    case board::PlayError::Superko:
      return "it repeats an earlier position (superko)";
    case board::PlayError::OffBoard:
      return "the point is off the board";
    case board::PlayError::ReadingFramesOpen:
      return "reading moves are still on the board";
    case board::PlayError::None:
      break;
  }
  return "illegal";
}

}  // namespace

const AsciiGame::Command AsciiGame::kCommands[] = {
    {"back", "take back your last move (same as undo)", &AsciiGame::cmdUndo},
    {"boardsize", "boardsize N: new game on an NxN board (2-25)", &AsciiGame::cmdBoardsize},
    {"capture", "capture VERTEX: can the string there be captured (worm module)",
     &AsciiGame::cmdCapture},
    {"comment", "comment TEXT: add TEXT to the comment of the saved game", &AsciiGame::cmdComment},
    {"dead", "toggle showing the stones the engine thinks dead in lower case",
     &AsciiGame::cmdDead},
    {"defend", "defend VERTEX: can the string there be defended (worm module)",
     &AsciiGame::cmdDefend},
    {"depth", "depth N: reading depth (-D)", &AsciiGame::cmdDepth},
    {"display", "print the board", &AsciiGame::cmdDisplay},
    {"end", "end the session", &AsciiGame::cmdQuit},
    {"exit", "end the session", &AsciiGame::cmdQuit},
    {"force", "force MOVE: play MOVE for the side to move; you keep the keyboard",
     &AsciiGame::cmdForce},
    {"forward", "replay the move taken back last (redo)", &AsciiGame::cmdForward},
    {"goto", "goto N: go to the position after N moves of the game record",
     &AsciiGame::cmdGoto},
    {"handicap", "handicap N: new game with N fixed handicap stones", &AsciiGame::cmdHandicap},
    {"help", "this list", &AsciiGame::cmdHelp},
    {"info", "game information", &AsciiGame::cmdInfo},
    {"komi", "komi X: set komi (before the first move)", &AsciiGame::cmdKomi},
    {"last", "the last move", &AsciiGame::cmdLast},
    {"listdragons", "list the dragons (origin, color, size, eyes, status)",
     &AsciiGame::cmdListDragons},
    {"load", "load FILE: continue the game of an SGF file", &AsciiGame::cmdLoad},
    {"pass", "pass", &AsciiGame::cmdPass},
    {"play", "play N: the computer plays the next N moves", &AsciiGame::cmdPlay},
    {"playblack", "the computer takes Black", &AsciiGame::cmdPlayBlack},
    {"playwhite", "the computer takes White", &AsciiGame::cmdPlayWhite},
    {"quit", "end the session", &AsciiGame::cmdQuit},
    {"resign", "resign the game", &AsciiGame::cmdResign},
    {"save", "save FILE: write the game as SGF", &AsciiGame::cmdSave},
    {"score", "toggle printing the score estimate above the board", &AsciiGame::cmdScore},
    {"showarea", "print the area map (4/0) for the side to move", &AsciiGame::cmdShowarea},
    {"showboard", "toggle printing the board before each prompt", &AsciiGame::cmdShowboard},
    {"showmoyo", "print the moyo map (5/10) for the side to move", &AsciiGame::cmdShowmoyo},
    {"showterri", "print the territory map (5/21) for the side to move", &AsciiGame::cmdShowterri},
    {"switch", "swap colors with the computer", &AsciiGame::cmdSwitch},
    {"undo", "take back your last move", &AsciiGame::cmdUndo},
};

AsciiGame::AsciiGame(engine::Engine& engine, const AsciiOptions& options)
    : m_engine(engine), m_options(options) {}

int AsciiGame::run(std::istream& in, std::ostream& out) {
  out << "Beginning ASCII mode game.\n\n";
  printInfo(out);
  std::string line;
  while (!m_over || m_marking) {
    if (!m_marking) computerTurns(out);
    if (m_over && !m_marking) break;
    if (m_marking) {
      out << "Dead stones (vertex, done, undo, help, quit): ";
    } else {
      if (m_showBoard) printBoard(out);
      printPrompt(out);
    }
    out.flush();
    if (!std::getline(in, line)) {
      out << '\n';
      if (m_marking) countMarkedGame(out);  // end of input counts the marking as it stands
      break;
    }
    if (m_options.echo) out << line << '\n';
    const bool wasMarking = m_marking;
    const bool more = wasMarking ? markingLine(line, out) : executeLine(line, out);
    if (!more && !m_marking) break;
  }
  if (!writeOutfile(out)) m_exitCode = 1;
  out << "Thanks for playing moyogo.\n";
  return m_exitCode;
}

bool AsciiGame::executeLine(std::string_view line, std::ostream& out) {
  while (true) {
    const size_t semi = line.find(';');
    if (!executeCommand(trim(line.substr(0, semi)), out)) return false;
    if (semi == std::string_view::npos) return true;
    line.remove_prefix(semi + 1);
  }
}

bool AsciiGame::executeCommand(std::string_view text, std::ostream& out) {
  if (text.empty()) return true;
  const size_t space = text.find(' ');
  const std::string word = lower(text.substr(0, space));
  const std::string_view arg = space == std::string_view::npos ? "" : trim(text.substr(space));
  // A move first: "d4" is never a command abbreviation.
  const core::Geometry& geo = m_engine.game().board().geometry();
  if (arg.empty() && word != "pass" && std::isalpha(static_cast<unsigned char>(word[0])) &&
      word.size() > 1 && std::isdigit(static_cast<unsigned char>(word[1]))) {
    const auto p = geo.parseVertex(word);
    if (!p) {
      out << "Invalid move: " << word << " is not on the " << geo.size() << "x" << geo.size()
          << " board.\n";
      return true;
    }
    return playHumanMove(*p, out);
  }
  if (word == "?") return cmdHelp(arg, out);
  std::vector<const Command*> matches;
  for (const Command& c : kCommands) {
    if (c.name == word) {
      matches.assign(1, &c);
      break;
    }
    if (c.name.substr(0, word.size()) == word) matches.push_back(&c);
  }
  if (matches.size() == 1) return (this->*(matches[0]->run))(arg, out);
  if (matches.empty()) {
    out << "Unknown command: " << word << " (type help for the list)\n";
  } else {
    out << "Ambiguous command: " << word << " could be";
    for (const Command* c : matches) out << ' ' << c->name;
    out << '\n';
  }
  return true;
}

bool AsciiGame::playHumanMove(Point p, std::ostream& out) {
  if (m_over) return false;
  board::Game& game = m_engine.game();
  const Color c = game.toMove();
  const board::PlayError e = game.play(p, c);
  if (e != board::PlayError::None) {
    out << "Illegal move " << game.board().geometry().vertexName(p) << ": " << playErrorText(e)
        << ".\n";
    return true;
  }
  forgetRedo();
  if (finishIfOver(out)) return false;
  computerTurns(out);
  return !m_over;
}

void AsciiGame::computerMove(std::ostream& out) {
  board::Game& game = m_engine.game();
  const Color c = game.toMove();
  const unsigned level = m_engine.options().moyoLevel;
  if ((level & ~static_cast<unsigned>(kMoyoFearless)) != 0)  // -m: before each engine move
    out << moyoDebugText(m_engine, c, level & ~static_cast<unsigned>(kMoyoFearless),
                         m_options.color);
  if (!m_options.quiet) out << "moyogo is thinking...\n";
  Point p = m_engine.genmove(c);
  if (level & kMoyoFearless) out << genmoveTraceText(m_engine.lastResult());
  if (m_engine.lastResult().resign) {
    out << capitalName(c) << " resigns.\n";
    m_result = std::string(c == Color::Black ? "W" : "B") + "+R";
    m_over = true;
    return;
  }
  if (game.play(p, c) != board::PlayError::None) {
    p = core::kPass;  // never trust a generator with the rules
    game.play(p, c);
  }
  m_annotations[game.record().size() - 1] = annotationOf(m_engine.lastResult());
  forgetRedo();
  out << moveLabel(c, p) << '\n';
}

void AsciiGame::computerTurns(std::ostream& out) {
  while (!m_over && m_engine.game().toMove() == computerColor()) {
    computerMove(out);
    if (finishIfOver(out)) return;
  }
}

bool AsciiGame::finishIfOver(std::ostream& out) {
  if (!m_engine.game().bothPassed()) return false;
  m_over = true;
  startMarking(out);  // ascii_endgame.cpp
  return true;
}

std::string AsciiGame::moveLabel(Color c, Point p) const {
  const board::Game& game = m_engine.game();
  const std::string where = p == core::kPass ? "Pass" : game.board().geometry().vertexName(p);
  return capitalName(c) + "(" + std::to_string(game.moveCount()) + "): " + where;
}

void AsciiGame::printInfo(std::ostream& out) const {
  const board::Game& game = m_engine.game();
  out << "Board Size:   " << game.size() << '\n'
      << "Handicap      " << game.handicap() << '\n'
      << "Komi:         " << game.komi() << '\n'
      << "Move Number:  " << game.moveCount() << '\n'
      << "To Move:      " << core::colorName(game.toMove()) << '\n'
      << "Computer player: " << capitalName(computerColor()) << '\n';
}

void AsciiGame::printBoard(std::ostream& out) {
  out << '\n';
  if (m_showScore)  // `score`: the engine's score estimate, komi included
    out << "    score estimate: " << scoreText(estimateScore(m_engine).whiteMinusBlack()) << '\n';
  const std::vector<Point> dead = m_showDead ? engineDeadStones() : std::vector<Point>{};
  out << asciiBoard(m_engine.game(), m_options.color, dead) << '\n';
}

void AsciiGame::printPrompt(std::ostream& out) const {
  const board::Game& game = m_engine.game();
  out << capitalName(game.toMove()) << "(" << game.moveCount() + 1 << "): ";
}

bool AsciiGame::writeOutfile(std::ostream& out) const {
  if (m_options.outfile.empty()) return true;
  SgfGameInfo info;
  info.result = m_result;
  info.comment = m_comment;
  std::ofstream file(m_options.outfile);
  if (file) file << writeSgf(m_engine.game(), info, &m_annotations);
  if (!file) {
    out << "Cannot write " << m_options.outfile << ".\n";
    return false;
  }
  return true;
}

bool AsciiGame::cmdPass(std::string_view, std::ostream& out) {
  return playHumanMove(core::kPass, out);
}

bool AsciiGame::cmdUndo(std::string_view, std::ostream& out) {
  if (!undoOne()) {
    out << "Cannot undo: no move to take back.\n";
    return true;
  }
  // Take back the computer's answer too, so the human is to move again.
  if (m_engine.game().toMove() == computerColor() && !undoOne()) computerTurns(out);
  return true;
}

bool AsciiGame::undoOne() {
  board::Game& game = m_engine.game();
  const board::GameRecordEntry* last = game.lastMove();
  if (!last) return false;
  const board::GameRecordEntry entry = *last;
  if (!game.undo()) return false;
  m_redo.push_back(entry);
  return true;
}

bool AsciiGame::redoOne() {
  if (m_redo.empty()) return false;
  const board::GameRecordEntry entry = m_redo.back();
  if (m_engine.game().play(entry.point, entry.color) != board::PlayError::None) {
    m_redo.clear();  // cannot happen: the position is the one the move was played in
    return false;
  }
  m_redo.pop_back();
  return true;
}

bool AsciiGame::cmdShowboard(std::string_view, std::ostream& out) {
  m_showBoard = !m_showBoard;
  out << "Board display " << (m_showBoard ? "on" : "off") << ".\n";
  return true;
}

bool AsciiGame::cmdShowterri(std::string_view, std::ostream& out) {
  const Color c = m_engine.game().toMove();
  out << moyoMapText(m_engine.game().board(), analyzeMoyo(m_engine, c),
                     moyo::GridKind::Territory, m_options.color);
  return true;
}

bool AsciiGame::cmdShowmoyo(std::string_view, std::ostream& out) {
  const Color c = m_engine.game().toMove();
  out << moyoMapText(m_engine.game().board(), analyzeMoyo(m_engine, c), moyo::GridKind::Moyo,
                     m_options.color);
  return true;
}

bool AsciiGame::cmdShowarea(std::string_view, std::ostream& out) {
  const Color c = m_engine.game().toMove();
  out << moyoMapText(m_engine.game().board(), analyzeMoyo(m_engine, c), moyo::GridKind::Area,
                     m_options.color);
  return true;
}

bool AsciiGame::cmdDisplay(std::string_view, std::ostream& out) {
  printBoard(out);
  return true;
}

bool AsciiGame::cmdBoardsize(std::string_view arg, std::ostream& out) {
  const auto n = toInt(arg);
  if (!n || *n < core::kMinSize || *n > core::kMaxSize) {
    out << "Usage: boardsize N, with N from " << core::kMinSize << " to " << core::kMaxSize
        << ".\n";
    return true;
  }
  m_engine.game().clear(*n);
  forgetRedo();
  m_engine.game().setHandicapCount(0);
  computerTurns(out);
  return true;
}

bool AsciiGame::cmdKomi(std::string_view arg, std::ostream& out) {
  const std::string text(arg);
  char* end = nullptr;
  const double komi = std::strtod(text.c_str(), &end);
  if (text.empty() || *end != '\0' || komi != komi) {
    out << "Usage: komi X, for example komi 5.5.\n";
  } else if (m_engine.game().moveCount() > 0) {
    out << "Komi can only be changed before the first move.\n";
  } else {
    m_engine.game().setKomi(komi);
    out << "Komi set to " << komi << ".\n";
  }
  return true;
}

bool AsciiGame::cmdHandicap(std::string_view arg, std::ostream& out) {
  board::Game& game = m_engine.game();
  const auto n = toInt(arg);
  const int maxStones = board::maxFixedHandicap(game.size());
  if (!n || *n < 0 || (*n > 0 && board::fixedHandicapPoints(game.size(), *n).empty())) {
    out << "Usage: handicap N, with N from 2 to " << maxStones << " on this board (0: none).\n";
    return true;
  }
  game.clear(game.size());
  forgetRedo();
  game.setHandicapCount(0);
  if (*n > 0) game.placeHandicap(board::fixedHandicapPoints(game.size(), *n));
  game.setHandicapCount(*n);
  computerTurns(out);
  return true;
}

bool AsciiGame::cmdSave(std::string_view arg, std::ostream& out) {
  if (arg.empty()) {
    out << "Usage: save FILE\n";
    return true;
  }
  std::ofstream file{std::string(arg)};
  if (file) file << writeSgf(m_engine.game());
  out << (file ? "Game saved to " : "Cannot write ") << arg << ".\n";
  return true;
}

bool AsciiGame::cmdLoad(std::string_view arg, std::ostream& out) {
  if (arg.empty()) {
    out << "Usage: load FILE\n";
    return true;
  }
  try {
    const SgfLoadResult r = loadSgfIntoGame(m_engine, std::string(arg));
    forgetRedo();
    out << "Loaded " << arg << ": " << r.movesPlayed << " moves, " << capitalName(r.toMove)
        << " to move.\n";
  } catch (const std::exception& e) {
    out << "Cannot load: " << e.what() << '\n';
    return true;
  }
  if (finishIfOver(out)) return false;
  computerTurns(out);
  return !m_over;
}

bool AsciiGame::cmdPlay(std::string_view arg, std::ostream& out) {
  const auto n = toInt(arg.empty() ? "1" : arg);
  if (!n || *n < 1) {
    out << "Usage: play N, with N at least 1.\n";
    return true;
  }
  for (int i = 0; i < *n && !m_over; ++i) {
    computerMove(out);
    finishIfOver(out);
  }
  return !m_over;
}

bool AsciiGame::cmdForce(std::string_view arg, std::ostream& out) {
  board::Game& game = m_engine.game();
  const auto p = game.board().geometry().parseVertex(arg);
  if (arg.empty() || !p) {
    out << "Usage: force MOVE (a vertex such as D4, or pass).\n";
    return true;
  }
  const Color c = game.toMove();
  const board::PlayError e = game.play(*p, c);
  if (e != board::PlayError::None) {
    out << "Illegal move " << arg << ": " << playErrorText(e) << ".\n";
    return true;
  }
  forgetRedo();
  m_options.humanColor = game.toMove();  // the human keeps the keyboard
  return !finishIfOver(out);
}

bool AsciiGame::cmdSwitch(std::string_view, std::ostream& out) {
  m_options.humanColor = core::opponent(m_options.humanColor);
  out << "You now play " << capitalName(m_options.humanColor) << ".\n";
  computerTurns(out);
  return !m_over;
}

bool AsciiGame::cmdInfo(std::string_view, std::ostream& out) {
  printInfo(out);
  return true;
}

bool AsciiGame::cmdLast(std::string_view, std::ostream& out) {
  const board::GameRecordEntry* last = m_engine.game().lastMove();
  if (!last) {
    out << "No move played yet.\n";
  } else {
    const Point p = last->point;
    out << "Last move: " << capitalName(last->color) << ' '
        << (p == core::kPass ? "pass" : m_engine.game().board().geometry().vertexName(p)) << '\n';
  }
  return true;
}

bool AsciiGame::cmdHelp(std::string_view, std::ostream& out) {
  out << "Commands (any unambiguous prefix; several per line separated by ';'):\n"
      << "  <move>       a vertex such as D4 (case does not matter)\n";
  for (const Command& c : kCommands) {
    std::string name(c.name);
    name.resize(12, ' ');
    out << "  " << name << ' ' << c.help << '\n';
  }
  return true;
}

bool AsciiGame::cmdResign(std::string_view, std::ostream& out) {
  out << capitalName(m_options.humanColor) << " resigns: moyogo wins by resignation.\n";
  m_result = std::string(computerColor() == Color::Black ? "B" : "W") + "+R";
  m_over = true;
  return false;
}

bool AsciiGame::cmdQuit(std::string_view, std::ostream&) {
  return false;
}

}  // namespace iface
