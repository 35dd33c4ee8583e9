// Ours, beyond 2.x: above 13x13 the move is chosen by a learned score instead of the
// single highest value. 2.x's values come from different scales (a defender's worm value,
// a pattern's weight, a dragon's value for the owl), so "highest wins" lets one generator's
// scale decide. The score of a proposed point is computed from the point valuation's
// features (point_values.h) and the best value each generator family proposed there
// (shapes split by the first two letters of the pattern name: CD, EB, ...) by a small
// network (one hidden layer of 64 ReLU units, choice_net_weights.h) trained so that, at
// each of 17,710 positions of 19x19 match games (moves 20-150 of 138 games and 151-330 of
// 70 of them, then moves 20-330 of 80 games of the prior's own builds), the candidate GNU
// Go 3.8 values most gets the highest score (regression/choice_net.py). It
// replaced a linear score fitted the same way: GNU Go's loss of the pick on 1965 positions
// of thirty held-out games went from 9.76 to 7.45 in the engine (GNU Go's own move 11.6% ->
// 18.3%). Trained on the late game as well: +3.6 a game over 50 paired 19x19 games
// (standard error 6.8, no measurable gain), with the first 19x19 win against GNU Go level 1.
// The move prior (move_prior.h) adds two inputs and its best points as candidates: with
// three, the best candidate loses 2.7 instead of 3.6 by GNU Go's values on held-out
// positions, and the network's pick 7.0 instead of 7.6 (three held-out sets of ten games,
// the same fit without the prior for comparison). Six instead of three: pick 6.80 against
// 6.89, 7 wins of 50 against 4 at 19x19 (+3.4 a game paired, standard error 8.7). The
// 80 more games and 64 hidden units instead of 32: GNU Go's loss of the pick lower on all
// six held-out sets (by 0.1 - 0.7), 4 wins of 50, mean margin -43.5 against -48.4 (+4.8 a
// game paired, standard error 7.4).
#pragma once

#include <array>
#include <vector>

#include "engine/genmove/gen_context.h"
#include "engine/genmove/move_prior.h"
#include "engine/genmove/point_values.h"

namespace engine {

/// A generator family: a generator, and for Shapes the first two letters of the pattern.
struct ChoiceFamily {
  Generator generator;
  const char* pattern;  ///< "" for every proposal of the generator
};

inline constexpr int kChoiceFamilies = 17;
// clang-format off
inline constexpr std::array<ChoiceFamily, kChoiceFamilies> kChoiceFamilyList = {{
    {Generator::Territory, ""},  {Generator::Shapes, "CD"},     {Generator::Shapes, "CB"},
    {Generator::Valuation, ""},  {Generator::Shapes, "EB"},     {Generator::Shapes, "EE"},
    {Generator::Shapes, "CC"},   {Generator::Shapes, "F3"},     {Generator::Shapes, "CM"},
    {Generator::Shapes, "CE"},   {Generator::Defender, ""},     {Generator::OwlDefense, ""},
    {Generator::Attacker, ""},   {Generator::Shapes, "LD"},     {Generator::OwlAttack, ""},
    {Generator::Shapes, "ED"},   {Generator::Semeai, ""},
}};
// clang-format on

/// Family values above this count as this (a big capture is not ten times a shape move).
inline constexpr int kChoiceValueCap = 150;
/// The dragons near a point, as the choice sees them (dragonInputs), for each side (the
/// mover's, then the opponent's): distinct dragons within Manhattan distance 2, distinct
/// dragons next to the point (a connection or a cut), the largest CRITICAL, UNKNOWN, DEAD
/// and ALIVE dragon within distance 2 (stones / 10, 0 if none; by safety, so make_moyo's
/// weak areas count), and the escape route and true genus of the largest CRITICAL or else
/// UNKNOWN one; then the stones of each side's CRITICAL and UNKNOWN dragons on the whole
/// board (/ 10) and the stones on the board (/ 100).
/// The committed network gives them zero weights (the 45-input network widened), so play
/// is unchanged. A refit that uses them (a warm start from that network, 12,720 positions
/// of 110 games of this build and of a ten-candidate trial, step size 1e-4, 10 epochs) cut
/// GNU Go's loss of the pick on two held-out sets from 5.14 to 4.79 and from 5.59 to 5.30
/// (the same refit with these inputs held at 0: 4.85 and 5.45), and played 8 of 100 at
/// 19x19 against GNU Go level 1, mean -40.5 (this network: 9 of 100, -42.1; by set of ten
/// +1.6 a game, standard error 4.1), with A-gtp2 58 (62) and B-movegen 911 (929); the
/// control refit 3 of 100, -39.7, paired with it +0.8 (standard error 3.8): not landed.
/// A later refit starts from the data, not the code (regression/README.md).
inline constexpr int kDragonSideInputs = 8;
inline constexpr int kDragonInputs = 2 * kDragonSideInputs + 3;
std::array<double, kDragonInputs> dragonInputs(const PositionAnalysis& a, core::Point p,
                                               core::Color color);

/// Inputs of the score: the valuation's features without its bias, the family values
/// (min(value, kChoiceValueCap) / 100), "proposed at all", the move prior's log-probability
/// and "among the prior's best kPriorCandidates" (move_prior.h), the dragon inputs, and a
/// bias.
inline constexpr int kChoiceInputs = kPointFeatures - 1 + kChoiceFamilies + 3 + kDragonInputs + 1;
std::array<double, kChoiceInputs> choiceInputs(GenContext& g, core::Point p,
                                               const MovePrior& prior);
double choiceScore(const std::array<double, kChoiceInputs>& x);

/// The choice is learned from this many stones on the board: the network was fitted on
/// positions from move 20, and before it (with the move prior's inputs) it preferred a
/// territory move on the 3-3 point to 2.x's fuseki on the empty board, then crawled along
/// the third line. Stones, not moves: a position set up with AB/AW is no opening. From 10
/// stones (sixteenth sitting, seeds 1-40 against GNU Go level 1): 1 of 40, -52.0 a game
/// against this build's 3 of 40, -40.4 (paired -11.6, standard error 6.5).
inline constexpr int kWeightedChoiceFrom = 20;

/// Boards of at least this size use the weighted choice (the weights were fitted on 19x19).
inline constexpr int kWeightedChoiceMinSize = 14;

/// From this value up the highest proposal stands: a capture or a save of this size is rare
/// in the fitted positions, and the learned score must not talk the engine out of it (with
/// the linear score it cost 0.14 of GNU Go's loss a move on a check set, 5 positions of 393).
inline constexpr int kUrgentValue = 100;

/// Below this score the pick is a move GNU Go would not play: at 1120 of moyogo's turns
/// from move 120 of 19 match games, GNU Go 3.8 level 1 in moyogo's place passed at 219 of
/// the 232 whose pick scored below -1.7, and gave moyogo's moves there 3 points in all; at
/// -1.7 to -1.0 it passed at 77 of 142. Under territory scoring (pickCandidate() in the
/// .cpp; under area scoring a filled point counts and nothing changes):
/// - after the opponent's pass, with the end-of-game evaluation ahead, a pick below this
///   score is a pass, and the game ends (a better pick is played: passing whatever the
///   pick scored failed the peer suite's filllib 31 and 42 and trevord 700, moves worth
///   points left on the board);
/// - a pick below this score that lies in the mover's own territory (by the end-of-game
///   evaluation) is a fill: a point lost, nothing threatened. It is skipped when ahead or
///   after the opponent's pass, and when only fills are left the mover passes. Behind,
///   before the opponent's pass, a fill is still played: a pass would let the opponent end
///   the game, and GNU Go level 1 passes with weak groups (the big wins came from playing
///   on after its pass).
/// 19x19 against GNU Go level 1 (wins of 100, mean margin; paired: the mean difference a
/// game against the build before, with its standard error):
/// - twenty-first sitting, the pass after the opponent's pass when ahead and the pick
///   below -1.7: seeds 1-100 15 (10 before; 5 losses turned, none lost), -40.1 (paired
///   -1.0, 1.4); passing after the opponent's pass ahead or behind 13, -40.0; passing on the
///   score alone 10, -41.4 (games ended in the middle game with weak groups);
/// - twenty-second sitting, against that rule: skipping the fills when behind after the
///   opponent's pass: seeds 1-100 16 (seed 76 turned), -39.4 (paired +0.8, 0.3; 18 games
///   better, 3 worse); seeds 101-200 7, -46.1 (+1.3, 0.4; 23 better, 1 worse). Then, each
///   on top of it, seeds 1-100: passing ahead after the opponent's pass whatever the pick
///   16, -39.0 (+0.3, 0.2; 11 better, 1 worse); skipping fills behind before the
///   opponent's pass too 15, -38.9 (+0.5, 0.7; 44 better, 4 worse, but seed 91's win lost:
///   moyogo passed, GNU Go ended the game); the first with the fills skipped when ahead
///   too 16, -39.0 (+0.3, 0.2; 12 better, 1 worse), seeds 101-200 7 of 99, -46.7 (-0.3,
///   0.4): not kept for the peer cases above. The rule as it stands (fills skipped when
///   ahead or after the opponent's pass) was played on seeds 1-40 only (closing note).
inline constexpr double kChoicePassScore = -1.7;

/// Replaces the best move by the candidate of highest rank (generator Weighted, value: the
/// point's best proposed value), only when the best value is above 0 (a pass stays a pass)
/// and below kUrgentValue, on boards of at least kWeightedChoiceMinSize, with at least
/// kWeightedChoiceFrom stones on the board. The rank is the score, on 19x19 plus
/// EngineOptions::policyWeight times the policy network's log-probability (policy_net.h
/// choicePriors: then the prior is the mixed one). Candidates: the proposed legal points,
/// the prior's best points and the policy network's; one of those that nothing proposed
/// must pass safe_move and confirm_safety, and takes the best move's value. Near the end of
/// a game scored by territory it passes instead, or skips fills (kChoicePassScore).
/// Returns the candidates, best rank first (GTP choice_scores); empty when it did not run.
std::vector<ChoiceCandidate> weightedChoice(GenContext& g);

}  // namespace engine
