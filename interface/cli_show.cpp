// Command-line actions that show the judgement: --analyze OPTS / --analyzerfile FILE (2.x's
// SGF analysis of one position), --analyze-game (every move of a game annotated, with its
// progress on stderr and --score-plot FILE), and --svg FILE (a picture).
#include <fstream>
#include <iterator>
#include <sstream>

#include "interface/cli.h"
#include "interface/score.h"
#include "interface/sgf_analysis.h"
#include "interface/sgf_game.h"
#include "interface/svg_board.h"

namespace iface {
namespace {

using core::Color;
using core::Point;

bool readText(const std::string& path, std::string& text) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  text.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  return true;
}

bool writeText(const std::string& path, const std::string& text, RunEnvironment& env) {
  std::ofstream out(path, std::ios::binary);
  if (out) out << text;
  if (!out) env.err << "moyogo: cannot write " << path << '\n';
  return static_cast<bool>(out);
}

/// The SGF text and tree of -l, and the output file; false (message given, code set) on error.
struct AnalysisInput {
  std::string text;
  std::unique_ptr<SgfNode> tree;
  std::string outPath;
};

bool prepare(const CliOptions& o, const char* action, RunEnvironment& env, AnalysisInput& in,
             int& code) {
  code = 2;
  if (o.infile.empty()) {
    env.err << "moyogo: " << action << " needs -l FILE\n";
    return false;
  }
  in.outPath = o.analyzerFile.empty() ? o.outfile : o.analyzerFile;
  if (in.outPath.empty()) {
    env.err << "moyogo: " << action << " needs -o FILE or --analyzerfile FILE\n";
    return false;
  }
  code = 1;
  if (!readText(o.infile, in.text)) {
    env.err << "moyogo: cannot open or parse '" << o.infile << "'\n";
    return false;
  }
  try {
    in.tree = parseSgf(in.text);
  } catch (const SgfError& e) {
    env.err << "moyogo: " << o.infile << ":" << e.what() << '\n';
    return false;
  }
  return true;
}

/// Loads the first `until` of the file ("" all, "N" the moves before move N, a vertex).
SgfLoadResult load(engine::Engine& engine, const CliOptions& o, const AnalysisInput& in,
                   const std::string& until) {
  const SgfLoadResult r = loadSgfTextIntoGame(engine, in.text, until, o.infile);
  if (o.komi) engine.game().setKomi(*o.komi);
  return r;
}

bool hasMove(const SgfNode& n) {
  return n.find("B") != nullptr || n.find("W") != nullptr;
}

/// nodes[k]: the node of the copied main line where the position after k moves is shown.
std::vector<SgfNode*> positionNodes(SgfNode& root, int moves) {
  std::vector<SgfNode*> nodes(static_cast<size_t>(moves) + 1, nullptr);
  int seen = 0;
  for (SgfNode* n = &root; n != nullptr; n = n->children.empty() ? nullptr : n->children[0].get()) {
    if (hasMove(*n)) ++seen;
    if (seen <= moves) nodes[static_cast<size_t>(seen)] = n;
  }
  return nodes;
}

std::string leadText(double blackLead) {
  return scoreText(-blackLead);  // scoreText takes White minus Black
}

/// The engine's preferred move as a variation beside the game's next move.
void addPreferredVariation(engine::Engine& engine, const MoveChoice& choice, SgfNode& node) {
  const core::Geometry& g = engine.game().board().geometry();
  const Color c = engine.game().toMove();
  auto variation = std::make_unique<SgfNode>();
  addProperty(*variation, c == Color::Black ? "B" : "W", {sgfPointValue(choice.chosen.move)});
  appendComment(*variation, "moyogo prefers " + g.vertexName(choice.chosen.move) + " (value " +
                                std::to_string(choice.chosen.value) + ", " + choice.chosen.module +
                                ")");
  node.children.push_back(std::move(variation));
}

/// The game's move k+1 (the first move node after nodes[k]), or kNoPoint.
Point gameMoveAfter(const SgfNode& node, int size) {
  for (const SgfNode* n = &node; !n->children.empty();) {
    n = n->children[0].get();
    for (const char* id : {"B", "W"}) {
      const std::string* v = n->value(id);
      if (v == nullptr) continue;
      if (v->size() != 2 || (*v)[0] - 'a' >= size || (*v)[1] - 'a' >= size) return core::kPass;
      return core::toPoint((*v)[0] - 'a', (*v)[1] - 'a');
    }
  }
  return core::kNoPoint;
}

/// Progress of --analyze-game on stderr before position `done` of `total`. On a terminal a
/// bar redrawn in place; elsewhere (a pipe, a log file) a plain line every kEvery moves and
/// at the last one, so a log holds a few readable lines instead of one line of bars.
void progress(RunEnvironment& env, bool terminal, int done, int total) {
  if (!terminal) {
    constexpr int kEvery = 25;
    if (done > 0 && (done % kEvery == 0 || done == total))
      env.err << "analyze-game: move " << done << " of " << total << '\n';
    return;
  }
  constexpr int kWidth = 40;
  const int filled = total > 0 ? done * kWidth / total : kWidth;
  env.err << "\ranalyzing [" << std::string(static_cast<size_t>(filled), '#')
          << std::string(static_cast<size_t>(kWidth - filled), '.') << "] " << done << "/" << total
          << " moves" << std::flush;
}

}  // namespace

int analyzeAction(engine::Engine& engine, const CliOptions& o, RunEnvironment& env) {
  AnalysisInput in;
  int code = 0;
  if (!prepare(o, "--analyze", env, in, code)) return code;
  const SgfLoadResult r = load(engine, o, in, o.until);
  SgfNode* last = nullptr;
  std::unique_ptr<SgfNode> copy = copyMainLine(*in.tree, r.movesPlayed, &last);
  annotatePosition(engine, o.analyze != 0 ? o.analyze : kAnalyzeAll, *last);
  return writeText(in.outPath, writeSgfTree(*copy), env) ? 0 : 1;
}

int analyzeGameAction(engine::Engine& engine, const CliOptions& o, RunEnvironment& env) {
  AnalysisInput in;
  int code = 0;
  if (!prepare(o, "--analyze-game", env, in, code)) return code;
  const int total = load(engine, o, in, o.until).movesPlayed;
  SgfNode* last = nullptr;
  std::unique_ptr<SgfNode> copy = copyMainLine(*in.tree, total, &last);
  const std::vector<SgfNode*> nodes = positionNodes(*copy, total);
  std::vector<double> blackLead;
  const bool bar = env.stderrIsTerminal;
  for (int k = 0; k <= total; ++k) {
    if (!o.quiet) progress(env, bar, k, total);
    load(engine, o, in, std::to_string(k + 1));
    SgfNode& node = *nodes[static_cast<size_t>(k)];
    const double lead = -estimateScore(engine).whiteMinusBlack();  // Black's lead
    blackLead.push_back(lead);
    const Point next = gameMoveAfter(node, engine.game().size());
    MoveChoice choice;
    const bool choose =
        next != core::kNoPoint || (o.analyze & (kAnalyzeConsidered | kAnalyzeRecommended));
    if (choose) choice = chooseMove(engine, engine.game().toMove());
    std::string comment =
        "moyogo: score estimate " + leadText(lead) + " after move " + std::to_string(k);
    if (next != core::kNoPoint && choice.chosen.move == next) comment += "; moyogo agrees";
    appendComment(node, comment);
    if (o.analyze != 0) annotatePosition(engine, o.analyze, node, choose ? &choice : nullptr);
    if (next != core::kNoPoint && choice.chosen.move != next)
      addPreferredVariation(engine, choice, node);
  }
  if (!o.quiet && bar) env.err << '\n';
  if (!writeText(in.outPath, writeSgfTree(*copy), env)) return 1;
  if (!o.scorePlot.empty()) {
    const std::string title = "moyogo score estimate, " + o.infile.substr(o.infile.rfind('/') + 1);
    if (!writeText(o.scorePlot, scorePlotSvg(blackLead, title), env)) return 1;
  }
  return 0;
}

int svgAction(engine::Engine& engine, const CliOptions& o, RunEnvironment& env) {
  const auto kind = parseSvgOverlay(o.svgKind);
  if (!kind) {
    env.err << "moyogo: --svg-kind " << o.svgKind << ": expected " << svgOverlayNames() << '\n';
    return 2;
  }
  return writeText(o.svgFile, boardSvg(engine, *kind), env) ? 0 : 1;
}

}  // namespace iface
