// Per-module GTP command tables (one .cpp each), merged by allCommands().
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "interface/gtp_engine.h"
#include "moyo/moyo.h"

namespace iface {

const std::vector<GtpCommand>& coreCommands();   // gtp_cmds_core.cpp
const std::vector<GtpCommand>& boardCommands();  // gtp_cmds_board.cpp
const std::vector<GtpCommand>& sgfCommands();    // gtp_cmds_sgf.cpp

const std::vector<GtpCommand>& dragonCommands();  // gtp_cmds_dragon.cpp
const std::vector<GtpCommand>& owlCommands();     // gtp_cmds_owl.cpp

const std::vector<GtpCommand>& wormCommands();     // gtp_cmds_worm.cpp
const std::vector<GtpCommand>& connectCommands();  // gtp_cmds_connect.cpp

const std::vector<GtpCommand>& moyoCommands();  // gtp_cmds_moyo.cpp
/// Board answers (moyo tables, GoGui boards): N lines of N tokens separated by one space,
/// top row first.
std::string boardLines(const board::Board& b, const std::function<std::string(core::Point)>& token);
/// The one argument territory|moyo|area ("syntax error" otherwise).
moyo::GridKind gridKind(const GtpArgs& a);

const std::vector<GtpCommand>& patternCommands();  // gtp_cmds_pattern.cpp

const std::vector<GtpCommand>& genmoveCommands();  // gtp_cmds_genmove.cpp
const std::vector<GtpCommand>& timeCommands();  // gtp_cmds_time.cpp
/// genmove under the clock: sets Engine::setMoveBudget from the clock's allocation, and
/// with `charge` takes the time it took off c's clock (game moves, not reg_genmove); with
/// `cleanup`, kgs-genmove_cleanup's move (dead stones captured before passing).
core::Point clockedGenmove(GtpContext& ctx, core::Color c, bool charge, bool cleanup = false);
/// GTP genmove (gtp_cmds_board.cpp): the clocked move, played; `r` is its vertex, or
/// "resign" (nothing played) with --resign-below when the position is hopeless.
void genmoveAndPlay(GtpContext& ctx, core::Color c, std::string& r, bool cleanup = false);
const std::vector<GtpCommand>& analyzeCommands();  // gtp_cmds_analyze.cpp: lz-analyze
const std::vector<GtpCommand>& showCommands();  // gtp_cmds_show.cpp: moyo_svg, gogui-*

}  // namespace iface
