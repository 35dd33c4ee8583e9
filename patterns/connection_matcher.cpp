#include "patterns/connection_matcher.h"

namespace patterns {

using core::Color;
using core::Point;

ConnectionMatcher::ConnectionMatcher() : m_matcher(connPatternDb()) {}

static bool holds(PatternContext& ctx, const board::Board& b, Predicate p, Color own, Point a) {
  const auto r = ctx.evaluate(b, PredicateCall{p, own, 1, {a}});
  return r && *r != 0;
}

std::vector<ConnectionMatch> ConnectionMatcher::run(const board::Board& board, PatternContext& ctx,
                                                    uint16_t classBit) const {
  std::vector<ConnectionMatch> out;
  MatchOptions options;
  options.requiredClasses = classBit;
  for (Color own : {Color::Black, Color::White}) {
    m_matcher.matchAll(board, own, ctx, options, [&](const Match& m) {
      if (m.move != core::kNoPoint && !holds(ctx, board, Predicate::SafeXMove, own, m.move))
        return true;
      ConnectionMatch cm;
      cm.kind = classBit == kClassCut ? ConnectionMatch::Kind::Cut : ConnectionMatch::Kind::Connect;
      cm.patternName = m.info().name;
      cm.color = own;
      cm.cutPoint = m.move;
      for (int i = 0; i < m.info().elementCount; ++i) {
        const Point p = Matcher::elementPoint(m, i);
        const ElementKind k = Matcher::elementKind(m, i);
        if (k == kElInhibit) cm.inhibit.push_back(p);
        if (board.at(p) == own) cm.ownStones.push_back(p);
        if (board.at(p) == core::opponent(own)) cm.opponentStones.push_back(p);
      }
      if (cm.kind == ConnectionMatch::Kind::Cut)
        for (Point s : cm.opponentStones)
          if (holds(ctx, board, Predicate::Attack, own, s)) return true;
      out.push_back(std::move(cm));
      return true;
    });
  }
  return out;
}

std::vector<ConnectionMatch> ConnectionMatcher::findCuts(const board::Board& board,
                                                         PatternContext& ctx) const {
  return run(board, ctx, kClassCut);
}

std::vector<ConnectionMatch> ConnectionMatcher::findConnections(const board::Board& board,
                                                                PatternContext& ctx) const {
  return run(board, ctx, kClassConnect);
}

}  // namespace patterns
