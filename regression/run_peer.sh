#!/usr/bin/env bash
# `make regress` body: runs GNU Go 3.8 peer suites (../shared/peer-regression beside the
# checkout) against build/moyogo with run_suite.py, one summary per file, TOTAL at the end.
# Usage: regression/run_peer.sh BUILD_DIR [SUITE.tst[:cases] | TIER ...]
#   TIER: a tier of MANIFEST.txt (A-gtp2, B-movegen, ...): all of its .tst files
#   PEER_DIR=...   another peer-regression folder
#   PEER_OPTS=...  extra run_suite.py options (e.g. "-v" to print every test)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${1:-build}"; shift || true
peer="${PEER_DIR:-$root/../shared/peer-regression}"
engine="$(cd "$root" && cd "$build" && pwd)/moyogo"

# The suites `make regress` runs when none is named. Module owners append theirs here
# (reading: reading.tst capture.tst; life and death: owl.tst ld_owl.tst; ...).
DEFAULT_SUITES=(
  tiny.tst nicklas3.tst golife.tst filllib.tst global.tst  # A-gtp2: standard GTP only
  score.tst score2.tst                                     # A-score: final_score
  reading.tst capture.tst                                  # C-tactics: attack/defend
  ld_owl.tst                                               # D-lifedeath: dragon_status (owl_* skipped)
  unconditional.tst                                        # E-extended: unconditional_status
)

if [[ ! -f "$peer/run_suite.py" ]]; then
  echo "run_peer.sh: no run_suite.py in $peer" >&2
  exit 2
fi
if [[ ! -x "$engine" ]]; then
  echo "run_peer.sh: no engine at $engine (run make build)" >&2
  exit 2
fi
suites=()
# A tier name of MANIFEST.txt (A-gtp2, B-movegen, ...) stands for all of its files.
for s in "$@"; do
  if [[ "$s" != *.tst* ]]; then
    files="$(sed -n "s/^$s ([0-9]* files, [0-9]* cases): //p" "$peer/MANIFEST.txt")"
    if [[ -z "$files" ]]; then
      echo "run_peer.sh: no tier '$s' in $peer/MANIFEST.txt" >&2
      exit 2
    fi
    read -ra tier <<< "$files"
    suites+=("${tier[@]}")
  else
    suites+=("$s")
  fi
done
[[ ${#suites[@]} -gt 0 ]] || suites=("${DEFAULT_SUITES[@]}")
cd "$peer"
echo "run_peer.sh: ${#suites[@]} suite(s) against $engine"
# shellcheck disable=SC2086
exec python3 run_suite.py --engine "$engine --mode gtp --quiet" --skip-unknown \
  --timeout "${PEER_TIMEOUT:-60}" -j "${JOBS:-2}" ${PEER_OPTS:-} "${suites[@]}"
