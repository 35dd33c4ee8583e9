// Per-module GTP command tables (one .cpp each), merged by allCommands().
#pragma once

#include <vector>

#include "interface/gtp_engine.h"

namespace iface {

const std::vector<GtpCommand>& coreCommands();  // gtp_cmds_core.cpp

}  // namespace iface
