// Command line (GNU Go 2.x option names, Boost.Program_options) and the mode dispatch.
#pragma once

#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/geometry.h"
#include "engine/genmove/engine.h"

namespace iface {

struct SgfLoadResult;

/// --mode; Auto picks ascii when stdin is a terminal, else gtp.
enum class Mode { Auto, Ascii, Gtp };
/// --color-output; Auto means "when stdout is a terminal".
enum class ColorOutput { Auto, Always, Never };

/// Everything the command line says. Engine knobs live in `engine` (EngineOptions) so the
/// Engine is built from them directly; the rest are actions and game settings.
struct CliOptions {
  Mode mode = Mode::Auto;
  engine::EngineOptions engine;  // -r -p -m -D -B -F -K -M --chinese-rules

  // Game settings (ASCII game, and defaults before -l).
  int boardSize = 19;
  std::optional<double> komi;  // --komi; unset = the game's default
  int handicap = 0;
  core::Color humanColor = core::Color::Black;  // --color
  bool superko = false;                         // --superko: positional superko

  // Files.
  std::string infile;   // -l
  std::string until;    // -L: move number or vertex, validated against the file later
  std::string outfile;  // -o

  // Output.
  bool quiet = false;
  ColorOutput colorOutput = ColorOutput::Auto;

  // Information actions (print and exit 0).
  bool version = false;
  bool help = false;
  bool playStyleHelp = false;  // -p help

  // Debug and analysis (GNU Go 2.x); most are wired by the module owners.
  int trace = 0;             // -t, repeatable
  bool worms = false;        // -w
  bool printBoard = false;   // -T
  bool eyes = false;         // -E
  bool allPats = false;      // -a
  std::string score;         // --score end|last|MOVE
  std::string printSgf;      // --printsgf FILE
  std::string decideString;  // --decidestring VERTEX
  std::string decideDragon;  // --decidedragon VERTEX
  int benchmark = 0;         // -b N
  std::string patternStats;  // --pattern-stats FILE: firing counters added at the end

  // SGF analysis and pictures (sgf_analysis.h, svg_board.h).
  std::string helpTopic;              // --help analyze|playstyle, --helpanalyze
  bool man = false;                   // --man: the man page
  unsigned analyze = 0;               // --analyze OPTS as AnalyzeFlag bits
  std::string analyzerFile;           // --analyzerfile FILE
  bool analyzeGame = false;           // --analyze-game
  std::string scorePlot;              // --score-plot FILE
  std::string svgFile;                // --svg FILE
  std::string svgKind = "territory";  // --svg-kind
};

/// One option of the table, as --help and the man page show it.
struct OptionDoc {
  std::string group;  ///< "Main options", ...
  std::string names;  ///< "-l [ --infile ] FILE"
  std::string help;
};
/// Every option in table order (the man page is generated from it).
std::vector<OptionDoc> optionDocs();
/// The man page moyogo.6 (roff), generated from optionDocs() and the help topics.
std::string manPageText();

/// The outcome of parsing: options, or a one-line error (moyogoMain adds the line
/// `try 'moyogo --help'`). Options that do nothing without another are errors too
/// ("--score-plot needs --analyze-game"), unless only information is asked (--help...).
struct CliParseResult {
  std::optional<CliOptions> options;
  std::string error;
};

/// Parses argv (argv[0] is the program name). Never throws, never exits.
CliParseResult parseCommandLine(int argc, const char* const argv[]);
/// Convenience for tests: the arguments without argv[0].
CliParseResult parseCommandLine(const std::vector<std::string>& args);

/// The --help text (every option, one line each).
std::string usageText();
/// The -p help text: the play styles.
std::string playStyleHelpText();
/// Play style bits for a name matched on its first 5 characters (GNU Go 2.x), or nullopt.
std::optional<unsigned> parsePlayStyle(const std::string& name);
/// -m LEVEL: decimal or 0x hex, nothing else.
std::optional<unsigned> parseMoyoLevel(const std::string& text);

/// Streams and terminal facts of one run, so tests can drive the whole program.
struct RunEnvironment {
  std::istream& in;
  std::ostream& out;
  std::ostream& err;
  bool stdinIsTerminal = false;
  bool stdoutIsTerminal = false;
  bool stderrIsTerminal = false;  // progress bars (--analyze-game) only on a terminal
};

/// Runs the program for parsed options; returns the exit code.
int runMoyogo(const CliOptions& options, RunEnvironment& env);
/// The whole program: parse, then run. Bad options: the error line and
/// `try 'moyogo --help'` on err, exit 2.
int moyogoMain(int argc, const char* const argv[], RunEnvironment& env);

/// Checks a -L or --score MOVE value against the loaded game: a move number, or a vertex
/// on its board. Returns "" when fine, else the error line ("-L Z30: not a move number or a
/// vertex of the 9x9 board"). The caller exits 2 (a bad option value).
std::string checkMoveArgument(const board::Game& game, const std::string& option,
                              const std::string& value);

/// The warning when `option VALUE` (-L, --score MOVE) named a move the loaded game never
/// reached: "warning: -L 500 is past the end of the game (252 moves); loaded to the end",
/// "warning: -L J9 is never played in the game (4 moves); loaded to the end"; else "".
std::string untilWarning(const SgfLoadResult& loaded, const std::string& option,
                         const std::string& value);

/// Analysis actions after `-l FILE` with no --mode (2.x's load-and-analyze). Each action is
/// one branch in cli_actions.cpp; returns true if at least one action ran (the program then
/// exits with `exitCode`), false to fall through to the interactive mode.
bool runAnalysisActions(engine::Engine& engine, const CliOptions& options, RunEnvironment& env,
                        int& exitCode);

/// The actions of cli_show.cpp (exit codes): --analyze/--analyzerfile, --analyze-game
/// (with --score-plot), --svg.
int analyzeAction(engine::Engine& engine, const CliOptions& o, RunEnvironment& env);
int analyzeGameAction(engine::Engine& engine, const CliOptions& o, RunEnvironment& env);
int svgAction(engine::Engine& engine, const CliOptions& o, RunEnvironment& env);

}  // namespace iface
