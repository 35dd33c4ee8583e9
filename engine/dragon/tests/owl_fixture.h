// Shared fixture of the owl diagram tests: a 9x9 board from a diagram, owl questions with
// GNU Go's GTP codes and vertices.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <initializer_list>
#include <string>

#include "engine/board/diagram.h"
#include "engine/dragon/owl.h"
#include "engine/dragon/owl_status.h"

namespace dragon {

struct Answer {
  int gtp;           // GNU Go's code: 0 fails, 1 unconditional, 2 / 3 ko
  std::string move;  // vertex, "PASS" when nothing needs to be played
};

class OwlTest : public ::testing::Test {
 protected:
  void load(const char* diagram) { m_board = board::boardFromDiagram(diagram); }
  Point at(const char* vertex) const { return *m_board.geometry().parseVertex(vertex); }
  Answer ask(const char* vertex, bool attack) {
    const DragonAnalysis da = DragonAnalysis::make(m_board);
    OwlReader owl(m_board, m_state, OwlOptions{});
    const OwlResult r = attack ? owl.attack(da, at(vertex)) : owl.defend(da, at(vertex));
    return {worm::gtpCode(r.code), m_board.geometry().vertexName(r.move)};
  }
  Answer attack(const char* vertex) { return ask(vertex, true); }
  /// The answer as GTP prints it: "1 A4".
  static std::string said(const Answer& a) { return std::to_string(a.gtp) + " " + a.move; }
  Answer defend(const char* vertex) { return ask(vertex, false); }
  OwlStatus status(const char* vertex) { return readOwlStatusOf(at(vertex)); }
  OwlStatus readOwlStatusOf(Point stone) {
    const DragonAnalysis da = DragonAnalysis::make(m_board);
    OwlReader owl(m_board, m_state, OwlOptions{});
    return readOwlStatus(owl, da, stone);
  }
  static bool oneOf(const std::string& move, std::initializer_list<const char*> moves) {
    return std::find(moves.begin(), moves.end(), move) != moves.end();
  }

  board::Board m_board{9};
  OwlState m_state{1};
};

}  // namespace dragon
