#include "engine/core/check.h"

#include <cstdio>
#include <cstdlib>

namespace core {

void failInvariant(const char* file, int line, const std::string& what) {
  std::fprintf(stderr, "%s:%d: invariant failed\n%s\n", file, line, what.c_str());
  std::abort();
}

}  // namespace core
