#include "engine/playout/uct_search.h"

#include <algorithm>
#include <cmath>

#include "engine/playout/move_prior.h"

namespace playout {

UctSearch::UctSearch(const board::Board& b, Color toMove, double komi, const UctOptions& options)
    : m_root(b), m_toMove(toMove), m_komi(komi), m_options(options) {
  m_nodes.reserve(4096);
  m_nodes.emplace_back();
}

void UctSearch::expand(int node, const PlayoutBoard& b, Color toMove) {
  const int first = static_cast<int>(m_nodes.size());
  const bool root = node == 0;
  for (int i = 0; i < b.emptyCount(); ++i) {
    const Point p = b.empty(i);
    if (!b.legal(p, toMove) || b.isOwnEye(p, toMove)) continue;
    if (root && !m_rootMoves.empty() &&
        std::find(m_rootMoves.begin(), m_rootMoves.end(), p) == m_rootMoves.end())
      continue;
    Node child;
    child.move = p;
    if (m_options.knowledge) {
      const Prior prior = movePrior(b, p, toMove);
      child.visits = child.priorVisits = prior.visits;
      child.wins = child.priorWins = prior.visits * prior.winRate;
    }
    if (root)
      for (const MovePrior& prior : m_priors)
        if (prior.move == p) {
          const float v = static_cast<float>(m_options.priorVisits);
          child.visits += v;
          child.wins += v * static_cast<float>(prior.winRate);
          child.priorWins += v * static_cast<float>(prior.winRate);
          child.priorVisits += v;
        }
    m_nodes.push_back(child);
  }
  m_nodes[node].firstChild = first;
  m_nodes[node].childCount = static_cast<int>(m_nodes.size()) - first;
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
  const double w = m_options.scoreWeight;
  const double blackReward = (1.0 - w) * (blackArea > m_komi ? 1.0 : 0.0) +
                             w * (0.5 + 0.5 * std::tanh((blackArea - m_komi) / m_options.scoreScale));
  const auto colorAt = [&](int i) { return i % 2 == 0 ? m_toMove : core::opponent(m_toMove); };
  const auto winFor = [&](Color c) {
    return static_cast<float>(c == Color::Black ? blackReward : 1.0 - blackReward);
  };
  const auto areaFor = [&](Color c) { return c == Color::Black ? blackArea : -blackArea; };
  for (int i = 0; i < treeMoves; ++i) {
    Node& n = m_nodes[path[static_cast<size_t>(i) + 1]];
    n.visits += 1, n.wins += winFor(colorAt(i)), n.areaSum += areaFor(colorAt(i));
  }
  // AMAF: walking back, first[p] is the first index >= i where p was played.
  core::PointMap<int> first(-1);
  for (int i = static_cast<int>(sequence.size()) - 1; i >= 0; --i) {
    if (sequence[static_cast<size_t>(i)] != core::kNoPoint) first[sequence[static_cast<size_t>(i)]] = i;
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
    out.push_back(r);
  }
  std::stable_sort(out.begin(), out.end(),
                   [](const RootMove& a, const RootMove& b) { return a.visits > b.visits; });
  return out;
}

}  // namespace playout
