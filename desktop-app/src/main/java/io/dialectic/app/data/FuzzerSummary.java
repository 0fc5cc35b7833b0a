package io.dialectic.app.data;

/**
 * One summary card: what a fuzzer (or campaign) produced and covered.
 * Coverage counts are over programs whose features are known.
 *
 * @param dialects  distinct dialects
 * @param unionPairs distinct dialect pairs, control ∪ data (SynthFuzz / MLIRSmith)
 * @param patterns  distinct OD patterns at d = 2 (MLIRod ISSTA'24 Def. 5-6)
 */
public record FuzzerSummary(
        String fuzzer,
        long runs,
        long programs,
        long valid,
        long crashes,
        long clusters,
        long dialects,
        long unionPairs,
        long patterns) {
    public double validPercent() {
        return runs == 0 ? 0 : 100.0 * valid / runs;
    }
}
