// Tactical reading on diagrams, one test per cause of GNU Go 3.8 C-tactics failures
// (reading.tst, capture.tst). Expected answers were checked against GNU Go 3.8.
#include <gtest/gtest.h>

#include <initializer_list>
#include <string>

#include "engine/board/diagram.h"
#include "engine/worm/reader.h"

namespace worm {
namespace {

struct Fixture {
  explicit Fixture(const char* diagram, Color toMove = Color::Black)
      : game(board::gameFromDiagram(diagram, toMove)), board(game.board()) {}
  Point at(const char* vertex) const { return *board.geometry().parseVertex(vertex); }
  std::string name(Point p) const { return board.geometry().vertexName(p); }
  /// Plays the moves in turn, `first` to start; false at the first illegal one.
  bool play(std::initializer_list<const char*> moves, Color first) {
    Color c = first;
    for (const char* v : moves) {
      if (!board.tryMove(at(v), c)) return false;
      c = core::opponent(c);
    }
    return true;
  }
  ReadResult attack(const char* v) {
    Reader r(board, cache, limits);
    const ReadResult result = r.attack(at(v));
    nodes = r.nodes();
    return result;
  }
  ReadResult defend(const char* v) {
    Reader r(board, cache, limits);
    const ReadResult result = r.findDefense(at(v));
    nodes = r.nodes();
    return result;
  }
  /// The answer's GTP code and move ("" for none).
  std::string answer(const ReadResult& r) const {
    return std::to_string(gtpCode(r.code)) + (r.move == core::kNoPoint ? "" : " " + name(r.move));
  }
  board::Game game;
  board::Board board;
  ReadingCache cache{1};
  ReadingLimits limits;
  uint64_t nodes = 0;
};

// Cause: breadth at deep plies. strategy5.sgf before move 45 (reading.tst 87): White
// captures the black edge string T7 by S4 (GNU Go 3.8: attack T7 = 1 S4). When the defender
// also tries to capture every two-liberty neighbour down to -D, the reading of the crawl
// along the edge runs out of its node budget before S4 is confirmed.
constexpr const char* kEdgeCrawl = R"(
. . . . . . . . . . . . . . . . . . .
. X . . O O . . . . . . . . . O O . .
. . O . O X . . . . . . . O . . X . .
. X . X . . X . . X . . . . . X . . .
. . X . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . X . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . X . . . . . X . . . . . X . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . O .
. . . . . . . . . . . . . . . . . . X
. . O . . . . . . . . . . . . . O O X
. X X X . . . . . . . . . . . . O X X
. . O X . . X . . X . . . . . X O . .
. O . O O O O O . . . . . X . . X . .
. . O X X X X O . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .)";

TEST(ReaderCausesTest, BreakChainDepthLeavesRoomForTheEdgeCrawl) {
  Fixture f(kEdgeCrawl, Color::White);
  const ReadResult a = f.attack("T7");
  EXPECT_EQ(a.code, kWin);
  EXPECT_EQ(f.name(a.move), "S4");
  EXPECT_LT(f.nodes, 4000u);  // 7907 nodes without a failing answer when it went to -D
}

// Cause: branching deep in the tree. incident165.sgf at move 212 (reading.tst 38): Black's
// J14 string is attacked through long chases of three-liberty strings, and every ply of
// them branched over all its candidates. Beyond ReadingLimits::branchDepth the attacker of
// a three-liberty string reads only its first candidate (GNU Go 3's branch depth).
constexpr const char* kLongChase = R"(
. . O X X X . . . . . . . . . . . . .
. . O O O X . . . . . . . . . . . . .
. . . O X X X X X . X X X . . . X X .
. . O X X . X O . X . O O X . X X O .
. O O O O X O . O X X X X . X . X X X
. X . . . O O O X O O O O X . X O O X
. X O O X X O X X X O . . O . O . . O
O X X X X O O O O X O O O O . O . O .
. O . . . X . . O X . X O . . . . O .
O X X X X O O . O X X X O O . X X X O
. O O O O O X . O . . O X X . X O O .
. . O X O X X . O X X O . . . . . . .
. X X X O X . . O X X O O . . . . . .
. . . X O X . . O X O O . O O . O . .
. . X . X O O O O X X O O X X O . . .
. . . X X X O O O X . X . X X X O . .
. . X O O O X O . O X . X O O X O . O
. . . . X X X O . O X X O . . X X O .
. . . . . . X X O O X . . . . . . X .)";

TEST(ReaderCausesTest, BranchDepthReadsOneAttackOnDeepThreeLiberties) {
  // Measured under the ko rules of its time (-K 8, a legal ko capture capped at ko A).
  Fixture wide(kLongChase, Color::Black);
  wide.limits.branchDepth = wide.limits.depth;  // never inhibited
  wide.limits.koDepth = 8;
  wide.limits.freeKoCaptures = false;
  const ReadResult w = wide.defend("J14");
  Fixture f(kLongChase, Color::Black);
  f.limits.koDepth = 8;
  f.limits.freeKoCaptures = false;
  const ReadResult d = f.defend("J14");
  EXPECT_EQ(w.code, kWin);
  EXPECT_EQ(d.code, kWin);
  EXPECT_LT(f.nodes * 4, wide.nodes * 3) << f.nodes << " against " << wide.nodes;
}

// Cause: a broad search that read every point near the string. A 9x9 game at move 52
// (reading.tst 207): White attacks A6 by the ko at B4, the suite's answer (GNU Go 3.8 itself
// answers 0 there). When the usual candidates fail, the root's broad search reads only its
// first ReadingLimits::broadWidth candidates in move order.
constexpr const char* kCornerKo = R"(
. . . O X . X . .
. O . O X X . . .
O . . O X O X X .
X O O X X O O X X
X X X O O O . O O
X . . X X O O X .
O X X X O . O O X
. O . X O O . . .
O . . X X O . . .)";

TEST(ReaderCausesTest, BroadSearchReadsItsFirstCandidatesOnly) {
  // Measured under the ko rules of its time (-K 8, a legal ko capture capped at ko A).
  Fixture all(kCornerKo, Color::White);
  all.limits.broadWidth = MoveList::kMax;
  all.limits.broadNodes = all.limits.nodeBudget;  // the width alone
  all.limits.koDepth = 8;
  all.limits.freeKoCaptures = false;
  const ReadResult a = all.attack("A6");
  Fixture f(kCornerKo, Color::White);
  f.limits.broadNodes = f.limits.nodeBudget;
  f.limits.koDepth = 8;
  f.limits.freeKoCaptures = false;
  const ReadResult r = f.attack("A6");
  EXPECT_EQ(gtpCode(r.code), gtpCode(a.code));
  EXPECT_EQ(gtpCode(r.code), 3);
  EXPECT_EQ(f.name(r.move), "B4");
  EXPECT_LT(f.nodes * 2, all.nodes) << f.nodes << " against " << all.nodes;
}

// Cause: a broad search that read on where none of its candidates worked. In kCornerKo the
// broad search found nothing better than the ko at B4 after 7,900 nodes; it now stops at
// ReadingLimits::broadNodes, and a broad search cut there gives no answer (its candidates'
// readings were cut, so a win among them would be a guess).
TEST(ReaderCausesTest, BroadSearchStopsAtItsNodeBudget) {
  Fixture unbounded(kCornerKo, Color::White);
  unbounded.limits.broadNodes = unbounded.limits.nodeBudget;
  const ReadResult a = unbounded.attack("A6");
  Fixture f(kCornerKo, Color::White);
  const ReadResult r = f.attack("A6");
  EXPECT_EQ(f.answer(r), unbounded.answer(a));
  EXPECT_EQ(f.answer(r), "3 B4");
  EXPECT_LT(f.nodes + f.limits.broadNodes, unbounded.nodes)
      << f.nodes << " against " << unbounded.nodes;
}

// Cause: a capturing race won through a ko the defender never proposed. reading13.sgf at
// move 1 (reading.tst 94): White's B5 string (three liberties) races Black's C3 string,
// whose liberties D1 and D3 are suicide for White. White D1 captures E1-F1 and ataris C3;
// after Black E1 retakes, only White F1 (an atari on E1 next to the suicide point D1) makes
// D1 playable again: a ko. GNU Go 3.8: defend B5 = 2 D1.
constexpr const char* kRaceKo = R"(
. . . . . . . . .
. . . . . . . . .
. . . X X X . . .
X X X X . X . . .
X O O O O X . . .
X O X X X O O O .
. O X . X O . O O
O O X X O O O . O
. O X . X X O O .)";

TEST(ReaderCausesTest, ChainApproachOpensTheKoOfTheRace) {
  Fixture f(kRaceKo, Color::White);
  EXPECT_EQ(f.answer(f.defend("B5")), "2 D1");
}

// Cause: a capture that is a snapback. reading39.sgf (reading.tst 175), the corner redrawn:
// White defends D3 by C2 (GNU Go 3.8: defend D3 = 1 C2). After Black D2 and White C1, Black
// C3 captures D3 but leaves seven stones in atari, and White takes them back at D3: that
// capture is no attack.
constexpr const char* kSnapbackRace = R"(
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
O O O O O O . . .
O O O O O O X X X
O X X X O X . X .
O X . O X X . . .
O X . . X . . . .
O X . . . . . . .)";

TEST(ReaderCausesTest, SnapbackCaptureIsNoAttack) {
  Fixture f(kSnapbackRace, Color::White);
  EXPECT_EQ(f.answer(f.defend("D3")), "1 C2");
  ASSERT_TRUE(f.play({"C2", "D2", "C1"}, Color::White));
  EXPECT_EQ(gtpCode(f.attack("D3").code), 0);
}

// The same shape where the stone that takes back is captured again at once: the capture
// at C1 stands (GNU Go 3.8: attack D1 = 1 C1), also without the root's broad search.
constexpr const char* kSnapbackRetaken = R"(
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
O O O O X . . . .
O O O X X X . . .
X X . O X . . . .)";

TEST(ReaderCausesTest, SnapbackRetakenIsStillACapture) {
  Fixture f(kSnapbackRetaken);
  f.limits.broadSearch = false;
  EXPECT_EQ(f.answer(f.attack("D1")), "1 C1");
}

// Cause: no closing of the edge. reading05.sgf (reading.tst 63): Black's A9 string has no
// defence (GNU Go 3.8: defend A9 = 0). After Black A8 and White B7, Black's A7 leaves the
// string three liberties, one of them A6 on the edge; White's B6 above it takes the way
// out along the edge, and the attacker never proposed it.
constexpr const char* kEdgeClosing = R"(
. . . . . . . . . . . . . . . . . . .
. X O O X . . . . . O . . O . . . . .
. X X O X . . . O O . O . . . . X X .
. . O X X X . . O . . O . X . X . O .
. . O O . . X . O . O X O . . . . . .
. . . . . . . . . O X X O . X . O X .
. . O O X X . X . X X O . . . X X X .
. X X X O . . . . . . . . . . O O O .
. O O O O . X . . . . . . O . O X X O
. O X X O . . . . X . . . . X X O . .
X X X . O . . . . . . . . . X O O . .
. O O . . . . . . . . . . O O X . . .
. . . . . . . . . . . . . . . X O O .
. . X . . . O . . . . . . . . . . X .
. . . . . . . . . . . X . . . . X . .
. . . X . . . . . X . . X . . X . . .
. . X . . O . O . . . . . . . . . . .
. . X O X O . . . O . X . . . . . . .
. . . . . . . . . . . . . . . . . . .)";

TEST(ReaderCausesTest, EdgeClosingTakesTheWayAlongTheEdge) {
  Fixture f(kEdgeClosing);
  EXPECT_EQ(gtpCode(f.defend("A9").code), 0);
  ASSERT_TRUE(f.play({"A8", "B7", "A7"}, Color::Black));
  EXPECT_EQ(f.answer(f.attack("A9")), "1 B6");
}

// Cause: a ko capture that a filled liberty makes unconditional. reading21.sgf (reading.tst
// 127): the lone White stone D9 can be taken at E9 only as a ko, because E9 would be left
// in atari by the White string E8-F8-G8-F9 beside it; Black first fills that string's third
// liberty F7, after which the capture at E9 takes the whole string (GNU Go 3.8: 1 F7).
constexpr const char* kKoCaptureMadeSure = R"(
. . X O . O . X .
X X X X O O O X X
O O X . X . X X .
. O X X X O O X .
O O O O O O . X .
. O X X X O O X .
O O X . X . . X .
X X X X O O O X X
. . X O . O . X .)";

TEST(ReaderCausesTest, KoCaptureMadeSureByFillingANeighboursLiberty) {
  Fixture f(kKoCaptureMadeSure);
  EXPECT_EQ(f.answer(f.attack("D9")), "1 F7");
}

// Cause: an attack through a short neighbour of a liberty. reading46.sgf (reading.tst
// 203): Black's H9 string has the liberty G9, and beside G9 stands the Black stone F9 with
// two liberties; White's atari at E9 means that Black's connection at G9 fills its own
// liberty (GNU Go 3.8: 1 E9). The root reads the liberties of such neighbours.
constexpr const char* kShortNeighbourOfALiberty = R"(
O . O . . X . X X
. O O X X O X X .
O O X X O O O . O
X X . X O . O O O
X . X O O . . . .
. X X O . . . . .
X X O O . . . . .
O O O . . . . . .
. . . . . . . . .)";

TEST(ReaderCausesTest, AttackThroughAShortNeighbourOfALiberty) {
  Fixture f(kShortNeighbourOfALiberty, Color::White);
  EXPECT_EQ(f.answer(f.attack("H9")), "1 E9");
}

// Cause: an approach that would be a self-atari. reading40.sgf (reading.tst 188): Black
// B4 wins the race by A2; in the line A2 B1 A3 C4, Black's approach C1 to White's two-
// liberty string would leave C1-D1 in atari, so Black first extends D1 at E1. The defender
// reads the liberties of its short strings beside such an approach point.
constexpr const char* kSelfAtariApproach = R"(
. O X O O O . X X
. O X X O O X X O
O O O X X . X O O
. O . O X X X O .
. O O . O O O O O
. X . O O . . . .
. X X X O X X X X
. O O O X X . X .
. . . X . . X X .)";

TEST(ReaderCausesTest, ApproachMadeSafeBeforeItIsPlayed) {
  Fixture f(kSelfAtariApproach);
  EXPECT_EQ(f.answer(f.defend("B4")), "1 A2");
  ASSERT_TRUE(f.play({"A2", "B1", "A3", "C4"}, Color::Black));
  EXPECT_EQ(f.answer(f.defend("B4")), "1 E1");
}

// Cause: the defender's reply threatens one of the attacker's strings. reading17.sgf
// (reading.tst 120): White C7 attacks the Black string E8; Black's reply D5 takes a liberty
// of White's E5 string beside it, and White must answer at E4 before E8 falls (GNU Go 3.8:
// 1 C7). Two plies down, the attacker rescues the short strings that reply touched.
constexpr const char* kReplyThreatensTheAttacker = R"(
O . O O . O O . .
. O O . X . O O O
O O . X X O O . O
. . X O O X X O O
X X X . O . X X .
. X . . . . . X X
. X X . O O X X .
. . X . O X X . .
. . X X X X . . .)";

TEST(ReaderCausesTest, AttackerRescuesTheStringTheReplyThreatens) {
  Fixture f(kReplyThreatensTheAttacker, Color::White);
  EXPECT_EQ(f.answer(f.attack("E8")), "1 C7");
}

// Cause: a race won next door. reading32.sgf (reading.tst 155): White's J3 puts Black's
// G6 string in atari; that string shuts in White's F8 string, whose two liberties are the
// Black G9 string's own. Black saves G6 by capturing F6 (E6), and G9 lives with it (GNU Go
// 3.8: attack G9 = 0; after J3, defend G9 = 1 E6). The defender of a two-liberty string
// rescues the friend the attacker's last move put in atari beside the attacker's strings.
constexpr const char* kRaceWonNextDoor = R"(
. . X . X O X X X
. . X . X O O . .
. . X X X X O O O
. . . X . O X X X
. . . X X X O X .
. . . X O O O X X
. . . X O . O O .
. . . X O O . O O
. . . X O . . . .)";

TEST(ReaderCausesTest, DefenderSavesTheFriendTheAttackPutInAtari) {
  Fixture f(kRaceWonNextDoor, Color::White);
  EXPECT_EQ(f.answer(f.attack("G9")), "0");
  ASSERT_TRUE(f.play({"J3"}, Color::White));
  EXPECT_EQ(f.answer(f.defend("G9")), "1 E6");
}

// Cause: the same race beside a three-liberty string. reading35.sgf (reading.tst 164):
// White saves B6 at C7; Black's C8 then puts C7 in atari beside Black's C6 string, which
// shuts in B6, and White's D7 saves C7 (GNU Go 3.8: defend B6 = 1 C7; after C7 C8,
// defend B6 = 1 D7). Within two plies of the top of a question, the defender of a
// three-liberty string rescues the friend the attacker's last move put in atari too. The
// engine's cache size (-M 8): which results the cache keeps changes what is read.
constexpr const char* kRaceBesideThreeLiberties = R"(
. . . . . . . . .
. . . . . . . . .
. X . . O . . . .
. O X . O . . . .
. O X . . . . . .
. O O X . . . . .
. X X X . . . . .
. . . . . . . . .
. . . . . . . . .)";

TEST(ReaderCausesTest, DefenderOfThreeLibertiesSavesTheFriendTheAttackPutInAtari) {
  Fixture f(kRaceBesideThreeLiberties, Color::White);
  f.cache.resize(8);
  EXPECT_EQ(f.answer(f.defend("B6")), "1 C7");
}

// Cause: the ko scheme. doubleko.sgf (reading.tst 167): White's F5 captures the corner
// string at J1 (the test's answer 1 F5). With a legal ko capture capped at ko A and making
// its taker komaster for the rest of the line, a ko taken anywhere barred the other side
// from every later ko, so the double ko read as a single one and White's best was the ko
// at H3. A legal ko capture is now free: only a retake that needs a threat makes its taker
// komaster, and only that ko is closed to the other side.
constexpr const char* kDoubleKo = R"(
. X O O O X X X X
X . X O . O O O X
X . X O O . O X X
X . . X O O X X X
X X . X O . O X .
X . X . X O O X X
. X . X X O X . X
. . X . X O O X X
. . X . X O . O X)";

TEST(ReaderCausesTest, FreeLegalKoCaptureLeavesTheOtherKoOpen) {
  Fixture f(kDoubleKo, Color::Black);
  EXPECT_EQ(f.answer(f.attack("J1")), "1 F5");
  f.limits.freeKoCaptures = false;
  f.cache.clear();
  EXPECT_EQ(f.answer(f.attack("J1")), "2 H3");
}

// Cause: the ko depth. kCornerKo (reading.tst 209): White attacks D4 by B4 with a ko Black
// takes first (GNU Go 3.8: 3 B4). The retake that needs a threat comes deeper than ply 8:
// with -K 8 the attack read as none.
TEST(ReaderCausesTest, KoDepthReachesTheRetakeOfTheCornerKo) {
  Fixture f(kCornerKo, Color::White);
  EXPECT_EQ(f.answer(f.attack("D4")), "3 B4");
  f.limits.koDepth = 8;
  f.cache.clear();
  EXPECT_EQ(f.answer(f.attack("D4")), "0");
}

// Cause: a capture taken back hid a ko. halti-gnugo-3.3.17-200303162357.sgf before move 228
// (reading.tst 180), after White's Q3: Black's Q1 captures P1 but the capturing string is
// taken back at once; rescuing the black string in atari by the ko retake at Q4 still
// attacks P1 through a ko that needs a threat (GNU Go 3.8: attack P1 = 3 Q4). The rescues
// were kept only when they won outright.
constexpr const char* kCaptureTakenBackBesideAKo = R"(
. . . . . O X X . O X . . . . . . O .
. O . . X O X . X O X O . X . X X O .
. . O . X O O X X . X O O O . X O O .
. O X X . O X X . X X X O . . X X O .
. O . . . O X O X O . O . . . X O . .
O . . X O . O O O O . . O . . X . O .
X O O X O . O . . . . . . . . X O O X
X X O X O X . X . O O . . . . X O X .
. X X O O X . . . O X X X . . X O X .
. . . X X O . X . X O X . . . X O X .
. . X . O . . . . X O . X . . X X . .
. X O O X . O O X . O X . X X O X . X
. X O X X X O X . X X O O . O O O X .
X X X O X O X X X . O . . . O . . O O
O O X O . O . O O O . X X O . O O . .
X O O O O . O . . . O O X O O X O . .
. X X O O O . O O O O X O O X . X O .
X X . X X O O X X X X X X O X X X O .
. . X . . . . X . . . . X X O . X O .)";

TEST(ReaderCausesTest, RescueThroughKoBeatsACaptureTakenBack) {
  Fixture f(kCaptureTakenBackBesideAKo, Color::White);
  EXPECT_EQ(f.answer(f.defend("P1")), "2 Q3");
  ASSERT_TRUE(f.play({"Q3"}, Color::White));
  f.cache.clear();
  EXPECT_EQ(f.answer(f.attack("P1")), "3 Q4");
}

// Cause: the attacker's answer to a threat was missing. incident79.sgf before move 168
// (reading.tst 12): White saves K18 by J16 (GNU Go 3.8: defend K18 = 1 J16). White's J17
// read as a defence too, because deep in its lines a White move that put a Black string
// beside K18 in atari, and kept only two liberties itself, was never answered by Black's
// atari on it: the attacker rescued its strings in atari only by their liberty or by
// capturing a neighbour in atari.
constexpr const char* kCounterAtari = R"(
. . O . . . . . . . X . . X . . . . .
X O . O O X X . X O . X X O O O X . .
X O O X O O X . . O X X O O . X . . .
X X X X X O . . . X O O . . X X . . .
. X O O O O . X . . X . O . . O X . .
X X O X . . . . . X . O . X . O . X .
X X O X . . . . . . X O . X X X X O .
X O O . O . . X . . X O X X O X . O .
O O O . . X . . . X . X O O O O O O .
. O . . . . X . . . . X O . . O X X X
. . O . O . . . O . O X O X . O O O X
. . . . . . O . . O X . X . X O X X .
. . . . . . . . . O . X . X . X . . .
. . . . . . . . . . . . . . . X X X .
. . . . . . . . . O . . O . X . X O .
. . O . O . . . . . . . . X . X O . O
. . . . . . . . . O O O X . O X O O X
. . . . . . . O . O X X X . O O O . .
. . . . . . . . O X X . . . . . . . .)";

TEST(ReaderCausesTest, AttackerAnswersTheThreatWithAnAtari) {
  Fixture f(kCounterAtari, Color::White);
  EXPECT_EQ(f.answer(f.defend("K18")), "1 J16");
}

// Cause: the bent three in the corner. incident231.sgf before move 206 (reading.tst 21):
// Black's corner string has the liberties A2, B1 and D1; White kills at the vital point A1
// (GNU Go 3.8: attack B4 = 1 A1). The defender never tried that point, which is no
// liberty, so White's E2 read as a kill; and two moves down, after Black's B6 shortened
// White's A4 string to two liberties, White never thought of connecting it out at C5.
constexpr const char* kBentThreeInTheCorner = R"(
. . . . . . O O X . . . . . . . . . .
. O . . . . O X X X . . . . . . . X .
. X O O . . O O X . . . . . . . . . X
. X X O X X X O X X . X . X X X X X O
. O O O O O O X . X . . X O X O O O O
. X X O X O X X X O X X O O O . O . .
. O O X X X . X . O O O X O . . . O .
. O X X . X . . X O . O X X O O . . O
. . O X X X X X X O . O O X X O O O X
. . O O O X O O O . O X O O X X X X X
. . . . . O O . O . O X X X . . . X .
. . . . . . . . . O O O O X . X X O .
. . . O . . . . O O O X O X . X O O .
. . . . . . . O O O X X X X . . O . .
O O . . . . . O X X X . X . O O . O .
O X O O O . O X X X O . X . . . X X .
X X X X O . X O X X . . . . X . X . .
. X X O . O O O O X X . . . . . . . .
. . X . O . . . O O X . . . . . . . .)";

TEST(ReaderCausesTest, EyeVitalPointOfTheBentThreeInTheCorner) {
  Fixture f(kBentThreeInTheCorner, Color::White);
  EXPECT_EQ(f.answer(f.attack("B4")), "1 A1");
  f.cache.clear();
  Reader r(f.board, f.cache, f.limits);
  EXPECT_EQ(r.doesAttack(f.at("E2"), f.at("B4")), kLose);
}

// Cause: the race won by capturing the squeezer. reading23.sgf (reading.tst 137): White's
// E2-F2 has two liberties beside Black's C2-D2; White captures G2 (H2, or G1) to win the
// race (GNU Go 3.8: attack C2 = 1 H2). After Black's G1 the attacker rescued its short
// string only when Black's reply touched it, not when the reply lengthened a squeezer
// (G1-G2, two liberties) of that string.
constexpr const char* kRaceAgainstTheSqueezer = R"(
. . . X . . . . .
X O O . O X O O .
X X . O O X X O O
. X X X X . X O .
O O O . X X X O O
. O . O X . X O .
O O O O X X O O O
. . X X O O X . .
. . . . . . . . .)";

TEST(ReaderCausesTest, AttackerCapturesTheSqueezerOfItsShortString) {
  Fixture f(kRaceAgainstTheSqueezer, Color::White);
  const ReadResult a = f.attack("C2");
  EXPECT_EQ(a.code, kWin);
  EXPECT_TRUE(f.name(a.move) == "H2" || f.name(a.move) == "G1") << f.name(a.move);
}

// Cause: the race decided by an outside liberty. b28.sgf before move 80 (reading.tst 169,
// White to move): Black's F11-F12 (liberties F13, G12, G11) and White's H11-H12 share G12
// and G11. Black saves F12 at F13 (GNU Go 3.8: defend F12 = 1 F13): after White's D13,
// Black's H13 takes H11-H12's outside liberty. The defender never tried that point, a
// liberty of a string with four, so D13 read as a kill and F13 failed.
constexpr const char* kRaceOutsideLiberty = R"(
. . . . O . . . . . . . .
. O O X O X . O X X . X .
. X X O O X . O X O X . .
. . O X X O O . . O X X .
. . O X . X X O O . O X O
. . O X X . X O . . O O .
. O O X . X . O O O X X .
. . . O O X . O X X O X .
. . O . . . . X . . O X .
. . O X . X . X . X X O .
. O . X O . . . . . . X .
. . O O X X . . . . . . .
. . . . . . . . . . . . .)";

TEST(ReaderCausesTest, DefenderTakesTheOutsideLibertyOfTheRace) {
  Fixture f(kRaceOutsideLiberty, Color::White);
  EXPECT_EQ(f.answer(f.defend("F12")), "1 F13");
  ASSERT_TRUE(f.play({"F13"}, Color::Black));
  f.cache.clear();
  EXPECT_EQ(f.attack("F12").code, kLose);
}

// Cause: the attacker's second move lacked the second-order liberties. blunder23.sgf
// (reading.tst 197): O8 cannot be saved (GNU Go 3.8: defend O8 = 0). Black's O7 read as a
// defence: after White's P1 and Black's R6 the string has three liberties (O5, R5, Q1)
// and White kills by S5 or S7, beside a liberty, which the attacker tried only at the top.
constexpr const char* kSecondOrderThreePliesDown = R"(
. . . O X X . . . X . X . . . X . . .
. . O . O X . . X . X O X X X . X . .
. . . . O X . . . X O O O O O X X . .
. . . O . O X X . X X . O . O X . . .
. . . . . O . . X . . X . O O O X . .
. . . O . . O O X . X X X O X X X . .
. . . . . X . X X X . X O . O O O X .
. . . O O X . X O O X O . O . . . . .
. . . O X X . . O . O . . . O X X X .
. . . . O X X O . O . O . O O X O X .
. . . . O . O . O . . . . O . O O O X
. . . . . . O O X O . O O X O O X X X
. . . O . X . . X . O O X . X O O . .
. . O O . X O O X . X . O X X X . O .
. O O X X X O X . X O O O . X O . . .
. X O O X . X . O X . O X X X O O . .
. X X X . X . . . . X O O O X X O . .
. . . . . . . . X . . X X O X X X O .
. . . . . . . . . . . . . X . . O O .)";

TEST(ReaderCausesTest, AttackerTriesSecondOrderLibertiesThreePliesDown) {
  Fixture f(kSecondOrderThreePliesDown, Color::Black);
  EXPECT_EQ(f.defend("O8").code, kLose);
}

// Cause: the defender stopped chasing a ladder below the break-chain depth. incident64.sgf
// before move 52 (reading.tst 14): White's F7-F5 (liberties E6, E5) cannot be captured
// (GNU Go 3.8: attack F7 = 0). After Black's G9, White's H9, Black's G10, White's G11,
// Black's H10, White's J10 and Black's H11, White saves F7 by laddering the black string
// beside it (H12, then K11 after J11); deeper than the break-chain depth the defender no
// longer tried the ataris on that string, so G9 read as a capture.
constexpr const char* kLadderOnTheAttacker = R"(
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . .
. . . X . . X . . X . . O . . X . . .
. . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . O . . X . . .
. . X . . . . . . . . . . . O . . . .
. . . . . . . . . . . . . . . O . . .
. . . . . . . . . . . . . X . . . . .
. . . X . O . . . . . . . . . X . . .
. . . . O X . . . . . . . . . . . . .
. . . . O X O O . . . . . . . . . . .
. . . . X O X X X . . . . . . . . . .
. . . X . O X . . . . . . . . X . . .
. . . . . O X O O O . O . O . . . . .
. . . X X X O X . X . X O . . X . . .
. . . O O . O X . X . X X O . . X . .
. . . . . . O X . . . . . O . O X . .
. . . . . . . . . . . . . . . . . . .)";

TEST(ReaderCausesTest, DefenderChasesTheLadderOfTheAttackersString) {
  Fixture f(kLadderOnTheAttacker, Color::Black);
  EXPECT_EQ(f.attack("F7").code, kLose);
  ASSERT_TRUE(f.play({"G9", "H9", "G10", "G11", "H10", "J10", "H11"}, Color::Black));
  const ReadResult d = f.defend("F7");
  EXPECT_EQ(d.code, kWin);
  EXPECT_EQ(f.name(d.move), "H12");
}

// Cause: no defence by playing elsewhere. reading40.sgf again (reading.tst 178): Black's
// big C9 string and White's D9 string share their two liberties F7 and G9 (seki). White C6
// fills its own eye and takes no liberty of C9; every black answer (F7, G9) is self-atari,
// so the reader took C6 for an attack. Black simply plays elsewhere: White, moving again,
// still cannot capture (GNU Go 3.8: attack C9 = 0).
TEST(ReaderCausesTest, DefenderMayPlayElsewhereAfterAQuietMove) {
  Fixture f(kSelfAtariApproach, Color::White);
  EXPECT_EQ(f.answer(f.attack("C9")), "0");
  Fixture without(kSelfAtariApproach, Color::White);
  without.limits.tenukiDefence = false;
  EXPECT_EQ(without.answer(without.attack("C9")), "1 C6");
}

// Cause: the move a doesDefend question plays first counted toward the depths. A classic
// 9x9 game before move 10: White's C6 is captured by C7 (GNU Go 3.8: attack C6 = 1 C7,
// does_defend of any far move 0). With the tenuki as the first ply the four-liberty
// horizon (-F) came one ply sooner, the attack was cut, and every move "defended" C6: the
// defender played a fuseki shape at F7 in its name.
constexpr const char* kTenukiDefence = R"(
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . O X . . . . .
. . . . X . . . .
. . X X . . . . .
. . X O O O . . .
. . . . . . . . .
. . . . . . . . .)";

TEST(ReaderCausesTest, FirstMoveOfADoesDefendQuestionIsNotADepth) {
  Fixture f(kTenukiDefence, Color::White);
  EXPECT_EQ(f.answer(f.attack("C6")), "1 C7");
  Reader r(f.board, f.cache, f.limits);
  EXPECT_EQ(r.doesDefend(f.at("J1"), f.at("C6")), kLose);
  EXPECT_EQ(r.doesDefend(f.at("F7"), f.at("C6")), kLose);
  EXPECT_EQ(r.doesDefend(f.at("C7"), f.at("C6")), kWin);
  EXPECT_EQ(r.doesAttack(f.at("C7"), f.at("C6")), kWin);
}

}  // namespace
}  // namespace worm
