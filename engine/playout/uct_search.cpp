#include "engine/playout/uct_search.h"

#include <algorithm>
#include <cmath>

#include "engine/playout/node_knowledge.h"

namespace playout {

UctSearch::UctSearch(const board::Board& b, Color toMove, double komi, const UctOptions& options)
    : m_root(b),
      m_toMove(toMove),
      m_komi(komi),
      m_stonesPlaced(stonesPlaced(b)),
      m_options(options) {
  m_nodes.reserve(4096);
  m_nodes.emplace_back();
}

void UctSearch::expand(int node, const PlayoutBoard& b, Color toMove) {
  const int first = static_cast<int>(m_nodes.size());
  const bool root = node == 0;
  if (!root && first + b.emptyCount() + 1 > m_options.maxNodes) return;  // the tree is full
  for (int i = 0; i < b.emptyCount(); ++i) {
    const Point p = b.empty(i);
    if (!b.legal(p, toMove) || b.isOwnEye(p, toMove)) continue;
    if (root && !m_rootMoves.empty() &&
        std::find(m_rootMoves.begin(), m_rootMoves.end(), p) == m_rootMoves.end())
      continue;
    Node child;
    child.move = p;
    if (m_options.knowledge) {
      const Knowledge prior = nodeKnowledge(b, p, toMove);
      child.visits = child.priorVisits = prior.visits;
      child.wins = child.priorWins = prior.visits * prior.winRate;
    }
    m_nodes.push_back(child);
  }
  if (root && m_options.rootPass) {
    Node pass;
    pass.move = core::kPass;
    m_nodes.push_back(pass);
  }
  m_nodes[node].firstChild = first;
  m_nodes[node].childCount = static_cast<int>(m_nodes.size()) - first;
  if (root) addRootPriors();
}

void UctSearch::setPriors(const std::vector<RootPrior>& priors) {
  m_priors = priors;
  if (m_nodes[0].firstChild >= 0) addRootPriors();
}

void UctSearch::addRootPriors() {
  const float v = static_cast<float>(m_options.priorVisits);
  for (const RootPrior& prior : m_priors) {
    const int i = childWithMove(0, prior.move);
    if (i < 0) continue;
    Node& child = m_nodes[i];
    const float wins = v * static_cast<float>(prior.winRate);
    child.visits += v, child.wins += wins;
    child.priorVisits += v, child.priorWins += wins;
  }
  m_priors.clear();
}

int UctSearch::childWithMove(int node, Point move) const {
  const Node& n = m_nodes[node];
  for (int i = n.firstChild; i >= 0 && i < n.firstChild + n.childCount; ++i)
    if (m_nodes[i].move == move) return i;
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
  reroot(grandchild);
  m_playouts = 0;
  return true;
}

// The subtree of `node` copied to a new vector, breadth first (children stay contiguous).
void UctSearch::reroot(int node) {
  std::vector<Node> kept;
  kept.reserve(m_nodes.size() / 4 + 16);
  kept.push_back(m_nodes[node]);
  std::vector<std::pair<int, int>> queue{{node, 0}};  // (old index, new index)
  for (size_t q = 0; q < queue.size(); ++q) {
    const auto [from, to] = queue[q];
    const Node& n = m_nodes[from];
    if (n.firstChild < 0) continue;
    kept[to].firstChild = static_cast<int>(kept.size());
    for (int i = n.firstChild; i < n.firstChild + n.childCount; ++i) {
      queue.emplace_back(i, static_cast<int>(kept.size()));
      kept.push_back(m_nodes[i]);
    }
  }
  m_nodes = std::move(kept);
}

int UctSearch::select(int node) const {
  const Node& n = m_nodes[node];
  int best = -1;
  double bestValue = -1.0;
  for (int i = n.firstChild; i < n.firstChild + n.childCount; ++i) {
    const Node& c = m_nodes[i];
    double value = m_options.firstPlay;
    if (c.visits > 0 || c.raveVisits > 0) {
      const double q = c.visits > 0 ? c.wins / c.visits : c.raveWins / c.raveVisits;
      const double r = c.raveVisits > 0 ? c.raveWins / c.raveVisits : q;
      const double beta = std::sqrt(m_options.raveK / (3.0 * c.visits + m_options.raveK));
      value = (1.0 - beta) * q + beta * r;
    }
    if (value > bestValue) bestValue = value, best = i;
  }
  return best;
}

void UctSearch::run(int playouts, core::Random& rng) {
  for (int i = 0; i < playouts; ++i) playoutOnce(rng);
}

void UctSearch::playoutOnce(core::Random& rng) {
  PlayoutBoard b = m_root;
  std::vector<int> path{0};
  std::vector<Point> sequence;
  Color toMove = m_toMove;
  int node = 0;
  for (;;) {
    Node& n = m_nodes[node];
    if (n.childCount == 0) {
      if (n.firstChild >= 0 || (node != 0 && n.visits - n.priorVisits < m_options.expandAfter))
        break;
      expand(node, b, toMove);
      if (m_nodes[node].childCount == 0) break;
    }
    node = select(node);
    if (m_nodes[node].move == core::kPass)
      b.pass();
    else
      b.play(m_nodes[node].move, toMove);
    sequence.push_back(m_nodes[node].move);
    path.push_back(node);
    toMove = core::opponent(toMove);
  }
  const int treeMoves = static_cast<int>(sequence.size());
  const PlayoutOutcome out = playToEnd(b, toMove, rng, &sequence);
  update(path, sequence, treeMoves, out.blackArea);
  ++m_playouts;
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
    Node& n = m_nodes[path[static_cast<size_t>(i) + 1]];
    n.visits += 1, n.wins += winFor(colorAt(i)), n.areaSum += areaFor(colorAt(i));
  }
  // AMAF: walking back, first[p] is the first index >= i where p was played.
  core::PointMap<int> first(-1);
  for (int i = static_cast<int>(sequence.size()) - 1; i >= 0; --i) {
    if (sequence[static_cast<size_t>(i)] != core::kNoPoint)
      first[sequence[static_cast<size_t>(i)]] = i;
    if (i > treeMoves) continue;
    const Node& n = m_nodes[path[static_cast<size_t>(i)]];
    if (n.firstChild < 0) continue;
    const float win = winFor(colorAt(i));
    for (int k = n.firstChild; k < n.firstChild + n.childCount; ++k) {
      Node& c = m_nodes[k];
      const int f = first[c.move];
      if (f >= i && (f - i) % 2 == 0) c.raveVisits += 1, c.raveWins += win;
    }
  }
}

int UctSearch::rootLead() const {
  const Node& root = m_nodes[0];
  float first = 0, second = 0;
  for (int i = root.firstChild; i >= 0 && i < root.firstChild + root.childCount; ++i) {
    const float real = m_nodes[i].visits - m_nodes[i].priorVisits;
    if (real > first)
      second = first, first = real;
    else if (real > second)
      second = real;
  }
  return static_cast<int>(first - second);
}

std::vector<RootMove> UctSearch::rootMoves() const {
  std::vector<RootMove> out;
  const Node& root = m_nodes[0];
  for (int i = root.firstChild; i >= 0 && i < root.firstChild + root.childCount; ++i) {
    const Node& c = m_nodes[i];
    RootMove r;
    r.move = c.move;
    const float real = c.visits - c.priorVisits;
    r.visits = static_cast<int>(real);
    r.winRate = real > 0 ? (c.wins - c.priorWins) / real : 0.0;
    r.meanArea = real > 0 ? c.areaSum / real : 0.0;
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
    pv.push_back(m_nodes[node].move);
    const Node& n = m_nodes[node];
    int best = -1;
    float bestVisits = 0;
    for (int i = n.firstChild; i >= 0 && i < n.firstChild + n.childCount; ++i) {
      const float real = m_nodes[i].visits - m_nodes[i].priorVisits;
      if (real >= 1 && real > bestVisits) bestVisits = real, best = i;
    }
    node = best;
  }
  return pv;
}

}  // namespace playout
