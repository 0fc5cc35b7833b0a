#!/usr/bin/env bash
# The external baseline of a miscompile reduction: cvise with an interestingness test that asks the project's own
# differential verdict (`dialectic exec --json`) whether a candidate is still the same miscompile:
#
#   bench/cvise-miscompile.sh PROGRAM.mlir VERSION PASS SECONDS [OUT]
#
# e.g. bench/cvise-miscompile.sh prog.mlir 22 --fold-memref-alias-ops 2400 out/cvise
# A candidate is interesting when, compiled by mlir-opt-VERSION with PASS before the lowering, the verdict is
# `miscompile` attributed to PASS (so the differing value is UB-free by the reference interpreter) and the program
# still defines @main (the report's runner command names it): the rules of `reduce --keep same-miscompile`. cvise runs
# one test at a time (`--n 1`, a shared machine) and stops after SECONDS; the result is OUT/PROGRAM's name, its
# size by `dialectic` op count is printed with the time. Needs cvise (Debian) and a built CLI
# (mvn -pl cli -am package -DskipTests). OUT defaults to a new temporary folder, kept.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
program="${1:?usage: bench/cvise-miscompile.sh PROGRAM.mlir VERSION PASS SECONDS [OUT]}"
version="${2:?VERSION: 19 or 22}"
pass="${3:?PASS: the suspect pass flag, e.g. --fold-memref-alias-ops}"
seconds="${4:?SECONDS: the time cvise may use}"
out="${5:-$(mktemp -d -t dialectic-cvise-XXXX)}"
mkdir -p "$out"
name="$(basename "$program")"
cp "$program" "$out/$name"
# DIALECTIC_CP: another build's classpath (a copy of the jar and lib/, so a rebuild does not change the test mid-run)
jar="$(ls "$here"/cli/target/dialectic-cli-*.jar 2>/dev/null | grep -v -e sources -e javadoc | head -1)"
cp_="${DIALECTIC_CP:-$jar:$here/cli/target/lib/*}"
cat > "$out/interesting.sh" <<TEST
#!/usr/bin/env bash
# cvise's test: the same miscompile of mlir-opt-$version in $pass (dialectic exec's verdict), @main still defined
grep -q 'func.func @main\\|sym_name = "main"' "$name" || exit 1
j="\$(java -XX:TieredStopAtLevel=1 -Xmx512m -cp '$cp_' io.dialectic.cli.Dialectic exec "$name" --versions $version \\
    --pipelines=$pass --json 2>/dev/null)" || exit 1
printf '%s' "\$j" | grep -q '"verdict": "miscompile"' || exit 1
printf '%s' "\$j" | grep -q '"suspect_pass": "$pass"' || exit 1
TEST
chmod +x "$out/interesting.sh"
(cd "$out" && ./interesting.sh) || { echo "the original is not interesting: $out/interesting.sh" >&2; exit 1; }
start=$(date +%s)
(cd "$out" && timeout "$seconds" cvise --n 1 --timeout 120 ./interesting.sh "$name" > cvise.log 2>&1) || true
took=$(( $(date +%s) - start ))
# ops as the reducer's OpCount counts them: every op of the generic print (terminators too) but the module
ops="$(mlir-opt-$version --mlir-print-op-generic "$out/$name" | grep -o '"[a-z_]*\.[a-z_.]*"(' | grep -vc '"builtin.module"(' || true)"
echo "cvise: $took s; result $out/$name ($(wc -c < "$out/$name") bytes, $ops ops)"
