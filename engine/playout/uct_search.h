// A Monte-Carlo tree search over the playouts (UCT with RAVE, Gelly and Silver's
// all-moves-as-first values): the tree grows where the playouts go, each node keeps the
// wins of the side that moved into it and the AMAF statistics of its move. Several threads
// may run playouts in one tree at once (tree parallelization with virtual loss, Chaslot,
// Winands and van den Herik 2008): no lock but the one that makes room for new nodes; a
// thread on its way down marks each node it enters with a virtual loss, so the others
// spread out, and takes the mark back when it adds the playout's result. One thread
// searches the same tree for a seed on every run.
#pragma once

#include <atomic>
#include <memory>
#include <vector>

#include "engine/core/random.h"
#include "engine/playout/node_arena.h"
#include "engine/playout/playout.h"

namespace playout {

struct UctOptions {
  int expandAfter = 2;      ///< visits of a node before its children are made
  double raveK = 800.0;     ///< RAVE weight: beta = sqrt(k / (3 n + k))
  double firstPlay = 1.0;   ///< value of an unvisited child without RAVE data
  double priorVisits = 20;  ///< weight of a root prior in visits
  bool knowledge = true;    ///< local move features as priors of every node (node_knowledge.h)
  /// Reward of a playout: (1 - w) * win + w * (0.5 + 0.5 tanh(margin / scale)), so that in a
  /// decided position a bigger margin still counts.
  double scoreWeight = 0.0;
  double scoreScale = 10.0;
  /// The root may pass (a child of move kPass); deeper nodes never do.
  bool rootPass = false;
  /// Points a stone costs: 1 counts the margin by territory (Japanese: area minus the stones
  /// Black placed plus those White placed, over the game and the tree moves; the playouts'
  /// own moves are not charged, they only settle the position), 0 by area.
  double stoneCost = 0.0;
  /// The tree stops growing at about this many nodes (48 bytes each): deeper playouts
  /// start from its leaves.
  int maxNodes = 1 << 22;
};

/// A prior opinion about a root move: its win rate for the mover, in [0, 1].
struct RootPrior {
  Point move = core::kNoPoint;
  double winRate = 0.5;
};

/// The statistics of one root move after the search.
struct RootMove {
  Point move = core::kNoPoint;
  int visits = 0;
  double winRate = 0.0;   ///< for the side to move at the root
  double meanArea = 0.0;  ///< mean area margin for that side (no komi)
  double priorWins = 0.0; ///< virtual wins its priors gave it (node knowledge, root prior)
};

class UctSearch {
 public:
  /// The search for `toMove` in b's position; Black wins a playout when its area margin
  /// exceeds komi.
  UctSearch(const board::Board& b, Color toMove, double komi, const UctOptions& options = {});
  /// A copy of the whole tree (not while a thread runs in `other`).
  UctSearch(const UctSearch& other);
  UctSearch& operator=(const UctSearch&) = delete;
  /// Root moves only these (others are never searched); empty: every legal move.
  void restrictRoot(const std::vector<Point>& moves) { m_rootMoves = moves; }
  /// Prior win rates of root moves (virtual visits), added to the root's children now if
  /// it has them, else when it gets them.
  void setPriors(const std::vector<RootPrior>& priors);
  /// Moves the root two plies down: the search's side played `first`, the other side
  /// `second`, and `now` is that position (same side to move). The subtree below the two
  /// moves becomes the tree and the playout count starts again at 0. False (nothing
  /// changed) when the path is not in the tree or the position differs.
  bool advance(Point first, Point second, const board::Board& now);
  Color toMove() const { return m_toMove; }
  double komi() const { return m_komi; }
  /// Runs `playouts` playouts. Threads may call this at once, each with its own `rng`;
  /// nothing else may run meanwhile but the readers below.
  void run(int playouts, core::Random& rng);
  /// Root moves, most visited first (also while threads run: a recent view).
  std::vector<RootMove> rootMoves() const;
  /// The principal variation from the root move `move`: that move, then the most visited
  /// child of each node while it has a real visit, at most `length` moves in all (empty
  /// when `move` is not a root move). Also while threads run.
  std::vector<Point> principalVariation(Point move, int length) const;
  /// Playouts finished since the root was set.
  int playouts() const { return m_playouts.load(std::memory_order_relaxed); }
  /// Nodes in the tree.
  int nodes() const { return m_nodes->size(); }
  /// Real visits of the most visited root move minus those of the second: when this
  /// exceeds the playouts left, more playouts cannot change the choice.
  int rootLead() const;

 private:
  /// A node's state: a leaf, being expanded by one thread, or expanded (its children,
  /// perhaps none, are set and stay).
  enum class Growth : uint8_t { Leaf, Expanding, Expanded };
  struct Node {
    Point move = core::kNoPoint;
    std::atomic<Growth> growth{Growth::Leaf};
    int firstChild = -1;  // firstChild and childCount are set before growth is Expanded
    int childCount = 0;
    std::atomic<int> virtualLoss{0};             // threads below this node now
    std::atomic<float> visits{0}, wins{0};       // wins of the side that played `move`
    std::atomic<float> raveVisits{0}, raveWins{0};  // AMAF, same side
    std::atomic<double> areaSum{0};  // area margin for that side, summed over visits
    float priorVisits = 0, priorWins = 0;  // virtual playouts of the priors
  };
  using Arena = NodeArena<Node>;
  struct Family {
    int first = 0, count = 0;
  };

  bool expand(int node, const PlayoutBoard& b, Color toMove);
  bool descend(int& node, const PlayoutBoard& b, Color toMove);
  void addRootPriors();
  Family children(int node) const;
  int childWithMove(int node, Point move) const;
  std::unique_ptr<Arena> copySubtree(int node) const;
  int select(int node) const;
  void playoutOnce(core::Random& rng);
  void update(const std::vector<int>& path, const std::vector<Point>& sequence, int treeMoves,
              int blackArea);

  PlayoutBoard m_root;
  Color m_toMove;
  double m_komi;
  int m_stonesPlaced;  // stones Black placed minus stones White placed before the root
  UctOptions m_options;
  std::unique_ptr<Arena> m_nodes;
  std::vector<Point> m_rootMoves;
  std::vector<RootPrior> m_priors;
  std::atomic<int> m_playouts{0};
};

}  // namespace playout
