package io.dialectic.reducer.oracle;

import io.dialectic.toolchain.Outcome;

/**
 * What one run of the compiler on a candidate showed: its validity category,
 * the crash cluster key (empty unless a crash) and the captured stderr.
 */
public record Observation(Outcome outcome, String crashKey, String stderr) {
    public Observation {
        crashKey = crashKey == null ? "" : crashKey;
        stderr = stderr == null ? "" : stderr;
    }

    public boolean isCrash() {
        return outcome == Outcome.CRASH;
    }
}
