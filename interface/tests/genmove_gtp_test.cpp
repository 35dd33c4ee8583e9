// The move generator over GTP: top_moves, move_reasons, all_move_values, point_features,
// prior_features, prior_moves, restricted_genmove, chooser, chooser_ranking,
// connection_reading, pattern_stats, kgs-genmove_cleanup, resignation, and the -m 128 trace.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "engine/genmove/move_prior.h"
#include "engine/genmove/search_chooser.h"
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

// The classic chooser's answers (the search's are tested in
// engine/genmove/tests/search_chooser_test.cpp).
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
  EXPECT_NE(why.find("\nChooser classic: rank 1 of "), std::string::npos) << why;
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
  EXPECT_EQ(s.run("point_features white eyes"), "? syntax error: expected 1 argument, got 2\n\n");
  EXPECT_EQ(s.run("point_features"), "? syntax error: expected 1 argument, got 0\n\n");
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
// and the mixed prior on boards up to 19x19.
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
  EXPECT_EQ(s.run("prior_moves black 3"), f);  // the plan has none here: the feature prior
  const std::string small = s.run("prior_moves black 3 network");  // the 7x7 board
  EXPECT_EQ(small.rfind("= ", 0), 0u) << small;
  EXPECT_EQ(std::count(small.begin(), small.end(), '.'), 3) << small;  // three probabilities
  EXPECT_EQ(s.run("prior_moves black 3 best"), "? expected features, network or mixed\n\n");
  EXPECT_EQ(s.run("prior_moves black 0"), "? N must be positive\n\n");
  s.run("boardsize 21");
  EXPECT_EQ(s.run("prior_moves black 3 network"),
            "? the policy network serves boards up to 19x19\n\n");
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

// The figures of one chooser_ranking line: `V CHOOSER FIGURES[, played]`.
struct RankingLine {
  std::string vertex, chooser, figures;
  bool played = false;
  double number(const std::string& name) const {
    const size_t at = figures.find(name + " ");
    return at == std::string::npos ? -1e9 : std::stod(figures.substr(at + name.size() + 1));
  }
};

std::vector<RankingLine> rankingLines(Session& s) {
  std::vector<RankingLine> out;
  std::istringstream text(s.run("chooser_ranking").substr(2));
  std::string line;
  while (std::getline(text, line) && !line.empty()) {
    RankingLine r;
    std::istringstream words(line);
    words >> r.vertex >> r.chooser;
    std::getline(words, r.figures);
    r.played = r.figures.size() >= 8 && r.figures.substr(r.figures.size() - 8) == ", played";
    out.push_back(r);
  }
  return out;
}

// The corner of ConnectionReading (23 stones) on 19x19.
void playLooseCorner(Session& s) {
  EXPECT_EQ(s.run("boardsize 19"), "= \n\n");
  for (const char* v : {"d16", "c15", "d15", "e13", "f11", "b5", "d5", "c4", "c3", "g3", "h2"})
    EXPECT_EQ(s.run(std::string("play b ") + v), "= \n\n");
  for (const char* v : {"c13", "d11", "c9", "f9", "b6", "c6", "d6", "e5", "e4", "h4", "d3", "f2"})
    EXPECT_EQ(s.run(std::string("play w ") + v), "= \n\n");
}

// The learned chooser ranks the candidates of the loose corner; chooser_ranking lists them
// with its figures, the move played first; top_moves and top_moves_gfx start with it;
// `chooser classic` switches to 2.x's rule.
TEST(GenmoveGtp, ChooserRanking) {
  Session s;
  EXPECT_EQ(s.run("chooser_ranking"), "= \n\n");  // nothing generated yet
  EXPECT_EQ(s.run("chooser_ranking black").rfind("? ", 0), 0u);
  playLooseCorner(s);
  EXPECT_EQ(s.run("chooser"), "= search\n\n");
  EXPECT_EQ(s.run("chooser learned"), "= \n\n");
  EXPECT_EQ(s.run("chooser"), "= learned\n\n");
  const std::string move = s.run("reg_genmove black");
  ASSERT_EQ(move.rfind("= ", 0), 0u);
  const std::string played = move.substr(2, move.size() - 4);
  const std::vector<RankingLine> lines = rankingLines(s);
  ASSERT_GT(lines.size(), 6u);
  EXPECT_EQ(lines[0].vertex, played);
  EXPECT_TRUE(lines[0].played);
  int priorOnly = 0;
  double last = 1e9;
  for (size_t i = 0; i < lines.size(); ++i) {
    const RankingLine& r = lines[i];
    EXPECT_EQ(r.chooser, "learned");
    EXPECT_EQ(r.played, i == 0) << r.figures;
    EXPECT_GT(r.number("value"), 0) << r.figures;
    EXPECT_GT(r.number("prior"), 0) << r.figures;
    priorOnly += r.figures.find("proposed by the prior only") != std::string::npos;
    const double rank = r.number("rank");
    ASSERT_GT(rank, -1e8) << r.figures;
    // Below the move played in the chooser's order, or skipped by the rules.
    if (i > 0 && rank > lines[0].number("rank")) {
      EXPECT_NE(r.figures.find("skipped"), std::string::npos) << r.figures;
    }
    if (i > 0 && r.figures.find("skipped") == std::string::npos) {
      EXPECT_LE(rank, last) << r.figures;
      last = rank;
    }
  }
  EXPECT_GE(priorOnly, 1);  // the prior's best points nobody proposed
  const std::string top = s.run("top_moves");
  EXPECT_EQ(top.rfind("= " + played + " ", 0), 0u) << top;
  const std::string why = s.run("move_reasons " + played);
  EXPECT_NE(why.find("\nChooser learned: rank 1 of "), std::string::npos) << why;
  const std::string gfx = s.run("top_moves_gfx black");
  EXPECT_EQ(gfx.rfind("= LABEL " + played + " ", 0), 0u) << gfx;
  EXPECT_NE(gfx.find("\nMARK " + played + "\n"), std::string::npos) << gfx;
  EXPECT_NE(gfx.find("black plays " + played), std::string::npos) << gfx;
  // The classic chooser: the highest value first, values descending.
  EXPECT_EQ(s.run("chooser classic"), "= \n\n");
  EXPECT_EQ(s.run("chooser"), "= classic\n\n");
  const std::string classic = s.run("reg_genmove black");
  const std::vector<RankingLine> plain = rankingLines(s);
  ASSERT_FALSE(plain.empty());
  EXPECT_EQ("= " + plain[0].vertex + "\n\n", classic);
  for (size_t i = 1; i < plain.size(); ++i) {
    EXPECT_EQ(plain[i].chooser, "classic");
    EXPECT_LE(plain[i].number("value"), plain[i - 1].number("value")) << plain[i].figures;
  }
  EXPECT_EQ(s.run("chooser bogus"), "? expected classic, search, learned or default\n\n");
  EXPECT_EQ(s.run("chooser default"), "= \n\n");
  EXPECT_EQ(s.run("chooser"), "= search\n\n");
  EXPECT_EQ(s.run("boardsize 13"), "= \n\n");
  EXPECT_EQ(s.run("chooser"), "= search\n\n");
}

// The default on 19x19: the search decides among the learned ranking's best moves
// (kLearnedRootMoves). They come first in chooser_ranking, most visited first, with the
// learned score and rank; the others follow in the learned order, unvisited.
TEST(GenmoveGtp, SearchAmongTheLearnedMoves) {
  Session s;
  playLooseCorner(s);
  EXPECT_EQ(s.run("chooser learned"), "= \n\n");
  ASSERT_EQ(s.run("reg_genmove black").rfind("= ", 0), 0u);
  std::set<std::string> best;
  for (const RankingLine& r : rankingLines(s))
    if (best.size() < static_cast<size_t>(engine::kLearnedRootMoves)) best.insert(r.vertex);
  EXPECT_EQ(s.run("chooser default"), "= \n\n");
  const std::string move = s.run("reg_genmove black");
  const std::vector<RankingLine> lines = rankingLines(s);
  ASSERT_GT(lines.size(), best.size());
  EXPECT_EQ("= " + lines[0].vertex + "\n\n", move);
  double visits = 1e9;
  for (size_t i = 0; i < lines.size(); ++i) {
    const RankingLine& r = lines[i];
    EXPECT_EQ(r.chooser, "search");
    EXPECT_GT(r.number("score"), -1e8) << r.figures;
    if (i < best.size()) {
      EXPECT_EQ(best.count(r.vertex), 1u) << r.vertex;
      EXPECT_GT(r.number("visits"), 0) << r.figures;
      EXPECT_LE(r.number("visits"), visits) << r.figures;
      visits = r.number("visits");
    } else {
      EXPECT_EQ(r.number("visits"), 0) << r.figures;
    }
  }
}

// The move played is the first of top_moves for every chooser, on 9x9 (after E5 C3, seeds
// 1-6) and on 19x19 (the corner of ConnectionReading); with the classic chooser the values
// descend.
TEST(GenmoveGtp, PlayedMoveFirstInTopMovesForEveryChooser) {
  for (const char* chooser : {"classic", "search", "learned"}) {
    for (int seed = 1; seed <= 6; ++seed) {
      Session s;
      s.run("boardsize 9");
      s.run("set_random_seed " + std::to_string(seed));
      s.run(std::string("chooser ") + chooser);
      s.run("play b e5");
      s.run("play w c3");
      const std::string move = s.run("genmove b");
      ASSERT_EQ(move.rfind("= ", 0), 0u) << move;
      const std::string played = move.substr(2, move.size() - 4);
      const std::string top = s.run("top_moves");
      EXPECT_EQ(top.rfind("= " + played + " ", 0), 0u) << chooser << " seed " << seed << ": " << top;
    }
    Session s;
    s.run("boardsize 19");
    s.run(std::string("chooser ") + chooser);
    for (const char* v : {"d16", "c15", "d15", "e13", "f11", "b5", "d5", "c4", "c3", "g3", "h2"})
      s.run(std::string("play b ") + v);
    for (const char* v : {"c13", "d11", "c9", "f9", "b6", "c6", "d6", "e5", "e4", "h4", "d3", "f2"})
      s.run(std::string("play w ") + v);
    const std::string move = s.run("reg_genmove black");
    const std::string played = move.substr(2, move.size() - 4);
    const std::string top = s.run("top_moves");
    EXPECT_EQ(top.rfind("= " + played + " ", 0), 0u) << chooser << ": " << top;
    if (std::string(chooser) != "classic") continue;
    std::istringstream pairs(top.substr(2));
    std::string vertex;
    double value = 0, last = 1e9;
    while (pairs >> vertex >> value) {
      EXPECT_LE(value, last) << top;
      last = value;
    }
  }
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
