package io.dialectic.app.data;

import io.dialectic.toolchain.cluster.ClusterDefinition;

/**
 * One crash cluster as the table shows it (the toolchain's {@code ClusterDefinition}): the crashing runs
 * of one {@code crash_key}, split when the key's names cannot tell their crash sites apart; a crash whose key holds no
 * evidence is a cluster of its own ({@link #evidence()} false).
 *
 * @param key            the cluster key: the runs' {@code crash_key}, or {@code crash_key @ passes/site} for a split key
 * @param crashKey       the runs' {@code crash_key}
 * @param size           crashing runs in the cluster
 * @param programs       distinct programs among them
 * @param fuzzers        fuzzers that found it, comma separated
 * @param firstSeq       earliest {@code seq} of a member
 * @param representative run id of the member with the smallest program
 * @param pass           the pass being run at the crash, "" when unknown
 * @param bugLocation    FLEX's bug location (conversion, bufferization, ...), "" when unknown
 */
public record ClusterRow(
        String key,
        String crashKey,
        long size,
        long programs,
        String fuzzers,
        long firstSeq,
        String representative,
        String pass,
        String bugLocation) {

    /** Its crash key names a crash site (the toolchain's {@code ClusterDefinition.hasEvidence}); false: one crash alone. */
    public boolean evidence() {
        return ClusterDefinition.hasEvidence(crashKey);
    }

    public ClusterRow withDetails(String pass, String bugLocation) {
        return new ClusterRow(key, crashKey, size, programs, fuzzers, firstSeq, representative, pass, bugLocation);
    }
}
