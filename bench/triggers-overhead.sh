#!/usr/bin/env bash
# Cost of optimization-trigger observation: `dialectic run` with and without --triggers on the same runs.
#
#   bench/triggers-overhead.sh [PROGRAMS=500] [TOOL=mlir-opt-19] [PIPELINES="canonicalize;cse;func.func:canonicalize,sccp"]
#
# The first PROGRAMS programs of the shared test suite (custom form) x the fixed pipelines (no pass-catalog
# probing), run twice into fresh files: plain, then with --triggers (action log, pass dumps, and the
# enable-patterns confirmation runs for canonicalize patterns not yet confirmed in the campaign). Both
# timings include JVM start and corpus load. Issue 16's target: with/without <= 1.3 in time.
# Prints both rates, their ratio, and how many distinct passes/patterns the observed run saw.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
n="${1:-500}"; tool="${2:-mlir-opt-19}"; pipelines="${3:-canonicalize;cse;func.func:canonicalize,sccp}"
corpus="$here/../shared/corpora/mlir-testsuite/custom"
[ -d "$corpus" ] || { echo "no corpus at $corpus" >&2; exit 2; }
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT
cd "$here"
mvn -o -q -B install -DskipTests >&2
dialectic() { java ${DIALECTIC_JAVA_OPTS:--Xmx2g} -cp "$here/cli/target/classes:$here/cli/target/lib/*" io.dialectic.cli.Dialectic "$@"; }

timed() {  # prints seconds
  local start end; start=$(date +%s.%N); "$@" >/dev/null 2>&1; end=$(date +%s.%N); echo "$end - $start" | bc -l
}
load="$(cut -d' ' -f1-3 /proc/loadavg)"
plain_s=$(timed dialectic run "$corpus" --tool "$tool" --pipelines "$pipelines" --limit "$n" --out "$work/plain.jsonl")
obs_s=$(timed dialectic run "$corpus" --tool "$tool" --pipelines "$pipelines" --limit "$n" --out "$work/triggers.jsonl" --triggers)
runs=$(wc -l < "$work/plain.jsonl"); runs_t=$(wc -l < "$work/triggers.jsonl")
printf 'runs: %d plain, %d observed   load average before: %s\n' "$runs" "$runs_t" "$load"
printf 'run:             %7.1f s  %6.1f runs/s\n' "$plain_s" "$(echo "$runs / $plain_s" | bc -l)"
printf 'run --triggers:  %7.1f s  %6.1f runs/s\n' "$obs_s" "$(echo "$runs_t / $obs_s" | bc -l)"
printf 'time ratio triggers/plain: %.2fx (target <= 1.3x)\n' "$(echo "$obs_s / $plain_s" | bc -l)"
python3 - "$work/triggers.jsonl" <<'PY'
import json, sys
passes, attempted, fired, outcomes = set(), set(), set(), {}
for line in open(sys.argv[1]):
    r = json.loads(line)
    passes.update(r.get('passes_changed') or []); attempted.update((r.get('patterns_attempted') or {}).keys())
    fired.update(r.get('patterns_fired') or []); outcomes[r['outcome']] = outcomes.get(r['outcome'], 0) + 1
print(f"passes changed: {len(passes)} distinct; patterns attempted: {len(attempted)}, confirmed fired: {len(fired)}; outcomes {outcomes}")
PY
