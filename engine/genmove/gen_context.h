// What every move generator of one genmove shares: the engine, the read-only analysis, one
// tactical reader on the game board, the clock, the proposals and the best move so far.
#pragma once

#include <algorithm>

#include "engine/genmove/engine.h"
#include "engine/genmove/examine.h"
#include "engine/genmove/genmove_plan.h"
#include "engine/genmove/move_clock.h"
#include "engine/genmove/move_table.h"
#include "engine/worm/reader.h"

namespace engine {

/// safe_move and confirm_safety with the tactical reader, cached for the root position.
class MoveSafety {
 public:
  MoveSafety(board::Board& board, worm::Reader& reader, const PositionAnalysis& analysis)
      : m_board(board),
        m_reader(reader),
        m_analysis(analysis),
        m_safe{core::PointMap<int8_t>(-1), core::PointMap<int8_t>(-1)} {}
  /// safe_move: c may play at p and the new stone cannot be captured (a capture that needs
  /// a ko counts as safe). Precondition: the root position (no open reading frames).
  bool safe(core::Point p, core::Color c);
  /// confirm_safety: playing `move` does not make one of c's strings next to it capturable
  /// that was not, and does not let a lost enemy string next to them escape.
  bool confirm(core::Point move, core::Color c);

 private:
  board::Board& m_board;
  worm::Reader& m_reader;
  const PositionAnalysis& m_analysis;
  core::PointMap<int8_t> m_safe[2];
  core::PointMap<int8_t> m_confirmed[2] = {core::PointMap<int8_t>(-1), core::PointMap<int8_t>(-1)};
};

struct GenContext {
  Engine& engine;
  const GenmovePlan& plan;
  const PositionAnalysis& analysis;
  board::Board& board;
  worm::Reader& reader;
  MoveSafety& safety;
  core::Color color;
  const MoveClock& clock;
  Proposals& proposals;
  BestMove& best;
  core::Random& rng;

  unsigned style() const { return engine.options().playStyle; }
  bool fearless() const { return (style() & kStyleFearless) != 0; }
  core::Color other() const { return core::opponent(color); }
  /// Records the proposal and offers it to the best move (BETTER_MOVE).
  void propose(core::Point move, int value, Generator g, std::string why) {
    proposals.add(move, value, g, std::move(why));
    best.offer(move, value, g, rng);
  }
  std::string vertex(core::Point p) const { return board.geometry().vertexName(p); }
};

/// Reading nodes per question of the pattern constraints' reader (ShapeContext:
/// xplay_attack and friends, does_attack, safe_xmove); safe_move, confirm_safety and the
/// worm analysis keep the full budget (a small one lets invasions look safe). A twentieth
/// of the default: about a third less CPU per 9x9 genmove (genmove_bench).
inline constexpr int kConstraintNodes = 2000;

/// The limits of the constraints' reader: `l` with at most kConstraintNodes.
inline worm::ReadingLimits constraintLimits(worm::ReadingLimits l) {
  l.nodeBudget = std::min(l.nodeBudget, kConstraintNodes);
  return l;
}

/// Everything one genmove owns: the clock, the analysis, the reader, the proposals and the
/// best move, wired into a GenContext (genmove and the generator tests use it).
class GenSession {
 public:
  GenSession(Engine& engine, core::Color color)
      : m_plan(genmovePlan(engine)),
        m_clock(engine.moveClock()),
        m_analysis(examine(engine, color, m_clock)),
        m_reader(engine.game().mutableBoard(),
                 engine.wormState().cache(engine.options().hashMemoryMb),
                 m_analysis.limits()),
        m_safety(engine.game().mutableBoard(), m_reader, m_analysis),
        m_context{engine,         m_plan,      m_analysis,  engine.game().mutableBoard(),
                  m_reader,       m_safety,    color,
                  m_clock,        m_proposals, m_best,
                  engine.random()} {}
  ~GenSession() { m_context.engine.wormState().addNodes(m_reader.nodes()); }
  GenSession(const GenSession&) = delete;
  GenSession& operator=(const GenSession&) = delete;
  GenContext& context() { return m_context; }
  const MoveClock& clock() const { return m_clock; }

 private:
  GenmovePlan m_plan;
  MoveClock m_clock;
  PositionAnalysis m_analysis;
  worm::Reader m_reader;
  MoveSafety m_safety;
  Proposals m_proposals;
  BestMove m_best;
  GenContext m_context;
};

}  // namespace engine
