#!/usr/bin/env bash
# `make fuzz` body: runs each libFuzzer target of BUILD_DIR for FUZZ_SECONDS seconds (libFuzzer
# prints its progress lines), then one summary line per target: executions, units (GTP
# lines / SGF texts / command lines) from the target's exit counter, edge coverage (cov:),
# and whether a crash, hang (-timeout) or sanitizer report stopped it.
# Usage: fuzz/run_fuzz.sh BUILD_DIR [TARGET...]   (targets: gtp sgf cli; default all)
#   FUZZ_SECONDS (60)  seconds per target    PEER_DIR  the peer-regression folder
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="$(cd "${1:-build-sanitize}" && pwd)"; shift || true
targets=("$@"); [[ ${#targets[@]} -gt 0 ]] || targets=(gtp sgf cli)
seconds="${FUZZ_SECONDS:-60}"
peer="${PEER_DIR:-$root/../shared/peer-regression}"
work="$build/fuzz-run"
mkdir -p "$work/artifacts"
python3 "$root/fuzz/make_seeds.py" --peer "$peer" --repo "$root" --out "$work/seeds"
summary=""
fail=0
for t in "${targets[@]}"; do
  case "$t" in
    gtp) seeds=("$work/seeds/gtp"); opts=(-max_len=4096 -timeout=60) ;;
    sgf) seeds=("$root/regression/games"); [[ -d "$peer/games" ]] && seeds+=("$peer/games")
         opts=(-max_len=65536 -timeout=20) ;;
    cli) seeds=("$work/seeds/cli"); opts=(-max_len=1024 -timeout=10) ;;
    *) echo "run_fuzz.sh: unknown target $t" >&2; exit 2 ;;
  esac
  corpus="$work/corpus/$t"
  mkdir -p "$corpus"
  log="$work/$t.log"
  echo "=== fuzz $t: ${seconds} s, corpus $corpus, seeds ${seeds[*]} ==="
  # The engine's reading is deterministic; the fuzzer's own seed is fixed for repeatable runs.
  (cd "$work" && "$build/fuzz_$t" "$corpus" "${seeds[@]}" "${opts[@]}" -seed=1 \
     -max_total_time="$seconds" -rss_limit_mb=2048 -print_final_stats=1 \
     -artifact_prefix="$work/artifacts/$t-") 2>&1 | tee "$log" | grep --line-buffered -E 'pulse|REDUCE|INITED|DONE|ERROR|SUMMARY|fuzz_|deadly|timeout|Done'
  status=${PIPESTATUS[0]}
  execs=$(grep -oE 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -oE '[0-9]+$' | tail -1)
  cov=$(grep -oE 'cov: [0-9]+' "$log" | tail -1 | grep -oE '[0-9]+')
  units=$(grep -E "^fuzz_$t:" "$log" | tail -1)
  peak=$(grep -oE 'stat::peak_rss_mb: *[0-9]+' "$log" | grep -oE '[0-9]+$' | tail -1)
  result="clean"
  if [[ $status -ne 0 ]] || grep -qE 'ERROR: (AddressSanitizer|UndefinedBehaviorSanitizer|libFuzzer)|runtime error:|fuzz invariant failed' "$log"; then
    result="FAILED (exit $status, see $log and $work/artifacts)"; fail=1
  fi
  summary+="fuzz $t: ${execs:-?} executions, edge coverage ${cov:-?}, peak RSS ${peak:-?} MB, ${seconds} s; ${units:-no counter line}; $result"$'\n'
done
echo "=== fuzz summary ==="
printf '%s' "$summary"
exit $fail
