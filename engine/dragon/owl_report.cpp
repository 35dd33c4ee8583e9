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
         (e.big ? " big" : "") + ": " + pointList(g, e.points) + "; marginal " +
         pointList(g, marg) + "; vital " + pointList(g, e.vitals) + "\n";
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
  std::string line = "attack moves:";
  for (const Candidate& m : attackMoves(eyes))
    line += " " + g.vertexName(m.move) + "(" + std::to_string(m.value) + ")";
  r += line + "\ndefense moves:";
  for (const Candidate& m : defenseMoves(eyes))
    r += " " + g.vertexName(m.move) + "(" + std::to_string(m.value) + ")";
  return r;
}

}  // namespace dragon
