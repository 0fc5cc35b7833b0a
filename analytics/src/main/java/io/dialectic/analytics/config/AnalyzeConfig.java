package io.dialectic.analytics.config;

import io.dialectic.ir.metrics.PairConvention;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * Everything one analysis needs, read once at the entry point (CLI, app,
 * {@code AnalyzeJob} under spark-submit) and passed down unchanged.
 *
 * @param inputs          what to analyze, each tagged with its campaign (see {@link InputSpec})
 * @param out             the output directory; replaced atomically at the end
 * @param master          Spark master URL: {@code local[*]} embedded, {@code spark://host:7077} on a cluster,
 *                        or null to use the one spark-submit configured
 * @param baseline        campaign whose coverage the others are compared with ("new over baseline"), or null
 * @param d               reachability depth of the OD patterns used for curves, overlap and richness (MLIRod Def. 6)
 * @param pairs           how dialect pairs are counted: Dialectic's convention (default, unordered or ordered
 *                        outer/def->inner/use) or an anchor's ({@link PairConvention})
 * @param withResultTypes operation instances include result types (MLIRod Def. 1 variant); default operand types only
 * @param maxStderrChars  stderr longer than this is cut (head + tail kept) and reported in the errors table
 * @param csv             also write CSV copies of the tables (commons-csv)
 * @param shufflePartitions Spark SQL shuffle partitions
 * @param quiet           no progress lines on stderr
 * @param engine          embedded (DuckDB), Spark, or by master and input kind ({@link Engine})
 */
public record AnalyzeConfig(
        List<InputSpec> inputs,
        Path out,
        String master,
        String baseline,
        int d,
        PairConvention pairs,
        boolean withResultTypes,
        int maxStderrChars,
        boolean csv,
        int shufflePartitions,
        boolean quiet,
        Engine engine) {

    public static final int DEFAULT_D = 2;
    public static final int DEFAULT_MAX_STDERR = 256 * 1024;

    public AnalyzeConfig {
        inputs = List.copyOf(Objects.requireNonNull(inputs, "inputs"));
        Objects.requireNonNull(out, "out");
        if (inputs.isEmpty())
            throw new IllegalArgumentException(
                    "no input: give at least one run-record file, case directory or .mlir directory");
        if (d < 0 || d > 3)
            throw new IllegalArgumentException(
                    "--d must be 0..3 (MLIRod Def. 6 patterns are computed for d = 0..3), got " + d);
        if (maxStderrChars < 1024) throw new IllegalArgumentException("maxStderrChars must be >= 1024");
        if (shufflePartitions < 1) throw new IllegalArgumentException("shufflePartitions must be >= 1");
        if (pairs == null) pairs = PairConvention.DIALECTIC;
        if (engine == null) engine = Engine.AUTO;
    }

    /** With Dialectic's pair convention, ordered or not. */
    public AnalyzeConfig(
            List<InputSpec> inputs,
            Path out,
            String master,
            String baseline,
            int d,
            boolean orderedPairs,
            boolean withResultTypes,
            int maxStderrChars,
            boolean csv,
            int shufflePartitions,
            boolean quiet) {
        this(
                inputs,
                out,
                master,
                baseline,
                d,
                PairConvention.DIALECTIC.withOrdered(orderedPairs),
                withResultTypes,
                maxStderrChars,
                csv,
                shufflePartitions,
                quiet,
                Engine.AUTO);
    }

    /** Whether pairs are written {@code a->b} rather than {@code a|b}. */
    public boolean orderedPairs() {
        return pairs.ordered();
    }

    /** The defaults of {@code dialectic analyze}: embedded Spark on every core, d = 2, CSV copies. */
    public static AnalyzeConfig of(List<InputSpec> inputs, Path out) {
        return new AnalyzeConfig(
                inputs,
                out,
                "local[*]",
                null,
                DEFAULT_D,
                PairConvention.DIALECTIC,
                false,
                DEFAULT_MAX_STDERR,
                true,
                8,
                false,
                Engine.AUTO);
    }

    public AnalyzeConfig withMaster(String m) {
        return new AnalyzeConfig(
                inputs,
                out,
                m,
                baseline,
                d,
                pairs,
                withResultTypes,
                maxStderrChars,
                csv,
                shufflePartitions,
                quiet,
                engine);
    }

    public AnalyzeConfig withBaseline(String b) {
        return new AnalyzeConfig(
                inputs,
                out,
                master,
                b,
                d,
                pairs,
                withResultTypes,
                maxStderrChars,
                csv,
                shufflePartitions,
                quiet,
                engine);
    }

    public AnalyzeConfig withD(int depth) {
        return new AnalyzeConfig(
                inputs,
                out,
                master,
                baseline,
                depth,
                pairs,
                withResultTypes,
                maxStderrChars,
                csv,
                shufflePartitions,
                quiet,
                engine);
    }

    public AnalyzeConfig withOut(Path o) {
        return new AnalyzeConfig(
                inputs,
                o,
                master,
                baseline,
                d,
                pairs,
                withResultTypes,
                maxStderrChars,
                csv,
                shufflePartitions,
                quiet,
                engine);
    }

    public AnalyzeConfig withCsv(boolean c) {
        return new AnalyzeConfig(
                inputs,
                out,
                master,
                baseline,
                d,
                pairs,
                withResultTypes,
                maxStderrChars,
                c,
                shufflePartitions,
                quiet,
                engine);
    }

    public AnalyzeConfig withQuiet(boolean q) {
        return new AnalyzeConfig(
                inputs,
                out,
                master,
                baseline,
                d,
                pairs,
                withResultTypes,
                maxStderrChars,
                csv,
                shufflePartitions,
                q,
                engine);
    }

    public AnalyzeConfig withPairsAndInstances(boolean ordered, boolean resultTypes) {
        return new AnalyzeConfig(
                inputs,
                out,
                master,
                baseline,
                d,
                pairs.withOrdered(ordered),
                resultTypes,
                maxStderrChars,
                csv,
                shufflePartitions,
                quiet,
                engine);
    }

    public AnalyzeConfig withPairs(PairConvention c) {
        return new AnalyzeConfig(
                inputs,
                out,
                master,
                baseline,
                d,
                c,
                withResultTypes,
                maxStderrChars,
                csv,
                shufflePartitions,
                quiet,
                engine);
    }

    public AnalyzeConfig withEngine(Engine e) {
        return new AnalyzeConfig(
                inputs,
                out,
                master,
                baseline,
                d,
                pairs,
                withResultTypes,
                maxStderrChars,
                csv,
                shufflePartitions,
                quiet,
                e);
    }

    public AnalyzeConfig withShufflePartitions(int n) {
        return new AnalyzeConfig(
                inputs, out, master, baseline, d, pairs, withResultTypes, maxStderrChars, csv, n, quiet, engine);
    }
}
