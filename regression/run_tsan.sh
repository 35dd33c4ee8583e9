#!/usr/bin/env bash
# `make test-tsan` body: the tests of the threaded parts (the worker pool, the parallel
# search and its trees, the search chooser with one and two threads, lz-analyze through the
# GTP input loop, the interrupt and clock watchdog threads) against a ThreadSanitizer build
# (MOYOGO_TSAN=ON). Every report goes to a log file and fails the run, as does a failed test.
# Usage: regression/run_tsan.sh BUILD_DIR
set -uo pipefail
build="$(cd "${1:-build-tsan}" && pwd)"
jobs="${JOBS:-2}"
logs="$build/tsan-logs"
rm -rf "$logs" && mkdir -p "$logs"
export TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1:log_path=$logs/tsan"
tests='^(WorkerPool|ParallelSearch|UctSearch|SearchChooser|LzAnalyze|GtpInterrupt|GtpTime)\.'
start=$(date +%s)
fail=0

echo "=== tsan: ctest -R '$tests' ==="
out=$(ctest --test-dir "$build" --output-on-failure -j "$jobs" -R "$tests" --timeout 1200 2>&1) \
  || fail=1
echo "$out" | tail -4
# No test at all would be a silent pass: the run needs the tests it names.
count=$(grep -oE 'tests passed, [0-9]+ tests failed out of [0-9]+' <<<"$out" | grep -oE '[0-9]+$')
if [[ -z "$count" || "$count" -lt 10 ]]; then
  echo "tsan: expected the search tests, found ${count:-none}"
  fail=1
fi

reports=$(find "$logs" -type f | wc -l)
if [[ $reports -gt 0 ]]; then
  echo "=== tsan: $reports report file(s) ==="
  for f in "$logs"/*; do echo "--- $f"; head -80 "$f"; done
  fail=1
fi
echo "tsan: $(( $(date +%s) - start )) s, ${count:-0} tests, $reports ThreadSanitizer reports"
if [[ $fail -eq 0 ]]; then echo "tsan: PASS"; else echo "tsan: FAIL"; fi
exit $fail
