// Analysis actions (GNU Go 2.x "load and analyze"): -l FILE with --printsgf, --score,
// --decidestring, --decidedragon, -w, -T, -E, -b, or nothing (generate one move and print it).
//
// HOW TO ADD AN ACTION: add one branch to runAnalysisActions() below, in the order 2.x
// checks them, as `if (<option set>) return finish(<yourAction>(engine, o, env), exitCode);`
// where yourAction returns the exit code. Add the option test to wantsAnalysis() in
// cli_run.cpp if it should run without -l.
#include <chrono>
#include <cstdio>
#include <fstream>
#include <optional>
#include <ostream>

#include "interface/ascii_game.h"
#include "interface/cli.h"
#include "engine/genmove/examine.h"
#include "interface/dragon_print.h"
#include "interface/moyo_print.h"
#include "interface/score.h"
#include "interface/sgf_game.h"
#include "interface/worm_report.h"

namespace iface {
namespace {

using core::Color;
using core::Point;

bool finish(int code, int& exitCode) {
  exitCode = code;
  return true;
}

/// For an action whose module is not part of this build: a clear error, exit 1.
[[maybe_unused]] int notAvailable(const char* option, const char* module, RunEnvironment& env) {
  env.err << "moyogo: " << option << " needs the " << module << " module, not built yet\n";
  return 1;
}

/// Plays genmove for the side to move; false when the game ended (two passes).
bool selfPlayOneMove(engine::Engine& engine) {
  board::Game& game = engine.game();
  const Color c = game.toMove();
  Point p = engine.genmove(c);
  if (game.play(p, c) != board::PlayError::None) game.play(core::kPass, c);
  return !game.bothPassed();
}

/// "White wins by 11.0 points" (GNU Go's --score line), counted as GTP final_score does.
std::string winnerLine(engine::Engine& engine) {
  return winnerText(finalScore(engine).margin());
}

/// --printsgf FILE: the position as setup stones (GNU Go's printsgf).
int printSgfAction(engine::Engine& engine, const CliOptions& o, RunEnvironment& env) {
  std::ofstream file(o.printSgf);
  if (file) file << writePositionSgf(engine.game());
  if (!file) {
    env.err << "moyogo: cannot write " << o.printSgf << '\n';
    return 1;
  }
  return 0;
}

/// --score end|last|MOVE (2.x): `end` plays the game out by self-play to two passes and
/// counts it as GTP final_score does ("Result: W+7.5" and the winner line); `last` (the
/// whole file) and MOVE (loaded up to that move number or vertex) print the engine's score
/// estimate in who_wins' words for the side to move ("Result: B+3.0" and `W says "I lost!"`).
int scoreAction(engine::Engine& engine, const CliOptions& o, RunEnvironment& env) {
  if (o.score == "end") {
    for (int guard = 0; guard < 4 * engine.game().size() * engine.game().size(); ++guard)
      if (!selfPlayOneMove(engine)) break;
    const double margin = finalScore(engine).margin();
    env.out << "Result: " << scoreText(margin) << '\n' << winnerText(margin) << '\n';
    return 0;
  }
  if (o.score != "last") {
    if (o.infile.empty()) {
      env.err << "moyogo: --score " << o.score << " needs -l FILE\n";
      return 2;
    }
    SgfLoadResult loaded;
    try {
      loaded = loadSgfIntoGame(engine, o.infile, o.score);
    } catch (const std::exception& e) {
      env.err << "moyogo: " << e.what() << '\n';
      return 1;
    }
    const std::string bad = checkMoveArgument(engine.game(), "--score", o.score);
    if (!bad.empty()) {
      env.err << "moyogo: " << bad << '\n';
      return 2;
    }
    if (const std::string w = untilWarning(loaded, "--score", o.score); !w.empty())
      env.err << "moyogo: " << w << '\n';
    if (o.komi) engine.game().setKomi(*o.komi);
  }
  env.out << whoWinsText(estimateScore(engine).whiteMinusBlack(), engine.game().toMove());
  return 0;
}

/// -b N: self-play N moves from the current position, then the score and the speed.
int benchmarkAction(engine::Engine& engine, const CliOptions& o, RunEnvironment& env) {
  const auto start = std::chrono::steady_clock::now();
  int played = 0;
  while (played < o.benchmark) {
    ++played;
    if (!selfPlayOneMove(engine)) break;
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  env.out << winnerLine(engine) << '\n';
  char line[96];
  std::snprintf(line, sizeof line, "%d moves in %.3f s (%.1f moves/s)\n", played, seconds,
                seconds > 0 ? played / seconds : 0.0);
  env.out << line;
  return 0;
}

/// No action: generate a move for the side to move and print it (2.x load and analyze).
/// With -o FILE the game is written with the move played and the chooser's ranked moves
/// as LB labels on it (2.x wrote the considered values so).
int genmoveAction(engine::Engine& engine, const CliOptions& o, RunEnvironment& env) {
  board::Game& game = engine.game();
  const Color c = game.toMove();
  const Point p = engine.genmove(c);
  env.out << (c == Color::Black ? "black (X)" : "white (O)") << " move "
          << game.board().geometry().vertexName(p) << '\n';
  if (o.outfile.empty()) return 0;
  MoveAnnotations notes;
  if (game.play(p, c) == board::PlayError::None)
    notes[game.record().size() - 1] = annotationOf(engine.lastResult());
  SgfGameInfo info;
  info.comment = "moyogo's move after " + o.infile;
  std::ofstream file(o.outfile);
  if (file) file << writeSgf(game, info, &notes);
  if (!file) {
    env.err << "moyogo: cannot write " << o.outfile << '\n';
    return 1;
  }
  return 0;
}

/// -l FILE -m LEVEL: the moyo module's -m text for the loaded position and the side to move.
int moyoAction(engine::Engine& engine, const CliOptions& o, RunEnvironment& env) {
  const bool ansi = o.colorOutput == ColorOutput::Always ||
                    (o.colorOutput == ColorOutput::Auto && env.stdoutIsTerminal);
  env.out << moyoDebugText(engine, engine.game().toMove(), o.engine.moyoLevel, ansi);
  return 0;
}

/// The stone a --decidestring / --decidedragon VERTEX names; an error message and none when
/// the vertex is no point or holds no stone.
std::optional<core::Point> decideTarget(engine::Engine& engine, const char* option,
                                        const std::string& vertex, RunEnvironment& env) {
  const auto p = engine.game().board().geometry().parseVertex(vertex);
  if (!p || *p == core::kPass) {
    env.err << "moyogo: " << option << ": invalid vertex " << vertex << '\n';
    return std::nullopt;
  }
  if (!isStone(engine.game().board().at(*p))) {
    env.err << "moyogo: " << option << ": no stone at " << vertex << '\n';
    return std::nullopt;
  }
  return p;
}

/// --decidestring VERTEX: attack and defense of one string (worm module), traced with -t.
int decideStringAction(engine::Engine& engine, const CliOptions& o, RunEnvironment& env) {
  const auto p = decideTarget(engine, "--decidestring", o.decideString, env);
  if (!p) return 1;
  env.out << decideString(engine, *p, o.trace);
  return 0;
}

/// --decidedragon VERTEX: the owl's attack and defense of one dragon, traced with -t.
int decideDragonAction(engine::Engine& engine, const CliOptions& o, RunEnvironment& env) {
  const auto p = decideTarget(engine, "--decidedragon", o.decideDragon, env);
  if (!p) return 1;
  env.out << decideDragon(engine, *p, o.trace);
  return 0;
}

/// -T / -E: the dragon board (letters per dragon, colored by safety) or the eye spaces.
int dragonBoardAction(engine::Engine& engine, const CliOptions& o, RunEnvironment& env) {
  const bool ansi = o.colorOutput == ColorOutput::Always ||
                    (o.colorOutput == ColorOutput::Auto && env.stdoutIsTerminal);
  const auto dragons = analyzeDragons(engine);
  const board::Board& b = engine.game().board();
  env.out << (o.printBoard ? dragonBoardText(b, dragons, ansi) : eyeSpaceText(b, dragons, ansi));
  return 0;
}

}  // namespace

bool runAnalysisActions(engine::Engine& engine, const CliOptions& o, RunEnvironment& env,
                        int& exitCode) {
  if (o.benchmark > 0) return finish(benchmarkAction(engine, o, env), exitCode);
  if (o.analyzeGame) return finish(analyzeGameAction(engine, o, env), exitCode);
  if (o.analyze != 0 || !o.analyzerFile.empty())
    return finish(analyzeAction(engine, o, env), exitCode);
  if (!o.svgFile.empty()) return finish(svgAction(engine, o, env), exitCode);
  if (!o.printSgf.empty()) return finish(printSgfAction(engine, o, env), exitCode);
  if (!o.decideString.empty()) return finish(decideStringAction(engine, o, env), exitCode);
  if (!o.decideDragon.empty()) return finish(decideDragonAction(engine, o, env), exitCode);
  if (!o.score.empty()) return finish(scoreAction(engine, o, env), exitCode);
  if (o.worms) {  // worm module: the worm listing of the loaded position
    env.out << wormListing(engine);
    return finish(0, exitCode);
  }
  if (o.printBoard || o.eyes)  // dragon module: -T colored dragon board, -E eye spaces
    return finish(dragonBoardAction(engine, o, env), exitCode);
  if (!o.infile.empty() && o.engine.moyoLevel != 0)
    return finish(moyoAction(engine, o, env), exitCode);
  if (!o.infile.empty()) return finish(genmoveAction(engine, o, env), exitCode);
  return false;
}

}  // namespace iface
