package io.dialectic.reducer.batch;

/** One miscompile cluster's line of the index; {@code keyAfter} is the reduced program's key on a fresh check ("" when none). */
public record MiscompileRow(
        String cluster,
        String miscompileKey,
        String runId,
        String tool,
        String cell,
        String status,
        ReductionSizes sizes,
        String reproducesOn,
        String keyAfter,
        String report) {
    /** Reduced, still the same miscompile (its key may have changed: {@link #keyAfter}). */
    public boolean reduced() {
        return status.equals("reduced") || status.equals("reduced (key changed)");
    }
}
