package io.dialectic.ir.metrics;

/**
 * How {@link ProgramMetrics} are computed; read once at the entry point (CLI,
 * app, Spark job) and passed down.
 *
 * @param maxDepth     largest d for which OD patterns are computed (0..3); {@code patterns(d)} exists for d = 0..maxDepth
 * @param orderedPairs pairs as {@code a->b} (control: ancestor->descendant, data: producer->user) instead of unordered {@code a|b}
 * @param instanceKind what labels a node: MLIRod's name + operand types (default) or with result types too
 */
public record MetricsOptions(int maxDepth, boolean orderedPairs, InstanceKind instanceKind) implements java.io.Serializable {
    /** The largest d supported. */
    public static final int MAX_DEPTH = 3;
    /** MLIRod's default d for OD coverage. */
    public static final int DEFAULT_D = 2;

    public MetricsOptions {
        if (maxDepth < 0 || maxDepth > MAX_DEPTH) {
            throw new IllegalArgumentException("maxDepth must be 0.." + MAX_DEPTH + ", got " + maxDepth);
        }
        if (instanceKind == null) instanceKind = InstanceKind.NAME_OPERANDS;
    }

    /** d = 0..3 computed, unordered pairs, MLIRod's instances. */
    public static MetricsOptions defaults() {
        return new MetricsOptions(MAX_DEPTH, false, InstanceKind.NAME_OPERANDS);
    }

    public MetricsOptions withMaxDepth(int d) { return new MetricsOptions(d, orderedPairs, instanceKind); }

    public MetricsOptions withOrderedPairs(boolean ordered) { return new MetricsOptions(maxDepth, ordered, instanceKind); }

    public MetricsOptions withInstanceKind(InstanceKind k) { return new MetricsOptions(maxDepth, orderedPairs, k); }
}
