// Connection reading (ours, beyond 2.x; GNU Go 3's disconnect and "strategic defense" in a
// small form): would the enemy's cut leave a piece of this dragon that dies? For each
// loose dragon above 13x13, its cutting points are read: the cut is played, a cutting
// stone the owner captures first is no cut, the position after it is amalgamated again,
// and the owl reads the pieces. The cut loses something when two pieces can be attacked
// (the owner saves one) or the one attackable piece cannot be saved. The connection is then
// proposed for the owner (generator OwlDefense), valued as the lost piece's worms (as 2.x's
// eye_finder values a dragon); the enemy's dragons are read too, for GTP, but their cuts are
// not proposed (kProposeCuts).
// Genmove reads them only with --connection-reading (EngineOptions::connectionReading):
// against GNU Go on 19x19 the reading gave no significant gain for about 30% more CPU
// (docs/measurements.md), although GNU Go's worst replies to moyogo are often cuts this
// reading sees losing a piece. GTP `connection_reading` shows the reading either way.
#pragma once

#include <cstdint>
#include <vector>

#include "engine/genmove/gen_context.h"

namespace engine {

/// Owl nodes of one question on a piece, and of the whole reading of one genmove.
inline constexpr int kCutQuestionNodes = 400;
inline constexpr int kCutReadingNodes = 4000;
/// Cutting points read at most per genmove (biggest dragons first).
inline constexpr int kCutCandidates = 16;
/// Whether the enemy's cuts are proposed too (OwlAttack), or only the owner's connections.
/// Proposing the cuts lowered the 19x19 match margin (docs/measurements.md).
inline constexpr bool kProposeCuts = false;

/// What reading one cutting point found: `loses` (value: the worm values of the piece the
/// owner loses), `no cut` (illegal, a capture, a self-atari, or the owner captures the
/// cutting stone), `joined` (the amalgamation still joins the pieces), `holds` (no piece can
/// be attacked), `saved` (one can, and the owner saves it), `unsafe` (the mover's stone there
/// would be captured: not read), `unread` (the reading's nodes were spent).
enum class CutOutcome : uint8_t { Loses, NoCut, Joined, Holds, Saved, Unsafe, Unread };
const char* cutOutcomeName(CutOutcome o);

struct CutRecord {
  core::Point cut = core::kNoPoint;
  int dragon = -1;  ///< index in the analysis' dragons
  CutOutcome outcome = CutOutcome::Unread;
  int pieces = 0;      ///< dragons the cut leaves (0 when not amalgamated again)
  int attackable = 0;  ///< pieces the owl can attack with the enemy moving again
  int value = 0;
};

/// Proposes the connections and cuts the reading above finds (boards above 13x13 only).
/// With a record, every cutting point considered is appended in reading order (GTP
/// `connection_reading`), including the ones left unread.
void connectionMoves(GenContext& g, std::vector<CutRecord>* record = nullptr);

}  // namespace engine
