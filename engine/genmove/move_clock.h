// The time one genmove may use (Engine::setMoveBudget): wall-clock seconds since the start
// of the move, with the fractions at which optional work is skipped.
#pragma once

#include <atomic>
#include <chrono>

namespace engine {

class MoveClock {
 public:
  /// budgetSeconds <= 0: unlimited. `stop` (may be null): an interrupt request (GTP
  /// `# interrupt` from GoGui) that makes every past() true from then on.
  explicit MoveClock(double budgetSeconds = 0.0, const std::atomic<bool>* stop = nullptr)
      : m_budget(budgetSeconds), m_stop(stop), m_start(std::chrono::steady_clock::now()) {}
  bool unlimited() const { return m_budget <= 0.0; }
  double budget() const { return m_budget; }
  double elapsed() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - m_start).count();
  }
  /// True when an interrupt was requested.
  bool stopped() const { return m_stop != nullptr && m_stop->load(std::memory_order_relaxed); }
  /// True when more than `fraction` of the budget is gone (never when unlimited), or stopped.
  bool past(double fraction) const {
    return stopped() || (!unlimited() && elapsed() > fraction * m_budget);
  }

 private:
  double m_budget;
  const std::atomic<bool>* m_stop;
  std::chrono::steady_clock::time_point m_start;
};

}  // namespace engine
