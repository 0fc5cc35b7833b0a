#!/usr/bin/env bash
# Miscompilation campaign benchmark (issue 15):
#
#   bench/miscompile-campaign.sh MINUTES [OUT]
#
# 1. `dialectic fuzz --oracle differential --tool mlir-opt-19 --budget MINUTESm` (default matrix: O0, OPT,
#    --canonicalize, --int-range-optimizations; batches of 50; half the programs R1-R4 mutants) into OUT/campaign;
#    prints its report: programs/s through the whole matrix, miscompile clusters (keys), crashes.
# 2. Picks the representative of the largest miscompile cluster (most runs; its smallest program, ties: smallest
#    run id) from OUT/campaign/runs.jsonl (jq) and reduces it with `dialectic reduce --keep same-miscompile --run`
#    (budget 5m) into OUT/reduced; prints its ops before/after and the report's path.
# Needs mlir-opt-19, mlir-cpu-runner-19 and 19's runtime libraries (bash semantics/tools/fetch-runner-libs.sh), jq.
# OUT defaults to a new temporary folder, kept (its path is printed).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
minutes="${1:?usage: bench/miscompile-campaign.sh MINUTES [OUT]}"
out="${2:-$(mktemp -d -t dialectic-miscompile-XXXX)}"
command -v jq >/dev/null || { echo "miscompile-campaign: jq not found" >&2; exit 2; }
mkdir -p "$out"
cd "$here"
# build now, not during the measurement; then run the CLI with java directly (the launcher may rebuild)
mvn -o -q -B install -DskipTests -pl cli -am >&2
dialectic() { java ${DIALECTIC_JAVA_OPTS:--Xmx2g} -cp "$here/cli/target/classes:$here/cli/target/lib/*" io.dialectic.cli.Dialectic "$@"; }

echo "== fuzz --oracle differential --budget ${minutes}m on mlir-opt-19 -> $out/campaign"
dialectic fuzz --oracle differential --tool mlir-opt-19 --budget "${minutes}m" --out "$out/campaign" --quiet | tee "$out/fuzz.txt"

rep="$(jq -c 'select(.outcome == "miscompile" and .miscompile_key != null)
              | {key: .miscompile_key, id: .run_id, chars: (.program_text | length)}' "$out/campaign/runs.jsonl" \
      | jq -rs 'group_by(.key) | sort_by(-length) | .[0] // [] | sort_by(.chars, .id) | .[0].id // empty')"
if [ -z "$rep" ]; then
  echo "== no miscompile cluster found in ${minutes} minutes: nothing to reduce"
  exit 0
fi
echo "== reduce --keep same-miscompile --run $out/campaign:$rep -> $out/reduced"
start=$(date +%s)
dialectic reduce --keep same-miscompile --run "$out/campaign:$rep" --budget 5m --jobs 2 --out "$out/reduced"
echo "reduction took $(( $(date +%s) - start )) s; report: $out/reduced/report.md"
