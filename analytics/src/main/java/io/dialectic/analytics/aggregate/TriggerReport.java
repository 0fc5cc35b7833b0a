package io.dialectic.analytics.aggregate;

import java.util.List;
import java.util.Map;

/**
 * Optimization-trigger coverage of the campaigns (WhiteFox judges a fuzzer by the optimizations
 * its programs trigger): what the compiler did with the programs, from the run records' {@code passes_changed},
 * {@code patterns_attempted} and {@code patterns_fired}. Only observed runs count (records without these
 * fields, such as older campaigns or other fuzzers' output, contribute nothing), so with no run observed the
 * campaigns hold zeros and the other lists are empty. As written under {@code triggers} in {@code summary.json}; the tables
 * {@code trigger_coverage}, {@code trigger_passes}, {@code trigger_patterns} and {@code trigger_curve} hold the same.
 *
 * @param campaigns one entry per campaign of the analysis (observed or not)
 * @param passes    one row per campaign and pass that ran in an observed run's pipeline or changed the IR
 * @param patterns  one row per campaign and rewrite pattern attempted or confirmed fired
 * @param curves    distinct trigger items against seq, per campaign and kind ({@code pass},
 *                  {@code pattern_attempted}, {@code pattern_fired})
 */
public record TriggerReport(
        List<Campaign> campaigns, List<Pass> passes, List<Pattern> patterns, List<CurvePoint> curves) {

    public static final TriggerReport EMPTY = new TriggerReport(List.of(), List.of(), List.of(), List.of());

    /**
     * @param observedRuns     runs whose record carries trigger observation
     * @param passesRan        distinct passes named by the observed runs' pipelines
     * @param passesChanged    distinct passes that changed the IR of at least one observed run
     * @param catalogPassesChanged N of "N of M passes of this version ever changed a program": passes of the
     *                         probed catalog (toolchain {@code PassCatalog}) of the campaign's tool version(s) that
     *                         changed the IR of an observed run
     * @param catalogPasses    M: passes in that catalog (the union over versions), null when a version was never
     *                         probed on the machine that ran the analysis
     * @param versions         the same per tool version
     * @param patternsAttempted distinct rewrite patterns attempted (there is no pattern catalog to divide by)
     * @param patternsFired    distinct patterns confirmed to fire
     * @param newOverBaseline  per kind, items the baseline campaign never triggered; empty without baseline
     *                         and for the baseline itself
     */
    public record Campaign(
            String campaign,
            long observedRuns,
            long passesRan,
            long passesChanged,
            long catalogPassesChanged,
            Long catalogPasses,
            List<Version> versions,
            long patternsAttempted,
            long patternsFired,
            Map<String, Long> newOverBaseline) {}

    /**
     * @param passesChanged passes of this version's catalog that changed the IR in the campaign's observed runs
     * @param catalogPasses passes in the version's probed catalog (toolchain {@code PassCatalog}), null when that
     *                      version was never probed on the machine that ran the analysis
     * @param outsideCatalog passes that changed the IR but are not in the catalog (sub-passes named by their class)
     */
    public record Version(
            String tool,
            String toolVersion,
            long observedRuns,
            long passesChanged,
            Long catalogPasses,
            long outsideCatalog) {}

    /**
     * @param runsRan         observed runs whose pipeline holds the pass
     * @param runsChanged     observed runs in which it changed the IR
     * @param sharePercent    runsChanged / runsRan, null when it never ran as a pipeline item (a pipeline's sub-pass)
     * @param firstSeq        seq of the first run in which it changed the IR (null when it never did)
     * @param newOverBaseline it changed the IR here but never in the baseline; null without baseline
     */
    public record Pass(
            String campaign,
            String pass,
            Boolean inCatalog,
            long runsRan,
            long runsChanged,
            Double sharePercent,
            Long firstSeq,
            String firstRunId,
            Boolean newOverBaseline) {}

    /**
     * @param runsAttempted   observed runs that attempted it; {@code attempts} in all
     * @param runsFired       runs that confirmed it fired (a campaign confirms a pattern once, so usually 0 or 1)
     * @param firstSeq        first attempt; {@code firstFiredSeq} the confirmation
     */
    public record Pattern(
            String campaign,
            String pattern,
            long runsAttempted,
            long attempts,
            long runsFired,
            Long firstSeq,
            String firstRunId,
            Long firstFiredSeq,
            String firstFiredRunId,
            Boolean newOverBaseline) {}

    public record CurvePoint(String campaign, String kind, long seq, long cumulative) {}
}
