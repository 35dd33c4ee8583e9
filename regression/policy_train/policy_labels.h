// The labels file and the positions it names. One line a position:
//   GAME MOVES COLOR VERTEX SOURCE
// GAME an SGF file in the games folder, MOVES the moves played before the position (0: the
// start), COLOR b|w to move, VERTEX the label move (GTP, e.g. Q16; PASS labels are skipped),
// SOURCE played|genmove. Blank lines and lines starting with '#' are ignored. Each game is
// loaded once with the engine's SGF reader (interface/sgf_game.h) and walked back move by
// move (Game::undo); the planes are engine::policyPlanes at each labelled position.
#pragma once

#include <cstddef>
#include <istream>
#include <ostream>
#include <string>
#include <vector>

#include "engine/core/geometry.h"
#include "regression/policy_train/policy_data.h"

namespace policy_train {

struct LabelLine {
  std::string game;
  int moves = 0;
  core::Color color = core::Color::Black;
  core::Point move = core::kPass;  ///< a 19x19 point, or kPass
  Source source = Source::Played;
  int line = 0;  ///< in the labels file, from 1
};

/// The first `limit` labels (0: all). Throws std::runtime_error "NAME:LINE: what is wrong"
/// on a malformed line.
std::vector<LabelLine> readLabels(std::istream& in, const std::string& name, size_t limit);

/// What became of the labels.
struct LoadCounts {
  size_t labels = 0;       ///< lines read
  size_t positions = 0;    ///< kept
  size_t pass = 0;         ///< PASS labels
  size_t illegal = 0;      ///< the label move is illegal in the position
  size_t beyondEnd = 0;    ///< MOVES past the game's last move
  size_t notLoaded = 0;    ///< in games the SGF reader refused
  size_t notNineteen = 0;  ///< in games of another size
  size_t gamesFailed = 0;  ///< games the SGF reader refused
};

/// The positions of the labels, in the labels' order, from the SGF files in `gamesDir`.
/// A game the SGF reader refuses is reported on `log` (one line) and its labels skipped.
Dataset loadPositions(const std::string& gamesDir, const std::vector<LabelLine>& labels,
                      LoadCounts& counts, std::ostream& log);

}  // namespace policy_train
