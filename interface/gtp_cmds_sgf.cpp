// GTP commands that read and write SGF: loadsgf and printsgf (GNU Go 3.8 semantics).
#include <fstream>
#include <string>

#include "interface/gtp_engine.h"
#include "interface/gtp_tables.h"
#include "interface/sgf_game.h"

namespace iface {
namespace {

// loadsgf <file> [move number | vertex]: answers the color to move.
void cmdLoadsgf(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  if (a.size() == 0) throw GtpError("missing filename");
  try {
    const SgfLoadResult result =
        loadSgfIntoGame(ctx.engine, a.at(0), a.size() >= 2 ? a.at(1) : std::string());
    r = std::string(core::colorName(result.toMove));
    // GNU Go 3.8 forgets HA after loadsgf: get_handicap and printsgf then say 0.
    ctx.engine.game().setHandicapCount(0);
  } catch (const SgfLoadError& e) {
    throw GtpError(e.what());
  }
}

// printsgf [file]: the position as SGF in the answer ("-" or no file) or into the file.
void cmdPrintsgf(GtpContext& ctx, const GtpArgs& a, std::string& r) {
  const std::string sgf = writePositionSgf(ctx.engine.game());
  if (a.size() == 0 || a.at(0) == "-") {
    r = sgf;
    return;
  }
  std::ofstream out(a.at(0), std::ios::binary);
  if (!out || !(out << sgf << '\n') || !out.flush()) throw GtpError("cannot open '" + a.at(0) + "'");
}

const std::vector<GtpCommand> kCommands = {
    {"loadsgf", "loadsgf <file> [move number|vertex]",
     "loads the main line up to (not including) the move; answers the color to move",
     cmdLoadsgf},
    {"printsgf", "printsgf [file]", "the position as SGF, in the answer or into the file",
     cmdPrintsgf},
};

}  // namespace

const std::vector<GtpCommand>& sgfCommands() { return kCommands; }

}  // namespace iface
