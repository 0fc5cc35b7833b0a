package io.dialectic.toolchain.cluster;

/**
 * A cluster's key ({@link ClusterDefinition}): the crash key, and, when the key's names could not tell its members'
 * crash sites apart, what does (the passes they share, {@code a|b}, or a crash site); for a crash whose key holds no
 * evidence, its run ({@code run RUNID}). Written {@code KEY @ SPLIT};
 * {@code @} also stands inside assertion keys ({@code msg @ File.cpp:12}), so a key is read at its last
 * {@value #SEPARATOR}, which only a split adds after the frames.
 *
 * @param crashKey the run's {@code crash_key}
 * @param split    what tells this cluster apart from the key's other clusters, null when the key is one cluster
 */
public record ClusterKey(String crashKey, String split) {
    /** Between the crash key and the split. */
    public static final String SEPARATOR = " @ ";

    /** The cluster of a whole key. */
    public static ClusterKey whole(String crashKey) {
        return new ClusterKey(crashKey, null);
    }

    /** One of the clusters a key splits into. */
    public static ClusterKey split(String crashKey, String by) {
        return new ClusterKey(crashKey, by);
    }

    /** The cluster of one crash whose key holds no evidence ({@link ClusterDefinition#hasEvidence}): {@code KEY @ run RUNID}. */
    public static ClusterKey alone(String crashKey, String runId) {
        return new ClusterKey(crashKey, "run " + runId);
    }

    /**
     * A written cluster key, given the crash key it belongs to (a cluster table has both): the rest after
     * {@value #SEPARATOR} is the split.
     */
    public static ClusterKey parse(String clusterKey, String crashKey) {
        if (crashKey != null && clusterKey.startsWith(crashKey + SEPARATOR))
            return split(crashKey, clusterKey.substring(crashKey.length() + SEPARATOR.length()));
        return whole(clusterKey);
    }

    @Override
    public String toString() {
        return split == null ? crashKey : crashKey + SEPARATOR + split;
    }
}
