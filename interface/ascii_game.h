// The ASCII game of GNU Go 2.x: a human against the engine on a text terminal.
#pragma once

#include <iosfwd>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/genmove/engine.h"
#include "interface/sgf_game.h"

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
/// the last move as (X)/(O). `color` adds ANSI escapes for the stones. Stones listed in
/// `dead` are printed in lower case (x, o): the end-of-game marking and the `dead` toggle.
std::string asciiBoard(const board::Game& game, bool color = false,
                       const std::vector<core::Point>& dead = {});
/// True for the star points GNU Go marks on an empty board of this size.
bool isHoshi(int size, core::Point p);

/// "Black wins by 4.5 points", "White wins by 11.0 points" or "The game is a tie" for a
/// final_score margin (White minus Black), as GNU Go's --score prints it.
std::string winnerText(double whiteMinusBlack);

/// "BLACK WINS by 4.5", "WHITE WINS by 11.0" or "TIED GAME!" (2.x's end-of-game line).
std::string finalResultText(double whiteMinusBlack);

/// One session. run() reads commands line by line from `in` until quit, end of input or the
/// end of the game, printing everything to `out`. After two passes the session enters the
/// dead-stone marking (vertex toggles a dragon, done, undo, help, quit; see README).
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
  void printBoard(std::ostream& out);
  void forgetRedo() { m_redo.clear(); }
  bool undoOne();
  bool redoOne();
  std::vector<core::Point> engineDeadStones();

  // End of game (ascii_endgame.cpp).
  void startMarking(std::ostream& out);
  bool markingLine(std::string_view line, std::ostream& out);
  void toggleDragon(core::Point p, std::ostream& out);
  void printMarkedBoard(std::ostream& out) const;
  void countMarkedGame(std::ostream& out);
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
  // 2.x commands of ascii_commands.cpp.
  bool cmdComment(std::string_view arg, std::ostream& out);
  bool cmdDepth(std::string_view arg, std::ostream& out);
  bool cmdForward(std::string_view, std::ostream& out);
  bool cmdGoto(std::string_view arg, std::ostream& out);
  bool cmdPlayBlack(std::string_view, std::ostream& out);
  bool cmdPlayWhite(std::string_view, std::ostream& out);
  bool cmdScore(std::string_view, std::ostream& out);
  bool cmdCapture(std::string_view arg, std::ostream& out);
  bool cmdDefend(std::string_view arg, std::ostream& out);
  bool cmdDead(std::string_view, std::ostream& out);
  bool cmdListDragons(std::string_view, std::ostream& out);
  bool computerTakes(core::Color c, std::ostream& out);
  std::optional<core::Point> stoneArg(std::string_view arg, const char* usage, std::ostream& out);

  engine::Engine& m_engine;
  AsciiOptions m_options;
  bool m_showBoard = true;
  bool m_over = false;
  bool m_marking = false;              // two passes: dead-stone marking before the count
  bool m_showScore = false;            // `score`: score estimate above the board
  bool m_showDead = false;             // `dead`: the engine's dead stones in lower case
  std::vector<core::Point> m_dead;     // the marking's dead stones
  std::vector<board::GameRecordEntry> m_redo;  // moves taken back, for forward/goto
  MoveAnnotations m_annotations;  // engine moves' considered values (-o)
  std::string m_comment;               // `comment` lines, the SGF root comment
  std::string m_result;                // SGF RE once counted
  int m_exitCode = 0;
};

}  // namespace iface
