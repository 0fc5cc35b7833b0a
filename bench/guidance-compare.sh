#!/usr/bin/env bash
# Which guidance reaches more: `dialectic fuzz --guidance od|triggers|both` (issue 16), each for MINUTES from the
# same seeds, generator seed and tool, one after the other (not at once: they would share the cores).
#
#   bench/guidance-compare.sh MINUTES [TOOL=mlir-opt-19]
#   env: SEEDS (default ../shared/corpora/mlir-testsuite, its generic programs), MAX_SEEDS (200), MAX_SEED_LINES (200),
#        SEED (1), JOBS (2), KEEP=DIR (keep the three campaigns in DIR instead of a temporary folder)
#
# Every campaign observes triggers (on by default in fuzz), so all three are measured the same way; the guidance only
# decides which valid mutants join the pool. Per guidance it prints: runs; distinct OD patterns (d=2) of the pool at
# start and end (stats.json: what the fuzzer reached, as MLIRod reports it); passes that changed the IR, rewrite
# patterns attempted and confirmed fired (distinct over the campaign's run records). Then, unless ANALYZE=0, it
# analyzes the three campaigns together (`dialectic analyze`: OD patterns over every program run, trigger tables).
# A time budget gives each guidance the runs it manages (trigger observation of new pool entries costs reruns), so
# compare runs too, and run it on an otherwise idle machine.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
minutes="${1:?usage: bench/guidance-compare.sh MINUTES [TOOL]}"; tool="${2:-mlir-opt-19}"
seeds="${SEEDS:-$here/../shared/corpora/mlir-testsuite}"
[ -e "$seeds" ] || { echo "no seeds at $seeds (set SEEDS)" >&2; exit 2; }
if [ -n "${KEEP:-}" ]; then work="$KEEP"; mkdir -p "$work"; else work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT; fi
cd "$here"
mvn -o -q -B install -DskipTests >&2
dialectic() { java ${DIALECTIC_JAVA_OPTS:--Xmx3g} -cp "$here/cli/target/classes:$here/cli/target/lib/*" io.dialectic.cli.Dialectic "$@"; }

echo "guidance comparison: ${minutes} min each, tool $tool, seeds $seeds (max ${MAX_SEEDS:-200}, <= ${MAX_SEED_LINES:-200} lines), seed ${SEED:-1}, jobs ${JOBS:-2}"
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
for g in od triggers both; do
  rm -rf "${work:?}/$g"
  dialectic fuzz --seeds "$seeds" --tool "$tool" --budget "${minutes}m" --seed "${SEED:-1}" --jobs "${JOBS:-2}" \
    --max-seeds "${MAX_SEEDS:-200}" --max-seed-lines "${MAX_SEED_LINES:-200}" --guidance "$g" --out "$work/$g" --quiet >"$work/$g.log" 2>&1 \
    || { echo "fuzz --guidance $g failed:" >&2; tail -20 "$work/$g.log" >&2; exit 1; }
done

python3 - "$work" <<'PY'
import json, os, sys
work = sys.argv[1]
print(f"{'guidance':<9} {'runs':>6} {'runs/s':>7} {'valid%':>7} {'pool':>5} {'OD d=2 start':>12} {'OD d=2 end':>10} {'OD new':>7} "
      f"{'passes changed':>14} {'patterns attempted':>18} {'patterns fired':>14}")
for g in ("od", "triggers", "both"):
    d = os.path.join(work, g)
    s = json.load(open(os.path.join(d, "stats.json")))
    passes, attempted, fired = set(), set(), set()
    for line in open(os.path.join(d, "runs.jsonl")):
        if not line.strip():
            continue
        r = json.loads(line)
        passes.update(p.split(":")[-1] for p in (r.get("passes_changed") or []))
        attempted.update((r.get("patterns_attempted") or {}).keys())
        fired.update(r.get("patterns_fired") or [])
    runs = s["runs"]; valid = s["outcomes"].get("valid", 0)
    rate = s["newRuns"] * 1000.0 / s["elapsedMs"] if s["elapsedMs"] else 0.0
    print(f"{g:<9} {runs:>6} {rate:>7.1f} {100.0 * valid / max(runs, 1):>6.1f}% {s['poolSize']:>5} {s['patternsStart']:>12} "
          f"{s['patterns']:>10} {s['patterns'] - s['patternsStart']:>+7} {len(passes):>14} {len(attempted):>18} {len(fired):>14}")
PY

if [ "${ANALYZE:-1}" != 0 ]; then
  dialectic analyze "od=$work/od" "triggers=$work/triggers" "both=$work/both" --out "$work/report" --quiet >"$work/analyze.log" 2>&1 \
    || { echo "analyze failed:" >&2; tail -20 "$work/analyze.log" >&2; exit 1; }
  python3 - "$work/report/summary.json" <<'PY'
import json, sys
s = json.load(open(sys.argv[1]))
cov = {c["campaign"]: c["coverage"] for c in s["campaigns"]}
print("dialectic analyze (over every program run, not only the pool):")
print(f"{'guidance':<9} {'OD d=2':>7} {'dialect pairs':>13} {'passes changed':>14} {'of the catalog':>16} {'patterns attempted':>18} {'patterns fired':>14}")
by = {t["campaign"]: t for t in s["triggers"]["campaigns"]}
for c in ("od", "triggers", "both"):
    t = by[c]
    of = f"{t['catalog_passes_changed']} of {t['catalog_passes'] if t['catalog_passes'] is not None else '?'}"
    print(f"{c:<9} {cov[c]['pattern_d2']:>7} {cov[c]['union_pair']:>13} {t['passes_changed']:>14} {of:>16} "
          f"{t['patterns_attempted']:>18} {t['patterns_fired']:>14}")
PY
  if [ -n "${KEEP:-}" ]; then echo "report: $work/report/report.html"; fi
fi
