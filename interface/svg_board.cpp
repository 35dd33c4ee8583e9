#include "interface/svg_board.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>

#include "interface/judgement.h"
#include "interface/score.h"

namespace iface {
namespace {

using core::Color;
using core::Point;

constexpr int kFooter = 26;

struct OverlayName {
  SvgOverlay kind;
  const char* name;
};
constexpr OverlayName kOverlayNames[] = {
    {SvgOverlay::Territory, "territory"},
    {SvgOverlay::Moyo, "moyo"},
    {SvgOverlay::Area, "area"},
    {SvgOverlay::DeltaTerri, "delta_terri"},
    {SvgOverlay::DeltaMoyo, "delta_moyo"},
    {SvgOverlay::Dragons, "dragons"},
    {SvgOverlay::Estimate, "estimate"},
};

std::string num(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", v);
  std::string s = buf;
  if (s.size() > 2 && s.compare(s.size() - 2, 2, ".0") == 0) s.resize(s.size() - 2);
  return s;
}

std::string escapeXml(const std::string& text) {
  std::string out;
  for (char ch : text) {
    switch (ch) {
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '&':
        out += "&amp;";
        break;
      case '"':
        out += "&quot;";
        break;
      default:
        out += ch;
    }
  }
  return out;
}

/// Builds the picture element by element.
class Canvas {
 public:
  Canvas(int width, int height, const std::string& title) {
    m_out << "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"" << width
          << "\" height=\"" << height << "\" viewBox=\"0 0 " << width << ' ' << height << "\">\n"
          << "<title>" << escapeXml(title) << "</title>\n";
  }
  void rect(double x, double y, double w, double h, const char* fill, double opacity = 1.0,
            const char* stroke = nullptr) {
    m_out << "<rect x=\"" << num(x) << "\" y=\"" << num(y) << "\" width=\"" << num(w)
          << "\" height=\"" << num(h) << "\" fill=\"" << fill << '"';
    if (opacity < 1.0) {
      char buf[16];
      std::snprintf(buf, sizeof buf, "%.3f", opacity);
      m_out << " fill-opacity=\"" << buf << '"';
    }
    if (stroke) m_out << " stroke=\"" << stroke << "\" stroke-width=\"1\"";
    m_out << "/>\n";
  }
  void circle(double x, double y, double r, const char* fill, const char* stroke = nullptr,
              double opacity = 1.0) {
    m_out << "<circle cx=\"" << num(x) << "\" cy=\"" << num(y) << "\" r=\"" << num(r)
          << "\" fill=\"" << fill << '"';
    if (stroke) m_out << " stroke=\"" << stroke << "\" stroke-width=\"1.2\"";
    if (opacity < 1.0) m_out << " opacity=\"" << num(opacity) << '"';
    m_out << "/>\n";
  }
  void line(double x1, double y1, double x2, double y2, const char* stroke, double width = 1) {
    m_out << "<line x1=\"" << num(x1) << "\" y1=\"" << num(y1) << "\" x2=\"" << num(x2)
          << "\" y2=\"" << num(y2) << "\" stroke=\"" << stroke << "\" stroke-width=\"" << num(width)
          << "\"/>\n";
  }
  void text(double x, double y, const std::string& s, int size, const char* fill = "#000000",
            const char* anchor = "middle") {
    m_out << "<text x=\"" << num(x) << "\" y=\"" << num(y) << "\" font-family=\"sans-serif\" "
          << "font-size=\"" << size << "\" text-anchor=\"" << anchor << "\" fill=\"" << fill
          << "\">" << escapeXml(s) << "</text>\n";
  }
  void raw(const std::string& s) { m_out << s; }
  std::string finish() {
    m_out << "</svg>\n";
    return m_out.str();
  }

 private:
  std::ostringstream m_out;
};

// Board, grid, star points and coordinates on all sides.
void drawGrid(Canvas& c, const SvgLayout& L, int n) {
  c.rect(0, 0, L.width, L.width + kFooter, svgcolor::kBoard);
  const double lo = L.margin, hi = L.margin + (n - 1) * L.cell;
  for (int i = 0; i < n; ++i) {
    const double at = L.margin + i * L.cell;
    c.line(lo, at, hi, at, "#000000");
    c.line(at, lo, at, hi, "#000000");
    const std::string col(1, core::columnLetter(i)), row = std::to_string(n - i);
    c.text(at, L.margin / 2.0 + 5, col, 13);
    c.text(at, hi + L.margin / 2.0 + 9, col, 13);
    c.text(L.margin / 2.0 - 2, at + 5, row, 13);
    c.text(hi + L.margin / 2.0 + 2, at + 5, row, 13);
  }
  if (n < 7) return;
  const int edge = n >= 13 ? 3 : 2;
  std::vector<int> lines = {edge, n - 1 - edge};
  if (n % 2 == 1 && n >= 9) lines.push_back(n / 2);
  for (int x : lines)
    for (int y : lines) c.circle(L.margin + x * L.cell, L.margin + y * L.cell, 3, "#000000");
}

void drawStone(Canvas& c, const SvgLayout& L, Point p, Color color, double opacity) {
  const double x = L.margin + core::pointX(p) * L.cell, y = L.margin + core::pointY(p) * L.cell;
  c.circle(x, y, L.cell * 0.47,
           color == Color::Black ? svgcolor::kBlackStone : svgcolor::kWhiteStone, "#000000",
           opacity);
}

const char* ownerColor(moyo::GridKind kind, Color owner) {
  const bool black = owner == Color::Black;
  switch (kind) {
    case moyo::GridKind::Territory:
      return black ? svgcolor::kBlackTerritory : svgcolor::kWhiteTerritory;
    case moyo::GridKind::Moyo:
      return black ? svgcolor::kBlackMoyo : svgcolor::kWhiteMoyo;
    case moyo::GridKind::Area:
      return black ? svgcolor::kBlackArea : svgcolor::kWhiteArea;
  }
  return svgcolor::kBoard;
}

const char* statusColor(dragon::Status s) {
  switch (s) {
    case dragon::Status::Alive:
      return svgcolor::kAlive;
    case dragon::Status::Dead:
      return svgcolor::kDead;
    case dragon::Status::Critical:
      return svgcolor::kCritical;
    default:
      return svgcolor::kUnknown;
  }
}

void drawOwnership(Canvas& c, const SvgLayout& L, const board::Board& b, const Judgement& j,
                   moyo::GridKind kind) {
  const double side = L.cell * 0.56;
  for (Point p : b.geometry()) {
    if (core::isStone(b.at(p)) && !j.moyo.isDeadStone(p)) continue;
    const Color owner = gridOwner(j.moyo, kind, p);
    if (!core::isStone(owner)) continue;
    const double x = L.margin + core::pointX(p) * L.cell, y = L.margin + core::pointY(p) * L.cell;
    c.rect(x - side / 2, y - side / 2, side, side, ownerColor(kind, owner), 1.0, "#555555");
  }
}

// delta_terri / delta_moyo for the side to move: cells tinted by value, values printed.
void drawHeat(Canvas& c, const SvgLayout& L, const board::Board& b, Judgement& j, bool terri) {
  std::vector<std::pair<Point, int>> values;
  int best = 1;
  for (Point p : b.geometry()) {
    if (core::isStone(b.at(p))) continue;
    const int v = terri ? j.moyo.deltaTerri(p, j.toMove) : j.moyo.deltaMoyo(p, j.toMove);
    values.emplace_back(p, v);
    best = std::max(best, v);
  }
  for (const auto& [p, v] : values) {
    if (v <= 0) continue;
    const double x = L.margin + core::pointX(p) * L.cell, y = L.margin + core::pointY(p) * L.cell;
    c.rect(x - L.cell / 2.0, y - L.cell / 2.0, L.cell, L.cell, svgcolor::kHeat,
           static_cast<double>(v) / best);
    c.text(x, y + 4, std::to_string(v), 11, v * 2 > best ? "#ffffff" : "#000000");
  }
}

// The score estimate's owner shares: a territory-colored square on each point one color owns
// in most playouts (a stone only when the opponent does), as opaque as that share is sure
// (|2 share - 1|; below 0.2 none).
void drawEstimate(Canvas& c, const SvgLayout& L, const board::Board& b,
                  const playout::ScoreEstimate& e) {
  const double side = L.cell * 0.56;
  for (Point p : b.geometry()) {
    const double sure = 2 * e.blackOwns(p) - 1;
    const Color owner = sure > 0 ? Color::Black : Color::White;
    if (std::fabs(sure) < 0.2 || b.at(p) == owner) continue;
    const double x = L.margin + core::pointX(p) * L.cell, y = L.margin + core::pointY(p) * L.cell;
    c.rect(x - side / 2, y - side / 2, side, side,
           ownerColor(moyo::GridKind::Territory, owner), std::fabs(sure), "#555555");
  }
}

void drawDragons(Canvas& c, const SvgLayout& L, const board::Board& b, const Judgement& j) {
  for (Point p : b.geometry()) {
    if (!core::isStone(b.at(p))) continue;
    const double x = L.margin + core::pointX(p) * L.cell, y = L.margin + core::pointY(p) * L.cell;
    c.circle(x, y, L.cell * 0.2, statusColor(j.dragons.dragonAt(p).safety));
  }
}

std::string footer(const Judgement& j, SvgOverlay kind) {
  const moyo::Moyo& m = j.moyo;
  const std::string side = j.toMove == Color::Black ? "Black" : "White";
  switch (kind) {
    case SvgOverlay::Territory:
      return "territory (5/21): Black " + std::to_string(m.terriEval(Color::Black)) + ", White " +
             std::to_string(m.terriEval(Color::White));
    case SvgOverlay::Moyo:
      return "moyo (5/10): Black " + std::to_string(m.moyoEval(Color::Black)) + ", White " +
             std::to_string(m.moyoEval(Color::White));
    case SvgOverlay::Area:
      return "area (4/0)";
    case SvgOverlay::DeltaTerri:
      return "delta_terri for " + side;
    case SvgOverlay::DeltaMoyo:
      return "delta_moyo for " + side;
    case SvgOverlay::Dragons:
      return "dragons: alive green, critical red, unknown yellow, dead cyan";
    case SvgOverlay::Estimate:
      return "";  // boardSvg writes the estimate itself
  }
  return "";
}

}  // namespace

std::optional<SvgOverlay> parseSvgOverlay(const std::string& name) {
  for (const auto& o : kOverlayNames)
    if (name == o.name) return o.kind;
  return std::nullopt;
}

const char* svgOverlayName(SvgOverlay kind) {
  for (const auto& o : kOverlayNames)
    if (o.kind == kind) return o.name;
  return "";
}

std::string svgOverlayNames() {
  std::string out;
  for (const auto& o : kOverlayNames) out += (out.empty() ? "" : "|") + std::string(o.name);
  return out;
}

SvgLayout svgLayout(int boardSize) {
  SvgLayout L;
  L.width = 2 * L.margin + (boardSize - 1) * L.cell;
  return L;
}

std::string boardSvg(engine::Engine& engine, SvgOverlay kind) {
  Judgement j = judge(engine, engine.game().toMove());
  const board::Board& b = engine.game().board();
  const SvgLayout L = svgLayout(b.size());
  Canvas c(L.width, L.width + kFooter, std::string("moyogo ") + svgOverlayName(kind));
  drawGrid(c, L, b.size());
  if (kind == SvgOverlay::DeltaTerri || kind == SvgOverlay::DeltaMoyo)
    drawHeat(c, L, b, j, kind == SvgOverlay::DeltaTerri);
  for (Point p : b.geometry())
    if (core::isStone(b.at(p))) drawStone(c, L, p, b.at(p), j.moyo.isDeadStone(p) ? 0.45 : 1.0);
  if (kind == SvgOverlay::Territory) drawOwnership(c, L, b, j, moyo::GridKind::Territory);
  if (kind == SvgOverlay::Moyo) drawOwnership(c, L, b, j, moyo::GridKind::Moyo);
  if (kind == SvgOverlay::Area) drawOwnership(c, L, b, j, moyo::GridKind::Area);
  if (kind == SvgOverlay::Dragons) drawDragons(c, L, b, j);
  std::string caption = footer(j, kind);
  if (kind == SvgOverlay::Estimate) {
    const playout::ScoreEstimate e = estimateScore(engine);
    drawEstimate(c, L, b, e);
    caption = "score estimate " + scoreText(e.whiteMinusBlack()) + " (playouts, komi included)";
  }
  c.text(L.width / 2.0, L.width + kFooter - 9, caption, 13);
  return c.finish();
}

PlotLayout scorePlotLayout(const std::vector<double>& scores) {
  PlotLayout P;
  P.width = 720;
  P.height = 320;
  P.left = 48;
  const double plotWidth = P.width - P.left - 16;
  P.bar = plotWidth / std::max<size_t>(1, scores.size());
  double range = 10;
  for (double s : scores) range = std::max(range, std::fabs(s));
  const double top = 36, bottom = P.height - 36;
  P.zeroY = (top + bottom) / 2;
  P.scale = (bottom - top) / 2 / range;
  return P;
}

std::string scorePlotSvg(const std::vector<double>& scores, const std::string& title) {
  const PlotLayout P = scorePlotLayout(scores);
  Canvas c(P.width, P.height, title);
  c.rect(0, 0, P.width, P.height, svgcolor::kPlotBackground);
  c.text(P.width / 2.0, 22, title, 14);
  for (size_t i = 0; i < scores.size(); ++i) {
    const double h = scores[i] * P.scale;
    if (h == 0) continue;
    const double x = P.left + i * P.bar;
    c.rect(x, h > 0 ? P.zeroY - h : P.zeroY, std::max(1.0, P.bar), std::fabs(h),
           h > 0 ? svgcolor::kBlackLead : svgcolor::kWhiteLead);
  }
  const double right = P.left + scores.size() * P.bar;
  c.line(P.left, P.zeroY, right, P.zeroY, "#000000");
  c.line(P.left, 30, P.left, P.height - 30, "#000000");
  const double range = (P.zeroY - 36) / P.scale;
  c.text(P.left - 4, 40, "B+" + num(range), 11, "#000000", "end");
  c.text(P.left - 4, P.height - 32, "W+" + num(range), 11, "#000000", "end");
  const int step = scores.size() > 200 ? 50 : (scores.size() > 60 ? 20 : 10);
  for (size_t i = 0; i < scores.size(); i += step)
    c.text(P.left + (i + 0.5) * P.bar, P.height - 14, std::to_string(i), 11);
  c.text(right, P.height - 2, "move", 11, "#000000", "end");
  return c.finish();
}

}  // namespace iface
