#!/usr/bin/env bash
# Regenerates datasets/sample/: a small real corpus made by this project with the
# real mlir-opt-19 (never a mock). Two campaigns, one JSON Lines file each (gzip):
#
#   seeds-random    every hand-written seed of datasets/seeds through 30 random
#                   pass pipelines (dialectic run, --seed 1)
#   lowered-random  the seeds first rewritten by the real tool with fixed lowering
#                   pipelines and printed in custom and generic form (different
#                   programs, different dialect mix), then 6 random pipelines each
#                   (dialectic run, --seed 2)
#   fuzz            only when `dialectic fuzz` exists: re-fuzzing from the seeds
#   differential-19 200 UB-free generated programs and mutants through the differential
#                   matrix of mlir-opt-19 (fuzz --oracle differential, --seed 3: finds one
#                   canonicalize index_cast miscompile cluster); needs 19's JIT runner and
#                   runtime libraries (semantics/tools/fetch-runner-libs.sh), skipped without
#
# Usage: datasets/make-sample.sh            (from anywhere; takes ~10 min on 2 cores)
# Env:   TOOL=mlir-opt-19  DIALECTIC="./dialectic"  RUNS1=30  RUNS2=6
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
TOOL="${TOOL:-mlir-opt-19}"
DIALECTIC="${DIALECTIC:-./dialectic}"
RUNS1="${RUNS1:-30}"
RUNS2="${RUNS2:-6}"
command -v "$TOOL" >/dev/null || { echo "make-sample: $TOOL not found (apt-get install mlir-19-tools)" >&2; exit 1; }

# Work inside the repository so the records name relative paths only.
work="datasets/.work"
rm -rf "$work"
mkdir -p "$work/lowered"
trap 'rm -rf "$work"' EXIT

echo "campaign 1: seeds x $RUNS1 random pipelines" >&2
$DIALECTIC run datasets/seeds --tool "$TOOL" --pipelines "random:$RUNS1" --seed 1 --campaign seeds-random \
  --timeout 10s --out "$work/seeds-random.jsonl"

echo "campaign 2: lowering the seeds with $TOOL" >&2
pipelines=(
  "--canonicalize --cse"
  "--lower-affine --convert-scf-to-cf"
  "--one-shot-bufferize=bufferize-function-boundaries"
  "--convert-linalg-to-loops"
  "--linalg-generalize-named-ops"
  "--convert-vector-to-scf --lower-affine"
  "--convert-math-to-llvm --convert-arith-to-llvm"
  "--one-shot-bufferize=bufferize-function-boundaries --convert-linalg-to-affine-loops"
  "--mlir-print-op-generic"
  "--lower-affine --convert-scf-to-cf --mlir-print-op-generic"
  "--linalg-generalize-named-ops --mlir-print-op-generic"
)
for f in datasets/seeds/*.mlir; do
  name="$(basename "$f" .mlir)"
  k=0
  for p in "${pipelines[@]}"; do
    k=$((k + 1))
    # shellcheck disable=SC2086  # a pipeline is several flags on purpose
    if timeout 10 "$TOOL" "$f" $p -o "$work/lowered/$name-$k.mlir" 2>/dev/null; then :; else rm -f "$work/lowered/$name-$k.mlir"; fi
  done
done
# Keep one copy of identical outputs (a pass that changed nothing).
declare -A seen
for f in "$work"/lowered/*.mlir; do
  h="$(sha256sum < "$f" | cut -c1-64)"
  if [ -n "${seen[$h]:-}" ] || cmp -s "$f" "datasets/seeds/$(basename "$f" | sed 's/-[0-9]*\.mlir$/.mlir/')"; then rm -f "$f"; else seen[$h]=1; fi
done
echo "  $(ls "$work/lowered" | wc -l) distinct lowered programs" >&2
$DIALECTIC run "$work/lowered" --tool "$TOOL" --pipelines "random:$RUNS2" --seed 2 --campaign lowered-random \
  --timeout 10s --out "$work/lowered-random.jsonl"

if $DIALECTIC fuzz --help 2>/dev/null | grep -q "Usage: dialectic fuzz"; then
  echo "campaign 3: dialectic fuzz from the seeds" >&2
  $DIALECTIC fuzz datasets/seeds --tool "$TOOL" --seed 3 --iterations 1000 --out "$work/fuzz.jsonl" || echo "fuzz failed; sample keeps two campaigns" >&2
fi

if command -v mlir-cpu-runner-19 >/dev/null; then
  echo "campaign 4: fuzz --oracle differential, 200 programs" >&2
  if $DIALECTIC fuzz --oracle differential --tool mlir-opt-19 --budget 200 --seed 3 --out "$work/differential-19" --quiet >&2; then
    cp "$work/differential-19/runs.jsonl" "$work/differential-19.jsonl"
  else
    echo "differential fuzz failed; sample keeps the other campaigns" >&2
  fi
fi

mkdir -p datasets/sample
rm -f datasets/sample/*.jsonl.gz
for j in "$work"/*.jsonl; do
  # -n: no name or time stamp in the gzip header, so a regeneration with the same result is byte-identical
  gzip -9 -n -c "$j" > "datasets/sample/$(basename "$j").gz"
done
ls -l datasets/sample >&2
