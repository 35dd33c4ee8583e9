// Dragon status by owl reading (GNU Go 3.8's make_dragons owl step): a dragon that cannot
// be killed is ALIVE, one that can be killed and saved is CRITICAL (with both moves), one
// that cannot be saved is DEAD. The pass that genmove's examine() calls with a budget.
#pragma once

#include <functional>
#include <vector>

#include "engine/dragon/dragon.h"
#include "engine/dragon/owl.h"

namespace dragon {

/// Owl verdict on one dragon.
struct OwlStatus {
  Status status = Status::Unknown;
  Point attack = core::kNoPoint;  ///< the killing move (kNoPoint: none, or none needed)
  int attackCode = 0;             ///< GTP code of owl_attack
  Point defense = core::kNoPoint;
  int defenseCode = 0;  ///< GTP code of owl_defend (0 when not asked: the attack failed)
  bool seki = false;    ///< alive without two eyes: lives in seki
  bool guessed = false;  ///< a question ran out of nodes: the verdict is a guess
  int nodes = 0;        ///< owl nodes used
};

/// Reads the dragon through `stone`: owl attack, then owl defense when the attack works.
OwlStatus readOwlStatus(OwlReader& owl, const DragonAnalysis& da, Point stone);

/// One dragon the pass read: its index in the DragonAnalysis, the verdict, and whether it
/// was written into the dragon (false: a guessed CRITICAL that was dropped).
struct OwlPassRecord {
  int dragon = -1;
  OwlStatus verdict;
  bool kept = true;
  Status crude = Status::Unknown;  ///< the static status before the pass (GNU Go's crude_status)
};

/// Which dragons the pass reads and how much it may spend.
struct OwlPassOptions {
  OwlOptions owl = OwlOptions::budget();  ///< limits of each question
  bool everyDragon = false;  ///< read ALIVE and DEAD dragons too (else CRITICAL/UNKNOWN only)
  int totalNodes = 4000;     ///< owl nodes for the whole pass (0 = unlimited)
  /// A CRITICAL verdict that ran out of nodes is not trusted: the dragon keeps its static
  /// status and stays unread (no owl moves for it).
  bool dropGuessedCritical = false;
  /// Dragons of at least this many stones (0: none) are read with `bigDragonOwl` instead:
  /// losing one costs a game, and the budget mode's narrow search misses their kills.
  int bigDragonSize = 0;
  OwlOptions bigDragonOwl;
  /// When not null, every dragon read is appended, in the pass's order (GTP `owl_pass`).
  std::vector<OwlPassRecord>* record = nullptr;
  /// When it returns true (asked at every owl node; empty: never) the pass ends: the
  /// question being read ends as out of budget (a guessed verdict), the dragons left keep
  /// their static status. genmove gives the pass a share of the move's clock with it.
  std::function<bool()> stop;
};

/// The owl pass: reads the CRITICAL and UNKNOWN dragons of `da` (the analysis of b's
/// position), writes status, safety, owlAttack/owlAttackCode/owlDefense/owlDefenseCode and
/// seki into their DragonData. Dragons left when the node budget is spent keep their static
/// status (owlRead false). Returns the owl nodes used. b is restored.
int owlStatusPass(board::Board& b, DragonAnalysis& da, OwlState& state,
                  const OwlPassOptions& options);

}  // namespace dragon
