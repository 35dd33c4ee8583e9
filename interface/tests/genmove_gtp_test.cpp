// The move generator over GTP: top_moves, move_reasons, all_move_values, point_features,
// prior_features, prior_moves, restricted_genmove, choice_scores, connection_reading, pattern_stats,
// kgs-genmove_cleanup, resignation, and the -m 128 trace.
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>
#include <string>

#include "engine/genmove/move_prior.h"
#include "engine/genmove/weighted_choice.h"
#include "interface/tests/gtp_test_util.h"

namespace iface {
namespace {

using testing::Session;

// White D4 in atari with its escape at E4.
void atari(Session& s) {
  s.expect({{"boardsize 7", "= "},
            {"play b d5", "= "},
            {"play b c4", "= "},
            {"play b d3", "= "},
            {"play w d4", "= "}});
}

// The 2.x generators' answers (no Monte-Carlo search: its choice is tested in
// engine/genmove/tests/playout_search_test.cpp).
TEST(GenmoveGtp, TopMovesAndMoveReasons) {
  Session s;
  s.engine().options().playouts = 0;
  EXPECT_EQ(s.run("top_moves"), "= \n\n");  // nothing generated yet
  atari(s);
  EXPECT_EQ(s.run("reg_genmove black"), "= E4\n\n");
  const std::string top = s.run("top_moves");
  EXPECT_EQ(top.substr(0, 5), "= E4 ") << top;
  EXPECT_NE(top.find(".00"), std::string::npos);
  const std::string why = s.run("move_reasons e4");
  EXPECT_EQ(why.rfind("= Move reasons:\nMove at E4: ", 0), 0u) << why;
  EXPECT_NE(why.find("attacker"), std::string::npos) << why;
  EXPECT_NE(why.find("attacks D4"), std::string::npos) << why;
  EXPECT_EQ(s.run("move_reasons a1"), "= Move reasons:\n\n");
  EXPECT_EQ(s.run("move_reasons z9"),
            "? invalid coordinate: 'z9' is not a vertex of the 7x7 board\n\n");
  const std::string white = s.run("top_moves_white");
  EXPECT_EQ(white.substr(0, 5), "= E4 ") << white;
}

// all_move_values lists every valued move, best first; point_features gives the valuation's
// 25 features and its prediction for every empty point (19x19 only proposes, any board has
// features).
TEST(GenmoveGtp, AllMoveValuesAndPointFeatures) {
  Session s;
  s.engine().options().playouts = 0;
  atari(s);
  EXPECT_EQ(s.run("all_move_values"), "= \n\n");  // nothing generated yet
  s.run("reg_genmove black");
  const std::string all = s.run("all_move_values");
  EXPECT_EQ(all.rfind("= E4 ", 0), 0u) << all;
  int lines = 0, last = 1 << 30;
  for (size_t pos = 2; pos < all.size() && all[pos] != '\n';) {
    const size_t end = all.find('\n', pos);
    const int v = std::stoi(all.substr(all.find(' ', pos) + 1, end - pos));
    EXPECT_GT(v, 0);
    EXPECT_LE(v, last);
    last = v;
    ++lines;
    pos = end + 1;
  }
  EXPECT_GE(lines, 2);
  const std::string f = s.run("point_features white");
  EXPECT_EQ(f.rfind("= A7 ", 0), 0u) << f.substr(0, 40);
  const std::string first = f.substr(2, f.find('\n') - 2);
  int tokens = 0;
  for (size_t i = 0; i < first.size(); ++i) tokens += first[i] == ' ';
  EXPECT_EQ(tokens, 26) << first;               // vertex, prediction, 25 features
  EXPECT_EQ(f.find("D4 "), std::string::npos);  // stones have no features
  // With `dragons`, the weighted choice's dragon inputs follow on the same lines.
  const std::string fd = s.run("point_features white dragons");
  const std::string firstd = fd.substr(2, fd.find('\n') - 2);
  EXPECT_EQ(firstd.rfind(first, 0), 0u) << firstd;
  tokens = 0;
  for (size_t i = 0; i < firstd.size(); ++i) tokens += firstd[i] == ' ';
  EXPECT_EQ(tokens, 26 + engine::kDragonInputs) << firstd;
  EXPECT_EQ(s.run("point_features white eyes"), "? second argument must be dragons\n\n");
  EXPECT_EQ(s.run("point_features"), "? syntax error: expected 1 to 2 arguments, got 0\n\n");
}

// prior_features: every legal point's prior score and sparse feature ids, board order.
TEST(GenmoveGtp, PriorFeatures) {
  Session s;
  atari(s);
  const std::string f = s.run("prior_features black");
  ASSERT_EQ(f.rfind("= A7 ", 0), 0u) << f.substr(0, 40);
  EXPECT_EQ(f.find("\nD4 "), std::string::npos);  // stones are not moves
  size_t lines = 0;
  for (size_t pos = 2; pos < f.size() && f[pos] != '\n'; pos = f.find('\n', pos) + 1) {
    std::istringstream line(f.substr(pos, f.find('\n', pos) - pos));
    std::string vertex;
    double score = 0.0;
    int id = 0, shapes = 0, diamonds = 0, ids = 0;
    line >> vertex >> score;
    while (line >> id) {
      shapes += id < engine::kPriorShapeCodes;
      diamonds += id >= engine::kPriorDiamondBase;
      EXPECT_LT(id, engine::kPriorDiamondBase + engine::kPriorDiamondCodes);
      ++ids;
    }
    EXPECT_EQ(shapes, 1) << vertex;
    EXPECT_EQ(diamonds, 1) << vertex;
    EXPECT_GE(ids, 8) << vertex;
    ++lines;
  }
  EXPECT_GT(lines, 40u);
  EXPECT_EQ(s.run("prior_features"), "? syntax error: expected 1 argument, got 0\n\n");
  EXPECT_EQ(s.run("prior_features red").rfind("? ", 0), 0u);
}

// prior_moves: a prior's N best points with their probabilities, best first; the network
// and the mixed prior only on 19x19.
TEST(GenmoveGtp, PriorMoves) {
  Session s;
  atari(s);  // a 7x7 board
  const std::string f = s.run("prior_moves black 3 features");
  ASSERT_EQ(f.rfind("= ", 0), 0u) << f;
  std::istringstream lines(f.substr(2));
  std::string vertex;
  double p = 0.0, last = 1.0, sum = 0.0;
  int n = 0;
  while (lines >> vertex >> p) {
    EXPECT_LE(p, last) << vertex;
    last = p;
    sum += p;
    ++n;
  }
  EXPECT_EQ(n, 3);
  EXPECT_GT(sum, 0.0);
  EXPECT_LE(sum, 1.0005);
  EXPECT_EQ(s.run("prior_moves black 3"), f);  // the choice's prior: the feature prior here
  EXPECT_EQ(s.run("prior_moves black 3 network"),
            "? the policy network needs a 19x19 board\n\n");
  EXPECT_EQ(s.run("prior_moves black 3 best"), "? expected features, network or mixed\n\n");
  EXPECT_EQ(s.run("prior_moves black 0"), "? N must be positive\n\n");
  s.run("boardsize 19");
  const std::string net = s.run("prior_moves white 1 network");
  EXPECT_EQ(net.rfind("= ", 0), 0u) << net;
  EXPECT_EQ(std::count(net.begin(), net.end(), '\n'), 2);  // one line, then the blank one
}

TEST(GenmoveGtp, RestrictedGenmove) {
  Session s;
  atari(s);
  EXPECT_EQ(s.run("restricted_genmove black e4 a1"), "= E4\n\n");
  const std::string other = s.run("restricted_genmove black a1 g7");
  EXPECT_NE(other, "= E4\n\n");
  EXPECT_EQ(s.run("restricted_genmove black"),
            "? syntax error: expected at least 2 arguments, got 1\n\n");
  EXPECT_EQ(s.run("restricted_genmove black d4"), "= PASS\n\n");  // occupied: never proposed
}

TEST(GenmoveGtp, PatternStatsCountAndReset) {
  Session s;
  s.expect({{"boardsize 9", "= "}, {"genmove b", ""}, {"genmove w", ""}, {"genmove b", ""}});
  const std::string stats = s.run("pattern_stats");
  EXPECT_EQ(stats.rfind("= # genmoves 3\n", 0), 0u) << stats.substr(0, 80);
  EXPECT_EQ(s.run("pattern_stats reset"), "= \n\n");
  EXPECT_EQ(s.run("pattern_stats").rfind("= # genmoves 0\n", 0), 0u);
  EXPECT_EQ(s.run("pattern_stats bogus"), "? syntax error\n\n");
}

// kgs-genmove_cleanup captures the dead white stone before passing; genmove passes (the
// 2.x choice: the search would try to invade White's open side).
TEST(GenmoveGtp, CleanupCapturesDeadStones) {
  Session s;
  s.engine().options().playouts = 0;
  s.run("boardsize 9");
  s.run("komi 0.5");
  for (int row = 1; row <= 9; ++row) {
    s.run("play b d" + std::to_string(row));
    s.run("play w e" + std::to_string(row));
  }
  s.run("play w b5");
  EXPECT_EQ(s.run("genmove b"), "= PASS\n\n");
  std::string cleanup = s.run("kgs-genmove_cleanup b");
  EXPECT_NE(cleanup, "= PASS\n\n");
  for (int i = 0; i < 6 && s.run("color b5") != "= empty\n\n"; ++i) {
    s.run("play w pass");
    cleanup = s.run("kgs-genmove_cleanup b");
  }
  EXPECT_EQ(s.run("color b5"), "= empty\n\n");
}

TEST(GenmoveGtp, ResignsOnlyWithResignBelow) {
  Session s;
  s.run("boardsize 5");
  s.run("komi 0.5");
  // White owns almost the whole board; Black has one stone in a corner.
  for (const char* v : {"b4", "b3", "b2", "c4", "c2", "d4", "d3", "d2", "c5", "e3"})
    s.run(std::string("play w ") + v);
  s.run("play b a1");
  EXPECT_NE(s.run("genmove b"), "= resign\n\n");
  s.run("undo");
  s.engine().options().resignBelow = 5.0;
  EXPECT_EQ(s.run("genmove b"), "= resign\n\n");
}

// The corner of ConnectionReading (23 stones): choice_scores lists the weighted choice's
// candidates best score first and marks the move played; choice_scores_gfx labels them.
TEST(GenmoveGtp, ChoiceScores) {
  Session s;
  s.engine().options().playouts = 0;
  EXPECT_EQ(s.run("choice_scores"), "= \n\n");  // nothing generated yet
  EXPECT_EQ(s.run("choice_scores black").rfind("? ", 0), 0u);
  EXPECT_EQ(s.run("boardsize 19"), "= \n\n");
  for (const char* v : {"d16", "c15", "d15", "e13", "f11", "b5", "d5", "c4", "c3", "g3", "h2"})
    EXPECT_EQ(s.run(std::string("play b ") + v), "= \n\n");
  for (const char* v : {"c13", "d11", "c9", "f9", "b6", "c6", "d6", "e5", "e4", "h4", "d3", "f2"})
    EXPECT_EQ(s.run(std::string("play w ") + v), "= \n\n");
  const std::string move = s.run("reg_genmove black");
  ASSERT_EQ(move.rfind("= ", 0), 0u);
  const std::string played = move.substr(2, move.size() - 4);
  std::istringstream text(s.run("choice_scores").substr(2));
  std::string line;
  int lines = 0, playedLines = 0, priorLines = 0, rankLines = 0;
  double last = 1e9;
  while (std::getline(text, line) && !line.empty()) {
    ++lines;
    std::istringstream words(line);
    std::string vertex, value, flag;
    double score = 0;
    ASSERT_TRUE(words >> vertex >> score >> value) << line;
    if (value == "prior")
      ++priorLines;
    else
      EXPECT_GT(std::stoi(value), 0) << line;
    double rank = score;  // the order: the rank where the policy network ranks (19x19)
    while (words >> flag) {
      if (flag == "rank") {
        ASSERT_TRUE(words >> rank) << line;
        ++rankLines;
        continue;
      }
      EXPECT_TRUE(flag == "unsafe" || flag == "fill" || flag == "played") << line;
      if (flag == "played") {
        ++playedLines;
        EXPECT_EQ(vertex, played) << line;
      }
    }
    EXPECT_LE(rank, last) << line;
    last = rank;
  }
  EXPECT_GT(lines, 6);
  EXPECT_EQ(rankLines, lines);  // 19x19: the policy network is on by default
  EXPECT_GE(priorLines, 1);  // the prior's best six, where nobody proposed them
  EXPECT_EQ(playedLines, 1);
  const std::string gfx = s.run("choice_scores_gfx black");
  EXPECT_EQ(gfx.rfind("= LABEL ", 0), 0u) << gfx;
  EXPECT_NE(gfx.find("\nMARK " + played + "\n"), std::string::npos) << gfx;
  EXPECT_NE(gfx.find("candidates; black plays " + played), std::string::npos) << gfx;
  EXPECT_EQ(s.run("choice_scores_gfx").rfind("? ", 0), 0u);
  EXPECT_EQ(s.run("boardsize 13"), "= \n\n");
  s.run("reg_genmove black");
  EXPECT_EQ(s.run("choice_scores"), "= \n\n");  // 13x13: the highest value, no choice
}

// connection_reading on the corner of engine/genmove/tests/connection_moves_test.cpp: a
// white cut at C5 leaves three black pieces, two of them attackable; up to 13x13 it reads
// nothing.
TEST(GenmoveGtp, ConnectionReading) {
  Session s;
  s.engine().options().playouts = 0;
  EXPECT_EQ(s.run("boardsize 19"), "= \n\n");
  for (const char* v : {"d16", "c15", "d15", "e13", "f11", "b5", "d5", "c4", "c3", "g3", "h2"})
    EXPECT_EQ(s.run(std::string("play b ") + v), "= \n\n");
  for (const char* v : {"c13", "d11", "c9", "f9", "b6", "c6", "d6", "e5", "e4", "h4", "d3", "f2"})
    EXPECT_EQ(s.run(std::string("play w ") + v), "= \n\n");
  for (const char* color : {"black", "white"}) {
    const std::string text = s.run(std::string("connection_reading ") + color);
    EXPECT_NE(text.find("\nC5 black dragon B5 (4 stones): loses 74 (pieces 3, attackable 2)\n"),
              std::string::npos)
        << text;
    EXPECT_NE(text.find("\nD4 black dragon B5 (4 stones): saved (pieces 2)\n"), std::string::npos)
        << text;
  }
  EXPECT_EQ(s.run("connection_reading blue").rfind("? ", 0), 0u);
  EXPECT_EQ(s.run("connection_reading").rfind("? ", 0), 0u);
  EXPECT_EQ(s.run("boardsize 13"), "= \n\n");
  EXPECT_EQ(s.run("play w c5"), "= \n\n");
  EXPECT_EQ(s.run("connection_reading black"), "= \n\n");
}

}  // namespace
}  // namespace iface
