// SGF analysis files as GNU Go 2.x wrote them (`--analyze OPTS`, `--analyzerfile FILE`):
// the engine's judgement of a position as SGF markup on the position's node, and the
// whole-game annotation of `--analyze-game`.
//
// Markup (documented in interface/README.md):
//   territory/terri  TB/TW from the 5/21 map (empty points and dead stones)
//   moyocolor        TB/TW from the 5/10 map; areacolor: from the 4/0 map. The first map
//                    asked (territory, moyo, area) goes on the node, each further one on a
//                    child node of its own whose comment names it
//   dragonstatus     every stone: CR alive, TR critical, SQ unknown, MA dead (safety)
//   capture/defense  LB "a" on attack points, "d" on defense points, comment lines
//   eyes             LB "x"/"o" on the eye-space points of Black/White, "!" marginal
//   wormliberties    LB with the liberty count on every worm's origin
//   considered       LB with the value of every considered move
//   recommended      LB with the proposing module's letter on each module's best move,
//                    and a comment line naming the chosen move, its value and module
//   gameinfo, worminfo, dragoninfo, eyeinfo: comment sections
//   overwrite        drop the node's own markup and comment before adding ours
// Several labels on one point are joined with '/' in one LB value.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/genmove/engine.h"
#include "interface/sgf_tree.h"

namespace iface {

enum AnalyzeFlag : unsigned {
  kAnalyzeAreaColor = 1u << 0,
  kAnalyzeCapture = 1u << 1,
  kAnalyzeConsidered = 1u << 2,
  kAnalyzeDefense = 1u << 3,
  kAnalyzeDragonInfo = 1u << 4,
  kAnalyzeDragonStatus = 1u << 5,
  kAnalyzeEyeInfo = 1u << 6,
  kAnalyzeEyes = 1u << 7,
  kAnalyzeGameInfo = 1u << 8,
  kAnalyzeMoyoColor = 1u << 9,
  kAnalyzeRecommended = 1u << 10,
  kAnalyzeTerritory = 1u << 11,
  kAnalyzeWormInfo = 1u << 12,
  kAnalyzeWormLiberties = 1u << 13,
  kAnalyzeOverwrite = 1u << 14,
  kAnalyzeAll = (1u << 14) - 1,  // everything but overwrite
};

/// Parses GNU Go 2.6's comma-separated option list ("dragonstatus,territory"); on an unknown
/// name sets `error` ("unknown --analyze option 'x'") and returns nullopt.
std::optional<unsigned> parseAnalyzeOptions(const std::string& text, std::string& error);
/// The `--help analyze` text: one line per option.
std::string analyzeHelpText();

/// A move the engine considered, as the analysis shows it.
struct ConsideredMove {
  core::Point move = core::kNoPoint;
  int value = 0;
  char letter = '?';   ///< the proposing module's letter (2.6's F S P A D E p L B, + ours)
  std::string module;  ///< its name
  std::string label;   ///< the chooser's figure (engine::rankFigure), for labels
};
/// What genmove did for the side to move.
struct MoveChoice {
  ConsideredMove chosen;
  /// The chooser's ranking, the move played first (skipped moves left out).
  std::vector<ConsideredMove> ranking;
  std::vector<ConsideredMove> considered;  ///< 2.x's best value per point, best first
  std::string figures;                     ///< the chooser and its figures of the move
};
/// Runs genmove for `color` on the engine's position (the move is not played, the random
/// generator is restored) and reads Engine::lastResult().
MoveChoice chooseMove(engine::Engine& engine, core::Color color);

/// Adds the markup for `flags` for the engine's current position (side to move) to `node`.
/// `choice` is needed for considered/recommended (nullptr: genmove runs when needed).
void annotatePosition(engine::Engine& engine, unsigned flags, SgfNode& node,
                      const MoveChoice* choice = nullptr);

/// Copies the main line of `root` up to and including the node holding the `moves`-th B/W
/// move (the root, or the last setup node before the first move, when moves is 0).
/// Variations are dropped. Returns the copy's root; `last` points at its last node.
std::unique_ptr<SgfNode> copyMainLine(const SgfNode& root, int moves, SgfNode** last);

/// SGF property helpers: the value of p ("dd"), add values to a property (merged into an
/// existing one of the same id), remove properties.
std::string sgfPointValue(core::Point p);
void addProperty(SgfNode& node, const std::string& id, const std::vector<std::string>& values);
void removeProperties(SgfNode& node, const std::vector<std::string>& ids);
/// Appends a paragraph to the node's comment C.
void appendComment(SgfNode& node, const std::string& text);

}  // namespace iface
