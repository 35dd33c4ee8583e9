// The ASCII game of GNU Go 2.x: a human against the engine on a text terminal.
#pragma once

#include <iosfwd>
#include <string>
#include <string_view>

#include "engine/genmove/engine.h"

namespace iface {

/// How an ASCII game starts and what it writes.
struct AsciiOptions {
  core::Color humanColor = core::Color::Black;
  bool color = false;   // ANSI colors on the board
  bool quiet = false;   // no "thinking" line
  bool echo = false;    // echo each input line after the prompt (input is not a terminal)
  std::string outfile;  // SGF of the game written when the session ends (empty: none)
};

/// The board as 2.x prints it: capture lines, coordinates on all four sides, hoshi '+',
/// the last move as (X)/(O). `color` adds ANSI escapes for the stones.
std::string asciiBoard(const board::Game& game, bool color = false);
/// True for the star points GNU Go marks on an empty board of this size.
bool isHoshi(int size, core::Point p);

/// "Black wins by 4.5 points", "White wins by 11.0 points" or "The game is a tie" for a
/// final_score margin (White minus Black), as GNU Go's --score prints it.
std::string winnerText(double whiteMinusBlack);

/// One session. run() reads commands line by line from `in` until quit, end of input or the
/// end of the game (two passes), printing everything to `out`.
class AsciiGame {
 public:
  AsciiGame(engine::Engine& engine, const AsciiOptions& options);
  /// Returns the exit code (0; 1 if the outfile could not be written).
  int run(std::istream& in, std::ostream& out);
  /// Runs one input line (commands separated by ';'). False once the session should end.
  bool executeLine(std::string_view line, std::ostream& out);
  core::Color computerColor() const { return core::opponent(m_options.humanColor); }

 private:
  using Handler = bool (AsciiGame::*)(std::string_view arg, std::ostream& out);
  struct Command {
    std::string_view name;
    std::string_view help;
    Handler run;
  };
  static const Command kCommands[];

  bool executeCommand(std::string_view text, std::ostream& out);
  bool playHumanMove(core::Point p, std::ostream& out);
  void computerMove(std::ostream& out);
  void computerTurns(std::ostream& out);
  bool finishIfOver(std::ostream& out);
  void printInfo(std::ostream& out) const;
  void printBoard(std::ostream& out) const;
  void printPrompt(std::ostream& out) const;
  bool writeOutfile(std::ostream& out) const;
  std::string moveLabel(core::Color c, core::Point p) const;

  bool cmdPass(std::string_view, std::ostream& out);
  bool cmdUndo(std::string_view, std::ostream& out);
  bool cmdShowboard(std::string_view, std::ostream& out);
  bool cmdShowterri(std::string_view, std::ostream& out);  // moyo maps (interface/moyo_print)
  bool cmdShowmoyo(std::string_view, std::ostream& out);
  bool cmdShowarea(std::string_view, std::ostream& out);
  bool cmdDisplay(std::string_view, std::ostream& out);
  bool cmdBoardsize(std::string_view arg, std::ostream& out);
  bool cmdKomi(std::string_view arg, std::ostream& out);
  bool cmdHandicap(std::string_view arg, std::ostream& out);
  bool cmdSave(std::string_view arg, std::ostream& out);
  bool cmdLoad(std::string_view arg, std::ostream& out);
  bool cmdPlay(std::string_view arg, std::ostream& out);
  bool cmdForce(std::string_view arg, std::ostream& out);
  bool cmdSwitch(std::string_view, std::ostream& out);
  bool cmdInfo(std::string_view, std::ostream& out);
  bool cmdLast(std::string_view, std::ostream& out);
  bool cmdHelp(std::string_view, std::ostream& out);
  bool cmdResign(std::string_view, std::ostream& out);
  bool cmdQuit(std::string_view, std::ostream& out);

  engine::Engine& m_engine;
  AsciiOptions m_options;
  bool m_showBoard = true;
  bool m_over = false;
  int m_exitCode = 0;
};

}  // namespace iface
