// examine(): the information gathering of one genmove (notes 1 step 4), run once per move.
// Worms with tactical reading, dragons with status and safety, then make_moyo, whose
// weak-area rule raises UNKNOWN dragons to CRITICAL. The result is one read-only value
// that every move generator reads.
#pragma once

#include <vector>

#include "engine/dragon/dragon.h"
#include "engine/dragon/owl_status.h"
#include "engine/genmove/engine.h"
#include "engine/genmove/move_clock.h"
#include "engine/worm/worm_analysis.h"
#include "moyo/moyo.h"

namespace engine {

/// The analysis of one position for the side to move.
class PositionAnalysis {
 public:
  PositionAnalysis(board::Board& board, core::Color color, const worm::WormAnalysis& worms,
                   dragon::DragonAnalysis dragons, moyo::Moyo& moyo,
                   const worm::ReadingLimits& limits)
      : m_board(&board),
        m_color(color),
        m_worms(&worms),
        m_dragons(std::move(dragons)),
        m_moyo(&moyo),
        m_limits(limits),
        m_positionId(board.positionId()) {}

  /// The side the analysis is for (make_moyo's color).
  core::Color color() const { return m_color; }
  const board::Board& board() const { return *m_board; }
  uint64_t positionId() const { return m_positionId; }
  /// Worms of the position (stones and empty regions) with attack/defense points and codes.
  const worm::WormAnalysis& worms() const { return *m_worms; }
  /// The worm through p. Precondition: p on the board.
  const worm::Worm& worm(core::Point p) const { return m_worms->at(p); }
  /// Dragons: status and safety from the owl pass, safety raised by make_moyo's weak areas,
  /// owl attack and defense moves of the dragons read.
  const dragon::DragonAnalysis& dragons() const { return m_dragons; }
  /// The dragon through the stone at p. Precondition: p holds a stone.
  const dragon::DragonData& dragon(core::Point p) const { return m_dragons.dragonAt(p); }
  /// make_moyo of this position for color(). Its test-move queries (delta_terri,
  /// delta_*_color, meta_connect, search_big_move) only fill caches valid for this
  /// position, so the analysis itself stays unchanged.
  moyo::Moyo& moyo() const { return *m_moyo; }
  /// The reading limits the worms were read with (scaled by the move budget).
  const worm::ReadingLimits& limits() const { return m_limits; }

 private:
  board::Board* m_board;
  core::Color m_color;
  const worm::WormAnalysis* m_worms;
  dragon::DragonAnalysis m_dragons;
  moyo::Moyo* m_moyo;
  worm::ReadingLimits m_limits;
  uint64_t m_positionId;
};

/// The engine's reading limits (-D -B -F -K) with the plan's node budget per question
/// (genmove_plan.h: by board area and chooser), lowered further by a small move budget.
worm::ReadingLimits scaledReadingLimits(const Engine& engine, const MoveClock& clock);

/// make_dragons for the engine's game position on the engine's worm analysis (reading with
/// its -D -B -F -K limits and its reading cache).
dragon::DragonAnalysis analyzeDragons(Engine& engine);

/// Owl nodes of examine()'s status pass: EngineOptions::owlPassNodes without a move budget;
/// with one, about 20,000 nodes a second of budget, at least kOwlPassMinNodes (but never
/// more than owlPassNodes). Each question of the pass may then use at most what the whole
/// pass may, rounded down to kOwlPassMinNodes times a power of two (few distinct budgets,
/// so the owl cache, keyed by its options, keeps serving later moves): a dragon asks up to
/// three questions, so the pass stays within about four times its total. Without that, one
/// dragon read with the full question budget took many times a short move's budget on
/// 19x19 (docs/measurements.md, the owl pass under a clock).
inline constexpr int kOwlPassMinNodes = 300;
/// The owl pass reads dragons of this many stones with the engine's full owl options.
inline constexpr int kOwlPassBigDragon = 10;
/// The owl nodes of one question of a pass of `totalNodes` (rule above).
int owlQuestionNodes(int totalNodes, int questionNodes);
/// The owl pass also ends when this share of the move's budget is gone (or on an
/// interrupt): owl nodes cost from 50 to 250 microseconds, so a node budget alone can
/// overrun the clock (the question being read then ends as a guess).
inline constexpr double kOwlPassClockShare = 0.5;

/// Where the owl pass runs: as genmove runs it, or on every board (GTP `dragon_data`, which
/// shows the owl's verdicts as GNU Go 3.8's does, even where genmove leaves them to the search).
enum class OwlPassScope { AsGenmove, Always };

/// The owl status pass (engine/dragon/owl_status.h) on the CRITICAL and UNKNOWN dragons,
/// with the node budget scaled to the clock, each question within the engine's owl limits; writes status, safety and the owl moves into
/// the dragons. Returns the owl nodes used. With `record`, every dragon read is appended
/// (dragon::OwlPassRecord: the verdict, guessed or not, kept or dropped).
int owlPass(Engine& engine, dragon::DragonAnalysis& dragons, const MoveClock& clock,
            std::vector<dragon::OwlPassRecord>* record = nullptr,
            OwlPassScope scope = OwlPassScope::AsGenmove);

/// True when genmove leaves the owl pass out (the plan's owlPass: a small board with the search).
bool owlPassSkipped(const Engine& engine);

/// The dragons examine() hands to move generation: make_dragons on the worms read with
/// scaledReadingLimits(clock), then the owl pass (GTP `owl_pass` shows its record).
dragon::DragonAnalysis examinedDragons(Engine& engine, const MoveClock& clock,
                                       std::vector<dragon::OwlPassRecord>* record = nullptr,
                                       OwlPassScope scope = OwlPassScope::AsGenmove);

/// Runs worms, dragons (with the owl pass) and make_moyo(color) for the engine's position.
PositionAnalysis examine(Engine& engine, core::Color color, const MoveClock& clock = MoveClock());

}  // namespace engine
