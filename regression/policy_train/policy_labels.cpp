#include "regression/policy_train/policy_labels.h"

#include <algorithm>
#include <filesystem>
#include <map>
#include <optional>
#include <sstream>
#include <stdexcept>

#include "engine/genmove/engine.h"
#include "engine/genmove/policy_net.h"
#include "interface/sgf_game.h"

namespace policy_train {

using core::Color;
using core::Point;

namespace {

LabelLine parseLabel(const std::string& text, const std::string& name, int lineNumber) {
  auto fail = [&](const std::string& what) {
    return std::runtime_error(name + ":" + std::to_string(lineNumber) + ": " + what);
  };
  std::istringstream in(text);
  std::string moves, color, vertex, source, extra;
  LabelLine label;
  label.line = lineNumber;
  if (!(in >> label.game >> moves >> color >> vertex >> source) || (in >> extra))
    throw fail("expected GAME MOVES COLOR VERTEX SOURCE");
  size_t used = 0;
  long n = -1;
  try {
    n = std::stol(moves, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used != moves.size() || n < 0 || n > 100000) throw fail("bad MOVES '" + moves + "'");
  label.moves = static_cast<int>(n);
  if (color == "b" || color == "B")
    label.color = Color::Black;
  else if (color == "w" || color == "W")
    label.color = Color::White;
  else
    throw fail("bad COLOR '" + color + "' (b or w)");
  const std::optional<Point> p =
      core::Geometry::forSize(engine::kPolicyNetSize).parseVertex(vertex);
  if (!p) throw fail("bad VERTEX '" + vertex + "'");
  label.move = *p;
  if (source == "played")
    label.source = Source::Played;
  else if (source == "genmove")
    label.source = Source::Genmove;
  else
    throw fail("bad SOURCE '" + source + "' (played or genmove)");
  return label;
}

}  // namespace

std::vector<LabelLine> readLabels(std::istream& in, const std::string& name, size_t limit) {
  std::vector<LabelLine> out;
  std::string text;
  int lineNumber = 0;
  while ((limit == 0 || out.size() < limit) && std::getline(in, text)) {
    ++lineNumber;
    const size_t first = text.find_first_not_of(" \t\r");
    if (first == std::string::npos || text[first] == '#') continue;
    out.push_back(parseLabel(text, name, lineNumber));
  }
  if (in.bad()) throw std::runtime_error(name + ": read error");
  return out;
}

namespace {

int planeIndex(Point p) {
  return core::pointY(p) * engine::kPolicyNetSize + core::pointX(p);
}

// The position of a label in the game as it stands (the label move legal there).
Position positionOf(const board::Game& game, const LabelLine& label) {
  const board::Board& b = game.board();
  std::vector<uint8_t> legal(static_cast<size_t>(b.geometry().numPoints()), 0);
  for (Point p : b.geometry())
    legal[static_cast<size_t>(planeIndex(p))] = b.isLegal(p, label.color) ? 1 : 0;
  Position pos =
      encodePosition(engine::policyPlanes(game, label.color), legal, planeIndex(label.move),
                     engine::kPolicyNetSize, engine::kPolicyPlanes);
  pos.source = label.source;
  return pos;
}

// The labels of one game (indices into `labels`, most moves first): walks the loaded game
// back with undo; where a setup step (AB/AW in mid-game) stops the undo, the game is loaded
// again up to the label's position.
void replayGame(engine::Engine& eng, const std::string& path, const std::vector<LabelLine>& labels,
                const std::vector<size_t>& mine, int gameIndex,
                std::vector<std::optional<Position>>& out, LoadCounts& counts) {
  board::Game& game = eng.game();
  const int total = game.moveCount();
  int at = total;
  for (size_t i : mine) {
    const LabelLine& label = labels[i];
    if (label.moves > total) {
      ++counts.beyondEnd;
      continue;
    }
    if (label.move == core::kPass) {
      ++counts.pass;
      continue;
    }
    while (at > label.moves && game.undo()) --at;
    if (at != label.moves) {
      iface::loadSgfIntoGame(eng, path, std::to_string(label.moves + 1));
      at = game.moveCount();
      if (at != label.moves) {
        ++counts.beyondEnd;
        continue;
      }
    }
    if (!game.board().isLegal(label.move, label.color)) {
      ++counts.illegal;
      continue;
    }
    out[i] = positionOf(game, label);
    out[i]->game = gameIndex;
  }
}

}  // namespace

Dataset loadPositions(const std::string& gamesDir, const std::vector<LabelLine>& labels,
                      LoadCounts& counts, std::ostream& log) {
  Dataset data;
  data.size = engine::kPolicyNetSize;
  data.planes = engine::kPolicyPlanes;
  counts.labels = labels.size();
  std::map<std::string, int> gameIndex;
  std::vector<std::vector<size_t>> byGame;
  for (size_t i = 0; i < labels.size(); ++i) {
    const auto [it, fresh] = gameIndex.emplace(labels[i].game, static_cast<int>(data.games.size()));
    if (fresh) {
      data.games.push_back(labels[i].game);
      byGame.emplace_back();
    }
    byGame[static_cast<size_t>(it->second)].push_back(i);
  }
  std::vector<std::optional<Position>> found(labels.size());
  engine::Engine eng;
  for (size_t g = 0; g < data.games.size(); ++g) {
    std::vector<size_t>& mine = byGame[g];
    std::stable_sort(mine.begin(), mine.end(),
                     [&labels](size_t a, size_t b) { return labels[a].moves > labels[b].moves; });
    const std::string path = (std::filesystem::path(gamesDir) / data.games[g]).string();
    try {
      const iface::SgfLoadResult loaded = iface::loadSgfIntoGame(eng, path);
      if (loaded.boardSize != engine::kPolicyNetSize) {
        counts.notNineteen += mine.size();
        continue;
      }
      replayGame(eng, path, labels, mine, static_cast<int>(g), found, counts);
    } catch (const iface::SgfLoadError& e) {
      log << "skipped " << mine.size() << " labels of " << data.games[g] << ": " << e.what()
          << "\n";
      counts.notLoaded += mine.size();
      ++counts.gamesFailed;
    }
  }
  for (auto& p : found)
    if (p) data.positions.push_back(std::move(*p));
  counts.positions = data.positions.size();
  return data;
}

}  // namespace policy_train
