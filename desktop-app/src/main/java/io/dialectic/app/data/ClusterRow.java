package io.dialectic.app.data;

/**
 * One crash cluster as the table shows it: all crashing runs that share a
 * cluster key (DESIGN.md, "Crash signature").
 *
 * @param key            the cluster key ({@code crash_key} of the runs)
 * @param size           crashing runs in the cluster
 * @param programs       distinct programs among them
 * @param fuzzers        fuzzers that found it, comma separated
 * @param firstSeq       earliest {@code seq} of a member
 * @param representative run id of the member with the smallest program
 * @param pass           the pass being run at the crash, "" when unknown
 * @param bugLocation    FLEX's bug location (conversion, bufferization, ...), "" when unknown
 */
public record ClusterRow(String key, long size, long programs, String fuzzers, long firstSeq, String representative,
                         String pass, String bugLocation) {

    public ClusterRow withDetails(String pass, String bugLocation) {
        return new ClusterRow(key, size, programs, fuzzers, firstSeq, representative, pass, bugLocation);
    }
}
