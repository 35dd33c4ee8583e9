// Wall-time bounds in tests are multiplied by timeScale(): 1, or 20 when the test was built
// with AddressSanitizer (make test-sanitize), which runs several times slower.
#pragma once

#if defined(__SANITIZE_ADDRESS__)
#define MOYOGO_TESTS_UNDER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define MOYOGO_TESTS_UNDER_ASAN 1
#endif
#endif

namespace iface::testing {

inline double timeScale() {
#ifdef MOYOGO_TESTS_UNDER_ASAN
  return 20.0;
#else
  return 1.0;
#endif
}

}  // namespace iface::testing
