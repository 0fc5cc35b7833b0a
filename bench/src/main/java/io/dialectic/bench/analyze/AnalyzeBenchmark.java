package io.dialectic.bench.analyze;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dialectic.analytics.Analysis;
import io.dialectic.analytics.Progress;
import io.dialectic.analytics.SparkSessions;
import io.dialectic.analytics.config.AnalyzeConfig;
import io.dialectic.analytics.config.Engine;
import io.dialectic.analytics.config.InputSpec;
import io.dialectic.analytics.result.AnalysisResult;
import io.dialectic.base.Json;
import io.dialectic.base.Trees;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.apache.spark.sql.SparkSession;

/**
 * {@code dialectic bench analyze}: how fast the analysis goes on this machine, each figure printed beside its target,
 * every analysis as a user runs it: {@code dialectic} in a fresh JVM, timed from its start to its
 * exit, its peak resident set (VmHWM) read from /proc while it runs.
 *
 * <ol>
 *   <li>the demo: its analysis seconds (summary.json) and wall time;</li>
 *   <li>generate {@code records} and {@code largeRecords} run records ({@link BenchCorpus}; kept corpora are reused);</li>
 *   <li>the corpus on the embedded engine, then on Spark {@code local[2]}, whose summary.json must equal the first;</li>
 *   <li>the heavy corpus and the fuzz campaign's corpus ({@link BenchCorpus.Shape}), each on the embedded engine;</li>
 *   <li>the large corpus on the embedded engine with {@code -Xmx2g};</li>
 *   <li>optionally 10k records, and Spark's local[1]/local[2] speed-up in this JVM.</li>
 * </ol>
 * The load average is printed at start and end: on a shared machine it says what the seconds are worth.
 *
 * <p>This class is the plan; each fresh JVM is run and watched by {@link ChildSupervisor}, the corpora are kept across
 * runs by {@link KeptCorpus}, and {@link AnalyzeResult} holds the figures and prints them beside their targets.
 */
public final class AnalyzeBenchmark {
    /** The 10M run's heap (the issue's -Xmx2g); the 1M run's: what keeps its resident set under the target. */
    static final String LARGE_HEAP = "-Xmx2g", FULL_HEAP = "-Xmx1g";
    /** Spark's heap, as the launcher gives it (this JVM's, which the children inherit, is the embedded engine's 1 GB). */
    static final String SPARK_HEAP = "-Xmx8g";

    private AnalyzeBenchmark() {}

    /**
     * The benchmark's settings, read once by the CLI.
     *
     * @param child    how to start {@code dialectic} in a fresh JVM (the demo and the full run)
     * @param skipDemo do not time the demo
     * @param smallRecords records of the latency run on local[*] (0 skips it)
     * @param speedupRecords records of the local[1]/local[2] comparison (0 skips it)
     */
    public record Config(
            Path corpus,
            Path crashes,
            ChildJvm child,
            boolean skipDemo,
            long smallRecords,
            long records,
            long speedupRecords,
            Path work,
            boolean csv,
            boolean keep,
            boolean skipFull,
            long largeRecords,
            boolean skipSpark,
            long heavyRecords,
            long fuzzRecords) {}

    public static AnalyzeResult run(Config cfg, Progress progress) throws IOException, InterruptedException {
        Files.createDirectories(cfg.work());
        double load0 = load();
        ChildRun demo = null;
        if (!cfg.skipDemo()) {
            Path out = cfg.work().resolve("out-demo");
            List<String> args = List.of("demo", "--out", out.toString());
            progress.step("demo in a fresh JVM: " + String.join(" ", args));
            // the launcher runs demo on the quick compiler only (see the dialectic script)
            demo = ChildSupervisor.run(
                    cfg.child().command(List.of("-XX:TieredStopAtLevel=1"), args),
                    cfg.work().resolve("demo"),
                    out,
                    progress);
            progress.step(String.format(
                    Locale.ROOT,
                    "demo: %.1f s of analysis, %.1f s wall",
                    demo.analysisSeconds(),
                    demo.figure().seconds()));
        }
        long t0 = System.nanoTime();
        Path big = cfg.work().resolve("corpus");
        Path large = cfg.work().resolve("corpus-large");
        Path mid = cfg.work().resolve("corpus-speedup");
        Path small = cfg.work().resolve("corpus-small");
        progress.step("generating records from " + cfg.corpus() + " and " + cfg.crashes());
        // a kept corpus of the same size is used again (generating 1M records takes a minute; 10M, ten)
        if (!cfg.skipFull())
            KeptCorpus.generate(new BenchCorpus(cfg.corpus(), cfg.crashes(), cfg.records(), 16, 4, 1), big);
        if (cfg.largeRecords() > 0)
            KeptCorpus.generate(new BenchCorpus(cfg.corpus(), cfg.crashes(), cfg.largeRecords(), 64, 4, 4), large);
        if (cfg.speedupRecords() > 0)
            KeptCorpus.generate(new BenchCorpus(cfg.corpus(), cfg.crashes(), cfg.speedupRecords(), 8, 4, 2), mid);
        if (cfg.smallRecords() > 0)
            KeptCorpus.generate(new BenchCorpus(cfg.corpus(), cfg.crashes(), cfg.smallRecords(), 2, 4, 3), small);
        Path heavy = cfg.work().resolve("corpus-heavy");
        Path fuzz = cfg.work().resolve("corpus-fuzz");
        if (cfg.heavyRecords() > 0)
            KeptCorpus.generate(
                    new BenchCorpus(cfg.corpus(), cfg.crashes(), cfg.heavyRecords(), 16, 4, 5, BenchCorpus.Shape.HEAVY),
                    heavy);
        if (cfg.fuzzRecords() > 0)
            KeptCorpus.generate(
                    new BenchCorpus(cfg.corpus(), cfg.crashes(), cfg.fuzzRecords(), 16, 1, 6, BenchCorpus.Shape.FUZZ),
                    fuzz);
        double gen = seconds(t0);
        long bytes = KeptCorpus.size(big)
                + KeptCorpus.size(large)
                + KeptCorpus.size(mid)
                + KeptCorpus.size(small)
                + KeptCorpus.size(heavy)
                + KeptCorpus.size(fuzz);

        ChildRun embedded = null, spark = null, largeRun = null;
        boolean identical = false;
        long programs = 0, clusters = 0, errors = 0;
        if (!cfg.skipFull()) {
            // as a user runs it: its own JVM (JIT warm-up, start and exit included)
            Path out = cfg.work().resolve("out-embedded");
            embedded = analyzeChild(cfg, big, out, "embedded", FULL_HEAP, "embedded", progress);
            JsonNode summary = Json.MAPPER.readTree(out.resolve("summary.json").toFile());
            programs = summary.get("programs").asLong();
            clusters = summary.get("crash_clusters").asLong();
            errors = summary.get("errors").asLong();
            if (!cfg.skipSpark()) {
                Path sparkOut = cfg.work().resolve("out-spark");
                spark = analyzeChild(cfg, big, sparkOut, "spark", SPARK_HEAP, "spark", progress);
                identical = sameResults(out, sparkOut);
            }
        }
        List<AnalyzeResult.ShapeRun> shapes = new ArrayList<>();
        if (cfg.heavyRecords() > 0)
            shapes.add(shapeRun(cfg, BenchCorpus.Shape.HEAVY, cfg.heavyRecords(), heavy, progress));
        if (cfg.fuzzRecords() > 0) shapes.add(shapeRun(cfg, BenchCorpus.Shape.FUZZ, cfg.fuzzRecords(), fuzz, progress));
        String largeFailure = null;
        if (cfg.largeRecords() > 0) {
            // a failed large run is a figure of the table (the target missed), not the end of the benchmark
            try {
                largeRun = analyzeChild(
                        cfg, large, cfg.work().resolve("out-large"), "embedded", LARGE_HEAP, "large", progress);
            } catch (IllegalStateException e) {
                largeFailure = e.getMessage();
                progress.step(largeFailure);
            }
        }
        Figure smallFig = null;
        if (cfg.smallRecords() > 0) {
            progress.step("latency: " + cfg.smallRecords() + " records on local[*]");
            smallFig = analyze(small, cfg.work().resolve("out-small"), "local[*]", Engine.AUTO, progress)
                    .figure();
        }
        Figure f1 = null, f2 = null;
        if (cfg.speedupRecords() > 0) {
            // Spark's scaling from one core to two, what a cluster relies on
            progress.step("speed-up: " + cfg.speedupRecords() + " records on local[1]");
            f1 = analyze(mid, cfg.work().resolve("out-local1"), "local[1]", Engine.SPARK, progress)
                    .figure();
            f2 = analyze(mid, cfg.work().resolve("out-local2"), "local[2]", Engine.SPARK, progress)
                    .figure();
        }
        AnalyzeResult res = new AnalyzeResult(
                demo,
                cfg.smallRecords(),
                smallFig,
                cfg.skipFull() ? 0 : cfg.records(),
                gen,
                bytes,
                cfg.speedupRecords(),
                f1,
                f2,
                embedded,
                spark,
                identical,
                cfg.largeRecords(),
                largeRun,
                largeFailure,
                programs,
                clusters,
                errors,
                load0,
                load(),
                shapes);
        if (!cfg.keep()) {
            for (Path p : List.of(big, large, mid, small, heavy, fuzz)) Trees.delete(p);
        }
        return res;
    }

    /** A corpus of another shape analyzed embedded in a fresh JVM at the full run's heap, as a user runs it. */
    private static AnalyzeResult.ShapeRun shapeRun(
            Config cfg, BenchCorpus.Shape shape, long records, Path corpus, Progress progress)
            throws IOException, InterruptedException {
        Path out = cfg.work().resolve("out-" + shape.label);
        ChildRun c = analyzeChild(cfg, corpus, out, "embedded", FULL_HEAP, shape.label, progress);
        JsonNode summary = Json.MAPPER.readTree(out.resolve("summary.json").toFile());
        return new AnalyzeResult.ShapeRun(
                shape,
                records,
                c,
                summary.get("programs").asLong(),
                summary.get("crash_clusters").asLong());
    }

    /** {@code dialectic analyze} of {@code corpus} in a fresh JVM (its heap {@code heap}, null: the launcher's). */
    private static ChildRun analyzeChild(
            Config cfg, Path corpus, Path out, String engine, String heap, String name, Progress progress)
            throws IOException, InterruptedException {
        List<String> args = new ArrayList<>(List.of(
                "analyze", corpus.toString(), "--engine", engine, "--master", "local[2]", "--out", out.toString()));
        if (!cfg.csv()) args.add("--no-csv");
        progress.step(name + " run: dialectic " + String.join(" ", args) + " in a fresh JVM"
                + (heap == null ? "" : " with " + heap));
        ChildRun r = ChildSupervisor.run(
                cfg.child().command(heap == null ? List.of() : List.of(heap), args),
                cfg.work().resolve(name),
                out,
                progress);
        progress.step(String.format(
                Locale.ROOT,
                "%s run: %.1f s wall, peak RSS %d MB",
                name,
                r.figure().seconds(),
                r.peakRssMb()));
        return r;
    }

    /**
     * The two analyses' summary.json, bar the wall time, and every CSV copy byte for byte when they wrote them (the
     * test {@code EnginesAgreeTest} compares the Parquet tables too, on a smaller corpus).
     */
    static boolean sameResults(Path a, Path b) throws IOException {
        JsonNode x = Json.MAPPER.readTree(a.resolve("summary.json").toFile()),
                y = Json.MAPPER.readTree(b.resolve("summary.json").toFile());
        for (JsonNode n : List.of(x, y)) {
            ((ObjectNode) n).remove("seconds");
        }
        if (!x.equals(y)) return false;
        Path ca = a.resolve("csv"), cb = b.resolve("csv");
        if (!Files.isDirectory(ca) || !Files.isDirectory(cb)) return true;
        List<String> names = csvNames(ca);
        if (!names.equals(csvNames(cb))) return false;
        for (String n : names) if (Files.mismatch(ca.resolve(n), cb.resolve(n)) != -1) return false;
        return true;
    }

    private static List<String> csvNames(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(f -> f.getFileName().toString()).sorted().toList();
        }
    }

    private record Timed(Figure figure, AnalysisResult result) {}

    /**
     * One analysis as {@code dialectic analyze} runs it ({@link Analysis#run(AnalyzeConfig, Progress)}): embedded when
     * {@link Engine#AUTO} says so, else on its own session (Spark start included in the time), with its jobs counted.
     */
    private static Timed analyze(Path corpus, Path out, String master, Engine engine, Progress progress) {
        long t0 = System.nanoTime();
        AnalyzeConfig cfg = AnalyzeConfig.of(List.of(new InputSpec(null, corpus)), out)
                .withMaster(master)
                .withCsv(false)
                .withShufflePartitions(16)
                .withEngine(engine);
        if (Analysis.runsEmbedded(cfg)) {
            AnalysisResult r = Analysis.run(null, cfg, m -> progress.step("  " + m));
            return new Timed(new Figure(seconds(t0), -1, -1, true, -1), r);
        }
        SparkSession spark = SparkSessions.open(cfg);
        JobCount count = new JobCount();
        spark.sparkContext().addSparkListener(count);
        try {
            AnalysisResult r = Analysis.run(spark, cfg, m -> progress.step("  " + m));
            return new Timed(new Figure(seconds(t0), count.jobs(), count.tasks(), false, count.onCpu()), r);
        } finally {
            spark.sparkContext().removeSparkListener(count);
            spark.stop();
        }
    }

    private static double load() {
        return ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    }

    private static double seconds(long t0) {
        return (System.nanoTime() - t0) / 1e9;
    }
}
