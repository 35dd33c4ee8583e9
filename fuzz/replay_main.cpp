// The normal build's driver for a fuzz target (no clang needed): feeds every file of the
// folders or files named on the command line to LLVMFuzzerTestOneInput, so each input a
// fuzzer once crashed on (fuzz/regressions/) stays a unit test. Exit 0 when all ran.
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv);
extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size);

namespace {

std::vector<std::filesystem::path> inputs(int argc, char** argv) {
  std::vector<std::filesystem::path> files;
  for (int i = 1; i < argc; ++i) {
    const std::filesystem::path p(argv[i]);
    if (!std::filesystem::is_directory(p)) {
      files.push_back(p);
      continue;
    }
    for (const auto& e : std::filesystem::recursive_directory_iterator(p))
      if (e.is_regular_file()) files.push_back(e.path());
  }
  return files;
}

}  // namespace

int main(int argc, char** argv) {
  LLVMFuzzerInitialize(&argc, &argv);
  int ran = 0;
  for (const auto& path : inputs(argc, argv)) {
    std::ifstream in(path, std::ios::binary);
    const std::string data((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    std::printf("replay %s (%zu bytes)\n", path.c_str(), data.size());
    std::fflush(stdout);
    LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t*>(data.data()), data.size());
    ++ran;
  }
  std::printf("replayed %d inputs\n", ran);
  return ran > 0 ? 0 : 1;
}
