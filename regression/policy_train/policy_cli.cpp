#include "regression/policy_train/policy_cli.h"

#include <boost/program_options.hpp>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <regex>
#include <set>
#include <sstream>
#include <stdexcept>

#include "engine/genmove/policy_net.h"
#include "regression/policy_train/policy_labels.h"
#include "regression/policy_train/policy_trainer.h"
#include "regression/policy_train/weights_header.h"

namespace policy_train {
namespace {

namespace po = boost::program_options;

struct Options {
  std::string games, labels, out, eval, holdout;
  int filters = 48, layers = 6;
  size_t limit = 0;
  TrainOptions train;
};

// A bad option: the message, then the usage (exit code 2).
struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

long integer(const po::variables_map& vm, const char* name, long lo, long hi, long fallback) {
  if (!vm.count(name)) return fallback;
  const std::string text = vm[name].as<std::string>();
  size_t used = 0;
  long v = 0;
  try {
    v = std::stol(text, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used == 0 || used != text.size() || v < lo || v > hi)
    throw UsageError("--" + std::string(name) + " " + text + ": expected an integer from " +
                     std::to_string(lo) + " to " + std::to_string(hi));
  return v;
}

po::options_description describe() {
  po::options_description d("policy_train options");
  auto text = [](const char* value) { return po::value<std::string>()->value_name(value); };
  // clang-format off
  d.add_options()
      ("games", text("DIR"), "folder of the SGF files the labels name")
      ("labels", text("FILE"), "labels file (GAME MOVES COLOR VERTEX SOURCE a line), - for stdin")
      ("out", text("HEADER"), "train and write the weights header here")
      ("eval", text("HEADER"), "report the top-1 of this header instead of training")
      ("holdout", text("REGEX"), "games whose name matches are held out (not trained on)")
      ("epochs", text("N"), "passes over the training positions (default 6)")
      ("filters", text("F"), "filters of every convolution (default 48)")
      ("layers", text("L"), "3x3 convolutions after the 5x5 one (default 6)")
      ("seed", text("S"), "random seed: initial weights, order, symmetries (default 1)")
      ("threads", text("T"), "threads (default 2)")
      ("batch", text("B"), "positions a minibatch (default 256)")
      ("rate", text("R"), "peak learning rate of the one-cycle schedule (default 0.002)")
      ("limit", text("N"), "only the first N labels (default: all)")
      ("help", "print this help");
  // clang-format on
  return d;
}

Options parseOptions(const std::vector<std::string>& args, bool& help) {
  po::variables_map vm;
  try {
    po::store(po::command_line_parser(args).options(describe()).run(), vm);
  } catch (const po::error& e) {
    throw UsageError(e.what());
  }
  help = vm.count("help") > 0;
  Options o;
  if (help) return o;
  for (const char* name : {"games", "labels"})
    if (!vm.count(name)) throw UsageError("--" + std::string(name) + " is required");
  if (vm.count("out") == vm.count("eval")) throw UsageError("give one of --out and --eval");
  auto str = [&vm](const char* name) {
    return vm.count(name) ? vm[name].as<std::string>() : std::string();
  };
  o.games = str("games");
  o.labels = str("labels");
  o.out = str("out");
  o.eval = str("eval");
  o.holdout = str("holdout");
  try {
    if (!o.holdout.empty()) std::regex(o.holdout, std::regex::extended);
  } catch (const std::regex_error& e) {
    throw UsageError("--holdout '" + o.holdout + "': " + e.what());
  }
  o.train.epochs = static_cast<int>(integer(vm, "epochs", 1, 10000, 6));
  o.filters = static_cast<int>(integer(vm, "filters", 1, 1024, 48));
  o.layers = static_cast<int>(integer(vm, "layers", 1, 64, 6));
  o.train.seed = static_cast<uint64_t>(integer(vm, "seed", 0, 1L << 62, 1));
  o.train.threads = static_cast<int>(integer(vm, "threads", 1, 256, 2));
  o.train.batch = static_cast<int>(integer(vm, "batch", 1, 1 << 20, 256));
  o.limit = static_cast<size_t>(integer(vm, "limit", 0, 1L << 40, 0));
  if (vm.count("rate")) {
    const std::string r = str("rate");
    char* end = nullptr;
    o.train.rate = std::strtod(r.c_str(), &end);
    if (end == r.c_str() || *end != '\0' || !(o.train.rate > 0.0) || o.train.rate > 10.0)
      throw UsageError("--rate " + r + ": expected a number above 0 and at most 10");
  }
  return o;
}

std::vector<LabelLine> labelsOf(const Options& o, std::istream& in) {
  if (o.labels == "-") return readLabels(in, "stdin", o.limit);
  std::ifstream file(o.labels);
  if (!file) throw std::runtime_error("cannot open labels file '" + o.labels + "'");
  return readLabels(file, o.labels, o.limit);
}

// The held-out and the training positions, by the games' names.
void split(const Dataset& data, const std::string& holdout, std::vector<size_t>& train,
           std::vector<size_t>& heldOut) {
  std::regex re;
  if (!holdout.empty()) re = std::regex(holdout, std::regex::extended);  // checked before
  std::vector<uint8_t> held(data.games.size(), 0);
  for (size_t g = 0; g < data.games.size(); ++g)
    held[g] = !holdout.empty() && std::regex_search(data.games[g], re);
  for (size_t i = 0; i < data.positions.size(); ++i)
    (held[static_cast<size_t>(data.positions[i].game)] ? heldOut : train).push_back(i);
}

size_t gamesOf(const Dataset& data, const std::vector<size_t>& which) {
  std::set<int> games;
  for (size_t i : which) games.insert(data.positions[i].game);
  return games.size();
}

std::string fixed3(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.3f", v);
  return buf;
}

std::string evalLine(const EvalResult& r) {
  std::string out = "top-1 " + fixed3(r.top1()) + " on " + std::to_string(r.positions) +
                    " positions, loss " + fixed3(r.loss);
  for (int s = 0; s < kSources; ++s)
    if (r.bySource[s])
      out += "; " + std::string(sourceName(static_cast<Source>(s))) + " " +
             fixed3(static_cast<double>(r.hitsBySource[s]) / r.bySource[s]) + " of " +
             std::to_string(r.bySource[s]);
  return out;
}

void printCounts(const LoadCounts& c, std::ostream& out) {
  out << "labels: " << c.labels << " lines, " << c.positions << " positions; skipped " << c.pass
      << " PASS, " << c.illegal << " illegal, " << c.beyondEnd << " past the game's end, "
      << c.notNineteen << " not 19x19, " << c.notLoaded << " in " << c.gamesFailed
      << " games that did not load\n";
}

}  // namespace

namespace {

std::string baseName(const std::string& path) {
  if (path == "-") return "stdin";
  std::filesystem::path p(path);
  if (!p.has_filename()) p = p.parent_path();
  return p.filename().string();
}

// The header's second comment line: the data, the held-out result, the settings.
std::string description(const Options& o, const Dataset& data, const std::vector<size_t>& train,
                        const std::vector<size_t>& heldOut, const EvalResult& held) {
  std::ostringstream s;
  s << train.size() << " training positions of " << gamesOf(data, train) << " games (labels "
    << baseName(o.labels) << ", games " << baseName(o.games) << "), ";
  if (heldOut.empty())
    s << "no held-out games; ";
  else
    s << "held-out top-1 " << fixed3(held.top1()) << " on " << heldOut.size() << " positions of "
      << gamesOf(data, heldOut) << " games matching '" << o.holdout << "'; ";
  s << o.filters << " filters, " << o.layers << " layers, " << o.train.epochs << " epochs, batch "
    << o.train.batch << ", rate " << o.train.rate << ", seed " << o.train.seed << ".";
  return s.str();
}

// The header goes to a temporary file beside it first, so an interrupted run never leaves
// a half-written header.
void writeFile(const std::string& path, const std::string& text) {
  const std::string tmp = path + ".tmp";
  {
    std::ofstream f(tmp, std::ios::binary);
    f << text;
    if (!f.flush()) throw std::runtime_error("cannot write '" + tmp + "'");
  }
  std::error_code ec;
  std::filesystem::rename(tmp, path, ec);
  if (ec)
    throw std::runtime_error("cannot rename '" + tmp + "' to '" + path + "': " + ec.message());
}

int evalMode(const Options& o, const Dataset& data, const std::vector<size_t>& train,
             const std::vector<size_t>& heldOut, std::ostream& out) {
  std::ifstream f(o.eval, std::ios::binary);
  if (!f) throw std::runtime_error("cannot open header '" + o.eval + "'");
  std::stringstream text;
  text << f.rdbuf();
  Model model = [&] {
    try {
      return readWeightsHeader(text.str());
    } catch (const std::runtime_error& e) {
      throw std::runtime_error("'" + o.eval + "': " + e.what());
    }
  }();
  if (model.shape().planes != data.planes)
    throw std::runtime_error("'" + o.eval + "' has " + std::to_string(model.shape().planes) +
                             " input planes, the engine " + std::to_string(data.planes));
  const bool all = o.holdout.empty();
  std::vector<size_t> which = all ? train : heldOut;
  const EvalResult r = evaluate(model, data, which, o.train.threads);
  out << "eval " << baseName(o.eval) << " (" << model.shape().filters << " filters, "
      << model.shape().layers << " layers) on " << (all ? "all" : "held-out")
      << " positions: " << evalLine(r) << "\n";
  return 0;
}

int trainMode(const Options& o, const Dataset& data, const std::vector<size_t>& train,
              const std::vector<size_t>& heldOut, std::ostream& out) {
  if (train.empty()) throw std::runtime_error("no training positions");
  ModelShape shape;
  shape.size = data.size;
  shape.planes = data.planes;
  shape.filters = o.filters;
  shape.layers = o.layers;
  Model model(shape);
  model.initialize(o.train.seed);
  out << "network: " << o.filters << " filters, " << o.layers << " layers, "
      << model.params().size() << " parameters; " << o.train.epochs << " epochs, batch "
      << o.train.batch << ", rate " << o.train.rate << ", seed " << o.train.seed << ", "
      << o.train.threads << " threads\n"
      << std::flush;
  const std::vector<EpochResult> epochs = trainModel(model, data, train, heldOut, o.train, out);
  const EvalResult held = epochs.back().heldOut;
  if (!heldOut.empty()) out << "held-out: " << evalLine(held) << "\n";
  writeFile(o.out, weightsHeader(model, description(o, data, train, heldOut, held)));
  out << "wrote " << o.out << "\n";
  return 0;
}

}  // namespace

int runPolicyTrain(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
                   std::ostream& err) {
  Options o;
  try {
    bool help = false;
    o = parseOptions(args, help);
    if (help) {
      out << "usage: policy_train --games DIR --labels FILE|- (--out HEADER | --eval HEADER)"
             " [options]\n"
          << describe();
      return 0;
    }
    const std::vector<LabelLine> labels = labelsOf(o, in);
    LoadCounts counts;
    const Dataset data = loadPositions(o.games, labels, counts, err);
    printCounts(counts, out);
    std::vector<size_t> train, heldOut;
    split(data, o.holdout, train, heldOut);
    out << "train: " << train.size() << " positions of " << gamesOf(data, train)
        << " games; held out: " << heldOut.size() << " positions of " << gamesOf(data, heldOut)
        << " games\n";
    if (data.positions.empty()) throw std::runtime_error("no positions");
    return o.eval.empty() ? trainMode(o, data, train, heldOut, out)
                          : evalMode(o, data, train, heldOut, out);
  } catch (const UsageError& e) {
    err << "policy_train: " << e.what() << "\n"
        << "usage: policy_train --games DIR --labels FILE|- (--out HEADER | --eval HEADER)"
           " [options]; --help for the options\n";
    return 2;
  } catch (const std::exception& e) {
    err << "policy_train: " << e.what() << "\n";
    return 1;
  }
}

}  // namespace policy_train
