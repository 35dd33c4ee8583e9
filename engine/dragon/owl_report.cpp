// OwlReader::report: the root analysis as text (GTP owl_analysis, debugging and tuning).
#include <string>

#include "engine/dragon/owl.h"

namespace dragon {

namespace {
std::string pointList(const core::Geometry& g, const std::vector<Point>& points) {
  std::string s;
  for (Point p : points) s += (s.empty() ? "" : " ") + g.vertexName(p);
  return s;
}
}  // namespace

// "attack moves: P1(156: eye 90 shape 40 ...) ...": every candidate with the share of each
// generator (owl_moves.cpp), in the search's order.
std::string OwlReader::candidateLine(const OwlEyes& eyes, bool forAttacker) {
  const core::Geometry& g = m_board.geometry();
  const char* names[] = {"eye",     "shape",  "worm",     "liberty",  "escape",
                         "pattern", "semeai", "extension", "cut"};
  std::vector<core::PointMap<int>> parts(9, core::PointMap<int>(0));
  addEyeMoves(eyes, forAttacker, parts[0]);
  addShapeMoves(eyes, forAttacker, parts[1]);
  addWormMoves(eyes, forAttacker, parts[2]);
  addLibertyMoves(forAttacker, parts[3]);
  addEscapeMoves(eyes, parts[4]);
  addPatternMoves(eyes, forAttacker, parts[5]);
  addSemeaiMoves(eyes, forAttacker, parts[6]);
  if (!forAttacker) addExtensionMoves(parts[7]);  // the root's defense candidates
  addCutMoves(parts[8]);
  std::string line = forAttacker ? "attack moves:" : "defense moves:";
  for (const Candidate& m : forAttacker ? attackMoves(eyes) : defenseMoves(eyes)) {
    line += " " + g.vertexName(m.move) + "(" + std::to_string(m.value) + ":";
    for (size_t i = 0; i < parts.size(); ++i)
      if (parts[i][m.move] != 0) line += std::string(" ") + names[i] + " " + std::to_string(parts[i][m.move]);
    line += ")";
  }
  return line;
}

std::string OwlReader::report(const DragonAnalysis& da, Point target) {
  setup(da, target);
  OwlEyes eyes;
  analyse(eyes);
  const core::Geometry& g = m_board.geometry();
  std::string r;
  for (const OwlEyeSpace& e : eyes.spaces()) {
    std::vector<Point> marg;
    for (size_t i = 0; i < e.points.size(); ++i)
      if (e.marginal[i]) marg.push_back(e.points[i]);
    r += "space " + std::to_string(e.minEye) + "/" + std::to_string(e.maxEye) +
         (e.big ? " big" : "") + (e.read ? " read" : "") + ": " + pointList(g, e.points) +
         "; marginal " + pointList(g, marg) + "; vital " + pointList(g, e.vitals) +
         (e.read ? "; attack " + pointList(g, e.attackPoints) + "; defense " +
                       pointList(g, e.defensePoints)
                 : "") +
         "\n";
  }
  for (const auto& [eye, key] : eyes.halfEyes())
    r += "half eye " + g.vertexName(eye) + " key " + g.vertexName(key) + "\n";
  for (const OwlLunch& l : eyes.lunches())
    r += "lunch " + g.vertexName(l.worm) + " attack " + g.vertexName(l.attack) + " defense " +
         g.vertexName(l.defense) + "\n";
  for (const OwlWeakWorm& w : eyes.weakWorms())
    r += "weak " + g.vertexName(w.worm) + " attack " + g.vertexName(w.attack) + " defense " +
         g.vertexName(w.defense) + "\n";
  const OwlEyeCount& c = eyes.count();
  r += "eyes min " + std::to_string(c.sumMin) + " gains " + std::to_string(c.gain1) + " " +
       std::to_string(c.gain2) + ", escape " + std::to_string(eyes.escape()) + ", alive " +
       (alive(eyes) ? "yes" : "no") + ", dead " + (deadWithAttackerToMove(eyes) ? "yes" : "no") +
       "\n";
  r += candidateLine(eyes, true) + "\n" + candidateLine(eyes, false);
  return r;
}

}  // namespace dragon
