package io.dialectic.ir.metrics;

import java.io.Serializable;

/**
 * How {@link ProgramMetrics} are computed; read once at the entry point (CLI,
 * app, Spark job) and passed down.
 *
 * @param maxDepth     largest d for which OD patterns are computed (0..3); {@code patterns(d)} exists for d = 0..maxDepth
 * @param pairs        how dialect pairs are counted ({@link PairConvention}; default Dialectic's, unordered)
 * @param instanceKind what labels a node: MLIRod's name + operand types (default) or with result types too
 */
public record MetricsOptions(int maxDepth, PairConvention pairs, InstanceKind instanceKind) implements Serializable {
    /** The largest d supported. */
    public static final int MAX_DEPTH = 3;
    /** MLIRod's default d for OD coverage. */
    public static final int DEFAULT_D = 2;

    public MetricsOptions {
        if (maxDepth < 0 || maxDepth > MAX_DEPTH) {
            throw new IllegalArgumentException("maxDepth must be 0.." + MAX_DEPTH + ", got " + maxDepth);
        }
        if (pairs == null) pairs = PairConvention.DIALECTIC;
        if (instanceKind == null) instanceKind = InstanceKind.NAME_OPERANDS;
    }

    /** Dialectic's pair convention, ordered ({@code a->b}: control ancestor->descendant, data producer->user) or not. */
    public MetricsOptions(int maxDepth, boolean orderedPairs, InstanceKind instanceKind) {
        this(maxDepth, PairConvention.DIALECTIC.withOrdered(orderedPairs), instanceKind);
    }

    /** d = 0..3 computed, Dialectic's unordered pairs, MLIRod's instances. */
    public static MetricsOptions defaults() {
        return new MetricsOptions(MAX_DEPTH, PairConvention.DIALECTIC, InstanceKind.NAME_OPERANDS);
    }

    /** Whether pairs are written {@code a->b} rather than {@code a|b}. */
    public boolean orderedPairs() {
        return pairs.ordered();
    }

    public MetricsOptions withMaxDepth(int d) {
        return new MetricsOptions(d, pairs, instanceKind);
    }

    /** The same convention, ordered or not. */
    public MetricsOptions withOrderedPairs(boolean ordered) {
        return new MetricsOptions(maxDepth, pairs.withOrdered(ordered), instanceKind);
    }

    public MetricsOptions withPairs(PairConvention c) {
        return new MetricsOptions(maxDepth, c, instanceKind);
    }

    public MetricsOptions withInstanceKind(InstanceKind k) {
        return new MetricsOptions(maxDepth, pairs, k);
    }
}
