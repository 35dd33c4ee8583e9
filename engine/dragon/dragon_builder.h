// The steps of make_dragons, kept in one class so each step stays a short function.
#pragma once

#include <memory>
#include <vector>

#include "engine/dragon/dragon.h"
#include "engine/worm/reader.h"

namespace dragon {

/// Builds a DragonAnalysis for one board (internal to the dragon module).
class DragonBuilder {
 public:
  DragonBuilder(board::Board& b, DragonAnalysis& out, const worm::WormAnalysis* worms,
                worm::Reader* reader);
  ~DragonBuilder();
  void run();

 private:
  // dragon_builder.cpp
  void readWorms();
  WormTactics readString(Point s);
  void findUnionRoots();
  Point find(Point p);
  void join(Point a, Point b);
  void findCuts();
  void joinByConnections();
  void joinThroughEyes();
  void joinAround(const std::vector<Point>& around, const std::vector<std::vector<Point>>& touch,
                  bool readCuts);
  /// True when the opponent cuts the worms at a and b moving first (connection reading).
  bool eyeJoinCut(Point a, Point b);
  void collectDragons();
  void findLunches();
  void computeEscape();
  void computeStatus();
  int libertiesOfOrder4(Point s) const;
  // eye_space.cpp
  void makeDomains();
  void growDomain(int side, Color c);
  bool safeFor(Point p, Color c);
  void makeEyeSpaces();
  void classifyEyePoints();
  void floodAllEyeSpaces();
  void classifyEyePoint(Point p);
  bool isFalseMargin(int side, Point p);
  void floodEyeSpaces(int side, Color c);
  void findHalfEyes();
  void evaluateEyes();
  void bentFourInTheCorner(const EyeSpace& e, const std::vector<bool>& marginal, EyeValue& v) const;
  void readDeadStoneSpace(Color owner, const EyeSpace& e, const std::vector<bool>& marginal,
                          EyeValue& v);

  friend class BuilderContext;
  const WormTactics& wormAt(Point p) const { return m_out.m_worm[p]; }
  static int sideOf(Color c) { return DragonAnalysis::side(c); }
  board::Board& m_board;
  DragonAnalysis& m_out;
  const worm::WormAnalysis* m_worms;  // may be null: then m_reader reads (cheap mode)
  std::unique_ptr<worm::ReadingCache> m_ownCache;  // only when no reader was given
  std::unique_ptr<worm::Reader> m_ownReader;
  worm::Reader* m_reader;
  core::PointMap<bool> m_lively{false};
  core::PointMap<bool> m_domain[2];
  core::PointMap<Point> m_parent{core::kNoPoint};
  std::vector<Point> m_wormHeads;     // one origin per worm
  core::PointMap<bool> m_cut[2];      // conn.db class B cutting points, per O color
  core::PointMap<bool> m_inhibit[2];  // INHIBIT_CONNECTION points, per eye-space color
  /// Connection nodes of one eyeJoinCut question. 300 raised connection.tst's same_dragon
  /// from 15 to 31 of 38 and the agreement with GNU Go 3.8's dragons on the stored games
  /// (regression/dragon_agreement.py) from 96.85% to 97.48% (docs/measurements.md).
  static constexpr int kEyeJoinNodes = 300;
  struct EyeJoinReader;
  std::unique_ptr<EyeJoinReader> m_eyeJoin;  // made by the first eyeJoinCut
};

}  // namespace dragon
