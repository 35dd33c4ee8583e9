// A private temporary folder per test: two test runs at once never share a file name.
#pragma once

#include <gtest/gtest.h>
#include <stdlib.h>

#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <string>

namespace iface::testing {

/// Creates a fresh folder with mkdtemp under GoogleTest's temporary folder (TEST_TMPDIR or
/// /tmp) and removes it with everything inside when it goes out of scope.
class ScopedTempDir {
 public:
  ScopedTempDir() {
    std::string pattern = ::testing::TempDir() + "moyogo-test-XXXXXX";
    if (mkdtemp(pattern.data()) == nullptr)
      throw std::runtime_error("mkdtemp failed for " + pattern);
    m_path = pattern;
  }
  ~ScopedTempDir() {
    std::error_code ignored;
    std::filesystem::remove_all(m_path, ignored);
  }
  ScopedTempDir(const ScopedTempDir&) = delete;
  ScopedTempDir& operator=(const ScopedTempDir&) = delete;

  /// The folder itself.
  const std::string& path() const { return m_path; }
  /// A file name inside the folder (not created).
  std::string file(const std::string& name) const { return m_path + "/" + name; }
  /// Writes `text` to a file inside the folder and returns its path.
  std::string write(const std::string& name, const std::string& text) const {
    const std::string path = file(name);
    std::ofstream(path, std::ios::binary) << text;
    return path;
  }

 private:
  std::string m_path;
};

}  // namespace iface::testing
