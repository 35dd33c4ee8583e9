// Mode dispatch: what the program does with parsed options.
#include <istream>
#include <ostream>

#include "interface/ascii_game.h"
#include "interface/cli.h"
#include "interface/gtp_engine.h"
#include "interface/sgf_analysis.h"
#include "interface/sgf_game.h"

namespace iface {
namespace {

/// The second line of every command-line error: the error stays on screen, not the usage.
constexpr const char* kTryHelp = "try 'moyogo --help'";

bool colorsOn(const CliOptions& o, const RunEnvironment& env) {
  if (o.colorOutput == ColorOutput::Always) return true;
  if (o.colorOutput == ColorOutput::Never) return false;
  return env.stdoutIsTerminal;
}

/// True if an analysis action was asked for: these run instead of a game when no --mode.
bool wantsAnalysis(const CliOptions& o) {
  return !o.infile.empty() || !o.printSgf.empty() || !o.score.empty() || !o.decideString.empty() ||
         !o.decideDragon.empty() ||
         o.benchmark > 0 || o.worms || o.printBoard || o.eyes || o.analyze != 0 ||
         !o.analyzerFile.empty() || o.analyzeGame || !o.svgFile.empty();
}

/// Board size, komi, superko and handicap from the command line. False (message on err)
/// if the handicap does not fit the board.
bool setUpGame(engine::Engine& engine, const CliOptions& o, RunEnvironment& env) {
  board::Game& game = engine.game();
  game.clear(o.boardSize);
  if (o.komi) game.setKomi(*o.komi);
  game.setPositionalSuperko(o.superko);
  if (o.handicap > 0) {
    const auto stones = board::fixedHandicapPoints(o.boardSize, o.handicap);
    if (stones.empty()) {
      env.err << "moyogo: a handicap of " << o.handicap << " is not possible on " << o.boardSize
              << "x" << o.boardSize << " (at most " << board::maxFixedHandicap(o.boardSize)
              << ")\n";
      return false;
    }
    game.placeHandicap(stones);
    game.setHandicapCount(o.handicap);
  }
  return true;
}

/// -l FILE [-L UNTIL]; --komi given on the command line wins over KM[]. Returns the exit
/// code on failure (1 unreadable file, 2 a -L vertex off the file's board), else 0. An
/// illegal move in the file, or a -L the game never reaches, is a warning on err (loading
/// stops before that move, as GTP loadsgf does).
int loadInfile(engine::Engine& engine, const CliOptions& o, RunEnvironment& env) {
  SgfLoadResult loaded;
  try {
    loaded = loadSgfIntoGame(engine, o.infile, o.until);
  } catch (const std::exception& e) {
    env.err << "moyogo: " << e.what() << '\n';
    return 1;
  }
  // Unlike GTP loadsgf (GNU Go's quirk: load to the first pass), the command line refuses
  // a vertex that is not on the board.
  const std::string bad = checkMoveArgument(engine.game(), "-L", o.until);
  if (!bad.empty()) {
    env.err << "moyogo: " << bad << '\n';
    return 2;
  }
  if (!loaded.illegalMove.empty()) {
    env.err << "moyogo: " << loaded.illegalMove << '\n';
  } else if (const std::string w = untilWarning(loaded, "-L", o.until); !w.empty()) {
    env.err << "moyogo: " << w << '\n';
  }
  if (o.komi) engine.game().setKomi(*o.komi);
  engine.game().setPositionalSuperko(o.superko);
  return 0;
}

}  // namespace

std::string checkMoveArgument(const board::Game& game, const std::string& option,
                              const std::string& value) {
  if (value.empty()) return "";
  if (value.find_first_not_of("0123456789") == std::string::npos) return "";
  const auto p = game.board().geometry().parseVertex(value);
  if (p && *p != core::kPass) return "";
  return option + " " + value + ": not a move number or a vertex of the " +
         std::to_string(game.size()) + "x" + std::to_string(game.size()) + " board";
}

std::string untilWarning(const SgfLoadResult& loaded, const std::string& option,
                         const std::string& value) {
  if (value.empty() || loaded.stoppedAtUntil || !loaded.illegalMove.empty()) return "";
  const int moves = loaded.movesPlayed;
  const std::string game =
      " the game (" + std::to_string(moves) + (moves == 1 ? " move" : " moves") + ")";
  if (value.find_first_not_of("0123456789") != std::string::npos)
    return "warning: " + option + " " + value + " is never played in" + game +
           "; loaded to the end";
  // Move N loads the N-1 moves before it: N = moves + 1 is the end itself.
  if (value.size() < 7 && std::stoi(value) <= moves + 1) return "";
  return "warning: " + option + " " + value + " is past the end of" + game + "; loaded to the end";
}

/// --pattern-stats FILE: adds this run's pattern firing counters to FILE.
static int savePatternStats(engine::Engine& engine, const CliOptions& o, RunEnvironment& env, int code) {
  if (o.patternStats.empty()) return code;
  std::string error;
  if (engine.patternStats().mergeIntoFile(o.patternStats, &error)) return code;
  env.err << "moyogo: " << error << '\n';
  return code == 0 ? 1 : code;
}

int runMoyogo(const CliOptions& o, RunEnvironment& env) {
  if (o.helpTopic == "analyze") {
    env.out << analyzeHelpText();
    return 0;
  }
  if (o.helpTopic == "playstyle") {
    env.out << playStyleHelpText();
    return 0;
  }
  if (o.man) {
    env.out << manPageText();
    return 0;
  }
  if (o.help) {
    env.out << usageText();
    return 0;
  }
  if (o.version) {
    env.out << "moyogo " << MOYOGO_VERSION << '\n';
    return 0;
  }
  if (o.playStyleHelp) {
    env.out << playStyleHelpText();
    return 0;
  }
  engine::Engine engine(o.engine);
  if (!setUpGame(engine, o, env)) return 2;
  if (!o.infile.empty()) {
    if (const int code = loadInfile(engine, o, env); code != 0) return code;
  }

  Mode mode = o.mode;
  if (mode == Mode::Auto && wantsAnalysis(o)) {
    int exitCode = 0;
    if (runAnalysisActions(engine, o, env, exitCode))
      return savePatternStats(engine, o, env, exitCode);
  }
  if (mode == Mode::Auto) mode = env.stdinIsTerminal ? Mode::Ascii : Mode::Gtp;

  if (mode == Mode::Gtp) {
    GtpEngine gtp(engine);
    gtp.run(env.in, env.out);
    return savePatternStats(engine, o, env, 0);
  }
  AsciiOptions ascii;
  ascii.humanColor = o.humanColor;
  ascii.color = colorsOn(o, env);
  ascii.quiet = o.quiet;
  ascii.echo = !env.stdinIsTerminal;
  ascii.outfile = o.outfile;
  AsciiGame game(engine, ascii);
  return savePatternStats(engine, o, env, game.run(env.in, env.out));
}

int moyogoMain(int argc, const char* const argv[], RunEnvironment& env) {
  const CliParseResult parsed = parseCommandLine(argc, argv);
  if (!parsed.options) {
    env.err << "moyogo: " << parsed.error << '\n' << kTryHelp << '\n';
    return 2;
  }
  return runMoyogo(*parsed.options, env);
}

}  // namespace iface
