// ASCII game commands of 2.x beyond moves and game setup (notes 8.2): comment, depth,
// forward, goto, playblack, playwhite, score, capture, defend, dead, listdragons.
#include <ostream>

#include "interface/ascii_game.h"
#include "interface/ascii_util.h"
#include "engine/genmove/examine.h"
#include "interface/dragon_print.h"
#include "interface/worm_report.h"

namespace iface {
namespace {

using core::Color;
using core::Point;

/// "can be captured at E5", "can be captured at E5 (ko)" or "cannot be captured".
std::string readingText(const core::Geometry& geo, const worm::ReadResult& r, const char* verb) {
  const int code = worm::gtpCode(r.code);
  if (code == 0) return std::string("cannot be ") + verb;
  std::string text = std::string("can be ") + verb;
  if (r.move != core::kNoPoint) text += " at " + geo.vertexName(r.move);
  if (code > 1) text += code == 2 ? " (ko A)" : " (ko B)";
  return text;
}

}  // namespace

bool AsciiGame::cmdComment(std::string_view arg, std::ostream& out) {
  if (!arg.empty()) m_comment += (m_comment.empty() ? "" : "\n") + std::string(arg);
  out << "Comment stored for the saved game.\n";
  return true;
}

bool AsciiGame::cmdDepth(std::string_view arg, std::ostream& out) {
  const auto n = ascii::toInt(arg);
  if (!n || *n < 0) {
    out << "Usage: depth N (reading depth, now " << m_engine.options().depth << ").\n";
    return true;
  }
  m_engine.options().depth = *n;
  out << "Reading depth set to " << *n << ".\n";
  return true;
}

bool AsciiGame::cmdForward(std::string_view, std::ostream& out) {
  if (!redoOne()) {
    out << "Cannot go forward: no move taken back.\n";
    return true;
  }
  m_options.humanColor = m_engine.game().toMove();  // stay at the keyboard, as goto
  return true;
}

bool AsciiGame::cmdGoto(std::string_view arg, std::ostream& out) {
  const auto n = ascii::toInt(arg);
  const int last = m_engine.game().moveCount() + static_cast<int>(m_redo.size());
  if (!n || *n < 0 || *n > last) {
    out << "Usage: goto N, with N from 0 to " << last << ".\n";
    return true;
  }
  while (m_engine.game().moveCount() > *n && undoOne()) {
  }
  while (m_engine.game().moveCount() < *n && redoOne()) {
  }
  // The human keeps the keyboard: the side to move there is the human's.
  m_options.humanColor = m_engine.game().toMove();
  out << "At move " << m_engine.game().moveCount() << ", "
      << ascii::capitalName(m_options.humanColor) << " (you) to move.\n";
  return true;
}

bool AsciiGame::computerTakes(Color c, std::ostream& out) {
  m_options.humanColor = core::opponent(c);
  out << "The computer plays " << ascii::capitalName(c) << ".\n";
  computerTurns(out);
  return !m_over;
}

bool AsciiGame::cmdPlayBlack(std::string_view, std::ostream& out) {
  return computerTakes(Color::Black, out);
}

bool AsciiGame::cmdPlayWhite(std::string_view, std::ostream& out) {
  return computerTakes(Color::White, out);
}

bool AsciiGame::cmdScore(std::string_view, std::ostream& out) {
  m_showScore = !m_showScore;
  out << "Score estimate " << (m_showScore ? "on" : "off") << ".\n";
  return true;
}

bool AsciiGame::cmdDead(std::string_view, std::ostream& out) {
  m_showDead = !m_showDead;
  out << "Dead stones in lower case " << (m_showDead ? "on" : "off") << ".\n";
  return true;
}

std::optional<Point> AsciiGame::stoneArg(std::string_view arg, const char* usage,
                                         std::ostream& out) {
  const board::Board& b = m_engine.game().board();
  const auto p = b.geometry().parseVertex(ascii::lower(arg));
  if (arg.empty() || !p || *p == core::kPass || !core::isStone(b.at(*p))) {
    out << "Usage: " << usage << " VERTEX, a vertex holding a stone.\n";
    return std::nullopt;
  }
  return p;
}

bool AsciiGame::cmdCapture(std::string_view arg, std::ostream& out) {
  const auto p = stoneArg(arg, "capture", out);
  if (!p) return true;
  WormSession s(m_engine);
  const core::Geometry& geo = s.board().geometry();
  out << "The string at " << geo.vertexName(*p) << ' '
      << readingText(geo, s.reader().attack(*p), "captured") << ".\n";
  return true;
}

bool AsciiGame::cmdDefend(std::string_view arg, std::ostream& out) {
  const auto p = stoneArg(arg, "defend", out);
  if (!p) return true;
  WormSession s(m_engine);
  const core::Geometry& geo = s.board().geometry();
  out << "The string at " << geo.vertexName(*p) << ' '
      << readingText(geo, s.reader().findDefense(*p), "defended") << ".\n";
  return true;
}

bool AsciiGame::cmdListDragons(std::string_view, std::ostream& out) {
  out << dragonListText(m_engine.game().board(), analyzeDragons(m_engine));
  return true;
}

}  // namespace iface
