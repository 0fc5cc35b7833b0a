package io.dialectic.toolchain.cluster;

/**
 * Views beyond the stored clusters, off by default ({@link ClusterDefinition} is the one definition
 * every view shares; these merge its clusters for a first look at a noisy campaign).
 *
 * @param similarityMerge merge clusters whose frame-only keys are close (see {@link Clusters#similar})
 * @param mergeThreshold  minimum Jaccard similarity of frame-name sets for the merge
 */
public record ClusterOptions(boolean similarityMerge, double mergeThreshold) {
    public static ClusterOptions defaults() {
        return new ClusterOptions(false, 0.6);
    }
}
