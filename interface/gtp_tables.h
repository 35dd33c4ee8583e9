// Per-module GTP command tables (one .cpp each), merged by allCommands().
#pragma once

#include <vector>

#include "interface/gtp_engine.h"

namespace iface {

const std::vector<GtpCommand>& coreCommands();   // gtp_cmds_core.cpp
const std::vector<GtpCommand>& boardCommands();  // gtp_cmds_board.cpp
const std::vector<GtpCommand>& sgfCommands();    // gtp_cmds_sgf.cpp

const std::vector<GtpCommand>& dragonCommands();  // gtp_cmds_dragon.cpp

const std::vector<GtpCommand>& wormCommands();   // gtp_cmds_worm.cpp

const std::vector<GtpCommand>& moyoCommands();  // gtp_cmds_moyo.cpp

const std::vector<GtpCommand>& patternCommands();  // gtp_cmds_pattern.cpp

const std::vector<GtpCommand>& genmoveCommands();  // gtp_cmds_genmove.cpp

}  // namespace iface
