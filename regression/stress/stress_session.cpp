#include "regression/stress/stress_session.h"

#include <time.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <vector>

namespace stress {
namespace {

double threadCpuSeconds() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + 1e-9 * static_cast<double>(t.tv_nsec);
}

const char* verdictName(Verdict v) {
  switch (v) {
    case Verdict::Legal: return "legal";
    case Verdict::Occupied: return "occupied";
    case Verdict::Suicide: return "suicide";
    default: return "ko";
  }
}

// Commands with bad arguments: every one must answer '?' and change nothing.
const std::vector<std::string> kBadLines = {
    "play", "play b", "play b A0", "play b A99", "play purple A1",
    "boardsize", "boardsize 0", "boardsize 1", "boardsize 26", "boardsize -7",
    "boardsize 99999999999999999999", "boardsize nine", "komi", "komi abc", "genmove",
    "genmove purple", "trymove b A99", "trymove", "is_legal b A99", "captures purple",
    "list_stones purple", "time_left b", "time_settings a b c", "loadsgf", "fixed_handicap",
    "fixed_handicap 1", "gg-undo -3", "undo_undo", "attack A99", "dragon_status A99",
    "set_free_handicap A99", "countlib A99", "findlib", "reg_genmove", "final_status_list x",
    "eye_data", "eye_data purple A1", "eye_data b A99",
};

// Commands that may answer anything but must leave the board alone.
const std::vector<std::string> kHostileLines = {
    "komi 1e308", "komi -1e308", "komi nan", "komi inf", "komi -inf", "komi 99999999999999999999",
    "komi 6.5", "komi 0.000000000001", "time_settings 0 1 1", "time_settings 99999999 0 0",
    "time_settings -5 -5 -5", "time_settings 0 0 0", "time_settings 2147483647 2147483647 1",
    "time_left b -5 0", "time_left w 1e300 -3", "time_left b nan 5", "time_left white 0 0",
    "time_left black 99999999999999999999 99999999999999999999", "time_left b 0.001 1",
    "kgs-time_settings byoyomi 1 1 1", "kgs-time_settings canadian -1 1e308 0",
    "kgs-time_settings none", "level 99999999999", "level -5", "level 1",
    "set_random_seed 99999999999999999999", "set_random_seed -1", "increase_depths",
    "decrease_depths", "showboard", "printsgf", "move_history", "estimate_score",
    "get_komi", "query_boardsize", "last_move", "cputime", "time_status",
    "reset_reading_node_counter", "get_reading_node_counter", "protocol_version",
};

}  // namespace

StressSession::StressSession(iface::GtpEngine& gtp, const StressOptions& options)
    : m_gtp(gtp), m_options(options), m_rng(options.seed) {
  m_gtp.context().maxMoveSeconds = options.moveSeconds;
  if (const char* trace = std::getenv("MOYOGO_STRESS_TRACE")) m_trace = std::fopen(trace, "w");
}

void StressSession::run(StressStats& stats) {
  m_stats = &stats;
  for (m_game = 0; m_game < m_options.games; ++m_game) {
    playGame(m_game);
    ++stats.games;
    if (m_options.progressEvery > 0 && (m_game + 1) % m_options.progressEvery == 0)
      std::printf("stress: %d/%d games, %llu steps, %llu genmoves (max %.2f s)\n", m_game + 1,
                  m_options.games, static_cast<unsigned long long>(stats.steps),
                  static_cast<unsigned long long>(stats.genmoves), stats.maxGenmoveSeconds),
          std::fflush(stdout);
  }
}

int StressSession::randomSize() {
  const int r = pick(0, 9);
  const int hi = std::max(2, std::min(m_options.maxSize, 25));
  if (r < 7) return pick(2, std::min(9, hi));
  if (r < 9 && hi >= 10) return pick(10, std::min(13, hi));
  return pick(2, hi);
}

void StressSession::playGame(int) {
  const int size = randomSize();
  startGame(size);
  const int steps = pick(5, std::min(size * size * 2, 400));
  for (int i = 0; i < steps; ++i) {
    step();
    verify();
    ++m_stats->steps;
  }
  finishGame();
}

void StressSession::startGame(int size) {
  if (!sendOk("boardsize " + std::to_string(size))) fail("boardsize refused");
  if (!sendOk("clear_board")) fail("clear_board refused");
  m_ref.reset(size);
  m_toMove = kBlack;
  if (size >= 7 && pick(0, 4) == 0) {
    const std::string r = send("fixed_handicap " + std::to_string(pick(2, size >= 9 ? 9 : 4)));
    if (r[0] == '=') {
      for (const std::string& v : gtpWords(gtpContent(r))) {
        int x, y;
        if (!parseVertex(v, x, y)) fail("bad handicap vertex " + v);
        m_ref.placeBase(x, y, kBlack);
      }
      m_toMove = kWhite;
    }
  }
  verify();
}

void StressSession::step() {
  const double r = chance();
  double at = m_options.genmoveRate;
  if (r < at) return stepGenmove();
  struct Choice {
    double weight;
    void (StressSession::*run)();
  };
  static const Choice kChoices[] = {
      {0.55, &StressSession::stepPlay},    {0.04, &StressSession::stepTrymove},
      {0.03, &StressSession::stepPopgo},   {0.06, &StressSession::stepGarbage},
      {0.05, &StressSession::stepHostile}, {0.01, &StressSession::stepLoadsgf},
      {0.04, &StressSession::stepIsLegal},
  };
  for (const Choice& c : kChoices) {
    at += c.weight;
    if (r < at) return (this->*c.run)();
  }
  const double rest = chance();
  if (rest < 0.35) return stepUndo(1);
  if (rest < 0.5) return stepUndo(pick(2, 15));  // an undo storm
  if (rest < 0.6) {  // gg-undo n: all or nothing
    const int n = pick(1, 4);
    const bool can = !m_ref.framesOpen() && m_ref.undoable() >= static_cast<size_t>(n);
    if (m_ref.unknownBase() && !can) return;
    if (sendOk("gg-undo " + std::to_string(n)) != can) fail("gg-undo disagrees with the referee");
    for (int i = 0; can && i < n; ++i) m_ref.undo();
    return;
  }
  if (rest < 0.7) {  // boardsize or clear_board in the middle of a game
    if (chance() < 0.5) return startGame(randomSize());
    if (!sendOk("clear_board")) fail("clear_board refused");
    m_ref.reset(m_ref.size());
    return;
  }
  if (m_ref.framesOpen()) return expectError("play " + colorWord(m_toMove) + " pass");
  if (!sendOk("play " + colorWord(m_toMove) + " pass")) fail("pass refused");
  m_ref.play(m_toMove, -1, -1);
  m_toMove = opponent(m_toMove);
  ++m_stats->passes;
}

void StressSession::stepPlay() {
  const SimpleBoard& b = m_ref.board();
  int x = pick(0, b.size() - 1), y = pick(0, b.size() - 1);
  for (int tries = 0; tries < 4 && b.at(x, y) != kEmpty; ++tries)
    x = pick(0, b.size() - 1), y = pick(0, b.size() - 1);
  const Stone color = chance() < 0.85 ? m_toMove : opponent(m_toMove);
  std::string v = SimpleBoard::vertex(x, y);
  if (chance() < 0.3) v[0] = static_cast<char>(std::tolower(v[0]));
  const bool ok = sendOk("play " + colorWord(color) + " " + v);
  if (m_ref.framesOpen()) {
    if (ok) fail("play accepted with trymove frames open");
    return;
  }
  const Verdict expected = m_ref.gameBoard().check(x, y, color);
  if (ok != (expected == Verdict::Legal))
    fail(std::string("play legality differs: referee says ") + verdictName(expected));
  if (!ok) {
    ++m_stats->illegalRefused;
    return;
  }
  m_ref.play(color, x, y);
  m_toMove = opponent(color);
  ++m_stats->moves;
}

void StressSession::stepGenmove() {
  const Stone color = chance() < 0.9 ? m_toMove : opponent(m_toMove);
  const std::string line = "genmove " + colorWord(color);
  if (m_ref.framesOpen()) return expectError(line);
  // The bound is on CPU time: on a shared machine wall time also measures the neighbours.
  const auto start = std::chrono::steady_clock::now();
  const double cpuStart = threadCpuSeconds();
  const std::string r = send(line);
  const double cpu = threadCpuSeconds() - cpuStart;
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  ++m_stats->genmoves;
  m_stats->genmoveSeconds += seconds;
  m_stats->maxGenmoveWall = std::max(m_stats->maxGenmoveWall, seconds);
  if (cpu > m_stats->maxGenmoveSeconds) {
    m_stats->maxGenmoveSeconds = cpu;
    m_stats->maxGenmoveSize = m_ref.size();
  }
  if (cpu > m_options.genmoveLimit) fail("genmove took " + std::to_string(cpu) + " s of CPU");
  if (r[0] != '=') fail("genmove failed");
  const std::string move = gtpContent(r);
  if (move == "PASS" || move == "pass") {
    m_ref.play(color, -1, -1);
  } else {
    int x, y;
    if (!parseVertex(move, x, y)) fail("genmove answered " + move);
    const Verdict v = m_ref.gameBoard().check(x, y, color);
    if (v != Verdict::Legal) fail(std::string("genmove played a move the referee finds ") + verdictName(v));
    m_ref.play(color, x, y);
  }
  m_toMove = opponent(color);
}

void StressSession::stepUndo(int count) {
  for (int i = 0; i < count; ++i) {
    if (m_ref.framesOpen()) return expectError("undo");
    if (m_ref.undoable() == 0) {
      if (!m_ref.unknownBase()) expectError("undo");
      return;
    }
    if (!sendOk("undo")) fail("undo refused with moves to take back");
    m_ref.undo();
    ++m_stats->undos;
    if (i + 1 < count) verify();
  }
}

void StressSession::stepTrymove() {
  const SimpleBoard& b = m_ref.board();
  const bool pass = pick(0, 9) == 0;  // a frame without a stone
  const int x = pass ? -1 : pick(0, b.size() - 1), y = pass ? -1 : pick(0, b.size() - 1);
  const Stone color = randomColor();
  const Verdict expected = pass ? Verdict::Legal : b.check(x, y, color);
  const bool ok = sendOk("trymove " + colorWord(color) + " " +
                         (pass ? std::string("pass") : SimpleBoard::vertex(x, y)));
  if (ok != (expected == Verdict::Legal))
    fail(std::string("trymove legality differs: referee says ") + verdictName(expected));
  if (ok) m_ref.tryMove(color, x, y), ++m_stats->trymoves;
}

void StressSession::stepPopgo() {
  const bool ok = sendOk("popgo");
  if (ok != m_ref.framesOpen()) fail(ok ? "popgo without a frame" : "popgo refused");
  if (ok) m_ref.popFrame();
}

void StressSession::stepGarbage() {
  ++m_stats->garbage;
  if (chance() < 0.6) return expectError(kBadLines[pick(0, static_cast<int>(kBadLines.size()) - 1)]);
  std::string line = "zz";  // an unknown command name, then random bytes
  const int n = pick(0, 80);
  for (int i = 0; i < n; ++i) {
    char c = static_cast<char>(pick(1, 255));
    line += c == '\n' ? ' ' : c;
  }
  expectError(line);
}

void StressSession::stepHostile() {
  ++m_stats->hostile;
  const int r = pick(0, 19);
  if (r == 0) {  // a very long line
    const std::string r2 = send("echo " + std::string(static_cast<size_t>(pick(1000, 200000)), 'x'));
    if (r2[0] != '=') fail("echo of a long line failed");
    return;
  }
  if (r == 1 && !m_ref.framesOpen()) {  // reg_genmove: a move, not played, in the time bound
    const std::string a = send("reg_genmove " + colorWord(m_toMove));
    int x, y;
    const std::string move = gtpContent(a);
    if (a[0] != '=' || (move != "PASS" && (!parseVertex(move, x, y) ||
                                           m_ref.gameBoard().check(x, y, m_toMove) != Verdict::Legal)))
      fail("reg_genmove answered " + a);
    return;
  }
  send(kHostileLines[pick(0, static_cast<int>(kHostileLines.size()) - 1)]);
}

void StressSession::stepIsLegal() {
  if (m_ref.framesOpen()) return;
  const int x = pick(0, m_ref.size() - 1), y = pick(0, m_ref.size() - 1);
  const Stone color = randomColor();
  const std::string r = send("is_legal " + colorWord(color) + " " + SimpleBoard::vertex(x, y));
  const bool legal = m_ref.gameBoard().check(x, y, color) == Verdict::Legal;
  if (gtpContent(r) != (legal ? "1" : "0")) fail("is_legal differs from the referee");
}

void StressSession::finishGame() {
  while (m_ref.framesOpen()) {
    if (!sendOk("popgo")) fail("popgo refused at the end of the game");
    m_ref.popFrame();
    verify();
  }
  expectError("popgo");
  if (m_ref.unknownBase()) {
    if (!sendOk("clear_board")) fail("clear_board refused");
    m_ref.reset(m_ref.size());
    return;
  }
  while (m_ref.undoable() > 0) {
    if (!sendOk("undo")) fail("undo refused on the way back to the start");
    m_ref.undo();
    ++m_stats->undos;
    verify();
  }
  expectError("undo");
  verify();
}

}  // namespace stress
