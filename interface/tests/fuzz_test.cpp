// Robustness: random and malformed GTP lines and damaged SGF files never crash, hang or
// produce a malformed answer (starts with = or ?, no empty line inside, one blank line at
// the end). Deterministic: fixed seeds.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>
#include <set>

#include "interface/sgf_tree.h"
#include "interface/tests/gtp_test_util.h"
#include "interface/tests/time_scale.h"
#include "interface/tests/temp_dir.h"

namespace iface {
namespace {

using Clock = std::chrono::steady_clock;

// Commands that would write files when given an argument: they get none.
bool writesFiles(std::string_view name) {
  static const std::set<std::string_view> kWriters = {
      "printsgf", "start_sgftrace", "finish_sgftrace", "dump_stack", "draw_search_area"};
  return kWriters.count(name) > 0;
}

class LineMaker {
 public:
  explicit LineMaker(uint32_t seed) : m_rng(seed) {
    for (const auto& c : allCommands()) m_names.emplace_back(c.name);
  }

  std::string randomBytes() {
    std::string s(pick(0, 60), ' ');
    for (char& ch : s) ch = static_cast<char>(pick(0, 255));
    return s;
  }

  std::string tokenLine() {
    std::string line;
    if (pick(0, 4) == 0) line += std::to_string(pick(-5, 100000)) + " ";
    const std::string name = pick(0, 9) == 0 ? word() : m_names[index(m_names.size())];
    line += name;
    if (writesFiles(name)) return line;
    const int args = pick(0, 4);
    for (int i = 0; i < args; ++i) line += (pick(0, 5) == 0 ? "\t" : " ") + argument(name);
    if (pick(0, 20) == 0) line += " # comment";
    if (pick(0, 20) == 0) line += "\r";
    return line;
  }

 private:
  int pick(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(m_rng); }
  size_t index(size_t n) { return std::uniform_int_distribution<size_t>(0, n - 1)(m_rng); }

  std::string word() {
    static const char kChars[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-+.:[]()";
    std::string s(pick(1, 8), 'a');
    for (char& ch : s) ch = kChars[index(sizeof kChars - 1)];
    return s;
  }

  std::string argument(const std::string& command) {
    switch (pick(0, 9)) {
      case 0: return pick(0, 1) == 0 ? "black" : "w";
      case 1:
      case 2: {  // a vertex, usually on a small board
        std::string v(1, static_cast<char>('A' + pick(0, 25)));
        return v + std::to_string(pick(-1, 26));
      }
      case 3: return "pass";
      case 4:  // sizes and counts stay small so that valid commands stay cheap
        return std::to_string(command == "boardsize" ? pick(1, 13) : pick(-3, 30));
      case 5: return std::to_string(pick(-100000, 100000) / 7.0);
      case 6: return "99999999999999999999";
      case 7: return "/nonexistent/" + word() + ".sgf";
      default: return word();
    }
  }

  std::mt19937 m_rng;
  std::vector<std::string> m_names;
};

void expectWellFormed(const std::string& line, const std::string& response) {
  if (response.empty()) return;  // a line without a command
  EXPECT_TRUE(isWellFormedResponse(response)) << "line: " << line << "\nanswer: " << response;
}

TEST(Fuzz, TenThousandRandomGtpLines) {
  testing::Session s;
  s.engine().options().playouts = 500;  // the default chooser's path at a test's cost
  LineMaker maker(20261122);
  s.run("boardsize 7");
  const auto start = Clock::now();
  int answered = 0, succeeded = 0;
  // 10,000 lines took over 20 minutes under ASan on a loaded machine: 1,000 there.
  const int lines = testing::timeScale() == 1.0 ? 10000 : 1000;
  for (int i = 0; i < lines; ++i) {
    const std::string line = i % 3 == 0 ? maker.randomBytes() : maker.tokenLine();
    const std::string response = s.run(line);
    answered += response.empty() ? 0 : 1;
    succeeded += !response.empty() && response[0] == '=' ? 1 : 0;
    expectWellFormed(line, response);
    if (::testing::Test::HasFailure()) break;
    if (i % 100 == 0) s.engine().game().board().checkInvariants();
  }
  EXPECT_GT(answered, lines / 2);
  EXPECT_GT(succeeded, lines / 10) << "too few valid commands to exercise the engine";
  std::printf("[ stats    ] %d answered, %d succeeded, %d moves on the board\n", answered,
              succeeded, s.engine().game().moveCount());
  EXPECT_LT(std::chrono::duration<double>(Clock::now() - start).count(), 60.0 * testing::timeScale());
}

// One damaged copy of an SGF text: truncation, byte flips, insertions, deletions.
std::string damage(std::string text, std::mt19937& rng) {
  auto pick = [&](size_t lo, size_t hi) { return std::uniform_int_distribution<size_t>(lo, hi)(rng); };
  static const std::string kSignificant = "()[];\\:ABWCPLSZKMHAEtt \n";
  const size_t edits = pick(1, 5);
  for (size_t e = 0; e < edits && !text.empty(); ++e) {
    const size_t at = pick(0, text.size() - 1);
    switch (pick(0, 4)) {
      case 0: text.resize(at); break;
      case 1: text[at] = static_cast<char>(pick(0, 255)); break;
      case 2: text.insert(at, 1, kSignificant[pick(0, kSignificant.size() - 1)]); break;
      case 3: text.erase(at, pick(1, 20)); break;
      default: text.insert(at, text.substr(pick(0, text.size() - 1), pick(1, 40))); break;
    }
  }
  return text;
}

TEST(Fuzz, ThousandDamagedSgfFiles) {
  const std::string manifest = testing::peerFile("MANIFEST.txt");
  if (manifest.empty()) GTEST_SKIP() << "peer-regression folder missing";
  std::vector<std::string> originals;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(
           std::filesystem::path(manifest).parent_path() / "games")) {
    if (entry.path().extension() != ".sgf") continue;
    std::ifstream in(entry.path(), std::ios::binary);
    originals.emplace_back(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  }
  ASSERT_GT(originals.size(), 100u);
  std::mt19937 rng(7);
  const testing::ScopedTempDir dir;
  const std::string path = dir.file("damaged.sgf");
  int loaded = 0, rejected = 0;
  testing::Session s;
  for (int i = 0; i < 1000; ++i) {
    const std::string& original = originals[rng() % originals.size()];
    const std::string text = damage(original, rng);
    std::ofstream(path, std::ios::binary | std::ios::trunc) << text;
    const std::string until = i % 2 == 0 ? "" : " " + std::to_string(rng() % 200);
    const std::string response = s.run("loadsgf " + path + until);
    expectWellFormed("loadsgf", response);
    if (response[0] == '=') {
      ++loaded;
      expectWellFormed("showboard", s.run("showboard"));
      expectWellFormed("move_history", s.run("move_history"));
      s.engine().game().board().checkInvariants();
    } else {
      ++rejected;
      EXPECT_EQ(response.find('\n'), response.size() - 2) << response;  // one line
    }
    try {  // parser errors point inside the text
      parseSgf(text);
    } catch (const SgfError& e) {
      EXPECT_GE(e.line(), 1);
      EXPECT_GE(e.column(), 1);
      EXPECT_LE(e.line(), 1 + static_cast<int>(std::count(text.begin(), text.end(), '\n')));
    }
    if (::testing::Test::HasFailure()) break;
  }
  EXPECT_GT(loaded, 100);
  EXPECT_GT(rejected, 100);
}

}  // namespace
}  // namespace iface
