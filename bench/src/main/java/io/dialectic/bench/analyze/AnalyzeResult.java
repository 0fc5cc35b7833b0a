package io.dialectic.bench.analyze;

import java.util.List;
import java.util.Locale;

/**
 * The figures of one {@code dialectic bench analyze}, null ones skipped, and {@link #describe} prints each beside its
 * target.
 */
public record AnalyzeResult(
        ChildRun demo,
        long smallRecords,
        Figure small,
        long records,
        double generateSeconds,
        long corpusBytes,
        long speedupRecords,
        Figure local1,
        Figure local2,
        ChildRun embedded,
        ChildRun spark,
        boolean identical,
        long largeRecords,
        ChildRun large,
        String largeFailure,
        long fullPrograms,
        long fullCrashClusters,
        long fullErrors,
        double loadStart,
        double loadEnd,
        List<ShapeRun> shapes) {
    /** The targets on a 2-core machine (the 10k run and the Spark speed-up). */
    static final double SMALL_TARGET_S = 20, SPEEDUP_TARGET = 1.7;
    /** The targets: the embedded engine at 1M and 10M, Spark at 1M no slower than before, the demo's analysis. */
    static final double EMBEDDED_TARGET_S = 45, SPARK_BEFORE_S = 273, LARGE_RATIO = 11, DEMO_ANALYSIS_TARGET_S = 3;

    static final long EMBEDDED_RSS_TARGET_MB = 2048;

    /** One more 1M-record corpus of another shape, run embedded like the full one: its figures and its summary's counts. */
    public record ShapeRun(BenchCorpus.Shape shape, long records, ChildRun child, long programs, long crashClusters) {
        String describe() {
            return String.format(
                    Locale.ROOT,
                    "%d records of the %s shape, embedded (fresh JVM %s): %.1f s wall = %.0f rec/s, peak RSS %d MB (%d programs,"
                            + " %d crash clusters); %s",
                    records,
                    shape.label,
                    AnalyzeBenchmark.FULL_HEAP,
                    child.figure().seconds(),
                    records / child.figure().seconds(),
                    child.peakRssMb(),
                    programs,
                    crashClusters,
                    child.phases());
        }
    }

    public String describe() {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(
                Locale.ROOT,
                "load average (1 min) %.2f at start, %.2f at end; %d cores%n",
                loadStart,
                loadEnd,
                Runtime.getRuntime().availableProcessors()));
        sb.append(String.format(
                Locale.ROOT,
                "generated %d records in %.0f s (%.0f MB gzip JSONL)%n",
                records + largeRecords + smallRecords + speedupRecords,
                generateSeconds,
                corpusBytes / 1e6));
        sb.append("targets:\n");
        if (embedded != null) {
            String beside = spark == null
                    ? ""
                    : String.format(
                            Locale.ROOT,
                            "; Spark local[2] on the same corpus %.1f s",
                            spark.figure().seconds());
            sb.append(target(
                    String.format(
                            Locale.ROOT,
                            "%d records end to end, embedded (fresh JVM %s): %.1f s wall = %.0f rec/s, peak RSS %d MB "
                                    + "(%d programs, %d crash clusters, %d error rows)%s",
                            records,
                            AnalyzeBenchmark.FULL_HEAP,
                            embedded.figure().seconds(),
                            records / embedded.figure().seconds(),
                            embedded.peakRssMb(),
                            fullPrograms,
                            fullCrashClusters,
                            fullErrors,
                            beside),
                    embedded.figure().seconds() <= EMBEDDED_TARGET_S && embedded.peakRssMb() <= EMBEDDED_RSS_TARGET_MB,
                    "<= " + (int) EMBEDDED_TARGET_S + " s and <= " + EMBEDDED_RSS_TARGET_MB
                            + " MB at 1000000 records"));
        }
        if (embedded != null) sb.append("  ").append(embedded.phases()).append('\n');
        for (ShapeRun r : shapes) {
            String target = r.shape() == BenchCorpus.Shape.FUZZ
                    ? "<= 2x its featurizing time and <= " + EMBEDDED_RSS_TARGET_MB + " MB"
                    : "<= " + (int) EMBEDDED_TARGET_S + " s and <= " + EMBEDDED_RSS_TARGET_MB
                            + " MB at 1000000 records";
            double limit =
                    r.shape() == BenchCorpus.Shape.FUZZ ? 2 * r.child().phases().featurizing() : EMBEDDED_TARGET_S;
            double wall = r.shape() == BenchCorpus.Shape.FUZZ
                    ? r.child().analysisSeconds()
                    : r.child().figure().seconds();
            sb.append(target(r.describe(), wall <= limit && r.child().peakRssMb() <= EMBEDDED_RSS_TARGET_MB, target));
        }
        if (large != null) {
            double ratio = embedded == null
                    ? Double.NaN
                    : large.figure().seconds() / embedded.figure().seconds();
            sb.append(target(
                    String.format(
                            Locale.ROOT,
                            "%d records, embedded, %s: completed in %.1f s wall = %.0f rec/s (%.2fx the %d-record run), peak RSS %d MB",
                            largeRecords,
                            AnalyzeBenchmark.LARGE_HEAP,
                            large.figure().seconds(),
                            largeRecords / large.figure().seconds(),
                            ratio,
                            records,
                            large.peakRssMb()),
                    ratio <= LARGE_RATIO * largeRecords / (10.0 * records),
                    "completes; wall <= " + (int) LARGE_RATIO + "x the 1M figure at 10M (scaled to " + largeRecords
                            + " records)"));
        } else if (largeFailure != null) {
            sb.append(target(
                    largeRecords + " records, embedded, " + AnalyzeBenchmark.LARGE_HEAP + ": " + largeFailure,
                    false,
                    "completes; wall <= " + (int) LARGE_RATIO + "x the 1M figure at 10M"));
        } else {
            sb.append("large run skipped (--large-records 0)\n");
        }
        if (spark != null) {
            sb.append(target(
                    String.format(
                            Locale.ROOT,
                            "%d records, Spark local[2] (fresh JVM): %.1f s wall = %.0f rec/s, peak RSS %d MB%s; "
                                    + "summary.json %s the embedded run's",
                            records,
                            spark.figure().seconds(),
                            records / spark.figure().seconds(),
                            spark.peakRssMb(),
                            spark.figure().counts(),
                            identical ? "equal to" : "DIFFERENT from"),
                    spark.figure().seconds() <= SPARK_BEFORE_S && identical,
                    "<= " + (int) SPARK_BEFORE_S + " s (before), identical results"));
        }
        if (demo != null) {
            sb.append(target(
                    String.format(
                            Locale.ROOT,
                            "demo after the build: %.1f s of analysis (%.1f s wall, JVM start included)",
                            demo.analysisSeconds(),
                            demo.figure().seconds()),
                    demo.analysisSeconds() <= DEMO_ANALYSIS_TARGET_S,
                    "<= " + (int) DEMO_ANALYSIS_TARGET_S + " s"));
        }
        sb.append(
                "app opens the 1M report to a rendered view: measured by the app (dialectic app --screenshot, the TestFX timing test)   "
                        + "[target <= 3 s, <= 1.5 GB RSS]\n");
        if (small != null) {
            sb.append(target(
                    String.format(
                            Locale.ROOT,
                            "%d records on local[*] (start included): %.1f s%s",
                            smallRecords,
                            small.seconds(),
                            small.counts()),
                    small.seconds() <= SMALL_TARGET_S,
                    "<= " + (int) SMALL_TARGET_S + " s"));
        }
        if (local1 != null) {
            double speedup = local1.seconds() / local2.seconds();
            sb.append(target(
                    String.format(
                            Locale.ROOT,
                            "%d records on Spark, one after the other in this JVM: local[1] %.1f s, local[2] %.1f s, "
                                    + "speed-up %.3fx%s",
                            speedupRecords,
                            local1.seconds(),
                            local2.seconds(),
                            speedup,
                            local2.counts()),
                    speedup >= SPEEDUP_TARGET,
                    ">= " + SPEEDUP_TARGET + "x at 100000 records"));
        }
        return sb.toString().stripTrailing();
    }

    private static String target(String figure, boolean met, String target) {
        return String.format("%s   [target %s: %s]%n", figure, target, met ? "met" : "MISSED");
    }
}
