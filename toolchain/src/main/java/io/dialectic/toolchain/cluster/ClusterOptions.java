package io.dialectic.toolchain.cluster;

/**
 * How crash runs are grouped.
 *
 * @param topFrames       N of the top-N frame key (DESIGN.md default 5)
 * @param splitByPass     split a key group whose crash site is an unnamed frame by the pass its members share (see {@link Clusters})
 * @param similarityMerge merge clusters whose frame-only keys are close (off by default, see {@link Clusters#similar})
 * @param mergeThreshold  minimum Jaccard similarity of frame-name sets for the merge
 */
public record ClusterOptions(int topFrames, boolean splitByPass, boolean similarityMerge, double mergeThreshold) {
    public static ClusterOptions defaults() {
        return new ClusterOptions(5, true, false, 0.6);
    }
}
