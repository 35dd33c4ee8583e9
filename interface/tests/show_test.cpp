// Tests of the show layer: the GTP clock and its allocation, the GoGui analyze commands
// (every listed command answers in its GoGui type's format), moyo_svg, --analyze markup
// against moyo_map, and the man page against the option table.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <regex>
#include <set>
#include <sstream>

#include "interface/cli.h"
#include "interface/sgf_analysis.h"
#include "interface/sgf_game.h"
#include "interface/svg_board.h"
#include "interface/tests/gtp_test_util.h"
#include "interface/tests/temp_dir.h"
#include "interface/time_control.h"

namespace iface {
namespace {

using core::Color;
using iface::testing::Session;

std::string body(const std::string& response) {
  EXPECT_TRUE(response.size() >= 3 && response[0] == '=') << response;
  std::string b = response.substr(response.find(' ') + 1);
  while (!b.empty() && b.back() == '\n') b.pop_back();
  return b;
}

std::vector<std::string> split(const std::string& text, char sep) {
  std::vector<std::string> out;
  std::stringstream in(text);
  for (std::string item; std::getline(in, item, sep);) out.push_back(item);
  return out;
}

std::vector<std::string> words(const std::string& line) {
  std::vector<std::string> out;
  std::istringstream in(line);
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

const std::string kGame = std::string(MOYOGO_SOURCE_DIR) + "/regression/games/game004.sgf";

// --- clock --------------------------------------------------------------------------------

TEST(GameClock, AbsoluteBudgetShrinksWithTheClock) {
  GameClock clock;
  clock.setGtp(300, 0, 0);
  EXPECT_EQ(clock.settings().system, TimeSystem::Absolute);
  const double full = clock.allocate(Color::Black, 19, 0);
  EXPECT_GT(full, 1.0);
  EXPECT_LT(full, 300.0 / 50);
  clock.timeLeft(Color::Black, 60, 0);
  const double low = clock.allocate(Color::Black, 19, 100);
  clock.timeLeft(Color::Black, 10, 0);
  const double veryLow = clock.allocate(Color::Black, 19, 150);
  EXPECT_LT(low, full);
  EXPECT_LT(veryLow, low);
  EXPECT_LT(veryLow, 10.0 / 20);
  // The whole clock spent move by move at the allocated rate never runs out.
  clock.setGtp(300, 0, 0);
  double used = 0;
  for (int move = 0; move < 400; move += 2) {
    const double b = clock.allocate(Color::White, 19, move);
    clock.charge(Color::White, b + 0.05);
    used += b + 0.05;
  }
  EXPECT_LT(used, 300.0);
  EXPECT_GT(clock.side(Color::White).mainLeft, 0.0);
}

TEST(GameClock, ShortClockKeepsMostOfItsShare) {
  // 10 s for a 9x9 game: about 28 moves left, 9 s above the reserve, 0.32 s a move; the
  // latency takes a quarter of that, not a fixed 0.3 s.
  GameClock clock;
  clock.setGtp(10, 0, 0);
  const double share = 9.0 / expectedMovesLeft(9, 0);
  EXPECT_NEAR(clock.allocate(Color::Black, 9, 0), 0.75 * share, 1e-9);
  // A long clock still leaves the full 0.3 s.
  clock.setGtp(1800, 0, 0);
  EXPECT_NEAR(clock.allocate(Color::Black, 19, 0), 1770.0 / expectedMovesLeft(19, 0) - 0.3,
              1e-9);
}

TEST(GameClock, HardLimitStaysInsideTheClock) {
  GameClock clock;
  EXPECT_EQ(clock.hardLimit(Color::Black, 1.0), 0.0);  // no time system
  clock.setGtp(300, 0, 0);
  EXPECT_NEAR(clock.hardLimit(Color::Black, 2.0), 6.0, 1e-9);  // 3x the budget
  clock.timeLeft(Color::Black, 4, 0);
  EXPECT_NEAR(clock.hardLimit(Color::Black, 0.05), 1.05, 1e-9);  // budget + 1 s
  clock.timeLeft(Color::Black, 1, 0);
  EXPECT_NEAR(clock.hardLimit(Color::Black, 0.05), 0.5, 1e-9);  // half the clock left
  EXPECT_EQ(clock.setKgs("byoyomi", 0.0, 10.0, 3), "");
  clock.timeLeft(Color::White, 10, 3);
  EXPECT_NEAR(clock.hardLimit(Color::White, clock.allocate(Color::White, 19, 80)), 9.0, 1e-9);
}

TEST(GameClock, OvertimeSystems) {
  GameClock clock;
  EXPECT_EQ(clock.setKgs("byoyomi", 0.0, 30.0, 5), "");
  clock.timeLeft(Color::White, 30, 5);
  EXPECT_NEAR(clock.allocate(Color::White, 19, 50), 0.8 * 30 - 0.3, 1e-9);
  EXPECT_EQ(clock.setKgs("canadian", 0.0, 300.0, 25), "");
  clock.timeLeft(Color::Black, 40, 10);  // 40 s for 10 stones
  EXPECT_NEAR(clock.allocate(Color::Black, 19, 50), 0.8 * 4 - 0.3, 1e-9);
  EXPECT_EQ(clock.setKgs("none", std::nullopt, std::nullopt, std::nullopt), "");
  EXPECT_EQ(clock.allocate(Color::Black, 19, 0), 0.0);
  EXPECT_NE(clock.setKgs("fischer", 1.0, 1.0, 1), "");
  EXPECT_NE(clock.setKgs("byoyomi", 10.0, std::nullopt, std::nullopt), "");
  clock.setGtp(0, 10, 0);  // GTP: byo-yomi time with no stones means no limit
  EXPECT_FALSE(clock.limited());
  clock.setGtp(60, 30, 10);
  EXPECT_EQ(clock.settings().system, TimeSystem::Canadian);
  clock.charge(Color::Black, 70);  // main time gone, 10 s into the first period
  EXPECT_TRUE(clock.side(Color::Black).inOvertime);
  EXPECT_NEAR(clock.side(Color::Black).periodLeft, 20, 1e-9);
  EXPECT_EQ(clock.side(Color::Black).stonesLeft, 9);
}

TEST(GtpTime, CommandsSetTheBudgetBeforeGenmove) {
  Session s;
  s.expect({{"boardsize 19", "= "},
            {"kgs-time_settings absolute 300", "= "},
            {"kgs-time_settings byoyomi 10", "? syntax error"},
            {"kgs-time_settings sudden", "? unknown time system"},
            {"time_settings 300 0 0", "= "},
            {"time_left white 5 0", "= "}});
  body(s.run("genmove white"));
  EXPECT_GT(s.engine().moveBudget(), 0.0);
  EXPECT_LT(s.engine().moveBudget(), 5.0 / 20);
  s.run("time_left black 300 0");
  body(s.run("genmove black"));
  EXPECT_GT(s.engine().moveBudget(), 1.0);
  s.run("time_settings 0 0 0");
  body(s.run("genmove white"));
  EXPECT_EQ(s.engine().moveBudget(), 0.0);
}

TEST(GtpInterrupt, InterruptLinesAreConsumedAndTheStopFlagIsCleared) {
  engine::Engine e;
  GtpEngine gtp(e);
  std::ostringstream err;
  gtp.setDiagnostics(&err);
  std::istringstream in("gogui-interrupt\n# interrupt\n  # interrupt\nname\nquit\nname\n");
  std::ostringstream out;
  gtp.run(in, out);
  EXPECT_EQ(out.str(), "= \n\n= moyogo\n\n= \n\n");
  EXPECT_EQ(e.moveClock().stopped(), false);
  std::atomic<bool> stop{false};
  e.setStopFlag(&stop);
  e.setMoveBudget(100);
  const engine::MoveClock clock = e.moveClock();
  EXPECT_FALSE(clock.past(0.5));
  stop = true;
  EXPECT_TRUE(clock.past(0.5));
  e.setStopFlag(nullptr);
}

// --- GoGui ----------------------------------------------------------------------------------

const std::set<std::string> kGoguiColors = {"black",   "blue", "cyan", "green", "gray",
                                            "magenta", "pink", "red",  "white", "yellow"};

bool isVertex(const std::string& w, int n) {
  static const std::regex re("([A-HJ-Za-hj-z])([0-9]{1,2})");
  std::smatch m;
  if (w == "PASS" || w == "pass") return true;
  if (!std::regex_match(w, m, re)) return false;
  const int row = std::stoi(m[2]);
  const char col = static_cast<char>(std::toupper(static_cast<unsigned char>(w[0])));
  const int x = col - 'A' - (col > 'I' ? 1 : 0);
  return row >= 1 && row <= n && x >= 0 && x < n;
}

void checkBoard(const std::string& answer, int n, const std::function<bool(const std::string&)>& ok,
                const std::string& what) {
  const auto rows = split(answer, '\n');
  ASSERT_EQ(rows.size(), static_cast<size_t>(n)) << what;
  for (const auto& row : rows) {
    const auto cells = words(row);
    ASSERT_EQ(cells.size(), static_cast<size_t>(n)) << what << ": " << row;
    for (const auto& c : cells) EXPECT_TRUE(ok(c)) << what << ": '" << c << "'";
  }
}

void checkGfx(const std::string& answer, int n, const std::string& what) {
  static const std::set<std::string> kPointLists = {"BLACK",  "CIRCLE",   "MARK",
                                                    "SQUARE", "TRIANGLE", "WHITE"};
  for (const auto& line : split(answer, '\n')) {
    const auto w = words(line);
    ASSERT_FALSE(w.empty()) << what;
    if (w[0] == "TEXT") continue;
    size_t first = 1;
    if (w[0] == "COLOR") {
      ASSERT_GE(w.size(), 2u) << line;
      EXPECT_TRUE(kGoguiColors.count(w[1]) || std::regex_match(w[1], std::regex("#[0-9a-f]{6}")))
          << line;
      first = 2;
    } else if (w[0] == "LABEL" || w[0] == "INFLUENCE") {
      EXPECT_EQ(w.size() % 2, 1u) << line;
      for (size_t i = 1; i < w.size(); i += 2) EXPECT_TRUE(isVertex(w[i], n)) << line;
      continue;
    } else {
      EXPECT_TRUE(kPointLists.count(w[0])) << "unknown gfx command: " << line;
    }
    for (size_t i = first; i < w.size(); ++i) EXPECT_TRUE(isVertex(w[i], n)) << line;
  }
}

TEST(GoguiAnalyze, EveryListedCommandAnswersInItsType) {
  Session s;
  body(s.run("loadsgf " + kGame + " 60"));
  const int n = std::stoi(body(s.run("query_boardsize")));
  const std::string stone = words(body(s.run("list_stones black"))).at(0);
  const iface::testing::ScopedTempDir dir;
  const auto list = split(body(s.run("gogui-analyze_commands")), '\n');
  ASSERT_GE(list.size(), 15u);
  std::set<std::string> types;
  for (const std::string& entry : list) {
    const auto parts = split(entry, '/');
    ASSERT_EQ(parts.size(), 3u) << entry;
    const std::string& type = parts[0];
    types.insert(type);
    std::string command = parts[2];
    for (const auto& [from, to] : std::vector<std::pair<std::string, std::string>>{
             {"%m", "b"}, {"%c", "white"}, {"%p", stone}, {"%f", dir.file("p.svg")}}) {
      for (size_t at; (at = command.find(from)) != std::string::npos;) command.replace(at, 2, to);
    }
    const std::string answer = body(s.run(command));
    if (type == "dboard") {
      checkBoard(
          answer, n,
          [](const std::string& c) {
            char* end = nullptr;
            const double v = std::strtod(c.c_str(), &end);
            return *end == '\0' && v >= -1.0 && v <= 1.0;
          },
          command);
    } else if (type == "cboard") {
      checkBoard(
          answer, n,
          [](const std::string& c) {
            return c == "\"\"" || kGoguiColors.count(c) > 0 ||
                   std::regex_match(c, std::regex("#[0-9a-fA-F]{6}"));
          },
          command);
    } else if (type == "sboard") {
      checkBoard(
          answer, n, [](const std::string& c) { return !c.empty() && c.size() <= 4; }, command);
    } else if (type == "gfx") {
      checkGfx(answer, n, command);
    } else if (type == "plist") {
      for (const auto& w : words(answer)) EXPECT_TRUE(isVertex(w, n)) << command << ": " << w;
    } else {
      EXPECT_TRUE(type == "string" || type == "none") << "unexpected type " << type;
    }
  }
  EXPECT_EQ(types, (std::set<std::string>{"cboard", "dboard", "gfx", "none", "plist", "sboard",
                                          "string"}));
  std::ifstream svg(dir.file("p.svg"));
  std::string first;
  std::getline(svg, first);
  EXPECT_EQ(first.rfind("<svg ", 0), 0u);
}

// --- pictures and SGF markup ----------------------------------------------------------------

TEST(MoyoSvg, PictureHasTheTerritorySquares) {
  Session s;
  body(s.run("loadsgf " + kGame + " 60"));
  const std::string svg = body(s.run("moyo_svg territory"));
  EXPECT_EQ(svg.rfind("<svg ", 0), 0u);
  EXPECT_NE(svg.find("</svg>"), std::string::npos);
  const auto map = split(body(s.run("moyo_map territory")), '\n');
  int black = 0;
  for (const auto& row : map)
    for (const auto& t : words(row)) black += t == "b";
  size_t squares = 0;
  for (size_t at = 0; (at = svg.find(svgcolor::kBlackTerritory, at)) != std::string::npos; ++at)
    ++squares;
  EXPECT_EQ(squares, static_cast<size_t>(black));
  EXPECT_EQ(s.run("moyo_svg sunset"), "? unknown picture, expected " + svgOverlayNames() + "\n\n");
}

// The estimate picture: estimate_score's number in the caption, a dark square on each point
// Black owns surely enough by estimate_dboard (not on Black's own stones).
TEST(MoyoSvg, EstimatePictureShowsTheOwners) {
  Session s;
  body(s.run("loadsgf " + kGame + " 60"));
  const std::string svg = body(s.run("moyo_svg estimate"));
  const std::string estimate = words(body(s.run("estimate_score"))).at(0);
  EXPECT_NE(svg.find(">score estimate " + estimate + " (playouts, komi included)</text>"),
            std::string::npos);
  const auto shares = split(body(s.run("estimate_dboard")), '\n');
  const auto stones = words(body(s.run("list_stones black")));
  const int n = static_cast<int>(shares.size());
  int sure = 0, nearly = 0;  // at least 0.21, at least 0.19 (the shares print rounded)
  for (int y = 0; y < n; ++y) {
    const auto row = words(shares[static_cast<size_t>(y)]);
    for (int x = 0; x < n; ++x) {
      const std::string v = std::string(1, core::columnLetter(x)) + std::to_string(n - y);
      if (std::find(stones.begin(), stones.end(), v) != stones.end()) continue;
      const double share = std::stod(row[static_cast<size_t>(x)]);
      sure += share >= 0.21;
      nearly += share >= 0.19;
    }
  }
  int squares = 0;
  for (size_t at = 0; (at = svg.find(svgcolor::kBlackTerritory, at)) != std::string::npos; ++at)
    ++squares;
  EXPECT_GT(sure, 10);
  EXPECT_GE(squares, sure);
  EXPECT_LE(squares, nearly);
}

TEST(SgfAnalysis, TerritoryMarkupMatchesMoyoMap) {
  Session s;
  body(s.run("loadsgf " + kGame + " 60"));
  SgfNode node;
  annotatePosition(s.engine(), kAnalyzeTerritory | kAnalyzeDragonStatus, node);
  std::set<std::string> tb, tw;
  if (const SgfProperty* p = node.find("TB")) tb.insert(p->values.begin(), p->values.end());
  if (const SgfProperty* p = node.find("TW")) tw.insert(p->values.begin(), p->values.end());
  const auto map = split(body(s.run("moyo_map territory")), '\n');
  std::set<std::string> b, w;
  for (size_t y = 0; y < map.size(); ++y) {
    const auto tokens = words(map[y]);
    for (size_t x = 0; x < tokens.size(); ++x) {
      const std::string v = {static_cast<char>('a' + x), static_cast<char>('a' + y)};
      if (tokens[x] == "b") b.insert(v);
      if (tokens[x] == "w") w.insert(v);
    }
  }
  EXPECT_FALSE(b.empty());
  EXPECT_EQ(tb, b);
  EXPECT_EQ(tw, w);
  int marked = 0;
  for (const char* id : {"CR", "TR", "SQ", "MA"})
    if (const SgfProperty* p = node.find(id)) marked += static_cast<int>(p->values.size());
  EXPECT_EQ(marked, 59);  // every stone on the board after 59 moves without captures
}

TEST(SgfAnalysis, OptionsAndMainLineCopy) {
  std::string error;
  EXPECT_EQ(parseAnalyzeOptions("terri,dragonstatus", error),
            kAnalyzeTerritory | kAnalyzeDragonStatus);
  EXPECT_EQ(parseAnalyzeOptions("all,overwrite", error), kAnalyzeAll | kAnalyzeOverwrite);
  EXPECT_FALSE(parseAnalyzeOptions("territory,colour", error));
  EXPECT_NE(error.find("'colour'"), std::string::npos);
  EXPECT_FALSE(parseAnalyzeOptions("overwrite", error));
  const auto tree = parseSgf("(;SZ[9]AB[cc];B[dd]C[x];W[ee](;B[ff];W[gg])(;B[aa]))");
  SgfNode* last = nullptr;
  auto copy = copyMainLine(*tree, 2, &last);
  ASSERT_NE(last, nullptr);
  EXPECT_EQ(*last->value("W"), "ee");
  EXPECT_TRUE(last->children.empty());
  copy = copyMainLine(*tree, 0, &last);
  EXPECT_EQ(last, copy.get());
  addProperty(*last, "LB", {"aa:1"});
  addProperty(*last, "LB", {"aa:1", "bb:2"});
  EXPECT_EQ(last->find("LB")->values.size(), 2u);
  EXPECT_EQ(writeSgfTree(*copy).find("AB[cc]") != std::string::npos, true);
}

TEST(ManPage, GeneratedFromTheOptionTable) {
  const std::string page = manPageText();
  EXPECT_EQ(page.rfind(".TH MOYOGO 6", 0), 0u);
  for (const OptionDoc& d : optionDocs()) {
    std::string roffNames;
    for (char ch : d.names) roffNames += ch == '-' ? std::string("\\-") : std::string(1, ch);
    EXPECT_NE(page.find(".B " + roffNames + "\n"), std::string::npos) << d.names;
  }
  EXPECT_NE(page.find("dragonstatus"), std::string::npos);
  EXPECT_NE(usageText().find("--analyze-game"), std::string::npos);
}

/// Runs the whole program on arguments; returns the exit code, output in out/err.
int runProgram(const std::vector<std::string>& args, std::string& out, std::string& err) {
  std::istringstream in;
  std::ostringstream o, e;
  RunEnvironment env{in, o, e, false, false};
  std::vector<const char*> argv = {"moyogo"};
  for (const auto& a : args) argv.push_back(a.c_str());
  const int code = moyogoMain(static_cast<int>(argv.size()), argv.data(), env);
  out = o.str();
  err = e.str();
  return code;
}

TEST(CliShow, AnalyzeSvgAndAnalyzeGameActions) {
  const iface::testing::ScopedTempDir dir;
  std::string out, err;
  EXPECT_EQ(runProgram({"-l", kGame, "--analyze", "territory"}, out, err), 2);
  EXPECT_NE(err.find("needs -o FILE or --analyzerfile FILE"), std::string::npos);
  EXPECT_EQ(runProgram({"-l", kGame, "-L", "40", "--analyzerfile", dir.file("a.sgf")}, out, err), 0)
      << err;
  std::ifstream a(dir.file("a.sgf"));
  const std::string sgf((std::istreambuf_iterator<char>(a)), std::istreambuf_iterator<char>());
  for (const char* id : {"TB[", "TW[", "LB[", "C[", "moyogo analysis:"})
    EXPECT_NE(sgf.find(id), std::string::npos) << id;
  EXPECT_EQ(
      runProgram({"-l", kGame, "--svg", dir.file("d.svg"), "--svg-kind", "dragons"}, out, err), 0);
  EXPECT_TRUE(std::ifstream(dir.file("d.svg")).good());
  EXPECT_EQ(runProgram({"-l", kGame, "-L", "12", "--analyze-game", "-o", dir.file("g.sgf"),
                        "--score-plot", dir.file("p.svg")},
                       out, err),
            0);
  EXPECT_EQ(err, "analyze-game: move 11 of 11\n");  // stderr is no terminal: no bar
  EXPECT_EQ(runProgram({"--help", "analyze"}, out, err), 0);
  EXPECT_NE(out.find("wormliberties"), std::string::npos);
  EXPECT_EQ(runProgram({"--man"}, out, err), 0);
  EXPECT_EQ(out.rfind(".TH MOYOGO 6", 0), 0u);
}

TEST(Cli, HelpAnalyzeTopic) {
  auto parsed = parseCommandLine({"--help", "analyze"});
  ASSERT_TRUE(parsed.options) << parsed.error;
  EXPECT_EQ(parsed.options->helpTopic, "analyze");
  parsed = parseCommandLine({"--analyze", "territory,bogus"});
  EXPECT_FALSE(parsed.options);
  EXPECT_NE(parsed.error.find("bogus"), std::string::npos);
  parsed = parseCommandLine({"--svg-kind", "heat"});
  EXPECT_FALSE(parsed.options);
}

}  // namespace
}  // namespace iface
