#include "interface/time_control.h"

#include <algorithm>
#include <cstdio>

namespace iface {
namespace {

/// Seconds lost per move outside the engine (GTP transport, scheduling), at most this share
/// of the move's time: a short clock on a local GUI loses far less than a server's 0.3 s.
constexpr double kLatency = 0.3;
constexpr double kLatencyShare = 0.25;
/// Fraction of a byo-yomi period (or of its per-stone share) the engine may use.
constexpr double kPeriodShare = 0.8;
/// The main time never used by normal allocation: 10% of it, at most 30 s.
constexpr double kReserveShare = 0.1;
constexpr double kReserveCap = 30.0;
/// The smallest budget handed to the engine (it answers with its quickest move below it).
constexpr double kMinBudget = 0.02;

/// A move's share of the clock less the latency it should leave for outside the engine.
double lessLatency(double share) {
  return std::max(0.0, share - std::min(kLatency, kLatencyShare * share));
}

double safePeriod(double seconds) { return lessLatency(kPeriodShare * seconds); }

/// The share of the main time for one move: what is above the reserve spread over the moves
/// left; once in the reserve, a small fraction of what is left.
double mainShare(double left, double mainTime, double movesLeft) {
  const double reserve = std::min(kReserveCap, kReserveShare * mainTime);
  double share = left > reserve ? (left - reserve) / movesLeft : left / (4.0 * movesLeft);
  share = std::min(share, 0.25 * left);
  return left > reserve ? lessLatency(share) : std::max(0.0, share);
}

}  // namespace

double expectedMovesLeft(int boardSize, int moveNumber) {
  const double area = static_cast<double>(boardSize) * boardSize;
  const double gameLength = 0.7 * area;
  const double minimum = std::max(2.0, area / 20.0);
  return std::max(minimum, (gameLength - moveNumber) / 2.0);
}

void GameClock::resetSides() {
  for (SideClock& s : m_side) {
    s = SideClock{};
    s.mainLeft = m_settings.mainTime;
    s.periodLeft = m_settings.periodTime;
    s.stonesLeft =
        m_settings.system == TimeSystem::Byoyomi ? m_settings.periods : m_settings.stones;
    s.inOvertime = false;
  }
}

void GameClock::setGtp(int mainTime, int byoTime, int byoStones) {
  m_settings = TimeSettings{};
  if (byoTime > 0 && byoStones == 0) {
    m_settings.system = TimeSystem::None;
  } else if (byoTime <= 0) {
    m_settings.system = mainTime > 0 ? TimeSystem::Absolute : TimeSystem::None;
    m_settings.mainTime = std::max(0, mainTime);
  } else {
    m_settings.system = TimeSystem::Canadian;
    m_settings.mainTime = std::max(0, mainTime);
    m_settings.periodTime = byoTime;
    m_settings.stones = byoStones;
  }
  resetSides();
}

std::string GameClock::setKgs(const std::string& system, const std::optional<double>& mainTime,
                              const std::optional<double>& periodTime,
                              const std::optional<int>& count) {
  TimeSettings s;
  if (system == "none") {
    s.system = TimeSystem::None;
  } else if (system == "absolute") {
    if (!mainTime || *mainTime < 0) return "syntax error";
    s.system = TimeSystem::Absolute;
    s.mainTime = *mainTime;
  } else if (system == "byoyomi" || system == "canadian") {
    if (!mainTime || !periodTime || !count || *mainTime < 0 || *periodTime < 0 || *count < 0)
      return "syntax error";
    s.system = system == "byoyomi" ? TimeSystem::Byoyomi : TimeSystem::Canadian;
    s.mainTime = *mainTime;
    s.periodTime = *periodTime;
    (system == "byoyomi" ? s.periods : s.stones) = *count;
    if (*count == 0 || *periodTime == 0)  // no overtime: plain absolute time
      s = TimeSettings{TimeSystem::Absolute, *mainTime, 0, 0, 0};
  } else {
    return "unknown time system";
  }
  m_settings = s;
  resetSides();
  return "";
}

void GameClock::timeLeft(core::Color c, double seconds, int stones) {
  SideClock& s = m_side[index(c)];
  seconds = std::max(0.0, seconds);
  if (stones <= 0 || m_settings.system == TimeSystem::Absolute) {
    s.mainLeft = seconds;
    s.inOvertime = false;
    s.periodLeft = m_settings.periodTime;
  } else {
    s.mainLeft = 0;
    s.inOvertime = true;
    s.periodLeft = seconds;
    s.stonesLeft = stones;
  }
}

void GameClock::charge(core::Color c, double seconds) {
  if (!limited()) return;
  SideClock& s = m_side[index(c)];
  if (!s.inOvertime) {
    const double fromMain = std::min(s.mainLeft, seconds);
    s.mainLeft -= fromMain;
    seconds -= fromMain;
    if (seconds <= 0) return;
    if (m_settings.system == TimeSystem::Absolute) return;  // out of time: nothing to do
    s.inOvertime = true;
    s.periodLeft = m_settings.periodTime;
    s.stonesLeft =
        m_settings.system == TimeSystem::Byoyomi ? m_settings.periods : m_settings.stones;
  }
  if (m_settings.system == TimeSystem::Byoyomi) {
    // A period is used up only when a move takes longer than it; otherwise it resets.
    while (seconds > m_settings.periodTime && s.stonesLeft > 1) {
      seconds -= m_settings.periodTime;
      --s.stonesLeft;
    }
    s.periodLeft = m_settings.periodTime;
    return;
  }
  s.periodLeft = std::max(0.0, s.periodLeft - seconds);
  if (--s.stonesLeft <= 0) {  // canadian: a new period starts
    s.stonesLeft = m_settings.stones;
    s.periodLeft = m_settings.periodTime;
  }
}

double GameClock::allocate(core::Color c, int boardSize, int moveNumber) const {
  if (!limited()) return 0.0;
  const SideClock& s = side(c);
  const double moves = expectedMovesLeft(boardSize, moveNumber);
  double budget = 0;
  switch (m_settings.system) {
    case TimeSystem::Absolute:
      budget = mainShare(s.mainLeft, m_settings.mainTime, moves);
      break;
    case TimeSystem::Byoyomi:
      budget = s.inOvertime ? safePeriod(s.periodLeft)
                            : mainShare(s.mainLeft, m_settings.mainTime, moves) +
                                  safePeriod(m_settings.periodTime);
      break;
    case TimeSystem::Canadian: {
      const int stones = std::max(1, s.inOvertime ? s.stonesLeft : m_settings.stones);
      const double perStone =
          safePeriod((s.inOvertime ? s.periodLeft : m_settings.periodTime) / stones);
      budget = s.inOvertime ? perStone
                            : mainShare(s.mainLeft, m_settings.mainTime, moves) + 0.5 * perStone;
      break;
    }
    case TimeSystem::None:
      return 0.0;
  }
  return std::max(kMinBudget, budget);
}

double GameClock::hardLimit(core::Color c, double budget) const {
  if (!limited() || budget <= 0) return 0.0;
  const SideClock& s = side(c);
  double cap = 0.5 * s.mainLeft;
  if (m_settings.system == TimeSystem::Byoyomi)
    cap = s.inOvertime ? 0.9 * s.periodLeft : cap + 0.9 * m_settings.periodTime;
  if (m_settings.system == TimeSystem::Canadian)
    cap = s.inOvertime ? 0.9 * s.periodLeft / std::max(1, s.stonesLeft)
                       : cap + 0.9 * m_settings.periodTime / std::max(1, m_settings.stones);
  return std::max(budget, std::min(std::max(3.0 * budget, budget + 1.0), cap));
}

std::string GameClock::describe() const {
  static const char* const kNames[] = {"none", "absolute", "byoyomi", "canadian"};
  char buf[256];
  std::snprintf(buf, sizeof buf,
                "system=%s main=%.1f period=%.1f stones=%d periods=%d "
                "black=%.1f/%.1f/%d white=%.1f/%.1f/%d",
                kNames[static_cast<int>(m_settings.system)], m_settings.mainTime,
                m_settings.periodTime, m_settings.stones, m_settings.periods, m_side[0].mainLeft,
                m_side[0].periodLeft, m_side[0].stonesLeft, m_side[1].mainLeft,
                m_side[1].periodLeft, m_side[1].stonesLeft);
  return buf;
}

}  // namespace iface
