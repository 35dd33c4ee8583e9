#include "engine/genmove/move_table.h"

#include <algorithm>

namespace engine {

bool BestMove::offer(core::Point move, int value, Generator g, core::Random& rng) {
  if (value > m_value) {
    m_move = move, m_value = value, m_generator = g, m_equal = 2;
    return true;
  }
  if (value < m_value) return false;
  const bool take = rng.below(static_cast<uint32_t>(m_equal)) == 0;
  ++m_equal;
  if (take) m_move = move, m_generator = g;
  return take;
}

void BestMove::merge(const BestMove& other, core::Random& rng) {
  if (!other.found() || other.m_value < m_value) return;
  if (other.m_value > m_value || !found()) {
    *this = other;
    return;
  }
  const int mine = ties(), theirs = other.ties();
  if (static_cast<int>(rng.below(static_cast<uint32_t>(mine + theirs))) >= mine)
    m_move = other.m_move, m_generator = other.m_generator;
  m_equal += theirs;
}

void Proposals::add(core::Point move, int value, Generator g, std::string why) {
  if (value > m_best[move]) {
    m_best[move] = value;
    m_bestIndex[move] = static_cast<int>(m_all.size());
  }
  m_all.push_back({move, value, g, std::move(why)});
}

std::vector<MoveReason> Proposals::considered() const {
  std::vector<MoveReason> out;
  for (const MoveReason& r : m_all)
    if (m_bestIndex[r.move] == static_cast<int>(&r - m_all.data())) out.push_back(r);
  std::stable_sort(out.begin(), out.end(), [](const MoveReason& a, const MoveReason& b) {
    if (a.value != b.value) return a.value > b.value;
    const int ay = core::pointY(a.move), by = core::pointY(b.move);
    return ay != by ? ay < by : core::pointX(a.move) < core::pointX(b.move);
  });
  return out;
}

}  // namespace engine
