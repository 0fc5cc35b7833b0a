package io.dialectic.fuzzer;

import java.util.Map;

/**
 * A snapshot of a campaign.
 *
 * @param runs           candidates handled so far (including runs replayed on resume)
 * @param newRuns        runs executed in this session
 * @param elapsedMs      time of this session
 * @param outcomes       runs per validity category label (and {@code error} when the tool did not start)
 * @param mutants        candidates a rule changed (rule != none)
 * @param mutantOutcomes the same counts restricted to those mutants
 * @param rules          candidates per rule (R1..R4, none)
 * @param poolSize       programs in the pool
 * @param patternsStart  distinct OD patterns (d) of the seeds
 * @param patterns       distinct OD patterns of the pool now
 * @param pairsStart     distinct dialect pairs (union of control and data) of the seeds
 * @param pairs          the same now
 * @param crashes        crashing runs
 * @param clusters       crash clusters among them (the toolchain's {@code ClusterDefinition}, as {@code dialectic clusters} counts them)
 * @param irBugKeys      distinct IR-bug keys by kind ({@code invalid-ir}, {@code roundtrip}: toolchain {@code irbug}),
 *                       each kind present, 0 when none was found
 * @param finished       true in the last snapshot
 */
public record FuzzStats(
        long runs,
        long newRuns,
        long elapsedMs,
        Map<String, Long> outcomes,
        long mutants,
        Map<String, Long> mutantOutcomes,
        Map<String, Long> rules,
        int poolSize,
        int patternsStart,
        int patterns,
        int pairsStart,
        int pairs,
        long crashes,
        int clusters,
        Map<String, Integer> irBugKeys,
        boolean finished) {

    public double runsPerSecond() {
        return elapsedMs == 0 ? 0 : newRuns * 1000.0 / elapsedMs;
    }

    /** Share of all runs in {@code outcome}, in percent. */
    public double percent(String outcome) {
        return runs == 0 ? 0 : 100.0 * outcomes.getOrDefault(outcome, 0L) / runs;
    }

    /** Share of mutants in {@code outcome}, in percent (the validity target is stated on mutants). */
    public double mutantPercent(String outcome) {
        return mutants == 0 ? 0 : 100.0 * mutantOutcomes.getOrDefault(outcome, 0L) / mutants;
    }

    /** The live stats line. */
    public String line() {
        return String.format(
                "runs %d (%.1f/s) valid %.1f%% general-mlir %.1f%% dialect %.1f%% | patterns %d (+%d) pairs %d (+%d) pool %d | crashes %d in %d clusters | invalid-ir %d keys, roundtrip %d",
                runs,
                runsPerSecond(),
                percent("valid"),
                mutantPercent("general-mlir"),
                percent("dialect-specific"),
                patterns,
                patterns - patternsStart,
                pairs,
                pairs - pairsStart,
                poolSize,
                crashes,
                clusters,
                irBugKeys.getOrDefault("invalid-ir", 0),
                irBugKeys.getOrDefault("roundtrip", 0));
    }
}
