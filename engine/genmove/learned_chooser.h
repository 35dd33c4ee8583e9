// The learned chooser (ours, beyond 2.x; from 14x14 the default search decides among its
// best moves, search_chooser.h): instead of the
// single highest value it ranks the candidates by a learned score. 2.x's values come from
// different scales (a defender's worm value, a pattern's weight, a dragon's value for the
// owl), so "highest wins" lets one generator's scale decide. The score of a candidate is
// computed from the point valuation's features (point_values.h), the best value each
// generator family proposed there (shapes split by the first two letters of the pattern
// name: CD, EB, ...) and the candidate's prior (candidates.h), by a small network (one
// hidden layer of ReLU units, choice_net_weights.h) trained so that the candidate GNU Go
// 3.8 values most gets the highest score (regression/choice_net.py, docs/learned.md). On
// 19x19 the candidates are ranked by the score plus --policy-weight times the policy
// network's log-probability (policy_net.h).
#pragma once

#include <array>
#include <vector>

#include "engine/genmove/chooser.h"
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

/// Inputs of the score: the valuation's features without its bias, the family values
/// (min(value, kChoiceValueCap) / 100), "proposed at all", the prior's log-probability and
/// "among the prior's best kPriorCandidates" (move_prior.h), and a bias.
inline constexpr int kChoiceInputs = kPointFeatures - 1 + kChoiceFamilies + 3 + 1;
std::array<double, kChoiceInputs> choiceInputs(GenContext& g, core::Point p,
                                               const MoveProbabilities& prior);
double choiceScore(const std::array<double, kChoiceInputs>& x);

/// The choice is learned from this many stones on the board (the network was fitted on
/// positions from move 20; before, 2.x's fuseki stands). Stones, not moves: a position set
/// up with AB/AW is no opening.
inline constexpr int kWeightedChoiceFrom = 20;

/// From this value up the highest proposal stands: a capture or a save of this size is rare
/// in the fitted positions, and the learned score must not talk the engine out of it.
inline constexpr int kUrgentValue = 100;

/// Ranks the candidates by the score (on 19x19 with the network, by score + weight *
/// log-probability), when the best value is above 0 (a pass stays a pass) and below
/// kUrgentValue, with at least kWeightedChoiceFrom stones on the board; otherwise leaves
/// 2.x's ranking (Choice::ranked false). A candidate other than 2.x's best is named
/// Generator::Weighted; a prior point nobody proposed takes the best move's value.
class LearnedChooser : public Chooser {
 public:
  Choice choose(GenContext& g, const CandidateSet& candidates) override;
};

}  // namespace engine
