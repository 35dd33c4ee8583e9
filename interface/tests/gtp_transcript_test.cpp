// GTP golden transcripts: whole answers, checked against GNU Go 3.8 (`gnugo --mode gtp`)
// except where noted (name/version, help, moves chosen by the engine).
#include <gtest/gtest.h>

#include <map>
#include <regex>

#include "interface/gtp_tables.h"
#include "interface/score.h"
#include "interface/tests/gtp_test_util.h"

namespace iface {
namespace {

using testing::Session;
using testing::Step;

const std::string kBoard9Empty =
    "= \n"
    "   A B C D E F G H J\n"
    " 9 . . . . . . . . . 9\n"
    " 8 . . . . . . . . . 8\n"
    " 7 . . + . . . + . . 7\n"
    " 6 . . . . . . . . . 6\n"
    " 5 . . . . + . . . . 5\n"
    " 4 . . . . . . . . . 4\n"
    " 3 . . + . . . + . . 3\n"
    " 2 . . . . . . . . . 2     WHITE (O) has captured 0 stones\n"
    " 1 . . . . . . . . . 1     BLACK (X) has captured 0 stones\n"
    "   A B C D E F G H J";

// Every script, by name; the coverage test checks that each command of the core, board
// and sgf tables appears in one.
const std::map<std::string, std::vector<Step>>& scripts() {
  static const std::map<std::string, std::vector<Step>> all = {
      {"admin",
       {{"protocol_version", "= 2"},
        {"name", "= moyogo"},
        {"version", "= " MOYOGO_VERSION},
        {"known_command play", "= true"},
        {"known_command foo", "= false"},
        {"known_command", "= false"},
        {"query_boardsize", "= 19"},
        {"echo  hello   world ", "= hello   world "},
        {"echo", "= "},
        {"echo_err to stderr", "= to stderr"},
        {"level 5", "= "},
        {"level", "? level not an integer: missing"},
        {"level x", "? level not an integer: 'x'"},
        {"list_commands", ""},  // checked in ListCommandsAndHelpComeFromTheTable
        {"help known_command", "= known_command <name> -- true or false"},
        {"quit", "= "}}},
      {"boardsize_komi",
       {{"boardsize 26", "? unacceptable size: 26 (2 to 25)"},
        {"boardsize 1", "? unacceptable size: 1 (2 to 25)"},
        {"boardsize x", "? boardsize not an integer: 'x'"},
        {"boardsize", "? boardsize not an integer: missing"},
        {"boardsize 9 3", "= "},
        {"query_boardsize", "= 9"},
        {"get_komi", "=  0.0"},
        {"komi x", "? komi not a float: 'x'"},
        {"komi", "? komi not a float: missing"},
        {"komi 6.5", "= "},
        {"get_komi", "=  6.5"},
        {"komi -10.5", "= "},
        {"get_komi", "= -10.5"},
        {"komi 0.05", "= "},
        {"get_komi", "=  0.1"},
        {"play b e5", "= "},
        {"clear_board", "= "},
        {"showboard", kBoard9Empty},
        {"get_komi", "=  0.1"}}},
      {"play",
       {{"boardsize 9", "= "},
        {"1 play", "?1 invalid color or coordinate: missing color"},
        {"play b", "? invalid color or coordinate: missing vertex"},
        {"play x e5", "? invalid color or coordinate: 'x' is not a color (black, white, b or w)"},
        {"play b z9", "? invalid color or coordinate: 'z9' is not a vertex of the 9x9 board"},
        {"play b j10", "? invalid color or coordinate: 'j10' is not a vertex of the 9x9 board"},
        {"play b i5", "? invalid color or coordinate: 'i5' is not a vertex of the 9x9 board"},
        {"play b tt", "? invalid color or coordinate: 'tt' is not a vertex of the 9x9 board"},
        {"play blac e4", "? invalid color or coordinate: 'blac' is not a color (black, white, b or w)"},
        {"play b e5", "= "},
        {"play w e5", "? illegal move: E5 is occupied"},
        {"play b e5 e4", "? illegal move: E5 is occupied"},
        {"play b pass", "= "},
        {"play w PASS", "= "},
        {"play b A01", "= "},
        {"play b b2x", "= "},
        {"play b c+3", "= "},
        {"play bLaCk d4", "= "},
        {"black f1", "= "},
        {"white g1", "= "},
        {"black", "? invalid coordinate: missing vertex"},
        {"white z9", "? invalid coordinate: 'z9' is not a vertex of the 9x9 board"},
        {"white a1", "? illegal move: A1 is occupied"},
        {"color A07", "= empty"},
        {"move_history",
         "= white G1\nblack F1\nblack D4\nblack C3\nblack B2\nblack A1\nwhite PASS\n"
         "black PASS\nblack E5"},
        {"last_move", "= white G1"}}},
      {"undo",
       {{"boardsize 5", "= "},
        {"undo", "? cannot undo: no move to take back"},
        {"last_move", "? no previous move known"},
        {"move_history", "= "},
        {"play b c3", "= "},
        {"play w c4", "= "},
        {"play b b4", "= "},
        {"gg-undo 2", "= "},
        {"move_history", "= black C3"},
        {"gg-undo 5", "? cannot undo: 1 move to take back"},
        {"gg-undo -1", "? can't undo a negative number of moves"},
        {"gg-undo 0", "= "},
        {"gg-undo", "= "},
        {"gg-undo x", "? cannot undo: 0 moves to take back"},
        {"undo", "? cannot undo: no move to take back"},
        {"play w b2", "= "},
        {"undo", "= "},
        {"move_history", "= "}}},
      {"handicap",
       {{"boardsize 9", "= "},
        {"fixed_handicap 1", "? invalid handicap: 1 (2 to 9 on this board)"},
        {"fixed_handicap 10", "? invalid handicap: 10 (2 to 9 on this board)"},
        {"fixed_handicap x", "? handicap not an integer: 'x'"},
        {"fixed_handicap", "? handicap not an integer: missing"},
        {"fixed_handicap 9", "= C7 E7 G7 C5 E5 G5 C3 E3 G3"},
        {"get_handicap", "= 9"},
        {"undo", "? cannot undo: setup stones are not moves"},
        {"fixed_handicap 2", "? board not empty"},
        {"fixed_handicap x", "? board not empty"},
        {"place_free_handicap x", "? handicap not an integer: 'x'"},
        {"place_free_handicap 1", "? board not empty"},
        {"set_free_handicap a2", "? board not empty"},
        {"clear_board", "= "},
        {"get_handicap", "= 0"},
        {"fixed_handicap 3", "= C7 G7 C3"},  // the third stone upper left, as GNU Go
        {"clear_board", "= "},
        {"fixed_handicap 5", "= C7 G7 E5 C3 G3"},
        {"list_stones black", "= C7 G7 E5 C3 G3"},
        {"clear_board", "= "},
        {"place_free_handicap 1", "? invalid handicap: 1 (2 to 80 on this board)"},
        {"place_free_handicap 81", "? invalid handicap: 81 (2 to 80 on this board)"},
        {"place_free_handicap 4", "= C7 G7 C3 G3"},
        {"get_handicap", "= 4"},
        {"clear_board", "= "},
        {"set_free_handicap", "? invalid handicap: 0 (2 to 80 on this board)"},
        {"set_free_handicap a1", "? invalid handicap: 1 (2 to 80 on this board)"},
        {"set_free_handicap a1 a1", "? repeated vertex"},
        {"set_free_handicap b1 z2", "? invalid coordinate: 'z2' is not a vertex of the 9x9 board"},
        {"set_free_handicap b1 pass", "? invalid coordinate: pass is not a point of the board"},
        {"set_free_handicap a1 b1 c1", "= "},
        {"get_handicap", "= 3"},
        {"move_history", "= "},
        {"boardsize 7", "= "},
        {"fixed_handicap 5", "? invalid handicap: 5 (2 to 4 on this board)"},
        {"fixed_handicap 4", "= C5 E5 C3 E3"},
        {"boardsize 6", "= "},
        {"fixed_handicap 2", "? invalid handicap: 2 (no fixed handicap on this board)"},
        {"boardsize 8", "= "},
        {"fixed_handicap 4", "= C6 F6 C3 F3"}}},
      {"queries",
       {{"boardsize 5", "= "},
        {"play b c3", "= "},
        {"play w pass", "= "},
        {"play b b3", "= "},
        {"captures black", "= 0"},
        {"captures", "? invalid color: missing color"},
        {"color c3", "= black"},
        {"color a1", "= empty"},
        {"color", "? invalid coordinate: missing vertex"},
        {"color z1", "? invalid coordinate: 'z1' is not a vertex of the 5x5 board"},
        {"color pass", "? invalid coordinate: pass is not a point of the board"},
        {"countlib c3", "= 6"},
        {"countlib a1", "? vertex must not be empty"},
        {"findlib c3", "= B4 C4 A3 D3 B2 C2"},
        {"findlib a1", "? vertex must not be empty"},
        {"findlib pass", "? invalid coordinate: pass is not a point of the board"},
        {"is_legal b c3", "= 0"},
        {"is_legal w a1", "= 1"},
        {"is_legal w", "? invalid color or coordinate: missing vertex"},
        {"is_legal w pass", "= 1"},
        {"all_legal black",
         "= A5 B5 C5 D5 E5 A4 B4 C4 D4 E4 A3 D3 E3 A2 B2 C2 D2 E2 A1 B1 C1 D1 E1"},
        {"all_legal", "? invalid color: missing color"},
        {"list_stones black", "= B3 C3"},
        {"list_stones white", "= "},
        {"list_stones", "? invalid color: missing color"},
        {"list_stones empty", "? invalid color: 'empty' is not a color (black, white, b or w)"},
        {"play w c2", "= "},
        {"play w c4", "= "},
        {"play w a3", "= "},
        {"play w b4", "= "},
        {"play w b2", "= "},
        {"play w d3", "= "},
        {"captures white", "= 2"},
        {"captures black", "= 0"},
        {"countlib c2", "= 6"},
        {"findlib c2", "= B3 C3 A2 D2 B1 C1"},
        {"is_legal b b3", "= 1"},
        {"showboard",
         "= \n"
         "   A B C D E\n"
         " 5 . . . . . 5\n"
         " 4 . O O + . 4\n"
         " 3 O . + O . 3\n"
         " 2 . O O + . 2     WHITE (O) has captured 2 stones\n"
         " 1 . . . . . 1     BLACK (X) has captured 0 stones\n"
         "   A B C D E"}}},
      {"seeds_time",
       {{"set_random_seed 42", "= "},
        {"get_random_seed", "= 42"},
        {"set_random_seed x", "? invalid seed"},
        {"set_random_seed", "? invalid seed"},
        {"set_random_seed -5", "= "},
        {"get_random_seed", "= -5"},
        {"time_settings 0 1 0", "= "},
        {"time_settings 1 2", "? not three integers"},
        {"time_settings a b c", "? not three integers"},
        {"time_left b 10 0", "= "},
        {"time_left b 10", "? time and stones not two integers"},
        {"time_left x 10 0", "? invalid color"}}},
      {"genmove_errors",
       {{"boardsize 9", "= "},
        {"genmove", "? invalid color: missing color"},
        {"genmove x", "? invalid color: 'x' is not a color (black, white, b or w)"},
        {"reg_genmove", "? invalid color: missing color"},
        {"gg_genmove", "? invalid color: missing color"},
        {"kgs-genmove_cleanup", "? invalid color: missing color"},
        {"move_history", "= "}}},
      {"scoring",
       {{"boardsize 7", "= "},
        {"final_score", "= 0"},
        {"komi 0.5", "= "},
        {"final_score", "= W+0.5"},
        {"play b c3", "= "},
        {"play w e5", "= "},
        {"play b c4", "= "},
        {"play w e4", "= "},
        {"play b d2", "= "},
        {"final_status_list alive", "= E5 E4\nC4 C3\nD2"},
        {"final_status_list dead", "= "},
        {"final_status_list seki", "= "},
        {"final_status_list black_territory", "= "},
        {"final_status_list dame",
         "= A7 B7 C7 D7 E7 F7 G7 A6 B6 C6 D6 E6 F6 G6 A5 B5 C5 D5 F5 G5 A4 B4 D4 F4 G4 A3 B3 "
         "D3 E3 F3 G3 A2 B2 C2 E2 F2 G2 A1 B1 C1 D1 E1 F1 G1"},
        {"final_status_list x", "? invalid status"},
        {"final_status_list", "? missing status"}}},
      {"territory",  // two walls: A-B Black's, G-J White's, D-E dame
       {{"boardsize 9", "= "},
        {"komi 0.5", "= "},
        {"play b c1", "= "}, {"play w f1", "= "}, {"play b c2", "= "}, {"play w f2", "= "},
        {"play b c3", "= "}, {"play w f3", "= "}, {"play b c4", "= "}, {"play w f4", "= "},
        {"play b c5", "= "}, {"play w f5", "= "}, {"play b c6", "= "}, {"play w f6", "= "},
        {"play b c7", "= "}, {"play w f7", "= "}, {"play b c8", "= "}, {"play w f8", "= "},
        {"play b c9", "= "}, {"play w f9", "= "}, {"play b a5", "= "},
        {"final_status_list black_territory",
         "= A9 B9 A8 B8 A7 B7 A6 B6 B5 A4 B4 A3 B3 A2 B2 A1 B1"},
        {"final_status_list white_territory",
         "= G9 H9 J9 G8 H8 J8 G7 H7 J7 G6 H6 J6 G5 H5 J5 G4 H4 J4 G3 H3 J3 G2 H2 J2 G1 H1 J1"},
        {"final_status_list dame",
         "= D9 E9 D8 E8 D7 E7 D6 E6 D5 E5 D4 E4 D3 E3 D2 E2 D1 E1"},
        {"final_status_list dead", "= "},
        {"final_score", "= W+10.5"}}},
      {"sgf_errors",
       {{"loadsgf", "? missing filename"},
        {"loadsgf /nonexistent/x.sgf", "? cannot open or parse '/nonexistent/x.sgf': no such file"},
        {"printsgf /nonexistent/dir/x.sgf", "? cannot open '/nonexistent/dir/x.sgf'"}}},
  };
  return all;
}

TEST(GtpTranscript, Admin) { Session().expect(scripts().at("admin")); }
TEST(GtpTranscript, BoardsizeKomi) { Session().expect(scripts().at("boardsize_komi")); }
TEST(GtpTranscript, Play) { Session().expect(scripts().at("play")); }
TEST(GtpTranscript, Undo) { Session().expect(scripts().at("undo")); }
TEST(GtpTranscript, Handicap) { Session().expect(scripts().at("handicap")); }
TEST(GtpTranscript, Queries) { Session().expect(scripts().at("queries")); }
TEST(GtpTranscript, SeedsAndTime) { Session().expect(scripts().at("seeds_time")); }
TEST(GtpTranscript, GenmoveErrors) { Session().expect(scripts().at("genmove_errors")); }
TEST(GtpTranscript, Scoring) { Session().expect(scripts().at("scoring")); }
TEST(GtpTranscript, Territory) { Session().expect(scripts().at("territory")); }
TEST(GtpTranscript, SgfErrors) { Session().expect(scripts().at("sgf_errors")); }

// Japanese counting: territory and prisoners; Chinese: stones and territory.
TEST(GtpTranscript, ChineseCountingCountsStones) {
  Session s;
  s.engine().options().chineseRules = true;
  std::vector<Step> steps = scripts().at("territory");
  steps.back() = {"final_score", "= W+9.5"};  // the stone on A5 costs Black nothing
  s.expect(steps);
}

TEST(GtpTranscript, ScoreText) {
  EXPECT_EQ(scoreText(3.5), "W+3.5");
  EXPECT_EQ(scoreText(-12.0), "B+12.0");
  EXPECT_EQ(scoreText(0.0), "0");
}

TEST(GtpTranscript, EchoErrWritesDiagnostics) {
  Session s;
  EXPECT_EQ(s.run("echo_err a  b"), "= a  b\n\n");
  EXPECT_EQ(s.diagnostics(), "a  b\n");
}

TEST(GtpTranscript, QuitStopsTheLoop) {
  Session s;
  std::istringstream in("1 name\n2 quit\n3 name\n");
  std::ostringstream out;
  s.gtp().run(in, out);
  EXPECT_EQ(out.str(), "=1 moyogo\n\n=2 \n\n");
  EXPECT_TRUE(s.gtp().quitRequested());
}

// The moves depend on the engine; the answer format and the side effects do not.
TEST(GtpTranscript, GenmoveVariantsPlayOrNot) {
  Session s;
  const std::regex vertex("= ([A-HJ-T](1[0-9]|[1-9])|PASS)\n\n");
  s.run("boardsize 9");
  EXPECT_TRUE(std::regex_match(s.run("genmove b"), vertex));
  EXPECT_TRUE(std::regex_match(s.run("genmove_white"), vertex));
  EXPECT_TRUE(std::regex_match(s.run("genmove_black"), vertex));
  EXPECT_TRUE(std::regex_match(s.run("kgs-genmove_cleanup white"), vertex));
  EXPECT_EQ(s.engine().game().moveCount(), 4);
  EXPECT_TRUE(std::regex_match(s.run("reg_genmove black"), vertex));
  EXPECT_TRUE(std::regex_match(s.run("gg_genmove black"), vertex));
  const std::string a = s.run("gg_genmove black 7");
  EXPECT_TRUE(std::regex_match(a, vertex));
  EXPECT_EQ(s.run("gg_genmove black 7"), a);  // the seed decides
  EXPECT_EQ(s.engine().game().moveCount(), 4);
  const std::string history = s.run("move_history");
  EXPECT_EQ(std::count(history.begin(), history.end(), '\n'), 5) << history;
}

TEST(GtpTranscript, CputimeFormat) {
  Session s;
  EXPECT_TRUE(std::regex_match(s.run("cputime"), std::regex("= [0-9]+\\.[0-9]{3}\n\n")));
}

TEST(GtpTranscript, ListCommandsAndHelpComeFromTheTable) {
  Session s;
  const std::string list = s.run("list_commands");
  std::string expected;
  std::vector<std::string> names;
  for (const auto& c : allCommands()) names.emplace_back(c.name);
  std::sort(names.begin(), names.end());
  for (const auto& n : names) expected += (expected.empty() ? "" : "\n") + n;
  EXPECT_EQ(list, "= " + expected + "\n\n");
  EXPECT_EQ(s.run("help play"), "= play <color> <vertex> -- plays a move\n\n");
  EXPECT_EQ(s.run("help nosuch"), "? unknown command: nosuch\n\n");
  const std::string help = s.run("help");
  EXPECT_EQ(std::count(help.begin(), help.end(), '\n'), static_cast<long>(names.size()) + 1);
}

TEST(GtpTables, MergedTableHasNoDuplicateNames) {
  std::set<std::string_view> seen;
  for (const auto& c : allCommands()) {
    EXPECT_TRUE(seen.insert(c.name).second) << "duplicate command " << c.name;
    EXPECT_FALSE(c.usage.empty()) << c.name;
    EXPECT_FALSE(c.help.empty()) << c.name;
    EXPECT_EQ(c.usage.substr(0, c.name.size()), c.name) << "usage must start with the name";
  }
}

TEST(GtpTables, EveryCoreBoardAndSgfCommandHasATranscript) {
  std::set<std::string> used;
  const std::regex head("^[0-9]*\\s*(\\S+).*");
  for (const auto& [name, steps] : scripts()) {
    for (const Step& s : steps) {
      std::smatch m;
      if (std::regex_match(s.command, m, head)) used.insert(m[1]);
    }
  }
  for (const auto* table : {&coreCommands(), &boardCommands(), &sgfCommands()}) {
    for (const auto& c : *table) {
      const std::string name(c.name);
      const bool covered = used.count(name) > 0 || name == "cputime" || name == "loadsgf" ||
                           name.find("genmove") != std::string::npos;
      EXPECT_TRUE(covered) << name << " has no transcript";
    }
  }
}

}  // namespace
}  // namespace iface
