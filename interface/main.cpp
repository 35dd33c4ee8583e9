#include <iostream>

#include "interface/gtp_engine.h"

int main() {
  engine::Engine engine;
  iface::GtpEngine gtp(engine);
  gtp.run(std::cin, std::cout);
  return 0;
}
