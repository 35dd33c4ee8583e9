// lz-analyze and lz-genmove_analyze (gtp_cmds_analyze.cpp): their errors through
// GtpEngine::execute, and their streamed answers through the input loop fed by a pipe, so
// that the next command arrives while the search runs.
#include <gtest/gtest.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <memory>
#include <mutex>
#include <regex>
#include <sstream>
#include <streambuf>
#include <string>
#include <thread>
#include <vector>

#include "interface/tests/gtp_test_util.h"
#include "interface/tests/time_scale.h"

namespace iface {
namespace {

using testing::Session;
using testing::timeScale;

// An input stream over a file descriptor (the read end of a pipe).
class FdBuf : public std::streambuf {
 public:
  explicit FdBuf(int fd) : m_fd(fd) {}

 protected:
  int_type underflow() override {
    const ssize_t n = ::read(m_fd, m_buf, sizeof m_buf);
    if (n <= 0) return traits_type::eof();
    setg(m_buf, m_buf, m_buf + n);
    return traits_type::to_int_type(m_buf[0]);
  }

 private:
  int m_fd;
  char m_buf[256];
};

// An output stream the test may read while the loop writes it.
class LockedBuf : public std::streambuf {
 public:
  std::string text() const {
    std::lock_guard<std::mutex> lock(m_mutex);
    return m_text;
  }

 protected:
  std::streamsize xsputn(const char* s, std::streamsize n) override {
    std::lock_guard<std::mutex> lock(m_mutex);
    m_text.append(s, static_cast<size_t>(n));
    return n;
  }
  int_type overflow(int_type ch) override {
    if (traits_type::eq_int_type(ch, traits_type::eof())) return traits_type::not_eof(ch);
    const char c = traits_type::to_char_type(ch);
    return xsputn(&c, 1) == 1 ? ch : traits_type::eof();
  }

 private:
  mutable std::mutex m_mutex;
  std::string m_text;
};

// A GTP loop on its own thread reading from a pipe the test writes to.
class PipedLoop {
 public:
  PipedLoop() : m_gtp(m_engine), m_out(&m_outBuf) {
    m_gtp.setDiagnostics(&m_err);
    if (::pipe(m_fds) != 0) throw std::runtime_error("pipe");
    m_buf = std::make_unique<FdBuf>(m_fds[0]);
    m_in = std::make_unique<std::istream>(m_buf.get());
    m_thread = std::thread([this] { m_gtp.run(*m_in, m_out); });
  }
  ~PipedLoop() {
    finish();
    ::close(m_fds[0]);
  }
  void send(const std::string& text) {
    ASSERT_EQ(::write(m_fds[1], text.data(), text.size()), static_cast<ssize_t>(text.size()));
  }
  // Closes the input and waits for the loop; then output() may be read.
  void finish() {
    if (!m_thread.joinable()) return;
    ::close(m_fds[1]);
    m_thread.join();
  }
  std::string output() const { return m_outBuf.text(); }
  // Waits until `done(output())` or `seconds` pass; returns done's last answer.
  template <typename Done>
  bool waitFor(const Done& done, double seconds) {
    const auto end = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
    while (!done(output())) {
      if (std::chrono::steady_clock::now() > end) return false;
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    return true;
  }
  engine::Engine& engine() { return m_engine; }

 private:
  engine::Engine m_engine;
  GtpEngine m_gtp;
  std::ostringstream m_err;
  LockedBuf m_outBuf;
  std::ostream m_out;
  int m_fds[2] = {-1, -1};
  std::unique_ptr<FdBuf> m_buf;
  std::unique_ptr<std::istream> m_in;
  std::thread m_thread;
};

std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

// A 9x9 middle game where Black is to move (no opening move the search would leave alone).
const char* const kMiddleGame =
    "boardsize 9\nclear_board\nkomi 5.5\nplay b E5\nplay w C4\nplay b D4\nplay w D3\n"
    "play b E3\nplay w C5\nplay b D5\nplay w E2\nplay b F2\nplay w G3\n";

// visits of the first group of an info line.
int firstVisits(const std::string& line) {
  static const std::regex visits("^info move [A-HJ-T][0-9]+ visits ([0-9]+) ");
  std::smatch m;
  return std::regex_search(line, m, visits) ? std::stoi(m[1]) : -1;
}

TEST(LzAnalyze, ErrorsWithoutTheLoopOrWithBadArguments) {
  Session s;
  EXPECT_EQ(s.run("lz-analyze 10"), "? lz-analyze needs the GTP input loop\n\n");
  EXPECT_EQ(s.run("7 lz-genmove_analyze b 10"),
            "?7 lz-genmove_analyze needs the GTP input loop\n\n");
  EXPECT_EQ(
      s.run("lz-analyze purple"),
      "? syntax error: 'purple' is not an interval (centiseconds, a non-negative integer)\n\n");
  EXPECT_EQ(s.run("lz-analyze b -5"),
            "? syntax error: '-5' is not an interval (centiseconds, a non-negative integer)\n\n");
  EXPECT_EQ(s.run("lz-analyze b 10 extra"), "? syntax error: unexpected 'extra'\n\n");
  EXPECT_EQ(s.run("lz-genmove_analyze 10"),
            "? invalid color: '10' is not a color (black, white, b or w)\n\n");
  EXPECT_EQ(s.run("known_command lz-analyze"), "= true\n\n");
}

// lz-analyze answers "=ID", then info lines whose visits grow, until the next command,
// which is answered after the empty line that ends the analysis. Nothing is played.
TEST(LzAnalyze, StreamsInfoLinesUntilTheNextCommand) {
  PipedLoop loop;
  loop.engine().options().threads = 2;  // the trees publish, the calling thread shows
  loop.send(kMiddleGame);
  loop.send("12 lz-analyze b 5\n");
  // Three info lines (or a minute: the machine may be busy), then the next command.
  const auto infoLines = [](const std::string& text) {
    size_t n = 0;
    for (size_t at = text.find("\ninfo move "); at != std::string::npos;
         at = text.find("\ninfo move ", at + 1))
      ++n;
    return n;
  };
  EXPECT_TRUE(
      loop.waitFor([&](const std::string& t) { return infoLines(t) >= 3; }, 60.0 * timeScale()));
  loop.send("13 name\n");
  loop.finish();
  const std::vector<std::string> out = lines(loop.output());
  size_t start = 0;
  while (start < out.size() && out[start] != "=12") ++start;
  ASSERT_LT(start, out.size()) << loop.output();
  static const std::regex group(
      "info move ([A-HJ-T][0-9]+|pass) visits [0-9]+ winrate [0-9]+ scoreLead -?[0-9]+\\.[0-9] "
      "prior [0-9]+ lcb [0-9]+ order [0-9]+ pv( ([A-HJ-T][0-9]+|pass))+");
  std::vector<int> visits;
  size_t i = start + 1;
  for (; i < out.size() && !out[i].empty(); ++i) {
    ASSERT_EQ(out[i].rfind("info move ", 0), 0u) << out[i];
    // Each group matches the format, in order 0, 1, 2 ...
    const std::string& line = out[i];
    int order = 0;
    for (std::sregex_iterator it(line.begin(), line.end(), group), end; it != end; ++it) {
      EXPECT_NE(it->str().find(" order " + std::to_string(order) + " pv"), std::string::npos);
      ++order;
    }
    EXPECT_GT(order, 0) << line;
    visits.push_back(firstVisits(line));
  }
  ASSERT_GE(visits.size(), 2u) << loop.output();
  EXPECT_GT(visits.back(), visits.front());
  ASSERT_LT(i + 2, out.size());
  EXPECT_EQ(out[i], "");  // the empty line that ends the analysis
  EXPECT_EQ(out[i + 1], "=13 moyogo");
  EXPECT_EQ(loop.engine().game().moveCount(), 10);  // nothing played
}

// Input that is already waiting (or ends) stops the analysis at once: "=" and the empty
// line, then the next answer.
TEST(LzAnalyze, StopsAtOnceWhenACommandIsWaiting) {
  PipedLoop loop;
  loop.send("boardsize 9\nlz-analyze 1\nname\n");
  loop.finish();
  EXPECT_EQ(loop.output().substr(0, 6), "= \n\n=\n");
  EXPECT_NE(loop.output().find("\n\n= moyogo\n\n"), std::string::npos) << loop.output();
}

// lz-genmove_analyze: "=", info lines while the search runs, then "play V" and the empty
// line; the move is played.
TEST(LzAnalyze, GenmoveAnalyzePlaysTheMove) {
  PipedLoop loop;
  loop.engine().options().playouts = 3000;
  loop.engine().options().threads = 2;
  loop.send(kMiddleGame);
  loop.send("lz-genmove_analyze b 1\nname\n");
  loop.finish();
  const std::string text = loop.output();
  const size_t start = text.find("\n=\n");
  ASSERT_NE(start, std::string::npos) << text;
  const size_t end = text.find("\n\n", start + 2);
  ASSERT_NE(end, std::string::npos);
  const std::vector<std::string> body = lines(text.substr(start + 3, end - start - 3));
  ASSERT_FALSE(body.empty());
  static const std::regex play("play [A-HJ-T][0-9]+");
  EXPECT_TRUE(std::regex_match(body.back(), play)) << body.back();
  for (size_t i = 0; i + 1 < body.size(); ++i) EXPECT_EQ(body[i].rfind("info move ", 0), 0u);
  EXPECT_EQ(text.substr(end), "\n\n= moyogo\n\n");
  EXPECT_EQ(loop.engine().game().moveCount(), 11);
}

}  // namespace
}  // namespace iface
