#!/usr/bin/env bash
# `make bench` body: runs every *_bench executable of the build tree (Google Benchmark),
# 5 repetitions, aggregates only, then prints the median lines of all of them together.
# Usage: regression/run_bench.sh BUILD_DIR
set -euo pipefail
build="${1:-build}"
medians="$(mktemp)"
found=0
while IFS= read -r exe; do
  found=1
  echo "=== $(basename "$exe") ==="
  "$exe" --benchmark_repetitions=5 --benchmark_report_aggregates_only=true | tee -a "$medians"
done < <(find "$build" -type f -name '*_bench' -perm -u+x | sort)
if [[ $found -eq 0 ]]; then
  echo "no *_bench executable under $build (is libbenchmark-dev installed?)"
  exit 1
fi
echo "=== medians ==="
grep '_median' "$medians" || true
rm -f "$medians"
