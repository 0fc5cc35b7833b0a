#!/bin/sh
# Regenerates ir/src/main/resources/io/dialectic/ir/ods/ops-VERSION.tsv.gz,
# Dialectic's op catalog, from MLIR's own ODS definitions (the .td files of
# Debian's libmlir-VERSION-dev), read by mlir-tblgen-VERSION --print-records.
#
#   ir/tools/make-op-catalog.sh 19 [SCRATCH_DIR]
#
# The -dev package is downloaded and unpacked into SCRATCH_DIR (default: a new
# temporary directory), never installed: libmlir-19 and libmlir-22 conflict.
# Only the dialects mlir-opt-VERSION registers are kept (the .td files also
# define vcix, which no mlir-opt registers).
# Needs: apt-get, dpkg, mlir-tblgen-VERSION and mlir-opt-VERSION (mlir-VERSION-tools), python3.
set -eu
version=${1:?usage: make-op-catalog.sh VERSION [SCRATCH_DIR]}
here=$(cd "$(dirname "$0")" && pwd)
out="$here/../src/main/resources/io/dialectic/ir/ods/ops-$version.tsv.gz"
scratch=${2:-$(mktemp -d)}
tblgen=mlir-tblgen-$version
opt=mlir-opt-$version
for t in "$tblgen" "$opt"; do
  command -v "$t" >/dev/null || { echo "make-op-catalog: $t not found (apt-get install mlir-$version-tools)" >&2; exit 1; }
done
mkdir -p "$scratch/deb" "$scratch/records"
if ! ls "$scratch"/deb/libmlir-"$version"-dev_*.deb >/dev/null 2>&1; then
  (cd "$scratch/deb" && apt-get download "libmlir-$version-dev")
fi
[ -d "$scratch/root" ] || dpkg -x "$scratch"/deb/libmlir-"$version"-dev_*.deb "$scratch/root"
inc="$scratch/root/usr/lib/llvm-$version/include"
# Every .td file: some op files only compile through the file that includes
# them (SPIRVMemoryOps.td through SPIRVOps.td); files that fail alone are skipped.
# A file's own folder is on the include path: UBOps.td, ArmSMEOps.td and
# IRDLOps.td include their siblings by bare name.
find "$inc/mlir" -name '*.td' | sort > "$scratch/tdfiles"
n=0
while read -r td; do
  n=$((n + 1))
  "$tblgen" --print-records -I "$inc" -I "$(dirname "$td")" "$td" > "$scratch/records/$n.rec" 2>/dev/null || rm -f "$scratch/records/$n.rec"
done < "$scratch/tdfiles"
mkdir -p "$(dirname "$out")"
"$opt" --show-dialects | sed -n 's/^Available Dialects: //p' | tr ',' '\n' > "$scratch/dialects"
python3 "$here/op_catalog.py" "$scratch"/records/*.rec \
  | awk -F '\t' 'NR == FNR { registered[$1] = 1; next } { d = $1; sub(/\..*/, "", d); if (d in registered) print }' \
      "$scratch/dialects" - > "$scratch/ops.tsv"
gzip -9n < "$scratch/ops.tsv" > "$out.tmp" && mv "$out.tmp" "$out"
echo "make-op-catalog: $(wc -l < "$scratch/ops.tsv") ops from $(ls "$scratch/records" | wc -l) .td files -> $out"
