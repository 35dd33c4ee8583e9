// pattern_survey: how patterns.db behaves on real games (a tuning aid, not run by the build).
// Before every surveyed move it matches the whole database for the side to move (board-only
// context, all patterns tried) and counts, per pattern, how often it proposes a legal move
// ("fired"), how often one of its moves is the move actually played ("hit"), how often it
// holds the highest weight on the board ("chosen", ties shared) and how often it is chosen
// and right ("chosenHit"). The summary says how often the best-weighted pattern move was the
// move played (top-1) and how often the played move was proposed at all (coverage).
//
// Input on stdin, one game per line (survey.py writes it from SGF files):
//   SIZE token...   tokens AB:xy / AW:xy (setup stones), B:xy / W:xy (moves; B: = pass),
//                   xy in SGF coordinates.
// Options: --from N --to N (move numbers surveyed, 1-based, default all), --strict
// (a constraint the board cannot decide rejects the match; default accepts it), --uncovered
// (also print "#U GAME MOVE" for every play no pattern proposed; games counted from 0).
// Output: one TSV line per pattern (name weight classes fired hit chosen chosenHit), then
// summary lines starting with '#'.
#include <algorithm>
#include <cstdio>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "engine/board/board.h"
#include "patterns/format/pattern_format.h"
#include "patterns/matcher.h"

namespace {

using core::Color;
using core::Point;

struct Options {
  int from = 1, to = 100000;
  bool strict = false;
  bool listUncovered = false;  ///< print "#U game move" for plays no pattern proposed
};

struct PatternStats {
  long fired = 0, hit = 0;
  double chosen = 0, chosenHit = 0;
};

struct Totals {
  long positions = 0, anyFired = 0, covered = 0, games = 0, badTokens = 0;
  double top1 = 0;
};

struct Survey {
  const patterns::PatternDatabase& db;
  patterns::Matcher matcher;
  Options opt;
  std::vector<PatternStats> stats;
  Totals totals;

  Survey(const patterns::PatternDatabase& d, Options o)
      : db(d), matcher(d), opt(o), stats(d.patternCount) {}

  /// Returns whether some pattern proposed the played move.
  bool position(const board::Board& b, Color toMove, Point played);
  void game(const std::string& line);
};

/// Records one position: which patterns propose which legal moves for `toMove`.
bool Survey::position(const board::Board& b, Color toMove, Point played) {
  patterns::BoardContext ctx;
  patterns::MatchOptions mo = patterns::matchOptionsForAllpats(true);
  mo.acceptUnknown = !opt.strict;
  std::map<int, std::vector<Point>> byPattern;
  int best = -1000;
  std::vector<std::pair<int, Point>> bestOnes;  // (pattern, move) at the best weight
  matcher.matchAll(b, toMove, ctx, mo, [&](const patterns::Match& m) {
    if (m.move == core::kNoPoint || !b.isLegal(m.move, toMove)) return true;
    byPattern[m.pattern].push_back(m.move);
    const int w = m.info().weight;
    if (w > best) best = w, bestOnes.clear();
    if (w == best) bestOnes.emplace_back(m.pattern, m.move);
    return true;
  });
  ++totals.positions;
  if (byPattern.empty()) return false;
  ++totals.anyFired;
  bool covered = false;
  for (const auto& [pat, moves] : byPattern) {
    ++stats[pat].fired;
    if (std::find(moves.begin(), moves.end(), played) != moves.end()) {
      ++stats[pat].hit;
      covered = true;
    }
  }
  totals.covered += covered;
  const double share = 1.0 / static_cast<double>(bestOnes.size());
  for (const auto& [pat, move] : bestOnes) {
    stats[pat].chosen += share;
    if (move == played) {
      stats[pat].chosenHit += share;
      totals.top1 += share;
    }
  }
  return covered;
}

bool parsePoint(const std::string& xy, int size, Point& out) {
  if (xy.empty()) return out = core::kPass, true;
  if (xy.size() != 2) return false;
  const int x = xy[0] - 'a', y = xy[1] - 'a';
  if (x == size && y == size) return out = core::kPass, true;  // "tt" pass on 19x19
  if (x < 0 || y < 0 || x >= size || y >= size) return false;
  out = core::toPoint(x, y);
  return true;
}

void Survey::game(const std::string& line) {
  std::istringstream in(line);
  int size = 0;
  if (!(in >> size) || size < core::kMinSize || size > core::kMaxSize) return;
  board::Board b(size);
  ++totals.games;
  int moveNumber = 0;
  bool setupOpen = false;
  for (std::string tok; in >> tok;) {
    const auto colon = tok.find(':');
    Point p = core::kPass;
    if (colon == std::string::npos || !parsePoint(tok.substr(colon + 1), size, p)) {
      ++totals.badTokens;
      continue;
    }
    const std::string key = tok.substr(0, colon);
    if (key == "AB" || key == "AW") {
      if (!setupOpen) b.beginSetup(), setupOpen = true;
      if (p != core::kPass) b.setStone(p, key == "AB" ? Color::Black : Color::White);
      continue;
    }
    if (key != "B" && key != "W") {
      ++totals.badTokens;
      continue;
    }
    setupOpen = false;
    const Color c = key == "B" ? Color::Black : Color::White;
    ++moveNumber;
    if (p != core::kPass && moveNumber >= opt.from && moveNumber <= opt.to &&
        !position(b, c, p) && opt.listUncovered)
      std::printf("#U %ld %d\n", totals.games - 1, moveNumber);
    if (!b.tryMove(p, c)) return;  // an illegal record ends the game here
  }
}

void printReport(const Survey& s) {
  for (size_t i = 0; i < s.db.patternCount; ++i) {
    const patterns::PatternInfo& info = s.db.patterns[i];
    const PatternStats& st = s.stats[i];
    std::printf("%s\t%d\t%s\t%ld\t%ld\t%.2f\t%.2f\n", info.name, info.weight,
                patterns::format::classString(info.classes).c_str(), st.fired, st.hit, st.chosen,
                st.chosenHit);
  }
  const Totals& t = s.totals;
  const double n = t.positions ? static_cast<double>(t.positions) : 1.0;
  std::printf("# games %ld positions %ld bad-tokens %ld\n", t.games, t.positions, t.badTokens);
  std::printf("# some pattern fired %.1f%%, played move proposed %.1f%%, top-1 %.1f%%\n",
              100.0 * static_cast<double>(t.anyFired) / n,
              100.0 * static_cast<double>(t.covered) / n, 100.0 * t.top1 / n);
}

int usage() {
  std::cerr << "usage: pattern_survey [--from N] [--to N] [--strict] [--uncovered] < games.txt\n";
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  Options opt;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--strict") {
      opt.strict = true;
    } else if (a == "--uncovered") {
      opt.listUncovered = true;
    } else if ((a == "--from" || a == "--to") && i + 1 < argc) {
      const int v = std::atoi(argv[++i]);
      if (v <= 0) return usage();
      (a == "--from" ? opt.from : opt.to) = v;
    } else {
      return usage();
    }
  }
  Survey survey(patterns::shapePatternDb(), opt);
  for (std::string line; std::getline(std::cin, line);)
    if (!line.empty() && line[0] != '#') survey.game(line);
  printReport(survey);
  return 0;
}
