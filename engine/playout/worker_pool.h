// A fixed set of threads that run one job at a time, each thread with its own index: the
// threads of the parallel search (parallel_search.h). Index 0 is the calling thread, the
// others are workers that live as long as the pool, so a process's per-thread CPU counters
// (/proc/PID/task/*) keep the time they spent, and no thread is started per move.
#pragma once

#include <condition_variable>
#include <cstdint>
#include <exception>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace playout {

class WorkerPool {
 public:
  /// A pool of `threads` threads in all (at least 1): the caller and threads - 1 workers.
  explicit WorkerPool(int threads);
  ~WorkerPool();
  WorkerPool(const WorkerPool&) = delete;
  WorkerPool& operator=(const WorkerPool&) = delete;

  int size() const { return static_cast<int>(m_workers.size()) + 1; }
  /// Runs job(i) for every i in [0, size()) at once, i = 0 on the calling thread; returns
  /// when every call has returned. An exception of a call is rethrown here (the first).
  void run(const std::function<void(int)>& job);

 private:
  void work(int index);

  std::vector<std::thread> m_workers;
  std::mutex m_mutex;
  std::condition_variable m_start;
  std::condition_variable m_done;
  const std::function<void(int)>* m_job = nullptr;
  uint64_t m_generation = 0;  // counts the jobs, so a worker runs each one once
  int m_running = 0;          // workers still inside the current job
  bool m_quit = false;
  std::exception_ptr m_error;
};

/// The default thread count: the machine's hardware threads (at least 1).
int hardwareThreads();

}  // namespace playout
