// The man page moyogo.6, generated from the same option table as --help (optionDocs), so
// the two never disagree. `moyogo --man` prints it; the build writes build/moyogo.6.
#include <string>

#include "interface/cli.h"
#include "interface/sgf_analysis.h"

namespace iface {
namespace {

/// Escapes roff: backslashes, and a leading '.' or '\'' on a line.
std::string roff(const std::string& text) {
  std::string out;
  bool lineStart = true;
  for (char ch : text) {
    if (lineStart && (ch == '.' || ch == '\'')) out += "\\&";
    if (ch == '\\') {
      out += "\\e";
    } else if (ch == '-') {
      out += "\\-";
    } else {
      out += ch;
    }
    lineStart = ch == '\n';
  }
  return out;
}

std::string section(const std::string& title, const std::string& body) {
  return ".SH " + title + "\n" + body;
}

std::string optionsSection() {
  std::string out;
  std::string group;
  for (const OptionDoc& d : optionDocs()) {
    if (d.group != group) {
      group = d.group;
      out += ".SS " + roff(group) + "\n";
    }
    out += ".TP\n.B " + roff(d.names) + "\n" + roff(d.help) + "\n";
  }
  return out;
}

std::string analyzeSection() {
  std::string out = ".nf\n";
  out += roff(analyzeHelpText());
  out += ".fi\n";
  return out;
}

}  // namespace

std::string manPageText() {
  std::string page = ".TH MOYOGO 6 \"\" \"moyogo " MOYOGO_VERSION "\" \"Games\"\n";
  page += section("NAME", "moyogo \\- a Go engine after GNU Go 2.x, with Bouzy's moyo module\n");
  page += section("SYNOPSIS", ".B moyogo\n[\\fIoptions\\fR]\n");
  page += section(
      "DESCRIPTION",
      "moyogo plays Go. On a terminal it starts an ASCII game (you are Black); otherwise it "
      "speaks GTP version 2 on standard input and output, for GUIs such as GoGui, Sabaki "
      "or Quarry. With\n.B \\-l\n.I FILE\nit analyses an SGF file instead: scores, the "
      "moyo module's maps, SGF analysis files and SVG pictures.\n");
  page += section("OPTIONS", optionsSection());
  page += section("SGF ANALYSIS", analyzeSection());
  page += section("EXIT STATUS",
                  "0 on success, also after a warning (an illegal move in the\n.B \\-l\nfile: "
                  "it is loaded up to the move before; a\n.B \\-L\npast the end of the "
                  "game); 1 when a file cannot be read or written; 2 for a bad option or "
                  "value, or an option without the one it needs (\\-\\-score\\-plot needs "
                  "\\-\\-analyze\\-game): one error line, then try 'moyogo \\-\\-help'.\n");
  page += section("SEE ALSO", ".BR gnugo (6)\n");
  return page;
}

}  // namespace iface
