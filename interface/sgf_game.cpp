#include "interface/sgf_game.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>

#include "engine/core/point_map.h"

namespace iface {

using core::Color;
using core::Point;

namespace {

std::string trim(const std::string& s) {
  const size_t a = s.find_first_not_of(" \t\r\n");
  if (a == std::string::npos) return "";
  return s.substr(a, s.find_last_not_of(" \t\r\n") - a + 1);
}

// sscanf("%d")-like: a leading integer, the rest ignored.
std::optional<int> leadingInt(const std::string& text) {
  const std::string t = trim(text);
  char* end = nullptr;
  const long v = std::strtol(t.c_str(), &end, 10);
  if (end == t.c_str() || v < -1000000 || v > 1000000) return std::nullopt;
  return static_cast<int>(v);
}

// "" is a pass, and "tt" on boards up to 19x19. Empty optional when malformed/off board.
std::optional<Point> sgfPoint(const std::string& v, int size) {
  if (v.empty() || (v == "tt" && size <= 19)) return core::kPass;
  if (v.size() != 2) return std::nullopt;
  const int x = v[0] - 'a', y = v[1] - 'a';
  if (x < 0 || x >= size || y < 0 || y >= size) return std::nullopt;
  return core::toPoint(x, y);
}

// AB/AW/AE values: a point or an FF[4] rectangle "aa:cc". Passes and bad values add nothing.
void expandPoints(const std::string& v, int size, std::vector<Point>& out) {
  const size_t colon = v.find(':');
  if (colon == std::string::npos) {
    const auto p = sgfPoint(v, size);
    if (p && *p != core::kPass) out.push_back(*p);
    return;
  }
  const auto a = sgfPoint(v.substr(0, colon), size), b = sgfPoint(v.substr(colon + 1), size);
  if (!a || !b || *a == core::kPass || *b == core::kPass) return;
  const int x0 = std::min(core::pointX(*a), core::pointX(*b));
  const int x1 = std::max(core::pointX(*a), core::pointX(*b));
  const int y0 = std::min(core::pointY(*a), core::pointY(*b));
  const int y1 = std::max(core::pointY(*a), core::pointY(*b));
  for (int y = y0; y <= y1; ++y)
    for (int x = x0; x <= x1; ++x) out.push_back(core::toPoint(x, y));
}

// A property value as a message shows it: control characters as '?', at most 12 characters.
std::string printable(const std::string& value) {
  std::string out;
  for (char ch : value.substr(0, 12))
    out += std::isprint(static_cast<unsigned char>(ch)) ? ch : '?';
  return value.size() > 12 ? out + "..." : out;
}

// GNU Go's until argument: a number starting with 1-9, else a vertex (anything unreadable
// reads as "pass", so loading stops at the first pass, as in GNU Go 3.8).
struct Until {
  int moveNumber = 0;  // 0: none
  std::optional<Point> vertex;
};

Until parseUntil(std::string_view text, int size) {
  Until u;
  if (text.empty()) return u;
  if (text[0] >= '1' && text[0] <= '9') {
    u.moveNumber = leadingInt(std::string(text)).value_or(0);
    return u;
  }
  u.vertex = core::kPass;
  const char letter = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
  const auto row = leadingInt(std::string(text.substr(1)));
  if (letter >= 'A' && letter <= 'Z' && letter != 'I' && row) {
    const int x = letter - 'A' - (letter > 'I' ? 1 : 0);
    if (x < size && *row >= 1 && *row <= size) u.vertex = core::toPoint(x, size - *row);
  }
  return u;
}

// Replays the main line into a fresh Game (GNU Go 3.8's gameinfo_play_sgftree).
class Loader {
 public:
  Loader(const SgfNode& root, const std::string& source) : m_root(root), m_source(source) {}

  SgfLoadResult load(std::string_view until, board::Game& game) {
    readRoot();
    game.clear(m_result.boardSize);  // not a new Game: the board's position ids continue
    game.setKomi(m_result.komi);
    game.setPositionalSuperko(false);
    m_game = &game;
    const Until stop = parseUntil(until, m_result.boardSize);
    m_next = m_result.handicap > 1 ? Color::White : Color::Black;
    bool done = false;
    for (const SgfNode* node = &m_root; node != nullptr && !done;
         node = node->children.empty() ? nullptr : node->children[0].get()) {
      for (const SgfProperty& prop : node->properties) {
        // GNU Go 3.8 ignores AE (files use it to remove dead stones after the game).
        if (prop.id == "AB" || prop.id == "AW") {
          addSetup(prop);
        } else if (prop.id == "PL") {
          flushSetup();
          const char c = prop.values[0].empty() ? 'B' : prop.values[0][0];
          m_next = c == 'w' || c == 'W' || c == '2' ? Color::White : Color::Black;
          maybeFixedHandicap();
        } else if (prop.id == "B" || prop.id == "W") {
          flushSetup();
          if (!move(prop, stop)) {
            done = true;
            break;
          }
        }
      }
      flushSetup();
    }
    game.setHandicapCount(m_result.handicap);
    game.setToMove(m_next);
    m_result.toMove = m_next;
    return m_result;
  }

 private:
  [[noreturn]] void fail(const SgfProperty& prop, const std::string& message) const {
    throw SgfLoadError(SgfLoadError::Kind::Content, m_source + ":" + std::to_string(prop.line) +
                                                        ":" + std::to_string(prop.column) +
                                                        ": " + message);
  }

  void readRoot() {
    if (const SgfProperty* sz = m_root.find("SZ")) {
      const std::string v = trim(sz->values[0]);
      const size_t colon = v.find(':');
      const auto a = leadingInt(v.substr(0, colon));
      const auto b = colon == std::string::npos ? a : leadingInt(v.substr(colon + 1));
      if (!a || !b || *a != *b) fail(*sz, "SZ[" + v + "]: only square boards are supported");
      if (*a < core::kMinSize || *a > core::kMaxSize)
        fail(*sz, "SZ[" + v + "]: board size must be 2 to 25");
      m_result.boardSize = *a;
    }
    if (const SgfProperty* ha = m_root.find("HA")) {
      m_result.handicap = leadingInt(ha->values[0]).value_or(0);
      const int n = m_result.boardSize;
      if (m_result.handicap < 0 || m_result.handicap > n * n - 1)
        fail(*ha, "HA[" + ha->values[0] + "]: unreasonable handicap");
    }
    m_result.komi = m_result.handicap == 0 ? 5.5 : 0.5;
    if (const std::string* km = m_root.value("KM")) {
      const std::string t = trim(*km);
      char* end = nullptr;
      const double k = std::strtod(t.c_str(), &end);
      if (end != t.c_str() && std::isfinite(k) && std::fabs(k) < 10000) m_result.komi = k;
    }
    auto text = [&](const char* id) {
      const std::string* v = m_root.value(id);
      return v != nullptr ? *v : std::string();
    };
    m_result.info = {text("PB"), text("PW"), text("RE"), text("DT"), text("C")};
  }

  void addSetup(const SgfProperty& prop) {
    std::vector<Point>& list = prop.id == "AB" ? m_black : prop.id == "AW" ? m_white : m_empty;
    for (const std::string& v : prop.values) expandPoints(v, m_result.boardSize, list);
  }

  // One setup step per node. Like GNU Go, a stone is not added on an occupied point.
  void flushSetup() {
    if (m_black.empty() && m_white.empty() && m_empty.empty()) return;
    const board::Board& b = m_game->board();
    core::PointMap<Color> after(Color::Empty);
    for (Point p : b.geometry()) after[p] = b.at(p);
    std::vector<Point> black, white, empty;
    for (Point p : m_empty)
      if (after[p] != Color::Empty) {
        after[p] = Color::Empty;
        empty.push_back(p);
      }
    for (Point p : m_black)
      if (after[p] == Color::Empty) {
        after[p] = Color::Black;
        black.push_back(p);
      }
    for (Point p : m_white)
      if (after[p] == Color::Empty) {
        after[p] = Color::White;
        white.push_back(p);
      }
    m_black.clear();
    m_white.clear();
    m_empty.clear();
    if (!black.empty() || !white.empty() || !empty.empty()) m_game->setup(black, white, empty);
  }

  // GNU Go: White to move on an empty board means the handicap stones are implied.
  void maybeFixedHandicap() {
    if (m_next != Color::White) return;
    const board::Board& b = m_game->board();
    for (Point p : b.geometry())
      if (isStone(b.at(p))) return;
    const std::vector<Point> stones =
        board::fixedHandicapPoints(m_result.boardSize, m_result.handicap);
    if (!stones.empty()) m_game->setup(stones, {});
  }

  // Plays one B/W property; false when loading stops here.
  bool move(const SgfProperty& prop, const Until& stop) {
    m_next = prop.id == "W" ? Color::White : Color::Black;
    maybeFixedHandicap();
    const std::string value = trim(prop.values[0]);
    const auto p = sgfPoint(value, m_result.boardSize);
    const bool atNumber = stop.moveNumber > 0 && m_result.movesPlayed == stop.moveNumber - 1;
    if ((p && stop.vertex && *p == *stop.vertex) || atNumber) {
      m_result.stoppedAtUntil = true;
      return false;
    }
    if (!p) {  // GNU Go: "move off board", stops with this player to move
      const std::string size = std::to_string(m_result.boardSize), shown = printable(value);
      noteIllegal(prop, shown, shown + " is not a point of the " + size + "x" + size + " board");
      return false;
    }
    const board::PlayError error = m_game->play(*p, m_next);
    if (error != board::PlayError::None) {
      const std::string vertex = m_game->board().geometry().vertexName(*p);
      noteIllegal(prop, vertex, vertex + illegalReason(error));
      return false;
    }
    ++m_result.movesPlayed;
    m_next = core::opponent(m_next);
    return true;
  }

  static std::string illegalReason(board::PlayError error) {
    switch (error) {
      case board::PlayError::Occupied:
        return " is occupied";
      case board::PlayError::Suicide:
        return " is suicide";
      case board::PlayError::Ko:
        return " retakes the ko";
      case board::PlayError::Superko:
        return " repeats an earlier position";
      default:
        return " cannot be played";
    }
  }

  // The warning of SgfLoadResult::illegalMove for the move at `prop`, written as `move`.
  void noteIllegal(const SgfProperty& prop, const std::string& move, const std::string& reason) {
    const int n = m_result.movesPlayed + 1;
    m_result.illegalMove = m_source + ":" + std::to_string(prop.line) + ":" +
                           std::to_string(prop.column) + ": warning: move " + std::to_string(n) +
                           " (" + prop.id + " " + move + ") is illegal: " + reason + "; " +
                           (n == 1 ? std::string("no move is loaded")
                                   : "the game is loaded up to move " + std::to_string(n - 1));
  }

  const SgfNode& m_root;
  const std::string& m_source;
  board::Game* m_game = nullptr;
  SgfLoadResult m_result;
  Color m_next = Color::Black;
  std::vector<Point> m_black, m_white, m_empty;
};

std::string sgfCoord(Point p) {
  if (p == core::kPass) return "";
  return {static_cast<char>('a' + core::pointX(p)), static_cast<char>('a' + core::pointY(p))};
}

std::string formatKomi(double komi) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%g", komi);
  if (std::strtod(buf, nullptr) != komi) std::snprintf(buf, sizeof buf, "%.17g", komi);
  return buf;
}

// AB/AW/AE turning position `from` into `to` (colors in geometry order).
std::string setupDiff(const core::Geometry& geo, const std::vector<Color>& from,
                      const std::vector<Color>& to) {
  std::string ab, aw, ae;
  size_t i = 0;
  for (Point p : geo) {
    if (from[i] != to[i]) {
      std::string& list = to[i] == Color::Black ? ab : to[i] == Color::White ? aw : ae;
      list += "[" + sgfCoord(p) + "]";
    }
    ++i;
  }
  return (ab.empty() ? "" : "AB" + ab) + (aw.empty() ? "" : "AW" + aw) +
         (ae.empty() ? "" : "AE" + ae);
}

std::vector<Color> colorsOf(const board::Board& b) {
  std::vector<Color> out;
  for (Point p : b.geometry()) out.push_back(b.at(p));
  return out;
}

}  // namespace

SgfLoadResult loadSgfTextIntoGame(engine::Engine& engine, std::string_view text,
                                  std::string_view until, const std::string& sourceName) {
  std::unique_ptr<SgfNode> root;
  try {
    root = parseSgf(text);
  } catch (const SgfError& e) {
    throw SgfLoadError(SgfLoadError::Kind::Parse, sourceName + ":" + e.what());
  }
  // A copy of the engine's game, cleared by the loader, not a new Game: a new board would
  // number its positions from the start again, and the worm analysis cached for an old
  // position with the same id would be taken as fresh (the stress test crashed in a
  // genmove after loadsgf that way).
  board::Game game = engine.game();
  const SgfLoadResult result = Loader(*root, sourceName).load(until, game);
  game.setPositionalSuperko(engine.game().positionalSuperko());
  engine.game() = std::move(game);
  return result;
}

SgfLoadResult loadSgfIntoGame(engine::Engine& engine, const std::string& path,
                              std::string_view until) {
  // GNU Go's words, then what was wrong. Only regular files of bounded size are read, so
  // `loadsgf /dev/zero` or a FIFO cannot hang or exhaust memory.
  auto openError = [&path](const std::string& detail) {
    return SgfLoadError(SgfLoadError::Kind::Open,
                        "cannot open or parse '" + path + "'" + (detail.empty() ? "" : ": " + detail));
  };
  std::error_code ec;
  const auto status = std::filesystem::status(path, ec);
  if (ec || !std::filesystem::exists(status)) throw openError("no such file");
  if (!std::filesystem::is_regular_file(status)) throw openError("not a regular file");
  const auto size = std::filesystem::file_size(path, ec);
  if (ec) throw openError("cannot read its size");
  if (size > kMaxSgfFileBytes)
    throw openError("larger than " + std::to_string(kMaxSgfFileBytes >> 20) + " MB");
  std::ifstream in(path, std::ios::binary);
  std::string text(static_cast<size_t>(size), '\0');
  if (!in) throw openError("permission denied or unreadable");
  in.read(text.data(), static_cast<std::streamsize>(text.size()));
  text.resize(static_cast<size_t>(in.gcount()));
  if (in.bad()) throw openError("read error");
  return loadSgfTextIntoGame(engine, text, until, path);
}

std::string todayIsoDate() {
  const std::time_t now = std::time(nullptr);
  std::tm local{};
  localtime_r(&now, &local);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%d", &local);
  return buf;
}

MoveAnnotation annotationOf(const engine::GenmoveResult& r) {
  MoveAnnotation a;
  a.move = r.move;
  a.value = r.value;
  for (const engine::RankedMove& m : r.ranking) {
    if (m.skip != engine::RankSkip::None || m.move == core::kPass) continue;
    a.labels.emplace_back(m.move, engine::rankLabel(m, r.chooser, r.chooserRanked));
  }
  return a;
}

std::string writeSgf(const board::Game& game, const SgfGameInfo& info,
                     const MoveAnnotations* annotations) {
  const board::Board& current = game.board();
  const auto& record = game.record();
  const core::Geometry& geo = current.geometry();
  std::string out = "(;GM[1]FF[4]CA[UTF-8]AP[moyogo:" MOYOGO_VERSION "]\nSZ[" +
                    std::to_string(game.size()) + "]KM[" + formatKomi(game.komi()) + "]HA[" +
                    std::to_string(game.handicap()) + "]RU[Japanese]";
  auto text = [&](const char* id, const std::string& v) {
    if (!v.empty()) out += std::string(id) + "[" + sgfEscape(v) + "]";
  };
  text("PB", info.playerBlack);
  text("PW", info.playerWhite);
  text("RE", info.result);
  text("DT", info.date.empty() ? todayIsoDate() : info.date);
  text("C", info.comment);
  // Positions before and after every record entry (each entry is one board frame).
  const size_t n = record.size();
  std::vector<std::vector<Color>> snaps(n + 1);
  if (static_cast<size_t>(current.depth()) == n) {
    board::Board b = current;
    snaps[n] = colorsOf(b);
    for (size_t i = n; i-- > 0;) {
      b.popMove();
      snaps[i] = colorsOf(b);
    }
  } else {  // reading frames left open: only the position can be written
    snaps.assign(1, colorsOf(current));
    const std::vector<Color> empty(snaps[0].size(), Color::Empty);
    out += "\n" + setupDiff(geo, empty, snaps[0]) + "PL[" +
           (game.toMove() == Color::White ? "W" : "B") + "])\n";
    return out;
  }
  bool inRoot = true;
  Color inferred = game.handicap() > 1 ? Color::White : Color::Black;
  for (size_t i = 0; i < n; ++i) {
    if (record[i].isSetup) {
      out += (inRoot ? "\n" : "\n;") + setupDiff(geo, snaps[i], snaps[i + 1]);
      continue;
    }
    inRoot = false;
    out += std::string("\n;") + (record[i].color == Color::Black ? "B[" : "W[") +
           sgfCoord(record[i].point) + "]";
    const auto note = annotations ? annotations->find(i) : MoveAnnotations::const_iterator();
    if (annotations && note != annotations->end() && note->second.move == record[i].point) {
      if (!note->second.labels.empty()) out += "LB";
      for (const auto& [p, v] : note->second.labels)
        out += "[" + sgfCoord(p) + ":" + sgfEscape(v) + "]";
      out += "C[Value of move: " + std::to_string(note->second.value) + "]";
    }
    inferred = core::opponent(record[i].color);
  }
  if (game.toMove() != inferred) out += game.toMove() == Color::White ? "PL[W]" : "PL[B]";
  return out + ")\n";
}

namespace {

// GNU Go's SGF output wraps lists so that no line passes 64 columns.
class WrappedText {
 public:
  explicit WrappedText(std::string start) : m_out(std::move(start)) {
    const size_t nl = m_out.rfind('\n');
    m_column = m_out.size() - (nl == std::string::npos ? 0 : nl + 1);
  }
  void token(const std::string& t) {
    if (m_column > 0 && m_column + t.size() > 64) newline();
    m_out += t;
    m_column += t.size();
  }
  void newline() {
    m_out += '\n';
    m_column = 0;
  }
  std::string& text() { return m_out; }

 private:
  std::string m_out;
  size_t m_column = 0;
};

// "ID[p1]" then "[p2]"...; nothing for an empty list.
void pointList(WrappedText& w, const char* id, const std::vector<Point>& points) {
  for (size_t i = 0; i < points.size(); ++i)
    w.token((i == 0 ? std::string(id) : std::string()) + "[" + sgfCoord(points[i]) + "]");
}

}  // namespace

std::string writePositionSgf(const board::Game& game, const std::string& date) {
  const board::Board& b = game.board();
  // Prisoners are not in a position: like GNU Go, fold them into the komi.
  const double komi =
      game.komi() + b.captured(Color::Black) - b.captured(Color::White);
  char km[64];
  std::snprintf(km, sizeof km, "%.1f", komi);
  WrappedText w("(;GM[1]FF[4]\nSZ[" + std::to_string(game.size()) +
                "]\nGN[moyogo load and print]\nDT[" + (date.empty() ? todayIsoDate() : date) +
                "]\nKM[" + km + "]HA[" + std::to_string(game.handicap()) +
                "]RU[Japanese]AP[moyogo:" MOYOGO_VERSION "]");
  for (Color c : {Color::White, Color::Black}) {
    std::vector<Point> stones;
    for (Point p : b.geometry())
      if (b.at(p) == c) stones.push_back(p);
    pointList(w, c == Color::White ? "AW" : "AB", stones);
    if (!stones.empty()) w.newline();
  }
  // PL is the side to move. (GNU Go 3.8 writes the opponent of the last mover, Black when
  // nothing was played, which is wrong after handicap stones; we do not copy that.)
  const Color toMove = game.toMove();
  w.token(toMove == Color::White ? "PL[W]" : "PL[B]");
  // GNU Go adds the points where the player to move may not play (ko, suicide) as IL.
  std::vector<Point> illegal;
  for (Point p : b.geometry())
    if (b.at(p) == Color::Empty && game.check(p, toMove) != board::PlayError::None)
      illegal.push_back(p);
  pointList(w, "IL", illegal);
  w.newline();
  return w.text() + ")";
}

}  // namespace iface
