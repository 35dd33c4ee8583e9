// The GTP input loop: a reader thread queues the command lines while the main thread runs
// them, so a `# interrupt` line (GoGui's interrupt, announced by `gogui-interrupt`) that
// arrives while a command runs can stop it: it sets the engine's stop flag, which every
// MoveClock of the running genmove sees. A command that runs until the next one
// (lz-analyze) asks for that flag to be set by the next command line too.
#include <atomic>
#include <condition_variable>
#include <deque>
#include <iostream>
#include <memory>
#include <mutex>
#include <thread>

#include "interface/gtp_engine.h"

namespace iface {
namespace {

struct SharedInput {
  std::mutex mutex;
  std::condition_variable ready;
  std::deque<std::string> lines;
  bool closed = false;  // the reader reached the end of the input
  bool stop = false;    // the loop ended: the reader stops after its current line
  bool stopOnInput = false;  // the running command ends at the next line (under mutex)
  std::atomic<bool> busy{false};
  std::atomic<bool> interrupt{false};
};

// The loop's GtpStream: the output, and stopOnInput.
class LoopStream : public GtpStream {
 public:
  LoopStream(SharedInput& shared, std::ostream& out) : m_shared(shared), m_out(out) {}
  void write(const std::string& text) override { m_out << text << std::flush; }
  void stopOnNextCommand() override {
    std::lock_guard<std::mutex> lock(m_shared.mutex);
    m_shared.stopOnInput = true;
    if (!m_shared.lines.empty() || m_shared.closed) m_shared.interrupt.store(true);
  }

 private:
  SharedInput& m_shared;
  std::ostream& m_out;
};

bool isInterruptLine(const std::string& line) {
  const size_t first = line.find_first_not_of(" \t\r");
  const size_t last = line.find_last_not_of(" \t\r");
  return first != std::string::npos && line.compare(first, last - first + 1, "# interrupt") == 0;
}

// std::getline that keeps at most kMaxGtpLineBytes + 1 bytes of a line (the rest is read
// and dropped), so execute() sees that it was too long.
bool readBoundedLine(std::istream& in, std::string& line) {
  line.clear();
  std::streambuf* buf = in.rdbuf();
  bool any = false;
  for (int ch = buf->sbumpc(); ch != std::char_traits<char>::eof(); ch = buf->sbumpc()) {
    any = true;
    if (ch == '\n') return true;
    if (line.size() <= kMaxGtpLineBytes) line += static_cast<char>(ch);
  }
  in.setstate(std::ios::eofbit);
  return any;
}

void readLines(const std::shared_ptr<SharedInput>& shared, std::istream& in) {
  for (std::string line; readBoundedLine(in, line);) {
    if (isInterruptLine(line)) {
      if (shared->busy.load()) shared->interrupt.store(true);
      continue;
    }
    {
      std::lock_guard<std::mutex> lock(shared->mutex);
      if (shared->stop) break;
      shared->lines.push_back(std::move(line));
      if (shared->stopOnInput) shared->interrupt.store(true);
    }
    shared->ready.notify_one();
  }
  {
    std::lock_guard<std::mutex> lock(shared->mutex);
    shared->closed = true;
    if (shared->stopOnInput) shared->interrupt.store(true);
  }
  shared->ready.notify_one();
}

}  // namespace

void runGtpLoop(GtpEngine& gtp, std::istream& in, std::ostream& out) {
  auto shared = std::make_shared<SharedInput>();
  std::thread reader(readLines, shared, std::ref(in));
  engine::Engine& engine = gtp.context().engine;
  LoopStream stream(*shared, out);
  engine.setStopFlag(&shared->interrupt);
  gtp.context().stopFlag = &shared->interrupt;
  gtp.context().stream = &stream;
  while (!gtp.quitRequested()) {
    std::string line;
    {
      std::unique_lock<std::mutex> lock(shared->mutex);
      shared->ready.wait(lock, [&] { return !shared->lines.empty() || shared->closed; });
      if (shared->lines.empty()) break;
      line = std::move(shared->lines.front());
      shared->lines.pop_front();
    }
    shared->interrupt.store(false);
    shared->busy.store(true);
    const std::string response = gtp.execute(line);
    {
      std::lock_guard<std::mutex> lock(shared->mutex);
      shared->stopOnInput = false;
    }
    shared->busy.store(false);
    if (!response.empty()) out << response << std::flush;
  }
  engine.setStopFlag(nullptr);
  gtp.context().stopFlag = nullptr;
  gtp.context().stream = nullptr;
  {
    std::lock_guard<std::mutex> lock(shared->mutex);
    shared->stop = true;
  }
  // On the process's stdin the reader may wait for input that never comes: it owns its
  // state (shared_ptr) and ends with the process. Other streams end, so it is joined.
  if (&in == &std::cin) {
    reader.detach();
  } else {
    reader.join();
  }
}

}  // namespace iface
