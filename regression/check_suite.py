#!/usr/bin/env python3
"""Runs GNU Go-format .tst suites with the peer runner and fails unless enough tests pass.

Usage: check_suite.py --runner PATH/run_suite.py --engine BIN [--min-pass N] TST[:cases]...
Without --min-pass every test must pass. Exit 77 (CTest skip) when the runner is missing.
"""
import argparse
import os
import re
import subprocess
import sys


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runner", required=True)
    ap.add_argument("--engine", required=True)
    ap.add_argument("--min-pass", type=int, default=-1)
    ap.add_argument("--timeout", default="10")
    ap.add_argument("tests", nargs="+")
    args = ap.parse_args()
    if not os.path.isfile(args.runner):
        print("check_suite: no runner at %s (skipped)" % args.runner)
        return 77
    cmd = [sys.executable, args.runner, "-e", args.engine, "--timeout", args.timeout] + args.tests
    out = subprocess.run(cmd, capture_output=True, text=True).stdout
    sys.stdout.write(out)
    m = re.search(r"^(\d+) passed, (\d+) failed", out, re.M)
    if not m:
        print("check_suite: no summary line from the runner")
        return 1
    passed, failed = int(m.group(1)), int(m.group(2))
    need = passed + failed if args.min_pass < 0 else args.min_pass
    if passed < need:
        print("check_suite: %d passed, at least %d required" % (passed, need))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
