#!/usr/bin/env bash
# Miscompilation campaign benchmark (issues 15 and 29):
#
#   bench/miscompile-campaign.sh MINUTES [OUT]
#
# 1. `dialectic fuzz --oracle differential --tool mlir-opt-19 --budget MINUTESm` (default matrix: O0, OPT,
#    --canonicalize, --int-range-optimizations; batches of 50; half the programs R1-R4 mutants) into OUT/campaign;
#    prints its report: programs/s through the whole matrix, miscompile clusters (keys), crashes.
# 2. `dialectic analyze` it into OUT/analysis, and `dialectic reduce --all-clusters` reduces the representative of
#    every miscompile cluster (its smallest program; budget REDUCE_BUDGET per cluster, default 2m) into OUT/reduced.
# 3. The campaign table (`dialectic bench miscompile-keys`, into OUT/keys.md): every miscompile run judged again
#    alone in its cell, its key of issue 15 (pass + the op names on the slice) beside its key by the rewrite; one row
#    per key by the rewrite with the old keys of its runs and the key's reduced representative.
# Needs mlir-opt-19, mlir-cpu-runner-19 and 19's runtime libraries (bash semantics/tools/fetch-runner-libs.sh).
# OUT defaults to a new temporary folder, kept (its path is printed). SEED is the generator seed (default 1).
# MAVEN_ARGS is passed to the build (e.g. a -Dmaven.repo.local=...).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
minutes="${1:?usage: bench/miscompile-campaign.sh MINUTES [OUT]}"
out="${2:-$(mktemp -d -t dialectic-miscompile-XXXX)}"
budget="${REDUCE_BUDGET:-2m}"
seed="${SEED:-1}"
mkdir -p "$out"
cd "$here"
# build now, not during the measurement; then run the CLI with java directly (the launcher may rebuild)
mvn -o -q -B ${MAVEN_ARGS:-} install -DskipTests -pl cli -am >&2
dialectic() { java ${DIALECTIC_JAVA_OPTS:--Xmx2g} -cp "$here/cli/target/classes:$here/cli/target/lib/*" io.dialectic.cli.Dialectic "$@"; }

echo "== fuzz --oracle differential --budget ${minutes}m --seed $seed on mlir-opt-19 -> $out/campaign"
dialectic fuzz --oracle differential --tool mlir-opt-19 --budget "${minutes}m" --seed "$seed" --out "$out/campaign" --quiet | tee "$out/fuzz.txt"

echo "== analyze -> $out/analysis"
dialectic analyze "$out/campaign" --out "$out/analysis" > "$out/analyze.txt"
echo "== reduce --all-clusters (budget $budget per cluster) -> $out/reduced"
start=$(date +%s)
dialectic reduce --all-clusters "$out/analysis" --budget "$budget" --jobs 2 --out "$out/reduced" > "$out/reduce.txt" 2>&1 || true
echo "reductions took $(( $(date +%s) - start )) s; index: $out/reduced/index.md"

echo "== campaign table (bench miscompile-keys) -> $out/keys.md"
dialectic bench miscompile-keys "$out/campaign" --reduced "$out/reduced" --out "$out/keys.md"
