package io.dialectic.reducer.oracle;

import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.irbug.IrBug;

/**
 * What one run of the compiler on a candidate showed: its validity category,
 * the crash cluster key (empty unless a crash), the captured stderr and, when an
 * {@link InvalidIrOracle} proved it, the invalid-IR bug the errored run is (null otherwise).
 */
public record Observation(Outcome outcome, String crashKey, String stderr, IrBug irBug) {
    public Observation {
        crashKey = crashKey == null ? "" : crashKey;
        stderr = stderr == null ? "" : stderr;
    }

    public Observation(Outcome outcome, String crashKey, String stderr) {
        this(outcome, crashKey, stderr, null);
    }

    public boolean isCrash() {
        return outcome == Outcome.CRASH;
    }

    /** Whether the run shows a bug a reduction can keep by its key: a crash, or invalid IR left by a pass. */
    public boolean showsBug() {
        return isCrash() || irBug != null;
    }

    /** The key of the bug shown: the crash key, else the invalid-IR key, else empty. */
    public String bugKey() {
        return isCrash() ? crashKey : irBug != null ? irBug.key() : "";
    }
}
