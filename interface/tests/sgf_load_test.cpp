// Loading SGF into a game (GNU Go 3.8's loadsgf semantics), writing it back, and the GTP
// loadsgf/printsgf commands. Expected values were checked against `gnugo --mode gtp`.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>

#include "interface/sgf_game.h"
#include "interface/tests/gtp_test_util.h"
#include "interface/tests/temp_dir.h"

namespace iface {
namespace {

using core::Color;
using testing::Session;

const char* kGame9 =
    "(;GM[1]FF[4]SZ[9]KM[6.5]PB[Black]PW[White]\n"
    ";B[ee];W[cg];B[gc];W[];B[dd]C[x]\n;W[tt];B[ff])";

std::string historyOf(engine::Engine& e) {
  std::string out;
  const core::Geometry& geo = e.game().board().geometry();
  for (const auto& m : e.game().moves())
    out += (out.empty() ? "" : " ") + std::string(m.color == Color::Black ? "B" : "W") +
           geo.vertexName(m.point);
  return out;
}

TEST(SgfLoad, WholeMainLine) {
  engine::Engine e;
  const SgfLoadResult r = loadSgfTextIntoGame(e, kGame9);
  EXPECT_EQ(r.toMove, Color::White);
  EXPECT_EQ(r.movesPlayed, 7);
  EXPECT_EQ(r.boardSize, 9);
  EXPECT_EQ(e.game().komi(), 6.5);
  EXPECT_EQ(r.info.playerBlack, "Black");
  EXPECT_EQ(historyOf(e), "BE5 WC3 BG7 WPASS BD6 WPASS BF4");
  EXPECT_EQ(e.game().toMove(), Color::White);
}

TEST(SgfLoad, UntilMoveNumberPlaysTheMovesBefore) {
  engine::Engine e;
  EXPECT_EQ(loadSgfTextIntoGame(e, kGame9, "3").toMove, Color::Black);
  EXPECT_EQ(historyOf(e), "BE5 WC3");
  EXPECT_EQ(loadSgfTextIntoGame(e, kGame9, "1").toMove, Color::Black);
  EXPECT_EQ(historyOf(e), "");
  EXPECT_EQ(loadSgfTextIntoGame(e, kGame9, "3x").movesPlayed, 2);  // atoi, as GNU Go
  EXPECT_EQ(loadSgfTextIntoGame(e, kGame9, "1000").movesPlayed, 7);
}

TEST(SgfLoad, UntilVertexStopsBeforeTheFirstMoveThere) {
  engine::Engine e;
  EXPECT_EQ(loadSgfTextIntoGame(e, kGame9, "G7").toMove, Color::Black);
  EXPECT_EQ(historyOf(e), "BE5 WC3");
  EXPECT_EQ(loadSgfTextIntoGame(e, kGame9, "c3").toMove, Color::White);
  EXPECT_EQ(historyOf(e), "BE5");
  // Unreadable vertices read as pass in GNU Go 3.8: loading stops at the first pass.
  EXPECT_EQ(loadSgfTextIntoGame(e, kGame9, "0").movesPlayed, 3);
  EXPECT_EQ(loadSgfTextIntoGame(e, kGame9, "-3").toMove, Color::White);
  EXPECT_EQ(loadSgfTextIntoGame(e, kGame9, "Z1").movesPlayed, 3);
}

TEST(SgfLoad, KomiDefaultsLikeGnuGo) {
  engine::Engine e;
  EXPECT_EQ(loadSgfTextIntoGame(e, "(;SZ[9])").komi, 5.5);
  EXPECT_EQ(e.game().komi(), 5.5);
  EXPECT_EQ(loadSgfTextIntoGame(e, "(;SZ[9]HA[2]AB[cc][gg])").komi, 0.5);
  EXPECT_EQ(loadSgfTextIntoGame(e, "(;SZ[9]KM[junk])").komi, 5.5);
  EXPECT_EQ(loadSgfTextIntoGame(e, "(;SZ[9]KM[-3.5])").komi, -3.5);
}

TEST(SgfLoad, HandicapStonesAndWhiteToMove) {
  engine::Engine e;
  const SgfLoadResult r = loadSgfTextIntoGame(e, "(;SZ[9]HA[2]AB[gc][cg];W[ee];B[dd])", "2");
  EXPECT_EQ(r.toMove, Color::Black);
  EXPECT_EQ(e.game().handicap(), 2);
  EXPECT_EQ(e.game().board().at(core::toPoint(6, 2)), Color::Black);
  EXPECT_EQ(historyOf(e), "WE5");
  EXPECT_EQ(loadSgfTextIntoGame(e, "(;SZ[9]HA[2]AB[gc][cg])").toMove, Color::White);
}

TEST(SgfLoad, HandicapWithoutStonesPlacesTheFixedOnesWhenWhiteMoves) {
  engine::Engine e;
  loadSgfTextIntoGame(e, "(;SZ[9]HA[2];W[ee])");
  EXPECT_EQ(e.game().board().at(core::toPoint(6, 2)), Color::Black);  // G7
  EXPECT_EQ(e.game().board().at(core::toPoint(2, 6)), Color::Black);  // C3
  EXPECT_EQ(historyOf(e), "WE5");
}

TEST(SgfLoad, SetupPlayerAndRectangles) {
  engine::Engine e;
  const SgfLoadResult r =
      loadSgfTextIntoGame(e, "(;SZ[5]AB[aa:bb]AW[ee][aa]PL[W];W[cc]PL[w];AB[dd])");
  EXPECT_EQ(r.toMove, Color::White);
  const board::Board& b = e.game().board();
  EXPECT_EQ(b.toAscii(), "X X . . .\nX X . . .\n. . O . .\n. . . X .\n. . . . O\n");
}

TEST(SgfLoad, StopsAtAMoveOnAnOccupiedPoint) {
  engine::Engine e;
  const SgfLoadResult r = loadSgfTextIntoGame(e, "(;SZ[5];B[aa];W[aa];B[bb])");
  EXPECT_EQ(r.movesPlayed, 1);
  EXPECT_EQ(r.toMove, Color::White);
}

TEST(SgfLoad, PassAsTtOnlyUpTo19) {
  engine::Engine e;
  loadSgfTextIntoGame(e, "(;SZ[19];B[tt])");
  EXPECT_EQ(historyOf(e), "BPASS");
  loadSgfTextIntoGame(e, "(;SZ[21];B[tt])");
  EXPECT_EQ(historyOf(e), "BU2");
}

TEST(SgfLoad, ErrorsNameTheSourceAndLeaveTheGameAlone) {
  engine::Engine e;
  e.game().clear(7);
  e.game().play(core::toPoint(3, 3), Color::Black);
  auto messageOf = [&](std::string_view text) -> std::string {
    try {
      loadSgfTextIntoGame(e, text, "", "g.sgf");
    } catch (const SgfLoadError& err) {
      return err.what();
    }
    return "no error";
  };
  EXPECT_EQ(messageOf("(;SZ[9];B[aa"), "g.sgf:1:10: unterminated property value");
  EXPECT_EQ(messageOf("(;SZ[30])"), "g.sgf:1:3: SZ[30]: board size must be 2 to 25");
  EXPECT_EQ(messageOf("(;SZ[9:7])"), "g.sgf:1:3: SZ[9:7]: only square boards are supported");
  EXPECT_EQ(messageOf("(;SZ[9]\nHA[99])"), "g.sgf:2:1: HA[99]: unreasonable handicap");
  EXPECT_EQ(e.game().size(), 7);
  EXPECT_EQ(e.game().moveCount(), 1);
  try {
    loadSgfIntoGame(e, "/nonexistent/file.sgf");
    FAIL();
  } catch (const SgfLoadError& err) {
    EXPECT_EQ(err.kind(), SgfLoadError::Kind::Open);
    EXPECT_STREQ(err.what(), "cannot open or parse '/nonexistent/file.sgf': no such file");
  }
}

void expectSameGame(const board::Game& a, const board::Game& b) {
  EXPECT_EQ(a.size(), b.size());
  EXPECT_EQ(a.komi(), b.komi());
  EXPECT_EQ(a.handicap(), b.handicap());
  EXPECT_EQ(a.toMove(), b.toMove());
  EXPECT_EQ(a.board().toAscii(), b.board().toAscii());
  EXPECT_EQ(a.board().hash(), b.board().hash());
  EXPECT_EQ(a.board().captured(Color::Black), b.board().captured(Color::Black));
  EXPECT_EQ(a.board().captured(Color::White), b.board().captured(Color::White));
  ASSERT_EQ(a.moves().size(), b.moves().size());
  for (size_t i = 0; i < a.moves().size(); ++i) {
    EXPECT_EQ(a.moves()[i].point, b.moves()[i].point);
    EXPECT_EQ(a.moves()[i].color, b.moves()[i].color);
  }
}

TEST(SgfWriteGame, RoundTripWithHandicapCapturesAndPasses) {
  engine::Engine e;
  board::Game& g = e.game();
  g.clear(9);
  g.setKomi(0.5);
  g.placeHandicap(board::fixedHandicapPoints(9, 3));
  const char* moves[] = {"E5", "D5", "PASS", "E4", "A1", "D4", "B1", "PASS", "A2"};
  Color c = Color::White;
  for (const char* m : moves) {
    ASSERT_EQ(g.play(*g.board().geometry().parseVertex(m), c), board::PlayError::None) << m;
    c = core::opponent(c);
  }
  const std::string sgf = writeSgf(g, {"B name", "W]name", "W+R", "2026-01-02", ""});
  EXPECT_NE(sgf.find("PB[B name]PW[W\\]name]RE[W+R]DT[2026-01-02]"), std::string::npos) << sgf;
  EXPECT_NE(sgf.find("HA[3]"), std::string::npos);
  EXPECT_NE(sgf.find("AB["), std::string::npos);
  engine::Engine back;
  const SgfLoadResult r = loadSgfTextIntoGame(back, sgf);
  EXPECT_EQ(r.info.playerWhite, "W]name");
  expectSameGame(g, back.game());
  EXPECT_EQ(writeSgf(back.game(), r.info), sgf);
}

TEST(SgfWriteGame, RoundTripKeepsSideToMoveAndMidGameSetup) {
  engine::Engine e;
  board::Game& g = e.game();
  g.clear(5);
  g.setKomi(7.25);
  g.play(core::toPoint(2, 2), Color::Black);
  g.setup({core::toPoint(0, 0)}, {core::toPoint(4, 4)});
  g.setToMove(Color::Black);
  engine::Engine back;
  loadSgfTextIntoGame(back, writeSgf(g, {"", "", "", "2026-01-02", ""}));
  expectSameGame(g, back.game());
}

TEST(SgfWritePosition, GnuGoPrintsgfFormat) {
  engine::Engine e;
  board::Game& g = e.game();
  g.clear(9);
  g.play(core::toPoint(4, 4), Color::Black);
  g.play(core::toPoint(2, 6), Color::White);
  EXPECT_EQ(writePositionSgf(g, "2026-11-22"),
            "(;GM[1]FF[4]\nSZ[9]\nGN[moyogo load and print]\nDT[2026-11-22]\n"
            "KM[0.0]HA[0]RU[Japanese]AP[moyogo:" MOYOGO_VERSION "]AW[cg]\nAB[ee]\nPL[B]\n)");
  g.clear(5);
  g.setKomi(6.25);
  EXPECT_EQ(writePositionSgf(g, "2026-11-22"),
            "(;GM[1]FF[4]\nSZ[5]\nGN[moyogo load and print]\nDT[2026-11-22]\n"
            "KM[6.2]HA[0]RU[Japanese]AP[moyogo:" MOYOGO_VERSION "]PL[B]\n)");
}

// Checked against GNU Go 3.8: prisoners go into KM, IL lists the moves the player to move
// may not make, long lists wrap at 64 columns. PL is the side to move (GNU Go writes the
// opponent of the last mover, wrong after handicap stones).
TEST(SgfWritePosition, KomiIllegalPointsPlayerAndWrapping) {
  engine::Engine e;
  board::Game& g = e.game();
  g.clear(5);
  g.setKomi(5.5);
  const core::Geometry& geo = g.board().geometry();
  // Black captures a white stone at B1... and White captures nothing: KM 5.5 - 1.
  for (const char* m : {"B2", "B1", "A1", "PASS", "C1"}) {
    const Color c = g.toMove();
    ASSERT_EQ(g.play(*geo.parseVertex(m), c), board::PlayError::None) << m;
  }
  EXPECT_EQ(g.board().captured(Color::White), 1);
  const std::string sgf = writePositionSgf(g, "2026-11-22");
  EXPECT_NE(sgf.find("KM[4.5]"), std::string::npos) << sgf;
  EXPECT_NE(sgf.find("PL[W]IL[be]\n)"), std::string::npos) << sgf;  // B1 is suicide for White
  // A full 19x19 row pattern: no line longer than 64 characters.
  g.clear(19);
  std::vector<core::Point> black;
  for (core::Point p : core::Geometry::forSize(19))
    if ((core::pointX(p) + core::pointY(p)) % 3 == 0) black.push_back(p);
  g.setup(black, {});
  const std::string big = writePositionSgf(g, "2026-11-22");
  size_t longest = 0, start = 0;
  for (size_t nl; (nl = big.find('\n', start)) != std::string::npos; start = nl + 1)
    longest = std::max(longest, nl - start);
  EXPECT_EQ(longest, 64u) << big;
  EXPECT_NE(big.find("]\n["), std::string::npos);
  EXPECT_NE(big.find("PL[B]"), std::string::npos);  // nothing played: Black, as GNU Go
  g.clear(9);
  g.placeHandicap(board::fixedHandicapPoints(9, 2));
  EXPECT_NE(writePositionSgf(g, "2026-11-22").find("PL[W]"), std::string::npos);
}

TEST(GtpSgf, LoadsgfForgetsTheHandicapLikeGnuGo) {
  const testing::ScopedTempDir dir;
  const std::string path = dir.write("ha.sgf", "(;SZ[9]HA[2]AB[gc][cg];W[ee])");
  Session s;
  s.expect({{"loadsgf " + path, "= black"}, {"get_handicap", "= 0"}, {"get_komi", "=  0.5"}});
}

TEST(GtpSgf, PrintsgfAnswerAndFile) {
  Session s;
  s.run("boardsize 5");
  s.run("play b a1");
  const std::string answer = s.run("printsgf");
  EXPECT_EQ(answer.substr(0, 16), "= (;GM[1]FF[4]\nS");
  EXPECT_NE(answer.find("AB[ae]\nPL[W]\n)\n\n"), std::string::npos) << answer;
  EXPECT_TRUE(isWellFormedResponse(answer));
  EXPECT_EQ(s.run("printsgf -"), answer);
  const testing::ScopedTempDir dir;
  const std::string path = dir.file("printsgf.sgf");
  EXPECT_EQ(s.run("printsgf " + path), "= \n\n");
  Session t;
  EXPECT_EQ(t.run("loadsgf " + path), "= white\n\n");
  EXPECT_EQ(t.run("list_stones black"), "= A1\n\n");
}

TEST(GtpSgf, LoadsgfErrorsWithPosition) {
  const testing::ScopedTempDir dir;
  const std::string path = dir.write("bad.sgf", "(;GM[1]SZ[9]\n;B[aa];W[bb\n");
  Session s;
  EXPECT_EQ(s.run("loadsgf " + path), "? " + path + ":2:9: unterminated property value\n\n");
}

// Peer-regression files, with answers taken from GNU Go 3.8.
TEST(GtpSgf, PeerRegressionGames) {
  const std::string game = testing::peerFile("games/9x9-1.sgf");
  const std::string handicap = testing::peerFile("games/9handicap.sgf");
  if (game.empty() || handicap.empty()) GTEST_SKIP() << "peer-regression folder missing";
  Session s;
  s.expect({{"loadsgf " + game, "= white"},
            {"get_komi", "=  0.0"},
            {"loadsgf " + game + " 3", "= black"},
            {"move_history", "= white D4\nblack E5"},
            {"loadsgf " + game + " 0", "= black"},
            {"loadsgf " + game + " d4", "= white"},
            {"move_history", "= black E5"},
            {"loadsgf " + handicap + " 1", "= white"},
            {"get_komi", "=  6.5"},
            {"list_stones black", "= D16 K16 Q16 D10 K10 Q10 D4 K4 Q4"},
            {"loadsgf " + handicap + " 2", "= black"},
            {"move_history", "= white E17"}});
}

// Every SGF file of the suite loads (all 1330 matched GNU Go's board, komi, history and
// color to move when this was written; see the report in interface/README.md).
TEST(GtpSgf, EveryPeerRegressionGameLoads) {
  const std::string manifest = testing::peerFile("MANIFEST.txt");
  if (manifest.empty()) GTEST_SKIP() << "peer-regression folder missing";
  const std::filesystem::path dir = std::filesystem::path(manifest).parent_path();
  int loaded = 0;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(dir)) {
    if (entry.path().extension() != ".sgf") continue;
    engine::Engine e;
    EXPECT_NO_THROW(loadSgfIntoGame(e, entry.path().string())) << entry.path();
    EXPECT_TRUE(e.game().board().depth() == static_cast<int>(e.game().record().size()));
    ++loaded;
  }
  EXPECT_GE(loaded, 1000);
}

}  // namespace
}  // namespace iface
