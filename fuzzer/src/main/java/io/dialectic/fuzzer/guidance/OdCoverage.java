package io.dialectic.fuzzer.guidance;

import io.dialectic.ir.metrics.ProgramMetrics;
import java.util.HashSet;
import java.util.Set;

/**
 * The coverage the guidance maximises: distinct OD patterns with d-step
 * reachability (MLIRod ISSTA'24 Def. 5-6; d = 2 by default) over the pool,
 * plus the dialect pairs (SynthFuzz) reported alongside. Only counts are read
 * from these sets, so their iteration order never affects a decision.
 */
public final class OdCoverage {
    private final int depth;
    private final Set<Long> patterns = new HashSet<>();
    private final Set<String> pairs = new HashSet<>();

    public OdCoverage(int depth) {
        this.depth = depth;
    }

    public int depth() {
        return depth;
    }

    /** Patterns of {@code m} not yet covered. */
    public int newPatterns(ProgramMetrics m) {
        int n = 0;
        for (Long p : m.patterns(depth)) if (!patterns.contains(p)) n++;
        return n;
    }

    /** Adds {@code m}'s patterns and pairs; returns how many patterns were new. */
    public int add(ProgramMetrics m) {
        int n = 0;
        for (Long p : m.patterns(depth)) if (patterns.add(p)) n++;
        pairs.addAll(m.unionPairs());
        return n;
    }

    public int patterns() {
        return patterns.size();
    }

    public int dialectPairs() {
        return pairs.size();
    }
}
