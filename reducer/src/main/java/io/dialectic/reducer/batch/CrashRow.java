package io.dialectic.reducer.batch;

/** One crash cluster's line of the index; {@code status} says what became of the cluster, never empty. */
public record CrashRow(
        String cluster,
        String clusterKey,
        String crashKey,
        String runId,
        String tool,
        String status,
        ReductionSizes sizes,
        String reproducesOn,
        String report) {
    public boolean reduced() {
        return status.equals("reduced");
    }
}
