// The fixed vocabulary of constraint predicates a pattern may name. Shared by the format
// library, the generated tables and the matcher's context interface (no other deps).
#pragma once

#include <cstdint>
#include <string_view>

namespace patterns {

/// Every predicate a constraint expression may call. Arguments are labelled diagram points
/// (or `*`, the move). "x"/"o" in a name mean the opponent / the pattern's own color.
enum class Predicate : uint8_t {
  Lib,             ///< lib(a): liberties of the string at a
  Lib2,            ///< lib2(a): second-order liberties (worm data)
  Lib3,            ///< lib3(a)
  Lib4,            ///< lib4(a)
  XLib,            ///< xlib(a): liberties an X stone played at empty a would have
  OLib,            ///< olib(a): liberties an O stone played at empty a would have
  Ko,              ///< ko(a): a is the current ko point
  Alive,           ///< alive(a): dragon status of the stone at a is ALIVE
  Dead,            ///< dead(a)
  Critical,        ///< critical(a)
  Unknown,         ///< unknown(a)
  Genus,           ///< genus(a): eyes of the dragon at a
  Cutstone,        ///< cutstone(a): worm cutstone value
  Weak,            ///< weak(a): dragon safety is CRITICAL
  Attack,          ///< attack(a): the worm at a can be captured
  Defend,          ///< defend(a): the worm at a has a defense
  SafeXMove,       ///< safe_xmove(a): X can play at a safely
  SafeOMove,       ///< safe_omove(a): O can play at a safely
  LegalXMove,      ///< legal_xmove(a)
  LegalOMove,      ///< legal_omove(a)
  XDefendAgainst,  ///< xdefend_against(a,b): X at a stops O's attack on b
  ODefendAgainst,  ///< odefend_against(a,b)
  DoesAttack,      ///< does_attack(a,b): a move at a captures the worm at b
  DoesDefend,      ///< does_defend(a,b): a move at a saves the worm at b
  XPlayAttack,     ///< xplay_attack(a,...,z): X,O,X,... play a..; then can z be captured
  OPlayAttack,     ///< oplay_attack(a,...,z): O first
  XPlayDefend,     ///< xplay_defend(a,...,z): X first; then can z be defended
  OPlayDefend,     ///< oplay_defend(a,...,z): O first
  XMoyo,           ///< xmoyo(a): a is in X's moyo (5/10)
  OMoyo,           ///< omoyo(a)
  XArea,           ///< xarea(a): a is in X's area (4/0)
  OArea,           ///< oarea(a)
  XTerri,          ///< xterri(a): a is X territory (5/21)
  OTerri,          ///< oterri(a)
  DiffMoyo,        ///< diff_moyo(a): moyo balance change of an O move at a
  AreaStone,       ///< area_stone(a): stones of the area containing a
  AreaSpace,       ///< area_space(a): empty points of that area
  XCut,            ///< xcut(a): a is a cutting point for X
  OCut,            ///< ocut(a)
  Eye,             ///< eye(a): a is in an eye space
  ProperEye,       ///< proper_eye(a): a is in a non-marginal eye space point
  MarginalEye,     ///< marginal_eye(a)
  SekiHelper,      ///< seki_helper(a)
  Count
};

/// Spelling, arity and argument rules of a predicate.
struct PredicateSpec {
  Predicate id;
  std::string_view name;
  int minArgs;
  int maxArgs;
};

/// The whole vocabulary, in enum order.
inline constexpr PredicateSpec kPredicateSpecs[] = {
    {Predicate::Lib, "lib", 1, 1},
    {Predicate::Lib2, "lib2", 1, 1},
    {Predicate::Lib3, "lib3", 1, 1},
    {Predicate::Lib4, "lib4", 1, 1},
    {Predicate::XLib, "xlib", 1, 1},
    {Predicate::OLib, "olib", 1, 1},
    {Predicate::Ko, "ko", 1, 1},
    {Predicate::Alive, "alive", 1, 1},
    {Predicate::Dead, "dead", 1, 1},
    {Predicate::Critical, "critical", 1, 1},
    {Predicate::Unknown, "unknown", 1, 1},
    {Predicate::Genus, "genus", 1, 1},
    {Predicate::Cutstone, "cutstone", 1, 1},
    {Predicate::Weak, "weak", 1, 1},
    {Predicate::Attack, "attack", 1, 1},
    {Predicate::Defend, "defend", 1, 1},
    {Predicate::SafeXMove, "safe_xmove", 1, 1},
    {Predicate::SafeOMove, "safe_omove", 1, 1},
    {Predicate::LegalXMove, "legal_xmove", 1, 1},
    {Predicate::LegalOMove, "legal_omove", 1, 1},
    {Predicate::XDefendAgainst, "xdefend_against", 2, 2},
    {Predicate::ODefendAgainst, "odefend_against", 2, 2},
    {Predicate::DoesAttack, "does_attack", 2, 2},
    {Predicate::DoesDefend, "does_defend", 2, 2},
    {Predicate::XPlayAttack, "xplay_attack", 2, 8},
    {Predicate::OPlayAttack, "oplay_attack", 2, 8},
    {Predicate::XPlayDefend, "xplay_defend", 2, 8},
    {Predicate::OPlayDefend, "oplay_defend", 2, 8},
    {Predicate::XMoyo, "xmoyo", 1, 1},
    {Predicate::OMoyo, "omoyo", 1, 1},
    {Predicate::XArea, "xarea", 1, 1},
    {Predicate::OArea, "oarea", 1, 1},
    {Predicate::XTerri, "xterri", 1, 1},
    {Predicate::OTerri, "oterri", 1, 1},
    {Predicate::DiffMoyo, "diff_moyo", 1, 1},
    {Predicate::AreaStone, "area_stone", 1, 1},
    {Predicate::AreaSpace, "area_space", 1, 1},
    {Predicate::XCut, "xcut", 1, 1},
    {Predicate::OCut, "ocut", 1, 1},
    {Predicate::Eye, "eye", 1, 1},
    {Predicate::ProperEye, "proper_eye", 1, 1},
    {Predicate::MarginalEye, "marginal_eye", 1, 1},
    {Predicate::SekiHelper, "seki_helper", 1, 1},
};
static_assert(sizeof(kPredicateSpecs) / sizeof(kPredicateSpecs[0]) ==
              static_cast<size_t>(Predicate::Count));

/// The spec of a predicate by name, or nullptr.
constexpr const PredicateSpec* findPredicate(std::string_view name) {
  for (const auto& spec : kPredicateSpecs)
    if (spec.name == name) return &spec;
  return nullptr;
}

/// Name of a predicate (for traces and errors).
constexpr std::string_view predicateName(Predicate p) {
  return kPredicateSpecs[static_cast<size_t>(p)].name;
}

/// Largest argument count of any predicate.
inline constexpr int kMaxPredicateArgs = 8;

}  // namespace patterns
