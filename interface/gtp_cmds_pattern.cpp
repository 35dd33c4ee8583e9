// Pattern debugging commands (patterns/ module).
//
// pattern_matches VERTEX
//   Every match of patterns.db and conn.db, for the side to move as O, whose diagram covers
//   VERTEX (as its move point or any other point). Board-only context, all patterns tried
//   (as -a), constraints the board cannot decide are accepted and flagged. One line per
//   match, sorted: `NAME DB move=V anchor=V orientation=K constraint=C`
//   with DB `patterns` or `conn`, move `-` when the pattern has no `*`, K the transformation
//   index (0-7), C `none` (no constraint), `yes` (holds) or `unknown` (needs worm/dragon/
//   moyo data). Empty answer when nothing matches.
// list_patterns
//   Every pattern of every database, one per line: `NAME DB CLASS`, DB in patterns, conn,
//   eyes order and names sorted within a database; CLASS the class letters or `-` (eyes.db
//   shapes show `max,min` eye values instead).
#include <algorithm>
#include <string>
#include <vector>

#include "interface/gtp_engine.h"
#include "interface/gtp_tables.h"
#include "patterns/format/pattern_format.h"
#include "patterns/matcher.h"

namespace iface {
namespace {

using core::Point;

bool covers(const patterns::Match& m, Point v) {
  if (m.move == v) return true;
  for (int i = 0; i < m.info().elementCount; ++i)
    if (patterns::Matcher::elementPoint(m, i) == v) return true;
  return false;
}

void cmdPatternMatches(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  a.expectCount(1);
  const board::Board& b = ctx.engine.game().board();
  const core::Geometry& geo = b.geometry();
  const Point v = a.point(0, geo);
  patterns::BoardContext context;
  patterns::MatchOptions opt = patterns::matchOptionsForAllpats(true);
  opt.acceptUnknown = true;
  std::vector<std::string> lines;
  for (const patterns::PatternDatabase* db :
       {&patterns::shapePatternDb(), &patterns::connPatternDb()}) {
    patterns::Matcher matcher(*db);
    matcher.matchAll(b, ctx.engine.game().toMove(), context, opt, [&](const patterns::Match& m) {
      if (!covers(m, v)) return true;
      const char* constraint = m.info().opCount == 0 ? "none"
                               : m.constraintUnknown ? "unknown"
                                                     : "yes";
      lines.push_back(std::string(m.info().name) + " " + db->name +
                      " move=" + (m.move == core::kNoPoint ? "-" : geo.vertexName(m.move)) +
                      " anchor=" + geo.vertexName(m.anchor) + " orientation=" +
                      std::to_string(m.orient().transform) + " constraint=" + constraint);
      return true;
    });
  }
  std::sort(lines.begin(), lines.end());
  for (const auto& line : lines) r += (r.empty() ? "" : "\n") + line;
}

void cmdListPatterns(GtpContext&, const GtpArgs& a, std::string& r) {
  a.expectCount(0);
  for (const patterns::PatternDatabase* db :
       {&patterns::shapePatternDb(), &patterns::connPatternDb(), &patterns::eyeShapeDb()}) {
    std::vector<std::string> lines;
    const bool eyes = db == &patterns::eyeShapeDb();
    for (size_t i = 0; i < db->patternCount; ++i) {
      const patterns::PatternInfo& p = db->patterns[i];
      lines.push_back(std::string(p.name) + " " + db->name + " " +
                      (eyes ? std::to_string(p.maxEyes) + "," + std::to_string(p.minEyes)
                            : patterns::format::classString(p.classes)));
    }
    std::sort(lines.begin(), lines.end());
    for (const auto& line : lines) r += (r.empty() ? "" : "\n") + line;
  }
}

const std::vector<GtpCommand> kCommands = {
    {"list_patterns", "list_patterns", "every pattern: name, database, class", cmdListPatterns},
    {"pattern_matches", "pattern_matches <vertex>",
     "patterns matching around a vertex for the side to move", cmdPatternMatches},
};

}  // namespace

const std::vector<GtpCommand>& patternCommands() {
  return kCommands;
}

}  // namespace iface
