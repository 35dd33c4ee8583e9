#include "engine/genmove/connection_moves.h"

#include <algorithm>
#include <optional>
#include <vector>

#include "engine/dragon/owl.h"

namespace engine {

using core::Color;
using core::Point;
using dragon::DragonAnalysis;
using dragon::DragonData;

namespace {

struct CutPoint {
  int stones;  // the dragon's size (biggest first)
  Point point;
  int dragon;  // index in the analysis
};

// Empty points next to the dragon where the enemy may cut it: next to two of its worms,
// or a conn.db cutting point of its color. Only `owner`'s dragons unless it is Empty.
std::vector<CutPoint> cutPoints(const GenContext& g, Color owner) {
  const DragonAnalysis& da = g.analysis.dragons();
  const board::Board& b = g.board;
  std::vector<CutPoint> out;
  for (Point p : b.geometry()) {
    if (b.at(p) != Color::Empty) continue;
    int seen[4] = {-1, -1, -1, -1};
    int n = 0;
    for (int dir : core::kDirections) {
      const Point q = static_cast<Point>(p + dir);
      if (!core::isStone(b.at(q))) continue;
      const int di = da.dragonIndex(q);
      const DragonData& d = da.dragons()[static_cast<size_t>(di)];
      if (d.worms.size() < 2 || d.safety == dragon::Status::Dead) continue;
      if (owner != Color::Empty && d.color != owner) continue;
      if (std::find(seen, seen + n, di) != seen + n) continue;
      seen[n++] = di;
      bool twoWorms = false;
      for (int dir2 : core::kDirections) {
        const Point r = static_cast<Point>(p + dir2);
        twoWorms =
            twoWorms || (b.at(r) == d.color && da.dragonIndex(r) == di && !b.sameString(r, q));
      }
      if (!twoWorms && !da.cutPoint(d.color, p)) continue;
      if (!b.isLegal(p, core::opponent(d.color))) continue;
      out.push_back({d.size, p, di});
    }
  }
  std::stable_sort(out.begin(), out.end(),
                   [](const CutPoint& x, const CutPoint& y) { return x.stones > y.stones; });
  if (out.size() > static_cast<size_t>(kCutCandidates)) out.resize(kCutCandidates);
  return out;
}

// What reading one cut asks of the owl, and what it has spent.
class CutReader {
 public:
  explicit CutReader(GenContext& g) : m_g(g), m_owl(g.board, g.engine.owlState(), options(g)) {}
  bool spent() const { return m_nodes >= kCutReadingNodes || m_g.clock.past(0.5); }

  // What the enemy's cut at `cut` does to d (value: what the owner loses, 0 if nothing).
  CutRecord read(const DragonData& d, int dragonIndex, Point cut) {
    CutRecord rec{cut, dragonIndex, CutOutcome::NoCut, 0, 0, 0};
    board::Board& b = m_g.board;
    if (!m_before) m_before = DragonAnalysis::make(b);
    if (!b.tryMove(cut, core::opponent(d.color))) return rec;
    if (b.lastCaptureCount() == 0 && b.libertyCount(cut) > 1 &&
        m_g.reader.attack(cut).code != worm::kWin)
      piecesLost(d, rec);
    b.popMove();
    return rec;
  }

 private:
  static dragon::OwlOptions options(const GenContext& g) {
    dragon::OwlOptions o = dragon::OwlOptions::budget();
    o.nodeBudget = std::min(kCutQuestionNodes, g.engine.options().owl.nodeBudget);
    o.cutPoints = true;
    return o;
  }

  // After the cut (the owner to move): the pieces of d, and what the owner cannot keep.
  void piecesLost(const DragonData& d, CutRecord& rec) {
    const DragonAnalysis after = DragonAnalysis::make(m_g.board);
    const std::vector<int> pieces = piecesOf(d, after);
    rec.pieces = static_cast<int>(pieces.size());
    rec.outcome = CutOutcome::Joined;
    if (pieces.size() < 2) return;
    std::vector<const DragonData*> weak;
    for (int i : pieces) {
      const DragonData& piece = after.dragons()[static_cast<size_t>(i)];
      const dragon::OwlResult r = m_owl.attack(after, dragon::keyStone(m_g.board, piece));
      m_nodes += r.nodes;
      if (r.code != worm::kLose && !r.budgetHit) weak.push_back(&piece);
    }
    rec.attackable = static_cast<int>(weak.size());
    rec.outcome = CutOutcome::Holds;
    if (weak.empty()) return;
    if (weak.size() == 1) {
      const dragon::OwlResult r = m_owl.defend(after, dragon::keyStone(m_g.board, *weak[0]));
      m_nodes += r.nodes;
      rec.outcome = CutOutcome::Saved;
      if (r.code != worm::kLose || r.budgetHit) return;
      rec.value = value(*weak[0]);
    } else {
      rec.value = value(*weak[0]);  // the owner saves the piece worth more
      for (const DragonData* piece : weak) rec.value = std::min(rec.value, value(*piece));
    }
    rec.outcome = CutOutcome::Loses;
  }

  // The dragons after the cut that hold worms of d which the same amalgamation (the cheap
  // one, without the worm analysis) joined before it. examine()'s amalgamation differs from
  // the cheap one, so worms it never joined are not pieces of this cut.
  std::vector<int> piecesOf(const DragonData& d, const DragonAnalysis& after) const {
    std::vector<int> pieces;
    const auto add = [&pieces](int i) {
      if (std::find(pieces.begin(), pieces.end(), i) == pieces.end()) pieces.push_back(i);
    };
    for (Point w : d.worms)
      for (Point v : d.worms) {
        if (m_before->dragonIndex(w) != m_before->dragonIndex(v)) continue;
        if (after.dragonIndex(w) == after.dragonIndex(v)) continue;
        add(after.dragonIndex(w));
        add(after.dragonIndex(v));
      }
    return pieces;
  }

  // A piece is worth its worms' values (as 2.x's eye_finder values a dragon).
  int value(const DragonData& piece) const {
    int v = 0;
    for (Point w : piece.worms) v += m_g.analysis.worm(w).value;
    return v;
  }

  GenContext& m_g;
  dragon::OwlReader m_owl;
  std::optional<DragonAnalysis> m_before;  // the root position, amalgamated as after a cut
  int m_nodes = 0;
};

}  // namespace

const char* cutOutcomeName(CutOutcome o) {
  // In CutOutcome's order.
  static constexpr const char* kNames[] = {"loses", "no cut", "joined", "holds",
                                           "saved", "unsafe", "unread"};
  return kNames[static_cast<size_t>(o)];
}

void connectionMoves(GenContext& g, std::vector<CutRecord>* record) {
  if (!g.plan.connectionReadable || g.clock.past(0.5)) return;
  // genmove reads only the mover's dragons while the enemy's cuts are not proposed
  // (kProposeCuts); GTP connection_reading (a record) reads both sides.
  const bool ownOnly = record == nullptr && !kProposeCuts;
  const std::vector<CutPoint> cuts = cutPoints(g, ownOnly ? g.color : Color::Empty);
  if (cuts.empty()) return;
  CutReader reader(g);
  const DragonAnalysis& da = g.analysis.dragons();
  for (const CutPoint& c : cuts) {
    CutRecord rec{c.point, c.dragon, CutOutcome::Unread, 0, 0, 0};
    const DragonData& d = da.dragons()[static_cast<size_t>(c.dragon)];
    if (reader.spent()) {
      if (record == nullptr) break;
    } else if (!g.safety.safe(c.point, g.color)) {
      rec.outcome = CutOutcome::Unsafe;
    } else {
      rec = reader.read(d, c.dragon, c.point);
    }
    if (record != nullptr) record->push_back(rec);
    // The enemy's dragons are read (the record shows the cuts the mover could make), but
    // only the connections are proposed (kProposeCuts).
    const bool own = d.color == g.color;
    if (rec.outcome != CutOutcome::Loses || (!own && !kProposeCuts)) continue;
    g.propose(c.point, rec.value, own ? Generator::OwlDefense : Generator::OwlAttack,
              std::string(own ? "connects dragon " : "cuts dragon ") + g.vertex(d.origin) +
                  " (a cut there loses " + std::to_string(rec.value) + ")");
  }
}

}  // namespace engine
