// moyogo: parse the command line, then run an ASCII game, GTP or an analysis action.
#include <unistd.h>

#include <iostream>

#include "interface/cli.h"

int main(int argc, char** argv) {
  iface::RunEnvironment env{std::cin, std::cout, std::cerr, isatty(STDIN_FILENO) == 1,
                            isatty(STDOUT_FILENO) == 1, isatty(STDERR_FILENO) == 1};
  return iface::moyogoMain(argc, argv, env);
}
