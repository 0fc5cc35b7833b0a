#!/usr/bin/env bash
# Throughput of `dialectic run` against a plain parallel shell loop of mlir-opt over the same runs.
#
#   bench/run-throughput.sh [PROGRAMS=600] [PIPELINES_PER_PROGRAM=3] [TOOL=mlir-opt-19]
#
# 1. `dialectic run --plan` writes the runs (program x random:N pipelines, seed 1) without running them;
#    this also fills the pass-catalog cache, so probing is not timed.
# 2. The baseline runs exactly those command lines with `xargs -P $(nproc)`, `timeout 10`, stderr
#    discarded: what a fuzzing script would do.
# 3. `dialectic run` does the same runs (prlimit, tree-kill timeout, stderr captured, outcome and crash
#    key computed, JSONL appended) into a fresh output file. Its time includes JVM start and corpus load.
# Prints both rates and their ratio. Needs ../shared/corpora/mlir-testsuite beside the repository.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
n="${1:-600}"; k="${2:-3}"; tool="${3:-mlir-opt-19}"
corpus="$here/../shared/corpora/mlir-testsuite/custom"
[ -d "$corpus" ] || { echo "no corpus at $corpus" >&2; exit 2; }
jobs="$(nproc)"
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT
cd "$here"

./dialectic run "$corpus" --tool "$tool" --pipelines "random:$k" --seed 1 --limit "$n" --out "$work/none.jsonl" --plan "$work/plan.tsv" >&2
runs=$(wc -l < "$work/plan.tsv")

start=$(date +%s.%N)
# Each plan line is "program<TAB>arg<TAB>arg..."; the inner shell splits only at tabs (pass names have no tabs).
tr '\n' '\0' < "$work/plan.tsv" | xargs -0 -P "$jobs" -n 1 sh -c '
  IFS="$(printf "\t")"; set -f; set -- $1
  timeout 10 '"$tool"' "$@" -o /dev/null 2>/dev/null >/dev/null || true' _
end=$(date +%s.%N)
shell_s=$(echo "$end - $start" | bc -l)

start=$(date +%s.%N)
./dialectic run "$corpus" --tool "$tool" --pipelines "random:$k" --seed 1 --limit "$n" --out "$work/runs.jsonl" --jobs "$jobs" >&2
end=$(date +%s.%N)
dia_s=$(echo "$end - $start" | bc -l)
done_runs=$(wc -l < "$work/runs.jsonl")

printf 'runs: %d (planned) / %d (dialectic wrote)   workers: %d\n' "$runs" "$done_runs" "$jobs"
printf 'shell loop (xargs -P):  %7.1f s  %6.1f runs/s\n' "$shell_s" "$(echo "$runs / $shell_s" | bc -l)"
printf 'dialectic run:          %7.1f s  %6.1f runs/s\n' "$dia_s" "$(echo "$done_runs / $dia_s" | bc -l)"
printf 'ratio dialectic/shell:  %5.1f %%\n' "$(echo "100 * ($done_runs / $dia_s) / ($runs / $shell_s)" | bc -l)"
