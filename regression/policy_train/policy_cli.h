// The policy_train command line:
//   policy_train --games DIR --labels FILE|- --out HEADER [--epochs N --filters F --layers L
//                --holdout REGEX --seed S --threads T --batch B --rate R --limit N]
//   policy_train --games DIR --labels FILE|- --eval HEADER [--holdout REGEX --threads T]
// trains the move prediction network on the labelled positions (policy_labels.h) and writes
// its weights header, or reports the top-1 of an existing header on the held-out positions
// (all positions without --holdout).
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace policy_train {

/// Runs the command line (args without the program name); `in` is read for `--labels -`.
/// Exit code: 0 done, 1 bad input files or no positions, 2 bad options.
int runPolicyTrain(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
                   std::ostream& err);

}  // namespace policy_train
