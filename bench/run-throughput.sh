#!/usr/bin/env bash
# Throughput of `dialectic run` against a plain parallel shell loop of mlir-opt over the same runs.
#
#   bench/run-throughput.sh [PROGRAMS=600] [PIPELINES_PER_PROGRAM=3] [TOOL=mlir-opt-19]
#
# 1. `dialectic run --plan` writes the runs (first PROGRAMS programs of the shared test suite x
#    random:N pipelines, seed 1) without running them; this also fills the pass-catalog cache, so
#    probing is not timed.
# 2. The baseline runs exactly those command lines with `xargs -P $(nproc)`, `timeout 10`, output
#    discarded: what a fuzzing shell script would do.
# 3. `dialectic run` does the same runs (prlimit, tree-kill timeout, stderr captured, outcome and crash
#    key computed, JSONL appended and flushed per run) into a fresh file. Its time includes JVM start
#    and corpus load. It is started with java directly (the launcher may rebuild all modules when sources change).
# Prints both rates and their ratio. Needs ../shared/corpora/mlir-testsuite beside the repository.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
n="${1:-600}"; k="${2:-3}"; tool="${3:-mlir-opt-19}"
corpus="$here/../shared/corpora/mlir-testsuite/custom"
[ -d "$corpus" ] || { echo "no corpus at $corpus" >&2; exit 2; }
jobs="$(nproc)"
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT
cd "$here"

# build toolchain and cli now (not during the measurement); the other modules come from ~/.m2
mvn -o -q -B -pl toolchain,cli install -DskipTests >&2
dialectic() { java ${DIALECTIC_JAVA_OPTS:--Xmx2g} -cp "$here/cli/target/classes:$here/cli/target/lib/*" io.dialectic.cli.Dialectic "$@"; }

dialectic run "$corpus" --tool "$tool" --pipelines "random:$k" --seed 1 --limit "$n" --out "$work/none.jsonl" --plan "$work/plan.tsv" >&2
runs=$(wc -l < "$work/plan.tsv")

start=$(date +%s.%N)
# Each plan line is "program<TAB>arg<TAB>..." (ending in -o /dev/null); the inner shell splits it at tabs only.
tr '\n' '\0' < "$work/plan.tsv" | xargs -0 -P "$jobs" -n 1 sh -c '
  IFS="$(printf "\t")"; set -f; set -- $1
  timeout 10 '"$tool"' "$@" 2>/dev/null >/dev/null || true' _
end=$(date +%s.%N)
shell_s=$(echo "$end - $start" | bc -l)

start=$(date +%s.%N)
dialectic run "$corpus" --tool "$tool" --pipelines "random:$k" --seed 1 --limit "$n" --out "$work/runs.jsonl" --jobs "$jobs" >&2
end=$(date +%s.%N)
dia_s=$(echo "$end - $start" | bc -l)
done_runs=$(wc -l < "$work/runs.jsonl")

printf 'runs: %d planned, %d written by dialectic   workers: %d   load average before: %s\n' "$runs" "$done_runs" "$jobs" "$(cut -d' ' -f1-3 /proc/loadavg)"
printf 'shell loop (xargs -P):  %7.1f s  %6.1f runs/s\n' "$shell_s" "$(echo "$runs / $shell_s" | bc -l)"
printf 'dialectic run:          %7.1f s  %6.1f runs/s\n' "$dia_s" "$(echo "$done_runs / $dia_s" | bc -l)"
printf 'ratio dialectic/shell:  %5.1f %%\n' "$(echo "100 * ($done_runs / $dia_s) / ($runs / $shell_s)" | bc -l)"
