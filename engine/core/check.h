// Internal invariant checks. Never used on external input: that gets an error message.
#pragma once

#include <string>

namespace core {

/// Prints the message (with the board diagram the caller supplies) and aborts.
[[noreturn]] void failInvariant(const char* file, int line, const std::string& what);

}  // namespace core

/// GX_CHECK(cond, description): an invariant that always holds unless the engine has a bug.
#define GX_CHECK(cond, what)                                              \
  do {                                                                    \
    if (!(cond)) ::core::failInvariant(__FILE__, __LINE__, (what));       \
  } while (0)
