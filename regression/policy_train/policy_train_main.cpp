// policy_train: the move prediction network's trainer (policy_cli.h).
#include <iostream>
#include <string>
#include <vector>

#include "regression/policy_train/policy_cli.h"

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  return policy_train::runPolicyTrain(args, std::cin, std::cout, std::cerr);
}
