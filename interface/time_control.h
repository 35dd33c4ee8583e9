// The game clock of a GTP session (time_settings, time_left, kgs-time_settings) and the
// allocation policy that turns it into Engine::setMoveBudget before each genmove.
#pragma once

#include <optional>
#include <string>

#include "engine/core/geometry.h"

namespace iface {

/// The time system of the game (KGS's names; GTP's time_settings is absolute or canadian).
enum class TimeSystem { None, Absolute, Byoyomi, Canadian };

/// The settings: main time, then (byoyomi) `periods` periods of `periodTime` seconds each,
/// or (canadian) `periodTime` seconds for every `stones` stones.
struct TimeSettings {
  TimeSystem system = TimeSystem::None;
  double mainTime = 0;
  double periodTime = 0;
  int stones = 0;   ///< canadian: stones per period
  int periods = 0;  ///< byoyomi: number of periods
};

/// One side's clock as the engine knows it.
struct SideClock {
  double mainLeft = 0;    ///< main time left
  double periodLeft = 0;  ///< time left in the current byo-yomi period
  int stonesLeft = 0;     ///< canadian: stones still to play in the period; byoyomi: periods left
  bool inOvertime = false;
};

/// Clock bookkeeping for both colors. time_left from the controller overrides the engine's
/// own accounting; without it, `charge` keeps the clock from the measured time per move.
class GameClock {
 public:
  /// GTP time_settings: byo 0 -> absolute (none when main is 0 too); byo > 0 and stones 0
  /// -> no limit (GTP's convention); otherwise canadian.
  void setGtp(int mainTime, int byoTime, int byoStones);
  /// kgs-time_settings; returns an error message ("" when fine).
  std::string setKgs(const std::string& system, const std::optional<double>& mainTime,
                     const std::optional<double>& periodTime, const std::optional<int>& count);
  /// GTP time_left: stones 0 = main time; otherwise in overtime with `stones` stones (canadian)
  /// or periods (byoyomi) left.
  void timeLeft(core::Color c, double seconds, int stones);
  /// Takes `seconds` of thinking off c's clock (main time first, then the period).
  void charge(core::Color c, double seconds);

  const TimeSettings& settings() const { return m_settings; }
  const SideClock& side(core::Color c) const { return m_side[index(c)]; }
  bool limited() const { return m_settings.system != TimeSystem::None; }

  /// The budget for c's next move in seconds, 0 when there is no limit. `boardSize` and
  /// `moveNumber` (moves played so far) estimate how many moves c still has to play.
  double allocate(core::Color c, int boardSize, int moveNumber) const;

  /// The hard limit for a move with this budget: past it the GTP layer stops the engine
  /// (its MoveClock reports the deadline passed). 0 when there is no limit.
  double hardLimit(core::Color c, double budget) const;

  /// One line describing the settings and both clocks (the `time_status` command).
  std::string describe() const;

 private:
  static int index(core::Color c) { return c == core::Color::Black ? 0 : 1; }
  void resetSides();

  TimeSettings m_settings;
  SideClock m_side[2];
};

/// Moves c is still expected to play on a board of this size after `moveNumber` moves.
double expectedMovesLeft(int boardSize, int moveNumber);

}  // namespace iface
