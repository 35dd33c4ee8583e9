#include "patterns/format/pattern_compiler.h"

#include <algorithm>
#include <cctype>
#include <map>

#include "patterns/format/constraint_parser.h"
#include "patterns/format/eye_graph.h"

namespace patterns::format {
namespace {

struct Cell {
  int x, y;
  char ch;
};

uint8_t kindOf(char ch) {
  switch (ch) {
    case 'O':
      return kElOwn;
    case 'X':
      return kElOpp;
    case 'o':
      return kElOwnOrEmpty;
    case 'x':
      return kElOppOrEmpty;
    case '*':
      return kElMove;
    case '!':
      return kElInhibit;
    case '@':
      return kElMarginalKey;
    case '$':
      return kElMarginalOpp;
    default:
      return kElEmpty;
  }
}

bool isLabelChar(char ch) {
  return std::isalpha(static_cast<unsigned char>(ch)) && ch != 'O' && ch != 'X' && ch != 'o' &&
         ch != 'x';
}

uint8_t transformEdges(uint8_t edges, const Transform& t) {
  static const struct {
    uint8_t bit;
    int dx, dy;
  } kDirs[] = {{kEdgeNorth, 0, -1}, {kEdgeEast, 1, 0}, {kEdgeSouth, 0, 1}, {kEdgeWest, -1, 0}};
  uint8_t out = 0;
  for (const auto& d : kDirs) {
    if (!(edges & d.bit)) continue;
    const int nx = t.a * d.dx + t.b * d.dy, ny = t.c * d.dx + t.d * d.dy;
    for (const auto& e : kDirs)
      if (e.dx == nx && e.dy == ny) out |= e.bit;
  }
  return out;
}

/// The diagram (cells with labels overlaid) under a transformation, as a comparable string.
std::string orientationKey(const std::vector<std::string>& grid, uint8_t edges,
                           const Transform& t) {
  const int h = static_cast<int>(grid.size()), w = static_cast<int>(grid[0].size());
  int minX = 1 << 20, minY = 1 << 20, maxX = -(1 << 20), maxY = -(1 << 20);
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      const int nx = t.a * x + t.b * y, ny = t.c * x + t.d * y;
      minX = std::min(minX, nx), maxX = std::max(maxX, nx);
      minY = std::min(minY, ny), maxY = std::max(maxY, ny);
    }
  const int nw = maxX - minX + 1, nh = maxY - minY + 1;
  std::string out(static_cast<size_t>(nw * nh), ' ');
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      const int nx = t.a * x + t.b * y - minX, ny = t.c * x + t.d * y - minY;
      out[static_cast<size_t>(ny * nw + nx)] = grid[y][x];
    }
  return std::to_string(nw) + "x" + std::to_string(nh) + ":" +
         std::to_string(transformEdges(edges, t)) + ":" + out;
}

void setWindow(Orientation& o, int dx, int dy, uint64_t mask, uint64_t value) {
  if (dx < -2 || dx > 2 || dy < -2 || dy > 2) return;
  const int shift = 2 * ((dy + 2) * 5 + (dx + 2));
  o.mask |= mask << shift;
  o.value |= value << shift;
}

void addPrefilter(Orientation& o, const Element* els, int n) {
  static const uint64_t kMask[] = {3, 3, 3, 2, 1, 3, 3, 3};
  static const uint64_t kValue[] = {0, 1, 2, 0, 0, 0, 0, 0};
  for (int i = 0; i < n; ++i)
    setWindow(o, els[i].dx, els[i].dy, kMask[els[i].kind], kValue[els[i].kind]);
  for (int k = -2; k <= 2; ++k) {  // off-board cells just beyond a required edge
    if (o.edges & kEdgeWest) setWindow(o, o.minDx - 1, k, 3, 3);
    if (o.edges & kEdgeEast) setWindow(o, o.maxDx + 1, k, 3, 3);
    if (o.edges & kEdgeNorth) setWindow(o, k, o.minDy - 1, 3, 3);
    if (o.edges & kEdgeSouth) setWindow(o, k, o.maxDy + 1, 3, 3);
  }
}

class Compiler {
 public:
  Compiler(const std::string& file, DbKind kind) : m_file(file), m_kind(kind) {}
  CompileResult run(const ParseResult& parsed);

 private:
  void error(int line, const std::string& msg) { m_result.errors.push_back({m_file, line, msg}); }
  bool compileShape(const ParsedPattern& p, CompiledPattern& out, std::vector<std::string>& grid);
  bool checkLabels(const ParsedPattern& p, std::vector<std::string>& grid);
  void compileConstraintOf(const ParsedPattern& p, const std::vector<std::string>& grid,
                           const Cell& anchor, CompiledPattern& out);
  void orientations(const ParsedPattern& p, const std::vector<Cell>& cells, const Cell& anchor,
                    CompiledPattern& out);
  bool compileEye(const ParsedPattern& p, CompiledPattern& out, SmallGraph& graph);

  std::string m_file;
  DbKind m_kind;
  CompileResult m_result;
};

bool Compiler::checkLabels(const ParsedPattern& p, std::vector<std::string>& grid) {
  grid = p.cells;
  if (p.labels.empty()) return true;
  if (p.labels.size() != p.cells.size()) {
    error(p.labelLine, "constraint diagram has " + std::to_string(p.labels.size()) +
                           " rows, the diagram " + std::to_string(p.cells.size()));
    return false;
  }
  std::string seen;
  for (size_t y = 0; y < p.cells.size(); ++y) {
    const int line = p.labelLine + static_cast<int>(y);
    if (p.labels[y].size() != p.cells[y].size()) {
      error(line, "constraint diagram row width differs from the diagram");
      return false;
    }
    for (size_t x = 0; x < p.cells[y].size(); ++x) {
      const char l = p.labels[y][x], c = p.cells[y][x];
      if (l == c) continue;
      if (!isLabelChar(l) || c == '?') {
        error(line, std::string("constraint diagram does not match the diagram ('") + l +
                        "' over '" + c + "')");
        return false;
      }
      if (seen.find(l) != std::string::npos) {
        error(line, std::string("label '") + l + "' used twice");
        return false;
      }
      seen += l;
      grid[y][x] = l;
    }
  }
  return true;
}

void Compiler::orientations(const ParsedPattern& p, const std::vector<Cell>& cells,
                            const Cell& anchor, CompiledPattern& out) {
  std::vector<std::string> keys;
  for (uint8_t t = 0; t < 8; ++t) {
    const Transform& tr = kTransforms[t];
    // Orientations are deduplicated on the plain diagram, as GNU Go's symmetry field does:
    // a constraint over symmetric points is evaluated for one labelling only.
    const std::string key = orientationKey(p.cells, p.edges, tr);
    if (t == 0) keys.push_back(key);
    if (t > 0 && std::find(keys.begin(), keys.end(), key) != keys.end()) continue;
    if (t > 0) keys.push_back(key);
    Orientation o{};
    o.transform = t;
    o.edges = transformEdges(p.edges, tr);
    o.minDx = o.minDy = 127;
    o.maxDx = o.maxDy = -127;
    o.firstElement = static_cast<uint32_t>(out.elements.size());
    for (const Cell& c : cells) {
      const int rx = c.x - anchor.x, ry = c.y - anchor.y;
      const auto dx = static_cast<int8_t>(tr.a * rx + tr.b * ry);
      const auto dy = static_cast<int8_t>(tr.c * rx + tr.d * ry);
      o.minDx = std::min(o.minDx, dx), o.maxDx = std::max(o.maxDx, dx);
      o.minDy = std::min(o.minDy, dy), o.maxDy = std::max(o.maxDy, dy);
      if (c.ch == '?') continue;
      if (c.ch == '*') o.moveDx = dx, o.moveDy = dy;
      out.elements.push_back({dx, dy, kindOf(c.ch)});
    }
    addPrefilter(o, &out.elements[o.firstElement], out.info.elementCount);
    out.orientations.push_back(o);
  }
  // A declared symmetry must really hold (it documents the shape for readers).
  static const std::map<char, std::vector<int>> kClaims = {
      {'8', {}},  {'|', {4}},    {'-', {5}},    {'\\', {6}},
      {'/', {7}}, {'+', {4, 5}}, {'X', {6, 7}}, {'O', {1, 4}}};
  for (int t : kClaims.at(p.symmetry)) {
    if (orientationKey(p.cells, p.edges, kTransforms[t]) != keys[0])
      error(p.colonLine,
            std::string("declared symmetry '") + p.symmetry + "' does not hold for this diagram");
  }
}

void Compiler::compileConstraintOf(const ParsedPattern& p, const std::vector<std::string>& grid,
                                   const Cell& anchor, CompiledPattern& out) {
  std::vector<char> labelChars;
  for (size_t y = 0; y < grid.size(); ++y)
    for (size_t x = 0; x < grid[y].size(); ++x) {
      const char ch = grid[y][x];
      if (!isLabelChar(ch) && ch != '*') continue;
      labelChars.push_back(ch);
      out.labels.push_back({ch, static_cast<int8_t>(static_cast<int>(x) - anchor.x),
                            static_cast<int8_t>(static_cast<int>(y) - anchor.y)});
    }
  if (!p.constraint.empty()) {
    const std::string err = compileConstraint(p.constraint, labelChars, out.ops, out.args);
    if (!err.empty()) error(p.constraintLine, "constraint: " + err);
  } else if (!p.labels.empty()) {
    error(p.labelLine, "constraint diagram without a constraint");
  }
}

bool Compiler::compileShape(const ParsedPattern& p, CompiledPattern& out,
                            std::vector<std::string>& grid) {
  const size_t width = p.cells[0].size();
  std::vector<Cell> cells, stones, others;
  int stars = 0, firstStarLine = 0;
  for (size_t y = 0; y < p.cells.size(); ++y) {
    const int line = p.diagramLine + static_cast<int>(y);
    if (p.cells[y].size() != width) {
      error(line, "diagram row width differs from the first row");
      return false;
    }
    for (size_t x = 0; x < width; ++x) {
      const char ch = p.cells[y][x];
      if (ch == '*' && ++stars == 2)
        error(line, "two '*' in pattern " + p.name + " (first on line " +
                        std::to_string(firstStarLine) + ")");
      if (ch == '*' && stars == 1) firstStarLine = line;
      Cell c{static_cast<int>(x), static_cast<int>(y), ch};
      (ch == 'O' || ch == 'X' ? stones : others).push_back(c);
    }
  }
  if (stars > 1) return false;
  if (stars == 0 && m_kind == DbKind::Shapes) {
    error(p.line, "no '*' in pattern " + p.name);
    return false;
  }
  auto anchorIt = std::find_if(stones.begin(), stones.end(), [&](const Cell& c) {
    return c.ch == 'O' || (m_kind == DbKind::Shapes && c.ch == 'X');
  });
  if (anchorIt == stones.end()) {
    error(p.line, m_kind == DbKind::Conn ? "conn.db pattern " + p.name + " has no O stone"
                                         : "pattern " + p.name + " has no stone to anchor it");
    return false;
  }
  const Cell anchor = *anchorIt;
  stones.erase(anchorIt);
  cells.push_back(anchor);
  cells.insert(cells.end(), stones.begin(), stones.end());
  cells.insert(cells.end(), others.begin(), others.end());
  if (!checkLabels(p, grid)) return false;

  PatternInfo& info = out.info;
  info.anchorOwn = anchor.ch == 'O';
  info.hasMove = stars == 1;
  info.elementCount = static_cast<uint16_t>(
      std::count_if(cells.begin(), cells.end(), [](const Cell& c) { return c.ch != '?'; }));
  compileConstraintOf(p, grid, anchor, out);
  orientations(p, cells, anchor, out);
  return true;
}

bool Compiler::compileEye(const ParsedPattern& p, CompiledPattern& out, SmallGraph& graph) {
  std::vector<Cell> cells;
  for (size_t y = 0; y < p.cells.size(); ++y)
    for (size_t x = 0; x < p.cells[y].size(); ++x)
      if (p.cells[y][x] != ' ')
        cells.push_back({static_cast<int>(x), static_cast<int>(y), p.cells[y][x]});
  const int n = static_cast<int>(cells.size());
  if (n == 0 || n > 16) {
    error(p.line, "eye shape " + p.name + " must have 1 to 16 points");
    return false;
  }
  if (p.minEyes < 0 || p.maxEyes > 2 || p.minEyes > p.maxEyes)
    error(p.colonLine, "eye values must satisfy 0 <= min <= max <= 2");
  bool vital = false;
  graph.label.assign(n, 0);
  graph.adjacent.assign(n, 0);
  Orientation o{};
  for (int i = 0; i < n; ++i) {
    const char ch = cells[i].ch;
    vital |= ch == '*' || ch == '@';
    graph.label[i] = ch == '!' || ch == '@' ? 1 : ch == 'X' ? 2 : ch == 'x' ? 3 : ch == '$' ? 4 : 0;
    for (int j = 0; j < n; ++j)
      if (std::abs(cells[i].x - cells[j].x) + std::abs(cells[i].y - cells[j].y) == 1)
        graph.adjacent[i] |= 1u << j;
    const auto dx = static_cast<int8_t>(cells[i].x - cells[0].x);
    const auto dy = static_cast<int8_t>(cells[i].y - cells[0].y);
    o.minDx = std::min(o.minDx, dx), o.maxDx = std::max(o.maxDx, dx);
    o.minDy = std::min(o.minDy, dy), o.maxDy = std::max(o.maxDy, dy);
    out.elements.push_back({dx, dy, kindOf(ch)});
  }
  uint32_t reached = 1, frontier = 1;
  while (frontier) {
    uint32_t next = 0;
    for (int i = 0; i < n; ++i)
      if (frontier & (1u << i)) next |= graph.adjacent[i];
    frontier = next & ~reached;
    reached |= next;
  }
  if (reached != (n == 32 ? ~0u : (1u << n) - 1))
    error(p.diagramLine, "eye shape is not connected");
  if (p.maxEyes > p.minEyes && !vital)
    error(p.colonLine, "eye shape with max > min needs a vital point (* or @)");
  out.info.elementCount = static_cast<uint16_t>(n);
  out.info.minEyes = static_cast<int8_t>(p.minEyes);
  out.info.maxEyes = static_cast<int8_t>(p.maxEyes);
  out.info.hasMove = vital;
  out.orientations.push_back(o);
  return true;
}

CompileResult Compiler::run(const ParseResult& parsed) {
  m_result.errors = parsed.errors;
  std::map<std::string, int> names;
  std::map<std::string, const ParsedPattern*> shapes;  // canonical key -> first pattern
  std::vector<std::pair<SmallGraph, const ParsedPattern*>> eyeGraphs;
  for (const ParsedPattern& p : parsed.patterns) {
    if (!names.emplace(p.name, p.line).second)
      error(p.line, "duplicate pattern name " + p.name + " (first on line " +
                        std::to_string(names[p.name]) + ")");
    CompiledPattern out;
    out.name = p.name;
    out.helper = p.helper;
    PatternInfo& info = out.info;
    info.line = static_cast<uint16_t>(p.line);
    info.symmetry = p.symmetry;
    info.weight = static_cast<int16_t>(p.weight);
    info.assist = p.assist;
    for (int i = 0; i < 4; ++i) info.assistArgs[i] = static_cast<int16_t>(p.assistArgs[i]);
    info.classes = p.classes;
    info.oBonus = static_cast<int16_t>(p.oBonus), info.xBonus = static_cast<int16_t>(p.xBonus);
    info.splitBonus = static_cast<int16_t>(p.splitBonus);
    info.minRand = static_cast<int16_t>(p.minRand), info.maxRand = static_cast<int16_t>(p.maxRand);
    const int assistMax = p.assist == AssistKind::Wind ? p.assistArgs[0] * p.assistArgs[1] +
                                                             p.assistArgs[2] * p.assistArgs[3]
                          : p.assist == AssistKind::Moyo ? p.assistArgs[0] * p.assistArgs[1]
                                                         : 0;
    info.maxWeight = static_cast<int16_t>(p.weight + assistMax + p.splitBonus + p.maxRand +
                                          std::max(p.oBonus, 0) + std::max(p.xBonus, 0));
    if (m_kind == DbKind::Eyes) {
      SmallGraph g;
      if (!compileEye(p, out, g)) continue;
      for (const auto& [other, op] : eyeGraphs)
        if (findIsomorphism(
                g, other, [](uint8_t a, uint8_t b) { return a == b; }, nullptr))
          error(p.line, "eye shape " + p.name + " is equal to " + op->name + " (line " +
                            std::to_string(op->line) + ")");
      eyeGraphs.emplace_back(g, &p);
    } else {
      std::vector<std::string> grid;
      if (!compileShape(p, out, grid)) continue;
      std::string canon;
      for (const Transform& t : kTransforms) {
        const std::string k = orientationKey(grid, p.edges, t);
        if (canon.empty() || k < canon) canon = k;
      }
      canon += "|" + p.constraint;
      auto [it, fresh] = shapes.emplace(canon, &p);
      if (!fresh)
        error(p.line, "pattern " + p.name + " is equal to " + it->second->name + " (line " +
                          std::to_string(it->second->line) + ") under symmetry");
    }
    info.orientationCount = static_cast<uint8_t>(out.orientations.size());
    m_result.patterns.push_back(std::move(out));
  }
  return std::move(m_result);
}

}  // namespace

CompileResult compileDatabase(const ParseResult& parsed, const std::string& file, DbKind kind) {
  return Compiler(file, kind).run(parsed);
}

LinkedDatabase link(std::vector<CompiledPattern> pats, const std::string& name, bool sortByWeight) {
  if (sortByWeight)
    std::stable_sort(pats.begin(), pats.end(), [](const auto& a, const auto& b) {
      return a.info.maxWeight > b.info.maxWeight;
    });
  LinkedDatabase db;
  db.name = name;
  db.labels.push_back({' ', 0, 0});  // index 0 unused, so no array is ever empty
  db.ops.push_back({OpCode::PushInt, Predicate::Count, 0, 0});
  db.args.push_back(0);
  for (auto& p : pats) {
    PatternInfo info = p.info;
    info.firstOrientation = static_cast<uint16_t>(db.orientations.size());
    info.firstLabel = static_cast<uint16_t>(db.labels.size());
    info.labelCount = static_cast<uint16_t>(p.labels.size());
    info.firstOp = static_cast<uint16_t>(db.ops.size());
    info.opCount = static_cast<uint16_t>(p.ops.size());
    const auto elBase = static_cast<uint32_t>(db.elements.size());
    const auto argBase = static_cast<int16_t>(db.args.size());
    for (Orientation o : p.orientations) {
      o.firstElement = static_cast<uint32_t>(o.firstElement + elBase);
      db.orientations.push_back(o);
    }
    db.elements.insert(db.elements.end(), p.elements.begin(), p.elements.end());
    db.labels.insert(db.labels.end(), p.labels.begin(), p.labels.end());
    for (ConstraintOp op : p.ops) {
      if (op.code == OpCode::Call) op.value = static_cast<int16_t>(op.value + argBase);
      db.ops.push_back(op);
    }
    db.args.insert(db.args.end(), p.args.begin(), p.args.end());
    db.names.push_back(p.name);
    db.helpers.push_back(p.helper);
    db.patterns.push_back(info);
  }
  for (size_t i = 0; i < db.patterns.size(); ++i) {
    db.patterns[i].name = db.names[i].c_str();
    db.patterns[i].helper = db.helpers[i].c_str();
  }
  return db;
}

std::string LinkedDatabase::limitError() const {
  constexpr size_t kMax16 = 0xffff, kMaxArgBase = 0x7fff;
  if (patterns.size() > kMax16) return "too many patterns (the matcher indexes them in 16 bits)";
  if (orientations.size() > kMax16) return "too many orientations (16-bit index)";
  if (labels.size() > kMax16) return "too many labels (16-bit index)";
  if (ops.size() > kMax16) return "too many constraint operations (16-bit index)";
  if (args.size() > kMaxArgBase) return "too many constraint arguments (15-bit index)";
  return {};
}

PatternDatabase LinkedDatabase::view() const {
  return {name.c_str(),    patterns.data(), patterns.size(), orientations.data(),
          elements.data(), labels.data(),   ops.data(),      args.data()};
}

}  // namespace patterns::format
