#!/usr/bin/env bash
# Regenerates toolchain/src/main/resources/io/dialectic/toolchain/mlir-opt-options.txt: the names of
# every command-line option of mlir-opt-19 and mlir-opt-22 that is not a pass (the two-space-indented lines of
# `--help-hidden`; passes and their options are indented further). ForeignArgs refuses these names when a case
# or record gives them as pipeline items: `--NAME` from data must be a pass, not a tool option.
# Usage: bash toolchain/tools/make-tool-options.sh   (needs mlir-opt-19 and mlir-opt-22 on PATH)
set -euo pipefail
cd "$(dirname "$0")/.."
out=src/main/resources/io/dialectic/toolchain/mlir-opt-options.txt
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
{
  echo "# Options of mlir-opt-19 and mlir-opt-22 that are not passes; made by tools/make-tool-options.sh"
  for v in 19 22; do
    "mlir-opt-$v" --help-hidden | grep -E '^  --?[A-Za-z0-9]' | sed -E 's/^  --?([A-Za-z0-9_.][A-Za-z0-9_.-]*).*/\1/'
  done | LC_ALL=C sort -u
} > "$tmp"
mv "$tmp" "$out"
echo "$(grep -vc '^#' "$out") option names -> $out"
