// SGF <-> Game: loadsgf (GNU Go 3.8 semantics) and SGF output of a game or a position.
#pragma once

#include <cstdint>
#include <map>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>
#include <string_view>

#include "engine/genmove/engine.h"
#include "interface/sgf_tree.h"

namespace iface {

/// What the engine considered for one of its moves (2.x's -o output): the chooser's ranked
/// points with its figures (LB labels: the 2.x value, the search's visits or the learned
/// rank) and the value of the move played (C "Value of move: N").
struct MoveAnnotation {
  core::Point move = core::kPass;  ///< the move played (the annotation is dropped otherwise)
  int value = 0;
  std::vector<std::pair<core::Point, std::string>> labels;
};

/// Game information read from or written to the root node.
struct SgfGameInfo {
  std::string playerBlack;  // PB
  std::string playerWhite;  // PW
  std::string result;       // RE
  std::string date;         // DT (writers fill today's date when empty)
  std::string comment;      // C of the root node
};

/// Annotations of engine moves by record index (writeSgf).
using MoveAnnotations = std::map<size_t, MoveAnnotation>;

/// The annotation of the engine's last genmove (its ranking, skipped moves left out).
MoveAnnotation annotationOf(const engine::GenmoveResult& r);

/// Why loading failed; what() is the whole message for the user:
/// Open: "cannot open or parse 'path': detail" (GNU Go's words, then "no such file", "not a
/// regular file", "larger than 64 MB", ...); Parse and Content:
/// "path:line:column: message".
class SgfLoadError : public std::runtime_error {
 public:
  enum class Kind { Open, Parse, Content };
  SgfLoadError(Kind kind, const std::string& message)
      : std::runtime_error(message), m_kind(kind) {}
  Kind kind() const { return m_kind; }

 private:
  Kind m_kind;
};

/// What loadSgfIntoGame did.
struct SgfLoadResult {
  core::Color toMove = core::Color::Black;  // the player of the next move
  int movesPlayed = 0;                      // B/W moves played (passes included)
  int boardSize = 19;
  double komi = 5.5;
  int handicap = 0;
  SgfGameInfo info;
  /// True when loading stopped at the `until` move number or vertex.
  bool stoppedAtUntil = false;
  /// When loading stopped at a move it could not play (an occupied point, suicide, a ko
  /// retake, a value that is no point of the board), the warning for the user, placed at
  /// the move's property in the text: "FILE:LINE:COLUMN: warning: move 7 (B D4) is illegal:
  /// D4 is occupied; the game is loaded up to move 6". "" when every move was played.
  std::string illegalMove;
};

/// The largest SGF file loadSgfIntoGame reads (peer-suite files are below 100 KB).
inline constexpr uintmax_t kMaxSgfFileBytes = uintmax_t{64} << 20;

/// Loads the main line of an SGF file into engine.game() with GNU Go 3.8's `loadsgf`
/// semantics: `until` empty = the whole main line; "N" (a number) = play the moves before
/// move N (N-1 moves); a vertex ("K10") = stop before the first move played there.
/// AE is ignored, as GNU Go 3.8 does (files use it to remove dead stones at the end).
/// Komi from KM, else 5.5 (0.5 with a handicap); handicap from HA and AB.
/// Throws SgfLoadError (see there). The game is only changed when loading succeeds; the
/// engine's options and random generator are never touched.
SgfLoadResult loadSgfIntoGame(engine::Engine& engine, const std::string& path,
                              std::string_view until = "");
/// The same from text; `sourceName` prefixes error messages.
SgfLoadResult loadSgfTextIntoGame(engine::Engine& engine, std::string_view text,
                                  std::string_view until = "",
                                  const std::string& sourceName = "<sgf>");

/// The game record as SGF: root with GM FF CA AP SZ KM HA RU PB PW RE DT, setup steps as
/// AB/AW/AE, then one node per move (pass as B[]/W[]). Loading it back gives the same game.
/// With `annotations`, each annotated engine move gets LB labels (point:value) and
/// C[Value of move: N], as 2.x's -o file did.
std::string writeSgf(const board::Game& game, const SgfGameInfo& info = {},
                     const MoveAnnotations* annotations = nullptr);

/// GNU Go's `printsgf`: the current position only, as GNU Go 3.8 writes it: AW/AB setup,
/// PL (GNU Go's: opponent of the last mover, else Black), IL (empty points illegal for that
/// player: ko, suicide), prisoners folded into KM
/// (komi + stones White captured - stones Black captured), lists wrapped at 64 columns.
/// `date` empty means today's date.
std::string writePositionSgf(const board::Game& game, const std::string& date = "");

/// Today's date as YYYY-MM-DD (local time).
std::string todayIsoDate();

}  // namespace iface
