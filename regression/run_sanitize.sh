#!/usr/bin/env bash
# `make test-sanitize` body: runs the unit tests, the reading suites and a slice of the GNU Go
# peer suites against an ASan + UBSan build (MOYOGO_SANITIZE=ON). Every sanitizer report of
# any process (test, engine under the peer runner) goes to a log file and fails the run, as
# does the first error (halt_on_error; UBSan was built with -fno-sanitize-recover).
# Usage: regression/run_sanitize.sh BUILD_DIR
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="$(cd "${1:-build-sanitize}" && pwd)"
jobs="${JOBS:-2}"
peer="${PEER_DIR:-$root/../shared/peer-regression}"
logs="$build/sanitizer-logs"
rm -rf "$logs" && mkdir -p "$logs"
export ASAN_OPTIONS="halt_on_error=1:abort_on_error=1:detect_leaks=1:strict_string_checks=1:detect_stack_use_after_return=1:log_path=$logs/asan"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1:log_path=$logs/ubsan"
export LSAN_OPTIONS="log_path=$logs/lsan"
start=$(date +%s)
fail=0

echo "=== sanitize: unit tests and reading suites (ctest -L 'unit|reading') ==="
ctest --test-dir "$build" --output-on-failure -j "$jobs" -L '^(unit|reading)$' --timeout 1200 \
  || fail=1

# A slice of the peer suites through the sanitized engine: every case must get an answer
# (the counts are not floors here: that is make test's job).
PEER_SLICE=(tiny.tst nicklas3.tst score.tst connection.tst:1-30 ld_owl.tst:1-40 filllib.tst)
if [[ -f "$peer/run_suite.py" ]]; then
  for suite in "${PEER_SLICE[@]}"; do
    echo "=== sanitize: peer suite $suite ==="
    out=$(cd "$peer" && python3 run_suite.py -e "$build/moyogo --mode gtp --quiet" --skip-unknown \
      --timeout 120 "$suite" 2>&1)
    echo "$out" | tail -2
    grep -qE '^[0-9]+ passed, [0-9]+ failed' <<<"$out" || { echo "no summary for $suite"; fail=1; }
  done
else
  echo "sanitize: no peer runner in $peer (peer slice skipped)"
fi

reports=$(find "$logs" -type f | wc -l)
if [[ $reports -gt 0 ]]; then
  echo "=== sanitize: $reports sanitizer report(s) ==="
  for f in "$logs"/*; do echo "--- $f"; head -60 "$f"; done
  fail=1
fi
echo "sanitize: $(( $(date +%s) - start )) s, $reports sanitizer reports"
if [[ $fail -eq 0 ]]; then echo "sanitize: PASS"; else echo "sanitize: FAIL"; fi
exit $fail
