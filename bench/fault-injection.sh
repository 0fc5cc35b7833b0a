#!/usr/bin/env bash
# Fault injection (issue 11): `dialectic run`, `fuzz`, `analyze` and `reduce`, each started as a child JVM,
# killed with SIGKILL and with SIGTERM at random points, then resumed; prints a table of the trials.
#
#   bench/fault-injection.sh [TRIALS=20] [VERBS=run,fuzz,analyze,reduce,writers,hostile] [SIGNALS=KILL,TERM]
#
# Checks per trial (bench/src/main/java/io/dialectic/bench/faults/FaultInjection.java): every input file has
# the same SHA-256 after; right after the kill the output is whole or absent (a kill -9 may leave only a
# torn last record, cut on resume; a SIGTERM leaves no torn record, no temporary folder, exits non-zero
# and prints "dialectic VERB: interrupted"); after the resume, exactly the runs (run ids) of an
# uninterrupted reference run, none lost or duplicated. The verb 'hostile' (issue 25, bench/faults/HostileInput.java)
# runs every verb that reruns data on a downloaded folder of hostile cases and records: each must refuse, start no
# binary but a discovered mlir-opt, and write no file outside its output. The verb 'writers' (issue 26,
# bench/faults/TwoWriters.java) starts two `run` on one --out at once: one is refused, no run lost or duplicated. Needs mlir-opt-19 and ../shared beside the repository.
# Runs niced (the machine is shared); the working folder is kept and printed for inspection.
# Measured trials and their cost: bench/FAULTS.md (on a loaded 2-core machine a full run is long:
# about 30 min for run, fuzz and reduce at 20 trials; analyze about 3.5 min per run, see --kill-within).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
trials="${1:-20}"; verbs="${2:-run,fuzz,analyze,reduce,writers,hostile}"; signals="${3:-KILL,TERM}"
cd "$here"
mvn -o -q -B install -DskipTests >&2
nice -n 10 "$here/dialectic" bench faults --trials "$trials" --verbs "$verbs" --signals "$signals"
