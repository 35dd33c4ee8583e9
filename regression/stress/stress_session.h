// One stress run: random games on sizes 2 to 25 played over GTP (in process, through
// iface::GtpEngine::execute) with hostile and garbage commands mixed in, every step checked
// against the independent Referee (stones, captures, legality), every game undone back to
// its start, every genmove answered with a legal move or pass inside a time bound.
#pragma once

#include <cstdint>
#include <cstdio>
#include <deque>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "interface/gtp_engine.h"
#include "regression/stress/referee.h"

namespace stress {

struct StressOptions {
  int games = 1000;
  uint64_t seed = 1;
  int maxSize = 25;          ///< largest board (sizes above 9 are rarer)
  double genmoveRate = 0.02;  ///< chance that a step is a genmove
  double moveSeconds = 0.05;  ///< the GTP layer's cap on every genmove (maxMoveSeconds)
  double genmoveLimit = 10.0;  ///< a genmove using more CPU seconds fails the run
  int progressEvery = 0;      ///< games between progress lines (0: none)
  std::string tempDir;        ///< a private folder for the damaged SGF files
};

struct StressStats {
  uint64_t games = 0, steps = 0, commands = 0, moves = 0, illegalRefused = 0;
  uint64_t genmoves = 0, passes = 0, undos = 0, garbage = 0, hostile = 0, loads = 0;
  uint64_t trymoves = 0;
  double maxGenmoveSeconds = 0;  ///< CPU time of the slowest genmove
  int maxGenmoveSize = 0;        ///< the board size of the slowest genmove
  double maxGenmoveWall = 0;     ///< wall time of the slowest genmove (load dependent)
  double genmoveSeconds = 0;     ///< wall time of all genmoves together
};

/// A GTP answer's text without "= " / "? " and the final blank line.
std::string gtpContent(const std::string& response);
/// The words of a text, sorted.
std::vector<std::string> gtpWords(const std::string& text);

/// A mismatch between the engine and the referee, with the last commands for the report.
class StressFailure : public std::runtime_error {
 public:
  explicit StressFailure(const std::string& what) : std::runtime_error(what) {}
};

class StressSession {
 public:
  StressSession(iface::GtpEngine& gtp, const StressOptions& options);
  /// Plays options.games games; throws StressFailure on the first mismatch.
  void run(StressStats& stats);

 private:
  void playGame(int game);
  void step();
  void stepPlay();
  void stepGenmove();
  void stepUndo(int count);
  void stepTrymove();
  void stepPopgo();
  void stepGarbage();
  void stepHostile();
  void stepLoadsgf();
  void stepIsLegal();
  void startGame(int size);
  void finishGame();

  std::string send(const std::string& line);
  bool sendOk(const std::string& line);
  void expectError(const std::string& line);
  void verify();
  [[noreturn]] void fail(const std::string& what);

  Stone randomColor() { return pick(0, 1) == 0 ? kBlack : kWhite; }
  std::string colorWord(Stone s);
  int pick(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(m_rng); }
  double chance() { return std::uniform_real_distribution<double>(0, 1)(m_rng); }
  int randomSize();
  bool parseVertex(const std::string& v, int& x, int& y) const;
  SimpleBoard boardFromEngine();
  std::string damagedSgf();

  iface::GtpEngine& m_gtp;
  StressOptions m_options;
  std::mt19937_64 m_rng;
  Referee m_ref;
  Stone m_toMove = kBlack;
  StressStats* m_stats = nullptr;
  std::deque<std::string> m_transcript;  // the last commands and answers
  int m_game = 0;
  std::FILE* m_trace = nullptr;  // MOYOGO_STRESS_TRACE=FILE: every line sent, for replays
};

}  // namespace stress
