#include "engine/playout/uct_search.h"

#include <algorithm>
#include <cmath>
#include <thread>

#include "engine/playout/node_knowledge.h"

namespace playout {

namespace {

template <typename T>
T get(const std::atomic<T>& x) {
  return x.load(std::memory_order_relaxed);
}

// Adds without a lock and without losing an add when two threads add at the same moment
// (a compare-and-swap loop; uncontended it costs about what a load and a store do).
template <typename T>
void add(std::atomic<T>& x, T d) {
  T seen = x.load(std::memory_order_relaxed);
  while (!x.compare_exchange_weak(seen, seen + d, std::memory_order_relaxed)) {
  }
}

}  // namespace

UctSearch::UctSearch(const board::Board& b, Color toMove, double komi, const UctOptions& options)
    : m_root(b),
      m_toMove(toMove),
      m_komi(komi),
      m_stonesPlaced(stonesPlaced(b)),
      m_options(options),
      m_nodes(std::make_unique<Arena>(options.maxNodes)) {
  m_nodes->allocate(1);
}

UctSearch::UctSearch(const UctSearch& other)
    : m_root(other.m_root),
      m_toMove(other.m_toMove),
      m_komi(other.m_komi),
      m_stonesPlaced(other.m_stonesPlaced),
      m_options(other.m_options),
      m_nodes(other.copySubtree(0)),
      m_rootMoves(other.m_rootMoves),
      m_priors(other.m_priors),
      m_playouts(other.playouts()) {}

// Makes the children of `node` (b its position, toMove the side to move there); false when
// the tree is full. Only the thread that set the node Expanding calls this; the others see
// the children once it is Expanded.
bool UctSearch::expand(int node, const PlayoutBoard& b, Color toMove) {
  const bool root = node == 0;
  if (!root && m_nodes->size() + b.emptyCount() + 1 > m_options.maxNodes) return false;
  struct Child {
    Point move;
    Knowledge prior;
  };
  std::vector<Child> made;
  made.reserve(static_cast<size_t>(b.emptyCount()) + 1);
  for (int i = 0; i < b.emptyCount(); ++i) {
    const Point p = b.empty(i);
    if (!b.legal(p, toMove) || b.isOwnEye(p, toMove)) continue;
    if (root && !m_rootMoves.empty() &&
        std::find(m_rootMoves.begin(), m_rootMoves.end(), p) == m_rootMoves.end())
      continue;
    made.push_back({p, m_options.knowledge ? nodeKnowledge(b, p, toMove) : Knowledge{}});
  }
  if (root && m_options.rootPass) made.push_back({core::kPass, Knowledge{}});
  const int count = static_cast<int>(made.size());
  const int first = count > 0 ? m_nodes->allocate(count) : -1;
  if (count > 0 && first < 0) return false;
  for (int i = 0; i < count; ++i) {
    Node& child = (*m_nodes)[first + i];
    const Child& c = made[static_cast<size_t>(i)];
    child.move = c.move;
    child.priorVisits = c.prior.visits;
    child.priorWins = c.prior.visits * c.prior.winRate;
    child.visits.store(child.priorVisits, std::memory_order_relaxed);
    child.wins.store(child.priorWins, std::memory_order_relaxed);
  }
  Node& n = (*m_nodes)[node];
  n.firstChild = first;
  n.childCount = count;
  if (root) addRootPriors();
  n.growth.store(Growth::Expanded, std::memory_order_release);
  return true;
}

void UctSearch::setPriors(const std::vector<RootPrior>& priors) {
  m_priors = priors;
  if ((*m_nodes)[0].growth.load(std::memory_order_acquire) == Growth::Expanded) addRootPriors();
}

// The root's children get the priors (while the root is expanded, or not searched).
void UctSearch::addRootPriors() {
  const float v = static_cast<float>(m_options.priorVisits);
  const Node& root = (*m_nodes)[0];
  for (const RootPrior& prior : m_priors) {
    for (int i = root.firstChild; i >= 0 && i < root.firstChild + root.childCount; ++i) {
      Node& child = (*m_nodes)[i];
      if (child.move != prior.move) continue;
      const float wins = v * static_cast<float>(prior.winRate);
      add(child.visits, v), add(child.wins, wins);
      child.priorVisits += v, child.priorWins += wins;
      break;
    }
  }
  m_priors.clear();
}

UctSearch::Family UctSearch::children(int node) const {
  const Node& n = (*m_nodes)[node];
  if (n.growth.load(std::memory_order_acquire) != Growth::Expanded || n.childCount == 0)
    return {};
  return {n.firstChild, n.childCount};
}

int UctSearch::childWithMove(int node, Point move) const {
  const Family f = children(node);
  for (int i = f.first; i < f.first + f.count; ++i)
    if ((*m_nodes)[i].move == move) return i;
  return -1;
}

bool UctSearch::advance(Point first, Point second, const board::Board& now) {
  const int child = childWithMove(0, first);
  const int grandchild = child < 0 ? -1 : childWithMove(child, second);
  if (grandchild < 0) return false;
  PlayoutBoard b = m_root;
  if (first == core::kPass) {
    b.pass();
  } else {
    if (!b.legal(first, m_toMove)) return false;
    b.play(first, m_toMove);
  }
  if (!b.legal(second, core::opponent(m_toMove))) return false;
  b.play(second, core::opponent(m_toMove));
  if (b.koPoint() != now.koPoint()) return false;
  for (Point p : now.geometry())
    if (b.at(p) != now.at(p)) return false;
  m_root = b;
  m_stonesPlaced = stonesPlaced(now);
  m_nodes = copySubtree(grandchild);
  m_playouts = 0;
  return true;
}

// The subtree of `node` copied to a new arena, breadth first (children stay contiguous).
std::unique_ptr<UctSearch::Arena> UctSearch::copySubtree(int node) const {
  auto kept = std::make_unique<Arena>(m_options.maxNodes);
  const auto copy = [](const Node& from, Node& to) {
    to.move = from.move;
    to.visits.store(get(from.visits), std::memory_order_relaxed);
    to.wins.store(get(from.wins), std::memory_order_relaxed);
    to.raveVisits.store(get(from.raveVisits), std::memory_order_relaxed);
    to.raveWins.store(get(from.raveWins), std::memory_order_relaxed);
    to.areaSum.store(get(from.areaSum), std::memory_order_relaxed);
    to.priorVisits = from.priorVisits, to.priorWins = from.priorWins;
  };
  copy((*m_nodes)[node], (*kept)[kept->allocate(1)]);
  std::vector<std::pair<int, int>> queue{{node, 0}};  // (old index, new index)
  for (size_t q = 0; q < queue.size(); ++q) {
    const auto [from, to] = queue[q];
    if ((*m_nodes)[from].growth.load(std::memory_order_acquire) != Growth::Expanded) continue;
    const Family f = children(from);
    Node& n = (*kept)[to];
    n.firstChild = f.count > 0 ? kept->allocate(f.count) : -1;
    if (f.count > 0 && n.firstChild < 0) continue;  // no room: the node stays a leaf
    n.childCount = f.count;
    for (int i = 0; i < f.count; ++i) {
      copy((*m_nodes)[f.first + i], (*kept)[n.firstChild + i]);
      queue.emplace_back(f.first + i, n.firstChild + i);
    }
    n.growth.store(Growth::Expanded, std::memory_order_relaxed);
  }
  return kept;
}

int UctSearch::select(int node) const {
  const Family f = children(node);
  int best = -1;
  double bestValue = -1.0;
  for (int i = f.first; i < f.first + f.count; ++i) {
    const Node& c = (*m_nodes)[i];
    // A thread below the child counts as a lost playout of it until its result is in.
    const float visits = get(c.visits) + static_cast<float>(get(c.virtualLoss));
    const float raveVisits = get(c.raveVisits), raveWins = get(c.raveWins);
    double value = m_options.firstPlay;
    if (visits > 0 || raveVisits > 0) {
      const double q = visits > 0 ? get(c.wins) / visits : raveWins / raveVisits;
      const double r = raveVisits > 0 ? raveWins / raveVisits : q;
      const double beta = std::sqrt(m_options.raveK / (3.0 * visits + m_options.raveK));
      value = (1.0 - beta) * q + beta * r;
    }
    if (value > bestValue) bestValue = value, best = i;
  }
  return best;
}

void UctSearch::run(int playouts, core::Random& rng) {
  for (int i = 0; i < playouts; ++i) playoutOnce(rng);
}

// Whether the walk goes on below `node`, expanding it when its time has come (and no other
// thread is at it); if so, `node` becomes the child chosen.
bool UctSearch::descend(int& node, const PlayoutBoard& b, Color toMove) {
  Node& n = (*m_nodes)[node];
  Growth growth = n.growth.load(std::memory_order_acquire);
  // The root is worth waiting for: a playout that starts beside it is one no move is
  // credited with.
  while (node == 0 && growth == Growth::Expanding) {
    std::this_thread::yield();
    growth = n.growth.load(std::memory_order_acquire);
  }
  if (growth != Growth::Expanded) {
    if (growth == Growth::Expanding) return false;
    if (node != 0 && get(n.visits) - n.priorVisits < m_options.expandAfter) return false;
    if (!n.growth.compare_exchange_strong(growth, Growth::Expanding, std::memory_order_acquire,
                                          std::memory_order_acquire)) {
      if (growth != Growth::Expanded) return false;
    } else if (!expand(node, b, toMove)) {
      n.growth.store(Growth::Leaf, std::memory_order_release);
      return false;
    }
  }
  if (n.childCount == 0) return false;
  node = select(node);
  return true;
}

void UctSearch::playoutOnce(core::Random& rng) {
  PlayoutBoard b = m_root;
  std::vector<int> path{0};
  std::vector<Point> sequence;
  Color toMove = m_toMove;
  int node = 0;
  while (descend(node, b, toMove)) {
    Node& child = (*m_nodes)[node];
    child.virtualLoss.fetch_add(1, std::memory_order_relaxed);
    if (child.move == core::kPass)
      b.pass();
    else
      b.play(child.move, toMove);
    sequence.push_back(child.move);
    path.push_back(node);
    toMove = core::opponent(toMove);
  }
  const int treeMoves = static_cast<int>(sequence.size());
  const PlayoutOutcome out = playToEnd(b, toMove, rng, &sequence);
  update(path, sequence, treeMoves, out.blackArea);
  m_playouts.fetch_add(1, std::memory_order_relaxed);
}

void UctSearch::update(const std::vector<int>& path, const std::vector<Point>& sequence,
                       int treeMoves, int blackArea) {
  const auto colorAt = [&](int i) { return i % 2 == 0 ? m_toMove : core::opponent(m_toMove); };
  int placed = m_stonesPlaced;
  for (int i = 0; i < treeMoves; ++i)
    if (sequence[static_cast<size_t>(i)] != core::kPass)
      placed += colorAt(i) == Color::Black ? 1 : -1;
  const double margin = blackArea - m_options.stoneCost * placed;
  const double w = m_options.scoreWeight;
  const double blackReward = (1.0 - w) * (margin > m_komi ? 1.0 : 0.0) +
                             w * (0.5 + 0.5 * std::tanh((margin - m_komi) / m_options.scoreScale));
  const auto winFor = [&](Color c) {
    return static_cast<float>(c == Color::Black ? blackReward : 1.0 - blackReward);
  };
  const auto areaFor = [&](Color c) { return c == Color::Black ? margin : -margin; };
  for (int i = 0; i < treeMoves; ++i) {
    Node& n = (*m_nodes)[path[static_cast<size_t>(i) + 1]];
    add(n.visits, 1.0f), add(n.wins, winFor(colorAt(i))), add(n.areaSum, areaFor(colorAt(i)));
    n.virtualLoss.fetch_sub(1, std::memory_order_relaxed);
  }
  // AMAF: walking back, first[p] is the first index >= i where p was played.
  core::PointMap<int> first(-1);
  for (int i = static_cast<int>(sequence.size()) - 1; i >= 0; --i) {
    if (sequence[static_cast<size_t>(i)] != core::kNoPoint)
      first[sequence[static_cast<size_t>(i)]] = i;
    if (i > treeMoves) continue;
    const Family f = children(path[static_cast<size_t>(i)]);
    const float win = winFor(colorAt(i));
    for (int k = f.first; k < f.first + f.count; ++k) {
      Node& c = (*m_nodes)[k];
      const int at = first[c.move];
      if (at >= i && (at - i) % 2 == 0) add(c.raveVisits, 1.0f), add(c.raveWins, win);
    }
  }
}

int UctSearch::rootLead() const {
  const Family f = children(0);
  float first = 0, second = 0;
  for (int i = f.first; i < f.first + f.count; ++i) {
    const float real = get((*m_nodes)[i].visits) - (*m_nodes)[i].priorVisits;
    if (real > first)
      second = first, first = real;
    else if (real > second)
      second = real;
  }
  return static_cast<int>(first - second);
}

std::vector<RootMove> UctSearch::rootMoves() const {
  std::vector<RootMove> out;
  const Family f = children(0);
  for (int i = f.first; i < f.first + f.count; ++i) {
    const Node& c = (*m_nodes)[i];
    RootMove r;
    r.move = c.move;
    const float real = get(c.visits) - c.priorVisits;
    r.visits = static_cast<int>(std::lround(real));
    r.winRate = real > 0 ? (get(c.wins) - c.priorWins) / real : 0.0;
    r.meanArea = real > 0 ? get(c.areaSum) / real : 0.0;
    r.priorWins = c.priorWins;
    out.push_back(r);
  }
  std::stable_sort(out.begin(), out.end(),
                   [](const RootMove& a, const RootMove& b) { return a.visits > b.visits; });
  return out;
}

std::vector<Point> UctSearch::principalVariation(Point move, int length) const {
  std::vector<Point> pv;
  for (int node = childWithMove(0, move); node >= 0 && static_cast<int>(pv.size()) < length;) {
    pv.push_back((*m_nodes)[node].move);
    const Family f = children(node);
    int best = -1;
    float bestVisits = 0;
    for (int i = f.first; i < f.first + f.count; ++i) {
      const float real = get((*m_nodes)[i].visits) - (*m_nodes)[i].priorVisits;
      if (real >= 1 && real > bestVisits) bestVisits = real, best = i;
    }
    node = best;
  }
  return pv;
}

}  // namespace playout
