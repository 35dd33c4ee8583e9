#!/usr/bin/env bash
# `make fuzz` body: runs each libFuzzer target of BUILD_DIR for FUZZ_SECONDS seconds (libFuzzer
# prints its progress lines), then one summary line per target: executions, units (GTP
# lines / SGF texts / command lines) from the target's exit counters, edge coverage (cov:),
# and whether a crash, hang (-timeout) or sanitizer report stopped it.
# Usage: fuzz/run_fuzz.sh BUILD_DIR [TARGET...]   (targets: gtp sgf cli; default all)
#   FUZZ_SECONDS (60)  seconds per target    FUZZ_JOBS (1) fuzzing processes per target
#   PEER_DIR           the peer-regression folder
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="$(cd "${1:-build-fuzz}" && pwd)"; shift || true
targets=("$@"); [[ ${#targets[@]} -gt 0 ]] || targets=(gtp sgf cli)
seconds="${FUZZ_SECONDS:-60}"
jobs="${FUZZ_JOBS:-1}"
peer="${PEER_DIR:-$root/../shared/peer-regression}"
work="$build/fuzz-run"
mkdir -p "$work/artifacts"
python3 "$root/fuzz/make_seeds.py" --peer "$peer" --repo "$root" --out "$work/seeds"
summary=""
fail=0

# Adds up one number over the target's logs (one log per fuzzing process).
sum_stat() {  # PATTERN LOG...
  local pattern="$1"; shift
  grep -ohE "$pattern" "$@" 2>/dev/null | grep -oE '[0-9]+$' | awk '{s += $1} END {print s + 0}'
}

any_alive() {  # PID...
  local pid
  for pid in "$@"; do kill -0 "$pid" 2>/dev/null && return 0; done
  return 1
}

# Runs one target in FUZZ_JOBS processes on the same corpus folder, each with its own
# libFuzzer seed (process k: -seed=k, so their mutations differ; a run is repeatable) and
# its own log fuzz-k.log; prints their newest progress lines every 30 s.
run_target() {  # TARGET LOGDIR ARGS...
  local t="$1" dir="$2"; shift 2
  local pids=() k status=0
  for ((k = 1; k <= jobs; k++)); do
    (cd "$dir" && exec "$build/fuzz_$t" "$@" -seed="$k") >"$dir/fuzz-$k.log" 2>&1 &
    pids+=($!)
  done
  while any_alive "${pids[@]}"; do
    sleep 30
    for ((k = 1; k <= jobs; k++)); do
      echo "  fuzz-$k: $(grep -E '^#[0-9]+' "$dir/fuzz-$k.log" | tail -1)"
    done
  done
  for pid in "${pids[@]}"; do wait "$pid" || status=1; done
  return $status
}

for t in "${targets[@]}"; do
  case "$t" in
    gtp) seeds=("$work/seeds/gtp-play" "$work/seeds/gtp")
         opts=(-max_len=4096 -timeout=120 -dict="$work/seeds/gtp.dict"
               -entropic_scale_per_exec_time=1) ;;
    sgf) seeds=("$root/regression/games"); [[ -d "$peer/games" ]] && seeds+=("$peer/games")
         opts=(-max_len=65536 -timeout=20) ;;
    cli) seeds=("$work/seeds/cli"); opts=(-max_len=1024 -timeout=10) ;;
    *) echo "run_fuzz.sh: unknown target $t" >&2; exit 2 ;;
  esac
  corpus="$work/corpus/$t"
  logdir="$work/logs-$t"
  rm -rf "$logdir" && mkdir -p "$corpus" "$logdir"
  echo "=== fuzz $t: ${seconds} s, $jobs process(es), corpus $corpus, seeds ${seeds[*]} ==="
  run_target "$t" "$logdir" "$corpus" "${seeds[@]}" "${opts[@]}" \
    -max_total_time="$seconds" -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="$work/artifacts/$t-"
  status=$?
  logs=("$logdir"/*.log)
  execs=$(sum_stat 'stat::number_of_executed_units: *[0-9]+' "${logs[@]}")
  cov=$(grep -ohE 'cov: [0-9]+' "${logs[@]}" | grep -oE '[0-9]+' | sort -n | tail -1)
  peak=$(grep -ohE 'stat::peak_rss_mb: *[0-9]+' "${logs[@]}" | grep -oE '[0-9]+$' | sort -n | tail -1)
  units=$(sum_stat "^fuzz_$t: [0-9]+ [a-z]+, [0-9]+" "${logs[@]}")
  counters=$(grep -hE "^fuzz_$t:" "${logs[@]}" | tail -1)
  result="clean"
  if [[ $status -ne 0 ]] || grep -qE 'ERROR: (AddressSanitizer|UndefinedBehaviorSanitizer|LeakSanitizer|libFuzzer)|runtime error:|fuzz invariant failed' "${logs[@]}"; then
    result="FAILED (exit $status, see $logdir and $work/artifacts)"; fail=1
  fi
  summary+="fuzz $t: ${execs:-?} executions, ${units:-?} units, edge coverage ${cov:-?}, peak RSS ${peak:-?} MB, ${seconds} s x $jobs; last counter line: ${counters:-none}; $result"$'\n'
done
echo "=== fuzz summary ==="
printf '%s' "$summary"
exit $fail
