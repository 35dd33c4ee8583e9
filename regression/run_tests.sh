#!/usr/bin/env bash
# `make test` body: runs the CTest stages one after another (unit, peer comparisons, GTP
# client, anything else), prints each stage's time, and ends with "N passed, M failed".
# Usage: regression/run_tests.sh BUILD_DIR
set -uo pipefail
build="${1:-build}"
jobs="${JOBS:-2}"
total_pass=0
total_fail=0
total_skip=0
times=""

# run_stage NAME CTEST-ARGS...: runs ctest, adds its counts to the totals.
run_stage() {
  local name="$1"; shift
  local log start end passed failed total line skipped
  log="$(mktemp)"
  start=$(date +%s)
  echo "=== stage ${name}: ctest $* ==="
  ctest --test-dir "$build" --output-on-failure -j "$jobs" "$@" 2>&1 | tee "$log"
  end=$(date +%s)
  line=$(grep -E '[0-9]+% tests passed, [0-9]+ tests? failed out of [0-9]+' "$log" | tail -1)
  if [[ -n "$line" ]]; then
    failed=$(sed -E 's/.* ([0-9]+) tests? failed out of ([0-9]+).*/\1/' <<<"$line")
    total=$(sed -E 's/.* ([0-9]+) tests? failed out of ([0-9]+).*/\2/' <<<"$line")
    passed=$((total - failed))
  elif grep -q 'No tests were found' "$log"; then
    passed=0; failed=0
  else
    echo "stage ${name}: ctest produced no summary"
    passed=0; failed=1
  fi
  skipped=$(grep -c '(Skipped)' "$log" || true)
  passed=$((passed - skipped))
  rm -f "$log"
  total_skip=$((total_skip + skipped))
  total_pass=$((total_pass + passed))
  total_fail=$((total_fail + failed))
  times="${times} ${name}=$((end - start))s"
  echo "=== stage ${name}: ${passed} passed, ${failed} failed, ${skipped} skipped in $((end - start)) s ==="
}

run_stage unit -L '^unit$'
run_stage peer -L '^peer$'
run_stage client -L '^client$'
run_stage other -LE '^(unit|peer|client)$'

echo "stage times:${times}"
if [[ $total_skip -gt 0 ]]; then
  echo "${total_pass} passed, ${total_fail} failed, ${total_skip} skipped"
else
  echo "${total_pass} passed, ${total_fail} failed"
fi
[[ $total_fail -eq 0 ]]
