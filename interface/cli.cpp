#include "interface/cli.h"

#include <boost/program_options.hpp>
#include <cctype>
#include <cerrno>
#include <cstdlib>
#include <sstream>
#include <typeinfo>
#include <utility>

#include "engine/playout/worker_pool.h"
#include "interface/sgf_analysis.h"
#include "interface/svg_board.h"

namespace iface {
namespace {

namespace po = boost::program_options;

/// -t/--trace is repeatable: each occurrence (also -ttt) adds one.
struct TraceCount {
  int n = 0;
};

// Found by argument-dependent lookup from Boost.Program_options.
void validate(boost::any& value, const std::vector<std::string>&, TraceCount*, int) {
  if (value.empty()) {
    value = TraceCount{1};
  } else {
    ++boost::any_cast<TraceCount&>(value).n;
  }
}

constexpr unsigned kLineLength = 100;
/// The most search threads --threads accepts.
constexpr long long kMaxThreads = 256;

/// The words `--help TOPIC` accepts: GNU Go 2.6's `--help analyze`, and the -p list.
const char* const kHelpTopics[] = {"analyze", "playstyle"};

/// "analyze, playstyle" (the error for an unknown topic) or "analyze|playstyle" (the usage).
std::string helpTopicList(const char* separator) {
  std::string out;
  for (const char* topic : kHelpTopics) out += (out.empty() ? "" : separator) + std::string(topic);
  return out;
}

/// A string-valued option shown as `--name VALUE` in the usage.
po::typed_value<std::string>* text(const char* valueName) {
  return po::value<std::string>()->value_name(valueName);
}

// clang-format off
std::vector<po::options_description> buildGroups() {
  po::options_description main("Main options", kLineLength);
  main.add_options()
      ("mode", text("MODE"), "ascii|gtp (default: ascii if stdin is a terminal, else gtp)")
      ("infile,l", text("FILE"), "load an SGF file")
      ("until,L", text("MOVE"), "with -l: stop before this move number or vertex")
      ("outfile,o", text("FILE"), "write the game as SGF at the end")
      ("quiet", po::bool_switch(), "less chatter")
      ("color-output", text("WHEN"), "auto|always|never: ANSI colors")
      ("version,v", po::bool_switch(), "print the version and exit")
      ("help,h", po::bool_switch(),
       ("print this help and exit (--help " + helpTopicList("|") + ": a topic)").c_str())
      ("helpanalyze", po::bool_switch(), "the --analyze options (same as --help analyze)")
      ("man", po::bool_switch(), "print the man page (roff) and exit");
  po::options_description game("Game options", kLineLength);
  game.add_options()
      ("boardsize", text("N"), "board size, 2 to 25 (default 19)")
      ("komi", text("X"), "komi")
      ("handicap", text("N"), "fixed handicap stones, 0 to 9")
      ("color", text("COLOR"), "black|white: the human's color (default black)")
      ("chinese-rules", po::bool_switch(), "area scoring")
      ("superko", po::bool_switch(), "positional superko in games");
  po::options_description engine("Engine options", kLineLength);
  engine.add_options()
      ("seed,r", text("N"), "random seed (default 1)")
      ("playstyle,p", text("STYLE"), "standard|no_fuseki|tenuki|fearless|aggressive|help")
      ("depth,D", text("N"), "reading depth (14)")
      ("backfill_depth,B", text("N"), "backfill depth (9)")
      ("fourlib_depth,F", text("N"), "four-liberty depth (6)")
      ("ko_depth,K", text("N"), "ko depth (12)")
      ("reading-nodes", text("N"), "reading nodes per tactical question on 19x19 (40000)")
      ("memory,M", text("MB"), "hash memory in MB (8)")
      ("resign-below", text("X"), "resign when the estimated margin is below -X (default: never)")
      ("owl-nodes", text("N"), "owl nodes per life-and-death question (3000)")
      ("owl-depth", text("N"), "owl reading depth in plies (20)")
      ("owl-pass-nodes", text("N"), "owl nodes of each move's status pass over all dragons (30000)")
      ("owl-pass-question", text("N"), "owl nodes per dragon in that pass (3000)")
      ("chooser", text("NAME"), "classic|search|learned: what picks the move (default: search; from 14x14 among the learned ranking's best moves)")
      ("playouts", text("N"), "the search's playouts per move (8000 on 9x9, 10000 on 13x13, else 2000; without --chooser, 0 is classic and N the search)")
      ("threads", text("N"), "threads of the search, all in one tree (1: the same game for a seed on every machine; 0: the machine's hardware threads)")
      ("connection-reading", po::bool_switch(), "above 13x13, read the cutting points of loose dragons in genmove")
      ("policy-weight", text("W"), "on 19x19, the weight of the move prediction network in the learned chooser (default 1, 0: off)");
  po::options_description debug("Analysis and debug options", kLineLength);
  debug.add_options()
      ("moyo,m", text("LEVEL"), "moyo debug bits, decimal or 0x hex")
      ("trace,t", po::value<TraceCount>()->zero_tokens()->composing(), "with --decidestring or --decidedragon: trace its reading (repeatable; a third -t lifts the 5000-line bound)")
      ("worms,w", po::bool_switch(), "print worm data")
      ("printboard,T", po::bool_switch(), "print the dragon board")
      ("printeyes,E", po::bool_switch(), "print the eye spaces")
      ("allpats,a", po::bool_switch(), "try every pattern in every genmove")
      ("pattern-stats", text("FILE"), "add the pattern firing counters to FILE at the end")
      ("score", text("WHEN"), "with -l: end|last|MOVE")
      ("printsgf", text("FILE"), "with -l: write the position as SGF to FILE")
      ("decidestring", text("VERTEX"), "with -l: attack and defense of one string")
      ("decidedragon", text("VERTEX"), "with -l: the owl's attack and defense of one dragon")
      ("benchmark,b", text("N"), "self-play N moves, print moves per second");
  po::options_description show("SGF analysis and pictures", kLineLength);
  show.add_options()
      ("analyze", text("OPTS"), "with -l and -o: the position with SGF markup (--help analyze)")
      ("analyzerfile", text("FILE"), "with -l: write the --analyze SGF to FILE")
      ("analyze-game", po::bool_switch(), "with -l and -o: annotate every move of the game")
      ("score-plot", text("FILE"), "with --analyze-game: an SVG plot of the score estimate")
      ("svg", text("FILE"), "with -l: an SVG picture of the position")
      ("svg-kind", text("KIND"),
       "with --svg: territory|moyo|area|delta_terri|delta_moyo|dragons|estimate");
  return {main, game, engine, debug, show};
}
// clang-format on

po::options_description buildDescription() {
  po::options_description all(kLineLength);
  for (const auto& group : buildGroups()) all.add(group);
  return all;
}

/// Thrown by the converters below; becomes the one-line error.
struct BadValue {
  std::string message;
};

[[noreturn]] void bad(const std::string& option, const std::string& value,
                      const std::string& expected) {
  throw BadValue{"invalid value '" + value + "' for --" + option + ": expected " + expected};
}

long long toInteger(const std::string& option, const std::string& text, long long lo,
                    long long hi) {
  const std::string range = "an integer from " + std::to_string(lo) + " to " + std::to_string(hi);
  if (text.empty() || !(std::isdigit(static_cast<unsigned char>(text[0])) || text[0] == '-'))
    bad(option, text, range);
  char* end = nullptr;
  errno = 0;
  const long long value = std::strtoll(text.c_str(), &end, 10);
  if (errno != 0 || *end != '\0' || value < lo || value > hi) bad(option, text, range);
  return value;
}

double toReal(const std::string& option, const std::string& text) {
  char* end = nullptr;
  const double value = std::strtod(text.c_str(), &end);
  if (text.empty() || *end != '\0' || value != value || value > 1e6 || value < -1e6)
    bad(option, text, "a number");
  return value;
}

/// "D4" style: one letter and 1-2 digits (checked against the board size later).
bool looksLikeVertex(const std::string& text) {
  if (text.size() < 2 || text.size() > 3 || !std::isalpha(static_cast<unsigned char>(text[0])))
    return false;
  for (size_t i = 1; i < text.size(); ++i)
    if (!std::isdigit(static_cast<unsigned char>(text[i]))) return false;
  return true;
}

bool isPositiveInteger(const std::string& text) {
  if (text.empty() || text.size() > 6) return false;
  for (char ch : text)
    if (!std::isdigit(static_cast<unsigned char>(ch))) return false;
  return std::stoi(text) > 0;
}

std::string lower(std::string text) {
  for (char& ch : text) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return text;
}

// Each converter reads one group of options from the variables map into CliOptions.
void readMainOptions(const po::variables_map& vm, CliOptions& o) {
  if (vm.count("mode")) {
    const std::string m = lower(vm["mode"].as<std::string>());
    if (m == "ascii") {
      o.mode = Mode::Ascii;
    } else if (m == "gtp") {
      o.mode = Mode::Gtp;
    } else {
      bad("mode", vm["mode"].as<std::string>(), "ascii or gtp");
    }
  }
  if (vm.count("infile")) o.infile = vm["infile"].as<std::string>();
  if (vm.count("until")) {
    o.until = vm["until"].as<std::string>();
    if (!isPositiveInteger(o.until) && !looksLikeVertex(o.until))
      bad("until", o.until, "a move number or a vertex");
  }
  if (vm.count("outfile")) o.outfile = vm["outfile"].as<std::string>();
  o.quiet = vm["quiet"].as<bool>();
  if (vm.count("color-output")) {
    const std::string c = lower(vm["color-output"].as<std::string>());
    if (c == "auto") {
      o.colorOutput = ColorOutput::Auto;
    } else if (c == "always") {
      o.colorOutput = ColorOutput::Always;
    } else if (c == "never") {
      o.colorOutput = ColorOutput::Never;
    } else {
      bad("color-output", c, "auto, always or never");
    }
  }
  o.version = vm["version"].as<bool>();
  o.help = vm["help"].as<bool>();
  if (vm["helpanalyze"].as<bool>()) o.helpTopic = "analyze";
  o.man = vm["man"].as<bool>();
}

void readShowOptions(const po::variables_map& vm, CliOptions& o) {
  if (vm.count("analyze")) {
    std::string error;
    const auto flags = parseAnalyzeOptions(vm["analyze"].as<std::string>(), error);
    if (!flags) throw BadValue{error};
    o.analyze = *flags;
  }
  if (vm.count("analyzerfile")) o.analyzerFile = vm["analyzerfile"].as<std::string>();
  o.analyzeGame = vm["analyze-game"].as<bool>();
  if (vm.count("score-plot")) o.scorePlot = vm["score-plot"].as<std::string>();
  if (vm.count("svg")) o.svgFile = vm["svg"].as<std::string>();
  if (vm.count("svg-kind")) {
    o.svgKind = vm["svg-kind"].as<std::string>();
    if (!parseSvgOverlay(o.svgKind)) bad("svg-kind", o.svgKind, svgOverlayNames());
  }
}

void readGameOptions(const po::variables_map& vm, CliOptions& o) {
  if (vm.count("boardsize")) {
    o.boardSize = static_cast<int>(
        toInteger("boardsize", vm["boardsize"].as<std::string>(), core::kMinSize, core::kMaxSize));
  }
  if (vm.count("komi")) o.komi = toReal("komi", vm["komi"].as<std::string>());
  if (vm.count("handicap"))
    o.handicap = static_cast<int>(toInteger("handicap", vm["handicap"].as<std::string>(), 0, 9));
  if (vm.count("color")) {
    const auto c = core::parseColor(vm["color"].as<std::string>());
    if (!c) bad("color", vm["color"].as<std::string>(), "black or white");
    o.humanColor = *c;
  }
  o.engine.chineseRules = vm["chinese-rules"].as<bool>();
  o.superko = vm["superko"].as<bool>();
}

void readEngineOptions(const po::variables_map& vm, CliOptions& o) {
  if (vm.count("seed")) {
    const std::string s = vm["seed"].as<std::string>();
    char* end = nullptr;
    errno = 0;
    const unsigned long long v = std::strtoull(s.c_str(), &end, 10);
    if (s.empty() || !std::isdigit(static_cast<unsigned char>(s[0])) || *end != '\0' || errno != 0)
      bad("seed", s, "a non-negative integer");
    o.engine.seed = v;
  }
  if (vm.count("playstyle")) {
    const std::string p = vm["playstyle"].as<std::string>();
    if (lower(p) == "help") {
      o.playStyleHelp = true;
    } else {
      const auto style = parsePlayStyle(p);
      if (!style) bad("playstyle", p, "standard, no_fuseki, tenuki, fearless, aggressive or help");
      o.engine.playStyle = *style;
    }
  }
  auto depth = [&](const char* name, int& field, long long hi, long long lo = 0) {
    if (vm.count(name))
      field = static_cast<int>(toInteger(name, vm[name].as<std::string>(), lo, hi));
  };
  depth("depth", o.engine.depth, 100);
  depth("backfill_depth", o.engine.backfillDepth, 100);
  depth("fourlib_depth", o.engine.fourlibDepth, 100);
  depth("ko_depth", o.engine.koDepth, 100);
  depth("reading-nodes", o.engine.readingNodes, 10000000, 1);  // 0 would read nothing
  depth("memory", o.engine.hashMemoryMb, 1024);  // the reading cache is allocated at once
  if (vm.count("resign-below")) {
    const double x = toReal("resign-below", vm["resign-below"].as<std::string>());
    if (x < 0) bad("resign-below", vm["resign-below"].as<std::string>(), "a margin of 0 or more");
    o.engine.resignBelow = x;
  }
  depth("owl-nodes", o.engine.owl.nodeBudget, 10000000);
  depth("owl-depth", o.engine.owl.depth, 200);
  depth("owl-pass-nodes", o.engine.owlPassNodes, 10000000);
  depth("owl-pass-question", o.engine.owlPassQuestionNodes, 10000000);
  depth("playouts", o.engine.playouts, 10000000);
  depth("threads", o.engine.threads, kMaxThreads);
  if (o.engine.threads == 0) o.engine.threads = playout::hardwareThreads();
  if (vm.count("chooser")) {
    const std::string text = vm["chooser"].as<std::string>();
    const std::optional<engine::ChooserKind> kind = engine::parseChooser(text);
    if (!kind) bad("chooser", text, "classic, search or learned");
    o.engine.chooser = *kind;
    if (*kind != engine::ChooserKind::Search && o.engine.playouts > 0)
      throw BadValue{"--playouts is for the search chooser, not --chooser " + text};
    if (*kind == engine::ChooserKind::Search && o.engine.playouts == 0)
      throw BadValue{"--chooser search needs playouts (--playouts 0 is the classic chooser)"};
  }
  o.engine.connectionReading = vm["connection-reading"].as<bool>();
  if (vm.count("policy-weight")) {
    const std::string text = vm["policy-weight"].as<std::string>();
    const double w = toReal("policy-weight", text);
    if (w < 0 || w > 100) bad("policy-weight", text, "a weight from 0 to 100");
    o.engine.policyWeight = w;
  }
}

void readDebugOptions(const po::variables_map& vm, CliOptions& o) {
  if (vm.count("moyo")) {
    const auto level = parseMoyoLevel(vm["moyo"].as<std::string>());
    if (!level) bad("moyo", vm["moyo"].as<std::string>(), "a level in decimal or 0x hex");
    o.engine.moyoLevel = *level;
  }
  if (vm.count("trace")) o.trace = vm["trace"].as<TraceCount>().n;
  o.worms = vm["worms"].as<bool>();
  o.printBoard = vm["printboard"].as<bool>();
  o.eyes = vm["printeyes"].as<bool>();
  o.allPats = vm["allpats"].as<bool>();
  o.engine.allPatterns = o.allPats;
  if (vm.count("pattern-stats")) o.patternStats = vm["pattern-stats"].as<std::string>();
  if (vm.count("score")) {
    o.score = lower(vm["score"].as<std::string>());
    if (o.score != "end" && o.score != "last" && !isPositiveInteger(o.score) &&
        !looksLikeVertex(o.score))
      bad("score", o.score, "end, last or a move number");
  }
  if (vm.count("printsgf")) o.printSgf = vm["printsgf"].as<std::string>();
  if (vm.count("decidestring")) {
    o.decideString = vm["decidestring"].as<std::string>();
    if (!looksLikeVertex(o.decideString)) bad("decidestring", o.decideString, "a vertex");
  }
  if (vm.count("decidedragon")) {
    o.decideDragon = vm["decidedragon"].as<std::string>();
    if (!looksLikeVertex(o.decideDragon)) bad("decidedragon", o.decideDragon, "a vertex");
  }
  if (vm.count("benchmark"))
    o.benchmark =
        static_cast<int>(toInteger("benchmark", vm["benchmark"].as<std::string>(), 1, 100000));
}

// True when `word` holds a "%name%" placeholder of Boost.Program_options' message templates.
bool holdsPlaceholder(const std::string& word) {
  for (size_t open = word.find('%'); open != std::string::npos; open = word.find('%', open + 1)) {
    size_t end = open + 1;
    while (end < word.size() && (std::isalpha(static_cast<unsigned char>(word[end])) || word[end] == '_'))
      ++end;
    if (end > open + 1 && end < word.size() && word[end] == '%') return true;
  }
  return false;
}

// Boost.Program_options fills its message templates (%canonical_option%, %value%, ...) by
// replacing each placeholder until none is left, so a command-line word holding one made
// what() loop forever (found by the CLI fuzzer: `moyogo --%canonical_option%x` hung). With
// such a word the message is built here from the option's name, which needs no templates.
std::string programOptionsMessage(const po::error& e, const std::vector<const char*>& args) {
  const auto* named = dynamic_cast<const po::error_with_option_name*>(&e);
  bool risky = false;
  for (const char* a : args) risky = risky || holdsPlaceholder(a);
  if (named == nullptr || !risky) return e.what();
  const std::string name = "'" + named->get_option_name() + "'";
  if (dynamic_cast<const po::unknown_option*>(&e) != nullptr) return "unrecognised option " + name;
  return "invalid use of option " + name;
}

/// Takes the topic of `--help TOPIC`, `-h TOPIC` or `--help=TOPIC` out of args (the word is
/// part of the help request, not a stray argument) and returns it, "" when none. A word
/// after --help that is not an option is a topic; an unknown one is an error naming them.
std::string takeHelpTopic(std::vector<const char*>& args) {
  static const char* const kHelp = "--help";
  for (size_t i = 1; i < args.size(); ++i) {
    const std::string a = args[i];
    std::string topic;
    if (a.rfind("--help=", 0) == 0) {
      topic = a.substr(7);
      args[i] = kHelp;
    } else if ((a == "--help" || a == "-h") && i + 1 < args.size() && args[i + 1][0] != '-') {
      topic = args[i + 1];
      args.erase(args.begin() + static_cast<long>(i) + 1);
    } else {
      continue;
    }
    for (const char* known : kHelpTopics)
      if (topic == known) return topic;
    throw BadValue{"unknown help topic '" + topic + "': the topics are " + helpTopicList(", ")};
  }
  return "";
}

/// How the user wrote an option: "-L" when a word starts with its short form, else "--until".
std::string spelled(const std::vector<const char*>& args, const std::string& longName,
                    char shortName) {
  for (size_t i = 1; shortName != 0 && i < args.size(); ++i)
    if (args[i][0] == '-' && args[i][1] == shortName) return std::string("-") + shortName;
  return "--" + longName;
}

/// An option the variables map holds from the command line (a switch only when set).
bool given(const po::variables_map& vm, const char* name) {
  if (vm.count(name) == 0 || vm[name].defaulted()) return false;
  const boost::any& value = vm[name].value();
  return value.type() != typeid(bool) || boost::any_cast<bool>(value);
}

/// Options that do nothing without another are errors naming the one they need
/// ("--score-plot needs --analyze-game"); the analysis actions run only without --mode, so
/// with it they are errors too. Throws BadValue with the first problem found.
void checkCompanions(const po::variables_map& vm, const std::vector<const char*>& args) {
  struct Companion {
    const char* option;
    char shortName;
    const char* needs;      // the option it needs, as the variables map names it
    const char* needsText;  // as the message names it
  };
  static const Companion kNeeds[] = {
      {"until", 'L', "infile", "-l FILE"},
      {"score", 0, "infile", "-l FILE"},
      {"printsgf", 0, "infile", "-l FILE"},
      {"decidestring", 0, "infile", "-l FILE"},
      {"decidedragon", 0, "infile", "-l FILE"},
      {"analyze", 0, "infile", "-l FILE"},
      {"analyzerfile", 0, "infile", "-l FILE"},
      {"analyze-game", 0, "infile", "-l FILE"},
      {"score-plot", 0, "analyze-game", "--analyze-game"},
      {"svg", 0, "infile", "-l FILE"},
      {"svg-kind", 0, "svg", "--svg FILE"},
  };
  for (const Companion& c : kNeeds)
    if (given(vm, c.option) && !given(vm, c.needs))
      throw BadValue{spelled(args, c.option, c.shortName) + " needs " + c.needsText};
  if (given(vm, "trace") && !given(vm, "decidestring") && !given(vm, "decidedragon"))
    throw BadValue{spelled(args, "trace", 't') +
                   " needs --decidestring VERTEX or --decidedragon VERTEX"};
  for (const char* action : {"analyze", "analyze-game"})
    if (given(vm, action) && !given(vm, "outfile") && !given(vm, "analyzerfile"))
      throw BadValue{std::string("--") + action + " needs -o FILE or --analyzerfile FILE"};
  if (!given(vm, "mode")) return;
  static const std::pair<const char*, char> kActions[] = {
      {"analyze", 0},     {"analyzerfile", 0}, {"analyze-game", 0}, {"svg", 0},
      {"printsgf", 0},    {"score", 0},        {"decidestring", 0}, {"decidedragon", 0},
      {"benchmark", 'b'}, {"worms", 'w'},      {"printboard", 'T'}, {"printeyes", 'E'},
  };
  for (const auto& [action, shortName] : kActions)
    if (given(vm, action))
      throw BadValue{spelled(args, action, shortName) +
                     " cannot be used with --mode (it runs instead of a game)"};
}

}  // namespace

std::optional<unsigned> parsePlayStyle(const std::string& name) {
  static const std::pair<const char*, unsigned> kStyles[] = {
      {"standard", engine::kStyleStandard},
      {"no_fuseki", engine::kStyleNoFuseki},
      {"tenuki", engine::kStyleTenuki | engine::kStyleStandard},
      {"fearless", engine::kStyleFearless | engine::kStyleStandard},
      {"aggressive", engine::kStyleFearless | engine::kStyleTenuki | engine::kStyleStandard},
  };
  // GNU Go 2.x compares the first 5 characters only.
  const std::string key = lower(name).substr(0, 5);
  if (key.empty()) return std::nullopt;
  for (const auto& [styleName, bits] : kStyles)
    if (std::string(styleName).substr(0, 5) == key) return bits;
  return std::nullopt;
}

std::optional<unsigned> parseMoyoLevel(const std::string& text) {
  const bool hex = text.size() > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X');
  const std::string digits = hex ? text.substr(2) : text;
  if (digits.empty() || digits.size() > 8) return std::nullopt;
  for (char ch : digits) {
    const auto u = static_cast<unsigned char>(ch);
    if (!(hex ? std::isxdigit(u) : std::isdigit(u))) return std::nullopt;
  }
  return static_cast<unsigned>(std::stoul(digits, nullptr, hex ? 16 : 10));
}

std::string playStyleHelpText() {
  return "Play styles (-p, matched on the first 5 characters):\n"
         "  standard    the default\n"
         "  no_fuseki   no opening library moves\n"
         "  tenuki      standard, plays away more readily\n"
         "  fearless    standard, plus the big-move search (may override a small move)\n"
         "  aggressive  fearless and tenuki\n"
         "  help        this list\n";
}

std::vector<OptionDoc> optionDocs() {
  std::vector<OptionDoc> out;
  static const char* const kTitles[] = {"Main options", "Game options", "Engine options",
                                        "Analysis and debug options", "SGF analysis and pictures"};
  const std::vector<po::options_description> groups = buildGroups();
  for (size_t g = 0; g < groups.size(); ++g) {
    const po::options_description& group = groups[g];
    for (const auto& opt : group.options()) {
      std::string names = opt->format_name();  // "-l [ --infile ]"
      if (const size_t open = names.find(" [ "); open != std::string::npos) {
        names.replace(open, 3, ", ");
        if (const size_t close = names.find(" ]"); close != std::string::npos)
          names.erase(close, 2);
      }
      const std::string param = opt->format_parameter();
      if (!param.empty()) names += " " + param;
      out.push_back(OptionDoc{kTitles[g], names, opt->description()});
    }
  }
  return out;
}

std::string usageText() {
  std::ostringstream out;
  out << "Usage: moyogo [options]\n"
      << "A Go engine after GNU Go 2.x: ASCII game on a terminal, GTP otherwise.\n"
      << buildDescription();
  return out.str();
}

CliParseResult parseCommandLine(int argc, const char* const argv[]) {
  CliParseResult result;
  std::vector<const char*> args(argv, argv + argc);
  try {
    const std::string topic = takeHelpTopic(args);
    const po::options_description desc = buildDescription();
    // No positional options: the parser keeps a stray word as a nameless option, named in
    // the error below (Boost's own words would be "too many positional options").
    const po::parsed_options parsed =
        po::command_line_parser(static_cast<int>(args.size()), args.data()).options(desc).run();
    for (const po::option& opt : parsed.options)
      if (opt.string_key.empty() && !opt.original_tokens.empty())
        throw BadValue{"unexpected argument '" + opt.original_tokens.front() + "'"};
    po::variables_map vm;
    po::store(parsed, vm);
    po::notify(vm);
    CliOptions o;
    readMainOptions(vm, o);
    readGameOptions(vm, o);
    readEngineOptions(vm, o);
    readDebugOptions(vm, o);
    readShowOptions(vm, o);
    if (!topic.empty()) o.helpTopic = topic;
    const bool informationOnly =
        o.help || o.version || o.man || o.playStyleHelp || !o.helpTopic.empty();
    if (!informationOnly) checkCompanions(vm, args);
    result.options = o;
  } catch (const BadValue& e) {
    result.error = e.message;
  } catch (const po::error& e) {
    result.error = programOptionsMessage(e, args);
  } catch (const std::exception& e) {
    result.error = e.what();
  }
  return result;
}

CliParseResult parseCommandLine(const std::vector<std::string>& args) {
  std::vector<const char*> argv = {"moyogo"};
  for (const auto& a : args) argv.push_back(a.c_str());
  return parseCommandLine(static_cast<int>(argv.size()), argv.data());
}

}  // namespace iface
