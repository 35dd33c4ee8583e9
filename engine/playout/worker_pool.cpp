#include "engine/playout/worker_pool.h"

#include <algorithm>

namespace playout {

WorkerPool::WorkerPool(int threads) {
  const int workers = std::max(1, threads) - 1;
  m_workers.reserve(static_cast<size_t>(workers));
  for (int i = 1; i <= workers; ++i) m_workers.emplace_back(&WorkerPool::work, this, i);
}

WorkerPool::~WorkerPool() {
  {
    std::lock_guard<std::mutex> lock(m_mutex);
    m_quit = true;
  }
  m_start.notify_all();
  for (std::thread& t : m_workers) t.join();
}

void WorkerPool::work(int index) {
  uint64_t seen = 0;
  for (;;) {
    const std::function<void(int)>* job = nullptr;
    {
      std::unique_lock<std::mutex> lock(m_mutex);
      m_start.wait(lock, [&] { return m_quit || m_generation != seen; });
      if (m_quit) return;
      seen = m_generation;
      job = m_job;
    }
    std::exception_ptr error;
    try {
      (*job)(index);
    } catch (...) {
      error = std::current_exception();
    }
    {
      std::lock_guard<std::mutex> lock(m_mutex);
      if (error && !m_error) m_error = error;
      if (--m_running == 0) m_done.notify_one();
    }
  }
}

void WorkerPool::run(const std::function<void(int)>& job) {
  {
    std::lock_guard<std::mutex> lock(m_mutex);
    m_job = &job;
    m_error = nullptr;
    m_running = static_cast<int>(m_workers.size());
    ++m_generation;
  }
  m_start.notify_all();
  std::exception_ptr error;
  try {
    job(0);
  } catch (...) {
    error = std::current_exception();
  }
  std::unique_lock<std::mutex> lock(m_mutex);
  m_done.wait(lock, [&] { return m_running == 0; });
  m_job = nullptr;
  if (!error) error = m_error;
  lock.unlock();
  if (error) std::rethrow_exception(error);
}

int hardwareThreads() {
  return std::max(1u, std::thread::hardware_concurrency());
}

}  // namespace playout
