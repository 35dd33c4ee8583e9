// The merged command table: each module contributes its own table; nothing else lists
// command names. Keep this the only place that names the module tables.
#include "interface/gtp_tables.h"

#include "interface/gtp_engine.h"

namespace iface {

const std::vector<GtpCommand>& allCommands() {
  static const std::vector<GtpCommand> table = [] {
    std::vector<GtpCommand> all;
    for (const auto* module :
         {&coreCommands(), &boardCommands(), &sgfCommands(), &dragonCommands(), &owlCommands(),
          &wormCommands(), &connectCommands(), &moyoCommands(), &patternCommands(), &timeCommands(),
          &showCommands(), &genmoveCommands(), &analyzeCommands()})
      all.insert(all.end(), module->begin(), module->end());
    return all;
  }();
  return table;
}

}  // namespace iface
