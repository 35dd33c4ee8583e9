// The time one genmove may use (Engine::setMoveBudget): wall-clock seconds since the start
// of the move, with the fractions at which optional work is skipped.
#pragma once

#include <chrono>

namespace engine {

class MoveClock {
 public:
  /// budgetSeconds <= 0: unlimited.
  explicit MoveClock(double budgetSeconds = 0.0)
      : m_budget(budgetSeconds), m_start(std::chrono::steady_clock::now()) {}
  bool unlimited() const { return m_budget <= 0.0; }
  double budget() const { return m_budget; }
  double elapsed() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - m_start).count();
  }
  /// True when more than `fraction` of the budget is gone (never when unlimited).
  bool past(double fraction) const { return !unlimited() && elapsed() > fraction * m_budget; }

 private:
  double m_budget;
  std::chrono::steady_clock::time_point m_start;
};

}  // namespace engine
