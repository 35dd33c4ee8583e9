#include "engine/genmove/move_reasons.h"

#include <cstdio>

namespace engine {

char generatorLetter(Generator g) {
  switch (g) {
    case Generator::Fuseki:
      return 'F';
    case Generator::Semeai:
      return 'S';
    case Generator::Shapes:
      return 'P';
    case Generator::Attacker:
      return 'A';
    case Generator::Defender:
      return 'D';
    case Generator::EyeFinder:
      return 'E';
    case Generator::OwlAttack:
      return 'a';
    case Generator::OwlDefense:
      return 'd';
    case Generator::ReviseSemeai:
      return 'p';
    case Generator::FillLiberty:
      return 'L';
    case Generator::BigMove:
      return 'B';
    case Generator::Cleanup:
      return 'C';
    case Generator::Pass:
      return '-';
    case Generator::Territory:
      return 'T';
    case Generator::Playouts:
      return 'M';
    case Generator::Valuation:
      return 'V';
    case Generator::Weighted:
      return 'W';
    default:
      return '?';
  }
}

const char* generatorName(Generator g) {
  switch (g) {
    case Generator::Fuseki:
      return "fuseki";
    case Generator::Semeai:
      return "semeai";
    case Generator::Shapes:
      return "shapes";
    case Generator::Attacker:
      return "attacker";
    case Generator::Defender:
      return "defender";
    case Generator::EyeFinder:
      return "eye_finder";
    case Generator::OwlAttack:
      return "owl_attack";
    case Generator::OwlDefense:
      return "owl_defense";
    case Generator::ReviseSemeai:
      return "revise_semeai";
    case Generator::FillLiberty:
      return "fill_liberty";
    case Generator::BigMove:
      return "big_move";
    case Generator::Cleanup:
      return "cleanup";
    case Generator::Pass:
      return "pass";
    case Generator::Territory:
      return "territory";
    case Generator::Playouts:
      return "playouts";
    case Generator::Valuation:
      return "valuation";
    case Generator::Weighted:
      return "weighted";
    default:
      return "none";
  }
}

const char* chooserName(ChooserKind kind) {
  switch (kind) {
    case ChooserKind::Classic: return "classic";
    case ChooserKind::Search: return "search";
    case ChooserKind::Learned: return "learned";
  }
  return "?";
}

std::optional<ChooserKind> parseChooser(std::string_view name) {
  for (ChooserKind k : {ChooserKind::Classic, ChooserKind::Search, ChooserKind::Learned})
    if (name == chooserName(k)) return k;
  return std::nullopt;
}

double rankFigure(const RankedMove& m, ChooserKind chooser, bool ranked) {
  if (ranked && chooser == ChooserKind::Search) return m.visits;
  if (ranked && chooser == ChooserKind::Learned && m.scored) return m.rank;
  return m.value;
}

std::string rankLabel(const RankedMove& m, ChooserKind chooser, bool ranked) {
  const double x = rankFigure(m, chooser, ranked);
  char buf[32];
  if (x == static_cast<double>(static_cast<long long>(x)))
    std::snprintf(buf, sizeof buf, "%lld", static_cast<long long>(x));
  else
    std::snprintf(buf, sizeof buf, "%.1f", x);
  return buf;
}

std::string rankFigures(const RankedMove& m, ChooserKind chooser, bool ranked) {
  char buf[160];
  if (ranked && chooser == ChooserKind::Search && m.scored)
    std::snprintf(buf, sizeof buf, "visits %d, win rate %.1f%%, score %.2f, rank %.2f, value %d",
                  m.visits, 100.0 * m.winRate, m.score, m.rank, m.value);
  else if (ranked && chooser == ChooserKind::Search)
    std::snprintf(buf, sizeof buf, "visits %d, win rate %.1f%%, value %d", m.visits,
                  100.0 * m.winRate, m.value);
  else if (ranked && m.scored)
    std::snprintf(buf, sizeof buf, "score %.2f, rank %.2f, value %d", m.score, m.rank, m.value);
  else
    std::snprintf(buf, sizeof buf, "value %d", m.value);
  std::string out = buf;
  if (m.prior >= 0) {
    std::snprintf(buf, sizeof buf, ", prior %.3g", m.prior);
    out += buf;
  }
  if (!m.proposed) out += ", proposed by the prior only";
  static constexpr const char* kSkips[] = {"", ", skipped: unsafe", ", skipped: fills own territory",
                                           ", skipped: illegal or repeats a position"};
  return out + kSkips[static_cast<size_t>(m.skip)];
}

}  // namespace engine
