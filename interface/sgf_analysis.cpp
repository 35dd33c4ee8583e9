#include "interface/sgf_analysis.h"

#include <algorithm>
#include <cstdio>
#include <map>

#include "interface/dragon_print.h"
#include "interface/judgement.h"
#include "interface/score.h"
#include "interface/worm_report.h"

namespace iface {
namespace {

using core::Color;
using core::Point;

struct OptionName {
  const char* name;
  unsigned bits;
  const char* help;
};

// GNU Go 2.6's --analyze names.
constexpr OptionName kOptions[] = {
    {"areacolor", kAnalyzeAreaColor, "TB/TW from the area map (4/0)"},
    {"all", kAnalyzeAll, "every option below except overwrite"},
    {"capture", kAnalyzeCapture, "LB \"a\" on the attack point of every capturable worm"},
    {"considered", kAnalyzeConsidered,
     "LB on the chooser's ranked moves: the value (search: visits; learned: rank)"},
    {"defense", kAnalyzeDefense, "LB \"d\" on the defense point of every attacked worm"},
    {"dragoninfo", kAnalyzeDragonInfo, "comment: one line per dragon"},
    {"dragonstatus", kAnalyzeDragonStatus,
     "stones marked CR alive, TR critical, SQ unknown, MA dead"},
    {"eyeinfo", kAnalyzeEyeInfo, "comment: one line per eye space"},
    {"eyes", kAnalyzeEyes, "LB x/o on eye-space points, ! on marginal ones"},
    {"gameinfo", kAnalyzeGameInfo, "comment: move, side to move, komi, captures, score estimate"},
    {"moyocolor", kAnalyzeMoyoColor, "TB/TW from the moyo map (5/10)"},
    {"recommended", kAnalyzeRecommended,
     "module letters (F S P A D E p L B ...) on their best moves"},
    {"terri", kAnalyzeTerritory, "same as territory"},
    {"territory", kAnalyzeTerritory, "TB/TW from the territory map (5/21)"},
    {"worminfo", kAnalyzeWormInfo, "comment: one line per worm"},
    {"wormliberties", kAnalyzeWormLiberties, "LB with the liberty count on every worm's origin"},
    {"overwrite", kAnalyzeOverwrite, "replace the node's own markup and comment"},
};

/// Labels collected per point, written as one LB at the end.
using Labels = std::map<Point, std::string>;

void label(Labels& labels, Point p, const std::string& text) {
  std::string& l = labels[p];
  l += (l.empty() ? "" : "/") + text;
}

const char* colorWord(Color c) {
  return c == Color::Black ? "black" : "white";
}

void addMap(SgfNode& node, const Judgement& j, const board::Board& b, moyo::GridKind kind) {
  std::vector<std::string> black, white;
  for (Point p : b.geometry()) {
    if (core::isStone(b.at(p)) && !j.moyo.isDeadStone(p)) continue;
    const Color owner = gridOwner(j.moyo, kind, p);
    if (owner == Color::Black) black.push_back(sgfPointValue(p));
    if (owner == Color::White) white.push_back(sgfPointValue(p));
  }
  if (!black.empty()) addProperty(node, "TB", black);
  if (!white.empty()) addProperty(node, "TW", white);
}

// The first map asked goes on the node, each further one on a child node of its own.
void addMaps(SgfNode& node, const Judgement& j, const board::Board& b, unsigned flags) {
  struct MapOption {
    unsigned bit;
    moyo::GridKind kind;
    const char* title;
  };
  const MapOption maps[] = {
      {kAnalyzeTerritory, moyo::GridKind::Territory, "territory (5/21)"},
      {kAnalyzeMoyoColor, moyo::GridKind::Moyo, "moyo (5/10)"},
      {kAnalyzeAreaColor, moyo::GridKind::Area, "area (4/0)"},
  };
  bool first = true;
  for (const MapOption& m : maps) {
    if (!(flags & m.bit)) continue;
    SgfNode* target = &node;
    if (!first) {
      node.children.push_back(std::make_unique<SgfNode>());
      target = node.children.back().get();
      appendComment(*target, std::string("moyogo: ") + m.title + " of the position above");
    }
    addMap(*target, j, b, m.kind);
    first = false;
  }
}

void addDragonStatus(SgfNode& node, const Judgement& j, const board::Board& b) {
  std::map<std::string, std::vector<std::string>> marks;
  for (Point p : b.geometry()) {
    if (!core::isStone(b.at(p))) continue;
    switch (j.dragons.dragonAt(p).safety) {
      case dragon::Status::Alive:
        marks["CR"].push_back(sgfPointValue(p));
        break;
      case dragon::Status::Critical:
        marks["TR"].push_back(sgfPointValue(p));
        break;
      case dragon::Status::Dead:
        marks["MA"].push_back(sgfPointValue(p));
        break;
      default:
        marks["SQ"].push_back(sgfPointValue(p));
        break;
    }
  }
  for (const auto& [id, values] : marks) addProperty(node, id, values);
}

std::string readCodeText(int code) {
  return code == worm::kWin ? "" : (code == worm::kKoA ? " (ko A)" : " (ko B)");
}

// capture / defense / wormliberties / worminfo from the worm module's analysis.
std::string addWormMarkup(engine::Engine& engine, unsigned flags, Labels& labels) {
  WormSession session(engine);
  const worm::WormAnalysis& worms = session.worms();
  const core::Geometry& g = engine.game().board().geometry();
  std::string info;
  for (const worm::Worm& w : worms.all()) {
    if (!core::isStone(w.color)) continue;
    const bool attacked = w.attackCode != worm::kLose && w.attackPoint != core::kNoPoint;
    if ((flags & kAnalyzeCapture) && attacked) label(labels, w.attackPoint, "a");
    const bool defended =
        attacked && w.defenseCode != worm::kLose && w.defensePoint != core::kNoPoint;
    if ((flags & kAnalyzeDefense) && defended) label(labels, w.defensePoint, "d");
    if (flags & kAnalyzeWormLiberties) label(labels, w.origin, std::to_string(w.liberties));
    if ((flags & (kAnalyzeCapture | kAnalyzeDefense)) && attacked) {
      info +=
          g.vertexName(w.origin) + " (" + colorWord(w.color) + ", " + std::to_string(w.size) +
          " stones) can be captured at " + g.vertexName(w.attackPoint) +
          readCodeText(w.attackCode) +
          (defended ? ", defended at " + g.vertexName(w.defensePoint) + readCodeText(w.defenseCode)
                    : ", no defense") +
          "\n";
    }
    if (flags & kAnalyzeWormInfo) {
      char line[200];
      std::snprintf(line, sizeof line,
                    "worm %s %s size %d liberties %d/%d/%d/%d genus %d cutstone %d value %d",
                    g.vertexName(w.origin).c_str(), colorWord(w.color), w.size, w.liberties,
                    w.liberties2, w.liberties3, w.liberties4, w.genus, w.cutstone, w.value);
      info += line;
      if (w.lunch != core::kNoPoint) info += " lunch " + g.vertexName(w.lunch);
      info += '\n';
    }
  }
  return info;
}

std::string addEyeMarkup(const Judgement& j, const board::Board& b, unsigned flags,
                         Labels& labels) {
  std::string info;
  const core::Geometry& g = b.geometry();
  for (Color c : {Color::Black, Color::White}) {
    for (const dragon::EyeSpace& e : j.dragons.eyeSpaces(c)) {
      if (flags & kAnalyzeEyes)
        for (Point p : e.points)
          label(labels, p, j.dragons.marginal(c, p) ? "!" : (c == Color::Black ? "x" : "o"));
      if (!(flags & kAnalyzeEyeInfo)) continue;
      char line[160];
      std::snprintf(line, sizeof line, "eye space %s %s size %d marginal %d eyes %d/%d",
                    g.vertexName(e.origin).c_str(), colorWord(c), e.esize, e.msize, e.maxEye,
                    e.minEye);
      info += line;
      if (e.vital != core::kNoPoint) info += " vital " + g.vertexName(e.vital);
      if (e.dragon != core::kNoPoint) info += " dragon " + g.vertexName(e.dragon);
      info += '\n';
    }
  }
  return info;
}

std::string gameInfoText(engine::Engine& engine) {
  const board::Game& game = engine.game();
  const board::Board& b = game.board();
  const double margin = estimateScore(engine).whiteMinusBlack();
  char line[200];
  std::snprintf(line, sizeof line,
                "move %d, %s to play, komi %.1f, captured by black %d, by white %d\n"
                "score estimate: %s",
                game.moveCount(), colorWord(game.toMove()), game.komi(), b.captured(Color::White),
                b.captured(Color::Black), scoreText(margin).c_str());
  return line;
}

std::string moveText(const core::Geometry& g, const ConsideredMove& m) {
  return g.vertexName(m.move) + " (value " + std::to_string(m.value) + ", " + m.letter + " " +
         m.module + ")";
}

// considered values and recommended letters; returns the comment lines.
std::string addMoveMarkup(const core::Geometry& g, const MoveChoice& choice, unsigned flags,
                          Labels& labels) {
  std::string info;
  if (flags & kAnalyzeConsidered)
    for (const ConsideredMove& m : choice.ranking) label(labels, m.move, m.label);
  if (flags & kAnalyzeRecommended) {
    std::string seen;
    for (const ConsideredMove& m : choice.considered) {
      if (m.move == core::kPass || seen.find(m.letter) != std::string::npos) continue;
      seen += m.letter;
      label(labels, m.move, std::string(1, m.letter));
    }
    info += "recommended: " + moveText(g, choice.chosen) + "\n";
    if (!choice.figures.empty()) info += "chooser: " + choice.figures + "\n";
  }
  return info;
}

}  // namespace

std::optional<unsigned> parseAnalyzeOptions(const std::string& text, std::string& error) {
  unsigned flags = 0;
  size_t start = 0;
  while (start <= text.size()) {
    size_t end = text.find(',', start);
    if (end == std::string::npos) end = text.size();
    const std::string name = text.substr(start, end - start);
    if (!name.empty()) {
      const auto* found = std::find_if(std::begin(kOptions), std::end(kOptions),
                                       [&](const OptionName& o) { return name == o.name; });
      if (found == std::end(kOptions)) {
        error = "unknown --analyze option '" + name + "' (see --help analyze)";
        return std::nullopt;
      }
      flags |= found->bits;
    }
    start = end + 1;
  }
  if ((flags & kAnalyzeAll) == 0) {
    error = "--analyze needs at least one option (see --help analyze)";
    return std::nullopt;
  }
  return flags;
}

std::string analyzeHelpText() {
  std::string out =
      "--analyze OPTS (comma-separated; with -l FILE [-L N] and -o FILE or --analyzerfile "
      "FILE)\nwrites the position with SGF markup:\n";
  for (const OptionName& o : kOptions) {
    char line[160];
    std::snprintf(line, sizeof line, "  %-14s %s\n", o.name, o.help);
    out += line;
  }
  out +=
      "--analyze-game annotates every move of the game (-L: up to that move): the score\n"
      "estimate in each node's comment and moyogo's preferred move as a variation; with\n"
      "--analyze OPTS each node also gets that markup; --score-plot FILE writes the SVG plot.\n";
  return out;
}

MoveChoice chooseMove(engine::Engine& engine, Color color) {
  // The random generator is left as it was, so an analysis never changes the game's moves.
  const core::Random saved = engine.random();
  const Point move = engine.genmove(color);
  engine.random() = saved;
  const engine::GenmoveResult& r = engine.lastResult();
  auto view = [](Point p, int value, engine::Generator g) {
    return ConsideredMove{p, value, engine::generatorLetter(g), engine::generatorName(g), ""};
  };
  MoveChoice choice;
  choice.chosen = view(move, r.value, r.generator);
  for (const engine::RankedMove& m : r.ranking) {
    if (m.skip != engine::RankSkip::None || m.move == core::kPass) continue;
    ConsideredMove c = view(m.move, m.value, m.generator);
    c.label = engine::rankLabel(m, r.chooser, r.chooserRanked);
    choice.ranking.push_back(c);
  }
  for (const engine::MoveReason& m : r.considered)
    choice.considered.push_back(view(m.move, m.value, m.generator));
  if (!r.ranking.empty())
    choice.figures = std::string(engine::chooserName(r.chooser)) + ", " +
                     engine::rankFigures(r.ranking.front(), r.chooser, r.chooserRanked);
  return choice;
}

void annotatePosition(engine::Engine& engine, unsigned flags, SgfNode& node,
                      const MoveChoice* choice) {
  if (flags & kAnalyzeOverwrite)
    removeProperties(node, {"TB", "TW", "LB", "MA", "TR", "SQ", "CR", "C"});
  const Color toMove = engine.game().toMove();
  MoveChoice own;
  if ((flags & (kAnalyzeConsidered | kAnalyzeRecommended)) && choice == nullptr) {
    own = chooseMove(engine, toMove);
    choice = &own;
  }
  Labels labels;
  std::string comment;
  if (flags & kAnalyzeGameInfo) comment += gameInfoText(engine) + "\n";
  if (choice) comment += addMoveMarkup(engine.game().board().geometry(), *choice, flags, labels);
  if (flags & (kAnalyzeCapture | kAnalyzeDefense | kAnalyzeWormLiberties | kAnalyzeWormInfo))
    comment += addWormMarkup(engine, flags, labels);
  const Judgement j = judge(engine, toMove);
  const board::Board& b = engine.game().board();
  addMaps(node, j, b, flags);
  if (flags & kAnalyzeDragonStatus) addDragonStatus(node, j, b);
  if (flags & kAnalyzeDragonInfo) comment += dragonListText(b, j.dragons);
  if (flags & (kAnalyzeEyes | kAnalyzeEyeInfo)) comment += addEyeMarkup(j, b, flags, labels);
  std::vector<std::string> lb;
  for (const auto& [p, text] : labels) lb.push_back(sgfPointValue(p) + ":" + text);
  if (!lb.empty()) addProperty(node, "LB", lb);
  while (!comment.empty() && comment.back() == '\n') comment.pop_back();
  if (!comment.empty()) appendComment(node, "moyogo analysis:\n" + comment);
}

std::unique_ptr<SgfNode> copyMainLine(const SgfNode& root, int moves, SgfNode** last) {
  auto copy = std::make_unique<SgfNode>();
  SgfNode* to = copy.get();
  const SgfNode* from = &root;
  int seen = 0;
  for (;;) {
    to->properties = from->properties;
    if (from->find("B") || from->find("W")) ++seen;
    if (from->children.empty()) break;
    const SgfNode* next = from->children[0].get();
    if (seen >= moves && (next->find("B") || next->find("W"))) break;
    to->children.push_back(std::make_unique<SgfNode>());
    to = to->children.back().get();
    from = next;
  }
  *last = to;
  return copy;
}

std::string sgfPointValue(Point p) {
  if (p == core::kPass) return "";
  return {static_cast<char>('a' + core::pointX(p)), static_cast<char>('a' + core::pointY(p))};
}

void addProperty(SgfNode& node, const std::string& id, const std::vector<std::string>& values) {
  for (SgfProperty& prop : node.properties) {
    if (prop.id != id) continue;
    for (const std::string& v : values)
      if (std::find(prop.values.begin(), prop.values.end(), v) == prop.values.end())
        prop.values.push_back(v);
    return;
  }
  SgfProperty prop;
  prop.id = id;
  prop.values = values;
  node.properties.push_back(std::move(prop));
}

void removeProperties(SgfNode& node, const std::vector<std::string>& ids) {
  auto& props = node.properties;
  props.erase(std::remove_if(props.begin(), props.end(),
                             [&](const SgfProperty& p) {
                               return std::find(ids.begin(), ids.end(), p.id) != ids.end();
                             }),
              props.end());
}

void appendComment(SgfNode& node, const std::string& text) {
  for (SgfProperty& prop : node.properties) {
    if (prop.id != "C" || prop.values.empty()) continue;
    prop.values[0] += "\n\n" + text;
    return;
  }
  addProperty(node, "C", {text});
}

}  // namespace iface
