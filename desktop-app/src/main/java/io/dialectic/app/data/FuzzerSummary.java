package io.dialectic.app.data;

import io.dialectic.toolchain.cluster.ClusterCount;
import java.util.Locale;

/**
 * One summary card: what a fuzzer (or campaign) produced and covered.
 * Coverage counts are over programs whose features are known.
 *
 * @param executed   runs with an outcome (the others were never run: a campaign of seeds only)
 * @param clusters   crash clusters with evidence and the crashes without, counted apart ({@link ClusterCount})
 * @param dialects  distinct dialects
 * @param unionPairs distinct dialect pairs, control ∪ data (SynthFuzz / MLIRSmith)
 * @param patterns  distinct OD patterns at d = 2 (MLIRod ISSTA'24 Def. 5-6)
 */
public record FuzzerSummary(
        String fuzzer,
        long runs,
        long executed,
        long programs,
        long valid,
        long crashes,
        ClusterCount clusters,
        long dialects,
        long unionPairs,
        long patterns) {
    /** Share of the runs with an outcome that were valid, as the report says it; 0 when none was run. */
    public double validPercent() {
        return executed == 0 ? 0 : 100.0 * valid / executed;
    }

    /** {@code valid 91.2%}, or {@code not run} for a campaign whose programs were never run (never "valid 0.0%"). */
    public String validity() {
        return executed == 0 ? "not run" : String.format(Locale.ROOT, "valid %.1f%%", validPercent());
    }
}
